import { defineRule } from '../../src/engine/rule.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own } from '../../src/k8s/values.js';

const PROBES = ['readinessProbe', 'livenessProbe'] as const;

export default defineRule({
  id: 'probe-failure-threshold-one',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A readiness or liveness probe acts on a single failed check.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes'],
  fix: { kind: 'fix', summary: "sets the probe's `failureThreshold` to 3, the default" },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        // A parked container (its whole command sleeps) serves nothing its probes could misjudge.
        if (c.notServing === 'idle') continue;
        for (const key of PROBES) {
          const probe = own(c.value, key);
          if (!isObject(probe) || own(probe, 'failureThreshold') !== 1) continue;
          const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
          const effect =
            key === 'readinessProbe'
              ? 'takes the pod out of the Service endpoints'
              : c.hasGpu
                ? 'restarts the container, which then reloads its model'
                : 'restarts the container';
          const path = fieldPath(c, key, 'failureThreshold');
          ctx.report({
            path,
            fix: {
              kind: 'fix',
              description: `Set the ${key}'s failureThreshold to 3, the default`,
              changes: [{ op: 'set', path, value: 3 }],
            },
            message:
              `The ${key} of ${who} has failureThreshold 1: a single failed check (one slow answer, one network blip) ${effect}; ` +
              `use 3 (the default) or more, and a shorter periodSeconds if it must react faster.`,
          });
        }
      }
    },
  },
});
