import { defineRule } from '../src/engine/rule.js';
import type { ContainerView, EnvVar, PodSpecView } from '../src/k8s/pods.js';
import { visibleDevicesMeansNone } from '../src/k8s/gpu.js';
import { isPlaceholder } from '../src/k8s/values.js';

/** CUDA_VISIBLE_DEVICES values that hide every GPU from CUDA (`-1` is the usual idiom). */
const CUDA_NONE = new Set(['', 'void', 'none', '-1']);

/** Replica types that coordinate GPU workers and share their image but do no GPU work themselves. */
const COORDINATOR_REPLICAS: Record<string, string> = { mpiReplicaSpecs: 'Launcher', tfReplicaSpecs: 'PS' };

/** A Ray head or RayJob submitter, an MPIJob launcher or a TFJob parameter server: its image says nothing. */
function coordinator(pod: PodSpecView): boolean {
  if (pod.role === 'head' || pod.role === 'submitter') return true;
  return pod.path.some((segment, i) => typeof segment === 'string' && Object.prototype.hasOwnProperty.call(COORDINATOR_REPLICAS, segment) && pod.path[i + 1] === COORDINATOR_REPLICAS[segment]);
}

type Ask = { env: EnvVar; variable: string; value: string } | 'unknown' | 'none' | undefined;

/** What the container's visible-devices variables ask of the runtime. */
function visibleDevicesAsk(c: ContainerView): Ask {
  const nvidia = c.env.get('NVIDIA_VISIBLE_DEVICES');
  const cuda = c.env.get('CUDA_VISIBLE_DEVICES');
  for (const e of [nvidia, cuda]) if (e && (e.value === undefined || isPlaceholder(e.value))) return 'unknown';
  // NVIDIA_VISIBLE_DEVICES decides what the runtime mounts; CUDA_VISIBLE_DEVICES only filters inside.
  if (nvidia?.value !== undefined) return visibleDevicesMeansNone(nvidia.value) ? 'none' : { env: nvidia, variable: nvidia.name, value: nvidia.value };
  if (cuda?.value !== undefined) return CUDA_NONE.has(cuda.value.trim().toLowerCase()) ? 'none' : { env: cuda, variable: cuda.name, value: cuda.value };
  return undefined;
}

export default defineRule({
  id: 'gpu-resource-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A container that needs a GPU requests no GPU resource.',
  description:
    'Triggers for an app or sidecar container whose image only makes sense with a GPU (CUDA and ROCm base images, NGC containers, vLLM, TGI, SGLang, Triton, GPU tags of PyTorch/TensorFlow/Ray images), or for any container (init containers included) that sets `NVIDIA_VISIBLE_DEVICES` or `CUDA_VISIBLE_DEVICES` to something other than `void`, `none`, empty (or `-1` for CUDA), when that container has no GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or `settings.gpuResources`) with a count above zero; `nvidia.com/gpu: 0` counts as no GPU. The finding points at the visible-devices variable when one is set, otherwise at the `image`. Silent when `NVIDIA_VISIBLE_DEVICES` is `void`/`none`/empty (the container opts out of GPUs), when a visible-devices value is a placeholder or comes from `valueFrom`, when a GPU quantity is a placeholder, and for pods that get GPUs through DRA `resourceClaims`. Init containers are judged only by their environment, not by their image: running the serving image as an init container to download weights or warm a cache needs no GPU. The same holds for the pods that coordinate GPU workers and share their image: the head group and submitter of RayCluster/RayJob/RayService, the `Launcher` of an MPIJob and the `PS` (parameter server) replicas of a TFJob.',
  rationale:
    'A GPU is only handed to a container that asks the device plugin for one. Without a GPU request the container is scheduled on any node and either starts without a GPU (vLLM, Triton and CUDA programs crash with "no CUDA-capable device is detected" or silently run on CPU), or, on nodes where `nvidia` is the default container runtime, the `NVIDIA_VISIBLE_DEVICES=all` baked into CUDA images makes the runtime mount every GPU of the node. That container then uses GPUs the scheduler has given to other pods: their memory fills up and they fail with CUDA out-of-memory errors, while the cluster believes the GPUs are free. Setting `NVIDIA_VISIBLE_DEVICES` by hand without a request has the same effect.',
  remediation:
    'Request the GPUs the container uses in `limits`; the device plugin then sets the visible devices itself, so drop any hand-written `NVIDIA_VISIBLE_DEVICES`.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```\n\nIf the container really should run without a GPU, say so to the runtime:\n\n```yaml\nenv:\n  - name: NVIDIA_VISIBLE_DEVICES\n    value: void\n```',
  references: ['https://github.com/NVIDIA/k8s-device-plugin#quick-start', 'https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/'],
  examples: {
    invalid: [
      {
        title: 'vLLM without a GPU request',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: chat\n  template:\n    metadata:\n      labels:\n        app: chat\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]\n          resources:\n            limits:\n              cpu: "8"\n              memory: 32Gi\n',
        lines: [17],
      },
      {
        title: 'visible devices set by hand instead of a request',
        yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: eval\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: eval\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          command: ["python", "eval.py"]\n          env:\n            - name: NVIDIA_VISIBLE_DEVICES\n              value: all\n',
        lines: [15],
      },
    ],
    valid: [
      {
        title: 'the GPU is requested',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
      {
        title: 'the serving image used in an init container to download weights',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  initContainers:\n    - name: fetch-weights\n      image: vllm/vllm-openai:v0.9.0\n      command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct"]\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
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
        if (ask) {
          const sees = ask.variable === 'NVIDIA_VISIBLE_DEVICES' ? (ask.value.trim().toLowerCase() === 'all' ? 'every GPU of the node' : `GPUs ${ask.value} of the node`) : 'the GPUs of the node';
          ctx.report({
            path: [...ask.env.path, 'value'],
            message: `Container "${c.name}" sets ${ask.variable}=${ask.value} but ${has}, so it gets no GPU or, where nvidia is the default runtime, uses ${sees} behind the scheduler's back; request the GPUs in resources.limits (e.g. nvidia.com/gpu: 1) and drop the variable, or set NVIDIA_VISIBLE_DEVICES=void if it needs none.`,
          });
          continue;
        }
        if (c.kind === 'init' || !c.needsGpuImage || coordinator(pod)) continue;
        const image = c.image?.raw ?? '';
        if (c.family?.vendor === 'amd') {
          ctx.report({
            path: [...c.path, 'image'],
            message: `Container "${c.name}" runs the ROCm image ${image} but ${has}, so it starts without a GPU; add resources.limits amd.com/gpu: 1 (or the number of GPUs it uses).`,
          });
          continue;
        }
        ctx.report({
          path: [...c.path, 'image'],
          message: `Container "${c.name}" runs the GPU image ${image} but ${has}, so it gets no GPU or, where nvidia is the default runtime, sees every GPU of the node; add resources.limits nvidia.com/gpu: 1 (or the number of GPUs it uses), or set NVIDIA_VISIBLE_DEVICES=void if it should run without one.`,
        });
      }
    },
  },
});
