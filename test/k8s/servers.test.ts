import { describe, expect, it } from 'vitest';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf, type PodSpecView } from '../../src/k8s/pods.js';
import { healthCheckOf, onlySleeps, serverCommand } from '../../src/k8s/servers.js';
import type { Word } from '../../src/k8s/command-line.js';
import { expectLinearGrowth } from '../helpers/growth.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';
import { deployment } from '../helpers/manifests.js';

const table = new WorkloadTable(BUILTIN_WORKLOADS);

function podsOf(yaml: string): PodSpecView[] {
  return objectsOfDocument(loadYaml(yaml).documents[0]!.value).objects.flatMap((o) =>
    podSpecsOf(o, { gpuResources: [], table, draClaims: new Map() }),
  );
}

/** The only container of a Deployment with these fields. */
function container(yaml: string) {
  const doc = `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  template:\n    spec:\n      containers:\n        - name: c\n${yaml.replace(/^/gm, '          ')}\n`;
  return podsOf(doc)[0]!.containers[0]!;
}

const server = (yaml: string) => {
  const c = container(yaml);
  return c.server && { framework: c.server.framework, by: c.server.by };
};

describe('serving containers recognised by their command', () => {
  it.each([
    [
      'python -m vllm.entrypoints.openai.api_server on a plain python image',
      'image: python:3.12\ncommand: ["python3", "-m", "vllm.entrypoints.openai.api_server", "--model", "m"]',
      'vllm',
    ],
    [
      'vllm serve inside sh -c, after setup commands',
      'image: python:3.12\ncommand: ["sh", "-c", "pip install vllm && exec vllm serve Qwen/Qwen2.5-7B --port 8000"]',
      'vllm',
    ],
    [
      'text-generation-launcher',
      'image: registry.example.com/team/tgi-build:1\ncommand: ["text-generation-launcher", "--model-id", "m"]',
      'tgi',
    ],
    [
      'python -m sglang.launch_server',
      'image: python:3.11\nargs: ["python3", "-m", "sglang.launch_server", "--model-path", "m"]',
      'sglang',
    ],
    [
      'tritonserver behind the NGC entrypoint script',
      'image: registry.example.com/triton-custom:1\ncommand: ["/opt/nvidia/nvidia_entrypoint.sh", "tritonserver", "--model-repository=/models"]',
      'triton',
    ],
    ['trtllm-serve', 'image: registry.example.com/trt:1\ncommand: ["trtllm-serve", "/engines/llama"]', 'tensorrt-llm'],
    ['serve run (Ray Serve)', 'image: rayproject/ray:2.44.0\ncommand: ["serve", "run", "config.yaml"]', 'ray-serve'],
    [
      'torchserve',
      'image: registry.example.com/ts:1\ncommand: ["torchserve", "--start", "--foreground", "--model-store", "/models"]',
      'torchserve',
    ],
    [
      'lmdeploy serve',
      'image: openmmlab/lmdeploy:v0.6\ncommand: ["lmdeploy", "serve", "api_server", "internlm/internlm2-chat-7b"]',
      'lmdeploy',
    ],
    ['llama-server', 'image: ghcr.io/ggml-org/llama.cpp:server-cuda\ncommand: ["/app/llama-server", "-m", "/models/m.gguf"]', 'llama.cpp'],
    [
      'a restart loop around the server',
      'image: python:3.12\ncommand: ["bash", "-c", "while true; do vllm serve m; sleep 5; done"]',
      'vllm',
    ],
  ])('%s', (_name, yaml, framework) => {
    expect(server(yaml)).toEqual({ framework, by: 'command' });
  });

  it.each([
    ['a word that only names the server', 'image: busybox\ncommand: ["sh", "-c", "ls /opt/tritonserver && echo vllm serve"]'],
    ['installing it', 'image: python:3.12\ncommand: ["pip", "install", "vllm"]'],
    ['stopping torchserve', 'image: busybox\ncommand: ["torchserve", "--stop"]'],
    ['python running something else', 'image: python:3.12\ncommand: ["python", "-m", "http.server"]'],
  ])('not a server: %s', (_name, yaml) => {
    expect(server(yaml)).toBeUndefined();
  });
});

describe('serving containers recognised by their image, whatever the registry or mirror', () => {
  it.each([
    ['registry.example.com/dockerhub-proxy/vllm/vllm-openai:v0.9.0', 'vllm'],
    ['123456789012.dkr.ecr.us-east-1.amazonaws.com/vllm-openai:v0.9.0', 'vllm'],
    ['us-docker.pkg.dev/deeplearning-platform-release/gcr.io/huggingface-text-generation-inference-cu124.2-3.ubuntu2204.py311', 'tgi'],
    ['harbor.example.com/ghcr/huggingface/text-generation-inference:3.0.1', 'tgi'],
    ['harbor.example.com/proxy/lmsysorg/sglang:v0.4.6', 'sglang'],
    ['registry.example.com/nvidia/tritonserver:24.05-py3', 'triton'],
    ['registry.example.com/nvidia/tensorrt-llm/release:0.17.0', 'tensorrt-llm'],
    ['registry.example.com/mirror/rayproject/ray-llm:2.44.0-py311-cu124', 'ray-serve'],
    ['registry.example.com/nim/meta/llama-3.1-8b-instruct:1.3.3', 'nim'],
    ['nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3', 'nim'],
  ])('%s', (image, framework) => {
    expect(server(`image: ${image}`)).toEqual({ framework, by: 'image' });
  });

  it.each([
    ['kserve-tritonserver:replace'],
    ['registry.example.com/team/vllm-router:1.0'],
    ['registry.example.com/nim-tools/cli:1'],
    ['registry.example.com/sglang-router/proxy:1'],
  ])('a name that only contains a family name is no mirror: %s', (image) => {
    expect(container(`image: ${image}`).family).toBeUndefined();
  });

  it('a mirrored ROCm vLLM image stays ROCm vLLM, not the CUDA one', () => {
    expect(container('image: registry.example.com/rocm/vllm:rocm6.3').family?.id).toBe('vllm-rocm');
  });

  it('rocm/pytorch images are PyTorch on ROCm', () => {
    for (const image of ['rocm/pytorch:rocm6.2_ubuntu22.04_py3.10_pytorch_release_2.3.0', 'registry.example.com/rocm/pytorch:latest']) {
      const c = container(`image: ${image}`);
      expect(c.family).toMatchObject({ id: 'rocm-pytorch', vendor: 'amd', stack: ['pytorch'] });
      expect(c.needsGpuImage).toBe(true);
    }
  });
});

