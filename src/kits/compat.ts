// What the compatibility rules (and the matrix) keep of a pod during the file pass, and the
// nodes it is judged against after the last file: the candidate pools of the placement
// simulation and, when no candidate pool knows its driver, the driver labels the pod pins.
import { templateLabel } from '../k8s/naming.js';
import { isGpuPool, type NodePool } from '../cluster/node-pools.js';
import { PLACEMENT, type PlacementInput, type PoolVerdict } from '../cluster/placement.js';
import { cacheSlot, type RunCache } from '../core/run-cache.js';
import { placementOf } from './placement.js';
import type { ObjectIndex } from '../engine/object-index.js';
import { keptList } from '../core/kept.js';
import type { CollectContext } from '../engine/rule.js';
import type { LocatedRange } from '../core/types.js';
import type { RelatedLocation } from '../core/types.js';
import type { ObjectView } from '../k8s/objects.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../k8s/pods.js';
import {
  describePinned,
  pinnedDriverFacts,
  pinnedLabelSets,
  poolDriverFacts,
  type PinnedLabels,
  type DriverTarget,
} from '../compat/drivers.js';
import { resolveImageCuda, type CudaResolution } from '../compat/images.js';
import { compatOf } from '../compat/overrides.js';
import { pinnedGpuLabels, type PinnedGpu } from '../compat/arch.js';
import { memo } from '../core/memo.js';

export interface ContainerFact {
  name: string;
  /** The image as written. */
  image: string;
  resolution: CudaResolution;
  /** The `image:` value, where findings point (and whose line the matrix shows). */
  at?: LocatedRange;
}

export interface CompatPodFacts {
  /** Which template of the object (`Worker`, `head`), when it has several. */
  label?: string;
  placement: PlacementInput;
  /** cluster.extendedResourceToleration for this file. */
  ert: boolean;
  pinned: readonly PinnedLabels[];
  /** The GPU labels of the pod's nodeSelector (product, compute capability), for cuda-gpu-arch-unsupported. */
  gpuPinned?: PinnedGpu;
  containers: readonly ContainerFact[];
}

/** GPU containers of a pod: a GPU resource, or a GPU DRA claim. */
export function gpuContainers(pod: PodSpecView): ContainerView[] {
  return pod.containers.filter((c) => c.kind !== 'ephemeral' && gpuSource(pod, c) !== undefined);
}

/**
 * The compatibility facts of an object's GPU pods: every GPU container with its image's CUDA
 * (`all: false` keeps only containers whose CUDA is known, which is what the driver rules need).
 */
const COMPAT_FACTS = cacheSlot('compat-facts', () => ({
  resolved: new WeakMap<ObjectView, readonly CompatPodFacts[] | undefined>(),
  all: new WeakMap<ObjectView, readonly CompatPodFacts[] | undefined>(),
}));

/**
 * The compatibility facts of an object, computed once and shared by the compatibility rules.
 * They ask of every object of the run: the many without a pod (Services, ConfigMaps) are not
 * remembered, and the pods without a GPU container are remembered as having none (undefined).
 */
export function collectCompat(
  object: ObjectView,
  pods: () => PodSpecView[],
  ctx: CollectContext<unknown>,
  all = false,
): readonly CompatPodFacts[] | undefined {
  if (pods().length === 0) return undefined;
  const memos = ctx.run.get(COMPAT_FACTS);
  return memo(all ? memos.all : memos.resolved, object, () => readCompat(object, pods, ctx, all));
}

function readCompat(
  object: ObjectView,
  pods: () => PodSpecView[],
  ctx: CollectContext<unknown>,
  all: boolean,
): readonly CompatPodFacts[] | undefined {
  const compat = compatOf(ctx);
  const every = pods();
  const out: CompatPodFacts[] = [];
  for (const pod of every) {
    if (!pod.workload.ai || pod.workload.infrastructure) continue;
    const containers: ContainerFact[] = [];
    for (const c of gpuContainers(pod)) {
      const resolution = resolveImageCuda(c.image, c.family, compat);
      if (!all && resolution.status !== 'resolved') continue;
      if (!c.image) continue;
      containers.push({
        name: c.name,
        image: c.image.raw,
        resolution,
        at: ctx.anchor([...c.path, 'image']),
      });
    }
    if (containers.length === 0) continue;
    // ExtendedResourceToleration: requesting R tolerates taints keyed R. The shared placement
    // input is not ours to change, so the tolerations go into a copy.
    const base = placementOf(pod, ctx);
    const placement = ctx.cluster.extendedResourceToleration
      ? {
          ...base,
          tolerations: [
            ...base.tolerations,
            ...gpuContainers(pod).flatMap((c) =>
              c.gpu.filter((g) => g.count !== 0).map((g) => ({ key: g.resource, operator: 'Exists' as const })),
            ),
          ],
        }
      : base;
    const facts: CompatPodFacts = {
      label: templateLabel(object, pod, every),
      placement,
      ert: ctx.cluster.extendedResourceToleration,
      pinned: keptList(pinnedLabelSets(pod, ctx.anchor)),
      containers: keptList(containers),
    };
    const gpuPinned = pinnedGpuLabels(pod, ctx.anchor);
    if (gpuPinned) facts.gpuPinned = gpuPinned;
    out.push(facts);
  }
  return out.length > 0 ? keptList(out) : undefined;
}

