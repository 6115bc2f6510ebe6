import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/core/types.js';
import { gpuVendorOf } from '../src/k8s/gpu.js';
import { gpuSource, type PodSpecView } from '../src/k8s/pods.js';
import { capitalize, containerLabel } from '../src/k8s/naming.js';
import { own, ownObject, ownString, untyped } from '../src/k8s/values.js';

interface GpuUse {
  path: JsonPath;
  what: string;
}

/**
 * The first thing in the pod that needs the NVIDIA runtime: a GPU resource that is not AMD's
 * (AMD's device plugin hands devices to plain runc), or GPUs from a DRA claim.
 */
function nvidiaGpuUse(pod: PodSpecView): GpuUse | undefined {
  for (const c of pod.containers) {
    const source = gpuSource(pod, c);
    if (source === 'dra-gpu') return { path: [...c.path, 'resources', 'claims'], what: `${containerLabel(pod, c)} uses a GPU resource claim` };
    if (source !== 'resource') continue;
    const g = c.gpu.find((x) => (x.count === undefined || x.count > 0) && gpuVendorOf(x.resource) !== 'amd');
    if (!g) continue;
    const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
    return { path: [...c.path, 'resources', where, g.resource], what: `${containerLabel(pod, c)} requests ${g.resource}` };
  }
  if (pod.dra === 'gpu') return { path: [...pod.path, 'resourceClaims'], what: 'the pod claims GPUs through DRA' };
  return undefined;
}

/** Argo Workflows set pod fields through `podSpecPatch`, on the template or the workflow. */
function patchedRuntimeClass(pod: PodSpecView): boolean {
  if (pod.object.group !== 'argoproj.io') return false;
  const patches = [ownString(untyped(pod.spec), 'podSpecPatch'), ownString(ownObject(pod.object.value, 'spec'), 'podSpecPatch')];
  return patches.some((p) => p?.includes('runtimeClassName'));
}

/** The doc examples need `cluster.defaultRuntime: runc`; the docs show that config with them. */
const RUNC_EXAMPLE = {
  title: 'no runtimeClassName on nodes whose default runtime is runc',
  yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  selector:\n    matchLabels:\n      app: chat\n  template:\n    metadata:\n      labels:\n        app: chat\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
  lines: [13],
  config: { cluster: { defaultRuntime: 'runc' } },
};

const RUNC_VALID_EXAMPLE = {
  title: 'the pod selects the NVIDIA runtime',
  yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  runtimeClassName: nvidia\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
  config: { cluster: { defaultRuntime: 'runc' } },
};

export default defineRule({
  id: 'runtime-class-missing',
  family: 'runtime',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU pod sets no runtimeClassName although the GPU nodes do not run the NVIDIA runtime by default.',
  description:
    'Triggers for a pod spec with a GPU container (an `nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared` or `settings.gpuResources` request above zero, or a DRA claim of a GPU DeviceClass) that has no `runtimeClassName` (absent, null or empty), when the config says the default container runtime of the GPU nodes is not `nvidia` (`cluster.defaultRuntime: runc`). The finding points at the pod spec (`spec:` of the template), with the GPU request as a related location. Pods whose only GPUs are `amd.com/gpu` need no runtime class and stay silent. A placeholder `runtimeClassName` counts as set; for Argo Workflows, a `podSpecPatch` that sets `runtimeClassName` does too. With the default `cluster.defaultRuntime: nvidia` (what the GPU Operator configures) the rule is silent; per-pool `nodePools[].runtime` is not read yet.',
  rationale:
    'On NVIDIA nodes the GPU devices and the user-space driver libraries (`libcuda.so`, `nvidia-smi`) are injected into a container by the NVIDIA container runtime. When containerd (or CRI-O) keeps `runc` as its default runtime, which is what clusters that install the toolkit by hand, and some managed node images, do, only pods that select the `nvidia` handler through a RuntimeClass get that injection. Without `runtimeClassName` the pod is scheduled on a GPU node and the device plugin allocates a GPU, but the container starts without the driver libraries: CUDA reports "no CUDA-capable device is detected" or "libcuda.so.1: cannot open shared object file", and the allocated GPU sits idle.',
  remediation:
    'Set the RuntimeClass that selects the NVIDIA runtime (the GPU Operator creates one named `nvidia`):\n\n```yaml\nspec:\n  runtimeClassName: nvidia\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n```\n\nIf the nodes do run the NVIDIA runtime by default, say so in the config instead: `cluster: { defaultRuntime: nvidia }`.',
  references: ['https://kubernetes.io/docs/concepts/containers/runtime-class/', 'https://github.com/NVIDIA/k8s-device-plugin#quick-start'],
  examples: {
    invalid: [RUNC_EXAMPLE],
    valid: [RUNC_VALID_EXAMPLE],
  },
  check: {
    podSpec(pod, ctx) {
      if (ctx.cluster.defaultRuntime === 'nvidia') return;
      const runtimeClass = own(pod.spec, 'runtimeClassName');
      if (runtimeClass !== undefined && runtimeClass !== null && runtimeClass !== '') return;
      if (patchedRuntimeClass(pod)) return;
      const use = nvidiaGpuUse(pod);
      if (!use) return;
      const known = ctx.cluster.runtimeClasses.find((n) => n.toLowerCase().includes('nvidia')) ?? 'nvidia';
      ctx.report({
        path: [...pod.path, 'runtimeClassName'],
        message: `${capitalize(use.what)} but the pod sets no runtimeClassName, and the config says the GPU nodes' default runtime is ${ctx.cluster.defaultRuntime} (cluster.defaultRuntime), so the container starts without the NVIDIA driver libraries and devices; set runtimeClassName: ${known}.`,
        related: [{ path: use.path, message: 'The GPU request.' }],
      });
    },
  },
});
