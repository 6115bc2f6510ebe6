import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A Deployment whose pod spec is `containers` (already indented for the pod spec, 6 spaces). */
const deployment = (podSpec: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  selector:
    matchLabels:
      app: llm
  template:
    metadata:
      labels:
        app: llm
    spec:
${podSpec}`;

const gpuServer = `        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 40Gi`;

testRule(rule, {
  valid: [
    {
      name: 'plain web Deployment without limits (not an AI workload)',
      yaml: deployment(`      containers:
        - name: web
          image: nginx:1.27
        - name: proxy
          image: envoyproxy/envoy:v1.31.0`),
    },
    {
      name: 'a GPU container without memory limit belongs to gpu-container-cpu-memory-missing',
      yaml: deployment(`      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1`),
    },
    {
      name: 'GPU count is a placeholder: still a GPU container',
      yaml: deployment(`      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: "{{ .Values.gpus }}"`),
    },
    {
      name: 'init containers belong to init-container-limits-missing',
      yaml: deployment(`      initContainers:
        - name: fetch
          image: amazon/aws-cli:2.17.0
      containers:
${gpuServer}`),
    },
    {
      name: 'placeholder memory limits are unknown, not missing',
      yaml: deployment(`      containers:
${gpuServer}
        - name: proxy
          image: envoyproxy/envoy:v1.31.0
          resources:
            limits:
              memory: "{{ .Values.proxy.memory }}"
        - name: exporter
          image: prom/statsd-exporter:v0.26.0
          resources:
            limits:
              memory: \${EXPORTER_MEMORY}
        - name: tokenizer
          image: python:3.12-slim
          resources: "{{ .Values.tokenizer.resources }}"
        - name: router
          image: python:3.12-slim
          resources:
            limits: \${ROUTER_LIMITS}`),
    },
    {
      name: 'GPU infrastructure pods are not workloads',
      yaml: `apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: nvidia-device-plugin
  namespace: kube-system
spec:
  selector:
    matchLabels:
      app: nvidia-device-plugin
  template:
    metadata:
      labels:
        app: nvidia-device-plugin
    spec:
      containers:
        - name: plugin
          image: nvcr.io/nvidia/k8s-device-plugin:v0.17.0
        - name: sidecar
          image: busybox:1.36
`,
    },
    {
      name: 'ephemeral containers have no resources',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
          memory: 40Gi
  ephemeralContainers:
    - name: debug
      image: busybox:1.36
`,
    },
    {
      name: 'a container consuming a GPU DRA claim is a GPU container',
      yaml: `apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: one-gpu
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
  name: llm
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: one-gpu
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        claims:
          - name: gpu
`,
    },
  ],
  invalid: [
    {
      name: 'helper with no resources at all points at its name',
      yaml: deployment(`      containers:
${gpuServer}
        - name: tokenizer
          image: python:3.12-slim`),
      lines: [21],
      messages: [/^Container "tokenizer" has no memory limit; set resources\.limits\.memory \(sized to its measured peak\) so /],
    },
    {
      name: 'an AI image that serves no model (an MPI launcher) is sized to its peak',
      yaml: deployment(`      containers:
${gpuServer}
        - name: launcher
          image: nvcr.io/nvidia/pytorch:24.05-py3`),
      lines: [21],
      messages: [/^Container "launcher" has no memory limit; set resources\.limits\.memory \(sized to its measured peak\)/],
    },
    {
      name: 'a model server without a GPU is not given a sidecar-sized example',
      yaml: deployment(`      containers:
${gpuServer}
        - name: embeddings
          image: vllm/vllm-openai:v0.9.0`),
      lines: [21],
      messages: [/^Container "embeddings" has no memory limit; set resources\.limits\.memory \(sized to the model it loads plus/],
    },
    {
      name: 'memory request but no limit points at resources and names the request',
      yaml: deployment(`      containers:
${gpuServer}
        - name: proxy
          image: envoyproxy/envoy:v1.31.0
          resources:
            requests:
              cpu: 100m
              memory: 512Mi`),
      lines: [23],
      messages: [/"proxy".*at least its 512Mi request/],
    },
    {
      name: 'limits without memory points at limits',
      yaml: deployment(`      containers:
${gpuServer}
        - name: proxy
          image: envoyproxy/envoy:v1.31.0
          resources:
            limits:
              cpu: 500m`),
      lines: [24],
    },
    {
      name: 'memory limit 0 means unlimited',
      yaml: deployment(`      containers:
${gpuServer}
        - name: proxy
          image: envoyproxy/envoy:v1.31.0
          resources:
            limits:
              memory: 0`),
      lines: [25],
      messages: [/memory limit 0, which the kubelet treats as no limit/],
    },
    {
      name: 'native sidecar in a LeaderWorkerSet is covered here',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: deepseek
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        initContainers:
          - name: log-shipper
            image: fluent/fluent-bit:3.1
            restartPolicy: Always
        containers:
          - name: sglang
            image: lmsysorg/sglang:v0.4.6
            resources:
              limits:
                nvidia.com/gpu: 8
                memory: 1Ti
`,
      lines: [12],
      messages: [/^Sidecar container "log-shipper" \(initContainers, restartPolicy: Always\) has no memory limit/],
    },
    {
      name: 'two helpers in a PyTorchJob, one result each',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: train
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
                  memory: 500Gi
            - name: tensorboard
              image: tensorflow/tensorflow:2.16.1
            - name: metrics
              image: prom/node-exporter:v1.8.2
              resources:
                requests:
                  memory: 64Mi
`,
      lines: [18, 22],
      messages: [/"tensorboard"/, /"metrics".*at least its 64Mi request/],
    },
    {
      name: 'AI image without a GPU, and a container whose GPU is switched off',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: cpu-inference
spec:
  containers:
    - name: vllm-cpu
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 0
    - name: cuda-tool
      image: nvidia/cuda:12.4.1-base-ubuntu22.04
      env:
        - name: NVIDIA_VISIBLE_DEVICES
          value: void
      resources:
        limits:
          nvidia.com/gpu: 1
`,
      lines: [10, 18],
    },
    {
      name: 'RayCluster head with a Ray ML image',
      yaml: `apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: ray
spec:
  headGroupSpec:
    rayStartParams: {}
    template:
      spec:
        containers:
          - name: ray-head
            image: rayproject/ray-ml:2.9.0
            resources:
              requests:
                cpu: "2"
`,
      lines: [13],
    },
  ],
});
