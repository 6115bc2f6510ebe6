import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// `securityContext:` is on line 9, its first field on line 10; GPU resources follow `sc`.
const pod = (sc: string, gpu = '          nvidia.com/gpu: 1\n', image = 'vllm/vllm-openai:v0.9.0') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: main
      image: ${image}
      securityContext:
${sc}      resources:
        limits:
${gpu}`;

const DRA_TEMPLATE = `apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: single-gpu
spec:
  spec:
    devices:
      requests:
        - name: gpu
          exactly:
            deviceClassName: gpu.nvidia.com
---
`;

testRule(rule, {
  valid: [
    { name: 'privileged: false', yaml: pod('        privileged: false\n') },
    { name: 'privileged as a string is not true (wrong type; the schema rules report it)', yaml: pod('        privileged: "true"\n') },
    {
      name: 'placeholder',
      yaml: pod('        privileged: "{{ .Values.privileged }}"\n        capabilities:\n          ' + 'add: ["${EXTRA_CAP}"]\n'),
    },
    {
      name: 'narrow capabilities',
      yaml: pod('        capabilities:\n          add: ["IPC_LOCK", "SYS_NICE", "SYS_PTRACE"]\n          ' + 'drop: ["SYS_ADMIN"]\n'),
    },
    { name: 'capabilities.add is not a list', yaml: pod('        capabilities:\n          add: SYS_ADMIN\n') },
    { name: 'privileged container without a GPU', yaml: pod('        privileged: true\n', '          cpu: "1"\n', 'busybox:1.36') },
    { name: 'zero GPUs', yaml: pod('        privileged: true\n', '          nvidia.com/gpu: 0\n') },
    {
      name: 'GPU infrastructure (device plugin DaemonSet in the GPU Operator namespace)',
      yaml: `apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: nvidia-device-plugin
  namespace: gpu-operator
spec:
  selector:
    matchLabels:
      app: dp
  template:
    metadata:
      labels:
        app: dp
    spec:
      containers:
        - name: plugin
          image: nvcr.io/nvidia/k8s-device-plugin:v0.17.0
          securityContext:
            privileged: true
          resources:
            limits:
              nvidia.com/gpu: 1
`,
    },
    {
      name: 'a privileged sidecar next to a GPU container is not a GPU container',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: main
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
    - name: net-tuner
      image: busybox:1.36
      securityContext:
        privileged: true
`,
    },
  ],
  invalid: [
    {
      name: 'privileged GPU container',
      yaml: pod('        privileged: true\n'),
      lines: [10],
      messages: [/^Container "main" requests nvidia\.com\/gpu: 1 but runs privileged: true, so it sees every GPU of the node/],
    },
    {
      name: 'CAP_SYS_ADMIN in lower case, and ALL',
      yaml: pod(
        '        capabilities:\n          add:\n            - IPC_LOCK\n            - cap_sys_admin\n            - ALL\n',
        '          nvidia.com/mig-1g.10gb: 1\n',
      ),
      lines: [13, 14],
      messages: [
        /requests nvidia\.com\/mig-1g\.10gb: 1 but adds capability cap_sys_admin/,
        /adds capability ALL \(which includes SYS_ADMIN\)/,
      ],
    },
    {
      name: 'privileged and SYS_ADMIN: one finding per key',
      yaml: pod(
        '        privileged: true\n        capabilities:\n          add: ["SYS_ADMIN"]\n',
        '          amd.com/gpu: 1\n',
        'rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4',
      ),
      lines: [10, 12],
      messages: [/requests amd\.com\/gpu: 1 but runs privileged/, /adds capability SYS_ADMIN/],
    },
    {
      name: 'GPU via a DRA claim',
      yaml: `${DRA_TEMPLATE}apiVersion: v1
kind: Pod
metadata:
  name: dra
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: single-gpu
  containers:
    - name: ctr
      image: nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04
      securityContext:
        privileged: true
      resources:
        claims:
          - name: gpu
`,
      lines: [25],
      messages: [/gets a GPU through a DRA resource claim but runs privileged: true/],
    },
    {
      name: 'RayCluster GPU worker group',
      yaml: `apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: ray
spec:
  headGroupSpec:
    template:
      spec:
        containers:
          - name: head
            image: rayproject/ray:2.9.0
            securityContext:
              privileged: true
  workerGroupSpecs:
    - groupName: gpu
      template:
        spec:
          containers:
            - name: worker
              image: rayproject/ray-ml:2.9.0-gpu
              securityContext:
                privileged: true
              resources:
                limits:
                  nvidia.com/gpu: 1
`,
      lines: [22],
    },
    {
      name: 'PyTorchJob worker and an unnamed Argo inline container',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              securityContext:
                capabilities:
                  add: ["CAP_SYS_ADMIN"]
              resources:
                limits:
                  nvidia.com/gpu: 8
---
apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  name: wf
spec:
  entrypoint: train
  templates:
    - name: train
      container:
        image: nvcr.io/nvidia/pytorch:24.05-py3
        securityContext:
          privileged: true
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [16, 32],
      messages: [/^Container "pytorch" requests nvidia\.com\/gpu: 8 but adds capability CAP_SYS_ADMIN/, /^Template "train" requests/],
    },
  ],
});

describe('privileged-gpu-container suppression', () => {
  it('a disable-next-line comment suppresses the finding on the next line', () => {
    const found = lintYaml(
      pod('        # ai-k8s-lint-disable-next-line privileged-gpu-container -- MIG manager test\n       ' + ' privileged: true\n'),
      [rule],
    );
    expect(found.map((f) => [f.range.start.line, f.suppressed?.source])).toEqual([[11, 'comment']]);
  });
});
