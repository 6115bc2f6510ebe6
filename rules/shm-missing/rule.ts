import { gpuSource, normalizeMountPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import type { ChangeSet } from '../../src/core/change-set.js';
import { isPytorchBased } from '../../src/k8s/image-families.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString, untyped, type JsonObject } from '../../src/k8s/values.js';
import { commandStrings } from '../../src/k8s/command-line.js';

const SHM = '/dev/shm';

/** PyTorch launchers and servers named in command/args, for images the family table does not know. */
const PYTORCH_LAUNCHER = new RegExp(
  '(?:^|[\\s/;&|\'"(=])(?:torchrun|deepspeed|text-generation-launcher)(?=$|[\\s;&|\'")])|torch\\.distributed\\.(?:run|launch)' +
    '\\b|\\baccelerate\\s+launch\\b|\\bvllm\\s+serve\\b|\\bvllm\\.entrypoints\\b|\\bsglang\\.launch_server\\b',
);

function isKserveInline(pod: PodSpecView, c: ContainerView): boolean {
  const parent = c.path[c.path.length - 2];
  return (
    pod.object.group === 'serving.kserve.io' &&
    pod.object.kind === 'InferenceService' &&
    parent !== 'containers' &&
    parent !== 'initContainers'
  );
}

/** Why the container is PyTorch-based, or undefined. */
function pytorchEvidence(c: ContainerView): string | undefined {
  if (isPytorchBased(c.family)) return `image ${c.image?.raw ?? c.family?.id}`;
  const m = PYTORCH_LAUNCHER.exec(
    commandStrings(c)
      .map((s) => s.text)
      .join(' '),
  );
  return m ? `it runs ${m[0].replace(/^[\s/;&|'"(=]/, '').replace(/\s+/g, ' ')}` : undefined;
}

function memoryLimitOf(limits: unknown): { bytes: number; source: string } | undefined {
  const raw = own(limits, 'memory');
  if (isPlaceholder(raw)) return undefined;
  const q = parseQuantity(raw);
  return q && q.value > 0 ? { bytes: q.value, source: String(raw) } : undefined;
}

const GI = 2 ** 30;

/**
 * The sizeLimit to suggest: half the container's memory limit (the tmpfs is charged to it, and the
 * process needs the rest), in whole Gi and at least 1Gi; 8Gi when nothing limits the memory.
 * `fits` is false for a limit below 1Gi, where no whole Gi fits.
 */
function suggestedSize(c: ContainerView, pod: PodSpecView): { size: string; limit?: string; fits: boolean } {
  const limit = memoryLimitOf(c.limits) ?? memoryLimitOf(ownObject(ownObject(pod.spec, 'resources'), 'limits'));
  if (!limit) return { size: '8Gi', fits: true };
  if (limit.bytes < GI) return { size: `${Math.max(64, Math.floor(limit.bytes / 2 / 2 ** 20))}Mi`, limit: limit.source, fits: false };
  return { size: `${Math.max(1, Math.round(limit.bytes / 2 / GI))}Gi`, limit: limit.source, fits: true };
}

function sizeHint(c: ContainerView, pod: PodSpecView): string {
  const { size, limit } = suggestedSize(c, pod);
  return limit === undefined ? `e.g. sizeLimit: ${size}` : `e.g. sizeLimit: ${size}, half the ${limit} memory limit`;
}

/**
 * Volume names the pod's containers can mount: the pod's, a StatefulSet's claim templates, and for
 * Argo the workflow's volumes and claim templates. Undefined when one is not a plain name.
 */
function takenNames(pod: PodSpecView): Set<string> | undefined {
  const names = new Set<string>();
  const add = (items: unknown[], name: (item: unknown) => unknown) => {
    for (const item of items) {
      const n = name(item);
      if (typeof n !== 'string' || isPlaceholder(n)) return false;
      names.add(n);
    }
    return true;
  };
  if (!add(ownArray(pod.spec, 'volumes'), (v) => own(v, 'name'))) return undefined;
  if (pod.object.group === 'apps' && pod.object.kind === 'StatefulSet') {
    const templates = ownArray(ownObject(pod.object.value, 'spec'), 'volumeClaimTemplates');
    if (!add(templates, (v) => own(ownObject(v, 'metadata'), 'name'))) return undefined;
  }
  if (pod.object.group === 'argoproj.io') {
    const spec = ownObject(pod.object.value, 'spec');
    const workflow = pod.object.kind === 'CronWorkflow' ? ownObject(spec, 'workflowSpec') : spec;
    if (!add(ownArray(workflow, 'volumes'), (v) => own(v, 'name'))) return undefined;
    if (!add(ownArray(workflow, 'volumeClaimTemplates'), (v) => own(ownObject(v, 'metadata'), 'name'))) return undefined;
  }
  return names;
}

/** Argo sets pod fields through `podSpecPatch` (on the template or the workflow), which the linter does not apply. */
function patchedByArgo(pod: PodSpecView): boolean {
  if (pod.object.group !== 'argoproj.io') return false;
  const spec = ownObject(pod.object.value, 'spec');
  const workflow = pod.object.kind === 'CronWorkflow' ? ownObject(spec, 'workflowSpec') : spec;
  return own(untyped(pod.spec), 'podSpecPatch') !== undefined || own(workflow, 'podSpecPatch') !== undefined;
}

/**
 * The change that gives the container a memory-backed /dev/shm: a mount of the pod's one Memory
 * emptyDir the container does not mount yet, else a new `dshm` volume (`dshm-2`… when taken) sized
 * by suggestedSize, so that shm-size-limit-missing has nothing to say about it. None when the
 * pod's volumes or the container's mounts are not all visible here.
 */
function shmFix(pod: PodSpecView, c: ContainerView, memoryVolumes: { name: string; value: JsonObject }[]): ChangeSet | undefined {
  // Knative admits emptyDir volumes only when its config enables them.
  if (patchedByArgo(pod) || pod.object.group === 'serving.knative.dev') return undefined;
  const names = takenNames(pod);
  if (!names) return undefined;
  // A mount of a volume the pod does not define means its volumes come from elsewhere (a controller
  // that injects them, a patch): a `volumes` list written here could clash with that.
  for (const other of pod.containers)
    for (const m of ownArray(other.value, 'volumeMounts')) {
      const name = own(m, 'name');
      if (typeof name !== 'string' || !names.has(name)) return undefined;
    }
  const mounts = ownArray(c.value, 'volumeMounts');
  const mountsPath = [...c.path, 'volumeMounts'];
  const who = containerLabel(pod, c);
  if (memoryVolumes.length > 0) {
    // The pod has shared memory already: mount it, unless this container mounts it elsewhere on purpose,
    // or nothing would bound it then (no sizeLimit, no memory limit: shm-size-limit-missing).
    const [volume, ...more] = memoryVolumes;
    if (more.length > 0 || mounts.some((m) => ownString(m, 'name') === volume!.name)) return undefined;
    const size = own(ownObject(volume!.value, 'emptyDir'), 'sizeLimit');
    const sized = size !== undefined && size !== null;
    if (!sized && suggestedSize(c, pod).limit === undefined) return undefined;
    const name = volume!.name;
    return {
      kind: 'fix',
      description: `Mount the pod's Memory emptyDir "${name}" at ${SHM} in ${who}`,
      changes: [{ op: 'append', path: mountsPath, value: { name, mountPath: SHM } }],
    };
  }
  const { size, fits } = suggestedSize(c, pod);
  if (!fits) return undefined;
  let name = 'dshm';
  for (let n = 2; names.has(name); n++) name = `dshm-${n}`;
  return {
    kind: 'fix',
    description: `Mount a new emptyDir "${name}" with medium: Memory and sizeLimit: ${size} at ${SHM} in ${who}`,
    changes: [
      { op: 'append', path: mountsPath, value: { name, mountPath: SHM } },
      { op: 'append', path: [...pod.path, 'volumes'], value: { name, emptyDir: { medium: 'Memory', sizeLimit: size } } },
    ],
  };
}

type VolumeKind = 'memory' | 'host' | 'disk-emptyDir' | 'pvc' | 'other' | 'unknown';

function volumeKind(volume: JsonObject | undefined): { kind: VolumeKind; sourceKey?: string } {
  if (!volume) return { kind: 'unknown' };
  const emptyDir = own(volume, 'emptyDir');
  if (emptyDir !== undefined) {
    const medium = own(emptyDir, 'medium');
    if (medium === 'Memory' || isPlaceholder(medium)) return { kind: 'memory' };
    return { kind: 'disk-emptyDir', sourceKey: 'emptyDir' };
  }
  if (own(volume, 'hostPath') !== undefined) return { kind: 'host' };
  if (own(volume, 'persistentVolumeClaim') !== undefined) return { kind: 'pvc', sourceKey: 'persistentVolumeClaim' };
  if (own(volume, 'ephemeral') !== undefined) return { kind: 'pvc', sourceKey: 'ephemeral' };
  return { kind: 'other' };
}

export default defineRule({
  id: 'shm-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A PyTorch-based GPU container has no memory-backed /dev/shm.',
  fix: {
    kind: 'fix',
    summary:
      "mounts a new emptyDir `dshm` with `medium: Memory` at `/dev/shm`, its `sizeLimit` half the container's memory limit " +
      "(whole Gi, at least 1Gi) or 8Gi without one, or mounts the pod's one Memory emptyDir the container does not mount",
  },
  check: {
    podSpec(pod, ctx) {
      if (pod.providesDevShm) return;
      // The operator merges these containers into a template of its own (a TrainJob's runtime), volumes included.
      if (pod.mergedWith) return;
      if (own(pod.spec, 'hostIPC') === true) return;
      const rawVolumes = own(pod.spec, 'volumes');
      if (rawVolumes !== undefined && rawVolumes !== null && !Array.isArray(rawVolumes)) return;
      const volumes = new Map<string, { index: number; value: JsonObject }>();
      ownArray(pod.spec, 'volumes').forEach((v, index) => {
        const name = ownString(v, 'name');
        if (name !== undefined && isObject(v) && !volumes.has(name)) volumes.set(name, { index, value: v });
      });
      const memory = [...volumes.entries()].filter(([, v]) => volumeKind(v.value).kind === 'memory').map(([name, v]) => ({ name, ...v }));
      const memoryVolumes = memory.map((v) => v.name);

      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        // A container whose whole command sleeps runs no DataLoader and no NCCL.
        if (c.notServing === 'idle') continue;
        // Inline KServe model containers (predictor.model, predictor.pytorch...) are merged into the ServingRuntime's pod.
        if (isKserveInline(pod, c)) continue;
        if (!(gpuSource(pod, c) === 'resource' || gpuSource(pod, c) === 'dra-gpu')) continue;
        const why = pytorchEvidence(c);
        if (!why) continue;
        const rawMounts = own(c.value, 'volumeMounts');
        if (rawMounts !== undefined && rawMounts !== null && !Array.isArray(rawMounts)) continue;
        const mounts = ownArray(c.value, 'volumeMounts');
        const shmIndex = mounts.findIndex((m) => {
          const p = ownString(m, 'mountPath');
          return p !== undefined && normalizeMountPath(p) === SHM;
        });
        if (shmIndex === -1) {
          if (mounts.some((m) => isPlaceholder(own(m, 'mountPath')))) continue;
          const elsewhere = memoryVolumes
            .map((name) => ({ name, at: mounts.find((m) => ownString(m, 'name') === name) }))
            .map(({ name, at }) =>
              at
                ? `the pod's Memory emptyDir "${name}" is mounted at ` + `${ownString(at, 'mountPath') ?? '?'} instead`
                : `the pod's Memory emptyDir "${name}" is not mounted in it`,
            );
          const detail = elsewhere.length ? ` (${elsewhere.join('; ')})` : '';
          ctx.report({
            path: [...c.path, 'volumeMounts'],
            message:
              `${capitalize(containerLabel(pod, c))} runs PyTorch on a GPU (${why}) but mounts nothing at ${SHM}${detail}, so it ` +
              `gets the runtime's 64Mi default and DataLoader workers or NCCL fail; mount an emptyDir with medium: Memory at ` +
              `${SHM} (${sizeHint(c, pod)}).`,
            fix: shmFix(pod, c, memory),
          });
          continue;
        }
        const mount = mounts[shmIndex];
        const volumeName = ownString(mount, 'name');
        if (volumeName === undefined || isPlaceholder(volumeName)) continue;
        const volume = volumes.get(volumeName);
        const { kind, sourceKey } = volumeKind(volume?.value);
        if (kind !== 'disk-emptyDir' && kind !== 'pvc') continue;
        const related: { path: JsonPath; message: string }[] =
          volume && sourceKey
            ? [{ path: [...pod.path, 'volumes', volume.index, sourceKey], message: `Volume "${volumeName}" is defined here.` }]
            : [];
        const backing =
          kind === 'pvc'
            ? `volume "${volumeName}" (${sourceKey}), which is disk, not shared memory`
            : `emptyDir "${volumeName}" without medium: Memory, which lives on the node's disk`;
        ctx.report({
          path: [...c.path, 'volumeMounts', shmIndex, 'mountPath'],
          message:
            `${capitalize(containerLabel(pod, c))} runs PyTorch on a GPU (${why}) but its ${SHM} is ${backing}; mount an emptyDir ` +
            `with medium: Memory there instead (${sizeHint(c, pod)}).`,
          related,
        });
      }
    },
  },
});
