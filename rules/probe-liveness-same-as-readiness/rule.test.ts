import { expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9; ports take lines 11-13, the probes start on line 14.
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
          ports:
            - name: http
              containerPort: 8000
${probes}${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}`;

const probe = (key: string, body: string) => `          ${key}:\n${body}`;
const health = (port = '8000', extra = '') => `            httpGet:\n              path: /health\n              port: ${port}\n${extra}`;

testRule(rule, {
  valid: [
    {
      name: 'liveness tolerates more failures',
      yaml: deployment(probe('readinessProbe', health()) + probe('livenessProbe', health('8000', '            failureThreshold: 10\n'))),
    },
    {
      name: 'different paths',
      yaml: deployment(probe('readinessProbe', '            httpGet: {path: /v1/models, port: 8000}\n') + probe('livenessProbe', health())),
    },
    { name: 'different ports', yaml: deployment(probe('readinessProbe', health('8000')) + probe('livenessProbe', health('8001'))) },
    {
      name: 'different handlers',
      yaml: deployment(probe('readinessProbe', health()) + probe('livenessProbe', '            tcpSocket: {port: 8000}\n')),
    },
    {
      name: 'different placeholders',
      yaml: deployment(
        probe('readinessProbe', health('"{{ .Values.readyPort }}"')) + probe('livenessProbe', health('"{{ .Values.livePort }}"')),
      ),
    },
    {
      name: 'readiness written as a string',
      yaml: deployment('          readinessProbe: "{{ toYaml .Values.probe }}"\n' + probe('livenessProbe', health())),
    },
    {
      name: 'no handler to compare',
      yaml: deployment(
        probe('readinessProbe', '            periodSeconds: 10\n') + probe('livenessProbe', '            periodSeconds: 10\n'),
      ),
    },
    {
      name: 'a plain web Deployment',
      yaml: deployment(probe('readinessProbe', health()) + probe('livenessProbe', health()), 'nginx:1.27', false),
    },
    {
      name: 'KServe predictor.model: the ServingRuntime merges its own probe fields in',
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
        httpGet: {path: /health, port: 8080}
      livenessProbe:
        httpGet: {path: /health, port: 8080}
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'a CPU sidecar of a serving pod',
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
          readinessProbe:
            httpGet: {path: /ready, port: 9901}
          livenessProbe:
            httpGet: {path: /ready, port: 9901}
`,
    },
  ],
  invalid: [
    {
      name: 'both left to the defaults',
      yaml: deployment(probe('readinessProbe', health()) + probe('livenessProbe', health())),
      lines: [18],
      messages: [
        new RegExp(
          '^The livenessProbe of container "server" is identical to its readinessProbe \\(httpGet \\/health on port 8000, every ' +
            '10s, timeout 1s, 3 failures\\): .*e\\.g\\. failureThreshold 12',
        ),
      ],
    },
    {
      name: 'defaults written out on one side, named port on the other',
      yaml: deployment(
        probe(
          'readinessProbe',
          health(
            '8000',
            '              scheme: http\n            periodSeconds: 10\n            ' +
              'timeoutSeconds: 0\n            failureThreshold: 3\n            successThreshold: 1\n',
          ),
        ) + probe('livenessProbe', health('http')),
      ),
      lines: [23],
    },
    {
      name: 'the same exec command',
      yaml: deployment(
        probe(
          'readinessProbe',
          '            exec:\n              command: ["curl", "-sf", "localhost:8000/health"]\n     ' + '       periodSeconds: 5\n',
        ) +
          probe(
            'livenessProbe',
            '            periodSeconds: 5\n            exec:\n              command: ' + '["curl", "-sf", "localhost:8000/health"]\n',
          ),
      ),
      lines: [18],
      messages: [/\(exec curl -sf localhost:8000\/health, every 5s, timeout 1s, 3 failures\)/],
    },
    {
      name: 'headers written in another key order',
      yaml: deployment(
        probe(
          'readinessProbe',
          health('8000', '              httpHeaders:\n                - {name: Authorization, ' + 'value: "Bearer x"}\n'),
        ) +
          probe(
            'livenessProbe',
            health('8000', '              httpHeaders:\n                - {value: "Bearer x", ' + 'name: Authorization}\n'),
          ),
      ),
      lines: [20],
    },
    {
      name: 'the same placeholder on both sides',
      yaml: deployment(probe('readinessProbe', health('"{{ .Values.port }}"')) + probe('livenessProbe', health('"{{ .Values.port }}"'))),
      lines: [18],
    },
    {
      name: 'LeaderWorkerSet leader with identical tcpSocket probes',
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
              tcpSocket:
                port: 8080
              initialDelaySeconds: 15
              periodSeconds: 10
            livenessProbe:
              tcpSocket:
                port: 8080
              initialDelaySeconds: 15
              periodSeconds: 10
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [17],
      messages: [/\(tcpSocket on port 8080, every 10s, timeout 1s, 3 failures\)/],
    },
    {
      name: 'KServe InferenceService custom predictor container, gRPC',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: nvcr.io/nvidia/tritonserver:24.05-py3
        readinessProbe:
          grpc: {port: 8001}
        livenessProbe:
          grpc: {port: 8001, service: ""}
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [12],
      messages: [/\(grpc on port 8001, every 10s, timeout 1s, 3 failures\)/],
    },
  ],
});

it('points at the readinessProbe as a related location', () => {
  const [finding] = lintYaml(deployment(probe('readinessProbe', health()) + probe('livenessProbe', health())), [rule]);
  expect(finding?.related?.map((r) => [r.range?.start.line, r.message])).toEqual([
    [14, 'The readinessProbe with the same check and timing.'],
  ]);
});
