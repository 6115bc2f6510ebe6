import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerKind, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { sameQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own, ownObject } from '../../src/k8s/values.js';

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

const CONSEQUENCE = 'so the GPU pod is Burstable, not Guaranteed: it is OOM-killed and evicted before Guaranteed pods under node ' +
  'pressure and cannot get exclusive, NUMA-aligned CPUs next to its GPUs';

export default defineRule({
  id: 'gpu-pod-not-guaranteed',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU pod is not in the Guaranteed QoS class because a container\'s cpu or memory request differs from its limit.',
  references: [
    'https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/',
    'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/'],
  check: {
    podSpec(pod, ctx) {
      if (!pod.containers.some((c) => c.hasGpu) && pod.dra !== 'gpu') return;
      const report = (where: JsonPath, who: string, m: Mismatch) =>
        ctx.report({
          path: [...where, 'requests', m.resource],
          message: `${who} requests ${m.resource} ${String(m.request)} but its limit is ${String(m.limit)}, ${CONSEQUENCE}; set ` +
            `requests.${m.resource} equal to the limit (${String(m.limit)}).`,
        });
      const podLevel = ownObject(pod.spec, 'resources');
      if (podLevel && (own(podLevel, 'requests') !== undefined || own(podLevel, 'limits') !== undefined)) {
        for (const m of mismatches(podLevel)) report([...pod.path, 'resources'], 'The pod (spec.resources)', m);
        return;
      }
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral') continue;
        const who = capitalize(containerLabel(pod, c, containerKind(c)));
        for (const m of mismatches(own(c.value, 'resources'))) report([...c.path, 'resources'], who, m);
      }
    },
  },
});
