import { gpuSource, normalizeMountPath, type ContainerView, type PodSpecView } from '../src/k8s/pods.js';
import { defineRule } from '../src/engine/rule.js';
import { capitalize, containerLabel } from '../src/k8s/naming.js';
import type { JsonPath } from '../src/core/types.js';
import { isPytorchBased } from '../src/k8s/image-families.js';
import { parseQuantity } from '../src/k8s/quantity.js';
import { isObject, isPlaceholder, own, ownArray, ownString, type JsonObject } from '../src/k8s/values.js';

const SHM = '/dev/shm';

/** PyTorch launchers and servers named in command/args, for images the family table does not know. */
const PYTORCH_LAUNCHER =
  /(?:^|[\s/;&|'"(=])(?:torchrun|deepspeed|text-generation-launcher)(?=$|[\s;&|'")])|torch\.distributed\.(?:run|launch)\b|\baccelerate\s+launch\b|\bvllm\s+serve\b|\bvllm\.entrypoints\b|\bsglang\.launch_server\b/;

function isKserveInline(pod: PodSpecView, c: ContainerView): boolean {
  const parent = c.path[c.path.length - 2];
  return pod.object.group === 'serving.kserve.io' && pod.object.kind === 'InferenceService' && parent !== 'containers' && parent !== 'initContainers';
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
  description:
    'Triggers for each GPU container (regular container or native sidecar) whose image belongs to a PyTorch-based family of the image table (PyTorch, NGC PyTorch/NeMo/Triton/TensorRT-LLM/NIM, vLLM, SGLang, TGI, DeepSpeed, Ray, KServe runtimes), or whose command/args start a PyTorch launcher or server (`torchrun`, `python -m torch.distributed.run`, `deepspeed`, `accelerate launch`, `vllm serve`, `sglang.launch_server`, `text-generation-launcher`), and that does not mount an `emptyDir` with `medium: Memory` at `/dev/shm`. It points at the container\'s `volumeMounts` key (or its `name:` when it has no mounts); when something is mounted at `/dev/shm` but is disk-backed (an `emptyDir` without `medium: Memory`, a PersistentVolumeClaim or generic ephemeral volume), it points at that `mountPath`. A `hostPath` at `/dev/shm` counts as shared memory (`host-path-model-cache` judges hostPath volumes), and so does `hostIPC: true`. Silent for pod templates whose operator mounts a sized `/dev/shm` itself: RayCluster/RayJob/RayService (KubeRay), AIBrix RayClusterFleet (which creates RayClusters), KServe LLMInferenceService (merged with its LLMInferenceServiceConfig template), and KServe inline model containers (`predictor.model`, `predictor.pytorch`, ...: the ServingRuntime supplies the pod). Silent too when the mount cannot be judged: a placeholder mount path, a volume that is not in the pod spec (Argo Workflow-level volumes), a DRA claim that cannot be resolved. Init containers and ephemeral containers are not checked.',
  rationale:
    'Containers get a 64Mi `/dev/shm` from the container runtime, and Kubernetes has no `--shm-size`. PyTorch passes DataLoader batches between worker processes through shared memory and NCCL uses it for intra-node GPU communication, so training jobs die with `ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)` and vLLM/SGLang with tensor parallelism fail or hang with NCCL `No space left on device` errors, usually only after the first real batch or request, long after the rollout looked healthy. A disk-backed volume at `/dev/shm` avoids the size limit but turns shared-memory traffic into disk I/O.',
  remediation:
    'Mount a memory-backed emptyDir at `/dev/shm` in every PyTorch GPU container, with a `sizeLimit` that fits inside the container\'s memory limit (the tmpfs is charged to it):\n\n```yaml\n    spec:\n      containers:\n        - name: trainer\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n              memory: 512Gi\n          volumeMounts:\n            - name: dshm\n              mountPath: /dev/shm\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n            sizeLimit: 64Gi\n```',
  examples: {
    invalid: [
      {
        title: 'a PyTorchJob worker with the default 64Mi /dev/shm',
        yaml: 'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: resnet-ddp\nspec:\n  pytorchReplicaSpecs:\n    Worker:\n      replicas: 2\n      restartPolicy: OnFailure\n      template:\n        spec:\n          containers:\n            - name: pytorch\n              image: nvcr.io/nvidia/pytorch:24.05-py3\n              command: ["torchrun", "--nproc-per-node=4", "train.py"]\n              resources:\n                limits:\n                  nvidia.com/gpu: 4\n                  memory: 128Gi\n',
        lines: [13],
      },
    ],
    valid: [
      {
        title: 'a memory-backed /dev/shm is mounted',
        yaml: 'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: resnet-ddp\nspec:\n  pytorchReplicaSpecs:\n    Worker:\n      replicas: 2\n      restartPolicy: OnFailure\n      template:\n        spec:\n          containers:\n            - name: pytorch\n              image: nvcr.io/nvidia/pytorch:24.05-py3\n              command: ["torchrun", "--nproc-per-node=4", "train.py"]\n              resources:\n                limits:\n                  nvidia.com/gpu: 4\n                  memory: 128Gi\n              volumeMounts:\n                - name: dshm\n                  mountPath: /dev/shm\n          volumes:\n            - name: dshm\n              emptyDir:\n                medium: Memory\n                sizeLimit: 32Gi\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      if (pod.providesDevShm) return;
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
            .map(({ name, at }) => (at ? `the pod's Memory emptyDir "${name}" is mounted at ${ownString(at, 'mountPath') ?? '?'} instead` : `the pod's Memory emptyDir "${name}" is not mounted in it`));
          const detail = elsewhere.length ? ` (${elsewhere.join('; ')})` : '';
          ctx.report({
            path: [...c.path, 'volumeMounts'],
            message: `${capitalize(containerLabel(pod, c))} runs PyTorch on a GPU (${why}) but mounts nothing at ${SHM}${detail}, so it gets the runtime's 64Mi default and DataLoader workers or NCCL fail; mount an emptyDir with medium: Memory at ${SHM} (${sizeHint(c)}).`,
          });
          continue;
        }
        const mount = mounts[shmIndex];
        const volumeName = ownString(mount, 'name');
        if (volumeName === undefined || isPlaceholder(volumeName)) continue;
        const volume = volumes.get(volumeName);
        const { kind, sourceKey } = volumeKind(volume?.value);
        if (kind !== 'disk-emptyDir' && kind !== 'pvc') continue;
        const related: { path: JsonPath; message: string }[] = volume && sourceKey ? [{ path: [...pod.path, 'volumes', volume.index, sourceKey], message: `Volume "${volumeName}" is defined here.` }] : [];
        const backing = kind === 'pvc' ? `volume "${volumeName}" (${sourceKey}), which is disk, not shared memory` : `emptyDir "${volumeName}" without medium: Memory, which lives on the node's disk`;
        ctx.report({
          path: [...c.path, 'volumeMounts', shmIndex, 'mountPath'],
          message: `${capitalize(containerLabel(pod, c))} runs PyTorch on a GPU (${why}) but its ${SHM} is ${backing}; mount an emptyDir with medium: Memory there instead (${sizeHint(c)}).`,
          related,
        });
      }
    },
  },
});
