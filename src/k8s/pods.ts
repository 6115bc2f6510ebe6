// The workload model: every pod spec of an object, its containers, GPUs and classification.
import type { JsonPath } from '../core/types.js';
import { detached } from '../core/strings.js';
import { BoundedMap } from '../core/memo.js';
import { deviceCount, GPU_DEVICE_CLASSES, isGpuResource, visibleDevicesMeansNone, type GpuResourceRequest } from './gpu.js';
import { parseImage, type ImageRef } from './image.js';
import { imageFamily, imageNeedsGpu, type ImageFamily } from './image-families.js';
import type { ObjectView } from './objects.js';
import { recogniseServer, type NotServing, type Server } from './servers.js';
import { isObject, own, ownArray, ownObject, ownString, typed, valueAt, type JsonObject, type Typed } from './values.js';
import type { Container, ObjectMeta, PodSpec } from './api-types.js';
import {
  pathSegments,
  type InlineContainer,
  type TemplateLocation,
  type WorkloadClass,
  type WorkloadEntry,
  type WorkloadTable,
} from './workload-table.js';

export type ContainerKind = 'container' | 'init' | 'sidecar' | 'ephemeral';

export interface EnvVar {
  name: string;
  /** Literal value; undefined for valueFrom. */
  value?: string;
  path: JsonPath;
}

export interface ContainerView {
  name: string;
  kind: ContainerKind;
  path: JsonPath;
  value: JsonObject & Typed<Container>;
  image?: ImageRef;
  family?: ImageFamily;
  env: Map<string, EnvVar>;
  requests: JsonObject;
  limits: JsonObject;
  gpu: GpuResourceRequest[];
  /** Requests at least one GPU (a count > 0, or a GPU quantity we cannot read). */
  hasGpu: boolean;
  /** Sum of whole GPU devices; undefined when any GPU quantity is unknown. */
  gpuCount?: number;
  /** NVIDIA_VISIBLE_DEVICES is void/none/empty: the container asks for no GPU. */
  noGpuByEnv: boolean;
  needsGpuImage: boolean;
  /** The model server it runs, by its command or its serving image (servers.ts): the same answer for every rule. */
  server?: Server;
  /** Not a server although its image is a serving one: its whole command sleeps ('idle'), or a client/SDK image. */
  notServing?: NotServing;
  /**
   * Fields the object keeps under another path (a TrainJob trainer's `resourcesPerNode`), by
   * container field name; `value` holds them under their container names. Use fieldPath().
   */
  fieldPaths?: Record<string, JsonPath>;
}

export interface Workload {
  class: WorkloadClass;
  ai: boolean;
  serving: boolean;
  training: boolean;
  notebook: boolean;
  /** Device plugin, GFD, DCGM, GPU Operator operands: not workloads. */
  infrastructure: boolean;
}

export interface PodSpecView {
  object: ObjectView;
  /** Path of the PodSpec in the document. */
  path: JsonPath;
  spec: JsonObject & Typed<PodSpec>;
  templateMetadata?: JsonObject & Typed<ObjectMeta>;
  role?: string;
  replicas?: number;
  groupSize?: number;
  /**
   * How many pods run this template at once: replicas, times a Job's parallelism (JobSet), times
   * the pods of this role in a LeaderWorkerSet group. undefined when a count is unreadable.
   */
  podCount?: number;
  containers: ContainerView[];
  /** Another object sets the containers' resources (a TrainJob for its runtime): none is missing here. */
  resourcesFrom?: string;
  /** The operator mounts /dev/shm into these pods itself. */
  providesDevShm?: boolean;
  /** The operator adds probes to containers that set none. */
  providesProbes?: boolean;
  /** The operator merges the containers with a template of this kind. */
  mergedWith?: string;
  /** DRA: a resourceClaim uses a GPU DeviceClass ('gpu'), or a claim we cannot resolve ('unknown'). */
  dra?: 'gpu' | 'unknown';
  workload: Workload;
}

/** DRA claims and claim templates seen so far: namespace/name -> device classes. */
export type DraClaims = Map<string, string[]>;

export interface PodModelOptions {
  gpuResources: readonly string[];
  table: WorkloadTable;
  draClaims: DraClaims;
}

