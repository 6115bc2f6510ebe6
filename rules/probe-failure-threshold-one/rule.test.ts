import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9; the first probe key is line 11.
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
${body}          resources:
            limits:
              nvidia.com/gpu: 1
`;

const probe = (key: string, threshold: string) =>
  `          ${key}:\n            httpGet: {path: /health, port: 8000}\n            ` + `failureThreshold: ${threshold}\n`;

testRule(rule, {
  valid: [
    { name: 'failureThreshold 3', yaml: deployment(probe('readinessProbe', '3')) },
    {
      name: 'a container parked with sleep infinity serves no traffic',
      yaml: deployment('          command: ["sleep", "infinity"]\n' + probe('readinessProbe', '1')),
    },
    { name: 'failureThreshold 2', yaml: deployment(probe('livenessProbe', '2')) },
    { name: 'the default', yaml: deployment('          readinessProbe:\n            httpGet: {path: /health, port: 8000}\n') },
    { name: 'placeholder', yaml: deployment(probe('readinessProbe', '"{{ .Values.failureThreshold }}"')) },
    { name: 'a string "1" is unknown (the API server rejects it)', yaml: deployment(probe('readinessProbe', '"1"')) },
    { name: 'a list is unknown', yaml: deployment(probe('livenessProbe', '[1]')) },
    { name: 'a startupProbe with 1 is a budget question', yaml: deployment(probe('startupProbe', '1')) },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    ' +
        'spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          readinessProbe:\n            httpGet: ' +
        '{path: /, port: 80}\n            failureThreshold: 1\n',
    },
  ],
  invalid: [
    {
      name: 'readiness and liveness',
      yaml: deployment(probe('readinessProbe', '1') + probe('livenessProbe', '1')),
      lines: [13, 16],
      messages: [
        new RegExp(
          '^The readinessProbe of container "server" has failureThreshold 1: a single failed check .* takes the pod out of the ' +
            'Service endpoints; use 3 \\(the default\\) or more',
        ),
        /^The livenessProbe of container "server" has failureThreshold 1: .* restarts the container, which then reloads its model/,
      ],
    },
    {
      name: 'a sidecar of an AI pod',
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
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: envoy
          image: envoyproxy/envoy:v1.31.0
          livenessProbe:
            httpGet: {path: /ready, port: 9901}
            failureThreshold: 1
`,
      lines: [18],
      messages: [/"envoy" has failureThreshold 1: .* restarts the container;/],
    },
    {
      name: 'LeaderWorkerSet worker',
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
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            livenessProbe:
              exec:
                command: ["ray", "health-check"]
              failureThreshold: 1
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [23],
    },
    {
      name: 'InferenceService custom predictor container',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        readinessProbe:
          httpGet: {path: /health, port: 8080}
          failureThreshold: 1
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [12],
    },
    {
      name: 'a GPU Pod',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n      image: ' +
        'nvcr.io/nvidia/pytorch:24.05-py3\n      readinessProbe:\n        exec: {command: ["true"]}\n        failureThreshold: 1\n      ' +
        'resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      lines: [11],
    },
  ],
});
