import { defineRule } from '../../src/engine/rule.js';
import { objectLabel } from '../../src/k8s/naming.js';
import type { PodSpecView } from '../../src/k8s/pods.js';
import { own } from '../../src/k8s/values.js';

/** `Deployment "llm"`, plus the template's role for objects with several pod templates. */
function workloadLabel(pod: PodSpecView): string {
  const name = objectLabel(pod.object);
  return pod.role ? `${name} (${pod.role} pods)` : name;
}

export default defineRule({
  id: 'priority-class-missing',
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A serving workload sets no priorityClassName, so batch and training pods can preempt it.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/'],
  check: {
    podSpec(pod, ctx) {
      if (!pod.workload.serving) return;
      const value = own(pod.spec, 'priorityClassName');
      if (value === undefined || value === null) {
        ctx.report({
          path: [...pod.path, 'priorityClassName'],
          message: `Serving ${workloadLabel(pod)} sets no priorityClassName, so its pods run at the cluster's default priority (0 ` +
            `without a globalDefault PriorityClass) and training or batch pods with a PriorityClass can preempt them; set ` +
            `priorityClassName to an inference class whose value is above every batch and training class.`,
        });
      } else if (typeof value === 'string' && value.trim() === '') {
        ctx.report({
          path: [...pod.path, 'priorityClassName'],
          message: `Serving ${workloadLabel(pod)} sets an empty priorityClassName, which means the cluster's default priority (0 without ` +
            `a globalDefault PriorityClass), so training or batch pods with a PriorityClass can preempt it; name an inference class ` +
            `whose value is above every batch and training class.`,
        });
      }
    },
  },
});
