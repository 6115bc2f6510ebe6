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
      image: nvcr.io/nvidia/tritonserver:24.05-py3
      resources:
        limits:
${limits.replace(/^/gm, '          ')}
`;

const pools = (...list: unknown[]) => ({ nodePools: list as never[] });
const A100_SINGLE = {
  name: 'a100-single',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB-MIG-1g.10gb', pool: 'a100-single' },
  gpu: { migStrategy: 'single', count: 56 },
};
const A100_MIXED = {
  name: 'a100-mixed',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', 'nvidia.com/mig.strategy': 'mixed', pool: 'a100-mixed' },
  gpu: { count: 8, migDevices: { '1g.10gb': 7 } },
};
const A100_ALL_MIG = {
  name: 'a100-all-mig',
  labels: {
    'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB',
    'nvidia.com/mig.strategy': 'mixed',
    'nvidia.com/mig.config': 'all-1g.10gb',
    pool: 'a100-all-mig',
  },
};
const A100_UNKNOWN = { name: 'a100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', pool: 'a100' } };
const T4 = { name: 't4', labels: { 'nvidia.com/gpu.product': 'Tesla-T4', pool: 't4' }, gpu: { count: 1 } };
const L4 = { name: 'l4', labels: { 'cloud.google.com/gke-accelerator': 'nvidia-l4', pool: 'l4' } };
const GKE_MIG = {
  name: 'gke-a100-1g',
  labels: {
    'cloud.google.com/gke-accelerator': 'nvidia-a100-80gb',
    'cloud.google.com/gke-gpu-partition-size': '1g.10gb',
    'cloud.google.com/gke-nodepool': 'gke-a100-1g',
  },
  taints: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }],
};

const mig = pod('nvidia.com/mig-1g.10gb: 1');
const whole = pod('nvidia.com/gpu: 1');
const partitionedNodes = `apiVersion: v1
kind: NodeList
items:
  - apiVersion: v1
    kind: Node
    metadata:
      name: a100-mig-1
      labels:
        nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
        nvidia.com/mig.strategy: mixed
    status:
      allocatable:
        nvidia.com/gpu: "0"
        nvidia.com/mig-3g.40gb: "4"
---
${whole}`;
const gke = pod('nvidia.com/mig-1g.10gb: 1', { spec: '  tolerations: [{key: nvidia.com/gpu, operator: Exists}]\n' });
const pytorchJob = `apiVersion: kubeflow.org/v1
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
                  nvidia.com/mig-3g.40gb: 1
`;
const leaderWorkerSet = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        nodeSelector: {pool: a100-single}
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/mig-1g.10gb: 1
`;

