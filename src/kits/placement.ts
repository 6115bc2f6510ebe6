// Placement facts shared by the placement-based scheduling rules (unschedulable,
// gpu-toleration-missing, gpu-node-selector-missing): collected once per object, kept in the index.
import { keptList } from '../core/kept.js';
import type { CollectContext } from '../engine/rule.js';
import type { FactsOf, ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import type { JsonPath, Range } from '../core/types.js';
import { templateLabel } from '../k8s/naming.js';
import type { ObjectView } from '../k8s/objects.js';
import type { PodSpecView } from '../k8s/pods.js';
import { parseQuantity } from '../k8s/quantity.js';
import type { PodSpec } from '../k8s/api-types.js';
import { own } from '../k8s/values.js';
import { isGpuPool, type NodePool, type Taint } from '../cluster/node-pools.js';
import { PLACEMENT, toleratedBy, type PlacementInput, type PoolVerdict } from '../cluster/placement.js';
import { cacheSlot, type RunCache } from '../core/run-cache.js';

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
    const best = new Map<string, { amount: number; path: JsonPath }>();
    for (const c of pod.containers) {
      if (c.kind === 'ephemeral') continue;
      for (const g of c.gpu) if (c.hasGpu && g.count !== 0) gpuResources.add(g.resource);
      for (const name of new Set([...Object.keys(c.limits), ...Object.keys(c.requests)])) {
        const inLimits = own(c.limits, name) !== undefined;
        const amount = parseQuantity(own(c.limits, name) ?? own(c.requests, name))?.value ?? 0;
        const seen = best.get(name);
        if (!seen || amount > seen.amount)
          best.set(name, { amount, path: [...c.path, 'resources', inLimits ? 'limits' : 'requests', name] });
      }
    }
    // ExtendedResourceToleration: the admission plugin adds a toleration for every extended
    // resource the pod asks for, whatever the quantity (so a templated count still tolerates).
    // The shared placement input is not ours to change: the added tolerations go into a copy.
    if (ctx.cluster.extendedResourceToleration)
      input = { ...input, tolerations: [...input.tolerations, ...[...gpuResources].map((key) => ({ key, operator: 'Exists' as const }))] };
    const has = (key: keyof PodSpec & string) => own(pod.spec, key) !== undefined;
    const resources: Record<string, Range> = {};
    for (const [name, { path }] of best) {
      const at = ctx.anchor(path);
      if (at) resources[name] = at;
    }
    out.push({
      label: templateLabel(object, pod, all),
      placement: input,
      draOnly: !resourceGpu,
      gpuResources: keptList([...gpuResources]),
      ert: ctx.cluster.extendedResourceToleration,
      mergedWith: pod.mergedWith,
      spec: ctx.anchor(pod.path),
      nodeSelector: has('nodeSelector') ? ctx.anchor([...pod.path, 'nodeSelector']) : undefined,
      affinity:
        own(own(pod.spec, 'affinity'), 'nodeAffinity') !== undefined ? ctx.anchor([...pod.path, 'affinity', 'nodeAffinity']) : undefined,
      tolerations: has('tolerations') ? ctx.anchor([...pod.path, 'tolerations']) : undefined,
      resources,
    });
  }
  return out.length > 0 ? keptList(out) : undefined;
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

/**
 * gpu-toleration-missing's condition: every GPU pool carries a NoSchedule/NoExecute taint and the
 * pod tolerates none of those taints. The GPU pools with their taints, or undefined.
 */
export function untoleratedGpuPools(facts: PlacementFacts, pools: readonly NodePool[]): { pool: NodePool; taints: Taint[] }[] | undefined {
  const gpuPools = pools.filter(isGpuPool);
  if (gpuPools.length === 0) return undefined;
  const out = gpuPools.map((pool) => ({ pool, taints: blockingTaints(pool) }));
  if (out.some((p) => p.taints.length === 0)) return undefined;
  if (out.some((p) => p.taints.some((t) => toleratesTaint(facts, t)))) return undefined;
  return out;
}

/** `the Worker pods` or `the pod`. */
export function podText(facts: PlacementFacts): string {
  return facts.label ? `the ${facts.label} pods` : 'the pod';
}
