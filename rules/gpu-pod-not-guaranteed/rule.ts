import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerKind, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { parseQuantity, sameQuantity } from '../../src/k8s/quantity.js';
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

/** Memory request equal to a written limit (a missing request defaults to it); false when the limit is missing or unknown. */
function memoryPinned(resources: unknown): boolean {
  const limit = own(ownObject(resources, 'limits'), 'memory');
  const request = own(ownObject(resources, 'requests'), 'memory');
  if (limit === undefined || limit === null || isPlaceholder(limit)) return false;
  return request === undefined || request === null || sameQuantity(request, limit) === true;
}

/** What a Burstable GPU pod loses (https://kubernetes.io/docs/concepts/scheduling-eviction/node-pressure-eviction/). */
const MEMORY_CONSEQUENCE =
  'once it uses more memory than it requests, the kubelet evicts it under memory pressure before pods within ' +
  'their requests and the kernel OOM killer picks it before Guaranteed pods, and the static CPU manager policy gives it no exclusive ' +
  'cores next to its GPUs';
/** Only cpu differs: kubelet eviction ranks by memory use above requests and priority, not by QoS class. */
const CPU_CONSEQUENCE =
  'under the static CPU manager policy it gets no exclusive cores, so its CPUs are not pinned or NUMA-aligned with ' + 'its GPUs';
const EVICTION_UNAFFECTED =
  "; the kubelet's eviction order under memory pressure is unaffected, since its memory requests equal its " +
  'limits (only the kernel OOM score differs)';

export default defineRule({
  id: 'gpu-pod-not-guaranteed',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: "A GPU pod is not in the Guaranteed QoS class because a container's cpu or memory request differs from its limit.",
  references: [
    'https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/',
    'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/',
  ],
  check: {
    podSpec(pod, ctx) {
      if (!pod.containers.some((c) => c.hasGpu) && pod.dra !== 'gpu') return;
      const found: { where: JsonPath; who: string; m: Mismatch }[] = [];
      let pinned: boolean;
      const podLevel = ownObject(pod.spec, 'resources');
      if (podLevel && (own(podLevel, 'requests') !== undefined || own(podLevel, 'limits') !== undefined)) {
        for (const m of mismatches(podLevel)) found.push({ where: [...pod.path, 'resources'], who: 'The pod (spec.resources)', m });
        pinned = memoryPinned(podLevel);
      } else {
        const judged = pod.containers.filter((c) => c.kind !== 'ephemeral');
        for (const c of judged) {
          const who = capitalize(containerLabel(pod, c, containerKind(c)));
          for (const m of mismatches(own(c.value, 'resources'))) found.push({ where: [...c.path, 'resources'], who, m });
        }
        pinned = judged.every((c) => memoryPinned(own(c.value, 'resources')));
      }
      // Only cpu differs and memory is pinned: the eviction order is not what it costs.
      const cpuOnly = found.every((f) => f.m.resource === 'cpu');
      for (const { where, who, m } of found) {
        const limit = String(m.limit);
        const wholeCpus = m.resource !== 'cpu' || Number.isInteger(parseQuantity(m.limit)?.value);
        // A cpu difference costs the exclusive cores; what a memory difference costs is said at its own finding.
        const consequence =
          m.resource === 'memory' ? MEMORY_CONSEQUENCE : `${CPU_CONSEQUENCE}${cpuOnly && pinned ? EVICTION_UNAFFECTED : ''}`;
        ctx.report({
          path: [...where, 'requests', m.resource],
          message:
            `${who} requests ${m.resource} ${String(m.request)} but its limit is ${limit}, so the GPU pod is Burstable, not ` +
            `Guaranteed: ${consequence}; set requests.${m.resource} equal to the limit (${limit})` +
            `${wholeCpus ? '' : ', as a whole number of CPUs (exclusive cores need one)'}.`,
        });
      }
    },
  },
});
