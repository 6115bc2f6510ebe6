import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// The container's `- name: server` is line 9; `startupProbe:` is line 11, its fields start on line 15.
const deployment = (fields: string, image = 'vllm/vllm-openai:v0.9.0', gpu = true) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
          startupProbe:
            httpGet:
              path: /health
              port: 8000
${fields}${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}`;

testRule(rule, {
  valid: [
    { name: '30 x 10s is exactly the default budget', yaml: deployment('            failureThreshold: 30\n') },
    {
      name: 'initialDelaySeconds counts: 120 + 18 x 10s',
      yaml: deployment('            initialDelaySeconds: 120\n            ' + 'failureThreshold: 18\n'),
    },
    { name: 'placeholder failureThreshold is unknown', yaml: deployment('            failureThreshold: ${STARTUP_FAILURES}\n') },
    { name: 'periodSeconds as a mapping is unknown', yaml: deployment('            periodSeconds: {seconds: 10}\n') },
    { name: 'a plain web Deployment', yaml: deployment('', 'nginx:1.27', false) },
    {
      name: 'budget lowered in config',
      yaml: deployment('            failureThreshold: 6\n'),
      config: { settings: { modelLoadSeconds: 60 } },
    },
    { name: 'per-rule option', yaml: deployment(''), options: { modelLoadSeconds: 30 } },
    {
      name: 'a startupProbe written as a string',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - ' +
        'name: c\n      image: vllm/vllm-openai:v0.9.0\n      startupProbe: "{{ .Values.startupProbe }}"\n',
    },
    {
      name: 'LLMInferenceService: a missing field may come from the config presets',
      yaml: `apiVersion: serving.kserve.io/v1alpha1
kind: LLMInferenceService
metadata:
  name: qwen
spec:
  model:
    uri: hf://Qwen/Qwen2.5-7B-Instruct
  template:
    containers:
      - name: main
        image: vllm/vllm-openai:v0.9.0
        startupProbe:
          failureThreshold: 20
        resources:
          limits:
            nvidia.com/gpu: 1
`,
    },
    {
      name: 'a CPU sidecar of a GPU pod',
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
        - name: auth-proxy
          image: quay.io/oauth2-proxy/oauth2-proxy:v7.6.0
          startupProbe:
            httpGet: {path: /ping, port: 4180}
`,
    },
  ],
  invalid: [
    {
      name: 'all defaults: the finding points at the startupProbe key',
      yaml: deployment(''),
      lines: [11],
      messages: [
        new RegExp(
          '^The startupProbe of container "server" allows 30s \\(initialDelaySeconds 0 \\+ 3 x 10s\\) but the model-load budget ' +
            'is 300s.*raise failureThreshold to at least 30 \\(30 x 10s\\)',
        ),
      ],
    },
    {
      name: 'explicit values: 20 + 10 x 5s',
      yaml: deployment('            initialDelaySeconds: 20\n            periodSeconds: 5\n            failureThreshold: 10\n'),
      lines: [17],
      messages: [/allows 70s \(initialDelaySeconds 20 \+ 10 x 5s\) but the model-load budget is 300s.*at least 56 \(56 x 5s\)/],
    },
    {
      name: 'failureThreshold 0 is defaulted to 3',
      yaml: deployment('            failureThreshold: 0\n            periodSeconds: 30\n'),
      lines: [15],
      messages: [/allows 90s \(initialDelaySeconds 0 \+ 3 x 30s\)/],
    },
    {
      name: 'settings.modelLoadSeconds: 600',
      yaml: deployment('            failureThreshold: 30\n'),
      config: { settings: { modelLoadSeconds: 600 } },
      lines: [15],
      messages: [/allows 300s \(initialDelaySeconds 0 \+ 30 x 10s\) but the model-load budget is 600s.*at least 60/],
    },
    {
      name: 'per-rule option over the setting',
      yaml: deployment('            failureThreshold: 30\n'),
      config: { settings: { modelLoadSeconds: 100 } },
      options: { modelLoadSeconds: 1200 },
      lines: [15],
      messages: [/model-load budget is 1200s/],
    },
    {
      name: 'a serving image without a GPU',
      yaml: deployment('            failureThreshold: 5\n', 'lmsysorg/sglang:v0.4.6', false),
      lines: [15],
    },
    {
      name: 'LeaderWorkerSet leader',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: sglang
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: lmsysorg/sglang:v0.4.6
            startupProbe:
              httpGet: {path: /health, port: 30000}
              periodSeconds: 10
              failureThreshold: 20
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: lmsysorg/sglang:v0.4.6
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [16],
      messages: [/"leader" allows 200s/],
    },
    {
      name: 'KServe ServingRuntime',
      yaml: `apiVersion: serving.kserve.io/v1alpha1
kind: ServingRuntime
metadata:
  name: vllm-runtime
spec:
  supportedModelFormats:
    - name: vllm
  containers:
    - name: kserve-container
      image: vllm/vllm-openai:v0.9.0
      startupProbe:
        httpGet: {path: /health, port: 8080}
        failureThreshold: 10
`,
      lines: [13],
    },
    {
      name: 'LLMInferenceService with every timing field written out',
      yaml: `apiVersion: serving.kserve.io/v1alpha1
kind: LLMInferenceService
metadata:
  name: qwen
spec:
  model:
    uri: hf://Qwen/Qwen2.5-7B-Instruct
  template:
    containers:
      - name: main
        image: vllm/vllm-openai:v0.9.0
        startupProbe:
          initialDelaySeconds: 10
          periodSeconds: 10
          failureThreshold: 20
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [15],
      messages: [/"main" allows 210s \(initialDelaySeconds 10 \+ 20 x 10s\)/],
    },
    {
      name: 'a GPU training Job',
      yaml: `apiVersion: batch/v1
kind: Job
metadata:
  name: train
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          startupProbe:
            exec:
              command: ["test", "-f", "/tmp/started"]
          resources:
            limits:
              nvidia.com/gpu: 8
`,
      lines: [12],
    },
  ],
});
