import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { gpuSource, hasUnreadableResources } from '../../src/k8s/pods.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

export default defineRule({
  id: 'init-container-limits-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'An init container of an AI workload has no memory limit.',
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      for (const c of pod.containers) {
        if (c.kind !== 'init' || gpuSource(pod, c) !== undefined || hasUnreadableResources(c)) continue;
        const limit = own(c.limits, 'memory');
        const request = own(c.requests, 'memory');
        const requested = request === undefined || request === null || isPlaceholder(request) ? undefined : parseQuantity(request);
        const hint =
          requested && requested.value > 0
            ? `at least its ${String(request)} request`
            : 'sized to the download or conversion step, e.g. 2Gi';
        const who = capitalize(containerLabel(pod, c, 'init container'));
        if (limit === undefined || limit === null) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message:
              `${who} has no memory limit; set resources.limits.memory (${hint}) so a model download or ` +
              `conversion cannot take the node's memory and evict the workloads already running there.`,
          });
        } else if (!isPlaceholder(limit) && parseQuantity(limit)?.value === 0) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message:
              `${who} sets memory limit ${String(limit)}, which the kubelet treats as no limit; set a real ` + `memory limit (${hint}).`,
          });
        }
      }
    },
  },
});