const GPU_OPERATOR_NAMESPACES = new Set([
  'gpu-operator',
  'nvidia-gpu-operator',
  'gpu-operator-resources',
  'nvidia-device-plugin',
  'nvidia-dra-driver-gpu',
]);

interface Match {
  path: (string | number)[];
  value: unknown;
  bindings: (string | number)[];
}

/**
 * Where a container's GPUs come from: a GPU resource, or a DRA claim it lists in
 * `resources.claims` in a pod whose claims use a GPU DeviceClass ('dra-gpu') or that the linter
 * cannot resolve ('dra-unknown'). undefined: the container gets no GPU.
 */
export function gpuSource(pod: PodSpecView, c: ContainerView): 'resource' | 'dra-gpu' | 'dra-unknown' | undefined {
  if (c.hasGpu) return 'resource';
  if (pod.dra === undefined || ownArray(ownObject(c.value, 'resources'), 'claims').length === 0) return undefined;
  return pod.dra === 'gpu' ? 'dra-gpu' : 'dra-unknown';
}

/** Where a container field is written: `[...c.path, field, ...rest]`, or where the object keeps that field (fieldPaths). */
export function fieldPath(c: ContainerView, field: string, ...rest: (string | number)[]): JsonPath {
  const at = c.fieldPaths && Object.prototype.hasOwnProperty.call(c.fieldPaths, field) ? c.fieldPaths[field]! : [...c.path, field];
  return [...at, ...rest];
}

/** Where a container's (first requested) GPU resource key is written: under limits, else requests. */
export function gpuKeyPath(c: ContainerView): JsonPath {
  const g = c.gpu.find((x) => (x.count ?? 0) > 0) ?? c.gpu[0]!;
  return fieldPath(c, 'resources', own(c.limits, g.resource) !== undefined ? 'limits' : 'requests', g.resource);
}

/** A mount path as the kubelet compares them: trimmed, without trailing slashes. */
export function normalizeMountPath(raw: string): string {
  return raw.trim().replace(/\/+$/, '') || '/';
}

/** `resources`, `limits` or `requests` written as something other than a mapping (a placeholder): unknown, not missing. */
export function hasUnreadableResources(c: ContainerView): boolean {
  const resources = own(c.value, 'resources');
  return [resources, own(resources, 'limits'), own(resources, 'requests')].some((v) => v !== undefined && v !== null && !isObject(v));
}

function expand(root: unknown, pattern: string): Match[] {
  let current: Match[] = [{ path: [], value: root, bindings: [] }];
  for (const segment of pathSegments(pattern)) {
    const next: Match[] = [];
    for (const m of current) {
      if (segment === '[]') {
        if (Array.isArray(m.value)) m.value.forEach((v, i) => next.push({ path: [...m.path, i], value: v, bindings: [...m.bindings, i] }));
      } else if (segment === '*') {
        if (isObject(m.value))
          for (const k of Object.keys(m.value)) next.push({ path: [...m.path, k], value: m.value[k], bindings: [...m.bindings, k] });
      } else {
        const v = own(m.value, segment);
        if (v !== undefined) next.push({ path: [...m.path, segment], value: v, bindings: m.bindings });
      }
    }
    current = next;
  }
  return current;
}

/** A count as written: a whole number, 1 when absent, undefined when unreadable (a placeholder). */
function countAt(root: unknown, pattern: string | undefined, bindings: (string | number)[]): number | undefined {
  if (!pattern) return 1;
  const raw = readBound(root, pattern, bindings);
  if (raw === undefined || raw === null) return 1;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : undefined;
}

function podCountOf(
  entry: WorkloadEntry,
  location: TemplateLocation,
  object: ObjectView,
  bindings: (string | number)[],
): number | undefined {
  const replicas = countAt(object.value, location.replicas, bindings);
  const perReplica = countAt(object.value, location.podsPerReplica, bindings);
  if (replicas === undefined || perReplica === undefined) return undefined;
  if (!location.groupSize) return replicas * perReplica;
  const size = countAt(object.value, location.groupSize, bindings);
  if (size === undefined) return undefined;
  if (location.defaultsTo) return replicas; // the leader: one pod per group
  // Workers fill the group; without a leader template the leader pod runs this template too.
  const leader = entry.templates.find((t) => t.defaultsTo === location.path);
  const leaderWritten = leader !== undefined && expand(object.value, leader.path).length > 0;
  return replicas * Math.max(size - (leaderWritten ? 1 : 0), 0);
}

