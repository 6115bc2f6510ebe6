// Memory of each GPU a container gets: from its MIG profile, from the GPU its pod pins with a node
// selector, or from the candidate node pools of the placement simulation. Unknown stays unknown.
import { MIG_PREFIX } from '../k8s/gpu.js';
import type { ContainerView, PodSpecView } from '../k8s/pods.js';
import { isPlaceholder, own, ownArray, ownObject, ownString, stringMap } from '../k8s/values.js';
import {
  findMigProfile,
  migProfileOfResource,
  productByGkeAccelerator,
  productByInstanceType,
  productByLabel,
  type GpuProduct,
} from './gpu-products.js';
import { isGpuPool } from './node-pools.js';
import type { PoolVerdict } from './placement.js';
import { memo } from '../core/memo.js';

export interface GpuMemory {
  /** Per GPU (or MIG device), in GiB. */
  gib: number;
  /** Where the number comes from, for messages: `node pool h100`, `MIG profile 3g.40gb`. */
  source: string;
}

/** Node labels that name the GPU model, and how to read them. */
const PRODUCT_KEYS: [string, (value: string) => GpuProduct | undefined][] = [
  ['nvidia.com/gpu.product', productByLabel],
  ['cloud.google.com/gke-accelerator', productByGkeAccelerator],
  ['node.kubernetes.io/instance-type', (v) => productByInstanceType(v)?.product],
  ['beta.kubernetes.io/instance-type', (v) => productByInstanceType(v)?.product],
];

export function gib(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

interface Pinned {
  key: string;
  values: string[];
  products: GpuProduct[];
}

/**
 * The GPU models the pod's nodeSelector or required node affinity (every term, operator In) allow.
 * undefined: the pod pins none the product table knows; 'unknown': its selection is a template.
 */
export function pinnedProducts(pod: PodSpecView): Pinned | 'unknown' | undefined {
  return memo(pinnedByPod, pod, readPinnedProducts);
}

/** Per pod: the memory rules ask once per container. */
const pinnedByPod = new WeakMap<PodSpecView, Pinned | 'unknown' | undefined>();

function readPinnedProducts(pod: PodSpecView): Pinned | 'unknown' | undefined {
  const selector = stringMap(own(pod.spec, 'nodeSelector'));
  const terms = ownArray(
    ownObject(ownObject(ownObject(pod.spec, 'affinity'), 'nodeAffinity'), 'requiredDuringSchedulingIgnoredDuringExecution'),
    'nodeSelectorTerms',
  );
  for (const [key, read] of PRODUCT_KEYS) {
    let values: string[] | undefined;
    if (key in selector) values = [selector[key]!];
    else if (terms.length > 0) {
      const perTerm = terms.map((t) =>
        ownArray(t, 'matchExpressions').find((e) => ownString(e, 'key') === key && ownString(e, 'operator') === 'In'),
      );
      if (perTerm.every((e) => e !== undefined)) values = [...new Set(perTerm.flatMap((e) => ownArray(e, 'values').map(String)))];
    }
    if (!values || values.length === 0) continue;
    if (values.some(isPlaceholder)) return 'unknown';
    const products = values.map(read);
    // A GPU the product table does not know: the node pools (GPU memory labels) may.
    if (products.some((p) => p === undefined)) continue;
    return { key, values, products: products as GpuProduct[] };
  }
  return undefined;
}

/**
 * Per-device memory the pod itself decides: a MIG profile (`nvidia.com/mig-3g.40gb` -> 40, read as
 * GiB: a profile's memory is at most what its name says), or the GPU model its selectors pin.
 * undefined: the pod decides nothing (ask the node pools); 'unknown': it does, unreadably.
 */
export function podGpuMemory(pod: PodSpecView, c: ContainerView): GpuMemory | 'unknown' | undefined {
  const pinned = pinnedProducts(pod);
  const used = c.gpu.filter((g) => g.count === undefined || g.count > 0);
  const mig = used.filter((g) => g.resource.startsWith(MIG_PREFIX));
  if (mig.length > 0) {
    if (mig.length !== used.length || new Set(mig.map((g) => g.resource)).size > 1) return 'unknown';
    const profile = migProfileOfResource(mig[0]!.resource.slice(MIG_PREFIX.length));
    if (pinned && pinned !== 'unknown') {
      const sizes = pinned.products.map((p) => findMigProfile(p, profile)?.memoryGB);
      if (sizes.every((s): s is number => s !== undefined)) return { gib: Math.max(...sizes), source: `MIG profile ${profile}` };
    }
    const named = /^\d+g\.(\d+)gb/.exec(profile);
    return named ? { gib: Number(named[1]), source: `MIG profile ${profile}` } : 'unknown';
  }
  if (pinned === undefined || pinned === 'unknown') return pinned;
  const gibs = pinned.products.map((p) => p.memoryGiB);
  const max = Math.max(...gibs);
  const where =
    pinned.values.length === 1 ? `${pinned.key}=${pinned.values[0]}` : `${pinned.key} in [${pinned.values.join(', ')}] (the largest)`;
  return { gib: max, source: `the pod's node selection ${where}` };
}

/**
 * The largest per-GPU memory of the candidate GPU pools, when every one of them states it.
 * The pod may land on any of them: judging against the largest never reports a pod that fits one.
 */
export function poolGpuMemory(verdicts: readonly PoolVerdict[]): GpuMemory | undefined {
  const pools = verdicts.filter((v) => v.candidate && isGpuPool(v.pool)).map((v) => v.pool);
  if (pools.length === 0 || pools.some((p) => p.gpu.memoryGiB === undefined)) return undefined;
  const max = pools.reduce((most, p) => Math.max(most, p.gpu.memoryGiB!), Number.NEGATIVE_INFINITY);
  const names = pools.map((p) => p.name).join(', ');
  return { gib: max, source: pools.length === 1 ? `node pool ${names}` : `node pools ${names} (the largest)` };
}