export function compatFactsOf(facts: unknown): CompatPodFacts[] {
  return Array.isArray(facts) ? (facts as CompatPodFacts[]) : [];
}

/** Pools that can hold an NVIDIA GPU (AMD pools are gpu-vendor-mismatch's business). */
function nvidiaCapable(pool: NodePool): boolean {
  if (pool.gpu.vendor === 'amd') return false;
  return isGpuPool(pool) || pool.gpu.driverVersion !== undefined || pool.gpu.cudaRuntimeVersion !== undefined;
}

const NO_POOLS: readonly PoolVerdict[] = Object.freeze([]);

/** The possible pools of each simulation: simulations are shared by the equal pods of a run. */
const POSSIBLE_POOLS = cacheSlot('possible-pools', () => new WeakMap<readonly PoolVerdict[], readonly PoolVerdict[]>());

/** The pools the pod can land on: candidates whose fit is not ruled out. Shared: never mutate it. */
export function possiblePools(
  pod: CompatPodFacts,
  pools: readonly NodePool[],
  gpuResources: readonly string[],
  run: RunCache,
): readonly PoolVerdict[] {
  if (pod.placement.unknown) return NO_POOLS;
  const verdicts = run.get(PLACEMENT).simulate(pod.placement, pools, { extendedResourceToleration: pod.ert, gpuResources });
  return memo(run.get(POSSIBLE_POOLS), verdicts, () => verdicts.filter((v) => v.candidate && v.fits !== false && nvidiaCapable(v.pool)));
}

/**
 * What a pod is judged against: each possible pool (its own driver, else the driver the pod
 * pins), and, when no pool knows a driver, the pinned label sets themselves.
 */
export function driverTargets(
  pod: CompatPodFacts,
  pools: readonly NodePool[],
  gpuResources: readonly string[],
  run: RunCache,
): DriverTarget[] {
  // Three rules judge the same pod facts against the same pools: decide once. Without pinned
  // labels the targets depend only on the placement, which equal pods share (placement.ts).
  const key: object = pod.pinned.length === 0 ? pod.placement : pod;
  const runs = memo(run.get(DRIVER_TARGETS), key, () => []);
  const known = runs.find((r) => r.pools === pools && r.gpuResources === gpuResources && r.ert === pod.ert);
  if (known) return known.targets;
  const targets = findDriverTargets(pod, pools, gpuResources, run);
  runs.push({ pools, gpuResources, ert: pod.ert, targets });
  return targets;
}

/** The driver targets of a run, by placement input (or by pod when it pins driver labels). */
const DRIVER_TARGETS = cacheSlot(
  'driver-targets',
  () => new WeakMap<object, { pools: readonly NodePool[]; gpuResources: readonly string[]; ert: boolean; targets: DriverTarget[] }[]>(),
);

function findDriverTargets(
  pod: CompatPodFacts,
  pools: readonly NodePool[],
  gpuResources: readonly string[],
  run: RunCache,
): DriverTarget[] {
  const pinned = pod.pinned.map((set) => ({ set, facts: pinnedDriverFacts(set) })).filter((p) => p.facts.range);
  const targets: DriverTarget[] = [];
  for (const v of possiblePools(pod, pools, gpuResources, run)) {
    const facts = poolDriverFacts(v.pool);
    if (facts.range) targets.push({ kind: 'pool', name: `node pool ${v.pool.name}`, pool: v.pool, facts });
    else if (pinned.length === 1)
      targets.push({
        kind: 'pool',
        name: `node pool ${v.pool.name}`,
        pool: v.pool,
        pinned: pinned[0]!.set,
        facts: {
          ...pinned[0]!.facts,
          gpuClass: facts.gpuClass ?? pinned[0]!.facts.gpuClass,
          product: facts.product ?? pinned[0]!.facts.product,
        },
      });
  }
  if (targets.length > 0) return targets;
  return pinned.map((p) => ({
    kind: 'pinned',
    name: `the node the pod pins with ${describePinned(p.set)}`,
    pinned: p.set,
    facts: p.facts,
  }));
}

/** Related locations of a target: the pinned labels in the pod, or the Node objects of a pool. */
export function targetRelated(target: DriverTarget, file: string, index: ObjectIndex): RelatedLocation[] {
  const out: RelatedLocation[] = [];
  for (const a of target.pinned?.at ?? []) {
    if (a.range)
      out.push({
        file,
        range: { start: a.range.start, end: a.range.end },
        message: `The pod pins ${a.key}${a.value.startsWith('Gt ') || a.value.startsWith('Lt ') ? ` ${a.value}` : `=${a.value}`}.`,
      });
  }
  const node = target.pool?.nodeNames?.map((n) => index.get('', 'Node', undefined, n)[0]).find(Boolean);
  if (node)
    out.push({
      file: node.file,
      range: node.range,
      message: `Node ${node.name ?? ''} of ${target.name}${target.facts.range ? `: driver ${target.facts.range.text}${target.facts.source ? ` (${target.facts.source})` : ''}` : ''}.`,
    });
  return out;
}
