import { defineRule } from '../../src/engine/rule.js';
import { fieldPath, type ContainerView, type EnvVar, type PodSpecView } from '../../src/k8s/pods.js';
import { visibleDevicesMeansNone } from '../../src/k8s/gpu.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { isPlaceholder } from '../../src/k8s/values.js';

/** CUDA_VISIBLE_DEVICES values that hide every GPU from CUDA (`-1` is the usual idiom). */
const CUDA_NONE = new Set(['', 'void', 'none', '-1']);

/** Replica types that coordinate GPU workers and share their image but do no GPU work themselves. */
const COORDINATOR_REPLICAS: Record<string, string> = { mpiReplicaSpecs: 'Launcher', tfReplicaSpecs: 'PS' };

/** A Ray head or RayJob submitter, an MPIJob launcher or a TFJob parameter server: its image says nothing. */
function coordinator(pod: PodSpecView): boolean {
  if (pod.role === 'head' || pod.role === 'submitter') return true;
  return pod.path.some(
    (segment, i) =>
      typeof segment === 'string' &&
      Object.prototype.hasOwnProperty.call(COORDINATOR_REPLICAS, segment) &&
      pod.path[i + 1] === COORDINATOR_REPLICAS[segment],
  );
}

type Ask = { env: EnvVar; variable: string; value: string } | 'unknown' | 'none' | undefined;

/** What the container's visible-devices variables ask of the runtime. */
function visibleDevicesAsk(c: ContainerView): Ask {
  const nvidia = c.env.get('NVIDIA_VISIBLE_DEVICES');
  const cuda = c.env.get('CUDA_VISIBLE_DEVICES');
  for (const e of [nvidia, cuda]) if (e && (e.value === undefined || isPlaceholder(e.value))) return 'unknown';
  // NVIDIA_VISIBLE_DEVICES decides what the runtime mounts; CUDA_VISIBLE_DEVICES only filters inside.
  if (nvidia?.value !== undefined)
    return visibleDevicesMeansNone(nvidia.value) ? 'none' : { env: nvidia, variable: nvidia.name, value: nvidia.value };
  if (cuda?.value !== undefined)
    return CUDA_NONE.has(cuda.value.trim().toLowerCase()) ? 'none' : { env: cuda, variable: cuda.name, value: cuda.value };
  return undefined;
}

export default defineRule({
  id: 'gpu-resource-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A container that needs a GPU requests no GPU resource.',
  references: ['https://github.com/NVIDIA/k8s-device-plugin#quick-start', 'https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/'],
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      // DRA pods get their GPUs through resourceClaims, of a count we cannot see.
      if (pod.dra) return;
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral') continue;
        if (c.gpu.some((g) => g.count === undefined || g.count > 0)) continue;
        const ask = visibleDevicesAsk(c);
        if (ask === 'unknown' || ask === 'none') continue;
        const zero = c.gpu.map((g) => `${g.resource}: ${String(g.limit ?? g.request)}`).join(', ');
        const has = zero ? `sets ${zero}` : 'requests no GPU resource';
        const who = capitalize(containerLabel(pod, c));
        if (ask) {
          const sees =
            ask.variable === 'NVIDIA_VISIBLE_DEVICES'
              ? ask.value.trim().toLowerCase() === 'all'
                ? 'every GPU of the node'
                : `GPUs ${ask.value} of the node`
              : 'the GPUs of the node';
          ctx.report({
            path: [...ask.env.path, 'value'],
            message:
              `${who} sets ${ask.variable}=${ask.value} but ${has}, so it gets no GPU or, where nvidia is the ` +
              `default runtime, uses ${sees} behind the scheduler's back; request the GPUs in resources.limits (e.g. nvidia.com/gpu: 1) ` +
              `and drop the variable, or set NVIDIA_VISIBLE_DEVICES=void if it needs none.`,
          });
          continue;
        }
        // A container whose whole command sleeps uses no GPU, whatever its image.
        if (c.kind === 'init' || !c.needsGpuImage || c.notServing === 'idle' || coordinator(pod)) continue;
        const image = c.image?.raw ?? '';
        if (c.family?.vendor === 'amd') {
          ctx.report({
            path: fieldPath(c, 'image'),
            message:
              `${who} runs the ROCm image ${image} but ${has}, so it starts without a GPU; add resources.limits ` +
              `amd.com/gpu: 1 (or the number of GPUs it uses).`,
          });
          continue;
        }
        ctx.report({
          path: fieldPath(c, 'image'),
          message:
            `${who} runs the GPU image ${image} but ${has}, so it gets no GPU or, where nvidia is the default ` +
            `runtime, sees every GPU of the node; add resources.limits nvidia.com/gpu: 1 (or the number of GPUs it uses), or set ` +
            `NVIDIA_VISIBLE_DEVICES=void if it should run without one.`,
        });
      }
    },
  },
});
