// Placement simulation: for a pod, which node pools are candidates (nodeSelector, required node
// affinity, taints vs tolerations) and, as a second step, on which of them it fits (GPUs, MIG
// devices, cpu/memory per node). Every excluded pool carries the first constraint that excluded it.
import { isGpuResource, MIG_PREFIX } from '../k8s/gpu.js';
import { forEachResource, type PodSpecView } from '../k8s/pods.js';
import { parseQuantity } from '../k8s/quantity.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, stringMap } from '../k8s/values.js';
import { migProfileOfResource } from './gpu-products.js';
import type { NodePool, Taint } from './node-pools.js';
import { cacheSlot } from '../core/run-cache.js';
import { memo } from '../core/memo.js';

export interface MatchExpression {
  key: string;
  operator: string;
  values: string[];
}

export interface Toleration {
  key?: string;
  operator: 'Exists' | 'Equal';
  value?: string;
  effect?: string;
}

/** What placement needs of a pod, extracted once (small and JSON-like, so it can be collected). */
export interface PlacementInput {
  nodeSelector: Record<string, string>;
  /** OR of terms, each an AND of expressions; undefined when there is no required affinity. */
  requiredTerms?: MatchExpression[][];
  tolerations: Toleration[];
  /** Per-pod requests as the scheduler sums them (max of init containers vs sum of the others). */
  requests: Record<string, number>;
  /** Every extended resource the pod asks for, also those whose quantity is a placeholder. */
  resources: string[];
  /** Something the simulation cannot read (a placeholder selector): do not conclude anything. */
  unknown?: string;
}

/**
 * Why a pool is no candidate for a pod, or why the pod does not fit its nodes: data, so a rule or
 * the compatibility matrix can ask which resource did not fit; `reasonText` words it.
 */
export type PlacementReason =
  | { kind: 'node-selector'; key: string; want: string; have?: string }
  /** `text`: the expression (or expressions) of the required node affinity that rule the pool out. */
  | { kind: 'node-affinity'; text: string }
  | { kind: 'taint'; taint: Taint }
  /** `need` and `have` per node, in the resource's unit (bytes for memory). */
  | { kind: 'fit'; resource: string; need: number; have: number };

export interface PoolVerdict {
  pool: NodePool;
  /** Passes selectors, affinity and taints. */
  candidate: boolean;
  /** The first constraint that made the pool no candidate, or that made the pod not fit. */
  reason?: PlacementReason;
  /** For candidates: the pod's requests fit one node of the pool (undefined when not decidable). */
  fits?: boolean;
}

/** Labels every node has even when a pool declaration does not list them. */
const WELL_KNOWN =
  /^(kubernetes\.io\/(hostname|os|arch)|topology\.kubernetes\.io\/|failure-domain\.beta\.kubernetes\.io\/|beta\.kubernetes\.io\/(os|arch|instance-type)|node\.kubernetes\.io\/instance-type)/;

function expressionsOf(value: unknown): MatchExpression[] {
  return ownArray(value, 'matchExpressions')
    .filter(isObject)
    .map((e) => ({ key: ownString(e, 'key') ?? '', operator: ownString(e, 'operator') ?? '', values: ownArray(e, 'values').map(String) }));
}

function requestsOf(pod: PodSpecView): Record<string, number> {
  const sum: Record<string, number> = {};
  const initMax: Record<string, number> = {};
  for (const c of pod.containers) {
    if (c.kind === 'ephemeral') continue;
    const init = c.kind === 'init';
    const target = init ? initMax : sum;
    // Effective request: the request, else the limit (as the API server defaults it).
    forEachResource(c.requests, c.limits, (name, amount) => addRequest(target, init, name, amount));
  }
  for (const [name, v] of Object.entries(initMax)) sum[name] = Math.max(sum[name] ?? 0, v);
  return sum;
}

/** Adds a container's request to the pod's: init containers run one at a time (the largest counts), the others together. */
function addRequest(target: Record<string, number>, init: boolean, name: string, raw: unknown): void {
  const q = parseQuantity(raw);
  if (!q) return;
  if (init) target[name] = Math.max(target[name] ?? 0, q.value);
  else target[name] = (target[name] ?? 0) + q.value;
}

