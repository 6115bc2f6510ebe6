import { containerName } from '../../src/k8s/naming.js';
import { STRINGS } from '../../src/core/run-cache.js';
import { keptList } from '../../src/core/kept.js';
import { findMigProfile, migProfileOfResource, type GpuProduct } from '../../src/cluster/gpu-products.js';
import { isGpuPool } from '../../src/cluster/node-pools.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import { simulatedPods } from '../../src/kits/placement.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { MIG_PREFIX } from '../../src/k8s/gpu.js';
import type { ContainerView } from '../../src/k8s/pods.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'mig-profile-invalid';

/** `<slices>g.<memory>gb`, then the extensions as the device plugin spells them (`+me` -> `.me`, `-me`). */
const WELL_FORMED = /^[1-9][0-9]*g\.[1-9][0-9]*gb(?:(?:\.[a-z]+)+|-[a-z]+)?$/;

interface MigKey {
  resource: string;
  where: 'limits' | 'requests';
}

/** The MIG resources a container asks for, each at its limit key (or its request key when there is no limit). */
function migKeys(c: ContainerView): MigKey[] {
  if (c.kind === 'ephemeral' || c.noGpuByEnv) return [];
  const out: MigKey[] = [];
  for (const g of c.gpu) {
    if (!g.resource.startsWith(MIG_PREFIX) || isPlaceholder(g.resource) || g.count === 0) continue;
    out.push({ resource: g.resource, where: own(c.limits, g.resource) !== undefined ? 'limits' : 'requests' });
  }
  return out;
}

/** A well-formed spelling close to a malformed one (`1G5GB` -> `1g.5gb`, `1g.10gb+me` -> `1g.10gb.me`). */
function suggestion(suffix: string): string | undefined {
  const fixed = suffix
    .toLowerCase()
    .replace(/\+/g, '.')
    .replace(/^([0-9]+)g[._-]?([0-9]+)(?:gb|g|b)?(?=$|[.-])/, '$1g.$2gb');
  return fixed !== suffix && WELL_FORMED.test(fixed) ? fixed : undefined;
}

function productName(product: GpuProduct): string {
  return product.id.replace(/-/g, ' ');
}

/** The profile of the product closest to the one asked for: same compute slices and the least memory, else the smallest. */
function closestProfile(product: GpuProduct, profile: string): string | undefined {
  const profiles = (product.mig?.profiles ?? []).map((p) => p.profile).filter((p) => !p.includes('+') && !p.includes('-'));
  const slices = /^([0-9]+)g\./.exec(profile)?.[1];
  return profiles.find((p) => p.startsWith(`${slices}g.`)) ?? profiles[0];
}

interface KeyFact {
  resource: string;
  container: string;
  at?: Range;
}

interface PodFact {
  placement: PlacementInput;
  keys: readonly KeyFact[];
}

export default defineRule({
  id: ID,
  family: 'mig',
  level: 'error',
  scope: 'ai',
  summary: 'A `nvidia.com/mig-*` resource is not a well-formed MIG profile, or not a profile of the GPUs of any pool the pod can land on.',
  references: [
    'https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html',
    'https://github.com/NVIDIA/k8s-device-plugin#configuration-option-details',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        for (const k of migKeys(c)) {
          const suffix = k.resource.slice(MIG_PREFIX.length);
          if (WELL_FORMED.test(suffix)) continue;
          const fix = suggestion(suffix);
          const message =
            suffix.includes('+') && fix
              ? `${k.resource} in ${containerName(c)} is not how the device plugin names the ${suffix} profile: it replaces "+" ` +
                `with ".", ` +
                `so no node offers this resource and the pod stays Pending; request ${MIG_PREFIX}${fix}.`
              : `${k.resource} in ${containerName(c)} is not a MIG resource name (${MIG_PREFIX}<slices>g.<memory>gb, e.g. ` +
                `${MIG_PREFIX}1g.10gb): no node offers it and the pod stays Pending; ` +
                `${fix ? `did you mean ${MIG_PREFIX}${fix}?` : 'use a profile of the target GPU.'}`;
          ctx.report({ path: [...c.path, 'resources', k.where, k.resource], message });
        }
      }
    },
    collect(object, pods, ctx) {
      const out: PodFact[] = [];
      for (const pod of pods()) {
        const keys: KeyFact[] = [];
        for (const c of pod.containers) {
          for (const k of migKeys(c)) {
            if (!WELL_FORMED.test(k.resource.slice(MIG_PREFIX.length))) continue;
            keys.push({
              resource: k.resource,
              container: ctx.run.get(STRINGS).intern(containerName(c)),
              at: ctx.anchor([...c.path, 'resources', k.where, k.resource]),
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
          .map((v) => v.pool);
        // Every candidate's GPU must be known, and at least one must support MIG (else: mig-strategy-mismatch).
        if (candidates.length === 0 || candidates.some((p) => !p.gpu.product)) continue;
        const products = [...new Map(candidates.map((p) => [p.gpu.product!.id, p.gpu.product!])).values()];
        if (!products.some((p) => (p.mig?.profiles.length ?? 0) > 0)) continue;
        for (const key of pod.keys) {
          const profile = migProfileOfResource(key.resource.slice(MIG_PREFIX.length));
          if (products.some((p) => findMigProfile(p, profile))) continue;
          const described = products.map((p) => {
            const names = candidates
              .filter((c) => c.gpu.product!.id === p.id)
              .map((c) => c.name)
              .join(', ');
            const has = p.mig?.profiles.length
              ? `${productName(p)} has ${p.mig.profiles.map((m) => m.profile).join(', ')}`
              : `${productName(p)} does not support MIG`;
            return `${names}: ${has}`;
          });
          const migCapable = products.find((p) => (p.mig?.profiles.length ?? 0) > 0)!;
          const closest = closestProfile(migCapable, profile);
          ctx.report({
            object,
            range: key.at,
            message:
              `${key.resource} in ${key.container} asks for MIG profile ${profile}, but no pool it can land on has a GPU with ` +
              `that profile (${described.join('; ')}), so the pod stays Pending; request a profile of that ` +
              `GPU${closest ? `, e.g. ${MIG_PREFIX}${closest}` : ''}.`,
          });
        }
      }
    },
  },
});
