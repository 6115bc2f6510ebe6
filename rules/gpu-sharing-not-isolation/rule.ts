import { isGpuPool, type NodePool } from '../../src/cluster/node-pools.js';
import { STRINGS } from '../../src/core/run-cache.js';
import { keptList } from '../../src/core/kept.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import type { ObjectSummary } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { Range } from '../../src/core/types.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'gpu-sharing-not-isolation';
const SHARED = 'nvidia.com/gpu.shared';
const WHOLE = 'nvidia.com/gpu';

interface PodFact {
  placement: PlacementInput;
  /** The first key that asks for a GPU that may be shared, and where it is. */
  resource: string;
  container: string;
  at?: Range;
  /** Also asks for nvidia.com/gpu.shared (shared whatever the pool declares). */
  shared: boolean;
  /** Also asks for nvidia.com/gpu (shared only on pools that declare sharing). */
  whole: boolean;
}

/** How a pool shares its GPUs between pods, with the fact that says so; undefined when it does not (or does not say). */
function sharingOf(pool: NodePool): { kind: 'time-slicing' | 'mps' | 'unknown'; why: string } | undefined {
  const g = pool.gpu;
  if (g.sharing === 'time-slicing' || g.sharing === 'mps')
    return {
      kind: g.sharing,
      why: `${g.sharing}${g.sources.sharing ? `, from ${g.sources.sharing}` : ''}`,
    };
  if (g.sharing === 'none') return undefined;
  if (/-SHARED$/i.test(g.productName ?? '')) return { kind: 'unknown', why: `nvidia.com/gpu.product=${g.productName}` };
  const replicas = Number(pool.labels['nvidia.com/gpu.replicas']);
  if (Number.isInteger(replicas) && replicas > 1) return { kind: 'unknown', why: `nvidia.com/gpu.replicas=${replicas}` };
  if ((pool.allocatable[SHARED] ?? 0) > 0) return { kind: 'unknown', why: `the nodes offer ${SHARED}` };
  return undefined;
}

const CONSEQUENCE: Record<'time-slicing' | 'mps' | 'unknown', string> = {
  'time-slicing':
    'time-slicing gives neither memory nor fault isolation, so one tenant can take the GPU memory of the others ' + 'or crash their work',
  mps: "MPS gives no fault isolation, so a fault in one tenant's process can take down the others",
  unknown: 'time-slicing and MPS give no fault isolation (time-slicing no memory isolation either), so one tenant can disturb the others',
};

interface Tenant {
  object: ObjectSummary;
  fact: PodFact;
  namespace: string;
  pools: { pool: NodePool; kind: 'time-slicing' | 'mps' | 'unknown'; why: string }[];
}

export default defineRule({
  id: ID,
  family: 'mig',
  level: 'note',
  scope: 'ai',
  summary: 'Pods of different namespaces share time-sliced or MPS GPUs of one pool, which isolates neither memory nor faults.',
  references: [
    'https://github.com/NVIDIA/k8s-device-plugin#shared-access-to-gpus',
    'https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-sharing.html',
    'https://cloud.google.com/kubernetes-engine/docs/concepts/timesharing-gpus',
  ],
  check: {
    collect(object, pods, ctx) {
      if (object.namespace === undefined || isPlaceholder(object.namespace)) return undefined;
      const out: PodFact[] = [];
      for (const pod of pods()) {
        let first: Omit<PodFact, 'placement' | 'shared' | 'whole'> | undefined;
        let shared = false;
        let whole = false;
        for (const c of pod.containers) {
          if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
          for (const g of c.gpu) {
            if ((g.resource !== SHARED && g.resource !== WHOLE) || g.count === 0) continue;
            if (g.resource === SHARED) shared = true;
            else whole = true;
            const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
            first ??= {
              resource: g.resource,
              container: ctx.run.get(STRINGS).intern(containerLabel(pod, c)),
              at: ctx.anchor([...c.path, 'resources', where, g.resource]),
            };
          }
        }
        if (first) out.push({ ...first, shared, whole, placement: placementOf(pod, ctx) });
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      const tenants: Tenant[] = [];
      const byPool = new Map<NodePool, Set<string>>();
      for (const object of index.objects) {
        const facts = ctx.facts<PodFact[]>(object);
        if (!facts || object.namespace === undefined) continue;
        const pools = ctx.nodePools(object.file);
        if (pools.length === 0) continue;
        for (const fact of facts) {
          if (fact.placement.unknown) continue;
          const on: Tenant['pools'] = [];
          for (const v of ctx.simulate(object.file, fact.placement)) {
            if (!v.candidate || v.fits === false) continue;
            const sharing = sharingOf(v.pool);
            if (fact.whole && sharing) on.push({ pool: v.pool, ...sharing });
            else if (fact.shared && v.pool.gpu.vendor !== 'amd' && v.pool.gpu.sharing !== 'none' && isGpuPool(v.pool))
              on.push({ pool: v.pool, ...(sharing ?? { kind: 'unknown', why: `pods request ${SHARED}` }) });
          }
          if (on.length === 0) continue;
          tenants.push({ object, fact, namespace: object.namespace, pools: on });
          for (const p of on) {
            const set = byPool.get(p.pool) ?? new Set<string>();
            set.add(object.namespace);
            byPool.set(p.pool, set);
          }
        }
      }
      for (const t of tenants) {
        const shared = t.pools.filter((p) => (byPool.get(p.pool)?.size ?? 0) > 1);
        if (shared.length === 0) continue;
        const others = [...new Set(shared.flatMap((p) => [...byPool.get(p.pool)!]))].filter((n) => n !== t.namespace).sort();
        const kinds = new Set(shared.map((p) => p.kind));
        const kind = kinds.size === 1 ? [...kinds][0]! : 'unknown';
        ctx.report({
          object: t.object,
          range: t.fact.at,
          message:
            `${t.fact.resource} in ${t.fact.container} (namespace ${t.namespace}) shares the GPUs of ` +
            `${shared.map((p) => `pool ${p.pool.name} (${p.why})`).join(', ')} with workloads of ` +
            `namespace${others.length > 1 ? 's' : ''} ${others.join(', ')}: ${CONSEQUENCE[kind]}; use MIG devices or a pool per ` +
            `namespace for tenants that must be isolated.`,
        });
      }
    },
  },
});
