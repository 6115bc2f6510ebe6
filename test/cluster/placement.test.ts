import { describe, expect, it } from 'vitest';
import { poolFromConfig, type NodePool } from '../../src/cluster/node-pools.js';
import { explain, PlacementCache, reasonText, tolerates, type PlacementInput, type PoolVerdict } from '../../src/cluster/placement.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf } from '../../src/k8s/pods.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';

const table = new WorkloadTable(BUILTIN_WORKLOADS);
const OPTIONS = { extendedResourceToleration: false, gpuResources: [] as string[] };
// One run's cache for the whole file, as one lint run has.
const cache = new PlacementCache();
const simulate = (input: PlacementInput, pools: readonly NodePool[], options: typeof OPTIONS): readonly PoolVerdict[] =>
  cache.simulate(input, pools, options);

function pool(entry: Record<string, unknown>): NodePool {
  return poolFromConfig(entry, 'config');
}

function inputOf(specYaml: string): PlacementInput {
  const yaml = `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n${specYaml.replace(/^/gm, '  ')}\n`;
  const value = loadYaml(yaml).documents[0]!.value;
  const [pod] = podSpecsOf(objectsOfDocument(value).objects[0]!, { gpuResources: [], table, draClaims: new Map() });
  return cache.inputOf(pod!);
}

const A100 = pool({
  name: 'a100',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', pool: 'a100', 'gpu-count': '8' },
  gpu: { count: 8 },
  taints: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }],
});
const T4 = pool({ name: 't4', labels: { 'nvidia.com/gpu.product': 'Tesla-T4', pool: 't4', 'gpu-count': '1' }, gpu: { count: 1 } });
const CPU = pool({ name: 'cpu', labels: { pool: 'cpu' }, taints: [{ key: 'dedicated', effect: 'PreferNoSchedule' }] });
const POOLS = [A100, T4, CPU];

const verdicts = (input: PlacementInput, pools = POOLS, options = OPTIONS) =>
  Object.fromEntries(
    simulate(input, pools, options).map((v) => [
      v.pool.name,
      v.candidate ? (v.fits === false ? `no fit: ${v.reason && reasonText(v.reason)}` : 'candidate') : v.reason && reasonText(v.reason),
    ]),
  );

describe('candidate pools: nodeSelector', () => {
  it('matches, mismatches and missing labels', () => {
    expect(verdicts(inputOf('nodeSelector: {pool: t4}\ncontainers: [{name: c, image: x}]'))).toEqual({
      a100: 'nodeSelector pool=t4: the pool has pool=a100',
      t4: 'candidate',
      cpu: 'nodeSelector pool=t4: the pool has pool=cpu',
    });
    expect(verdicts(inputOf('nodeSelector: {accelerator: h100}\ncontainers: [{name: c, image: x}]')).t4).toBe(
      'nodeSelector accelerator=h100: the pool has no accelerator label',
    );
  });
  it('well-known node labels a pool does not declare are not held against it', () => {
    expect(
      verdicts(
        inputOf('nodeSelector: {kubernetes.io/os: linux, topology.kubernetes.io/zone: us-east1-b}\ncontainers: [{name: c, image: x}]'),
      ).t4,
    ).toBe('candidate');
  });
});

