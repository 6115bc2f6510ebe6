import rule from './rule.js';
import type { ConfigFile } from '../../src/config/types.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const L4_POOL: ConfigFile = {
  nodePools: [{ name: 'l4', labels: { 'cloud.google.com/gke-accelerator': 'nvidia-l4', 'cloud.google.com/gke-accelerator-count': '1' } }],
};
const H100_POOL: ConfigFile = {
  nodePools: [{ name: 'h100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' }, gpu: { count: 8 } }],
};

/** A Deployment; the container's first line (`image:`) is line 9 + selector lines. */
const deployment = (container: string, gpus: string | number = 1, selector = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  template:
    spec:
${selector}      containers:
        - name: server
${container.replace(/^/gm, '          ')}
          resources:
            limits:
              nvidia.com/gpu: ${gpus}
`;

const L4 = '      nodeSelector:\n        nvidia.com/gpu.product: NVIDIA-L4\n';
const vllm = (args: string) => `image: vllm/vllm-openai:v0.9.0\nargs: [${args}]`;

testRule(rule, {
  valid: [
    {
      name: '--max-model-len written with underscores',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct", ' + '"--max_model_len", "8192"'), 1, L4),
    },
    {
      name: 'an explicit KV cache size',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct", ' + '"--kv-cache-memory", "4G"'), 1, L4),
    },
    {
      name: 'a --config file may set it',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct", ' + '"--config", "/etc/vllm.yaml"'), 1, L4),
    },
    {
      name: 'a 1.5B model leaves most of the GPU to the KV cache',
      yaml: deployment(vllm('"--model", "Qwen/Qwen2.5-1.5B-Instruct"'), 1, L4),
    },
    {
      name: 'weights that do not fit at all are model-exceeds-gpu-memory',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct"'), 1, L4),
    },
    { name: 'no pools and no pinned GPU', yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct"')) },
    {
      name: 'SGLang is not judged',
      yaml: deployment(
        'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", ' +
          '"sglang.launch_server", "--model-path", "meta-llama/Llama-3.1-8B-Instruct"]',
        1,
        L4,
      ),
    },
    {
      name: 'model from a placeholder',
      yaml: deployment(
        'image: vllm/vllm-openai:v0.9.0\nenv:\n  - name: MODEL\n    valueFrom: ' +
          '{configMapKeyRef: {name: m, key: model}}\ncommand: ["sh", "-c", "vllm serve $MODEL"]',
        1,
        L4,
      ),
    },
    { name: 'a large GPU from the pools', yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct"')), config: H100_POOL },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    ' +
        'spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n',
      config: L4_POOL,
    },
    {
      name: 'a tighter threshold in options',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct"'), 1, L4),
      options: { minKvCacheShare: 0.25 },
    },
  ],
  invalid: [
    {
      name: 'the message gives the arithmetic',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-8B-Instruct"'), 1, L4),
      lines: [13],
      messages: [
        new RegExp(
          '^vLLM in container "server" serves meta-llama\\/Llama-3\\.1-8B-Instruct without --max-model-len, and after ~14\\.9 ' +
            'GiB of weights \\(8B parameters × 2 bytes\\) only 6\\.7 GiB \\(31%\\) of the 1 × 24 GiB × 0\\.90 = 21\\.6 GiB it may use is ' +
            'left for the KV cache .*set --max-model-len',
        ),
      ],
    },
    {
      name: 'pools from Node objects (GKE L4 labels), vllm serve in an sh -c script',
      yaml: `apiVersion: v1
kind: Node
metadata:
  name: l4-1
  labels:
    cloud.google.com/gke-accelerator: nvidia-l4
---
${deployment('image: vllm/vllm-openai:v0.9.0\ncommand: ["/bin/sh", "-c"]\nargs: ["exec vllm serve google/gemma-2-9b-it"]')}`,
      lines: [19],
      messages: [/GPU memory from node pool l4-1/],
    },
    {
      name: 'a 32B model on one 80 GB GPU from the config pools',
      yaml: deployment('image: vllm/vllm-openai:v0.9.0\ncommand: ["vllm", "serve", "Qwen/Qwen2.5-32B-Instruct"]'),
      config: H100_POOL,
      lines: [11],
      messages: [/only 12\.4 GiB \(17%\) of the 1 × 80 GiB × 0\.90 = 72 GiB/],
    },
    {
      name: 'InferenceService predictor on a MIG slice',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: chat
spec:
  predictor:
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
        resources:
          limits:
            nvidia.com/mig-2g.20gb: 1
`,
      lines: [10],
      messages: [/MIG profile 2g\.20gb/],
    },
    {
      name: 'a looser threshold in options',
      yaml: deployment(vllm('"--model", "Qwen/Qwen2.5-7B-Instruct"'), 1, L4),
      options: { minKvCacheShare: 0.5 },
      lines: [13],
    },
    {
      name: 'LeaderWorkerSet (no leaderTemplate) on H100s: 405B bf16 over 2 × 8 GPUs',
      yaml:
        `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        nodeSelector:
          nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
        containers:
          - name: vllm
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "vllm serve meta-llama/Llama-3.1-405B-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2 ` +
        `--nnodes 2 --node-rank $(LWS_WORKER_INDEX) --gpu-memory-utilization 0.85"]
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [15],
      messages: [/of the 16 × 80 GiB × 0\.85 = 1088 GiB/],
    },
  ],
});