/** Every extended resource (a name with a `/`) a container asks for, each once, in the order written. */
function extendedResourcesOf(pod: PodSpecView): string[] {
  const names = new Set<string>();
  for (const c of pod.containers) {
    forEachResource(c.limits, c.requests, (name) => {
      if (name.includes('/')) names.add(name);
    });
  }
  return [...names];
}

function readPlacementInput(pod: PodSpecView): PlacementInput {
  const spec = pod.spec;
  const resources = extendedResourcesOf(pod);
  const input: PlacementInput = {
    nodeSelector: stringMap(own(spec, 'nodeSelector')),
    tolerations: [],
    requests: requestsOf(pod),
    resources,
  };
  if (Object.values(input.nodeSelector).some(isPlaceholder) || isPlaceholder(own(spec, 'nodeSelector')))
    input.unknown = 'the nodeSelector is a template';
  const required = ownObject(ownObject(ownObject(spec, 'affinity'), 'nodeAffinity'), 'requiredDuringSchedulingIgnoredDuringExecution');
  if (required) {
    const terms = ownArray(required, 'nodeSelectorTerms');
    input.requiredTerms = terms.map(expressionsOf);
    if (terms.some((t) => ownArray(t, 'matchFields').length > 0)) input.unknown = 'the node affinity uses matchFields';
    if (input.requiredTerms.some((t) => t.some((e) => isPlaceholder(e.key) || e.values.some(isPlaceholder))))
      input.unknown = 'the node affinity holds a template';
  }
  const rawTolerations = own(spec, 'tolerations');
  if (
    rawTolerations !== undefined &&
    rawTolerations !== null &&
    (!Array.isArray(rawTolerations) || rawTolerations.some((t) => (isObject(t) ? Object.values(t).some(isPlaceholder) : isPlaceholder(t))))
  )
    input.unknown ??= 'the tolerations hold a template';
  for (const t of ownArray(spec, 'tolerations')) {
    if (!isObject(t)) continue;
    const operator = ownString(t, 'operator') === 'Exists' ? 'Exists' : 'Equal';
    const value = own(t, 'value');
    input.tolerations.push({
      key: ownString(t, 'key') || undefined,
      operator,
      value: value === undefined || value === null ? undefined : String(value),
      effect: ownString(t, 'effect') || undefined,
    });
  }
  return input;
}

type Tri = 'yes' | 'no' | 'unknown';

function labelOf(pool: NodePool, key: string): { value?: string; known: boolean } {
  if (key in pool.labels) return { value: pool.labels[key], known: true };
  if (pool.variableLabels.includes(key) || WELL_KNOWN.test(key)) return { known: false };
  return { known: true };
}

function expressionMatches(pool: NodePool, e: MatchExpression): Tri {
  const { value, known } = labelOf(pool, e.key);
  if (!known) return 'unknown';
  switch (e.operator) {
    case 'In':
      return value !== undefined && e.values.includes(value) ? 'yes' : 'no';
    case 'NotIn':
      return value === undefined || !e.values.includes(value) ? 'yes' : 'no';
    case 'Exists':
      return value !== undefined ? 'yes' : 'no';
    case 'DoesNotExist':
      return value === undefined ? 'yes' : 'no';
    case 'Gt':
    case 'Lt': {
      const bound = Number(e.values[0]);
      if (value === undefined || !/^-?\d+$/.test(value) || !Number.isInteger(bound)) return 'no';
      return (e.operator === 'Gt' ? Number(value) > bound : Number(value) < bound) ? 'yes' : 'no';
    }
    default:
      return 'unknown';
  }
}

function describe(e: MatchExpression): string {
  if (e.operator === 'Exists' || e.operator === 'DoesNotExist') return `${e.key} ${e.operator}`;
  return `${e.key} ${e.operator} [${e.values.join(', ')}]`;
}

export function tolerates(t: Toleration, taint: Taint): boolean {
  if (t.effect && t.effect !== taint.effect) return false;
  if (t.key === undefined) return t.operator === 'Exists';
  if (t.key !== taint.key) return false;
  return t.operator === 'Exists' || (t.value ?? '') === (taint.value ?? '');
}

