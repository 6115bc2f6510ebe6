import { defineRule } from '../src/engine/rule.js';
import { completedByOperator } from '../src/k8s/probes.js';
import { capitalize, containerLabel } from '../src/k8s/naming.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../src/k8s/pods.js';
import { own, ownArray } from '../src/k8s/values.js';

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

const EXAMPLE = (probe: string) => `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: llama-70b
spec:
  serviceName: llama-70b
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          ports:
            - name: http
              containerPort: 8000
${probe}          resources:
            limits:
              nvidia.com/gpu: 4
`;

export default defineRule({
  id: 'readiness-probe-missing',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A model server has no readinessProbe, so it gets traffic before the model is loaded.',
  description:
    "Triggers for a serving container (an app container of a serving workload such as a Deployment, StatefulSet, LeaderWorkerSet leader, InferenceService, ServingRuntime or Knative Service, that runs a serving image such as vLLM, TGI, SGLang or Triton, or that has a GPU and declares `ports`) without a `readinessProbe` (missing or null). The finding points at the container's `name`. Proxies and other sidecars of a serving pod are not serving containers, and neither is a GPU container of another image that declares no ports (a burn-in test or a `sleep infinity` dev box takes no traffic). Silent when the readinessProbe is a placeholder, for the worker pods of multi-node servers (LeaderWorkerSet and InferenceService workers, LLMInferenceService prefill workers: the leader takes the traffic), for KubeRay pods (RayCluster, RayService, RayJob: KubeRay adds readiness probes itself), and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in probes of its own.",
  rationale:
    'Without a readinessProbe a container is Ready as soon as it has started (or, with a startupProbe, as soon as that succeeds once). A model server then receives requests from the Service while it is still downloading and loading its weights, and the callers get connection errors or timeouts; during a rolling update the old replicas are removed because the new ones look ready, so the update itself causes an outage. Later, when the engine is overloaded or has died, nothing takes the pod out of the Service either.',
  remediation:
    "Add a readinessProbe on the server's health endpoint (vLLM, TGI, SGLang: `/health`; Triton: `/v2/health/ready`):\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```",
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-readiness-probes'],
  examples: {
    invalid: [{ title: 'no readinessProbe', yaml: EXAMPLE(''), lines: [16] }],
    valid: [{ title: "vLLM's health endpoint", yaml: EXAMPLE('          readinessProbe:\n            httpGet: {path: /health, port: http}\n            timeoutSeconds: 5\n') }],
  },
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
          message: `${capitalize(containerLabel(pod, c))} has no readinessProbe: ${when}; add a readinessProbe on ${endpoint ? `httpGet ${endpoint}` : "the server's health endpoint"}.`,
        });
      }
    },
  },
});
