import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// Line 9 is `resources:`; the resources block starts on line 10.
const pod = (resources: string, extra = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
${resources}
${extra}`;

const DRA = (resources: string) => `apiVersion: resource.k8s.io/v1
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
${resources}`;

testRule(rule, {
  valid: [
    {
      name: 'cpu request defaults from the cpu limit',
      yaml: pod('        limits:\n          cpu: "8"\n          memory: 32Gi\n        ' + '  nvidia.com/gpu: 1'),
    },
    {
      name: 'memory request defaults from the limit, no cpu limit needed',
      yaml: pod('        requests:\n          cpu: "8"\n        ' + 'limits:\n          memory: 32Gi\n          nvidia.com/gpu: 1'),
    },
    {
      name: 'placeholder values exist',
      yaml: pod(
        '        requests:\n          cpu: "{{ .Values.cpu }}"\n        limits:\n          ' +
          'memory: ${MEMORY}\n          nvidia.com/gpu: 1',
      ),
    },
    {
      name: 'requests block is a placeholder',
      yaml: pod('        requests: "{{ toYaml .Values.requests }}"\n        limits:\n        ' + '  nvidia.com/gpu: 1'),
    },
    { name: 'nvidia.com/gpu: 0 is not a GPU container', yaml: pod('        limits:\n          nvidia.com/gpu: 0') },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void is not a GPU container',
      yaml: pod(
        '        limits:\n          nvidia.com/gpu: 1',
        '      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n    ' + '      value: void\n',
      ),
    },
    {
      name: 'DRA claim with cpu and memory',
      yaml: DRA('          requests:\n            cpu: "4"\n          limits:\n       ' + '     memory: 16Gi\n'),
    },
    {
      name: 'non-GPU containers belong to memory-limit-missing and init-container-limits-missing',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  initContainers:
    - name: fetch
      image: vllm/vllm-openai:v0.9.0
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        requests:
          cpu: "8"
        limits:
          memory: 1Gi
          nvidia.com/gpu: 1
    - name: proxy
      image: envoyproxy/envoy:v1.30.1
`,
    },
  ],
  invalid: [
    {
      name: 'a KServe predictor container without a name is named by its role and key',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: flowers
spec:
  predictor:
    tensorflow:
      storageUri: gs://example/flowers
      resources:
        limits:
          nvidia.com/gpu: 1
`,
      positions: ['9:7-9:16', '10:9-10:15'],
      messages: [
        /^The predictor tensorflow GPU container \(nvidia\.com\/gpu: 1\) has no cpu request/,
        /^The predictor tensorflow GPU container \(nvidia\.com\/gpu: 1\) has no memory request or limit/,
      ],
    },
    {
      name: 'GPU init container',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  initContainers:
    - name: build-engine
      image: nvcr.io/nvidia/tensorrt-llm/release:0.12.0
      resources:
        limits:
          nvidia.com/gpu: 1
  containers:
    - name: triton
      image: nvcr.io/nvidia/tritonserver:24.05-trtllm-python-py3
      resources:
        requests:
          cpu: "8"
        limits:
          memory: 32Gi
          nvidia.com/gpu: 1
`,
      lines: [9, 10],
      messages: [
        /^GPU init container "build-engine" \(nvidia\.com\/gpu: 1\) has no cpu request/,
        /^GPU init container "build-engine" .* no memory request or limit/,
      ],
    },
    {
      name: 'DRA claim we cannot resolve',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: defined-elsewhere
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources:
        claims:
          - name: gpu
        requests:
          cpu: "8"
`,
      lines: [12],
      messages: [/"server" \(a DRA resource claim\) has no memory request or limit/],
    },
    {
      name: 'memory request without a limit',
      yaml: pod('        requests:\n          cpu: "8"\n          memory: 32Gi\n        limits:\n          nvidia.com/gpu: 1'),
      lines: [13],
      messages: [/"vllm" \(nvidia\.com\/gpu: 1\) requests memory 32Gi but has no memory limit.*e\.g\. 32Gi/],
    },
    {
      name: 'no cpu at all, memory complete',
      yaml: pod('        requests:\n          memory: 32Gi\n        limits:\n          memory: 32Gi\n          nvidia.com/gpu: 2'),
      lines: [10],
      messages: [/"vllm" \(nvidia\.com\/gpu: 2\) has no cpu request/],
    },
    {
      name: 'null values are missing',
      yaml: pod('        requests:\n          cpu:\n        limits:\n          memory:\n          nvidia.com/gpu: 1'),
      lines: [11, 13],
    },
    {
      name: 'DRA GPU claim and nothing else',
      yaml: DRA(''),
      lines: [24, 24],
      messages: [/"ctr" \(a DRA GPU claim\) has no cpu request/, /no memory request or limit/],
    },
    {
      name: 'GPU count from a placeholder in a Deployment, native sidecar with a GPU',
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
        - name: draft-model
          image: vllm/vllm-openai:v0.9.0
          restartPolicy: Always
          resources:
            requests:
              cpu: "2"
            limits:
              nvidia.com/gpu: 1
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              cpu: "8"
              nvidia.com/gpu: "{{ .Values.gpus }}"
`,
      lines: [21, 27],
      messages: [
        /"draft-model" \(nvidia\.com\/gpu: 1\) has no memory request or limit/,
        /"vllm" \(nvidia\.com\/gpu: \{\{ \.Values\.gpus \}\}\) has no memory/,
      ],
    },
    {
      name: 'RayCluster GPU worker without resources for cpu and memory',
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
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 4
`,
      lines: [19, 20],
    },
  ],
});
