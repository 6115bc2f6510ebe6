import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';
import { expect, it } from 'vitest';

// `- name: server` is line 9; `livenessProbe:` is line 11, its fields start on line 13.
const deployment = (fields: string, image = 'vllm/vllm-openai:v0.9.0', key = 'livenessProbe') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
          ${key}:
            httpGet: {path: /health, port: 8000}
${fields}          resources:
            limits:
              nvidia.com/gpu: 1
`;

testRule(rule, {
  valid: [
    { name: 'exactly 10s', yaml: deployment('            timeoutSeconds: 10\n') },
    {
      name: 'a container parked with sleep infinity',
      yaml: deployment('            timeoutSeconds: 30\n').replace(
        '          livenessProbe:',
        '          command: ["sleep", "infinity"]\n          livenessProbe:',
      ),
    },
    { name: 'the default 1s', yaml: deployment('') },
    { name: 'placeholder', yaml: deployment('            timeoutSeconds: "{{ .Values.liveness.timeout }}"\n') },
    { name: 'a string is unknown', yaml: deployment('            timeoutSeconds: "30"\n') },
    {
      name: 'a long readiness timeout is not judged',
      yaml: deployment('            timeoutSeconds: 30\n', 'vllm/vllm-openai:v0.9.0', 'readinessProbe'),
    },
    {
      name: 'a long startup timeout is not judged',
      yaml: deployment('            timeoutSeconds: 30\n', 'vllm/vllm-openai:v0.9.0', 'startupProbe'),
    },
    { name: 'a higher maximum in the options', yaml: deployment('            timeoutSeconds: 30\n'), options: { maxTimeoutSeconds: 30 } },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n        - ' +
        'name: web\n          image: nginx:1.27\n          livenessProbe:\n            httpGet: {path: /, port: 80}\n            ' +
        'timeoutSeconds: 30\n',
    },
  ],
  invalid: [
    {
      name: 'defaults for period and failures',
      yaml: deployment('            timeoutSeconds: 30\n'),
      lines: [13],
      messages: [
        new RegExp(
          '^The livenessProbe of container "server" waits timeoutSeconds 30 for an answer \\(more than 10s\\), so a hung ' +
            'container keeps running for about 90s \\(3 x 30s\\) before kubelet restarts it',
        ),
      ],
    },
    {
      name: 'a period longer than the timeout',
      yaml: deployment('            timeoutSeconds: 15\n            periodSeconds: 60\n            failureThreshold: 5\n'),
      lines: [13],
      messages: [/about 300s \(5 x 60s\)/],
    },
    {
      name: 'unknown failureThreshold: no estimate',
      yaml: deployment('            timeoutSeconds: 20\n            failureThreshold: ${LIVENESS_FAILURES}\n'),
      lines: [13],
      messages: [/more than 10s\), so a hung container is restarted late; /],
    },
    {
      name: 'LLMInferenceService: no estimate when the presets may set the thresholds',
      yaml: `apiVersion: serving.kserve.io/v1alpha1
kind: LLMInferenceService
metadata:
  name: qwen
spec:
  template:
    containers:
      - name: main
        image: vllm/vllm-openai:v0.9.0
        livenessProbe:
          timeoutSeconds: 30
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [11],
      messages: [/"main" waits timeoutSeconds 30 for an answer \(more than 10s\), so a hung container is restarted late;/],
    },
    {
      name: 'a lower maximum in the options',
      yaml: deployment('            timeoutSeconds: 6\n'),
      options: { maxTimeoutSeconds: 5 },
      lines: [13],
      messages: [/timeoutSeconds 6 for an answer \(more than 5s\).*timeoutSeconds of 5 or less/],
    },
    {
      name: 'a sidecar of an AI pod and a Ray worker in a RayService',
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
            initContainers:
              - name: log-shipper
                image: fluent/fluent-bit:3.1
                restartPolicy: Always
                livenessProbe:
                  httpGet: {path: /api/v1/health, port: 2020}
                  timeoutSeconds: 15
            containers:
              - name: ray-worker
                image: rayproject/ray-llm:2.44.0-py311-cu124
                livenessProbe:
                  exec:
                    command: ["bash", "-c", "wget -T 2 -q -O- http://localhost:52365/api/local_raylet_healthz | grep success"]
                  timeoutSeconds: 45
                resources:
                  limits:
                    nvidia.com/gpu: 1
`,
      lines: [23, 30],
      messages: [/^The livenessProbe of sidecar container "log-shipper"/, /"ray-worker" waits timeoutSeconds 45/],
    },
  ],
});

it('probe-timeout-too-long is a note', () => {
  const found = lintYaml(deployment('            timeoutSeconds: 30\n'), [rule]);
  expect(found.map((f) => f.level)).toEqual(['note']);
});
