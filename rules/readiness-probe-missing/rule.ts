import { defineRule } from '../../src/engine/rule.js';
import { completedByOperator, isServingContainer } from '../../src/k8s/probes.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { fieldPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { healthCheckOf } from '../../src/k8s/servers.js';
import { own, ownArray } from '../../src/k8s/values.js';

/** Roles of the extra pods of a multi-node server: the leader or head takes the traffic. */
const WORKER_ROLES = new Set(['worker', 'prefill-worker']);

/**
 * A serving container that takes traffic: it runs a model server, or it has a GPU and declares a
 * port (a GPU container of another image without ports, such as a burn-in, takes no traffic to be
 * ready for; one that only sleeps is no serving container at all).
 */
function servingContainer(pod: PodSpecView, c: ContainerView): boolean {
  if (!isServingContainer(pod, c)) return false;
  return c.server !== undefined || ownArray(c.value, 'ports').length > 0;
}

/** What the readinessProbe should check, as the server answers it. */
function remedy(c: ContainerView): string {
  const check = healthCheckOf(c.server);
  if (!check) return "add a readinessProbe on the server's health endpoint";
  if (check.kind === 'http') return `add a readinessProbe on httpGet ${check.ready}`;
  const probe = check.port === undefined ? 'a grpc readinessProbe on its gRPC port' : `a readinessProbe with grpc: {port: ${check.port}}`;
  return `add ${probe} (it serves gRPC only: ${check.why})`;
}

/** Where a missing readinessProbe is supplied by an operator, or where the pod takes no traffic. */
function notOurs(pod: PodSpecView, c: ContainerView): boolean {
  // KServe merges predictor.model with its ServingRuntime; KubeRay adds probes to pods that set none.
  if (completedByOperator(pod, c) || pod.providesProbes) return true;
  return pod.role !== undefined && WORKER_ROLES.has(pod.role);
}

export default defineRule({
  id: 'readiness-probe-missing',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A model server has no readinessProbe, so it gets traffic before the model is loaded.',
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-readiness-probes',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (!servingContainer(pod, c) || notOurs(pod, c)) continue;
        const readiness = own(c.value, 'readinessProbe');
        if (readiness !== undefined && readiness !== null) continue;
        const startup = own(c.value, 'startupProbe');
        const when =
          startup !== undefined && startup !== null
            ? 'it counts as ready as soon as its startupProbe succeeds once and stays in the Service even when the server stops answering'
            : 'it counts as ready as soon as it starts, so the Service sends it requests while the model is still loading';
        ctx.report({
          path: fieldPath(c, 'readinessProbe'),
          message: `${capitalize(containerLabel(pod, c))} has no readinessProbe: ${when}; ${remedy(c)}.`,
        });
      }
    },
  },
});
