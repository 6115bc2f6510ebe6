import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/core/types.js';
import { sameQuantity } from '../src/k8s/quantity.js';
import { isPlaceholder, own, ownObject } from '../src/k8s/values.js';

const COMPUTE = ['cpu', 'memory'] as const;

interface Mismatch {
  resource: (typeof COMPUTE)[number];
  request: unknown;
  limit: unknown;
}

/** cpu/memory whose request and limit are both written and differ as quantities. */
function mismatches(resources: unknown): Mismatch[] {
  const requests = ownObject(resources, 'requests');
  const limits = ownObject(resources, 'limits');
  const out: Mismatch[] = [];
  for (const resource of COMPUTE) {
    const request = own(requests, resource);
    const limit = own(limits, resource);
    // A missing value is the missing-value rules' business; a missing request defaults to the limit.
    if (request === undefined || request === null || limit === undefined || limit === null) continue;
    if (isPlaceholder(request) || isPlaceholder(limit)) continue;
    if (sameQuantity(request, limit) === false) out.push({ resource, request, limit });
  }
  return out;
}

const CONSEQUENCE = 'so the GPU pod is Burstable, not Guaranteed: it is OOM-killed and evicted before Guaranteed pods under node pressure and cannot get exclusive, NUMA-aligned CPUs next to its GPUs';

export default defineRule({
  id: 'gpu-pod-not-guaranteed',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU pod is not in the Guaranteed QoS class because a container\'s cpu or memory request differs from its limit.',
  description:
    'Triggers for a pod with a GPU container (a GPU resource with a count above zero or a placeholder count, or a DRA GPU claim) when a container of the pod (app, sidecar or init container, GPU or not) writes both a `cpu` (or `memory`) request and limit and they differ as quantities (`1Gi` equals `1024Mi`). One finding per differing value, at its request key. Only values that exist are judged: a missing request defaults to the limit, and a missing limit is reported by the missing-value rules (`gpu-container-cpu-memory-missing`, `memory-limit-missing`, `init-container-limits-missing`), not here, even though it also makes the pod Burstable. Placeholders are unknown and stay silent. When the pod sets pod-level `spec.resources`, only those are judged, since they then decide the QoS class.',
  rationale:
    'A pod is Guaranteed only when every container has cpu and memory requests equal to its limits. A Burstable GPU pod loses its protection when the node runs short of memory: the kernel OOM killer prefers Burstable containers over Guaranteed ones, and the kubelet evicts pods that use more than they requested first, throwing away hours of training progress or a loaded model. In addition, the CPU Manager\'s `static` policy hands exclusive cores (and the Topology Manager NUMA-aligned cores next to the GPU) only to Guaranteed containers with whole CPUs. A single sidecar with `requests.cpu: 100m` and `limits.cpu: 1` is enough to lose both for the whole pod.',
  remediation:
    'Set each request equal to its limit, in every container of the pod, sidecars and init containers included (or drop the request: it defaults to the limit). Use whole CPUs in GPU containers to get exclusive cores.\n\n```yaml\nresources:\n  requests:\n    cpu: "16"\n    memory: 128Gi\n  limits:\n    cpu: "16"\n    memory: 128Gi\n    nvidia.com/gpu: 4\n```',
  references: ['https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/', 'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/'],
  examples: {
    invalid: [
      {
        title: 'requests below limits',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: trainer\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        requests:\n          cpu: "8"\n          memory: 64Gi\n        limits:\n          cpu: "16"\n          memory: 64Gi\n          nvidia.com/gpu: 4\n',
        lines: [11],
      },
    ],
    valid: [
      {
        title: 'requests equal to limits (1Gi equals 1024Mi)',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: trainer\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        requests:\n          cpu: "16"\n          memory: 64Gi\n        limits:\n          cpu: 16000m\n          memory: 65536Mi\n          nvidia.com/gpu: 4\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      if (!pod.containers.some((c) => c.hasGpu) && pod.dra !== 'gpu') return;
      const report = (where: JsonPath, who: string, m: Mismatch) =>
        ctx.report({
          path: [...where, 'requests', m.resource],
          message: `${who} requests ${m.resource} ${String(m.request)} but its limit is ${String(m.limit)}, ${CONSEQUENCE}; set requests.${m.resource} equal to the limit (${String(m.limit)}).`,
        });
      const podLevel = ownObject(pod.spec, 'resources');
      if (podLevel && (own(podLevel, 'requests') !== undefined || own(podLevel, 'limits') !== undefined)) {
        for (const m of mismatches(podLevel)) report([...pod.path, 'resources'], 'The pod (spec.resources)', m);
        return;
      }
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral') continue;
        const label = c.kind === 'container' ? 'Container' : c.kind === 'sidecar' ? 'Sidecar container' : 'Init container';
        for (const m of mismatches(own(c.value, 'resources'))) report([...c.path, 'resources'], `${label} "${c.name}"`, m);
      }
    },
  },
});
