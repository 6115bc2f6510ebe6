// What the probe rules share: Kubernetes probe defaults, which containers load a model or serve
// traffic, and where an operator completes the container (so a missing field is unknown).
import { gpuSource, type ContainerView, type PodSpecView } from './pods.js';
import type { JsonSchemaObject } from '../core/types.js';
import { own, stringMap, type JsonObject } from './values.js';

/** Kubernetes probe defaults (k8s.io/api core/v1 Probe). */
export const PROBE_DEFAULTS = {
  initialDelaySeconds: 0,
  periodSeconds: 10,
  timeoutSeconds: 1,
  successThreshold: 1,
  failureThreshold: 3,
} as const;
export type ProbeTimingField = keyof typeof PROBE_DEFAULTS;

/**
 * The value kubelet uses for a probe timing field: the default when the field is missing (or 0,
 * which the API server defaults like a missing one); undefined when it cannot be read (placeholder,
 * wrong type, negative) or, for a container an operator completes, when it is missing here.
 */
export function probeTiming(probe: JsonObject, field: ProbeTimingField, completedByOperator = false): number | undefined {
  const raw = own(probe, field);
  if (raw === undefined || raw === null) return completedByOperator ? undefined : PROBE_DEFAULTS[field];
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0) return undefined;
  return raw === 0 ? PROBE_DEFAULTS[field] : raw;
}

/** The container gets GPUs: a GPU resource, or a DRA claim of a GPU DeviceClass. */
export function getsGpu(pod: PodSpecView, c: ContainerView): boolean {
  const source = gpuSource(pod, c);
  return source === 'resource' || source === 'dra-gpu';
}

/**
 * An app container of a serving workload that runs a model server (by its command or image,
 * servers.ts) or has a GPU; never one that only sleeps or runs a client/SDK image.
 */
export function isServingContainer(pod: PodSpecView, c: ContainerView): boolean {
  return c.kind === 'container' && pod.workload.serving && c.notServing === undefined && (c.server !== undefined || getsGpu(pod, c));
}

/** A serving container, or any GPU container that can carry probes (notebooks, parked and client containers aside). */
export function loadsModel(pod: PodSpecView, c: ContainerView): boolean {
  if (isServingContainer(pod, c)) return true;
  return (c.kind === 'container' || c.kind === 'sidecar') && !pod.workload.notebook && c.notServing === undefined && getsGpu(pod, c);
}

/**
 * The operator merges this container with one of its own, field by field (probes included), so a
 * field missing here may be set there: inline containers such as KServe `predictor.model` (merged
 * with the ServingRuntime), and kinds the workload table marks `mergedWith` (LLMInferenceService).
 */
export function completedByOperator(pod: PodSpecView, c: ContainerView): boolean {
  return typeof c.path[c.path.length - 1] !== 'number' || pod.mergedWith !== undefined;
}

/** The option of the rules that judge probes against the model-load budget. */
export const MODEL_LOAD_OPTIONS: JsonSchemaObject = {
  type: 'object',
  properties: {
    modelLoadSeconds: {
      type: 'integer',
      minimum: 0,
      default: 300,
      description: 'Seconds a model server may take to load its model before it answers probes. Defaults to `settings.modelLoadSeconds`.',
    },
  },
  additionalProperties: false,
};

/** Per-workload model-load budget, on the object or its pod template (CONFIG.md `modelLoadSeconds`). */
export const MODEL_LOAD_ANNOTATION = 'ai-k8s-lint.io/model-load-seconds';

/** The budget for this pod: its annotation when it holds a whole number of seconds, else `fallback`. */
export function modelLoadBudget(pod: PodSpecView, fallback: number | undefined): number | undefined {
  const raw =
    stringMap(own(pod.templateMetadata ?? {}, 'annotations'))[MODEL_LOAD_ANNOTATION] ?? pod.object.annotations[MODEL_LOAD_ANNOTATION];
  if (raw !== undefined && /^\d+$/.test(raw.trim()) && Number(raw) > 0) return Number(raw);
  return fallback;
}
