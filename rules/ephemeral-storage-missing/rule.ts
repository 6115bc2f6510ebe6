import { normalizeMountPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, type JsonObject } from '../../src/k8s/values.js';
import { appendTo } from '../../src/core/memo.js';
import { weightBytes } from '../../src/k8s/model-size.js';
import { servingArgsOf, type ServingValue } from '../../src/k8s/serving-args.js';
import { commandLines, commandStrings, type Word } from '../../src/k8s/command-line.js';

/** Env vars that name the Hugging Face download cache (huggingface_hub, transformers, TGI). */
const CACHE_ENV = ['HF_HOME', 'HF_HUB_CACHE', 'HUGGINGFACE_HUB_CACHE', 'TRANSFORMERS_CACHE'];
/** Server flags that name the download directory: vLLM/SGLang `--download-dir`, TGI `--huggingface-hub-cache`. */
const DOWNLOAD_FLAGS = ['--download-dir', '--huggingface-hub-cache'];
/** Flags of `huggingface-cli download` / `hf download`, only read when that command is present. */
const HF_CLI_FLAGS = ['--local-dir', '--cache-dir'];
const DOWNLOAD_AND_HF_CLI_FLAGS = [...DOWNLOAD_FLAGS, ...HF_CLI_FLAGS];
const HF_CLI = /\b(?:huggingface-cli|hf)\s+download\b/;
const EQUALS = 61; // '='
/** Env vars that keep huggingface_hub and transformers from downloading anything. */
const OFFLINE_ENV = ['HF_HUB_OFFLINE', 'TRANSFORMERS_OFFLINE'];
/** Env vars that name the model to serve when no serving command line is found. */
const MODEL_ENV = ['MODEL_ID', 'HF_MODEL_ID'];
/** Env vars of compile and kernel caches: torch.compile/inductor, Triton, CUDA's JIT cache, vLLM's compile cache. */
const COMPILE_CACHE_ENV = ['TORCHINDUCTOR_CACHE_DIR', 'TRITON_CACHE_DIR', 'CUDA_CACHE_PATH', 'VLLM_CACHE_ROOT', 'TORCH_EXTENSIONS_DIR'];
/** Words of a volume name or mount path that mark a compile or kernel cache, not a model download. */
const COMPILE_CACHE_WORDS = ['compile', 'inductor', 'triton', 'kernel', 'torch_extensions', 'torch-extensions'];
/** A Hugging Face Hub model id: `org/name` (one slash, no scheme, not a path). */
const HUB_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Where images keep the Hugging Face cache when nothing sets it: TGI and TEI set /data; others use $HOME/.cache. */
const DEFAULT_HF_CACHE: Record<string, string[]> = { tgi: ['/data'], 'hf-tei': ['/data'] };
const HOME_HF_CACHE = ['/root/.cache/huggingface', '/.cache/huggingface'];

interface Volume {
  index: number;
  name: string;
  value: JsonObject;
}

type Place =
  | { where: 'layer' }
  | { where: 'emptyDir'; volume: Volume; mountPath: string }
  /** A PVC, hostPath, memory-backed or other volume: not the node's ephemeral storage. */
  | { where: 'elsewhere' }
  | { where: 'unknown' };

interface Reason {
  place: Exclude<Place, { where: 'elsewhere' } | { where: 'unknown' }>;
  evidence: string;
  path: JsonPath;
  explicit: boolean;
  /** The Hub model downloaded: its name may tell the size of its weights. */
  modelId?: string;
  /** The related location's message, when not the download location. */
  note?: string;
}

/** What the container serves: a Hub model it downloads, a local path it reads, or unknown. */
type ModelSource = { kind: 'hub'; id: string; evidence: string; path: JsonPath } | { kind: 'local' } | undefined;

function isDiskEmptyDir(volume: JsonObject): boolean {
  const emptyDir = own(volume, 'emptyDir');
  if (emptyDir === undefined) return false;
  const medium = own(emptyDir, 'medium');
  return medium !== 'Memory' && !isPlaceholder(medium) && !(typeof medium === 'string' && medium.startsWith('HugePages'));
}

function volumeOf(mount: unknown, volumes: Map<string, Volume>): Volume | undefined {
  const name = ownString(mount, 'name');
  return name === undefined ? undefined : volumes.get(name);
}