describe('not serving', () => {
  it('a Triton SDK image is a client: no server, needs no GPU', () => {
    const c = container('image: nvcr.io/nvidia/tritonserver:24.05-py3-sdk\ncommand: ["perf_analyzer", "-m", "llama"]');
    expect(c.server).toBeUndefined();
    expect(c.notServing).toBe('client');
    expect(c.needsGpuImage).toBe(false);
  });

  it.each([
    ['sleep infinity', '["sleep", "infinity"]'],
    ['sleep 3600', '["/bin/sleep", "3600"]'],
    ['a sleep loop', '["bash", "-c", "while true; do sleep 30; done"]'],
    ['tail -f /dev/null', '["tail", "-f", "/dev/null"]'],
    ['trap and wait', '["sh", "-c", "trap : TERM INT; echo parked; sleep infinity & wait"]'],
  ])('a serving image whose whole command is %s', (_name, command) => {
    const c = container(`image: vllm/vllm-openai:v0.9.0\ncommand: ${command}`);
    expect(c.server).toBeUndefined();
    expect(c.notServing).toBe('idle');
  });

  it('a GPU Deployment whose only container sleeps is no serving workload, but still an AI workload', () => {
    const [p] = podsOf(
      deployment({ containers: [{ image: 'nvidia/cuda:12.4.1-base-ubuntu22.04', gpu: 1, command: ['sleep', 'infinity'] }] }),
    );
    expect(p!.workload).toMatchObject({ ai: true, serving: false });
  });

  it('vLLM pip-installed on a plain python image is a serving AI workload, with or without a GPU', () => {
    const [p] = podsOf(
      deployment({ containers: [{ image: 'python:3.12-slim', command: ['python', '-m', 'vllm.entrypoints.openai.api_server'] }] }),
    );
    expect(p!.workload).toMatchObject({ ai: true, serving: true });
  });

  it('an init container that runs a serving image to download the model makes no serving workload', () => {
    const [p] = podsOf(
      deployment({ initContainers: [{ name: 'dl', image: 'vllm/vllm-openai:v0.9.0' }], containers: [{ image: 'nginx:1.27' }] }),
    );
    expect(p!.workload.serving).toBe(false);
  });
});

describe('health checks', () => {
  it('HTTP endpoints of the framework, by command or image', () => {
    expect(healthCheckOf(container('image: python:3.12\ncommand: ["vllm", "serve", "m"]').server)).toEqual({
      kind: 'http',
      ready: '/health',
      live: '/health',
    });
    expect(healthCheckOf(container('image: nvcr.io/nvidia/tritonserver:24.05-py3').server)).toMatchObject({ ready: '/v2/health/ready' });
    expect(healthCheckOf(container('image: ghcr.io/huggingface/text-embeddings-inference:1.5').server)).toBeUndefined();
  });

  it.each([
    [
      'vLLM gRPC entrypoint',
      'image: python:3.12\ncommand: ["python3", "-m", "vllm.entrypoints.grpc_server", "--model", "m", "--port", "9000"]',
      9000,
      'python -m vllm.entrypoints.grpc_server',
    ],
    [
      'vLLM gRPC entrypoint, default port',
      'image: vllm/vllm-openai:v0.11.0\ncommand: ["python3", "-m", "vllm.entrypoints.grpc_server", "--model", "m"]',
      50051,
      'python -m vllm.entrypoints.grpc_server',
    ],
    ['vllm serve --grpc', 'image: vllm/vllm-openai:v0.12.0\ncommand: ["vllm", "serve", "m", "--grpc"]', undefined, 'vllm serve --grpc'],
    [
      'SGLang --grpc-mode',
      'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", "m", "--grpc-mode"]',
      30000,
      '--grpc-mode',
    ],
    [
      'Triton without HTTP',
      'image: nvcr.io/nvidia/tritonserver:24.05-py3\ncommand: ["tritonserver", "--model-repository=/m", "--allow-http=false", "--grpc-port=9001"]',
      9001,
      '--allow-http=false',
    ],
  ])('gRPC only: %s', (_name, yaml, port, why) => {
    expect(healthCheckOf(container(yaml).server)).toEqual({ kind: 'grpc', port, why });
  });
});

describe('hostile command lines', () => {
  const words = (texts: string[]): Word[] => texts.map((text) => ({ text, path: [] }));
  it('reads a long run of launcher words, flags and sleeps in linear time', () => {
    expectLinearGrowth(
      50_000,
      (n) => words([...Array<string>(n).fill('--'), 'python3', ...Array<string>(n).fill('-u')]),
      (argv) => serverCommand(argv),
    );
    expectLinearGrowth(
      20_000,
      (n) => Array.from({ length: n }, () => ({ argv: words(['do', 'sleep', '1']), fromScript: true })),
      (lines) => onlySleeps(lines),
    );
  });
});
