import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9.
const deployment = (body: string, image = 'vllm/vllm-openai:v0.9.0', gpu = true) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
${body}${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}`;

const READINESS = '          readinessProbe:\n            httpGet: {path: /health, port: 8000}\n';
const command = (...words: string[]) => `          command: [${words.map((w) => JSON.stringify(w)).join(', ')}]\n`;

testRule(rule, {
  valid: [
    { name: 'a readinessProbe', yaml: deployment(READINESS) },
    { name: 'a readinessProbe from a placeholder', yaml: deployment('          readinessProbe: "{{ toYaml .Values.readinessProbe }}"\n') },
    { name: 'a plain web Deployment', yaml: deployment('', 'nginx:1.27', false) },
    {
      name: 'a GPU Deployment of another image without ports takes no traffic',
      yaml: deployment('          command: ["sh", "-c", ' + '"nvidia-smi -L; sleep infinity"]\n', 'ubuntu:24.04'),
    },
    {
      name: 'ports from a placeholder are unknown',
      yaml: deployment('          ports: "{{ toYaml .Values.ports }}"\n', 'registry.example.com/team/llm-server:1.4'),
    },
    {
      name: 'a GPU Job is not a serving workload',
      yaml: deployment('', 'nvcr.io/nvidia/pytorch:24.05-py3').replace('apps/v1\nkind: Deployment', 'batch/v1\nkind: Job'),
    },
    {
      name: 'a GPU Pod is not a serving workload',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - ' +
        'name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
    },
    {
      name: 'sidecars and init containers of a serving pod',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      initContainers:
        - name: download
          image: vllm/vllm-openai:v0.9.0
          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct"]
        - name: tokenizer-cache
          image: python:3.12-slim
          restartPolicy: Always
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          readinessProbe:
            httpGet: {path: /health, port: 8000}
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: envoy
          image: envoyproxy/envoy:v1.31.0
`,
    },
    {
      name: 'a LeaderWorkerSet worker takes no traffic',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            readinessProbe:
              httpGet: {path: /health, port: 8080}
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --address=$(LWS_LEADER_ADDRESS):6379 --block"]
            resources:
              limits:
                nvidia.com/gpu: 8
`,
    },
    {
      name: 'KubeRay adds probes to RayService pods',
      yaml: `apiVersion: ray.io/v1
kind: RayService
metadata:
  name: llm
spec:
  rayClusterConfig:
    headGroupSpec:
      template:
        spec:
          containers:
            - name: ray-head
              image: rayproject/ray-llm:2.44.0-py311-cu124
    workerGroupSpecs:
      - groupName: gpu
        template:
          spec:
            containers:
              - name: ray-worker
                image: rayproject/ray-llm:2.44.0-py311-cu124
                resources:
                  limits:
                    nvidia.com/gpu: 1
`,
    },
    { name: 'a vLLM image parked with sleep infinity', yaml: deployment(command('sleep', 'infinity')) },
    {
      name: 'a GPU dev box in a sleep loop, even with a port',
      yaml: deployment(
        command('bash', '-c', 'while true; do sleep 30; done') + '          ports:\n            - containerPort: 8888\n',
        'nvidia/cuda:12.4.1-base-ubuntu22.04',
      ),
    },
    { name: 'tail -f /dev/null', yaml: deployment(command('tail', '-f', '/dev/null'), 'lmsysorg/sglang:v0.4.6') },
    {
      name: 'the Triton SDK image is a client',
      yaml: deployment(command('perf_analyzer', '-m', 'llama'), 'nvcr.io/nvidia/tritonserver:24.05-py3-sdk', false),
    },
    {
      name: 'NIMService: the operator adds its probes',
      yaml: `apiVersion: apps.nvidia.com/v1alpha1
kind: NIMService
metadata:
  name: llama
spec:
  image:
    repository: nvcr.io/nim/meta/llama-3.1-8b-instruct
    tag: "1.3.3"
  authSecret: ngc-api-secret
  resources:
    limits:
      nvidia.com/gpu: 1
`,
    },
    {
      name: 'KServe predictor.model: the ServingRuntime supplies the probes',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
  ],
  invalid: [
    {
      name: 'vLLM without a readinessProbe',
      yaml: deployment(''),
      lines: [9],
      messages: [
        new RegExp(
          '^Container "server" has no readinessProbe: it counts as ready as soon as it starts, so the Service sends it requests ' +
            'while the model is still loading; add a readinessProbe on httpGet \\/health\\.$',
        ),
      ],
    },
    {
      name: 'readinessProbe: null',
      yaml: deployment('          readinessProbe: null\n'),
      lines: [11],
    },
    {
      name: 'a startupProbe is not a readinessProbe',
      yaml: deployment('          startupProbe:\n            httpGet: {path: /health, port: 8000}\n            failureThreshold: 60\n'),
      lines: [9],
      messages: [/as soon as its startupProbe succeeds once and stays in the Service even when the server stops answering/],
    },
    {
      name: 'Triton on CPU (serving image, no GPU)',
      yaml: deployment('', 'nvcr.io/nvidia/tritonserver:24.05-py3', false),
      lines: [9],
      messages: [/httpGet \/v2\/health\/ready/],
    },
    {
      name: 'a GPU container of an unknown image that declares a port',
      yaml: deployment('          ports:\n            - containerPort: 8000\n', 'registry.example.com/team/llm-server:1.4'),
      lines: [9],
      messages: [/add a readinessProbe on the server's health endpoint\.$/],
    },
    {
      name: 'LeaderWorkerSet leader',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [11],
      messages: [/^Container "leader" has no readinessProbe/],
    },
    {
      name: 'InferenceService custom container and a ServingRuntime',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: lmsysorg/sglang:v0.4.6
        resources:
          limits:
            nvidia.com/gpu: 1
---
apiVersion: serving.kserve.io/v1alpha1
kind: ServingRuntime
metadata:
  name: tgi
spec:
  supportedModelFormats:
    - name: huggingface
  containers:
    - name: kserve-container
      image: ghcr.io/huggingface/text-generation-inference:2.4.0
`,
      lines: [8, 22],
    },
    {
      name: 'vLLM pip-installed on a plain python image, without a GPU request',
      yaml: deployment(
        command('python', '-m', 'vllm.entrypoints.openai.api_server', '--model', 'Qwen/Qwen2.5-7B-Instruct'),
        'python:3.12',
        false,
      ),
      positions: ['9:11-9:23'],
      messages: [/^Container "server" has no readinessProbe: .*; add a readinessProbe on httpGet \/health\.$/],
    },
    {
      name: 'a vLLM image from a registry mirror',
      yaml: deployment('', 'registry.example.com/dockerhub/vllm/vllm-openai:v0.9.0'),
      positions: ['9:11-9:23'],
      messages: [/add a readinessProbe on httpGet \/health\.$/],
    },
    {
      name: "Google's TGI image",
      yaml: deployment(
        '',
        'us-docker.pkg.dev/deeplearning-platform-release/gcr.io/huggingface-text-generation-inference-cu124.2-3.ubuntu2204.py311',
      ),
      positions: ['9:11-9:23'],
      messages: [/add a readinessProbe on httpGet \/health\.$/],
    },
    {
      name: 'a gRPC-only vLLM server is told to add a grpc probe, not an HTTP one',
      yaml: deployment(command('python3', '-m', 'vllm.entrypoints.grpc_server', '--model', 'm', '--port', '9000')),
      positions: ['9:11-9:23'],
      messages: [
        new RegExp(
          '^Container "server" has no readinessProbe: .*; add a readinessProbe with grpc: \\{port: 9000\\} ' +
            '\\(it serves gRPC only: python -m vllm\\.entrypoints\\.grpc_server\\)\\.$',
        ),
      ],
    },
    {
      name: 'a Knative Service',
      yaml: `apiVersion: serving.knative.dev/v1
kind: Service
metadata:
  name: tgi
spec:
  template:
    spec:
      containers:
        - image: ghcr.io/huggingface/text-generation-inference:2.4.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,
      lines: [9],
    },
  ],
});