describe('candidate pools: required node affinity', () => {
  const affinity = (expressions: string) =>
    inputOf(
      `affinity:\n  nodeAffinity:\n    requiredDuringSchedulingIgnoredDuringExecution:\n      nodeSelectorTerms:\n${expressions}\ncontainers: [{name: c, image: x}]`,
    );
  it.each([
    ['In', '        - matchExpressions: [{key: pool, operator: In, values: [t4, l4]}]', { a100: false, t4: true, cpu: false }],
    ['NotIn', '        - matchExpressions: [{key: pool, operator: NotIn, values: [cpu]}]', { a100: true, t4: true, cpu: false }],
    [
      'NotIn on a missing label matches',
      '        - matchExpressions: [{key: zone-x, operator: NotIn, values: [a]}]',
      { a100: true, t4: true, cpu: true },
    ],
    ['Exists', '        - matchExpressions: [{key: nvidia.com/gpu.product, operator: Exists}]', { a100: true, t4: true, cpu: false }],
    [
      'DoesNotExist',
      '        - matchExpressions: [{key: nvidia.com/gpu.product, operator: DoesNotExist}]',
      { a100: false, t4: false, cpu: true },
    ],
    ['Gt', '        - matchExpressions: [{key: gpu-count, operator: Gt, values: ["4"]}]', { a100: true, t4: false, cpu: false }],
    ['Lt', '        - matchExpressions: [{key: gpu-count, operator: Lt, values: ["4"]}]', { a100: false, t4: true, cpu: false }],
    [
      'AND inside a term',
      '        - matchExpressions: [{key: pool, operator: In, values: [a100, t4]}, {key: gpu-count, operator: Gt, values: ["1"]}]',
      { a100: true, t4: false, cpu: false },
    ],
    [
      'OR of terms',
      '        - matchExpressions: [{key: pool, operator: In, values: [t4]}]\n        - matchExpressions: [{key: pool, operator: In, values: [cpu]}]',
      { a100: false, t4: true, cpu: true },
    ],
  ])('%s', (_name, expressions, expected) => {
    const result = simulate(affinity(expressions), POOLS, { ...OPTIONS, extendedResourceToleration: true });
    // Taints aside (tolerated by extendedResourceToleration here only if requested): compare candidacy by affinity.
    expect(Object.fromEntries(result.map((v) => [v.pool.name, v.candidate || v.reason?.kind === 'taint']))).toEqual(expected);
  });
  it('says which expression excluded the pool', () => {
    expect(verdicts(affinity('        - matchExpressions: [{key: pool, operator: In, values: [t4]}]')).cpu).toBe(
      'required node affinity pool In [t4], the pool has pool=cpu',
    );
  });
  it('an empty term matches nothing', () => {
    expect(verdicts(affinity('        - {}')).t4).toBe('an empty node selector term matches no node');
  });
  it('matchFields and templates make the result unknown, not a verdict', () => {
    expect(affinity('        - matchFields: [{key: metadata.name, operator: In, values: [n1]}]').unknown).toMatch(/matchFields/);
    expect(affinity('        - matchExpressions: [{key: pool, operator: In, values: ["{{ .Values.pool }}"]}]').unknown).toMatch(/template/);
  });
});

