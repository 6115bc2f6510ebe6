import table from '../../data/workload-templates.json' with { type: 'json' };

export type WorkloadClass =
  'pod' | 'long-running' | 'daemon' | 'replica-set' | 'training' | 'batch' | 'serving' | 'ray' | 'notebook' | 'other';

export interface TemplateLocation {
  /** Dot path; `*` any map key, `[]` any array item. */
  path: string;
  type: 'podTemplateSpec' | 'podSpec';
  role?: string;
  replicas?: string;
  defaultReplicas?: number;
  /** Pods each replica runs (a JobSet replicated Job's parallelism). */
  podsPerReplica?: string;
  groupSize?: string;
  /** The API server fills this template from another one when it is absent (LWS leader). */
  defaultsTo?: string;
}

/**
 * A container written in the object itself rather than in a pod spec's container lists (Argo
 * `templates[].container`, KServe `predictor.model`, a TrainJob's `trainer`, a NIMService's spec).
 */
export interface InlineContainer {
  /** Dot path of the container-like object. */
  path: string;
  /**
   * Dot path of the pod spec it runs in, a prefix of `path`; by default the object that holds it.
   * Without a pod spec there (from `templates`), the container gets a pod of its own at that path.
   */
  pod?: string;
  /** How it runs beside the main containers (Argo `initContainers` and `sidecars`); default `container`. */
  kind?: 'init' | 'sidecar';
  /**
   * Container fields the object keeps under other names, as dot paths relative to it: a TrainJob
   * trainer's `{"resources": "resourcesPerNode"}`, a NIMService's `{"readinessProbe": "readinessProbe.probe"}`.
   * An `image` that is a mapping of `repository` and `tag` reads as `repository:tag`.
   */
  fields?: Record<string, string>;
}

export interface WorkloadEntry {
  group: string;
  kind: string;
  versions?: string[];
  class: WorkloadClass;
  templates: TemplateLocation[];
  /** Containers inlined in the object: a path (KServe `predictor.model`), or where and how it runs. */
  inlineContainers?: (string | InlineContainer)[];
  /** The templates are filled in by another object (TrainJob resourcesPerNode): missing resources are not missing. */
  resourcesFrom?: string;
  /** The operator mounts a sized /dev/shm itself (KubeRay, KServe LLMInferenceService configs). */
  providesDevShm?: boolean;
  /** The operator adds readiness/liveness probes to containers that set none (KubeRay). */
  providesProbes?: boolean;
  /** The operator merges the containers with a template of this kind, field by field. */
  mergedWith?: string;
  source?: string;
}

export const BUILTIN_WORKLOADS = table.entries as WorkloadEntry[];

/** Splits `a.b[].c.*` into segments: names, '[]' and '*'. */
const segmentCache = new Map<string, string[]>();

export function pathSegments(pattern: string): string[] {
  const cached = segmentCache.get(pattern);
  if (cached) return cached;
  const out: string[] = [];
  for (const part of pattern.split('.')) {
    // `name[][]`: the name, then one '[]' segment per trailing pair (counted, not matched with a
    // lazy `(.*?)((?:\[\])*)$`, which retries the tail from every position).
    let name = part;
    let pairs = 0;
    while (name.endsWith('[]')) {
      name = name.slice(0, -2);
      pairs++;
    }
    if (name) out.push(name);
    for (let i = 0; i < pairs; i++) out.push('[]');
  }
  segmentCache.set(pattern, out);
  return out;
}

export class WorkloadTable {
  private readonly byKind = new Map<string, WorkloadEntry[]>();

  constructor(entries: WorkloadEntry[]) {
    for (const entry of entries) {
      const list = this.byKind.get(entry.kind) ?? [];
      // Entries added later (user config) take precedence over built-in ones.
      list.unshift(entry);
      this.byKind.set(entry.kind, list);
    }
  }

  find(apiVersion: string, kind: string): WorkloadEntry | undefined {
    const slash = apiVersion.lastIndexOf('/');
    const group = slash === -1 ? '' : apiVersion.slice(0, slash);
    const version = slash === -1 ? apiVersion : apiVersion.slice(slash + 1);
    return this.byKind.get(kind)?.find((e) => e.group === group && (!e.versions || e.versions.includes(version)));
  }
}
