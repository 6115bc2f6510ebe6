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

const deployment = (name: string, namespace: string | undefined, limits: string, { spec = '', annotations = '' } = {}) =>
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
${namespace === undefined ? '' : `  namespace: ${namespace}\n`}${annotations}spec:
  replicas: 1
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
${spec}      containers:
        - name: ${name}
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
${limits.replace(/^/gm, '              ')}
---
`;

const pools = (...list: unknown[]) => ({ nodePools: list as never[] });
const T4_SLICED = {
  name: 't4-shared',
  labels: { 'nvidia.com/gpu.product': 'Tesla-T4', pool: 't4-shared' },
  gpu: { count: 1, sharing: 'time-slicing' },
};
const T4_SLICED_B = { ...T4_SLICED, name: 't4-shared-b', labels: { ...T4_SLICED.labels, pool: 't4-shared-b' } };
const H100 = { name: 'h100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', pool: 'h100' }, gpu: { count: 8 } };
const L4_MPS = {
  name: 'l4-mps',
  labels: {
    'cloud.google.com/gke-accelerator': 'nvidia-l4',
    'cloud.google.com/gke-gpu-sharing-strategy': 'mps',
    'cloud.google.com/gke-max-shared-clients-per-gpu': '4',
  },
};
const L4_PLAIN = { name: 'l4', labels: { 'cloud.google.com/gke-accelerator': 'nvidia-l4' } };

const twoTeams = deployment('chat', 'team-a', 'nvidia.com/gpu: 1') + deployment('embed', 'team-b', 'nvidia.com/gpu: 1');
const sharedResource = deployment('chat', 'team-a', 'nvidia.com/gpu.shared: 1') + deployment('embed', 'team-b', 'nvidia.com/gpu.shared: 1');
const threeTeams = twoTeams + deployment('rerank', 'team-c', 'nvidia.com/gpu: 1');
const crds = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
  namespace: research
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
                  nvidia.com/gpu: 1
---
apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
  namespace: serving
spec:
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 1
`;

