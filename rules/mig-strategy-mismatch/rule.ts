import { containerName } from '../../src/k8s/naming.js';
import { STRINGS } from '../../src/core/run-cache.js';
import { keptList } from '../../src/core/kept.js';
import { isGpuPool, type NodePool } from '../../src/cluster/node-pools.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import { simulatedPods } from '../../src/kits/placement.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { MIG_PREFIX } from '../../src/k8s/gpu.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'mig-strategy-mismatch';

interface KeyFact {
  resource: string;
  container: string;
  at?: Range;
}

interface PodFact {
  placement: PlacementInput;
  keys: readonly KeyFact[];
}

type Mode = 'mixed' | 'single' | 'none' | 'disabled';

/** How a pool exposes MIG, with the fact that says so; undefined when the pool does not say. */
function migMode(pool: NodePool): { mode: Mode; why: string } | undefined {
  const g = pool.gpu;
  const source = (fact: string) => (g.sources[fact] ? `, from ${g.sources[fact]}` : '');
  if (g.vendor === 'amd') return { mode: 'disabled', why: 'AMD GPUs have no NVIDIA MIG devices' };
  if (g.product && !g.product.mig?.profiles.length)
    return { mode: 'disabled', why: `${g.product.id.replace(/-/g, ' ')} ` + `does not support MIG` };
  if (pool.labels['nvidia.com/mig.capable'] === 'false') return { mode: 'disabled', why: 'nvidia.com/mig.capable=false' };
  if (g.migStrategy === 'single')
    return { mode: 'single', why: `MIG strategy single${source('migStrategy')}: its MIG devices are ` + `advertised as nvidia.com/gpu` };
  if (g.migStrategy === 'none') return { mode: 'none', why: `MIG strategy none${source('migStrategy')}: MIG devices are not advertised` };
  const offered = Object.values(g.migDevices ?? {}).some((n) => n > 0);
  if (!offered && pool.labels['nvidia.com/mig.config'] === 'all-disabled')
    return {
      mode: 'disabled',
      why: 'nvidia.com/mig.config=all-disabled: MIG is off on every GPU',
    };
  if (g.migStrategy === 'mixed' || g.migDevices)
    return {
      mode: 'mixed',
      why: `MIG strategy mixed${source(g.migStrategy ? 'migStrategy' : 'migDevices')}`,
    };
  return undefined;
}

/** Why a mixed-strategy pool has no whole GPU left, or undefined when it may have some. */
function fullyPartitioned(pool: NodePool): string | undefined {
  const config = pool.labels['nvidia.com/mig.config'];
  if (config && config.startsWith('all-') && config !== 'all-disabled') return `nvidia.com/mig.config=${config} partitions every GPU`;
  if (pool.gpu.count === 0) return `${pool.gpu.sources.count ?? 'the GPU count'} says 0 whole GPUs per node`;
  const migAllocatable = Object.keys(pool.allocatable).some((r) => r.startsWith(MIG_PREFIX) && (pool.allocatable[r] ?? 0) > 0);
  if (pool.origin === 'nodes' && migAllocatable && !((pool.allocatable['nvidia.com/gpu'] ?? 0) > 0))
    return 'the nodes offer nvidia.com/mig-* devices and no nvidia.com/gpu';
  return undefined;
}

function offeredDevices(pool: NodePool): string {
  const devices = Object.entries(pool.gpu.migDevices ?? {}).filter(([, n]) => n > 0);
  return devices.length ? `; it offers ${devices.map(([p, n]) => `${MIG_PREFIX}${p.replace('+', '.')} x${n}`).join(', ')}` : '';
}

export default defineRule({
  id: ID,
  family: 'mig',
  level: 'error',
  scope: 'ai',
  summary:
    'A MIG resource is requested from pools whose MIG strategy does not offer it, or a whole GPU from pools whose GPUs are ' +
    'all MIG-partitioned.',
  references: [
    'https://github.com/NVIDIA/k8s-device-plugin#configuration-option-details',
    'https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-mig.html',
    'https://cloud.google.com/kubernetes-engine/docs/how-to/gpus-multi',
  ],
  check: {
    collect(object, pods, ctx) {
      const out: PodFact[] = [];
      for (const pod of pods()) {
        const keys: KeyFact[] = [];
        for (const c of pod.containers) {
          if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
          for (const g of c.gpu) {
            if ((g.resource !== 'nvidia.com/gpu' && !g.resource.startsWith(MIG_PREFIX)) || isPlaceholder(g.resource) || g.count === 0)
              continue;
            const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
            keys.push({
              resource: g.resource,
              container: ctx.run.get(STRINGS).intern(containerName(c)),
              at: ctx.anchor([...c.path, 'resources', where, g.resource]),
            });
          }
        }
        if (keys.length > 0) out.push({ placement: placementOf(pod, ctx), keys: keptList(keys) });
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      for (const { object, facts: pod } of simulatedPods<PodFact>(index, ctx.facts, ctx.nodePools)) {
        const candidates = ctx
          .simulate(object.file, pod.placement)
          .filter((v) => v.candidate && isGpuPool(v.pool))
          .map((v) => ({ pool: v.pool, mig: migMode(v.pool) }));
        if (candidates.length === 0 || candidates.some((c) => !c.mig)) continue;
        for (const key of pod.keys) {
          if (key.resource.startsWith(MIG_PREFIX)) {
            if (candidates.some((c) => c.mig!.mode === 'mixed')) continue;
            const list = candidates.map((c) => `${c.pool.name} (${c.mig!.why})`).join(', ');
            const single = candidates.some((c) => c.mig!.mode === 'single');
            ctx.report({
              object,
              range: key.at,
              message:
                `${key.resource} in ${key.container} asks for a MIG device, but no pool it can land on advertises ${MIG_PREFIX}* ` +
                `resources: ${list}; the pod stays Pending. ${
                  single
                    ? 'On single-strategy pools request nvidia.com/gpu (each is one MIG ' +
                      'device) and select the partition with a node selector; otherwise target'
                    : 'Target'
                } a pool whose device plugin uses ` +
                `the mixed strategy.`,
            });
          } else {
            const partitioned = candidates.map((c) => ({ ...c, why: c.mig!.mode === 'mixed' ? fullyPartitioned(c.pool) : undefined }));
            if (partitioned.some((c) => !c.why)) continue;
            const list = partitioned.map((c) => `${c.pool.name} (${c.why}${offeredDevices(c.pool)})`).join(', ');
            ctx.report({
              object,
              range: key.at,
              message:
                `${key.resource} in ${key.container} asks for a whole GPU, but every pool it can land on uses the mixed MIG ` +
                `strategy with all GPUs partitioned: ${list}; under the mixed strategy nvidia.com/gpu counts only GPUs without MIG, so ` +
                `the pod stays Pending. Request a ${MIG_PREFIX}<profile> device, or target a pool without MIG.`,
            });
          }
        }
      }
    },
  },
});
