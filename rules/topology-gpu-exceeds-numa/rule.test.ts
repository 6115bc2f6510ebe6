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

const job = (limits: string, { meta = '', spec = '' } = {}) => `apiVersion: batch/v1
kind: Job
metadata:
  name: pretrain
${meta}spec:
  template:
    spec:
      restartPolicy: Never
${spec}      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
${limits.replace(/^/gm, '              ')}
`;

const pools = (...list: unknown[]) => ({ nodePools: list as never[] });
const h100 = (over: { name?: string; policy?: string; perNuma?: number; count?: number } = {}) => ({
  name: over.name ?? 'h100',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', pool: over.name ?? 'h100' },
  gpu: { count: over.count ?? 8, ...(over.perNuma === 0 ? {} : { gpusPerNumaNode: over.perNuma ?? 4 }) },
  kubelet: { topologyManagerPolicy: over.policy ?? 'single-numa-node', cpuManagerPolicy: 'static' },
});

const eight = job('nvidia.com/gpu: 8');
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
                  nvidia.com/gpu: 4
    Worker:
      replicas: 3
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 6
`;

testRule(rule, {
  valid: [
    { name: 'no pools', yaml: eight },
    { name: 'GPUs per NUMA node unknown', yaml: eight, config: pools(h100({ perNuma: 0 })) },
    { name: 'a restricted pool admits a container spanning NUMA nodes', yaml: eight, config: pools(h100({ policy: 'restricted' })) },
    { name: 'as many GPUs as one NUMA node holds', yaml: job('nvidia.com/gpu: 4'), config: pools(h100()) },
    { name: 'the pod does not fit on the pool at all (unschedulable)', yaml: eight, config: pools(h100({ count: 4, perNuma: 2 })) },
    { name: 'a placeholder count', yaml: job('nvidia.com/gpu: ${GPUS}'), config: pools(h100()) },
    { name: 'GPU infrastructure', yaml: job('nvidia.com/gpu: 8', { meta: '  namespace: gpu-operator\n' }), config: pools(h100()) },
    { name: 'AMD GPUs are not judged against an NVIDIA pool', yaml: job('amd.com/gpu: 8'), config: pools(h100()) },
    { name: 'MIG devices are not judged', yaml: job('nvidia.com/mig-1g.10gb: 7'), config: pools(h100({ perNuma: 1 })) },
    {
      name: 'a selector that picks the restricted pool',
      yaml: job('nvidia.com/gpu: 8', { spec: '      nodeSelector: {pool: h100-big}\n' }),
      config: pools(h100(), h100({ name: 'h100-big', policy: 'restricted' })),
    },
  ],
  invalid: [
    {
      name: '8 GPUs on a pool from config with 4 per NUMA node',
      yaml: eight,
      config: pools(h100()),
      lines: linesOf(eight, 'nvidia.com/gpu: 8'),
      messages: [
        new RegExp(
          '^nvidia\\.com\\/gpu: 8 in container "train" is more than one NUMA node holds on pool h100 \\(4 per NUMA node, from ' +
            'config gpu\\.gpusPerNumaNode; topologyManagerPolicy single-numa-node, from config nodePools\\[h100\\]\\.kubelet\\): the ' +
            'kubelet rejects the pod with TopologyAffinityError and does not reschedule it; request at most 4 GPUs per container',
        ),
      ],
    },
    {
      name: 'two pools, one finding that names both',
      yaml: eight,
      config: pools(h100(), h100({ name: 'h100-b', perNuma: 2 })),
      lines: linesOf(eight, 'nvidia.com/gpu: 8'),
      messages: [/pools h100 \(4 per NUMA node.*\), h100-b \(2 per NUMA node.*request at most 2 GPUs per container/],
    },
    {
      name: 'a PyTorchJob: only the worker exceeds',
      yaml: pytorchJob,
      config: pools(h100()),
      lines: linesOf(pytorchJob, 'nvidia.com/gpu: 6'),
    },
    {
      name: 'a request-only key',
      yaml: job('x: 1').replace(
        '            limits:\n              x: 1\n',
        '            requests:\n        ' + '      nvidia.com/gpu: 6\n',
      ),
      config: pools(h100()),
      lines: [14],
    },
  ],
});

describe('topology-gpu-exceeds-numa with a --node-pools file, Node objects and suppressions', () => {
  it('pools from a --node-pools file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [[h100()]] });
    linter.lintText('train.yaml', eight);
    linter.finish();
    expect(linter.findings.map((f) => [f.range.start.line, f.level])).toEqual([[linesOf(eight, 'nvidia.com/gpu')[0], 'error']]);
  });
  it('Node objects with NodeResourceTopology in a List, policy from a KubeletConfiguration in another file', () => {
    const nodes =
      `apiVersion: v1
kind: List
items:
  - apiVersion: v1
    kind: Node
    metadata:
      name: n1
      labels: {nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3, nvidia.com/gpu.count: "8"}
  - apiVersion: v1
    kind: Node
    metadata:
      name: n2
      labels: {nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3, nvidia.com/gpu.count: "8"}
  - apiVersion: topology.node.k8s.io/v1alpha2
    kind: NodeResourceTopology
    metadata: {name: n2}
    zones:
      - {name: node-0, type: Node, resources: [{name: nvidia.com/gpu, capacity: 4, allocatable: 4, available: 0}, {name: cpu, capacity: ` +
      `64, allocatable: 62, available: 62}]}
      - {name: node-1, type: Node, resources: [{name: nvidia.com/gpu, capacity: 4, allocatable: 4, available: 4}]}
`;
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText(
      'cluster/kubelet.yaml',
      'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\n' + 'topologyManagerPolicy: single-numa-node\n',
    );
    linter.lintText('cluster/nodes.yaml', nodes);
    linter.lintText('jobs/pretrain.yaml', job('nvidia.com/gpu: 5'));
    linter.finish();
    expect(
      linter.findings.map((f) => [f.file, /n1 \(\+1 nodes\) \(4 per NUMA node, from NodeResourceTopology zones/.test(f.message)]),
    ).toEqual([['jobs/pretrain.yaml', true]]);
  });
  it('the ignore annotation', () => {
    const found = lintYaml(
      job('nvidia.com/gpu: 8', { meta: '  annotations:\n    ai-k8s-lint.io/ignore: ' + 'topology-gpu-exceeds-numa\n' }),
      [rule],
      { config: pools(h100()) },
    );
    expect(found.map((f) => f.suppressed?.source)).toEqual(['annotation']);
  });
});
