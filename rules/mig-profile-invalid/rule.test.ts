import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** 1-based line of each needle, each searched after the previous one. */
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

const H100 = {
  name: 'h100',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', 'nvidia.com/mig.strategy': 'mixed', pool: 'h100' },
  gpu: { count: 8 },
};
const A100_40 = {
  name: 'a100-40',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-40GB', pool: 'a100-40' },
  gpu: { migStrategy: 'mixed' },
};
const T4 = { name: 't4', labels: { 'nvidia.com/gpu.product': 'Tesla-T4', pool: 't4' }, gpu: { count: 1 } };
const CPU = { name: 'cpu', labels: { pool: 'cpu' } };
const pools = (...list: unknown[]) => ({ nodePools: list as never[] });

const node = (name: string, product: string) => `apiVersion: v1
kind: Node
metadata:
  name: ${name}
  labels:
    nvidia.com/gpu.product: ${product}
    nvidia.com/mig.strategy: mixed
status:
  allocatable:
    nvidia.com/mig-3g.20gb: "2"
---
`;

const plusMe = pod('nvidia.com/mig-1g.10gb+me: 1');
const upper = pod('nvidia.com/mig-1G.10GB: 1');
const onH100 = pod('nvidia.com/mig-1g.5gb: 1');
const fromNodes = `${node('a100-40-1', 'NVIDIA-A100-SXM4-40GB')}${pod('nvidia.com/mig-3g.40gb: 1')}`;
const requestsOnly = pod('memory: 8Gi', { spec: '' }).replace(
  '        limits:\n          memory: 8Gi\n',
  '        requests:\n          ' + 'nvidia.com/mig-1g.5gb: 1\n',
);
const twoPools = pod('nvidia.com/mig-1g.5gb: 1', { spec: '  tolerations: [{operator: Exists}]\n' });
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
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/mig-2g10gb: 1
`;
const leaderWorkerSet = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        nodeSelector: {pool: h100}
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/mig-3g.40gb: 1
    workerTemplate:
      spec:
        nodeSelector: {pool: h100}
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/mig-3g.20gb: 1
`;

testRule(rule, {
  valid: [
    { name: 'a well-formed profile and no pools: nothing to judge it against', yaml: onH100 },
    { name: 'the media extension spelled as the device plugin names it', yaml: pod('nvidia.com/mig-1g.10gb.me: 1'), config: pools(H100) },
    { name: 'a placeholder resource name', yaml: pod('nvidia.com/mig-${MIG_PROFILE}: 1') },
    { name: 'a quantity of 0 asks for nothing', yaml: pod('nvidia.com/mig-1g5gb: 0') },
    {
      name: 'a GPU product the linter does not know',
      yaml: onH100,
      config: pools({ name: 'future', labels: { 'nvidia.com/gpu.product': 'NVIDIA-X1000' }, gpu: { migStrategy: 'mixed' } }),
    },
    {
      name: 'no candidate pool (unschedulable business)',
      yaml: pod('nvidia.com/mig-1g.5gb: 1', { spec: '  nodeSelector: {pool: b200}\n' }),
      config: pools(H100),
    },
    {
      name: 'a template in the nodeSelector',
      yaml: pod('nvidia.com/mig-1g.5gb: 1', { spec: '  nodeSelector: {pool: "${POOL}"}\n' }),
      config: pools(H100),
    },
    { name: 'only GPUs without MIG: mig-strategy-mismatch, not this rule', yaml: onH100, config: pools(T4, CPU) },
    { name: 'one candidate GPU has the profile', yaml: onH100, config: pools(H100, A100_40) },
    { name: 'GPU infrastructure pods are not workloads', yaml: pod('nvidia.com/mig-1g5gb: 1', { meta: '  namespace: gpu-operator\n' }) },
    {
      name: 'resources of the wrong type',
      yaml: pod('x: 1').replace('        limits:\n          x: 1\n', '        limits: "nvidia.com/mig-1g5gb"\n'),
    },
    {
      name: 'a selector that excludes the H100 pool',
      yaml: pod('nvidia.com/mig-1g.5gb: 1', { spec: '  nodeSelector: {pool: a100-40}\n' }),
      config: pools(H100, A100_40),
    },
  ],
  invalid: [
    {
      name: '+me instead of .me',
      yaml: plusMe,
      lines: linesOf(plusMe, 'nvidia.com/mig-1g.10gb+me'),
      messages: [/request nvidia\.com\/mig-1g\.10gb\.me\./],
    },
    { name: 'upper case', yaml: upper, lines: linesOf(upper, 'mig-1G'), messages: [/did you mean nvidia\.com\/mig-1g\.10gb\?/] },
    { name: 'malformed names are reported with pools too, once', yaml: pod('nvidia.com/mig-1g5gb: 1'), config: pools(H100), lines: [11] },
    {
      name: 'an A100 40GB profile on H100 pools from config',
      yaml: onH100,
      config: pools(H100, CPU),
      lines: [11],
      messages: [
        new RegExp(
          'h100: H100 80GB has 1g\\.10gb, 1g\\.10gb\\+me, 1g\\.20gb, 2g\\.20gb, 3g\\.40gb, 4g\\.40gb, 7g\\.80gb\\), so the pod ' +
            'stays Pending; request a profile of that GPU, e\\.g\\. nvidia\\.com\\/mig-1g\\.10gb\\.',
        ),
      ],
    },
    {
      name: 'an A100 80GB profile on A100 40GB nodes from Node objects',
      yaml: fromNodes,
      lines: linesOf(fromNodes, 'nvidia.com/mig-3g.40gb: 1'),
      messages: [/a100-40-1: A100 40GB has .*3g\.20gb.*e\.g\. nvidia\.com\/mig-3g\.20gb/],
    },
    {
      name: 'reported at the request key when there is no limit',
      yaml: requestsOnly,
      config: pools(H100),
      lines: linesOf(requestsOnly, 'nvidia.com/mig-1g.5gb'),
    },
    {
      name: 'several candidate pools, none has the profile',
      yaml: twoPools,
      config: pools(H100, T4, {
        ...H100,
        name: 'h100-spot',
        labels: { ...H100.labels, pool: 'spot' },
        taints: [{ key: 'spot', effect: 'NoSchedule' }],
      }),
      lines: [12],
      messages: [/h100, h100-spot: H100 80GB has .*; t4: T4 does not support MIG/],
    },
    {
      name: 'a malformed name in a PyTorchJob worker',
      yaml: pytorchJob,
      lines: linesOf(pytorchJob, 'mig-2g10gb'),
      messages: [/did you mean nvidia\.com\/mig-2g\.10gb\?/],
    },
    {
      name: 'LeaderWorkerSet leader and worker templates',
      yaml: leaderWorkerSet,
      config: pools(H100, A100_40),
      lines: linesOf(leaderWorkerSet, 'mig-3g.20gb'),
    },
  ],
});

