import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9; the first probe key is line 11, its handler line 12.
const deployment = (probes: string, image = 'vllm/vllm-openai:v0.9.0', gpu = true) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
${probes}${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}`;

const tcp = (key: string, port = '8000') => `          ${key}:\n            tcpSocket:\n              port: ${port}\n`;
const command = (...words: string[]) => `          command: [${words.map((w) => JSON.stringify(w)).join(', ')}]\n`;

testRule(rule, {
  valid: [
    { name: 'httpGet probes', yaml: deployment('          readinessProbe:\n            httpGet: {path: /health, port: 8000}\n') },
    { name: 'a tcp startupProbe is not judged', yaml: deployment(tcp('startupProbe')) },
    {
      name: 'tcpSocket from a placeholder is not read',
      yaml: deployment('          readinessProbe:\n            tcpSocket: ' + '"{{ .Values.tcp }}"\n'),
    },
    { name: 'probe written as a list', yaml: deployment('          readinessProbe: [tcpSocket]\n') },
    { name: 'a plain web Deployment', yaml: deployment(tcp('readinessProbe', '80'), 'nginx:1.27', false) },
    {
      name: 'a proxy sidecar of a serving pod',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          readinessProbe:
            httpGet: {path: /health, port: 8000}
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: nginx
          image: nginx:1.27
          readinessProbe:
            tcpSocket: {port: 443}
`,
    },
    {
      name: 'a GPU Job is not a serving workload',
      yaml: deployment(tcp('readinessProbe'), 'nvcr.io/nvidia/pytorch:24.05-py3').replace(
        'apps/v1\nkind: Deployment',
        'batch/v1\nkind: Job',
      ),
    },
    { name: 'a vLLM image parked with sleep infinity', yaml: deployment(command('sleep', 'infinity') + tcp('livenessProbe')) },
    {
      name: 'the Triton SDK image is a client',
      yaml: deployment(tcp('readinessProbe'), 'nvcr.io/nvidia/tritonserver:24.05-py3-sdk', false),
    },
  ],
  invalid: [
    {
      name: 'a gRPC-only vLLM server: a grpc probe on its port, never an HTTP one',
      yaml: deployment(
        command('python3', '-m', 'vllm.entrypoints.grpc_server', '--model', 'm', '--port', '9000') + tcp('readinessProbe', '9000'),
      ),
      positions: ['13:13-13:22'],
      messages: [
        new RegExp(
          '^The readinessProbe of container "server" only checks that a TCP port accepts connections: .*; ' +
            'use a grpc probe \\(grpc: \\{port: 9000\\}\\) instead: it serves gRPC only \\(python -m ' +
            'vllm\\.entrypoints\\.grpc_server\\)\\.$',
        ),
      ],
    },
    {
      name: 'Triton with HTTP turned off, its default gRPC port',
      yaml: deployment(
        command('tritonserver', '--model-repository=/models', '--allow-http=false') + tcp('livenessProbe', '8001'),
        'nvcr.io/nvidia/tritonserver:24.05-py3',
      ),
      positions: ['13:13-13:22'],
      messages: [/; use a grpc probe \(grpc: \{port: 8001\}\) instead: it serves gRPC only \(--allow-http=false\)\.$/],
    },
    {
      name: 'NIMService: the probe inside the operator wrapper, the NIM endpoint',
      yaml: `apiVersion: apps.nvidia.com/v1alpha1
kind: NIMService
metadata:
  name: llama
spec:
  image:
    repository: nvcr.io/nim/meta/llama-3.1-8b-instruct
    tag: "1.3.3"
  authSecret: ngc-api-secret
  readinessProbe:
    enabled: true
    probe:
      tcpSocket:
        port: 8000
  resources:
    limits:
      nvidia.com/gpu: 1
`,
      positions: ['13:7-13:16'],
      messages: [/^The readinessProbe of .*; use httpGet \/v1\/health\/ready instead\.$/],
    },
    {
      name: 'vLLM pip-installed on a plain python image',
      yaml: deployment(command('python', '-m', 'vllm.entrypoints.openai.api_server') + tcp('readinessProbe'), 'python:3.12', false),
      positions: ['13:13-13:22'],
      messages: [/; use httpGet \/health instead\.$/],
    },
    {
      name: 'vLLM readiness and liveness',
      yaml: deployment(tcp('readinessProbe') + tcp('livenessProbe')),
      lines: [12, 15],
      messages: [
        new RegExp(
          '^The readinessProbe of container "server" only checks that a TCP port accepts connections: an open port does not ' +
            'mean the model is loaded and serving.*; use httpGet \\/health instead\\.$',
        ),
        new RegExp(
          '^The livenessProbe of container "server" only checks .* a dead or hung inference engine can leave the port open.*; ' +
            'use httpGet \\/health instead\\.$',
        ),
      ],
    },
    {
      name: 'Triton endpoints',
      yaml: deployment(tcp('readinessProbe') + tcp('livenessProbe'), 'nvcr.io/nvidia/tritonserver:24.05-py3', false),
      lines: [12, 15],
      messages: [/use httpGet \/v2\/health\/ready instead/, /use httpGet \/v2\/health\/live instead/],
    },
    {
      name: 'a GPU container with an unknown image: generic advice',
      yaml: deployment(tcp('readinessProbe', 'http'), 'registry.example.com/team/llm-server:1.4'),
      lines: [12],
      messages: [/use an httpGet or grpc probe of the server's health endpoint instead/],
    },
    {
      name: 'InferenceService predictor container',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: ghcr.io/huggingface/text-generation-inference:2.4.0
        readinessProbe:
          tcpSocket:
            port: 8080
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [11],
    },
    {
      name: 'RayService worker with GPUs',
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
                livenessProbe:
                  tcpSocket: {port: 8000}
                resources:
                  limits:
                    nvidia.com/gpu: 1
`,
      lines: [21],
      messages: [/use httpGet \/-\/healthz instead/],
    },
  ],
});
