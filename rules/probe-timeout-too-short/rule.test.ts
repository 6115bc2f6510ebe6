import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9; the body starts on line 11.
const deployment = (body: string, image = 'vllm/vllm-openai:v0.9.0') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
${body}`;

const probe = (key: string, handler: string, fields = '') => `          ${key}:\n${handler}${fields}`;
const HTTP = '            httpGet:\n              path: /health\n              port: 8000\n';
const GRPC = '            grpc:\n              port: 9000\n';
const GPU = '          resources:\n            limits:\n              nvidia.com/gpu: 1\n';

testRule(rule, {
  valid: [
    { name: 'timeoutSeconds 3', yaml: deployment(probe('readinessProbe', HTTP, '            timeoutSeconds: 3\n') + GPU) },
    {
      name: 'placeholder timeout',
      yaml: deployment(probe('readinessProbe', HTTP, '            timeoutSeconds: "{{ ' + '.Values.probeTimeout }}"\n') + GPU),
    },
    { name: 'timeout as a list is unknown', yaml: deployment(probe('livenessProbe', HTTP, '            timeoutSeconds: [1]\n') + GPU) },
    {
      name: 'a startupProbe runs before traffic',
      yaml: deployment(probe('startupProbe', HTTP, '            failureThreshold: ' + '60\n') + GPU),
    },
    {
      name: 'exec probes are other rules',
      yaml: deployment(probe('readinessProbe', '            exec:\n              command: ' + '["cat", "/tmp/ready"]\n') + GPU),
    },
    {
      name: 'tcpSocket probes are another rule',
      yaml: deployment(probe('readinessProbe', '            tcpSocket:\n       ' + '       port: 8000\n') + GPU),
    },
    { name: 'a plain web Deployment', yaml: deployment(probe('readinessProbe', HTTP), 'nginx:1.27') },
    { name: 'probe written as a string', yaml: deployment('          readinessProbe: "{{ .Values.readiness }}"\n' + GPU) },
    {
      name: 'a sidecar proxy of a serving pod is not the model server',
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
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: envoy
          image: envoyproxy/envoy:v1.31.0
          readinessProbe:
            httpGet: {path: /ready, port: 9901}
`,
    },
    {
      name: 'predictor.model without timeoutSeconds: the ServingRuntime may set it',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      readinessProbe:
        httpGet: {path: /v2/health/ready, port: 8080}
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'a GPU batch Job is not a serving workload',
      yaml: `apiVersion: batch/v1
kind: Job
metadata:
  name: eval
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: eval
          image: nvcr.io/nvidia/pytorch:24.05-py3
          readinessProbe:
            httpGet: {path: /health, port: 8000}
          resources:
            limits:
              nvidia.com/gpu: 1
`,
    },
  ],
  invalid: [
    {
      name: 'default timeout on readiness, explicit 1 on liveness',
      yaml: deployment(probe('readinessProbe', HTTP) + probe('livenessProbe', HTTP, '            timeoutSeconds: 1\n') + GPU),
      lines: [11, 19],
      messages: [
        new RegExp(
          '^The HTTP readinessProbe of container "server" sets no timeoutSeconds, so it uses the default of 1s: .*drops out of ' +
            'the Service endpoints.*set timeoutSeconds to 3 or more',
        ),
        new RegExp(
          '^The HTTP livenessProbe of container "server" uses timeoutSeconds 1: .*restarts the container, throwing away its ' +
            'loaded model, when it is busiest',
        ),
      ],
    },
    {
      name: 'timeoutSeconds 0 is defaulted to 1',
      yaml: deployment(probe('readinessProbe', HTTP, '            timeoutSeconds: 0\n') + GPU),
      lines: [15],
      messages: [/sets no timeoutSeconds, so it uses the default of 1s/],
    },
    {
      name: 'gRPC probe of Triton without a GPU request',
      yaml: deployment(probe('readinessProbe', GRPC), 'nvcr.io/nvidia/tritonserver:24.05-py3'),
      lines: [11],
      messages: [/^The gRPC readinessProbe/],
    },
    {
      name: 'InferenceService predictor.model with an explicit 1s',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      readinessProbe:
        httpGet: {path: /v2/health/ready, port: 8080}
        timeoutSeconds: 1
      resources:
        limits:
          nvidia.com/gpu: 1
`,
      lines: [12],
      messages: [/the predictor model container/],
    },
    {
      name: 'LeaderWorkerSet leader',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
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
`,
      lines: [12],
    },
    {
      name: 'a GPU container with a non-serving image in a Deployment',
      yaml: deployment(probe('livenessProbe', HTTP) + GPU, 'nvcr.io/nvidia/pytorch:24.05-py3'),
      lines: [11],
    },
  ],
});
