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

testRule(rule, {
  valid: [
    { name: 'httpGet probes', yaml: deployment('          readinessProbe:\n            httpGet: {path: /health, port: 8000}\n') },
    { name: 'a tcp startupProbe is not judged', yaml: deployment(tcp('startupProbe')) },
    { name: 'tcpSocket from a placeholder is not read', yaml: deployment('          readinessProbe:\n            tcpSocket: ' +
      '"{{ .Values.tcp }}"\n') },
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
      yaml: deployment(tcp('readinessProbe'), 'nvcr.io/nvidia/pytorch:24.05-py3')
        .replace('apps/v1\nkind: Deployment', 'batch/v1\nkind: Job'),
    },
  ],
  invalid: [
    {
      name: 'vLLM readiness and liveness',
      yaml: deployment(tcp('readinessProbe') + tcp('livenessProbe')),
      lines: [12, 15],
      messages: [
        new RegExp('^The readinessProbe of container "server" only checks that a TCP port accepts connections: an open port does not ' +
          'mean the model is loaded and serving.*; use httpGet \\/health instead\\.$'),
        new RegExp('^The livenessProbe of container "server" only checks .* a dead or hung inference engine can leave the port open.*; ' +
          'use httpGet \\/health instead\\.$'),
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
