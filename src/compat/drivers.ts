// Where a node's driver is known from: a node pool (config fields, GPU Feature Discovery
// labels of the pool or its Node objects) or the driver labels a pod pins in its own
// nodeSelector / required node affinity. A pod that says
// `nvidia.com/cuda.driver.major: "418"` has told us its driver even when no pool is declared.
import { gpuFactsFromLabels, type NodePool } from '../cluster/node-pools.js';
import type { JsonPath, LocatedRange } from '../core/types.js';
import type { PodSpecView } from '../k8s/pods.js';
import { isObject, isPlaceholder, ownArray, ownObject, ownString } from '../k8s/values.js';
import { driversForRuntime } from './data.js';
import { driverRange, rangeBetween, type DriverRange } from './versions.js';
import { memo } from '../core/memo.js';

export type GpuClass = 'datacenter' | 'workstation' | 'consumer';

/** What is known about the driver and GPU of the nodes a target stands for. */
export interface DriverFacts {
  range?: DriverRange;
  /** `nvidia.com/cuda.driver-version.full`, `config gpu.driverVersion`, ... */
  source?: string;
  gpuClass?: GpuClass;
  /** Product id (A100-SXM4-80GB) or the label value when the product table does not know it. */
  product?: string;
}

const FULL = 'nvidia.com/cuda.driver-version.full';
const CURRENT = [
  'nvidia.com/cuda.driver-version.major',
  'nvidia.com/cuda.driver-version.minor',
  'nvidia.com/cuda.driver-version.revision',
] as const;
const DEPRECATED = ['nvidia.com/cuda.driver.major', 'nvidia.com/cuda.driver.minor', 'nvidia.com/cuda.driver.rev'] as const;
const RUNTIME_FULL = 'nvidia.com/cuda.runtime-version.full';
const RUNTIME = [
  ['nvidia.com/cuda.runtime-version.major', 'nvidia.com/cuda.runtime-version.minor'],
  ['nvidia.com/cuda.runtime.major', 'nvidia.com/cuda.runtime.minor'],
] as const;

/** Label keys that say something about a node's driver or GPU product. */
export const DRIVER_LABELS = new Set<string>([FULL, ...CURRENT, ...DEPRECATED, RUNTIME_FULL, ...RUNTIME.flat()]);
const PRODUCT_LABELS = new Set([
  'nvidia.com/gpu.product',
  'cloud.google.com/gke-accelerator',
  'karpenter.k8s.aws/instance-gpu-name',
  'karpenter.k8s.aws/instance-gpu-memory',
  'node.kubernetes.io/instance-type',
]);

/** major[.minor[.rev]] from separate labels; a part after a missing one is not used. */
function joined(labels: Record<string, string>, keys: readonly string[]): string | undefined {
  const parts: string[] = [];
  for (const k of keys) {
    const v = labels[k];
    if (v === undefined || !/^\d+$/.test(v.trim())) break;
    parts.push(v.trim());
  }
  return parts.length ? parts.join('.') : undefined;
}

/** `major/minor/revision`, `major (major version only)`. */
function splitLabels(range: DriverRange, rev: string, note?: string): string {
  const n = range.text.split('.').length;
  const what = n >= 3 ? `major/minor/${rev}` : n === 2 ? 'major/minor' : 'major';
  const notes = [note, n === 2 ? `no ${rev}` : n === 1 ? 'major version only' : undefined].filter(Boolean);
  return notes.length ? `${what} (${notes.join(', ')})` : what;
}

function runtimeRange(version: string, source: string): { range: DriverRange; source: string } | undefined {
  const drivers = driversForRuntime(version);
  return drivers && { range: rangeBetween(drivers.lo, drivers.hiExclusive, `supporting CUDA ${version}`), source };
}