/** The pod's tolerations, or ExtendedResourceToleration (GKE, EKS: requesting R adds `R Exists NoSchedule`), cover the taint. */
export function toleratedBy(input: PlacementInput, taint: Taint, extendedResourceToleration: boolean): boolean {
  if (input.tolerations.some((t) => tolerates(t, taint))) return true;
  return (
    extendedResourceToleration &&
    taint.effect === 'NoSchedule' &&
    (input.resources ?? []).includes(taint.key) &&
    (input.requests[taint.key] ?? 1) > 0
  );
}

export function taintText(t: Taint): string {
  return `${t.key}${t.value ? `=${t.value}` : ''}:${t.effect}`;
}

/** The reason of a required node affinity whose only term is empty. */
export const EMPTY_TERM = 'an empty node selector term matches no node';

/** A resource amount per node as the reasons show it: memory in Gi, anything else as counted. */
export function amountText(resource: string, amount: number): string {
  return resource === 'memory' ? `${(amount / 2 ** 30).toFixed(1)}Gi` : String(amount);
}

/** A placement reason in words: `taint nvidia.com/gpu=present:NoSchedule not tolerated`. */
export function reasonText(reason: PlacementReason): string {
  switch (reason.kind) {
    case 'node-selector':
      return reason.have === undefined
        ? `nodeSelector ${reason.key}=${reason.want}: the pool has no ${reason.key} label`
        : `nodeSelector ${reason.key}=${reason.want}: the pool has ${reason.key}=${reason.have}`;
    case 'node-affinity':
      return reason.text;
    case 'taint':
      return `taint ${taintText(reason.taint)} not tolerated`;
    case 'fit':
      return `needs ${amountText(reason.resource, reason.need)} ${reason.resource} per node, nodes have ${amountText(reason.resource, reason.have)}`;
  }
}

function candidateReason(input: PlacementInput, pool: NodePool, extendedResourceToleration: boolean): PlacementReason | undefined {
  for (const [key, want] of Object.entries(input.nodeSelector)) {
    const { value, known } = labelOf(pool, key);
    if (!known) continue;
    if (value !== want) return { kind: 'node-selector', key, want, ...(value === undefined ? {} : { have: value }) };
  }
  if (input.requiredTerms) {
    const verdicts = input.requiredTerms.map((term) => {
      if (term.length === 0) return { tri: 'no' as Tri, why: EMPTY_TERM };
      let tri: Tri = 'yes';
      let why = '';
      for (const e of term) {
        const m = expressionMatches(pool, e);
        if (m === 'no')
          return {
            tri: 'no' as Tri,
            why: `required node affinity ${describe(e)}${e.key in pool.labels ? `, the pool has ${e.key}=${pool.labels[e.key]}` : ''}`,
          };
        if (m === 'unknown') tri = 'unknown';
        why ||= describe(e);
      }
      return { tri, why };
    });
    if (verdicts.length === 0)
      return { kind: 'node-affinity', text: 'required node affinity has no nodeSelectorTerms, which matches no node' };
    if (!verdicts.some((v) => v.tri !== 'no')) {
      return {
        kind: 'node-affinity',
        text:
          verdicts.length === 1
            ? verdicts[0]!.why
            : `no term of the required node affinity matches (${verdicts.map((v) => v.why).join('; ')})`,
      };
    }
  }
  for (const taint of pool.taints) {
    if (taint.effect === 'PreferNoSchedule') continue;
    if (!toleratedBy(input, taint, extendedResourceToleration)) return { kind: 'taint', taint };
  }
  return undefined;
}

