import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
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

const pod = (limits: string, { meta = '', spec = '' } = {}) => `apiVersion: v1
kind: Pod
metadata:
  name: infer
${meta}spec:
${spec}  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
${limits.replace(/^/gm, '          ')}
`;

const pools = (...list: unknown[]) => ({ nodePools: list as never[] });
const A100_SINGLE = {
  name: 'a100-1g',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB-MIG-1g.10gb', 'nvidia.com/mig.strategy': 'single', pool: 'a100-1g' },
};
const GKE_MIG = {
  name: 'gke-a100-3g',
  labels: { 'cloud.google.com/gke-accelerator': 'nvidia-a100-80gb', 'cloud.google.com/gke-gpu-partition-size': '3g.40gb', pool: 'gke' },
};
const SINGLE_MIG_OFF = {
  name: 'a100-single-off',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', pool: 'off' },
  gpu: { migStrategy: 'single' },
};
const H100 = { name: 'h100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', pool: 'h100' }, gpu: { count: 8 } };

const sameProfile = pod('nvidia.com/mig-1g.10gb: 3');
const twoProfiles = pod('nvidia.com/mig-1g.10gb: 1\nnvidia.com/mig-2g.20gb: 1');
const wholeTwo = pod('nvidia.com/gpu: 2');
const rayCluster = `apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: serve
spec:
  headGroupSpec:
    template:
      spec:
        containers:
          - name: head
            image: rayproject/ray-ml:2.9.0-gpu
  workerGroupSpecs:
    - groupName: mig
      template:
        spec:
          containers:
            - name: worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/mig-1g.10gb: 1
                  nvidia.com/mig-1g.20gb: "1"
`;
const pytorchJob = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      template:
        spec:
          nodeSelector: {pool: a100-1g}
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 4
`;

testRule(rule, {
  valid: [
    { name: 'one MIG device', yaml: pod('nvidia.com/mig-3g.40gb: 1') },
    {
      name: 'MIG devices in different containers',
      yaml: pod('nvidia.com/mig-1g.10gb: 1').replace(
        '  containers:\n',
        '  containers:\n    - name: side\n      image: vllm/vllm-openai:v0.9.0\n      resources: {limits: ' +
          '{nvidia.com/mig-1g.10gb: 1}}\n',
      ),
    },
    { name: 'a placeholder count', yaml: pod('nvidia.com/mig-1g.10gb: ${COUNT}') },
    { name: 'a count of 0 next to one device', yaml: pod('nvidia.com/mig-1g.10gb: 1\nnvidia.com/mig-2g.20gb: 0') },
    { name: 'a count that is not a quantity', yaml: pod('nvidia.com/mig-1g.10gb: two') },
    { name: 'several whole GPUs without pools', yaml: wholeTwo },
    { name: 'several whole GPUs on a pool without MIG', yaml: wholeTwo, config: pools(H100) },
    { name: 'a single-strategy pool not known to have MIG enabled', yaml: wholeTwo, config: pools(SINGLE_MIG_OFF) },
    { name: 'one MIG pool and one whole-GPU pool are candidates', yaml: wholeTwo, config: pools(A100_SINGLE, H100) },
    { name: 'one nvidia.com/gpu on a single-strategy MIG pool', yaml: pod('nvidia.com/gpu: 1'), config: pools(A100_SINGLE) },
    { name: 'GPU infrastructure', yaml: pod('nvidia.com/mig-1g.10gb: 2', { meta: '  namespace: gpu-operator\n' }) },
  ],
  invalid: [
    {
      name: 'three devices of one profile',
      yaml: sameProfile,
      lines: linesOf(sameProfile, 'mig-1g.10gb'),
      messages: [/^Container "infer" requests 3 MIG devices \(nvidia\.com\/mig-1g\.10gb: 3\)/],
    },
    {
      name: 'two profiles: reported at the second key',
      yaml: twoProfiles,
      lines: linesOf(twoProfiles, 'mig-2g.20gb'),
      messages: [/2 MIG devices \(nvidia\.com\/mig-1g\.10gb: 1, nvidia\.com\/mig-2g\.20gb: 1\)/],
    },
    { name: 'a RayCluster worker group', yaml: rayCluster, lines: linesOf(rayCluster, 'mig-1g.20gb') },
    {
      name: 'nvidia.com/gpu: 2 on a single-strategy MIG pool from config',
      yaml: wholeTwo,
      config: pools(A100_SINGLE),
      lines: [11],
      messages: [
        new RegExp(
          'nvidia\\.com\\/gpu: 2 in container "infer" means 2 MIG devices on every pool it can land on \\(a100-1g: MIG strategy ' +
            'single, each nvidia\\.com\\/gpu is one 1g\\.10gb MIG device',
        ),
      ],
    },
    {
      name: 'GKE partitions',
      yaml: wholeTwo,
      config: pools(GKE_MIG),
      lines: [11],
      messages: [/one 3g\.40gb MIG device \(cloud\.google\.com\/gke-gpu-partition-size\)/],
    },
    {
      name: 'a PyTorchJob pinned to the MIG pool',
      yaml: pytorchJob,
      config: pools(A100_SINGLE, H100),
      lines: linesOf(pytorchJob, 'nvidia.com/gpu: 4'),
    },
  ],
});

describe('mig-multiple-devices with Node objects, a --node-pools file and suppressions', () => {
  const nodes = `apiVersion: v1
kind: Node
metadata:
  name: a100-mig-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/mig.strategy: single
    nvidia.com/mig.config: all-3g.40gb
---
`;
  it('pools from Node objects in the input', () => {
    const yaml = `${nodes}${wholeTwo}`;
    expect(lintYaml(yaml, [rule]).map((f) => [f.range.start.line, f.message.includes('nvidia.com/mig.config=all-3g.40gb')])).toEqual([
      [linesOf(yaml, 'nvidia.com/gpu: 2')[0], true],
    ]);
  });
  it('pools from a --node-pools file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [[A100_SINGLE]] });
    linter.lintText('a.yaml', wholeTwo);
    linter.finish();
    expect(linter.findings.map((f) => f.range.start.line)).toEqual([11]);
  });
  it('suppressed by annotation, both for pod-decidable and pool findings', () => {
    const meta = '  annotations:\n    ai-k8s-lint.io/ignore: mig-multiple-devices\n';
    expect(lintYaml(pod('nvidia.com/mig-1g.10gb: 2', { meta }), [rule]).map((f) => f.suppressed?.source)).toEqual(['annotation']);
    expect(lintYaml(pod('nvidia.com/gpu: 2', { meta }), [rule], { config: pools(A100_SINGLE) }).map((f) => f.suppressed?.source)).toEqual([
      'annotation',
    ]);
  });
});