/** A mount the container writes to node-local disk through: a disk-backed emptyDir, not read-only. */
function isWritableEmptyDir(mount: unknown, volume: Volume): boolean {
  return own(mount, 'readOnly') !== true && isDiskEmptyDir(volume.value);
}

function placeOf(mount: unknown, mountPath: string, volumes: Map<string, Volume>): Place {
  const volume = volumeOf(mount, volumes);
  if (!volume) return { where: 'unknown' };
  if (!isWritableEmptyDir(mount, volume)) return { where: 'elsewhere' };
  return { where: 'emptyDir', volume, mountPath };
}

/** Where a path inside the container lives: the volume mounted deepest above it, else the writable layer. */
function resolvePath(path: string, c: ContainerView, volumes: Map<string, Volume>): Place {
  if (isPlaceholder(path) || !path.startsWith('/')) return { where: 'unknown' };
  const rawMounts = own(c.value, 'volumeMounts');
  if (rawMounts !== undefined && rawMounts !== null && !Array.isArray(rawMounts)) return { where: 'unknown' };
  const target = normalizeMountPath(path);
  let best: { mount: unknown; mountPath: string } | undefined;
  let unknownMount = false;
  for (const mount of ownArray(c.value, 'volumeMounts')) {
    const raw = own(mount, 'mountPath');
    if (typeof raw !== 'string' || isPlaceholder(raw)) {
      unknownMount = true;
      continue;
    }
    const mp = normalizeMountPath(raw);
    const covers = mp === '/' || target === mp || target.startsWith(`${mp}/`);
    if (covers && (!best || mp.length > best.mountPath.length)) best = { mount, mountPath: mp };
  }
  if (best) return placeOf(best.mount, best.mountPath, volumes);
  return unknownMount ? { where: 'unknown' } : { where: 'layer' };
}

/** `segment` is a whole segment of `path`. Split only when the word occurs at all: most paths hold none. */
function hasSegment(path: string, segment: string): boolean {
  return path.includes(segment) && path.split('/').includes(segment);
}

/** A mount path that looks like a model cache: a segment naming models, weights, Hugging Face or a cache. */
function looksLikeModelCache(mountPath: string): boolean {
  const p = mountPath.toLowerCase();
  return p.includes('model') || p.includes('huggingface') || p.includes('cache') || hasSegment(p, 'hf') || hasSegment(p, 'weights');
}

/**
 * A shell word without its opening quote and its closing quotes and semicolons (`"/models";`).
 * A loop, not `/['";]+$/`: that regex retries the rest of a run from each of its characters.
 */
function unquoted(word: string): string {
  const start = word.startsWith('"') || word.startsWith("'") ? 1 : 0;
  let end = word.length;
  while (end > start && `'";`.includes(word[end - 1]!)) end--;
  return word.slice(start, end);
}

type FlagValue = { flag: string; value: string; path: JsonPath };
const NO_FLAG_VALUES: readonly FlagValue[] = [];

/** A word that may hold one of the flags read here: each ends in `-dir` or `hub-cache`. */
function mentionsFlag(word: string): boolean {
  return word.includes('-dir') || word.includes('hub-cache');
}

/** Values of download-location flags in command/args, including inside `sh -c "..."` scripts. */
function flagValues(c: ContainerView): readonly FlagValue[] {
  const strings = commandStrings(c);
  // Most command lines name none of the flags: check that before splitting them into tokens.
  if (!strings.some((s) => mentionsFlag(s.text))) return NO_FLAG_VALUES;
  // The strings joined by spaces, as a shell script would read them.
  const hfCli = HF_CLI.test(strings.map((s) => s.text).join(' '));
  const flags = hfCli ? DOWNLOAD_AND_HF_CLI_FLAGS : DOWNLOAD_FLAGS;
  const out: FlagValue[] = [];
  // A flag written alone takes the next token as its value, which may be the next item (exec form).
  let pending: { flag: string; path: JsonPath } | undefined;
  for (const { text: item, key, index } of strings) {
    for (const token of item.split(/\s+/)) {
      if (!token) continue;
      if (pending) out.push({ flag: pending.flag, value: unquoted(token), path: pending.path });
      pending = undefined;
      // Most tokens are no flag: only one that mentions one is unquoted and compared with each.
      if (!mentionsFlag(token)) continue;
      const text = unquoted(token);
      for (const flag of flags) {
        if (text === flag) pending = { flag, path: [...c.path, key, index] };
        else if (text.startsWith(flag) && text.charCodeAt(flag.length) === EQUALS)
          out.push({ flag, value: text.slice(flag.length + 1), path: [...c.path, key, index] });
      }
    }
  }
  return out;
}

