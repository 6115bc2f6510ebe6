import { defineRule } from '../../src/engine/rule.js';
import { completedByOperator } from '../../src/k8s/probes.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { own, ownArray } from '../../src/k8s/values.js';

/** Readiness endpoints of the serving frameworks, by image family framework. */
const READY_ENDPOINT: Record<string, string> = {
  vllm: '/health',
  tgi: '/health',
  sglang: '/health',
  'tensorrt-llm': '/health',
  triton: '/v2/health/ready',
  'ray-serve': '/-/healthz',
};

/** Roles of the extra pods of a multi-node server: the leader or head takes the traffic. */
const WORKER_ROLES = new Set(['worker', 'prefill-worker']);

/**
 * An app container of a serving workload that runs a serving image, or that has a GPU and declares
 * a port: a GPU Deployment of another image without ports (a burn-in, a `sleep infinity` dev box,
 * a device test) takes no traffic to be ready for.
 */
function servingContainer(pod: PodSpecView, c: ContainerView): boolean {
  if (c.kind !== 'container' || !pod.workload.serving) return false;
  if (c.family?.serving === true) return true;
  const source = gpuSource(pod, c);
  return (source === 'resource' || source === 'dra-gpu') && ownArray(c.value, 'ports').length > 0;
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
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-readiness-probes'],
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
        const endpoint = c.family?.framework ? READY_ENDPOINT[c.family.framework] : undefined;
        ctx.report({
          path: [...c.path, 'readinessProbe'],
          message: `${capitalize(containerLabel(pod, c))} has no readinessProbe: ${when}; add a readinessProbe on ` +
            `${endpoint ? `httpGet ${endpoint}` : "the server's health endpoint"}.`,
        });
      }
    },
  },
});
