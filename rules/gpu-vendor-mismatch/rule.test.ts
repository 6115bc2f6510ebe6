import rule from './rule.js';
import { describe, expect, it } from 'vitest';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// The GPU key is on line 11 (first container); `extra` starts on line 12.
const pod = (image: string, resource: string, value = '1', extra = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: main
      image: ${image}
      resources:
        limits:
          ${resource}: ${value}
${extra}`;

testRule(rule, {
  valid: [
    { name: 'CUDA image with an NVIDIA GPU', yaml: pod('vllm/vllm-openai:v0.9.0', 'nvidia.com/gpu') },
    { name: 'CUDA image with a MIG device', yaml: pod('nvcr.io/nvidia/pytorch:24.05-py3', 'nvidia.com/mig-3g.40gb') },
    { name: 'ROCm vLLM with an AMD GPU', yaml: pod('rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521', 'amd.com/gpu', '8') },
    { name: 'ROCm build of TGI with an AMD GPU', yaml: pod('ghcr.io/huggingface/text-generation-inference:3.0.1-rocm', 'amd.com/gpu') },
    { name: 'CPU tag of a CPU/GPU family is not a CUDA image', yaml: pod('rayproject/ray:2.9.0', 'amd.com/gpu') },
    { name: 'PyTorch image without a tag is not known to be a CUDA build', yaml: pod('pytorch/pytorch', 'amd.com/gpu') },
    { name: 'an image that says nothing about its stack', yaml: pod('registry.example.com/team/trainer:1.0', 'amd.com/gpu') },
    { name: 'zero AMD GPUs for a CUDA image', yaml: pod('vllm/vllm-openai:v0.9.0', 'amd.com/gpu', '0') },
    {
      name: 'placeholder quantity',
      yaml: pod('rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4', 'nvidia.com/gpu', '"{{ .Values.gpus }}"'),
    },
    { name: 'placeholder image tag', yaml: pod('ghcr.io/huggingface/text-generation-inference:{{ .Values.tag }}', 'amd.com/gpu') },
    {
      name: 'a custom GPU resource has no vendor',
      yaml: pod('rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4', 'example.com/gpu'),
      config: { settings: { gpuResources: ['example.com/gpu'] } },
    },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void asks for no NVIDIA GPU',
      yaml: pod(
        'rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4',
        'nvidia.com/gpu',
        '1',
        '      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n          value: void\n',
      ),
    },
    {
      name: 'an Intel XPU build of TGI is neither CUDA nor ROCm',
      yaml: pod('ghcr.io/huggingface/text-generation-inference:3.0.1-intel-xpu', 'amd.com/gpu'),
    },
    {
      name: 'two pods of different vendors in one file',
      yaml: `${pod('vllm/vllm-openai:v0.9.0', 'nvidia.com/gpu')}---\n${pod('rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521', 'amd.com/gpu')}`,
    },
  ],
  invalid: [
    {
      name: 'CUDA image requests an AMD GPU',
      yaml: pod('vllm/vllm-openai:v0.9.0', 'amd.com/gpu'),
      lines: [11],
      messages: [
        new RegExp(
          'Container "main" runs the CUDA image vllm\\/vllm-openai:v0\\.9\\.0 but requests amd\\.com\\/gpu: 1, .* request ' +
            'nvidia\\.com\\/gpu instead, or use the ROCm build',
        ),
      ],
    },
    {
      name: 'GPU tag of a Ray image requests an AMD GPU',
      yaml: pod('rayproject/ray-ml:2.9.0-gpu', 'amd.com/gpu', '"2"'),
      lines: [11],
      messages: [/CUDA image rayproject\/ray-ml:2\.9\.0-gpu but requests amd\.com\/gpu: "2"/],
    },
    {
      name: 'ROCm build of TGI requests a MIG device',
      yaml: pod('ghcr.io/huggingface/text-generation-inference:3.0.1-rocm', 'nvidia.com/mig-1g.10gb'),
      lines: [11],
      messages: [/ROCm image .* requests nvidia\.com\/mig-1g\.10gb: 1, .* request amd\.com\/gpu instead, or use the CUDA build/],
    },
    {
      name: 'request-only GPU key is reported where it is',
      yaml: pod('rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4', 'cpu', '"4"', '        requests:\n          nvidia.com/gpu: 1\n'),
      lines: [13],
    },
    {
      name: 'one container asks for both vendors: the image decides which key is wrong, reported once',
      yaml: pod('nvcr.io/nvidia/pytorch:24.05-py3', 'nvidia.com/gpu', '1', '          amd.com/gpu: 1\n'),
      lines: [12],
      messages: [/runs the CUDA image .* requests amd\.com\/gpu: 1/],
    },
    {
      name: 'PyTorchJob: ROCm master and CUDA worker, each key wrong for its image and the pair of vendors',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          containers:
            - name: pytorch
              image: rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4
              resources:
                limits:
                  amd.com/gpu: 1
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: pytorch
              image: pytorch/pytorch:2.4.0-cuda12.1-cudnn9-runtime
              resources:
                limits:
                  amd.com/gpu: 1
`,
      lines: [26],
      messages: [/CUDA image pytorch\/pytorch:2\.4\.0-cuda12\.1-cudnn9-runtime but requests amd\.com\/gpu/],
    },
    {
      name: 'RayCluster worker with both vendors across containers',
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
                  nvidia.com/gpu: 1
            - name: rocm-sidecar
              image: busybox:1.36
              resources:
                limits:
                  amd.com/gpu: 1
`,
      lines: [26],
      messages: [/This pod requests both nvidia\.com\/gpu \(container "worker"\) and amd\.com\/gpu \(container "rocm-sidecar"\)/],
    },
    {
      name: 'an init container and the main container use different vendors',
      yaml: `apiVersion: batch/v1
kind: Job
metadata:
  name: convert
spec:
  template:
    spec:
      restartPolicy: Never
      initContainers:
        - name: convert
          image: registry.example.com/convert:1.0
          resources:
            limits:
              amd.com/gpu: 1
      containers:
        - name: train
          image: registry.example.com/train:1.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,
      lines: [14],
      messages: [/both nvidia\.com\/gpu \(container "train"\) and amd\.com\/gpu \(container "convert"\)/],
    },
    {
      name: 'KServe InferenceService: CUDA serving image with an AMD GPU',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llm
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      image: ghcr.io/huggingface/text-generation-inference:3.0.1
      resources:
        limits:
          amd.com/gpu: 1
`,
      lines: [13],
    },
  ],
});

describe('gpu-vendor-mismatch suppression', () => {
  it('the ignore annotation marks the finding suppressed, with its reason', () => {
    const found = lintYaml(
      `apiVersion: v1
kind: Pod
metadata:
  name: p
  annotations:
    ai-k8s-lint.io/ignore: gpu-vendor-mismatch
    ai-k8s-lint.io/ignore-reason: mixed-vendor test node
spec:
  containers:
    - name: main
      image: rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4
      resources:
        limits:
          nvidia.com/gpu: 1
`,
      [rule],
    );
    expect(found.map((f) => [f.range.start.line, f.suppressed?.source, f.suppressed?.justification])).toEqual([
      [14, 'annotation', 'mixed-vendor test node'],
    ]);
  });
});
