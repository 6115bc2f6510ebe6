import { normalizeMountPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, type JsonObject } from '../../src/k8s/values.js';

/** Env vars that name the Hugging Face download cache (huggingface_hub, transformers, TGI). */
const CACHE_ENV = ['HF_HOME', 'HF_HUB_CACHE', 'HUGGINGFACE_HUB_CACHE', 'TRANSFORMERS_CACHE'];
/** Server flags that name the download directory: vLLM/SGLang `--download-dir`, TGI `--huggingface-hub-cache`. */
const DOWNLOAD_FLAGS = ['--download-dir', '--huggingface-hub-cache'];
/** Flags of `huggingface-cli download` / `hf download`, only read when that command is present. */
const HF_CLI_FLAGS = ['--local-dir', '--cache-dir'];
const HF_CLI = /\b(?:huggingface-cli|hf)\s+download\b/;

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
}

function isDiskEmptyDir(volume: JsonObject): boolean {
  const emptyDir = own(volume, 'emptyDir');
  if (emptyDir === undefined) return false;
  const medium = own(emptyDir, 'medium');
  return medium !== 'Memory' && !isPlaceholder(medium) && !(typeof medium === 'string' && medium.startsWith('HugePages'));
}

function placeOf(mount: unknown, mountPath: string, volumes: Map<string, Volume>): Place {
  const name = ownString(mount, 'name');
  const volume = name === undefined ? undefined : volumes.get(name);
  if (!volume) return { where: 'unknown' };
  if (own(mount, 'readOnly') === true || !isDiskEmptyDir(volume.value)) return { where: 'elsewhere' };
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

/** A mount path that looks like a model cache: a segment naming models, weights, Hugging Face or a cache. */
function looksLikeModelCache(mountPath: string): boolean {
  return mountPath
    .toLowerCase()
    .split('/')
    .some((s) => s.includes('model') || s.includes('huggingface') || s.includes('cache') || s === 'hf' || s === 'weights');
}

/** Values of download-location flags in command/args, including inside `sh -c "..."` scripts. */
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

function flagValues(c: ContainerView): { flag: string; value: string; path: JsonPath }[] {
  const out: { flag: string; value: string; path: JsonPath }[] = [];
  const items: { text: string; path: JsonPath }[] = [];
  for (const key of ['command', 'args'] as const) {
    ownArray(c.value, key).forEach((w, i) => {
      if (typeof w === 'string') items.push({ text: w, path: [...c.path, key, i] });
    });
  }
  const hfCli = HF_CLI.test(items.map((x) => x.text).join(' '));
  const flags = hfCli ? [...DOWNLOAD_FLAGS, ...HF_CLI_FLAGS] : DOWNLOAD_FLAGS;
  // Tokens with the item they come from; a flag's value may be the next item (exec form).
  const tokens: { text: string; path: JsonPath }[] = [];
  for (const item of items) for (const t of item.text.split(/\s+/)) if (t) tokens.push({ text: unquoted(t), path: item.path });
  tokens.forEach((t, i) => {
    for (const flag of flags) {
      if (t.text === flag && tokens[i + 1]) out.push({ flag, value: tokens[i + 1]!.text, path: t.path });
      else if (t.text.startsWith(`${flag}=`)) out.push({ flag, value: t.text.slice(flag.length + 1), path: t.path });
    }
  });
  return out;
}

/** Requests or limits ephemeral-storage; resources that are not mappings (placeholders) are unknown and count as set. */
function hasEphemeralStorage(c: ContainerView): boolean {
  const set = (v: unknown) => v !== undefined && v !== null;
  const resources = own(c.value, 'resources');
  if ([resources, own(resources, 'requests'), own(resources, 'limits')].some((v) => set(v) && !isObject(v))) return true;
  return set(own(c.requests, 'ephemeral-storage')) || set(own(c.limits, 'ephemeral-storage'));
}

/** The heuristic on mounts applies to containers that plausibly fetch models: AI images, GPU containers, init containers. */
function mayDownloadModels(c: ContainerView): boolean {
  return c.kind === 'init' || c.hasGpu || (c.family !== undefined && c.family.role !== 'infrastructure');
}

function reasonsOf(c: ContainerView, volumes: Map<string, Volume>): Reason[] {
  const reasons: Reason[] = [];
  let explicitSeen = false;
  for (const name of CACHE_ENV) {
    const env = c.env.get(name);
    if (!env) continue;
    explicitSeen = true;
    if (env.value === undefined) continue; // valueFrom: unknown path
    const place = resolvePath(env.value, c, volumes);
    if (place.where === 'layer' || place.where === 'emptyDir') reasons.push(
      { place, evidence: `${name}=${env.value}`, path: env.path, explicit: true });
  }
  for (const f of flagValues(c)) {
    explicitSeen = true;
    const place = resolvePath(f.value, c, volumes);
    if (place.where === 'layer' || place.where === 'emptyDir') reasons.push(
      { place, evidence: `${f.flag} ${f.value}`, path: f.path, explicit: true });
  }
  // The location the container declares decides; the mount heuristic is for containers that declare none.
  if (explicitSeen || !mayDownloadModels(c)) return reasons;
  ownArray(c.value, 'volumeMounts').forEach((mount, i) => {
    const raw = ownString(mount, 'mountPath');
    if (raw === undefined || isPlaceholder(raw)) return;
    const mountPath = normalizeMountPath(raw);
    if (!looksLikeModelCache(mountPath)) return;
    const place = placeOf(mount, mountPath, volumes);
    if (place.where === 'emptyDir') reasons.push(
      { place, evidence: 'a model cache path', path: [...c.path, 'volumeMounts', i], explicit: false });
  });
  return reasons;
}

function sizeLimitOf(volume: Volume): string | undefined {
  const raw = own(ownObject(volume.value, 'emptyDir'), 'sizeLimit');
  return (typeof raw === 'string' && !isPlaceholder(raw)) || typeof raw === 'number' ? String(raw) : undefined;
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
      const reasons = new Map<ContainerView, Reason[]>();
      for (const c of containers) {
        if (hasEphemeralStorage(c)) continue;
        const r = reasonsOf(c, volumes);
        if (r.length) reasons.set(c, r);
      }
      // emptyDir downloads: one finding per volume, unless a container mounting it sizes the pod's ephemeral storage.
      const reporters = new Map<ContainerView, Reason[]>();
      const add = (c: ContainerView, r: Reason) => reporters.set(c, [...(reporters.get(c) ?? []), r]);
      const byVolume = new Map<string, { c: ContainerView; r: Reason }[]>();
      for (const [c, rs] of reasons) {
        for (const r of rs) {
          if (r.place.where === 'layer') add(c, r);
          else byVolume.set(r.place.volume.name, [...(byVolume.get(r.place.volume.name) ?? []), { c, r }]);
        }
      }
      for (const [name, candidates] of byVolume) {
        const sized =
          containers.some((c) => hasEphemeralStorage(c) && ownArray(c.value, 'volumeMounts').some((m) => ownString(m, 'name') === name));
        if (sized) continue;
        const pick = candidates.find((x) => x.r.explicit) ?? candidates.find((x) => x.c.kind === 'init') ?? candidates[0]!;
        add(pick.c, pick.r);
      }
      for (const c of containers) {
        const rs = reporters.get(c);
        if (!rs) continue;
        const places = new Map<string, string[]>();
        for (const r of rs) {
          const where = r.place.where === 'layer' ? 'its writable layer' : `emptyDir "${r.place.volume.name}" mounted at ` +
            `${r.place.mountPath}`;
          places.set(where, [...(places.get(where) ?? []), r.evidence]);
        }
        const what = [...places].map(([where, ev]) => `${where} (${ev.join(', ')})`).join(' and ');
        const limits = rs.flatMap((r) => (r.place.where === 'emptyDir' ? (sizeLimitOf(r.place.volume) ?? []) : []));
        const size = limits.length ? `at least the volume's ${limits[0]} sizeLimit` : "the model's size on disk plus headroom, e.g. 50Gi";
        const who =
          capitalize(
            containerLabel(pod, c, c.kind === 'init' ? 'init container' : c.kind === 'sidecar' ? 'sidecar container' : 'container'));
        ctx.report({
          path: [...c.path, 'resources', 'requests', 'ephemeral-storage'],
          message: `${who} downloads models into ${what} but has no ephemeral-storage request or limit; request ` +
            `resources.requests.ephemeral-storage (${size}) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node ` +
            `with room and the node's disk does not fill up.`,
          related: rs.map(
            (r) => ({ path: r.path, message: r.explicit ? `Download location: ${r.evidence}.` : 'Disk-backed emptyDir mounted at ' +
              'a model cache path.' })),
        });
      }
    },
  },
});