/** Driver facts from node labels: the full version, the split labels, the deprecated ones, then the CUDA runtime version. */
export function driverFromLabels(labels: Record<string, string>): { range: DriverRange; source: string } | undefined {
  const full = labels[FULL];
  const fromFull = driverRange(full, true);
  if (fromFull) return { range: fromFull, source: FULL };
  const current = driverRange(joined(labels, CURRENT));
  if (current) return { range: current, source: `nvidia.com/cuda.driver-version.${splitLabels(current, 'revision')}` };
  const deprecated = driverRange(joined(labels, DEPRECATED));
  if (deprecated) return { range: deprecated, source: `nvidia.com/cuda.driver.${splitLabels(deprecated, 'rev', 'deprecated labels')}` };
  const runtime =
    labels[RUNTIME_FULL] ?? RUNTIME.map(([a, b]) => (labels[a] && labels[b] ? `${labels[a]}.${labels[b]}` : undefined)).find(Boolean);
  if (runtime) return runtimeRange(runtime, labels[RUNTIME_FULL] ? RUNTIME_FULL : 'nvidia.com/cuda.runtime-version.major/minor');
  return undefined;
}

/** Driver facts of a node pool: explicit config first (NodePool already merged it over the labels). */
const poolFacts = new WeakMap<NodePool, DriverFacts>();

/** Memoized per pool: every pod that can land on the pool is judged against the same facts. */
export function poolDriverFacts(pool: NodePool): DriverFacts {
  return memo(poolFacts, pool, readPoolDriverFacts);
}

function readPoolDriverFacts(pool: NodePool): DriverFacts {
  const facts: DriverFacts = { gpuClass: pool.gpu.product?.class, product: pool.gpu.product?.id ?? pool.gpu.productName };
  const source = pool.gpu.sources.driverVersion;
  if (pool.gpu.driverVersion !== undefined && source !== undefined) {
    if (source.startsWith('config')) {
      const range = driverRange(pool.gpu.driverVersion);
      if (range) return { ...facts, range, source };
    }
    const fromLabels = driverFromLabels(pool.labels);
    if (fromLabels) return { ...facts, ...fromLabels };
  }
  if (pool.gpu.cudaRuntimeVersion) {
    const fromRuntime = runtimeRange(pool.gpu.cudaRuntimeVersion, pool.gpu.sources.cudaRuntimeVersion ?? 'nvidia.com/cuda.runtime-version');
    if (fromRuntime) return { ...facts, ...fromRuntime };
  }
  return facts;
}

/** One set of labels the pod requires of its node (nodeSelector plus one required-affinity term). */
export interface PinnedLabels {
  labels: Record<string, string>;
  /** Where each label is written, for related locations. */
  at: { key: string; value: string; range?: LocatedRange }[];
  /** `nvidia.com/cuda.driver-version.major Gt 535` and the like. */
  majorAbove?: number;
  majorBelow?: number;
}

const MAX_SETS = 16;

/** A node the pod can run on, with what is known about its driver. */
export interface DriverTarget {
  kind: 'pool' | 'pinned';
  /** `node pool a100` or `the node the pod pins`. */
  name: string;
  pool?: NodePool;
  pinned?: PinnedLabels;
  facts: DriverFacts;
}

/**
 * The driver-relevant labels a pod pins: its nodeSelector and, per required node affinity
 * term, the `In` values (several values give several possible nodes). Placeholders are ignored.
 * Only sets that say something about the driver are kept.
 */