testRule(rule, {
  valid: [
    { name: 'no pools: the input does not say which pods share nodes', yaml: sharedResource },
    {
      name: 'one namespace on the shared pool',
      yaml: deployment('chat', 'team-a', 'nvidia.com/gpu: 1') + deployment('embed', 'team-a', 'nvidia.com/gpu: 1'),
      config: pools(T4_SLICED),
    },
    { name: 'a pool that does not share its GPUs', yaml: twoTeams, config: pools(H100) },
    {
      name: 'pods without a namespace are not compared',
      yaml: deployment('chat', undefined, 'nvidia.com/gpu: 1') + deployment('embed', 'team-b', 'nvidia.com/gpu: 1'),
      config: pools(T4_SLICED),
    },
    {
      name: 'each team on its own shared pool',
      yaml:
        deployment('chat', 'team-a', 'nvidia.com/gpu: 1', { spec: '      nodeSelector: {pool: t4-shared}\n' }) +
        deployment('embed', 'team-b', 'nvidia.com/gpu: 1', { spec: '      nodeSelector: {pool: t4-shared-b}\n' }),
      config: pools(T4_SLICED, T4_SLICED_B),
    },
    {
      name: 'GPU infrastructure is no tenant',
      yaml: deployment('chat', 'team-a', 'nvidia.com/gpu: 1') + deployment('dcgm-exporter', 'gpu-operator', 'nvidia.com/gpu: 1'),
      config: pools(T4_SLICED),
    },
    {
      name: 'a count of 0',
      yaml: deployment('chat', 'team-a', 'nvidia.com/gpu: 1') + deployment('embed', 'team-b', 'nvidia.com/gpu: 0'),
      config: pools(T4_SLICED),
    },
    {
      name: 'a template in the nodeSelector',
      yaml:
        deployment('chat', 'team-a', 'nvidia.com/gpu: 1') +
        deployment('embed', 'team-b', 'nvidia.com/gpu: 1', { spec: '      nodeSelector: {pool: "${POOL}"}\n' }),
      config: pools(T4_SLICED),
    },
    { name: 'a GKE pool without a sharing strategy', yaml: twoTeams, config: pools(L4_PLAIN) },
  ],
  invalid: [
    {
      name: 'a time-sliced pool from config',
      yaml: twoTeams,
      config: pools(T4_SLICED, H100),
      lines: linesOf(twoTeams, 'nvidia.com/gpu: 1', 'nvidia.com/gpu: 1'),
      messages: [
        new RegExp(
          '^nvidia\\.com\\/gpu in container "chat" \\(namespace team-a\\) shares the GPUs of pool t4-shared \\(time-slicing, ' +
            'from config gpu\\.sharing\\) with workloads of namespace team-b: time-slicing gives neither memory ' +
            'nor fault isolation',
        ),
        /\(namespace team-b\) .* namespace team-a:/,
      ],
    },
    {
      name: 'nvidia.com/gpu.shared on a GPU pool that does not declare sharing',
      yaml: sharedResource,
      config: pools(H100),
      lines: linesOf(sharedResource, 'gpu.shared', 'gpu.shared'),
      messages: [/pool h100 \(pods request nvidia\.com\/gpu\.shared\)/],
    },
    {
      name: 'MPS on GKE',
      yaml: twoTeams,
      config: pools(L4_MPS),
      lines: linesOf(twoTeams, 'nvidia.com/gpu: 1', 'nvidia.com/gpu: 1'),
      messages: [/mps, from cloud\.google\.com\/gke-gpu-sharing-strategy\) .*MPS gives no fault isolation/],
    },
    {
      name: 'three namespaces',
      yaml: threeTeams,
      config: pools(T4_SLICED),
      lines: linesOf(threeTeams, 'nvidia.com/gpu: 1', 'nvidia.com/gpu: 1', 'nvidia.com/gpu: 1'),
      messages: [/namespaces team-b, team-c:/, /namespaces team-a, team-c:/, /namespaces team-a, team-b:/],
    },
    {
      name: 'a PyTorchJob and a LeaderWorkerSet',
      yaml: crds,
      config: pools(T4_SLICED),
      lines: linesOf(crds, 'nvidia.com/gpu: 1', 'nvidia.com/gpu: 1'),
    },
  ],
});

describe('gpu-sharing-not-isolation across files, Node objects and --node-pools', () => {
  const node = `apiVersion: v1
kind: Node
metadata:
  name: t4-1
  labels:
    nvidia.com/gpu.product: Tesla-T4-SHARED
status:
  allocatable:
    nvidia.com/gpu: "4"
`;
  it('pods in different files, pools from a Node object in a third file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('a/chat.yaml', deployment('chat', 'team-a', 'nvidia.com/gpu: 1'));
    linter.lintText('b/embed.yaml', deployment('embed', 'team-b', 'nvidia.com/gpu: 1'));
    linter.lintText('cluster/nodes.yaml', node);
    linter.finish();
    expect(
      linter.findings.map((f) => [f.file, f.level, /pool t4-1 \(nvidia\.com\/gpu\.product=Tesla-T4-SHARED\)/.test(f.message)]),
    ).toEqual([
      ['a/chat.yaml', 'note', true],
      ['b/embed.yaml', 'note', true],
    ]);
  });
  it('pools from a --node-pools file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [{ nodePools: [T4_SLICED] }] });
    linter.lintText('all.yaml', twoTeams);
    linter.finish();
    expect(linter.findings).toHaveLength(2);
  });
  it('an ignore annotation silences one tenant, the other is still told', () => {
    const yaml =
      deployment('chat', 'team-a', 'nvidia.com/gpu: 1', {
        annotations: '  annotations:\n    ai-k8s-lint.io/ignore: ' + 'gpu-sharing-not-isolation\n',
      }) + deployment('embed', 'team-b', 'nvidia.com/gpu: 1');
    expect(lintYaml(yaml, [rule], { config: pools(T4_SLICED) }).map((f) => f.suppressed?.source ?? 'reported')).toEqual([
      'annotation',
      'reported',
    ]);
  });
});
