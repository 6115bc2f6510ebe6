import rule from './rule.js';
import { describe, expect, it } from 'vitest';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// The env block starts on line 9, so the first variable's `value:` is line 11 and the second's line 13.
const pod = (vars: [string, string][], gpus = '          nvidia.com/gpu: 1') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      env:
${vars.map(([name, value]) => `        - name: ${name}\n          value: ${value}`).join('\n')}
      resources:
        limits:
${gpus}
`;

testRule(rule, {
  valid: [
    { name: 'no GPU request: gpu-resource-missing covers it', yaml: pod([['NVIDIA_VISIBLE_DEVICES', 'all']], '          memory: 16Gi') },
    { name: 'nvidia.com/gpu: 0 means no GPU', yaml: pod([['NVIDIA_VISIBLE_DEVICES', 'all']], '          nvidia.com/gpu: 0') },
    {
      name: 'GPU count from a placeholder',
      yaml: pod([['NVIDIA_VISIBLE_DEVICES', 'all']], '          nvidia.com/gpu: "{{ .Values.gpus }}"'),
    },
    { name: 'visible devices from a placeholder', yaml: pod([['NVIDIA_VISIBLE_DEVICES', '"${GPU_IDS}"']]) },
    { name: 'void is not an override of this kind', yaml: pod([['NVIDIA_VISIBLE_DEVICES', 'void']]) },
    { name: 'other NVIDIA variables', yaml: pod([['NVIDIA_DRIVER_CAPABILITIES', 'all']]) },
    { name: 'a value we do not understand', yaml: pod([['NVIDIA_VISIBLE_DEVICES', 'nvidia.com/gpu=all']]) },
    { name: 'CUDA index inside the allocation', yaml: pod([['CUDA_VISIBLE_DEVICES', '"0"']]) },
    {
      name: 'CUDA indexes inside a MIG + GPU allocation',
      yaml: pod([['CUDA_VISIBLE_DEVICES', '"1,0"']], '          nvidia.com/gpu: 1\n  ' + '        nvidia.com/mig-1g.10gb: 1'),
    },
    {
      name: 'DRA pod: no device plugin allocation',
      yaml: `apiVersion: v1
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
      env:
        - name: NVIDIA_VISIBLE_DEVICES
          value: all
      resources:
        claims:
          - name: gpu
`,
    },
  ],
  invalid: [
    {
      name: 'explicit device IDs',
      yaml: pod([['NVIDIA_VISIBLE_DEVICES', '"0,1"']], '          nvidia.com/gpu: 2'),
      lines: [11],
      messages: [/"trainer" is allocated nvidia\.com\/gpu: 2 .* NVIDIA_VISIBLE_DEVICES=0,1.* GPUs 0, 1 of the node/],
    },
    {
      name: 'a MIG device pinned by UUID',
      yaml: pod([['NVIDIA_VISIBLE_DEVICES', 'MIG-0d5b4d6e-7e8f-5a1b-9c2d-3e4f5a6b7c8d']], '          nvidia.com/mig-1g.10gb: 1'),
      lines: [11],
      messages: [/nvidia\.com\/mig-1g\.10gb: 1/],
    },
    {
      name: 'CUDA_VISIBLE_DEVICES=all',
      yaml: pod([['CUDA_VISIBLE_DEVICES', 'all']]),
      lines: [11],
      messages: [/CUDA does not understand "all"/],
    },
    {
      name: 'CUDA GPU UUID',
      yaml: pod([['CUDA_VISIBLE_DEVICES', 'GPU-8a2c1f3e-1b2c-4d5e-9f00-112233445566']]),
      lines: [11],
      messages: [/by UUID/],
    },
    {
      name: 'both variables: one finding each',
      yaml: pod(
        [
          ['NVIDIA_VISIBLE_DEVICES', 'all'],
          ['CUDA_VISIBLE_DEVICES', '"0,1,2,3"'],
        ],
        '          nvidia.com/gpu: 2',
      ),
      lines: [11, 13],
      messages: [
        /NVIDIA_VISIBLE_DEVICES=all/,
        new RegExp(
          '^Container "trainer" is allocated nvidia\\.com/gpu: 2 but sets CUDA_VISIBLE_DEVICES=0,1,2,3, which names 4 devices: ' +
            'CUDA numbers the allocated GPUs from 0 and ignores index 2 and every entry after it, so the process sees its 2 GPUs, ' +
            'not 4; list indexes from 0 to 1, or remove the variable\\.$',
        ),
      ],
    },
    {
      name: 'an index beyond the allocation in the middle: fewer GPUs than allocated',
      yaml: pod([['CUDA_VISIBLE_DEVICES', '"0,2,1"']], '          nvidia.com/gpu: 2'),
      lines: [11],
      messages: [/CUDA_VISIBLE_DEVICES=0,2,1, which names 3 devices: .* ignores index 2 .*, so the process sees only 1 of its 2 GPUs; /],
    },
    {
      name: 'init container and second app container of a PyTorchJob',
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
          initContainers:
            - name: nccl-test
              image: nvcr.io/nvidia/pytorch:24.05-py3
              env:
                - name: NVIDIA_VISIBLE_DEVICES
                  value: all
              resources:
                limits:
                  nvidia.com/gpu: 8
          containers:
            - name: logger
              image: busybox:1.36
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              env:
                - name: NVIDIA_VISIBLE_DEVICES
                  value: "0,1,2,3,4,5,6,7"
              resources:
                limits:
                  nvidia.com/gpu: 8
`,
      lines: [16, 27],
      messages: [/"nccl-test"/, /"pytorch"/],
    },
    {
      name: 'Deployment with a single GPU and CUDA index 1',
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
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          env:
            - name: CUDA_VISIBLE_DEVICES
              value: "1"
          resources:
            limits:
              nvidia.com/gpu: 1
`,
      lines: [19],
      messages: [/its 1 GPU is numbered from 0.*or use index 0/],
    },
  ],
});

describe('gpu-visible-devices-override levels', () => {
  const levels = (vars: [string, string][], gpus?: string) => lintYaml(pod(vars, gpus), [rule]).map((f) => f.level);

  it('NVIDIA_VISIBLE_DEVICES all or ids is an error: it escapes the allocation', () => {
    expect(levels([['NVIDIA_VISIBLE_DEVICES', 'all']])).toEqual(['error']);
    expect(levels([['NVIDIA_VISIBLE_DEVICES', '"0,1"']])).toEqual(['error']);
  });

  it('CUDA_VISIBLE_DEVICES naming more indices than allocated is a warning: CUDA still sees the allocated GPUs', () => {
    expect(levels([['CUDA_VISIBLE_DEVICES', '"0,1,2,3"']], '          nvidia.com/gpu: 2')).toEqual(['warning']);
    expect(levels([['CUDA_VISIBLE_DEVICES', '"0,2,1"']], '          nvidia.com/gpu: 2')).toEqual(['warning']);
  });

  it('CUDA_VISIBLE_DEVICES that leaves the process no GPU stays an error', () => {
    expect(levels([['CUDA_VISIBLE_DEVICES', '"2,3"']], '          nvidia.com/gpu: 2')).toEqual(['error']);
    expect(levels([['CUDA_VISIBLE_DEVICES', 'all']])).toEqual(['error']);
  });
});
