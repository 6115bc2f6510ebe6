import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `- name: server` is line 9; the probe key is line 11, `exec:` line 12, `command:` line 13.
const deployment = (key: string, command: string, image = 'vllm/vllm-openai:v0.9.0', gpu = true) => `apiVersion: apps/v1
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
            exec:
              command: ${command}
${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}`;

/** A GPU Deployment whose container `server` runs `command` and probes readiness with nvidia-smi (line 13: the probe command). */
const running = (command: string, image = 'vllm/vllm-openai:v0.9.0') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: server
          image: ${image}
          readinessProbe:
            exec:
              command: ["nvidia-smi"]
          command: ${command}
          resources:
            limits:
              nvidia.com/gpu: 1
`;

testRule(rule, {
  valid: [
    { name: 'a curl health check', yaml: deployment('livenessProbe', '["curl", "-sf", "http://localhost:8000/health"]') },
    { name: 'a name that only contains nvidia-smi', yaml: deployment('livenessProbe', '["/opt/check-nvidia-smi-version"]') },
    { name: 'command from a placeholder', yaml: deployment('livenessProbe', '"{{ .Values.livenessCommand }}"') },
    { name: 'command as a plain string (not a list) is not read', yaml: deployment('readinessProbe', 'nvidia-smi') },
    { name: 'a plain web Deployment', yaml: deployment('livenessProbe', '["nvidia-smi"]', 'nginx:1.27', false) },
    {
      name: 'probe written as a string',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: c\n   ' +
        '   image: vllm/vllm-openai:v0.9.0\n      livenessProbe: "exec nvidia-smi"\n',
    },
    {
      name: 'an init container (probes are invalid there, the schema rules say so)',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  initContainers:
    - name: check-gpu
      image: nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04
      command: ["nvidia-smi"]
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'a GPU dev box parked with sleep infinity checks its GPU, there is no model',
      yaml: running('["sleep", "infinity"]', 'nvidia/cuda:12.4.1-base-ubuntu22.04'),
    },
  ],
  invalid: [
    {
      name: 'a gRPC-only server is pointed at a grpc probe, not at an HTTP endpoint',
      yaml: running('["python3", "-m", "vllm.entrypoints.grpc_server", "--model", "m"]'),
      positions: ['13:25-13:37'],
      messages: [
        new RegExp(
          '; probe the server instead with a grpc probe \\(grpc: \\{port: 50051\\}; it serves gRPC only: python -m ' +
            'vllm\\.entrypoints\\.grpc_server\\) and leave GPU health to the device plugin and DCGM\\.$',
        ),
      ],
    },
    {
      name: 'a known server: its own endpoint',
      yaml: running('["tritonserver", "--model-repository=/models"]', 'nvcr.io/nvidia/tritonserver:24.05-py3'),
      positions: ['13:25-13:37'],
      messages: [/; probe the server's health endpoint instead \(httpGet \/v2\/health\/ready\) and leave GPU health/],
    },
    {
      name: 'nvidia-smi as the program',
      yaml: deployment('livenessProbe', '["nvidia-smi"]'),
      lines: [13],
      messages: [/^The livenessProbe of container "server" runs nvidia-smi: it is slow .* probe the server's health endpoint instead/],
    },
    {
      name: 'with a path, in a block list: points at the item',
      yaml: deployment('readinessProbe', '\n                - /usr/bin/nvidia-smi\n                - -L'),
      lines: [14],
      messages: [/^The readinessProbe of container "server"/],
    },
    {
      name: 'inside sh -c, with a health check after it',
      yaml: deployment(
        'startupProbe',
        '\n                - bash\n                - -c\n                - nvidia-smi ' +
          '--query-gpu=memory.used --format=csv && curl -sf localhost:8000/health',
      ),
      lines: [16],
    },
    {
      name: 'inside $(...) of a script',
      yaml: deployment('livenessProbe', '["sh", "-c", "test $(nvidia-smi -L | wc -l) -gt 0"]'),
      lines: [13],
    },
    {
      name: 'a GPU training Job',
      yaml: deployment('livenessProbe', '["nvidia-smi"]', 'nvcr.io/nvidia/pytorch:24.05-py3')
        .replace('kind: Deployment', 'kind: Job')
        .replace('apps/v1', 'batch/v1'),
      lines: [13],
    },
    {
      name: 'every probe of a native sidecar and an app container in a LeaderWorkerSet',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    workerTemplate:
      spec:
        initContainers:
          - name: gpu-watch
            image: nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04
            restartPolicy: Always
            readinessProbe:
              exec:
                command: ["nvidia-smi"]
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            startupProbe:
              exec:
                command: ["nvidia-smi"]
            livenessProbe:
              exec:
                command: ["sh", "-c", "nvidia-smi"]
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [15, 21, 24],
      messages: [
        /^The readinessProbe of sidecar container "gpu-watch"/,
        /^The startupProbe of container "worker"/,
        /^The livenessProbe of container "worker"/,
      ],
    },
  ],
});
