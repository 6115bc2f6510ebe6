import { gpuSource, normalizeMountPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { isPytorchBased } from '../../src/k8s/image-families.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isObject, isPlaceholder, own, ownArray, ownString, type JsonObject } from '../../src/k8s/values.js';

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
  const words = [...ownArray(c.value, 'command'), ...ownArray(c.value, 'args')].filter((w): w is string => typeof w === 'string');
  const m = PYTORCH_LAUNCHER.exec(words.join(' '));
  return m ? `it runs ${m[0].replace(/^[\s/;&|'"(=]/, '').replace(/\s+/g, ' ')}` : undefined;
}

function memoryLimitOf(c: ContainerView): { bytes: number; source: string } | undefined {
  const raw = own(c.limits, 'memory');
  if (isPlaceholder(raw)) return undefined;
  const q = parseQuantity(raw);
  return q && q.value > 0 ? { bytes: q.value, source: String(raw) } : undefined;
}

function sizeHint(c: ContainerView): string {
  const limit = memoryLimitOf(c);
  if (!limit) return 'e.g. sizeLimit: 8Gi';
  const quarter = Math.floor(limit.bytes / 4 / 2 ** 30);
  const suggestion = quarter >= 1 ? `${quarter}Gi` : `${Math.max(64, Math.floor(limit.bytes / 4 / 2 ** 20))}Mi`;
  return `e.g. sizeLimit: ${suggestion}, inside its ${limit.source} memory limit`;
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
      const memoryVolumes = [...volumes.entries()].filter(([, v]) => volumeKind(v.value).kind === 'memory').map(([name]) => name);

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
              `${SHM} (${sizeHint(c)}).`,
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
            `with medium: Memory there instead (${sizeHint(c)}).`,
          related,
        });
      }
    },
  },
});
