// Placement facts shared by the placement-based scheduling rules (unschedulable,
// gpu-toleration-missing, gpu-node-selector-missing): collected once per object, kept in the index.
import { keptList } from '../core/kept.js';
import type { CollectContext } from '../engine/rule.js';
import type { FactsOf, ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import type { Range } from '../core/types.js';
import { templateLabel } from '../k8s/naming.js';
import type { ObjectView } from '../k8s/objects.js';
import { forEachResource, type ContainerView, type PodSpecView } from '../k8s/pods.js';
import { parseQuantity } from '../k8s/quantity.js';
import { own } from '../k8s/values.js';
import { isGpuPool, type NodePool, type Taint } from '../cluster/node-pools.js';
import { PLACEMENT, toleratedBy, type PlacementInput, type PoolVerdict } from '../cluster/placement.js';
import { cacheSlot, type RunCache } from '../core/run-cache.js';
import { memo } from '../core/memo.js';

/** What a placement rule keeps of one GPU pod template. Small and JSON-like (it lives in the index). */
export interface PlacementFacts {
  /** Which template of the object, when it has several (`Worker`, `head`, `worker[1]`). */
  label?: string;
  placement: PlacementInput;
  /** The pod's GPUs come only from DRA claims: their count is unknown and claims may pick devices. */
  draOnly: boolean;
  /** Device-plugin GPU resources the pod requests (counts that are placeholders included). */
  gpuResources: readonly string[];
  /** cluster.extendedResourceToleration for this file (an override's `cluster:` may set it). */
  ert: boolean;
  /** The operator merges the pod with a template of this kind (pods.ts): not all its fields are written here. */
  mergedWith: string | undefined;
  /** Where findings point: the pod spec key and, when present, the placement fields. */
  spec?: Range;
  nodeSelector?: Range;
  affinity?: Range;
  tolerations?: Range;
  /** Per resource, the key of the container asking for the most of it. */
  resources: Record<string, Range>;
}

/** What placement needs of a pod, from the run's cache: equal inputs are one object, simulated once. */
export function placementOf(pod: PodSpecView, ctx: { run: RunCache }): PlacementInput {
  return ctx.run.get(PLACEMENT).inputOf(pod);
}

/** The facts of every GPU pod template of an AI workload (infrastructure pods and CPU pods are skipped). */
const PLACEMENT_FACTS = cacheSlot('placement-facts', () => new WeakMap<ObjectView, readonly PlacementFacts[] | undefined>());

/** Computed once per object and shared by the three placement rules. */
export function collectPlacement(
  object: ObjectView,
  pods: () => PodSpecView[],
  ctx: CollectContext<unknown>,
): readonly PlacementFacts[] | undefined {
  const memo = ctx.run.get(PLACEMENT_FACTS);
  if (!memo.has(object)) memo.set(object, readPlacement(object, pods, ctx));
  return memo.get(object);
}

function readPlacement(object: ObjectView, pods: () => PodSpecView[], ctx: CollectContext<unknown>): readonly PlacementFacts[] | undefined {
  const all = pods();
  const out: PlacementFacts[] = [];
  for (const pod of all) {
    if (!pod.workload.ai || pod.workload.infrastructure) continue;
    const resourceGpu = pod.containers.some((c) => c.kind !== 'ephemeral' && c.hasGpu);
    if (!resourceGpu && pod.dra !== 'gpu') continue;
    let input = placementOf(pod, ctx);
    const gpuResources = new Set<string>();
    for (const c of pod.containers)
      if (c.kind !== 'ephemeral' && c.hasGpu) for (const g of c.gpu) if (g.count !== 0) gpuResources.add(g.resource);
    // ExtendedResourceToleration: the admission plugin adds a toleration for every extended
    // resource the pod asks for, whatever the quantity (so a templated count still tolerates).
    // The shared placement input is not ours to change: the added tolerations go into a copy.
    if (ctx.cluster.extendedResourceToleration)
      input = { ...input, tolerations: [...input.tolerations, ...[...gpuResources].map((key) => ({ key, operator: 'Exists' as const }))] };
    const resources = resourceAnchors(pod, ctx);
    out.push({
      label: templateLabel(object, pod, all),
      placement: input,
      draOnly: !resourceGpu,
      gpuResources: keptList([...gpuResources]),
      ert: ctx.cluster.extendedResourceToleration,
      mergedWith: pod.mergedWith,
      spec: ctx.anchor(pod.path),
      nodeSelector: own(pod.spec, 'nodeSelector') !== undefined ? ctx.anchor([...pod.path, 'nodeSelector']) : undefined,
      affinity:
        own(own(pod.spec, 'affinity'), 'nodeAffinity') !== undefined ? ctx.anchor([...pod.path, 'affinity', 'nodeAffinity']) : undefined,
      tolerations: own(pod.spec, 'tolerations') !== undefined ? ctx.anchor([...pod.path, 'tolerations']) : undefined,
      resources,
    });
  }
  return out.length > 0 ? keptList(out) : undefined;
}

/** Per resource, where findings about it point: the key of the container asking for the most of it. */
function resourceAnchors(pod: PodSpecView, ctx: CollectContext<unknown>): Record<string, Range> {
  const resources: Record<string, Range> = {};
  for (const ask of largestAsks(pod)) {
    const at = ctx.anchor([...ask.container.path, 'resources', ask.written, ask.name]);
    if (at) resources[ask.name] = at;
  }
  return resources;
}

/** The container asking for the most of a resource, and where that amount is written. */
interface LargestAsk {
  name: string;
  amount: number;
  container: ContainerView;
  written: 'limits' | 'requests';
}

/** Per resource, in the order written, the container asking for the most of it (its limit, else its request). */
function largestAsks(pod: PodSpecView): Iterable<LargestAsk> {
  const best = new Map<string, LargestAsk>();
  const consider = (container: ContainerView, name: string, written: LargestAsk['written'], raw: unknown) => {
    const amount = parseQuantity(raw)?.value ?? 0;
    const seen = best.get(name);
    if (!seen) best.set(name, { name, amount, container, written });
    else if (amount > seen.amount) {
      seen.amount = amount;
      seen.container = container;
      seen.written = written;
    }
  };
  for (const c of pod.containers) {
    if (c.kind === 'ephemeral') continue;
    forEachResource(c.limits, c.requests, (name, amount, inLimits) => consider(c, name, inLimits ? 'limits' : 'requests', amount));
  }
  return best.values();
}

export interface SimulatedPod<F> {
  object: ObjectSummary;
  facts: F;
  /** The node pools declared for the object's file (never empty). */
  pools: readonly NodePool[];
}

/**
 * The pod facts (arrays of `{ placement, ... }` a rule kept, read with its `factsOf`) that can be simulated: node
 * pools are declared for the object's file and the template's scheduling input is readable.
 * Everything else stays silent (a rule that needs the pools does not guess without them).
 */
export function* simulatedPods<F extends { placement?: PlacementInput } = PlacementFacts>(
  index: ObjectIndex,
  factsOf: FactsOf,
  nodePools: (file: string) => readonly NodePool[],
): Generator<SimulatedPod<F & { placement: PlacementInput }>> {
  for (const object of index.objects) {
    const facts = factsOf(object);
    if (!Array.isArray(facts) || facts.length === 0) continue;
    const pools = nodePools(object.file);
    if (pools.length === 0) continue;
    for (const pod of facts as F[])
      if (pod.placement && !pod.placement.unknown) yield { object, facts: pod as F & { placement: PlacementInput }, pools };
  }
}

/**
 * The pod's device-plugin GPU resources, one device of each: a pool this does not fit offers none
 * of them (GPUs of the other vendor, no such MIG device), whatever the size of its nodes.
 */
export function oneOfEachGpu(facts: PlacementFacts): PlacementInput {
  return { ...facts.placement, requests: Object.fromEntries(facts.gpuResources.map((resource) => [resource, 1])) };
}

/** The pod can land on the pool: a candidate whose fit is true or not decidable. */
export function possible(v: PoolVerdict): boolean {
  return v.candidate && v.fits !== false;
}

/** Taints that keep pods off a node (PreferNoSchedule only discourages). */
export function blockingTaints(pool: NodePool): Taint[] {
  return pool.taints.filter((t) => t.effect !== 'PreferNoSchedule');
}

export function toleratesTaint(facts: PlacementFacts, taint: Taint): boolean {
  return toleratedBy(facts.placement, taint, facts.ert);
}

/** A GPU pool and the taints that keep pods off its nodes. */
export interface TaintedPool {
  pool: NodePool;
  taints: readonly Taint[];
}

/**
 * Per list of pools, its GPU pools with their blocking taints when every one has some; undefined
 * when there is no GPU pool or one without such a taint. The same for every pod: worked out once.
 */
const TAINTED_GPU_POOLS = new WeakMap<readonly NodePool[], readonly TaintedPool[] | undefined>();

function taintedGpuPools(pools: readonly NodePool[]): readonly TaintedPool[] | undefined {
  return memo(TAINTED_GPU_POOLS, pools, readTaintedGpuPools);
}

function readTaintedGpuPools(pools: readonly NodePool[]): readonly TaintedPool[] | undefined {
  const gpuPools = pools.filter(isGpuPool).map((pool) => ({ pool, taints: blockingTaints(pool) }));
  return gpuPools.length > 0 && gpuPools.every((p) => p.taints.length > 0) ? gpuPools : undefined;
}

/**
 * gpu-toleration-missing's condition: every GPU pool carries a NoSchedule/NoExecute taint and the
 * pod tolerates none of those taints. The GPU pools with their taints (shared: never mutate them), or undefined.
 */
export function untoleratedGpuPools(facts: PlacementFacts, pools: readonly NodePool[]): readonly TaintedPool[] | undefined {
  const tainted = taintedGpuPools(pools);
  if (!tainted || tainted.some((p) => p.taints.some((t) => toleratesTaint(facts, t)))) return undefined;
  return tainted;
}

/** `the Worker pods` or `the pod`. */
export function podText(facts: PlacementFacts): string {
  return facts.label ? `the ${facts.label} pods` : 'the pod';
}