testRule(rule, {
  valid: [
    { name: 'no pools declared', yaml: mig },
    { name: 'MIG devices on a mixed-strategy pool', yaml: mig, config: pools(A100_MIXED) },
    { name: 'one candidate pool is mixed', yaml: mig, config: pools(A100_SINGLE, A100_MIXED) },
    { name: 'a pool whose strategy is not known', yaml: mig, config: pools(A100_SINGLE, A100_UNKNOWN) },
    { name: 'a whole GPU on a mixed pool that is not known to be fully partitioned', yaml: whole, config: pools(A100_MIXED) },
    { name: 'a whole GPU when a pool without MIG is a candidate too', yaml: whole, config: pools(A100_ALL_MIG, T4) },
    { name: 'nvidia.com/gpu on single-strategy and non-MIG pools', yaml: whole, config: pools(A100_SINGLE, T4) },
    { name: 'a quantity of 0', yaml: pod('nvidia.com/mig-1g.10gb: 0'), config: pools(T4) },
    {
      name: 'GPU infrastructure',
      yaml: pod('nvidia.com/mig-1g.10gb: 1', { meta: '  namespace: nvidia-gpu-operator\n' }),
      config: pools(T4),
    },
    {
      name: 'a template in the node affinity',
      yaml: pod('nvidia.com/mig-1g.10gb: 1', {
        spec:
          '  affinity:\n    nodeAffinity:\n      ' +
          'requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n          - matchExpressions: [{key: ' +
          'pool, operator: ' +
          'In, values: ["{{ .Values.pool }}"]}]\n',
      }).replace('{{ .Values.pool }}', '${POOL}'),
      config: pools(T4),
    },
    {
      name: 'no candidate pool',
      yaml: pod('nvidia.com/mig-1g.10gb: 1', { spec: '  nodeSelector: {pool: h200}\n' }),
      config: pools(T4, A100_SINGLE),
    },
    { name: 'the tainted GKE pool is no candidate without a toleration', yaml: mig, config: pools(GKE_MIG, A100_MIXED) },
  ],
  invalid: [
    {
      name: 'single strategy from config',
      yaml: mig,
      config: pools(A100_SINGLE),
      lines: [11],
      messages: [
        new RegExp(
          'a100-single \\(MIG strategy single, from config gpu\\.migStrategy: its MIG devices are advertised as ' +
            'nvidia\\.com\\/gpu\\); the pod stays Pending\\. On single-strategy pools request nvidia\\.com\\/gpu',
        ),
      ],
    },
    {
      name: 'GPUs without MIG',
      yaml: mig,
      config: pools(T4, L4),
      lines: [11],
      messages: [/t4 \(T4 does not support MIG\), l4 \(L4 does not support MIG\); the pod stays Pending\. Target a pool/],
    },
    {
      name: 'GKE partitions use the single strategy',
      yaml: gke,
      config: pools(GKE_MIG),
      lines: [12],
      messages: [/gke-a100-1g \(MIG strategy single, from cloud\.google\.com\/gke-gpu-partition-size/],
    },
    {
      name: 'MIG switched off by the GPU Operator',
      yaml: mig,
      config: pools({ ...A100_UNKNOWN, labels: { ...A100_UNKNOWN.labels, 'nvidia.com/mig.config': 'all-disabled' } }),
      lines: [11],
      messages: [/all-disabled/],
    },
    {
      name: 'a whole GPU where mig.config partitions every GPU',
      yaml: whole,
      config: pools(A100_ALL_MIG),
      lines: [11],
      messages: [
        new RegExp(
          'a100-all-mig \\(nvidia\\.com\\/mig\\.config=all-1g\\.10gb partitions every GPU\\); under the mixed strategy ' +
            'nvidia\\.com\\/gpu counts only GPUs without MIG',
        ),
      ],
    },
    {
      name: 'a whole GPU where gpu.count is 0',
      yaml: whole,
      config: pools({ ...A100_MIXED, gpu: { count: 0, migDevices: { '3g.40gb': 2 } } }),
      lines: [11],
      messages: [/config gpu\.count says 0 whole GPUs per node; it offers nvidia\.com\/mig-3g\.40gb x2/],
    },
    {
      name: 'a whole GPU on Node objects that offer only MIG devices',
      yaml: partitionedNodes,
      lines: linesOf(partitionedNodes, 'nvidia.com/gpu: 1'),
      messages: [/a100-mig-1 \(status\.allocatable nvidia\.com\/gpu says 0 whole GPUs per node; it offers nvidia\.com\/mig-3g\.40gb x4\)/],
    },
    {
      name: 'a placeholder count still asks for the resource',
      yaml: pod('nvidia.com/mig-1g.10gb: ${N}'),
      config: pools(A100_SINGLE),
      lines: [11],
    },
    {
      name: 'a LeaderWorkerSet worker pinned to the single pool',
      yaml: leaderWorkerSet,
      config: pools(A100_SINGLE, A100_MIXED),
      lines: linesOf(leaderWorkerSet, 'nvidia.com/mig-1g.10gb'),
    },
  ],
});

describe('mig-strategy-mismatch with a --node-pools file and suppressions', () => {
  it('a PyTorchJob against a --node-pools pool list', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [{ nodePools: [A100_SINGLE] }] });
    linter.lintText('train.yaml', pytorchJob);
    linter.finish();
    expect(linter.findings.map((f) => [f.range.start.line, f.object?.kind])).toEqual([
      [linesOf(pytorchJob, 'mig-3g.40gb')[0], 'PyTorchJob'],
    ]);
  });

  it('the ignore annotation', () => {
    const found = lintYaml(
      pod('nvidia.com/mig-1g.10gb: 1', {
        meta:
          '  annotations:\n    ai-k8s-lint.io/ignore: mig-strategy-mismatch\n  ' +
          '  ai-k8s-lint.io/ignore-reason: MIG nodes are being converted\n',
      }),
      [rule],
      { config: pools(A100_SINGLE) },
    );
    expect(found.map((f) => f.suppressed)).toEqual([
      { kind: 'inSource', source: 'annotation', justification: 'MIG nodes are being converted' },
    ]);
  });
});