const isSet = (v: unknown) => v !== undefined && v !== null;
/** Written, but not as a mapping (a placeholder). */
const unreadable = (v: unknown) => isSet(v) && !isObject(v);

/** Requests or limits ephemeral-storage; resources that are not mappings (placeholders) are unknown and count as set. */
function hasEphemeralStorage(c: ContainerView): boolean {
  const resources = own(c.value, 'resources');
  if (unreadable(resources) || unreadable(own(resources, 'requests')) || unreadable(own(resources, 'limits'))) return true;
  return isSet(own(c.requests, 'ephemeral-storage')) || isSet(own(c.limits, 'ephemeral-storage'));
}

/** The heuristic on mounts applies to containers that plausibly fetch models: AI images, GPU containers, init containers. */
function mayDownloadModels(c: ContainerView): boolean {
  return c.kind === 'init' || c.hasGpu || (c.family !== undefined && c.family.role !== 'infrastructure');
}

/** HF_HUB_OFFLINE/TRANSFORMERS_OFFLINE set to anything but a false value (valueFrom is unknown: no guess). */
function offline(c: ContainerView): boolean {
  return OFFLINE_ENV.some((name) => {
    const env = c.env.get(name);
    if (!env) return false;
    return env.value === undefined || isPlaceholder(env.value) || !/^(?:0|false|no|off|)$/i.test(env.value.trim());
  });
}

/** The model a container names: its serving command's, else `hf download`'s repository or a model env var. */
function namedModel(c: ContainerView): ServingValue | undefined {
  const args = servingArgsOf(c);
  // A serving command line names the model, or none: the other sources are for containers that run none.
  if (args) return args.model;
  if (!mayDownloadModels(c)) return undefined;
  const cli = hfCliRepo(c);
  if (cli) return { value: cli.text, source: `download ${cli.text}`, path: cli.path };
  for (const name of MODEL_ENV) {
    const env = c.env.get(name);
    if (env?.value !== undefined) return { value: env.value, source: `${env.name}=${env.value}`, path: [...env.path, 'value'] };
  }
  return undefined;
}

function modelSource(c: ContainerView): ModelSource {
  const model = namedModel(c);
  if (model === undefined || isPlaceholder(model.value)) return undefined;
  const v = model.value.trim();
  if (v.startsWith('/') || v.startsWith('./') || v.startsWith('../') || v.startsWith('~')) return { kind: 'local' };
  return HUB_ID.test(v) ? { kind: 'hub', id: v, evidence: model.source, path: model.path } : undefined;
}

/** The repository of `huggingface-cli download <repo>` / `hf download <repo>`. */
function hfCliRepo(c: ContainerView): Word | undefined {
  for (const line of commandLines(c)) {
    const argv = line.argv;
    for (let i = 0; i + 2 < argv.length; i++) {
      if (argv[i + 1]!.text === 'download' && /(?:^|\/)(?:huggingface-cli|hf)$/.test(argv[i]!.text)) return argv[i + 2];
    }
  }
  return undefined;
}

function isCompileCache(text: string): boolean {
  const t = text.toLowerCase();
  for (const word of COMPILE_CACHE_WORDS) if (t.includes(word)) return true;
  return hasSegment(t, '.config') || hasSegment(t, '.nv');
}

/** A mount that holds compile or kernel caches: named so, or the home of a compile-cache env var. */
function compileCacheMount(c: ContainerView, mount: unknown, mountPath: string): boolean {
  if (isCompileCache(mountPath) || isCompileCache(ownString(mount, 'name') ?? '')) return true;
  if (mountPath === '/') return false;
  for (const name of COMPILE_CACHE_ENV) {
    const value = c.env.get(name)?.value;
    if (value === undefined || isPlaceholder(value) || !value.startsWith('/')) continue;
    const target = normalizeMountPath(value);
    if (target === mountPath || target.startsWith(`${mountPath}/`)) return true;
  }
  return false;
}

