import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// The container's `- name: server` is line 9; its body starts on line 10.
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

const GPU = '          resources:\n            limits:\n              nvidia.com/gpu: 1\n';
// livenessProbe is line 11 when it follows the image line.
const liveness = (fields = '') =>
  `          livenessProbe:\n            httpGet:\n              path: /health\n              ` + `port: 8000\n${fields}`;

testRule(rule, {
  valid: [
    { name: 'initialDelaySeconds alone covers the budget', yaml: deployment(liveness('            initialDelaySeconds: 300\n') + GPU) },
    {
      name: 'long liveness budget: 60 + 30 x 10s',
      yaml: deployment(liveness('            initialDelaySeconds: 60\n            ' + 'failureThreshold: 30\n') + GPU),
    },
    { name: 'no livenessProbe at all', yaml: deployment(GPU) },
    {
      name: 'placeholder periodSeconds is unknown',
      yaml: deployment(liveness('            periodSeconds: "{{ ' + '.Values.probe.period }}"\n') + GPU),
    },
    { name: 'periodSeconds as a list is unknown', yaml: deployment(liveness('            periodSeconds: [10]\n') + GPU) },
    { name: 'livenessProbe written as a string', yaml: deployment('          livenessProbe: "{{ toYaml .Values.liveness }}"\n' + GPU) },
    {
      name: 'startupProbe from a placeholder: the other rule judges it',
      yaml: deployment('          startupProbe: "${STARTUP_PROBE}"\n' + liveness() + GPU),
    },
    {
      name: 'a startupProbe that is too short is the other rule',
      yaml: deployment(
        '          startupProbe:\n            httpGet:\n      ' + '        path: /health\n              port: 8000\n' + liveness() + GPU,
      ),
    },
    { name: 'a plain web Deployment', yaml: deployment(liveness(), 'nginx:1.27') },
    {
      name: 'a budget set lower in config',
      yaml: deployment(liveness('            initialDelaySeconds: 30\n            ' + 'periodSeconds: 30\n') + GPU),
      config: { settings: { modelLoadSeconds: 120 } },
    },
    { name: 'per-rule option lower than the setting', yaml: deployment(liveness() + GPU), options: { modelLoadSeconds: 30 } },
    {
      name: 'a CPU sidecar of a vLLM pod',
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
          startupProbe:
            httpGet: {path: /health, port: 8000}
            failureThreshold: 60
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: envoy
          image: envoyproxy/envoy:v1.31.0
          livenessProbe:
            httpGet: {path: /ready, port: 9901}
`,
    },
    {
      name: 'KServe predictor.model: the ServingRuntime supplies its probes',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      livenessProbe:
        httpGet: {path: /health, port: 8080}
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'a GPU notebook loads no model at start',
      yaml: `apiVersion: kubeflow.org/v1
kind: Notebook
metadata:
  name: lab
spec:
  template:
    spec:
      containers:
        - name: lab
          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
          livenessProbe:
            httpGet: {path: /api, port: 8888}
          resources:
            limits:
              nvidia.com/gpu: 1
`,
    },
    {
      name: 'GPU infrastructure is not a workload',
      yaml: `apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: dcgm-exporter
  namespace: gpu-operator
spec:
  template:
    spec:
      containers:
        - name: exporter
          image: nvcr.io/nvidia/k8s/dcgm-exporter:3.3.5-3.4.1-ubuntu22.04
          livenessProbe:
            httpGet: {path: /health, port: 9400}
          resources:
            limits:
              nvidia.com/gpu: 1
`,
    },
  ],
  invalid: [
    {
      name: 'all defaults',
      yaml: deployment(liveness() + GPU),
      lines: [11],
      messages: [
        new RegExp(
          '^The livenessProbe of container "server" allows 30s \\(initialDelaySeconds 0 \\+ 3 x 10s\\) but the model-load ' +
            'budget is 300s and there is no startupProbe.*failureThreshold 30, periodSeconds 10',
        ),
      ],
    },
    {
      name: 'explicit timing: 60 + 5 x 20s',
      yaml: deployment(
        liveness('            initialDelaySeconds: 60\n            periodSeconds: 20\n            ' + 'failureThreshold: 5\n') + GPU,
      ),
      lines: [11],
      messages: [/allows 160s \(initialDelaySeconds 60 \+ 5 x 20s\) but the model-load budget is 300s/],
    },
    {
      name: 'periodSeconds 0 is defaulted to 10 by the API server',
      yaml: deployment(liveness('            periodSeconds: 0\n            failureThreshold: 6\n') + GPU),
      lines: [11],
      messages: [/allows 60s \(initialDelaySeconds 0 \+ 6 x 10s\)/],
    },
    {
      name: 'a serving image without a GPU request (Triton on CPU)',
      yaml: deployment(liveness(), 'nvcr.io/nvidia/tritonserver:24.05-py3'),
      lines: [11],
    },
    {
      name: 'settings.modelLoadSeconds raises the budget',
      yaml: deployment(liveness('            initialDelaySeconds: 100\n            failureThreshold: 30\n') + GPU),
      config: { settings: { modelLoadSeconds: 600 } },
      lines: [11],
      messages: [
        /allows 400s \(initialDelaySeconds 100 \+ 30 x 10s\) but the model-load budget is 600s.*failureThreshold 60, periodSeconds 10/,
      ],
    },
    {
      name: 'the per-rule option wins over the setting',
      yaml: deployment(liveness('            initialDelaySeconds: 100\n            failureThreshold: 30\n') + GPU),
      config: { settings: { modelLoadSeconds: 120 } },
      options: { modelLoadSeconds: 900 },
      lines: [11],
      messages: [/model-load budget is 900s/],
    },
    {
      name: 'a GPU training container in a Job',
      yaml: `apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          livenessProbe:
            exec:
              command: ["test", "-f", "/tmp/heartbeat"]
          resources:
            limits:
              nvidia.com/gpu: 8
`,
      lines: [12],
    },
    {
      name: 'LeaderWorkerSet leader and worker',
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
            livenessProbe:
              tcpSocket:
                port: 8080
              initialDelaySeconds: 15
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
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [13, 25],
      messages: [/"leader" allows 45s \(initialDelaySeconds 15 \+ 3 x 10s\)/, /"worker" allows 30s/],
    },
    {
      name: 'InferenceService with a custom predictor container',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: ghcr.io/huggingface/text-generation-inference:2.4.0
        livenessProbe:
          httpGet:
            path: /health
            port: 8080
          periodSeconds: 15
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [10],
      messages: [/allows 45s \(initialDelaySeconds 0 \+ 3 x 15s\)/],
    },
    {
      name: 'a GPU native sidecar',
      yaml: `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: embed
spec:
  template:
    spec:
      initContainers:
        - name: embedder
          image: ghcr.io/huggingface/text-embeddings-inference:1.5
          restartPolicy: Always
          livenessProbe:
            httpGet: {path: /health, port: 8081}
          resources:
            limits:
              nvidia.com/gpu: 1
      containers:
        - name: app
          image: python:3.12-slim
`,
      lines: [12],
      messages: [/^The livenessProbe of sidecar container "embedder"/],
    },
  ],
});

describe('the ai-k8s-lint.io/model-load-seconds annotation', () => {
  const deployment = (annotation: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: small-model
  annotations:
    ai-k8s-lint.io/model-load-seconds: "${annotation}"
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          livenessProbe:
            httpGet: {path: /health, port: 8000}
            initialDelaySeconds: 60
          resources:
            limits: {nvidia.com/gpu: 1}
`;
  it('a workload that loads in 60s is fine with a 90s liveness allowance', () => {
    expect(lintYaml(deployment('60'), [rule]).filter((f) => f.ruleId === rule.id)).toEqual([]);
  });
  it('a workload that needs 900s is reported against its own budget', () => {
    const found = lintYaml(deployment('900'), [rule]).filter((f) => f.ruleId === rule.id);
    expect(found.map((f) => f.message)).toEqual([expect.stringMatching(/900s/)]);
  });
  it('an unreadable annotation falls back to the setting', () => {
    expect(lintYaml(deployment('soon'), [rule]).filter((f) => f.ruleId === rule.id)).toHaveLength(1);
  });
});

describe('probe-liveness-kills-model-load fix', () => {
  const fixes = (yaml: string, options?: Record<string, unknown>) =>
    lintYaml(yaml, [rule], { options })
      .filter((f) => f.ruleId === rule.id)
      .map((f) => f.fix);
  const STARTUP = ['spec', 'template', 'spec', 'containers', 0, 'startupProbe'];

  it("adds a startupProbe on the livenessProbe's HTTP check that lasts the model-load budget", () => {
    expect(fixes(deployment(liveness() + GPU))).toEqual([
      {
        kind: 'fix',
        description: "Add a startupProbe with the livenessProbe's httpGet check, failureThreshold 30 x periodSeconds 10",
        changes: [
          {
            op: 'set',
            path: STARTUP,
            value: { httpGet: { path: '/health', port: 8000 }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 30 },
          },
        ],
      },
    ]);
  });

  it('rounds the budget up to whole periods and keeps a longer liveness timeout', () => {
    const yaml = deployment(
      '          livenessProbe:\n            tcpSocket: {port: 8080}\n            timeoutSeconds: 10\n' + GPU,
    ).replace('  name: chat\n', '  name: chat\n  annotations: {ai-k8s-lint.io/model-load-seconds: "905"}\n');
    expect(fixes(yaml)[0]?.changes).toEqual([
      { op: 'set', path: STARTUP, value: { tcpSocket: { port: 8080 }, periodSeconds: 10, timeoutSeconds: 10, failureThreshold: 91 } },
    ]);
    const grpc = deployment('          livenessProbe:\n            grpc: {port: 9000, service: health}\n' + GPU);
    expect(fixes(grpc, { modelLoadSeconds: 600 })[0]?.changes).toEqual([
      {
        op: 'set',
        path: STARTUP,
        value: { grpc: { port: 9000, service: 'health' }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 60 },
      },
    ]);
  });

  it('copies no exec command (nvidia-smi, a script) and no probe with two handlers', () => {
    const exec = deployment('          livenessProbe:\n            exec:\n              command: ["nvidia-smi"]\n' + GPU);
    expect(fixes(exec)).toEqual([undefined]);
    const both = deployment(liveness('            tcpSocket: {port: 8000}\n') + GPU);
    expect(fixes(both)).toEqual([undefined]);
  });

  it('copies no named port the container does not declare (the startupProbe would be broken too), and one it does', () => {
    const named = '          livenessProbe:\n            httpGet: {path: /health, port: http-api}\n' + GPU;
    expect(fixes(deployment(named))).toEqual([undefined]);
    const declared = named.replace(
      '          livenessProbe:',
      '          ports: [{name: http-api, containerPort: 8000}]\n          livenessProbe:',
    );
    expect(fixes(deployment(declared))[0]?.changes[0]).toMatchObject({ value: { httpGet: { path: '/health', port: 'http-api' } } });
  });
});
