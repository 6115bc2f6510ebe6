import { containerName } from '../../src/k8s/naming.js';
import { STRINGS } from '../../src/core/run-cache.js';
import { keptList } from '../../src/core/kept.js';
import { isGpuPool, type NodePool } from '../../src/cluster/node-pools.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import { simulatedPods } from '../../src/kits/placement.js';
import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath, Range } from '../../src/core/types.js';
import { MIG_PREFIX } from '../../src/k8s/gpu.js';
import type { ContainerView } from '../../src/k8s/pods.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'mig-multiple-devices';

interface Key {
  resource: string;
  count?: number;
  path: JsonPath;
}

function keysOf(c: ContainerView, match: (resource: string) => boolean): Key[] {
  if (c.kind === 'ephemeral' || c.noGpuByEnv) return [];
  const out: Key[] = [];
  for (const g of c.gpu) {
    if (!match(g.resource) || isPlaceholder(g.resource) || g.count === 0) continue;
    const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
    out.push({ resource: g.resource, count: g.count, path: [...c.path, 'resources', where, g.resource] });
  }
  return out;
}

interface PodFact {
  placement: PlacementInput;
  keys: readonly { container: string; count: number; at?: Range }[];
}

/** For a pool whose device plugin uses the single strategy on MIG-enabled GPUs: the partition (or a note), else undefined. */
function singleMigPartition(pool: NodePool): string | undefined {
  if (pool.gpu.migStrategy !== 'single') return undefined;
  const fromProduct = /-MIG-([0-9]+g\.[0-9]+gb)/i.exec(pool.gpu.productName ?? '')?.[1];
  if (fromProduct)
    return `each nvidia.com/gpu is one ${fromProduct.toLowerCase()} MIG device ` + `(nvidia.com/gpu.product=${pool.gpu.productName})`;
  const gke = pool.labels['cloud.google.com/gke-gpu-partition-size'];
  if (gke) return `each nvidia.com/gpu is one ${gke} MIG device (cloud.google.com/gke-gpu-partition-size)`;
  const config = pool.labels['nvidia.com/mig.config'];
  if (config && config.startsWith('all-') && config !== 'all-disabled')
    return `each nvidia.com/gpu is one MIG device ` + `(nvidia.com/mig.config=${config})`;
  return undefined;
}

const WHY = 'CUDA runs a process on only one MIG device';
const WHY_PROFILES = ', and with several profiles the device plugin shows the container only one of them';

export default defineRule({
  id: ID,
  family: 'mig',
  level: 'warning',
  scope: 'ai',
  summary: 'One container requests more than one MIG device (CUDA enumerates only one MIG instance per process).',
  references: [
    'https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html',
    'https://github.com/NVIDIA/k8s-device-plugin/issues/728',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        const mig = keysOf(c, (r) => r.startsWith(MIG_PREFIX));
        const known = mig.filter((k) => k.count !== undefined);
        const total = known.reduce((sum, k) => sum + k.count!, 0);
        if (total <= 1) continue;
        const at = known.find((k) => k.count! > 1) ?? known[1]!;
        const list = known.map((k) => `${k.resource}: ${k.count}`).join(', ');
        ctx.report({
          path: at.path,
          message:
            `${containerName(c).replace(/^./, (ch) => ch.toUpperCase())} requests ${total} MIG devices (${list}): ` +
            `${WHY}${new Set(known.map((k) => k.resource)).size > 1 ? WHY_PROFILES : ''}, so the others sit idle; request one MIG device ` +
            `of a larger profile, or split the work over containers with one device each.`,
          related: mig.filter((k) => k !== at).map((k) => ({ path: k.path, message: `Also requested: ${k.resource}.` })),
        });
      }
    },
    collect(object, pods, ctx) {
      const out: PodFact[] = [];
      for (const pod of pods()) {
        const keys: { container: string; count: number; at?: Range }[] = [];
        for (const c of pod.containers) {
          for (const k of keysOf(c, (r) => r === 'nvidia.com/gpu'))
            if (k.count !== undefined && k.count > 1)
              keys.push({ container: ctx.run.get(STRINGS).intern(containerName(c)), count: k.count, at: ctx.anchor(k.path) });
        }
        if (keys.length > 0) out.push({ placement: placementOf(pod, ctx), keys: keptList(keys) });
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      for (const { object, facts: pod } of simulatedPods<PodFact>(index, ctx.facts, ctx.nodePools)) {
        const candidates = ctx.simulate(object.file, pod.placement).filter((v) => v.candidate && isGpuPool(v.pool));
        const partitions = candidates.map((v) => ({ pool: v.pool, partition: singleMigPartition(v.pool) }));
        if (partitions.length === 0 || partitions.some((p) => !p.partition)) continue;
        const list = partitions.map((p) => `${p.pool.name}: MIG strategy single, ${p.partition}`).join('; ');
        for (const key of pod.keys) {
          ctx.report({
            object,
            range: key.at,
            message:
              `nvidia.com/gpu: ${key.count} in ${key.container} means ${key.count} MIG devices on every pool it can land on ` +
              `(${list}): ${WHY}, so the others sit idle; request nvidia.com/gpu: 1, or target a pool with larger ` +
              `partitions or whole GPUs.`,
          });
        }
      }
    },
  },
});
