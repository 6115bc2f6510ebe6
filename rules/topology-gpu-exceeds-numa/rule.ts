import { isGpuPool, type NodePool } from '../../src/cluster/node-pools.js';
import { STRINGS } from '../../src/core/run-cache.js';
import { keptList } from '../../src/core/kept.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import { defineRule } from '../../src/engine/rule.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { Range } from '../../src/core/types.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own, ownArray, ownString } from '../../src/k8s/values.js';

const ID = 'topology-gpu-exceeds-numa';
const FULL_GPUS = new Set(['nvidia.com/gpu', 'amd.com/gpu']);

interface KeyFact {
  resource: string;
  count: number;
  container: string;
  at?: Range;
}

interface PodFact {
  kind: 'pod';
  placement: PlacementInput;
  keys: readonly KeyFact[];
}

/** A NodeResourceTopology (topology.node.k8s.io): the most GPUs of each resource one NUMA zone of the node holds. */
interface TopologyFact {
  kind: 'topology';
  node: string;
  perZone: Record<string, number>;
}

type Fact = PodFact | TopologyFact;

function zoneCounts(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const zone of ownArray(value, 'zones')) {
    const type = ownString(zone, 'type');
    // NFD's topology updater reports NUMA nodes as zones of type "Node".
    if (type !== undefined && !/^(node|numa)/i.test(type)) continue;
    for (const resource of ownArray(zone, 'resources')) {
      const name = ownString(resource, 'name');
      if (!name || !FULL_GPUS.has(name)) continue;
      const q = parseQuantity(own(resource, 'allocatable') ?? own(resource, 'capacity'));
      if (q && Number.isInteger(q.value)) out[name] = Math.max(out[name] ?? 0, q.value);
    }
  }
  return out;
}

/** GPUs one NUMA node of the pool holds, and where that comes from. */
function perNumaNode(
  pool: NodePool,
  resource: string,
  topology: Map<string, Record<string, number>>,
): { count: number; source: string } | undefined {
  if (pool.gpu.gpusPerNumaNode !== undefined)
    return {
      count: pool.gpu.gpusPerNumaNode,
      source: pool.gpu.sources.gpusPerNumaNode ?? 'gpusPerNumaNode',
    };
  const counts = (pool.nodeNames ?? []).map((n) => topology.get(n)?.[resource]).filter((n): n is number => n !== undefined);
  if (counts.length === 0) return undefined;
  // Nodes of one pool normally agree; take the most, so that no node is judged stricter than it is.
  return { count: counts.reduce((most, n) => Math.max(most, n)), source: 'NodeResourceTopology zones' };
}

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'error',
  scope: 'ai',
  summary:
    'A container requests more GPUs than one NUMA node of a single-numa-node pool holds: the kubelet rejects the pod with ' +
    'TopologyAffinityError.',
  references: [
    'https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/#policy-single-numa-node',
    'https://github.com/k8stopologyawareschedwg/noderesourcetopology-api',
  ],
  check: {
    collect(object, pods, ctx) {
      if (object.group === 'topology.node.k8s.io' && object.kind === 'NodeResourceTopology') {
        const perZone = zoneCounts(object.value);
        return object.name && Object.keys(perZone).length > 0
          ? ([{ kind: 'topology', node: object.name, perZone }] satisfies Fact[])
          : undefined;
      }
      const out: Fact[] = [];
      for (const pod of pods()) {
        const keys: KeyFact[] = [];
        for (const c of pod.containers) {
          if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
          for (const g of c.gpu) {
            if (!FULL_GPUS.has(g.resource) || g.count === undefined || g.count < 2) continue;
            const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
            if (isPlaceholder(where === 'limits' ? g.limit : g.request)) continue;
            keys.push({
              resource: g.resource,
              count: g.count,
              container: ctx.run.get(STRINGS).intern(containerLabel(pod, c)),
              at: ctx.anchor([...c.path, 'resources', where, g.resource]),
            });
          }
        }
        if (keys.length > 0) out.push({ kind: 'pod', placement: placementOf(pod, ctx), keys: keptList(keys) });
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      const topology = new Map<string, Record<string, number>>();
      for (const object of index.ofKind('topology.node.k8s.io', 'NodeResourceTopology')) {
        for (const fact of ctx.facts<Fact[]>(object) ?? []) if (fact.kind === 'topology') topology.set(fact.node, fact.perZone);
      }
      for (const object of index.objects) {
        const facts = ctx.facts<Fact[]>(object);
        if (!facts) continue;
        const pools = ctx.nodePools(object.file);
        if (pools.length === 0) continue;
        for (const pod of facts) {
          if (pod.kind !== 'pod' || pod.placement.unknown) continue;
          const strict = ctx
            .simulate(object.file, pod.placement)
            .filter(
              (v) => v.candidate && v.fits !== false && isGpuPool(v.pool) && v.pool.kubelet.topologyManagerPolicy === 'single-numa-node',
            )
            .map((v) => v.pool);
          if (strict.length === 0) continue;
          for (const key of pod.keys) {
            const over = strict
              .filter((p) => !p.gpu.vendor || p.gpu.vendor === (key.resource === 'amd.com/gpu' ? 'amd' : 'nvidia'))
              .map((p) => ({ pool: p, numa: perNumaNode(p, key.resource, topology) }))
              .filter((p) => p.numa !== undefined && key.count > p.numa.count);
            if (over.length === 0) continue;
            const list = over
              .map(
                (p) =>
                  `${p.pool.name} (${p.numa!.count} per NUMA node, from ${p.numa!.source}; topologyManagerPolicy ` +
                  `single-numa-node, from ${p.pool.kubelet.source})`,
              )
              .join(', ');
            const most = over.reduce((least, p) => Math.min(least, p.numa!.count), Number.POSITIVE_INFINITY);
            ctx.report({
              object,
              range: key.at,
              message:
                `${key.resource}: ${key.count} in ${key.container} is more than one NUMA node holds on ` +
                `pool${over.length > 1 ? 's' : ''} ${list}: the kubelet rejects the pod with TopologyAffinityError and does not ` +
                `reschedule it; request at most ${most} GPUs per container, or run it on a pool whose policy is restricted.`,
            });
          }
        }
      }
    },
  },
});
