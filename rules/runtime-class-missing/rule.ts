import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';
import { gpuVendorOf } from '../../src/k8s/gpu.js';
import { gpuSource, type PodSpecView } from '../../src/k8s/pods.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { own, ownObject, ownString, untyped } from '../../src/k8s/values.js';

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
    if (source === 'dra-gpu')
      return { path: [...c.path, 'resources', 'claims'], what: `${containerLabel(pod, c)} uses ` + `a GPU resource claim` };
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

export default defineRule({
  id: 'runtime-class-missing',
  family: 'runtime',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU pod sets no runtimeClassName although the GPU nodes do not run the NVIDIA runtime by default.',
  references: ['https://kubernetes.io/docs/concepts/containers/runtime-class/', 'https://github.com/NVIDIA/k8s-device-plugin#quick-start'],
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
        message:
          `${capitalize(use.what)} but the pod sets no runtimeClassName, and the config says the GPU nodes' default runtime is ` +
          `${ctx.cluster.defaultRuntime} (cluster.defaultRuntime), so the container starts without the NVIDIA driver libraries and ` +
          `devices; set runtimeClassName: ${known}.`,
        related: [{ path: use.path, message: 'The GPU request.' }],
      });
    },
  },
});
