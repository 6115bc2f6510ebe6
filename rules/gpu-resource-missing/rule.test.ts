import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `image:` is line 8; an `extra` block starts on line 9.
const pod = (image: string, extra = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: main
      image: ${image}
${extra}`;

const env = (name: string, value: string) => `      env:\n        - name: ${name}\n          value: ${value}\n`;

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
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void opts out',
      yaml: pod('nvcr.io/nvidia/cuda:12.4.1-runtime-ubuntu22.04', env('NVIDIA_VISIBLE_DEVICES', 'void')),
    },
    { name: 'NVIDIA_VISIBLE_DEVICES empty opts out', yaml: pod('vllm/vllm-openai:v0.9.0', env('NVIDIA_VISIBLE_DEVICES', '""')) },
    { name: 'CUDA_VISIBLE_DEVICES=-1 opts out', yaml: pod('nvcr.io/nvidia/pytorch:24.05-py3', env('CUDA_VISIBLE_DEVICES', '"-1"')) },
    {
      name: 'visible devices from a placeholder are unknown',
      yaml: pod('nvcr.io/nvidia/pytorch:24.05-py3', env('NVIDIA_VISIBLE_DEVICES', '"$(GPU_IDS)"')),
    },
    {
      name: 'visible devices from valueFrom are unknown',
      yaml: pod(
        'nvcr.io/nvidia/pytorch:24.05-py3',
        '      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n          valueFrom:\n          ' +
          '  configMapKeyRef:\n              name: gpus\n              key: visible\n',
      ),
    },
    {
      name: 'GPU count from a placeholder',
      yaml: pod('vllm/vllm-openai:v0.9.0', '      resources:\n        limits:\n          ' + 'nvidia.com/gpu: "{{ .Values.gpus }}"\n'),
    },
    {
      name: 'a MIG device counts as a GPU',
      yaml: pod('vllm/vllm-openai:v0.9.0', '      resources:\n        limits:\n          ' + 'nvidia.com/mig-3g.40gb: 1\n'),
    },
    { name: 'CPU tag of a CPU/GPU image family', yaml: pod('pytorch/torchserve:0.11.0-cpu') },
    { name: 'an AI image that does not need a GPU', yaml: pod('ghcr.io/huggingface/text-embeddings-inference:cpu-1.5') },
    {
      name: 'DRA pod gets its GPU from a resource claim',
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
      resources:
        claims:
          - name: gpu
`,
    },
    {
      name: 'GPU infrastructure is not a workload',
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
          env:
            - name: NVIDIA_VISIBLE_DEVICES
              value: all
`,
    },
    {
      name: 'a RayCluster head runs the GPU image of its workers without a GPU',
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
            image: rayproject/ray-ml:2.9.0-gpu
  workerGroupSpecs:
    - groupName: gpu
      template:
        spec:
          containers:
            - name: worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 1
`,
    },
    {
      name: "an MPIJob launcher shares the workers' image",
      yaml: `apiVersion: kubeflow.org/v2beta1
kind: MPIJob
metadata:
  name: nccl-tests
spec:
  mpiReplicaSpecs:
    Launcher:
      replicas: 1
      template:
        spec:
          containers:
            - name: launcher
              image: nvcr.io/nvidia/pytorch:24.05-py3
              command: ["mpirun", "-np", "16", "all_reduce_perf"]
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: worker
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
`,
    },
    {
      name: 'the Triton SDK image is a client that needs no GPU',
      yaml: pod('nvcr.io/nvidia/tritonserver:24.05-py3-sdk', '      command: ["perf_analyzer", "-m", "llama", "-u", "triton:8001"]\n'),
    },
    {
      name: 'a CUDA image parked with sleep infinity',
      yaml: pod('nvcr.io/nvidia/cuda:12.4.1-runtime-ubuntu22.04', '      command: ["sleep", "infinity"]\n'),
    },
    {
      name: 'a vLLM image in a sleep loop',
      yaml: pod('vllm/vllm-openai:v0.9.0', '      command: ["sh", "-c", "while true; do sleep 3600; done"]\n'),
    },
    {
      name: "a TrainJob's runtime sets the resources of its pods from the TrainJob",
      yaml: `apiVersion: trainer.kubeflow.org/v1alpha1
kind: TrainingRuntime
metadata:
  name: torch
spec:
  template:
    spec:
      replicatedJobs:
        - name: node
          template:
            spec:
              template:
                spec:
                  containers:
                    - name: node
                      image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
`,
    },
    {
      name: 'a TrainJob trainer that asks for no GPU: its runtime may give it some',
      yaml: `apiVersion: trainer.kubeflow.org/v1alpha1
kind: TrainJob
metadata:
  name: fine-tune
spec:
  runtimeRef:
    name: torch-distributed
  trainer:
    image: nvcr.io/nvidia/pytorch:24.05-py3
    resourcesPerNode:
      limits:
        cpu: 8
`,
    },
  ],
  invalid: [
    {
      name: 'a ROCm PyTorch image from a registry mirror',
      yaml: pod('registry.example.com/rocm/pytorch:latest'),
      positions: ['8:7-8:54'],
      messages: [/ROCm image registry\.example\.com\/rocm\/pytorch:latest .* add resources\.limits amd\.com\/gpu: 1/],
    },
    {
      name: 'explicit zero GPUs for a CUDA image',
      yaml: pod('nvcr.io/nvidia/cuda:12.4.1-runtime-ubuntu22.04', '      resources:\n        limits:\n          nvidia.com/gpu: 0\n'),
      lines: [8],
      messages: [
        new RegExp(
          '"main" runs the GPU image nvcr\\.io\\/nvidia\\/cuda:12\\.4\\.1-runtime-ubuntu22\\.04 but sets nvidia\\.com\\/gpu: ' +
            '0.*NVIDIA_VISIBLE_DEVICES=void',
        ),
      ],
    },
    {
      name: 'ROCm image without amd.com/gpu',
      yaml: pod('rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4'),
      lines: [8],
      messages: [/ROCm image .* add resources\.limits amd\.com\/gpu: 1/],
    },
    {
      name: 'CUDA_VISIBLE_DEVICES without a GPU request',
      yaml: pod('nvcr.io/nvidia/pytorch:24.05-py3', env('CUDA_VISIBLE_DEVICES', '"0"')),
      lines: [11],
      messages: [/sets CUDA_VISIBLE_DEVICES=0 but requests no GPU resource/],
    },
    {
      name: 'a GPU container and a CUDA sidecar without one',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
    - name: metrics
      image: nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04
`,
      lines: [13],
      messages: [/"metrics"/],
    },
    {
      name: 'native sidecar and an init container that sets NVIDIA_VISIBLE_DEVICES',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  initContainers:
    - name: compile-engine
      image: busybox:1.36
      env:
        - name: NVIDIA_VISIBLE_DEVICES
          value: all
    - name: tokenizer
      image: vllm/vllm-openai:v0.9.0
      restartPolicy: Always
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`,
      lines: [11, 13],
      messages: [/"compile-engine" sets NVIDIA_VISIBLE_DEVICES=all .* every GPU of the node/, /"tokenizer" runs the GPU image/],
    },
    {
      name: 'device IDs in a PyTorchJob worker, one finding for env and image',
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
              env:
                - name: NVIDIA_VISIBLE_DEVICES
                  value: "0,1"
`,
      lines: [16],
      messages: [/NVIDIA_VISIBLE_DEVICES=0,1 .* GPUs 0,1 of the node/],
    },
    {
      name: 'TFJob: the parameter server is silent, the worker is not',
      yaml: `apiVersion: kubeflow.org/v1
kind: TFJob
metadata:
  name: mnist
spec:
  tfReplicaSpecs:
    PS:
      replicas: 1
      template:
        spec:
          containers:
            - name: tensorflow
              image: tensorflow/tensorflow:2.16.1-gpu
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: tensorflow
              image: tensorflow/tensorflow:2.16.1-gpu
`,
      lines: [20],
    },
    {
      name: 'GPU tag of a Ray image in a worker group',
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
`,
      lines: [18],
    },
  ],
});
