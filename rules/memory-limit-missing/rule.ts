import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { gpuSource, hasUnreadableResources, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

function describe(pod: PodSpecView, c: ContainerView): string {
  return c.kind === 'sidecar'
    ? `Sidecar ${containerLabel(pod, c)} (initContainers, restartPolicy: Always)`
    : capitalize(containerLabel(pod, c));
}

export default defineRule({
  id: 'memory-limit-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A non-GPU container of an AI workload (sidecar, proxy, tokenizer) has no memory limit.',
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        if (gpuSource(pod, c) !== undefined || hasUnreadableResources(c)) continue;
        const limit = own(c.limits, 'memory');
        const request = own(c.requests, 'memory');
        const requested = request === undefined || request === null || isPlaceholder(request) ? undefined : parseQuantity(request);
        // A model server on CPU holds its weights in memory: a sidecar-sized example would be wrong for it.
        const modelServer = c.family?.serving === true;
        const hint =
          requested && requested.value > 0
            ? `at least its ${String(request)} request`
            : modelServer
              ? 'sized to the model it loads plus headroom'
              : 'sized to its measured peak';
        if (limit === undefined || limit === null) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message:
              `${describe(pod, c)} has no memory limit; set resources.limits.memory (${hint}) so a leak in it cannot use up the ` +
              `node's memory and get the pods beside it, GPU workloads included, OOM-killed or evicted.`,
          });
        } else if (!isPlaceholder(limit) && parseQuantity(limit)?.value === 0) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message:
              `${describe(pod, c)} sets memory limit ${String(limit)}, which the kubelet treats as no limit; set a real ` +
              `memory limit (${hint}).`,
          });
        }
      }
    },
  },
});