describe('taints and tolerations', () => {
  const taint = { key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' as const };
  it.each([
    [{ key: 'nvidia.com/gpu', operator: 'Exists' as const }, true],
    [{ key: 'nvidia.com/gpu', operator: 'Equal' as const, value: 'present' }, true],
    [{ key: 'nvidia.com/gpu', operator: 'Equal' as const, value: 'absent' }, false],
    [{ key: 'nvidia.com/gpu', operator: 'Exists' as const, effect: 'NoExecute' }, false],
    [{ key: 'nvidia.com/gpu', operator: 'Exists' as const, effect: 'NoSchedule' }, true],
    [{ operator: 'Exists' as const }, true],
    [{ operator: 'Equal' as const, value: 'present' }, false],
    [{ key: 'other', operator: 'Exists' as const }, false],
  ])('%j tolerates nvidia.com/gpu=present:NoSchedule: %s', (t, expected) => expect(tolerates(t, taint)).toBe(expected));

  it('an untolerated NoSchedule taint excludes the pool; PreferNoSchedule does not', () => {
    const v = verdicts(inputOf('containers: [{name: c, image: x}]'));
    expect(v.a100).toBe('taint nvidia.com/gpu=present:NoSchedule not tolerated');
    expect(v.cpu).toBe('candidate');
  });
  it('NoExecute taints exclude too', () => {
    const tainted = pool({ name: 'x', labels: {}, taints: [{ key: 'k', value: 'v', effect: 'NoExecute' }] });
    expect(verdicts(inputOf('containers: [{name: c, image: x}]'), [tainted]).x).toBe('taint k=v:NoExecute not tolerated');
  });
  it('extendedResourceToleration: requesting nvidia.com/gpu tolerates the nvidia.com/gpu taint', () => {
    const input = inputOf('containers: [{name: c, image: x, resources: {limits: {nvidia.com/gpu: 1}}}]');
    expect(verdicts(input).a100).toBe('taint nvidia.com/gpu=present:NoSchedule not tolerated');
    expect(verdicts(input, POOLS, { ...OPTIONS, extendedResourceToleration: true }).a100).toBe('candidate');
  });
});

describe('resource fit', () => {
  it('GPU count per node', () => {
    const input = inputOf('tolerations: [{operator: Exists}]\ncontainers: [{name: c, image: x, resources: {limits: {nvidia.com/gpu: 4}}}]');
    expect(verdicts(input)).toEqual({ a100: 'candidate', t4: 'no fit: needs 4 nvidia.com/gpu per node, nodes have 1', cpu: 'candidate' });
  });
  it('sums app containers and takes the max of init containers', () => {
    const input = inputOf(
      'initContainers: [{name: i, image: x, resources: {limits: {nvidia.com/gpu: 2}}}]\ncontainers:\n  - {name: a, image: x, resources: {limits: {nvidia.com/gpu: 1}}}\n  - {name: b, image: x, resources: {limits: {nvidia.com/gpu: 1}}}\n  - {name: c, image: x, resources: {requests: {cpu: 500m}, limits: {cpu: "1"}}}',
    );
    expect(input.requests['nvidia.com/gpu']).toBe(2);
    expect(input.requests.cpu).toBe(0.5);
  });
  it('MIG devices offered per node, and strategies that offer none', () => {
    const mixed = pool({ name: 'mixed', labels: {}, gpu: { migStrategy: 'mixed', migDevices: { '1g.10gb': 7, '3g.40gb': 2 } } });
    const single = pool({ name: 'single', labels: {}, gpu: { migStrategy: 'single', count: 7 } });
    const input = (res: string, n: number) => inputOf(`containers: [{name: c, image: x, resources: {limits: {${res}: ${n}}}}]`);
    expect(verdicts(input('nvidia.com/mig-3g.40gb', 1), [mixed, single])).toEqual({
      mixed: 'candidate',
      single: 'no fit: needs 1 nvidia.com/mig-3g.40gb per node, nodes have 0',
    });
    expect(verdicts(input('nvidia.com/mig-3g.40gb', 3), [mixed]).mixed).toBe(
      'no fit: needs 3 nvidia.com/mig-3g.40gb per node, nodes have 2',
    );
    expect(verdicts(input('nvidia.com/mig-2g.20gb', 1), [mixed]).mixed).toBe(
      'no fit: needs 1 nvidia.com/mig-2g.20gb per node, nodes have 0',
    );
  });
  it('cpu and memory only when the pool declares them', () => {
    const sized = pool({ name: 'sized', labels: {}, allocatable: { cpu: '16', memory: '64Gi' } });
    const input = inputOf('containers: [{name: c, image: x, resources: {limits: {cpu: "32", memory: 32Gi}}}]');
    expect(verdicts(input, [sized, CPU])).toEqual({ sized: 'no fit: needs 32 cpu per node, nodes have 16', cpu: 'candidate' });
  });
  it('AMD pools do not offer NVIDIA GPUs', () => {
    const amd = pool({ name: 'mi300', labels: {}, gpu: { vendor: 'amd', count: 8 } });
    expect(verdicts(inputOf('containers: [{name: c, image: x, resources: {limits: {nvidia.com/gpu: 1}}}]'), [amd]).mi300).toBe(
      'no fit: needs 1 nvidia.com/gpu per node, nodes have 0',
    );
  });
});

describe('explain', () => {
  it('lists every pool with its reason', () => {
    const input = inputOf('nodeSelector: {pool: a100}\ncontainers: [{name: c, image: x, resources: {limits: {nvidia.com/gpu: 8}}}]');
    expect(explain(simulate(input, POOLS, OPTIONS))).toBe(
      'a100 (taint nvidia.com/gpu=present:NoSchedule not tolerated), t4 (nodeSelector pool=a100: the pool has pool=t4), cpu (nodeSelector pool=a100: the pool has pool=cpu)',
    );
  });
});

describe('placement reasons are data', () => {
  it('a pod too big for the nodes names the resource, the need and the capacity', () => {
    const pod = inputOf(
      'nodeSelector: {pool: a100}\ntolerations: [{operator: Exists}]\ncontainers: [{name: c, image: x, resources: {limits: {nvidia.com/gpu: 16}}}]',
    );
    const a100 = simulate(pod, POOLS, OPTIONS).find((v) => v.pool.name === 'a100')!;
    expect(a100).toMatchObject({ candidate: true, fits: false, reason: { kind: 'fit', resource: 'nvidia.com/gpu', need: 16, have: 8 } });
    expect(reasonText(a100.reason!)).toBe('needs 16 nvidia.com/gpu per node, nodes have 8');
  });

  it('memory is worded in Gi', () => {
    expect(reasonText({ kind: 'fit', resource: 'memory', need: 3 * 2 ** 30, have: 2 ** 30 })).toBe(
      'needs 3.0Gi memory per node, nodes have 1.0Gi',
    );
  });
});

describe('the placement cache belongs to one run', () => {
  it('equal inputs are one object and one simulation within a run, and nothing is shared with another run', () => {
    const spec = 'nodeSelector: {pool: t4}\ncontainers: [{name: c, image: x}]';
    const first = inputOf(spec);
    expect(inputOf(spec)).toBe(first);
    expect(simulate(first, POOLS, OPTIONS)).toBe(simulate(inputOf(spec), POOLS, OPTIONS));
    const other = new PlacementCache();
    const copy = JSON.parse(JSON.stringify(first)) as PlacementInput;
    const verdicts = other.simulate(copy, POOLS, OPTIONS);
    expect(verdicts).not.toBe(simulate(first, POOLS, OPTIONS));
    expect(verdicts).toEqual(simulate(first, POOLS, OPTIONS));
  });
});
