import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// Line 9 is `resources:`; the resources block starts on line 10.
const pod = (resources: string, image = 'vllm/vllm-openai:v0.9.0') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: server
      image: ${image}
      resources:
${resources}
`;

testRule(rule, {
  valid: [
    { name: 'limits only', yaml: pod('        limits:\n          nvidia.com/gpu: 2') },
    {
      name: 'string and number of the same value',
      yaml: pod('        requests:\n          nvidia.com/gpu: "1"\n        limits:\n        ' + '  nvidia.com/gpu: 1'),
    },
    {
      name: 'zero on both sides',
      yaml: pod('        requests:\n          nvidia.com/gpu: 0\n        limits:\n        ' + '  nvidia.com/gpu: 0'),
    },
    {
      name: 'placeholder request',
      yaml: pod('        requests:\n          nvidia.com/gpu: "{{ .Values.gpus }}"\n        limits:\n       ' + '   nvidia.com/gpu: 2'),
    },
    {
      name: 'placeholder limit',
      yaml: pod('        requests:\n          nvidia.com/gpu: 1\n        limits:\n          ' + 'nvidia.com/gpu: ${GPUS}'),
    },
    {
      name: 'limits block is a placeholder',
      yaml: pod('        requests:\n          nvidia.com/gpu: 1\n        limits: "{{ ' + 'toYaml .Values.limits }}"'),
    },
    {
      name: "fractional request is gpu-quantity-invalid's finding",
      yaml: pod('        requests:\n          nvidia.com/gpu: "0.5"\n     ' + '   limits:\n          nvidia.com/gpu: 1'),
    },
    {
      name: 'cpu and memory may differ',
      yaml: pod(
        '        requests:\n          cpu: "2"\n          memory: 8Gi\n        limits:\n      ' +
          '    cpu: "4"\n          memory: 16Gi\n          nvidia.com/gpu: 1',
      ),
    },
    {
      name: 'DRA pod without GPU resources',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: dra
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: single-gpu
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources:
        claims:
          - name: gpu
        requests:
          cpu: "4"
        limits:
          cpu: "4"
`,
    },
    {
      name: 'equal MIG quantities',
      yaml: pod('        requests:\n          nvidia.com/mig-3g.40gb: 1\n        limits:\n          ' + 'nvidia.com/mig-3g.40gb: 1'),
    },
  ],
  invalid: [
    {
      name: 'request below the limit',
      yaml: pod('        requests:\n          nvidia.com/gpu: 1\n        limits:\n          nvidia.com/gpu: 4'),
      lines: [11],
      messages: [/"server" requests nvidia\.com\/gpu: 1 but limits it to 4.*set the request to 4/],
    },
    {
      name: 'request above the limit',
      yaml: pod('        limits:\n          nvidia.com/gpu: 1\n        requests:\n          nvidia.com/gpu: "2"'),
      lines: [13],
    },
    {
      name: 'only in requests',
      yaml: pod('        requests:\n          nvidia.com/gpu: 2'),
      lines: [11],
      messages: [/nvidia\.com\/gpu: 2 only in requests.*resources\.limits/],
    },
    {
      name: 'zero only in requests is still rejected',
      yaml: pod('        requests:\n          nvidia.com/gpu: 0', 'nvcr.io/nvidia/pytorch:24.05-py3'),
      lines: [11],
    },
    {
      name: 'placeholder only in requests',
      yaml: pod('        requests:\n          nvidia.com/gpu: "{{ .Values.gpus }}"\n        ' + 'limits:\n          memory: 16Gi'),
      lines: [11],
    },
    {
      name: 'MIG and AMD resources, one finding per key',
      yaml: pod(
        '        requests:\n          nvidia.com/mig-1g.10gb: 2\n          amd.com/gpu: 1\n        limits:\n          ' +
          'nvidia.com/mig-1g.10gb: 1',
      ),
      lines: [11, 12],
      messages: [/mig-1g\.10gb: 2 but limits it to 1/, /amd\.com\/gpu: 1 only in requests/],
    },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void does not make a request-only GPU valid',
      yaml: pod(
        '        requests:\n          nvidia.com/gpu: 1\n      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n  ' + '        value: void',
      ),
      lines: [11],
    },
    {
      name: 'configured GPU resource',
      yaml: pod('        requests:\n          example.com/gpu: 1\n        limits:\n          example.com/gpu: 2'),
      lines: [11],
      config: { settings: { gpuResources: ['example.com/gpu'] } },
    },
    {
      name: 'second container and an init container of a Deployment',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: triton
spec:
  selector:
    matchLabels:
      app: triton
  template:
    metadata:
      labels:
        app: triton
    spec:
      initContainers:
        - name: warmup
          image: nvcr.io/nvidia/tritonserver:24.05-py3
          resources:
            requests:
              nvidia.com/gpu: 2
            limits:
              nvidia.com/gpu: 1
      containers:
        - name: proxy
          image: envoyproxy/envoy:v1.30.1
        - name: triton
          image: nvcr.io/nvidia/tritonserver:24.05-py3
          resources:
            requests:
              nvidia.com/gpu: 1
`,
      lines: [19, 29],
      messages: [/"warmup" requests nvidia\.com\/gpu: 2 but limits it to 1/, /"triton" sets nvidia\.com\/gpu: 1 only in requests/],
    },
    {
      name: 'RayCluster worker group',
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
  workerGroupSpecs:
    - groupName: gpu
      template:
        spec:
          containers:
            - name: worker
              image: rayproject/ray:2.9.0-gpu
              resources:
                requests:
                  nvidia.com/gpu: 1
                limits:
                  nvidia.com/gpu: 2
`,
      lines: [21],
    },
  ],
});
