import { defineRule } from '../../src/engine/rule.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { completedByOperator, modelLoadBudget, loadsModel, MODEL_LOAD_OPTIONS, probeTiming } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own } from '../../src/k8s/values.js';

export default defineRule<{ modelLoadSeconds: number }>({
  id: 'probe-startup-budget-too-small',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'The startupProbe gives up before the model can have finished loading.',
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes',
  ],
  options: MODEL_LOAD_OPTIONS,
  check: {
    podSpec(pod, ctx) {
      const budget = modelLoadBudget(pod, ctx.options.modelLoadSeconds);
      if (typeof budget !== 'number') return;
      for (const c of pod.containers) {
        if (!loadsModel(pod, c)) continue;
        const startup = own(c.value, 'startupProbe');
        if (!isObject(startup)) continue;
        const completed = completedByOperator(pod, c);
        const delay = probeTiming(startup, 'initialDelaySeconds', completed);
        const failures = probeTiming(startup, 'failureThreshold', completed);
        const period = probeTiming(startup, 'periodSeconds', completed);
        if (delay === undefined || failures === undefined || period === undefined) continue;
        const allowed = delay + failures * period;
        if (allowed >= budget) continue;
        const needed = Math.ceil((budget - delay) / period);
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: fieldPath(c, 'startupProbe', 'failureThreshold'),
          message:
            `The startupProbe of ${who} allows ${allowed}s (initialDelaySeconds ${delay} + ${failures} x ${period}s) but the ` +
            `model-load budget is ${budget}s, so kubelet kills the container before a slow model load can finish; raise failureThreshold ` +
            `to at least ${needed} (${needed} x ${period}s), or set modelLoadSeconds if this model loads faster.`,
        });
      }
    },
  },
});
