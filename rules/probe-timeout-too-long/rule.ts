import { defineRule } from '../../src/engine/rule.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { completedByOperator, probeTiming } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own } from '../../src/k8s/values.js';

export default defineRule<{ maxTimeoutSeconds: number }>({
  id: 'probe-timeout-too-long',
  family: 'probes',
  level: 'note',
  scope: 'ai',
  summary: 'A livenessProbe waits more than 10 seconds for an answer, so a hung server is found late.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes'],
  options: {
    type: 'object',
    properties: {
      maxTimeoutSeconds: {
        type: 'integer',
        minimum: 1,
        default: 10,
        description: 'The largest livenessProbe `timeoutSeconds` that is not reported.',
      },
    },
    additionalProperties: false,
  },
  check: {
    podSpec(pod, ctx) {
      const max = ctx.options.maxTimeoutSeconds;
      if (typeof max !== 'number') return;
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        // A parked container (its whole command sleeps) serves nothing its probes could misjudge.
        if (c.notServing === 'idle') continue;
        const probe = own(c.value, 'livenessProbe');
        if (!isObject(probe)) continue;
        const timeout = own(probe, 'timeoutSeconds');
        if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout <= max) continue;
        const completed = completedByOperator(pod, c);
        const failures = probeTiming(probe, 'failureThreshold', completed);
        const period = probeTiming(probe, 'periodSeconds', completed);
        const late =
          failures !== undefined && period !== undefined
            ? `, so a hung container keeps running for about ${failures * Math.max(period, timeout)}s (${failures} x ` +
              `${Math.max(period, timeout)}s) before kubelet restarts it`
            : ', so a hung container is restarted late';
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: fieldPath(c, 'livenessProbe', 'timeoutSeconds'),
          message:
            `The livenessProbe of ${who} waits timeoutSeconds ${timeout} for an answer (more than ${max}s)${late}; keep the ` +
            `liveness check cheap with timeoutSeconds of ${max} or less, and leave slowness under load to the readinessProbe.`,
        });
      }
    },
  },
});
