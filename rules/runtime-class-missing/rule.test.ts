import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const RUNC = { cluster: { defaultRuntime: 'runc' } };

// `spec:` is line 5; `extra` sits in the pod spec before `containers:` (line 6 without it).
const pod = (gpu = '          nvidia.com/gpu: 1\n', extra = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
${extra}  containers:
    - name: main
      image: vllm/vllm-openai:v0.9.0
      resources:
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
    { name: 'default config: the nvidia runtime is the default', yaml: pod() },
    { name: 'explicit defaultRuntime: nvidia', yaml: pod(), config: { cluster: { defaultRuntime: 'nvidia' } } },
    { name: 'runtimeClassName set', yaml: pod(undefined, '  runtimeClassName: nvidia\n'), config: RUNC },
    {
      name: 'runtimeClassName from a placeholder',
      yaml: pod(undefined, '  runtimeClassName: "{{ .Values.runtimeClassName }}"\n'),
      config: RUNC,
    },
    { name: 'no GPU', yaml: pod('          cpu: "1"\n'), config: RUNC },
    { name: 'zero GPUs', yaml: pod('          nvidia.com/gpu: 0\n'), config: RUNC },
    { name: 'AMD GPUs need no runtime class', yaml: pod('          amd.com/gpu: 1\n'), config: RUNC },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void asks for no GPU',
      yaml: `${pod()}      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n    ` + `      value: void\n`,
      config: RUNC,
    },
    {
      name: 'Argo Workflow sets it through podSpecPatch',
      yaml: `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  name: wf
spec:
  entrypoint: train
  podSpecPatch: |
    runtimeClassName: nvidia
  templates:
    - name: train
      container:
        image: nvcr.io/nvidia/pytorch:24.05-py3
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      config: RUNC,
    },
    {
      name: 'RayCluster: the CPU head needs none, the GPU workers set it',
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
          runtimeClassName: nvidia
          containers:
            - name: worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 1
`,
      config: RUNC,
    },
  ],
  invalid: [
    {
      name: 'GPU pod without runtimeClassName',
      yaml: pod(),
      config: RUNC,
      lines: [5],
      messages: [
        new RegExp(
          '^Container "main" requests nvidia\\.com\\/gpu but the pod sets no runtimeClassName, .* default runtime is runc ' +
            '\\(cluster\\.defaultRuntime\\), .* set runtimeClassName: nvidia\\.$',
        ),
      ],
    },
    {
      name: 'empty runtimeClassName counts as missing and is pointed at; the suggested name comes from cluster.runtimeClasses',
      yaml: pod('          nvidia.com/mig-1g.10gb: 1\n', '  runtimeClassName: ""\n'),
      config: { cluster: { defaultRuntime: 'runc', runtimeClasses: ['gvisor', 'nvidia-cdi'] } },
      lines: [6],
      messages: [/requests nvidia\.com\/mig-1g\.10gb .* set runtimeClassName: nvidia-cdi\./],
    },
    {
      name: 'DRA claim of a GPU DeviceClass',
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
      config: RUNC,
      lines: [17],
      messages: [/^Container "ctr" uses a GPU resource claim but the pod sets no runtimeClassName/],
    },
    {
      name: 'PyTorchJob: each GPU replica template is reported at its spec',
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
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
    Worker:
      replicas: 3
      template:
        spec:
          runtimeClassName: nvidia
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
`,
      config: RUNC,
      lines: [10],
    },
    {
      name: 'KServe InferenceService predictor: reported at predictor',
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
          nvidia.com/gpu: 1
`,
      config: RUNC,
      lines: [6],
    },
    {
      name: 'a custom GPU resource of settings.gpuResources',
      yaml: pod('          example.com/gpu: 1\n'),
      config: { ...RUNC, settings: { gpuResources: ['example.com/gpu'] } },
      lines: [5],
    },
  ],
});

describe('runtime-class-missing levels and suppression', () => {
  it('a level set in config applies to the finding', () => {
    const found = lintYaml(pod(), [rule], { config: { ...RUNC, rules: { 'runtime-class-missing': 'error' } } });
    expect(found.map((f) => [f.range.start.line, f.level])).toEqual([[5, 'error']]);
  });

  it('the ignore annotation suppresses it', () => {
    const yaml = pod().replace('  name: p\n', '  name: p\n  annotations:\n    ai-k8s-lint.io/ignore: runtime-class-missing\n');
    const found = lintYaml(yaml, [rule], { config: RUNC });
    expect(found.map((f) => [f.range.start.line, f.suppressed?.source])).toEqual([[7, 'annotation']]);
  });

  it('the related location is the GPU request', () => {
    const [f] = lintYaml(pod(), [rule], { config: RUNC });
    expect(f?.related?.map((r) => [r.range?.start.line, r.message])).toEqual([[11, 'The GPU request.']]);
  });
});