/** Reads a path pattern with the wildcards bound to a template's match. */
function readBound(root: unknown, pattern: string | undefined, bindings: (string | number)[]): unknown {
  if (!pattern) return undefined;
  let value: unknown = root;
  let b = 0;
  for (const segment of pathSegments(pattern)) {
    if (segment === '[]') value = Array.isArray(value) ? value[bindings[b++] as number] : undefined;
    else if (segment === '*') value = own(value, String(bindings[b++]));
    else value = own(value, segment);
  }
  return value;
}

function envOf(container: JsonObject, path: JsonPath): Map<string, EnvVar> {
  const env = new Map<string, EnvVar>();
  ownArray(container, 'env').forEach((item, i) => {
    const name = ownString(item, 'name');
    if (!name) return;
    const raw = own(item, 'value');
    const value =
      typeof raw === 'string' ? raw : raw === undefined || raw === null ? (own(item, 'valueFrom') ? undefined : '') : String(raw);
    env.set(name, { name, value, path: [...path, 'env', i] });
  });
  return env;
}

interface KnownImage {
  image: ImageRef;
  family?: ImageFamily;
  needsGpu: boolean;
}

/**
 * Images by reference as written: the pods of a run use a few images over and over. Bounded: a
 * long-lived process (the language server) keeps reading manifests.
 */
const images = new BoundedMap<string, KnownImage>(10_000);

function imageOf(raw: string): KnownImage {
  let known = images.get(raw);
  if (!known) {
    // Kept past the file: a copy that does not point into its text.
    const image = parseImage(detached(raw));
    const family = imageFamily(image);
    known = { image, family, needsGpu: imageNeedsGpu(image, family) };
    // Keyed by the copy too: a key sliced from the file's text would keep the text.
    images.set(image.raw, known);
  }
  return known;
}

/**
 * Calls `visit` once for each resource a container names in either of its two resource maps:
 * `first`'s in the order written, then those only `second` names. `amount` is `first`'s, else
 * `second`'s (the API server makes a missing request the limit); `inFirst`: `first` names it.
 */
export function forEachResource(
  first: JsonObject,
  second: JsonObject,
  visit: (name: string, amount: unknown, inFirst: boolean) => void,
): void {
  for (const name of Object.keys(first)) visit(name, own(first, name) ?? own(second, name), true);
  for (const name of Object.keys(second)) if (!Object.hasOwn(first, name)) visit(name, own(second, name), false);
}

function containerView(
  value: JsonObject & Typed<Container>,
  kind: ContainerKind,
  path: JsonPath,
  gpuResources: readonly string[],
): ContainerView {
  const resources = ownObject(value, 'resources');
  const requests = ownObject(resources, 'requests') ?? {};
  const limits = ownObject(resources, 'limits') ?? {};
  const gpu: GpuResourceRequest[] = [];
  const addGpu = (name: string) => {
    if (!isGpuResource(name, gpuResources)) return;
    const limit = own(limits, name);
    const request = own(requests, name);
    gpu.push({ resource: name, limit, request, count: deviceCount(limit ?? request) });
  };
  forEachResource(limits, requests, addGpu);
  const env = envOf(value, path);
  const noGpuByEnv = visibleDevicesMeansNone(env.get('NVIDIA_VISIBLE_DEVICES')?.value);
  const known = gpu.every((g) => g.count !== undefined);
  const gpuCount = known ? gpu.reduce((sum, g) => sum + (g.count ?? 0), 0) : undefined;
  const hasGpu = !noGpuByEnv && gpu.some((g) => g.count === undefined || g.count > 0);
  const imageRaw = ownString(value, 'image');
  const written = imageRaw ? imageOf(imageRaw) : undefined;
  const image = written?.image;
  const family = written?.family;
  const view: ContainerView = {
    name: ownString(value, 'name') ?? '',
    kind,
    path,
    value,
    image,
    family,
    env,
    requests,
    limits,
    gpu,
    hasGpu,
    gpuCount,
    noGpuByEnv,
    needsGpuImage: written ? written.needsGpu : false,
  };
  const { server, notServing } = recogniseServer(view, image, family);
  if (server) view.server = server;
  if (notServing) view.notServing = notServing;
  return view;
}

