import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// Line 9 is `resources:`, line 10 `requests:`, line 11 the request's cpu and line 12 its memory.
const pod = (requests: { cpu?: string; memory?: string }, limits: { cpu?: string; memory?: string }, gpu = '1') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        requests:
${requests.cpu !== undefined ? `          cpu: ${requests.cpu}\n` : ''}${
  requests.memory !== undefined ? `          memory: ` + `${requests.memory}\n` : ''
}        limits:
${limits.cpu !== undefined ? `          cpu: ${limits.cpu}\n` : ''}${
  limits.memory !== undefined ? `          memory: ` + `${limits.memory}\n` : ''
}          nvidia.com/gpu: ${gpu}
`;

testRule(rule, {
  valid: [
    { name: 'equal in different units', yaml: pod({ cpu: '"2"', memory: '1Gi' }, { cpu: '2000m', memory: '1024Mi' }) },
    { name: 'requests omitted: they default to the limits', yaml: pod({}, { cpu: '"8"', memory: '64Gi' }) },
    { name: "missing limits are the missing-value rules' business", yaml: pod({ cpu: '"8"', memory: '32Gi' }, {}) },
    { name: 'placeholder request', yaml: pod({ cpu: '"{{ .Values.cpu }}"', memory: '32Gi' }, { cpu: '"16"', memory: '32Gi' }) },
    { name: 'placeholder limit', yaml: pod({ cpu: '"8"', memory: '32Gi' }, { cpu: '"8"', memory: '${MEMORY_LIMIT}' }) },
    { name: 'nvidia.com/gpu: 0 is not a GPU pod', yaml: pod({ cpu: '"1"' }, { cpu: '"4"' }, '0') },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void: not a GPU pod',
      yaml: pod({ cpu: '"1"' }, { cpu: '"4"' }).replace(
        '      resources:\n',
        '      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n      ' + '    value: void\n      resources:\n',
      ),
    },
    {
      name: 'ephemeral containers do not count for QoS',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        limits:
          cpu: "8"
          memory: 32Gi
          nvidia.com/gpu: 1
  ephemeralContainers:
    - name: debug
      image: busybox:1.36
      resources:
        requests:
          cpu: 100m
        limits:
          cpu: "1"
`,
    },
    {
      name: 'pod-level resources decide the QoS class',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  resources:
    requests:
      cpu: "8"
      memory: 64Gi
    limits:
      cpu: "8"
      memory: 64Gi
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        requests:
          cpu: "4"
        limits:
          cpu: "8"
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'sidecar and init container are Guaranteed too',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  initContainers:
    - name: fetch
      image: amazon/aws-cli:2.17.0
      resources:
        requests:
          cpu: 500m
          memory: 512Mi
        limits:
          cpu: "0.5"
          memory: 0.5Gi
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          cpu: "8"
          memory: 32Gi
          nvidia.com/gpu: 1
    - name: proxy
      image: envoyproxy/envoy:v1.30.1
      resources:
        requests:
          memory: 128Mi
        limits:
          cpu: 200m
          memory: 128Mi
`,
    },
  ],
  invalid: [
    {
      name: 'cpu and memory both differ: one finding each',
      yaml: pod({ cpu: '"4"', memory: '16Gi' }, { cpu: '"8"', memory: '32Gi' }),
      lines: [11, 12],
      messages: [
        /"trainer" requests cpu 4 but its limit is 8.*Burstable.*set requests\.cpu equal to the limit \(8\)/,
        new RegExp(
          '^Container "trainer" requests memory 16Gi but its limit is 32Gi, so the GPU pod is Burstable, not ' +
            'Guaranteed: once it uses more memory than it requests, the kubelet evicts it under memory pressure before pods ' +
            'within their requests and the kernel OOM killer picks it before Guaranteed pods, and the static CPU manager ' +
            'policy gives it no exclusive cores next to its GPUs; set requests\\.memory equal to the limit \\(32Gi\\)\\.$',
        ),
      ],
    },
    {
      name: 'only cpu differs: say what is lost, and that memory-pressure eviction is not',
      yaml: pod({ cpu: '"4"', memory: '32Gi' }, { cpu: '"8"', memory: '32Gi' }),
      positions: ['11:11-11:19'],
      messages: [
        new RegExp(
          '^Container "trainer" requests cpu 4 but its limit is 8, so the GPU pod is Burstable, not Guaranteed: ' +
            'under the static CPU manager policy it gets no exclusive cores, so its CPUs are not pinned or NUMA-aligned with ' +
            "its GPUs; the kubelet's eviction order under memory pressure is unaffected, since its memory requests equal " +
            'its limits \\(only the kernel OOM score differs\\); set requests\\.cpu equal to the limit \\(8\\)\\.$',
        ),
      ],
    },
    {
      name: 'only cpu differs, a fractional limit: exclusive cores need whole CPUs',
      yaml: pod({ cpu: '500m', memory: '32Gi' }, { cpu: '1500m', memory: '32Gi' }),
      lines: [11],
      messages: [/; set requests\.cpu equal to the limit \(1500m\), as a whole number of CPUs \(exclusive cores need one\)\.$/],
    },
    {
      name: 'only cpu differs but a memory limit is missing: no claim about eviction',
      yaml: pod({ cpu: '"4"', memory: '32Gi' }, { cpu: '"8"' }),
      lines: [11],
      messages: [/^Container "trainer" requests cpu 4 but its limit is 8, .*: under the static CPU (?!.*eviction)/],
    },
    {
      name: 'close but not equal units',
      yaml: pod({ memory: '1G' }, { memory: '1Gi' }),
      lines: [11],
      messages: [/memory 1G but its limit is 1Gi/],
    },
    {
      name: 'a non-GPU sidecar makes the GPU pod Burstable',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      initContainers:
        - name: fetch
          image: amazon/aws-cli:2.17.0
          resources:
            requests:
              memory: 256Mi
            limits:
              memory: 1Gi
      containers:
        - name: server
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              cpu: "8"
              memory: 32Gi
              nvidia.com/gpu: 1
        - name: proxy
          image: envoyproxy/envoy:v1.30.1
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              cpu: "1"
              memory: 128Mi
`,
      lines: [19, 34],
      messages: [
        /^Init container "fetch" requests memory 256Mi but its limit is 1Gi.*kernel OOM killer/,
        /^Container "proxy" requests cpu 100m but its limit is 1, .*: under the static CPU manager policy it gets no (?!.*evict)/,
      ],
    },
    {
      name: 'PyTorchJob worker',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 4
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                requests:
                  cpu: "30"
                  memory: 200Gi
                limits:
                  cpu: "32"
                  memory: 200Gi
                  nvidia.com/gpu: 8
`,
      lines: [16],
    },
    {
      name: 'DRA GPU pod',
      yaml: `apiVersion: resource.k8s.io/v1
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
apiVersion: v1
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
      resources:
        claims:
          - name: gpu
        requests:
          cpu: "2"
        limits:
          cpu: "4"
          memory: 8Gi
`,
      lines: [28],
    },
    {
      name: 'pod-level resources differ',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  resources:
    requests:
      memory: 32Gi
    limits:
      memory: 64Gi
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        limits:
          nvidia.com/gpu: 1
`,
      lines: [8],
      messages: [/^The pod \(spec\.resources\) requests memory 32Gi but its limit is 64Gi/],
    },
  ],
});
