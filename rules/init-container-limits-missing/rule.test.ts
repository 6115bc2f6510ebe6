import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A GPU pod: `init` is the initContainers list (4-space items), the main container is a GPU trainer. */
const pod = (init: string) => `apiVersion: v1
kind: Pod
metadata:
  name: train
spec:
  initContainers:
${init}
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        limits:
          nvidia.com/gpu: 1
          memory: 64Gi
`;

testRule(rule, {
  valid: [
    {
      name: 'plain web Deployment with an unlimited init container (not an AI workload)',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      initContainers:
        - name: migrate
          image: python:3.12-slim
      containers:
        - name: web
          image: nginx:1.27
`,
    },
    {
      name: 'placeholder memory limit is unknown, not missing',
      yaml: pod(`    - name: fetch
      image: amazon/aws-cli:2.17.0
      resources:
        limits:
          memory: "{{ .Values.fetch.memory }}"
    - name: unpack
      image: busybox:1.36
      resources: \${UNPACK_RESOURCES}`),
    },
    {
      name: 'a GPU init container is covered by gpu-container-cpu-memory-missing',
      yaml: pod(`    - name: build-engine
      image: nvcr.io/nvidia/tensorrt-llm/release:0.17.0
      resources:
        limits:
          nvidia.com/gpu: 1`),
    },
    {
      name: 'a native sidecar (restartPolicy: Always) is covered by memory-limit-missing',
      yaml: pod(`    - name: log-shipper
      image: fluent/fluent-bit:3.1
      restartPolicy: Always`),
    },
    {
      name: 'main containers without limits are not init containers',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: serve
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
    - name: proxy
      image: envoyproxy/envoy:v1.31.0
  ephemeralContainers:
    - name: debug
      image: busybox:1.36
`,
    },
    {
      name: 'init container with a limit in a Kubeflow Notebook',
      yaml: `apiVersion: kubeflow.org/v1
kind: Notebook
metadata:
  name: nb
spec:
  template:
    spec:
      initContainers:
        - name: fix-perms
          image: busybox:1.36
          resources:
            limits:
              memory: 64Mi
      containers:
        - name: nb
          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 32Gi
`,
    },
  ],
  invalid: [
    {
      name: 'no resources at all: points at the name',
      yaml: pod(`    - name: fetch
      image: amazon/aws-cli:2.17.0
      command: ["aws", "s3", "cp", "--recursive", "s3://models/llama", "/models"]`),
      lines: [7],
      messages: [
        new RegExp(
          '^Init container "fetch" has no memory limit; set resources\\.limits\\.memory \\(sized to the download or conversion ' +
            'step, e\\.g\\. 2Gi\\)',
        ),
      ],
    },
    {
      name: 'request without limit: points at resources and names the request',
      yaml: pod(`    - name: fetch
      image: amazon/aws-cli:2.17.0
      resources:
        requests:
          memory: 1Gi`),
      lines: [9],
      messages: [/"fetch".*at least its 1Gi request/],
    },
    {
      name: 'limits without memory points at limits; limit 0 at the key',
      yaml: pod(`    - name: fetch
      image: amazon/aws-cli:2.17.0
      resources:
        limits:
          cpu: "1"
    - name: unpack
      image: busybox:1.36
      resources:
        limits:
          memory: "0"`),
      lines: [10, 16],
      messages: [/"fetch"/, /"unpack" sets memory limit 0, which the kubelet treats as no limit/],
    },
    {
      name: 'only the init containers without limits, not the sidecar',
      yaml: pod(`    - name: wait-for-data
      image: busybox:1.36
    - name: sidecar
      image: fluent/fluent-bit:3.1
      restartPolicy: Always
    - name: fetch
      image: amazon/aws-cli:2.17.0
      resources:
        limits:
          memory: 2Gi
    - name: convert
      image: python:3.12-slim`),
      lines: [7, 17],
    },
    {
      name: 'PyTorchJob master and worker templates each report',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: ddp
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          initContainers:
            - name: fetch-dataset
              image: python:3.12-slim
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
    Worker:
      replicas: 3
      template:
        spec:
          initContainers:
            - name: wait-for-master
              image: busybox:1.36
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
`,
      lines: [12, 25],
    },
    {
      name: 'KServe InferenceService predictor with an AI image and no GPU',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: bert
spec:
  predictor:
    initContainers:
      - name: fetch
        image: amazon/aws-cli:2.17.0
    containers:
      - name: kserve-container
        image: kserve/huggingfaceserver:v0.14.0
        resources:
          limits:
            memory: 8Gi
`,
      lines: [8],
    },
  ],
});