export function pinnedLabelSets(pod: PodSpecView, locate: (path: JsonPath) => LocatedRange | undefined): PinnedLabels[] {
  const selector = ownObject(pod.spec, 'nodeSelector');
  const terms = ownArray(
    ownObject(ownObject(ownObject(pod.spec, 'affinity'), 'nodeAffinity'), 'requiredDuringSchedulingIgnoredDuringExecution'),
    'nodeSelectorTerms',
  );
  // Most pods pin a GPU product at most: without a driver label no set would be kept, so the
  // sets (and the source locations of their labels) are not built.
  if (!namesDriverLabel(selector, terms)) return [];
  const relevant = (key: string) => DRIVER_LABELS.has(key) || PRODUCT_LABELS.has(key);
  const base: PinnedLabels = { labels: {}, at: [] };
  for (const [key, raw] of Object.entries(selector ?? {})) {
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    if (!relevant(key) || value === undefined || isPlaceholder(value)) continue;
    base.labels[key] = value;
    base.at.push({ key, value, range: locate([...pod.path, 'nodeSelector', key]) });
  }
  const termsPath = [...pod.path, 'affinity', 'nodeAffinity', 'requiredDuringSchedulingIgnoredDuringExecution', 'nodeSelectorTerms'];
  if (terms.length === 0) return hasDriver(base) ? [base] : [];
  const out: PinnedLabels[] = [];
  terms.forEach((term, t) => {
    let sets: PinnedLabels[] = [{ labels: { ...base.labels }, at: [...base.at] }];
    ownArray(term, 'matchExpressions').forEach((e, j) => {
      if (!isObject(e)) return;
      const key = ownString(e, 'key');
      const operator = ownString(e, 'operator');
      const values = ownArray(e, 'values')
        .map(String)
        .filter((v) => !isPlaceholder(v));
      if (!key || !relevant(key)) return;
      const range = locate([...termsPath, t, 'matchExpressions', j]);
      if (operator === 'In' && values.length > 0) {
        // Only the first MAX_SETS combinations are kept, so no set needs more values than that:
        // a hostile `values` list of 1M would otherwise build 16M label sets first.
        sets = sets
          .flatMap((s) =>
            values
              .slice(0, MAX_SETS)
              .map((value) => ({ ...s, labels: { ...s.labels, [key]: value }, at: [...s.at, { key, value, range }] })),
          )
          .slice(0, MAX_SETS);
      } else if (
        (operator === 'Gt' || operator === 'Lt') &&
        /\.major$/.test(key) &&
        DRIVER_LABELS.has(key) &&
        /^\d+$/.test(values[0] ?? '')
      ) {
        const bound = Number(values[0]);
        for (const s of sets) {
          if (operator === 'Gt') s.majorAbove = Math.max(s.majorAbove ?? 0, bound);
          else s.majorBelow = Math.min(s.majorBelow ?? Number.POSITIVE_INFINITY, bound);
          s.at.push({ key, value: `${operator} ${bound}`, range });
        }
      }
    });
    out.push(...sets.filter(hasDriver));
  });
  return out.slice(0, MAX_SETS);
}

/** Does a driver label key appear in the nodeSelector or in a matchExpression of a required term? */
function namesDriverLabel(selector: Record<string, unknown> | undefined, terms: readonly unknown[]): boolean {
  if (Object.keys(selector ?? {}).some((key) => DRIVER_LABELS.has(key))) return true;
  for (const term of terms) {
    for (const e of ownArray(term, 'matchExpressions')) {
      const key = isObject(e) ? ownString(e, 'key') : undefined;
      if (key !== undefined && DRIVER_LABELS.has(key)) return true;
    }
  }
  return false;
}

function hasDriver(set: PinnedLabels): boolean {
  return Object.keys(set.labels).some((k) => DRIVER_LABELS.has(k)) || set.majorAbove !== undefined || set.majorBelow !== undefined;
}

/** The driver (and GPU class, when a product label is pinned too) a pinned label set implies. */
export function pinnedDriverFacts(set: PinnedLabels): DriverFacts {
  const gpu = gpuFactsFromLabels(set.labels);
  const facts: DriverFacts = { gpuClass: gpu.product?.class, product: gpu.product?.id ?? gpu.productName };
  const fromLabels = driverFromLabels(set.labels);
  if (fromLabels) return { ...facts, ...fromLabels };
  if (set.majorAbove !== undefined || set.majorBelow !== undefined) {
    const lo = set.majorAbove !== undefined ? [set.majorAbove + 1, 0, 0] : [0, 0, 0];
    const hi = set.majorBelow !== undefined && Number.isFinite(set.majorBelow) ? [set.majorBelow, 0, 0] : undefined;
    const text = [set.majorAbove !== undefined ? `> ${set.majorAbove}` : '', set.majorBelow !== undefined ? `< ${set.majorBelow}` : '']
      .filter(Boolean)
      .join(' and ');
    return { ...facts, range: rangeBetween(lo, hi, `major ${text}`), source: 'a Gt/Lt node affinity on the driver major version' };
  }
  return facts;
}

/** `nodeSelector nvidia.com/cuda.driver.major=418` for messages. */
export function describePinned(set: PinnedLabels): string {
  return set.at
    .filter((a) => DRIVER_LABELS.has(a.key))
    .map((a) => (a.value.startsWith('Gt ') || a.value.startsWith('Lt ') ? `${a.key} ${a.value}` : `${a.key}=${a.value}`))
    .join(', ');
}