/** Whether one node of the pool has room for the pod's requests; undefined when the pool does not say. */
function fitReason(input: PlacementInput, pool: NodePool, gpuResources: readonly string[]): { fits?: boolean; reason?: PlacementReason } {
  let decided = false;
  for (const [resource, amount] of Object.entries(input.requests)) {
    if (amount <= 0) continue;
    let capacity: number | undefined;
    if (resource.startsWith(MIG_PREFIX)) {
      const profile = migProfileOfResource(resource.slice(MIG_PREFIX.length));
      if (pool.gpu.migStrategy === 'single' || pool.gpu.migStrategy === 'none') capacity = 0;
      else capacity = pool.gpu.migDevices?.[profile] ?? (pool.gpu.migDevices ? 0 : pool.allocatable[resource]);
    } else if (resource === 'nvidia.com/gpu' || resource === 'amd.com/gpu') {
      const vendor = resource === 'nvidia.com/gpu' ? 'nvidia' : 'amd';
      if (pool.gpu.vendor && pool.gpu.vendor !== vendor) capacity = 0;
      else capacity = pool.allocatable[resource] ?? pool.gpu.count;
    } else if (isGpuResource(resource, gpuResources) || resource === 'cpu' || resource === 'memory' || resource.includes('/')) {
      capacity = pool.allocatable[resource];
    }
    // Nodes report every extended resource they offer: a GPU resource missing from a Node pool's
    // known allocatable is 0, not unknown (else every CPU node would absorb every GPU pod).
    if (
      capacity === undefined &&
      pool.origin === 'nodes' &&
      Object.keys(pool.allocatable).length > 0 &&
      isGpuResource(resource, gpuResources)
    )
      capacity = 0;
    if (capacity === undefined) continue;
    decided = true;
    if (amount > capacity) return { fits: false, reason: { kind: 'fit', resource, need: amount, have: capacity } };
  }
  return { fits: decided ? true : undefined };
}

export interface SimulationOptions {
  extendedResourceToleration: boolean;
  gpuResources: readonly string[];
}

/**
 * A run's placement inputs and simulations. Pod templates of one code base mostly ask for the
 * same placement: equal inputs are one object, so the facts of a thousand pods share it, and a
 * dozen rules that simulate the same pod templates over the same pools run each simulation once.
 */
export class PlacementCache {
  private readonly byPod = new WeakMap<PodSpecView, PlacementInput>();
  private readonly byContent = new Map<string, PlacementInput>();
  /** The interned object of every input seen: an input asked for again is not serialized again. */
  private readonly canonicalOf = new WeakMap<PlacementInput, PlacementInput>();
  private readonly simulations = new WeakMap<
    PlacementInput,
    { pools: readonly NodePool[]; ert: boolean; gpuResources: readonly string[]; verdicts: readonly PoolVerdict[] }[]
  >();

  /** What placement needs of a pod; computed once per pod and shared (callers must not mutate it). */
  inputOf(pod: PodSpecView): PlacementInput {
    return memo(this.byPod, pod, () => this.interned(readPlacementInput(pod)));
  }

  /** The verdict of every pool for one pod template. Memoized: the result is shared, never mutate it. */
  simulate(placement: PlacementInput, pools: readonly NodePool[], options: SimulationOptions): readonly PoolVerdict[] {
    const input = this.interned(placement);
    const runs = memo(this.simulations, input, () => []);
    const { extendedResourceToleration: ert, gpuResources } = options;
    const known = runs.find((r) => r.pools === pools && r.ert === ert && r.gpuResources === gpuResources);
    if (known) return known.verdicts;
    const verdicts = runSimulation(input, pools, options);
    runs.push({ pools, ert, gpuResources, verdicts });
    return verdicts;
  }

  /** The one object with this content (inputs are never changed once read). */
  private interned(input: PlacementInput): PlacementInput {
    return memo(this.canonicalOf, input, () => memo(this.byContent, JSON.stringify(input), () => input));
  }
}

/** The run's placement cache (RunCache.get(PLACEMENT)). */
export const PLACEMENT = cacheSlot('placement', () => new PlacementCache());

function runSimulation(input: PlacementInput, pools: readonly NodePool[], options: SimulationOptions): PoolVerdict[] {
  return pools.map((pool) => {
    const reason = candidateReason(input, pool, options.extendedResourceToleration);
    if (reason !== undefined) return { pool, candidate: false, reason };
    const fit = fitReason(input, pool, options.gpuResources);
    return { pool, candidate: true, fits: fit.fits, reason: fit.reason };
  });
}

/** `a100 (needs 8 nvidia.com/gpu per node, nodes have 4), h100 (taint ... not tolerated)` */
export function explain(verdicts: readonly PoolVerdict[]): string {
  return verdicts.map((v) => `${v.pool.name} (${v.reason ? reasonText(v.reason) : v.candidate ? 'fits' : 'excluded'})`).join(', ');
}