describe('mig-profile-invalid with a --node-pools file and suppressions', () => {
  it('judges against pools of a --node-pools document list', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [[H100]] });
    linter.lintText('deploy/infer.yaml', onH100);
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line, f.level])).toEqual([['deploy/infer.yaml', 11, 'error']]);
  });

  it('a saved `kubectl get nodes -o yaml` as --node-pools file', () => {
    const nodeList = {
      apiVersion: 'v1',
      kind: 'List',
      items: [
        {
          apiVersion: 'v1',
          kind: 'Node',
          metadata: {
            name: 'n1',
            labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', 'nvidia.com/mig.strategy': 'mixed' },
          },
        },
      ],
    };
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [nodeList] });
    linter.lintText('a.yaml', onH100);
    linter.finish();
    expect(linter.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^nvidia\.com\/mig-1g\.5gb in container "infer" asks for MIG profile 1g\.5gb, but no pool/),
    ]);
  });

  it('overrides per path replace the pools', () => {
    const config = { nodePools: [H100] as never[], overrides: [{ files: ['dev/**'], nodePools: [A100_40] as never[] }] };
    const linter = new Linter({ rules: [rule], config: resolveConfig(config) });
    linter.lintText('prod/a.yaml', onH100);
    linter.lintText('dev/a.yaml', onH100);
    linter.finish();
    expect(linter.findings.map((f) => f.file)).toEqual(['prod/a.yaml']);
  });

  it('the ignore annotation and comment directives suppress both kinds of finding', () => {
    const annotated = pod('nvidia.com/mig-1g.5gb: 1\nnvidia.com/mig-1g5gb: 1', {
      meta: '  annotations:\n    ai-k8s-lint.io/ignore: ' + 'mig-profile-invalid\n',
    });
    const found = lintYaml(annotated, [rule], { config: pools(H100) });
    expect(found.map((f) => [f.range.start.line, f.suppressed?.source])).toEqual([
      [13, 'annotation'],
      [14, 'annotation'],
    ]);
    const commented = pod('# ai-k8s-lint-disable-next-line mig-profile-invalid\nnvidia.com/mig-1g.5gb: 1');
    expect(lintYaml(commented, [rule], { config: pools(H100) }).map((f) => f.suppressed?.source)).toEqual(['comment']);
  });

  it('a level override applies to the findings made after the last file', () => {
    expect(
      lintYaml(onH100, [rule], { config: { ...pools(H100), rules: { 'mig-profile-invalid': 'warning' } } }).map((f) => f.level),
    ).toEqual(['warning']);
  });
});