function containersOf(spec: JsonObject, path: JsonPath, gpuResources: readonly string[]): ContainerView[] {
  const out: ContainerView[] = [];
  const add = (key: string, kindOf: (c: JsonObject) => ContainerKind) =>
    ownArray(spec, key).forEach((c, i) => {
      if (isObject(c)) out.push(containerView(typed<Container>(c), kindOf(c), [...path, key, i], gpuResources));
    });
  add('containers', () => 'container');
  // Native sidecars: init containers with restartPolicy Always run beside the main containers.
  add('initContainers', (c) => (own(c, 'restartPolicy') === 'Always' ? 'sidecar' : 'init'));
  add('ephemeralContainers', () => 'ephemeral');
  return out;
}

function draOf(spec: JsonObject, namespace: string | undefined, claims: DraClaims): 'gpu' | 'unknown' | undefined {
  const entries = ownArray(spec, 'resourceClaims');
  if (entries.length === 0) return undefined;
  let unknown = false;
  for (const entry of entries) {
    const source = ownObject(entry, 'source') ?? entry;
    const ref = ownString(source, 'resourceClaimTemplateName') ?? ownString(source, 'resourceClaimName');
    const classes = ref ? claims.get(`${namespace ?? ''}/${ref}`) : undefined;
    if (!classes) unknown = true;
    else if (classes.some((c) => GPU_DEVICE_CLASSES.has(c))) return 'gpu';
  }
  return unknown ? 'unknown' : undefined;
}

function isInfrastructure(object: ObjectView, spec: JsonObject, containers: ContainerView[]): boolean {
  if (object.namespace && GPU_OPERATOR_NAMESPACES.has(object.namespace)) return true;
  if (containers.some((c) => c.family?.role === 'infrastructure')) return true;
  const deploys = (key: unknown) => typeof key === 'string' && key.startsWith('nvidia.com/gpu.deploy.');
  if (Object.keys(ownObject(spec, 'nodeSelector') ?? {}).some(deploys)) return true;
  // The GPU Operator pins its operands with required node affinity on nvidia.com/gpu.deploy.* labels.
  const required = ownObject(ownObject(ownObject(spec, 'affinity'), 'nodeAffinity'), 'requiredDuringSchedulingIgnoredDuringExecution');
  return ownArray(required, 'nodeSelectorTerms').some((term) => ownArray(term, 'matchExpressions').some((e) => deploys(own(e, 'key'))));
}

function classify(
  entry: WorkloadEntry,
  object: ObjectView,
  spec: JsonObject,
  containers: ContainerView[],
  dra: PodSpecView['dra'],
): Workload {
  const infrastructure = isInfrastructure(object, spec, containers);
  const gpu = dra === 'gpu' || containers.some((c) => c.hasGpu);
  const aiImage = containers.some((c) => c.family && c.family.role !== 'infrastructure' && !c.family.notebook);
  // A serving container runs beside the others (not an init container that only downloads the model).
  const server = containers.some((c) => c.server && (c.kind === 'container' || c.kind === 'sidecar'));
  // A GPU container that only sleeps (a parked dev box) serves nothing.
  const workingGpu = dra === 'gpu' || containers.some((c) => c.hasGpu && c.notServing !== 'idle');
  const notebook = object.kind === 'Notebook' || containers.some((c) => c.family?.notebook);
  const longRunning = entry.class === 'long-running' || entry.class === 'serving';
  return {
    class: entry.class,
    infrastructure,
    ai: !infrastructure && (gpu || aiImage || notebook || server),
    serving: !infrastructure && longRunning && (workingGpu || server),
    training: !infrastructure && entry.class === 'training' && gpu,
    notebook: !infrastructure && notebook,
  };
}

