import { defineRule } from '../../src/engine/rule.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { completedByOperator, modelLoadBudget, loadsModel, MODEL_LOAD_OPTIONS, probeTiming } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own } from '../../src/k8s/values.js';

export default defineRule<{ modelLoadSeconds: number }>({
  id: 'probe-liveness-kills-model-load',
  family: 'probes',
  level: 'error',
  scope: 'ai',
  summary: 'A livenessProbe without a startupProbe restarts the model server before the model has loaded.',
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes',
  ],
  options: MODEL_LOAD_OPTIONS,
  check: {
    podSpec(pod, ctx) {
      const budget = modelLoadBudget(pod, ctx.options.modelLoadSeconds);
      if (typeof budget !== 'number') return;
      for (const c of pod.containers) {
        if (!loadsModel(pod, c) || completedByOperator(pod, c)) continue;
        const liveness = own(c.value, 'livenessProbe');
        if (!isObject(liveness)) continue;
        const startup = own(c.value, 'startupProbe');
        if (startup !== undefined && startup !== null) continue;
        const delay = probeTiming(liveness, 'initialDelaySeconds');
        const failures = probeTiming(liveness, 'failureThreshold');
        const period = probeTiming(liveness, 'periodSeconds');
        if (delay === undefined || failures === undefined || period === undefined) continue;
        const allowed = delay + failures * period;
        if (allowed >= budget) continue;
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: fieldPath(c, 'livenessProbe'),
          message:
            `The livenessProbe of ${who} allows ${allowed}s (initialDelaySeconds ${delay} + ${failures} x ${period}s) but the ` +
            `model-load budget is ${budget}s and there is no startupProbe, so kubelet restarts the container while the model is still ` +
            `loading (CrashLoopBackOff); add a startupProbe with failureThreshold x periodSeconds of at least ${budget}s (e.g. ` +
            `failureThreshold ${Math.ceil(budget / 10)}, periodSeconds 10).`,
        });
      }
    },
  },
});
