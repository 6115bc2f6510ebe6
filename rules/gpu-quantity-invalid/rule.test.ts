import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const pod = (limits: string, requests = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: c
      image: busybox
      resources:
        limits:
${limits}
${requests}`;

testRule(rule, {
  valid: [
    pod('          nvidia.com/gpu: 2'),
    pod('          nvidia.com/gpu: 0'),
    pod('          nvidia.com/gpu: "{{ .Values.gpus }}"'),
    pod('          nvidia.com/mig-1g.10gb: 1'),
    pod('          memory: 500m'),
  ],
  invalid: [
    { name: 'millis', yaml: pod('          nvidia.com/gpu: 500m'), lines: [11], messages: [/0\.5 devices/] },
    { name: 'negative amd', yaml: pod('          amd.com/gpu: -1'), lines: [11] },
    { name: 'size suffix', yaml: pod('          nvidia.com/mig-1g.10gb: 1Gi'), lines: [11] },
    { name: 'not a quantity', yaml: pod('          nvidia.com/gpu: two'), lines: [11] },
    {
      name: 'requests too',
      yaml: pod('          nvidia.com/gpu: 1.5', '        requests:\n          nvidia.com/gpu: 1.5'),
      lines: [11, 13],
    },
    {
      name: 'configured GPU resource',
      yaml: pod('          example.com/gpu: 0.25'),
      lines: [11],
      config: { settings: { gpuResources: ['example.com/gpu'] } },
    },
    {
      name: 'inside a PyTorchJob',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: train
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 0.5
`,
      lines: [16],
    },
  ],
});