/** A persistent volume (not an emptyDir, ConfigMap, Secret or projected data) mounted where models may be cached. */
function persistentModelMount(c: ContainerView, volumes: Map<string, Volume>): boolean {
  return ownArray(c.value, 'volumeMounts').some((mount) => {
    const raw = ownString(mount, 'mountPath');
    const volume = volumes.get(ownString(mount, 'name') ?? '');
    if (raw === undefined || !volume) return false;
    const data = ['emptyDir', 'configMap', 'secret', 'projected', 'downwardAPI'].some((k) => own(volume.value, k) !== undefined);
    const mountPath = normalizeMountPath(raw);
    return !data && (looksLikeModelCache(mountPath) || mountPath === '/data');
  });
}

/**
 * Where a Hub model goes when nothing sets the cache: the image's default, or $HOME/.cache for root
 * or a user without a home. undefined when a volume that may be persistent could hold it.
 */
function defaultCachePlace(c: ContainerView, volumes: Map<string, Volume>): Place | undefined {
  if (persistentModelMount(c, volumes)) return undefined;
  const candidates = (c.family && DEFAULT_HF_CACHE[c.family.id]) ?? HOME_HF_CACHE;
  let found: Place | undefined;
  for (const path of candidates) {
    const place = resolvePath(path, c, volumes);
    if (place.where === 'elsewhere' || place.where === 'unknown') return undefined;
    // An emptyDir that holds compile caches is where a root user's $HOME is not: keep the writable layer then.
    const cacheHome = place.where === 'emptyDir' && !isCompileCache(place.volume.name) && !isCompileCache(place.mountPath);
    if (!found || (found.where === 'layer' && cacheHome)) found = place;
  }
  return found;
}

function reasonsOf(c: ContainerView, volumes: Map<string, Volume>): Reason[] {
  if (offline(c)) return [];
  const model = modelSource(c);
  // A model read from a path downloads nothing: a cache location next to it is unused.
  if (model?.kind === 'local') return [];
  const reasons: Reason[] = [];
  let explicitSeen = false;
  for (const name of CACHE_ENV) {
    const env = c.env.get(name);
    if (!env) continue;
    explicitSeen = true;
    if (env.value === undefined) continue; // valueFrom: unknown path
    const place = resolvePath(env.value, c, volumes);
    if (place.where === 'layer' || place.where === 'emptyDir')
      reasons.push({ place, evidence: `${name}=${env.value}`, path: env.path, explicit: true });
  }
  for (const f of flagValues(c)) {
    explicitSeen = true;
    const place = resolvePath(f.value, c, volumes);
    if (place.where === 'layer' || place.where === 'emptyDir')
      reasons.push({ place, evidence: `${f.flag} ${f.value}`, path: f.path, explicit: true });
  }
  if (model?.kind === 'hub') for (const r of reasons) r.modelId = model.id;
  // The location the container declares decides.
  if (explicitSeen) return reasons;
  if (model?.kind === 'hub') {
    const place = defaultCachePlace(c, volumes);
    const evidence = `${model.evidence}, a Hugging Face Hub model`;
    const note = `Model downloaded from the Hugging Face Hub: ${model.evidence}.`;
    if (place?.where === 'layer' || place?.where === 'emptyDir') {
      reasons.push({ place, evidence, path: model.path, explicit: true, modelId: model.id, note });
    }
    return reasons;
  }
  // The mount heuristic is for containers that declare nothing and name no model.
  if (!mayDownloadModels(c)) return reasons;
  const mounts = ownArray(c.value, 'volumeMounts');
  for (let i = 0; i < mounts.length; i++) {
    const mount = mounts[i];
    // The volume first: most mounts are ConfigMaps, Secrets, PVCs or /dev/shm, told apart without reading the path.
    const volume = volumeOf(mount, volumes);
    if (!volume || !isWritableEmptyDir(mount, volume)) continue;
    const raw = ownString(mount, 'mountPath');
    if (raw === undefined || isPlaceholder(raw)) continue;
    const mountPath = normalizeMountPath(raw);
    if (!looksLikeModelCache(mountPath) || compileCacheMount(c, mount, mountPath)) continue;
    const place = { where: 'emptyDir', volume, mountPath } as const;
    reasons.push({ place, evidence: 'a model cache path', path: [...c.path, 'volumeMounts', i], explicit: false });
  }
  return reasons;
}

function sizeLimitOf(volume: Volume): string | undefined {
  const raw = own(ownObject(volume.value, 'emptyDir'), 'sizeLimit');
  return (typeof raw === 'string' && !isPlaceholder(raw)) || typeof raw === 'number' ? String(raw) : undefined;
}