export function podSpecsOf(object: ObjectView, options: PodModelOptions): PodSpecView[] {
  const entry = options.table.find(object.apiVersion, object.kind);
  if (!entry) return [];
  const out: PodSpecView[] = [];
  for (const location of entry.templates) {
    for (const match of expand(object.value, location.path)) {
      if (!isObject(match.value)) continue;
      const isTemplate = location.type === 'podTemplateSpec';
      const spec = isTemplate ? ownObject(match.value, 'spec') : match.value;
      if (!spec) continue;
      const path = [...object.path, ...match.path, ...(isTemplate ? ['spec'] : [])];
      const replicasRaw = readBound(object.value, location.replicas, match.bindings);
      const groupRaw = readBound(object.value, location.groupSize, match.bindings);
      const podCount = podCountOf(entry, location, object, match.bindings);
      out.push({
        object,
        path,
        spec: typed<PodSpec>(spec),
        templateMetadata: isTemplate ? typed<ObjectMeta>(ownObject(match.value, 'metadata')) : undefined,
        role: location.role,
        resourcesFrom: entry.resourcesFrom,
        providesDevShm: entry.providesDevShm,
        providesProbes: entry.providesProbes,
        mergedWith: entry.mergedWith,
        replicas:
          typeof replicasRaw === 'number'
            ? replicasRaw
            : location.replicas && replicasRaw === undefined
              ? location.defaultReplicas
              : undefined,
        groupSize: typeof groupRaw === 'number' ? groupRaw : undefined,
        podCount,
        containers: containersOf(spec, path, options.gpuResources),
        workload: undefined as unknown as Workload,
      });
    }
  }
  addInlineContainers(entry, object, out, options.gpuResources);
  for (const pod of out) {
    pod.dra = draOf(pod.spec, object.namespace, options.draClaims);
    pod.workload = classify(entry, object, pod.spec, pod.containers, pod.dra);
  }
  return out;
}

/**
 * Inline containers (KServe `predictor.model`, Argo templates, a TrainJob trainer) join the pod spec
 * they run in; without one from the templates they get a pod of their own at that path.
 */
function addInlineContainers(entry: WorkloadEntry, object: ObjectView, pods: PodSpecView[], gpuResources: readonly string[]): void {
  for (const item of entry.inlineContainers ?? []) {
    const inline: InlineContainer = typeof item === 'string' ? { path: item } : item;
    // expand() adds one path element per pattern segment, so the pod spec's path is a prefix of the match's.
    const podDepth = inline.pod === undefined ? undefined : pathSegments(inline.pod).length;
    for (const match of expand(object.value, inline.path)) {
      if (!isObject(match.value)) continue;
      const path = [...object.path, ...match.path];
      const podRelative = match.path.slice(0, podDepth ?? -1);
      const podPath = [...object.path, ...podRelative];
      const container = inlineContainerView(match.value, inline, path, gpuResources);
      const owner = pods.find((p) => p.path.length === podPath.length && p.path.every((s, i) => s === podPath[i]));
      if (owner) owner.containers.push(container);
      else {
        const parent = valueAt(object.value, podRelative);
        pods.push({
          object,
          path: podPath,
          spec: typed<PodSpec>(isObject(parent) ? parent : {}),
          containers: [container],
          workload: undefined as unknown as Workload,
        });
      }
    }
  }
}

/** An inline container, its fields read where the object keeps them (InlineContainer.fields). */
function inlineContainerView(value: JsonObject, inline: InlineContainer, path: JsonPath, gpuResources: readonly string[]): ContainerView {
  const image = own(value, 'image');
  const imageObject = isObject(image) && typeof image.repository === 'string';
  if (!inline.fields && !imageObject) return containerView(typed<Container>(value), inline.kind ?? 'container', path, gpuResources);
  const mapped: JsonObject = { ...value };
  const fieldPaths: Record<string, JsonPath> = {};
  for (const [field, relative] of Object.entries(inline.fields ?? {})) {
    const segments = pathSegments(relative);
    const found = valueAt(value, segments);
    // defineProperty: a field named `__proto__` (config is input too) stays a plain key.
    if (found === undefined) delete mapped[field];
    else Object.defineProperty(mapped, field, { value: found, enumerable: true, writable: true, configurable: true });
    fieldPaths[field] = [...path, ...segments];
  }
  if (imageObject) {
    const tag = own(image, 'tag');
    mapped.image = typeof tag === 'string' || typeof tag === 'number' ? `${String(image.repository)}:${String(tag)}` : image.repository;
  }
  const view = containerView(typed<Container>(mapped), inline.kind ?? 'container', path, gpuResources);
  view.fieldPaths = fieldPaths;
  return view;
}
