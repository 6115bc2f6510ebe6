import { defineRule } from '../../src/engine/rule.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { completedByOperator, isServingContainer } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own } from '../../src/k8s/values.js';

/** The checks that see the server under load; a startupProbe runs before any traffic arrives. */
const PROBES = ['readinessProbe', 'livenessProbe'] as const;

/** The probe's HTTP or gRPC handler key, if it has one. */
function networkHandler(probe: Record<string, unknown>): 'httpGet' | 'grpc' | undefined {
  if (isObject(own(probe, 'httpGet'))) return 'httpGet';
  if (isObject(own(probe, 'grpc'))) return 'grpc';
  return undefined;
}

export default defineRule({
  id: 'probe-timeout-too-short',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'An HTTP or gRPC probe of a model server times out after 1 second.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes'],
  fix: { kind: 'fix', summary: "sets the probe's `timeoutSeconds` to 5" },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (!isServingContainer(pod, c)) continue;
        for (const key of PROBES) {
          const probe = own(c.value, key);
          if (!isObject(probe)) continue;
          const handler = networkHandler(probe);
          if (!handler) continue;
          const raw = own(probe, 'timeoutSeconds');
          const defaulted = raw === undefined || raw === null || raw === 0;
          if (defaulted ? completedByOperator(pod, c) : raw !== 1) continue;
          const what = handler === 'grpc' ? 'gRPC' : 'HTTP';
          const uses = defaulted ? `sets no timeoutSeconds, so it uses the default of 1s` : 'uses timeoutSeconds 1';
          const effect =
            key === 'readinessProbe'
              ? 'the pod drops out of the Service endpoints'
              : 'kubelet restarts the container, ' + 'throwing away its loaded model,';
          const path = fieldPath(c, key, 'timeoutSeconds');
          ctx.report({
            path,
            fix: { kind: 'fix', description: `Set the ${key}'s timeoutSeconds to 5`, changes: [{ op: 'set', path, value: 5 }] },
            message:
              `The ${what} ${key} of ${containerLabel(pod, c)} ${uses}: an inference server under load often answers its health ` +
              `check later than that, so ${effect} when it is busiest; set timeoutSeconds to 3 or more (e.g. 5).`,
          });
        }
      }
    },
  },
});