/** How much to request: the first sized emptyDir's limit, else the model's weights plus headroom. */
function requestSize(rs: Reason[]): string {
  for (const r of rs) {
    const limit = r.place.where === 'emptyDir' ? sizeLimitOf(r.place.volume) : undefined;
    if (limit !== undefined) return `at least the volume's ${limit} sizeLimit`;
  }
  // Weighed only here, when no limit answers: most model downloads land on a sized emptyDir.
  const modelId = rs.find((r) => r.modelId !== undefined)?.modelId;
  const weights = modelId === undefined ? undefined : weightBytes(modelId)?.bytes;
  return weights !== undefined
    ? `about ${Math.ceil(weights / 2 ** 30)}Gi of weights plus headroom`
    : "the model's size on disk plus headroom";
}

const mountsVolume = (c: ContainerView, name: string) => ownArray(c.value, 'volumeMounts').some((m) => ownString(m, 'name') === name);

/**
 * The reasons each container reports: its writable-layer downloads, and one download per emptyDir
 * unless a container mounting that emptyDir sizes the pod's ephemeral storage (`sized`).
 */
function reportersOf(reasons: Map<ContainerView, Reason[]>, sized: ContainerView[]): Map<ContainerView, Reason[]> {
  const reporters = new Map<ContainerView, Reason[]>();
  const byVolume = new Map<string, { c: ContainerView; r: Reason }[]>();
  for (const [c, rs] of reasons) {
    for (const r of rs) {
      if (r.place.where === 'layer') appendTo(reporters, c, r);
      else appendTo(byVolume, r.place.volume.name, { c, r });
    }
  }
  for (const [name, candidates] of byVolume) {
    if (sized.some((c) => mountsVolume(c, name))) continue;
    const pick = candidates.find((x) => x.r.explicit) ?? candidates.find((x) => x.c.kind === 'init') ?? candidates[0]!;
    appendTo(reporters, pick.c, pick.r);
  }
  return reporters;
}

function volumesOf(pod: PodSpecView): Map<string, Volume> {
  const volumes = new Map<string, Volume>();
  ownArray(pod.spec, 'volumes').forEach((v, index) => {
    const name = ownString(v, 'name');
    if (name !== undefined && isObject(v) && !volumes.has(name)) volumes.set(name, { index, name, value: v });
  });
  return volumes;
}

export default defineRule({
  id: 'ephemeral-storage-missing',
  family: 'resources',
  level: 'note',
  scope: 'ai',
  summary: 'A container of an AI workload downloads models to node-local storage without an ephemeral-storage request or limit.',
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      const volumes = volumesOf(pod);
      const containers = pod.containers.filter((c) => c.kind !== 'ephemeral');
      const sized: ContainerView[] = [];
      const reasons = new Map<ContainerView, Reason[]>();
      for (const c of containers) {
        if (hasEphemeralStorage(c)) sized.push(c);
        else {
          const r = reasonsOf(c, volumes);
          if (r.length) reasons.set(c, r);
        }
      }
      // Most pods download nothing: nothing to pick reporters from.
      if (reasons.size === 0) return;
      const reporters = reportersOf(reasons, sized);
      for (const c of containers) {
        const rs = reporters.get(c);
        if (!rs) continue;
        const places = new Map<string, string[]>();
        for (const r of rs) {
          const where =
            r.place.where === 'layer' ? 'its writable layer' : `emptyDir "${r.place.volume.name}" mounted at ` + `${r.place.mountPath}`;
          appendTo(places, where, r.evidence);
        }
        const what = [...places].map(([where, ev]) => `${where} (${ev.join(', ')})`).join(' and ');
        const size = requestSize(rs);
        const who = capitalize(
          containerLabel(pod, c, c.kind === 'init' ? 'init container' : c.kind === 'sidecar' ? 'sidecar container' : 'container'),
        );
        ctx.report({
          path: [...c.path, 'resources', 'requests', 'ephemeral-storage'],
          message:
            `${who} downloads models into ${what} but has no ephemeral-storage request or limit; request ` +
            `resources.requests.ephemeral-storage (${size}) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node ` +
            `with room and the node's disk does not fill up.`,
          related: rs.map((r) => ({
            path: r.path,
            message:
              r.note ?? (r.explicit ? `Download location: ${r.evidence}.` : 'Disk-backed emptyDir ' + 'mounted at a model cache path.'),
          })),
        });
      }
    },
  },
});
