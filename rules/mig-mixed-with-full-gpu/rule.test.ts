import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

function linesOf(yaml: string, ...needles: string[]): number[] {
  const rows = yaml.split('\n');
  let from = 0;
  return needles.map((needle) => {
    const i = rows.findIndex((row, n) => n >= from && row.includes(needle));
    if (i === -1) throw new Error(`${needle} not in the YAML`);
    from = i + 1;
    return i + 1;
  });
}

const pod = (resources: string, { meta = '', env = '' } = {}) => `apiVersion: v1
kind: Pod
metadata:
  name: infer
${meta}spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
${env}      resources:
${resources.replace(/^/gm, '        ')}
`;

const both = pod('limits:\n  nvidia.com/mig-1g.10gb: 1\n  nvidia.com/gpu: 1');
const requestsOnly = pod('requests:\n  nvidia.com/gpu: 2\nlimits:\n  nvidia.com/mig-3g.40gb: 1');
const twoMig = pod('limits:\n  nvidia.com/gpu: "1"\n  nvidia.com/mig-1g.10gb: 1\n  nvidia.com/mig-2g.20gb: 1');
const pytorchJob = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          initContainers:
            - name: warmup
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits: {nvidia.com/gpu: 1, nvidia.com/mig-1g.10gb: 1}
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 1
`;
const leaderWorkerSet = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: "{{ .Values.gpus }}"
                nvidia.com/mig-3g.40gb: 1
`.replace('{{ .Values.gpus }}', '${GPUS}');

testRule(rule, {
  valid: [
    { name: 'whole GPUs only', yaml: pod('limits:\n  nvidia.com/gpu: 2') },
    { name: 'nvidia.com/gpu: 0 next to a MIG device', yaml: pod('limits:\n  nvidia.com/gpu: 0\n  nvidia.com/mig-1g.10gb: 1') },
    { name: 'a MIG device of 0 next to whole GPUs', yaml: pod('limits:\n  nvidia.com/gpu: 1\n  nvidia.com/mig-1g.10gb: "0"') },
    {
      name: 'the two kinds in different containers of one pod',
      yaml: `${pod('limits:\n  nvidia.com/gpu: 1')}`.replace(
        '  containers:\n',
        '  containers:\n    - name: small\n      image: ' +
          'vllm/vllm-openai:v0.9.0\n      resources: {limits: {nvidia.com/mig-1g.10gb: 1}}\n',
      ),
    },
    {
      name: 'a container that asks for no GPU by NVIDIA_VISIBLE_DEVICES=void',
      yaml: pod('limits:\n  nvidia.com/gpu: 1\n  ' + 'nvidia.com/mig-1g.10gb: 1', {
        env: '      env: [{name: NVIDIA_VISIBLE_DEVICES, value: void}]\n',
      }),
    },
    {
      name: 'GPU infrastructure pods',
      yaml: pod('limits:\n  nvidia.com/gpu: 1\n  nvidia.com/mig-1g.10gb: 1', { meta: '  namespace: gpu-operator\n' }),
    },
    { name: 'limits of the wrong type', yaml: pod('limits: [nvidia.com/gpu, nvidia.com/mig-1g.10gb]') },
    { name: 'a placeholder resource name', yaml: pod('limits:\n  nvidia.com/gpu: 1\n  nvidia.com/mig-${PROFILE}: 1') },
  ],
  invalid: [
    {
      name: 'both in limits, reported at nvidia.com/gpu',
      yaml: both,
      lines: linesOf(both, 'nvidia.com/gpu: 1'),
      messages: [/^Container "infer" requests nvidia\.com\/gpu: 1 together with nvidia\.com\/mig-1g\.10gb: 1: /],
    },
    { name: 'nvidia.com/gpu only in requests', yaml: requestsOnly, lines: linesOf(requestsOnly, 'nvidia.com/gpu: 2') },
    {
      name: 'two MIG devices next to a whole GPU: one finding',
      yaml: twoMig,
      lines: linesOf(twoMig, 'nvidia.com/gpu'),
      messages: [/nvidia\.com\/gpu: "1" together with nvidia\.com\/mig-1g\.10gb: 1, nvidia\.com\/mig-2g\.20gb: 1/],
    },
    {
      name: 'an init container of a PyTorchJob (flow mapping)',
      yaml: pytorchJob,
      lines: linesOf(pytorchJob, 'limits: {nvidia.com/gpu: 1'),
    },
    {
      name: 'a placeholder count in a LeaderWorkerSet still asks for GPUs',
      yaml: leaderWorkerSet,
      lines: linesOf(leaderWorkerSet, 'nvidia.com/gpu:'),
    },
  ],
});

describe('mig-mixed-with-full-gpu', () => {
  it('needs no node pools, and the MIG key is a related location', () => {
    const [f] = lintYaml(both, [rule]);
    expect(f?.related?.map((r) => [r.range?.start.line, r.message])).toEqual([
      [linesOf(both, 'mig-1g.10gb')[0], 'The MIG request nvidia.com/mig-1g.10gb.'],
    ]);
  });
  it('the ignore annotation suppresses it', () => {
    const found = lintYaml(
      pod('limits:\n  nvidia.com/gpu: 1\n  nvidia.com/mig-1g.10gb: 1', {
        meta: '  annotations: {ai-k8s-lint.io/ignore: ' + 'mig-mixed-with-full-gpu}\n',
      }),
      [rule],
    );
    expect(found.map((f) => f.suppressed?.source)).toEqual(['annotation']);
  });
});
