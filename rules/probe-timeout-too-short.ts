import { defineRule } from '../src/engine/rule.js';
import { completedByOperator, isServingContainer } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own } from '../src/k8s/values.js';

/** The checks that see the server under load; a startupProbe runs before any traffic arrives. */
const PROBES = ['readinessProbe', 'livenessProbe'] as const;

/** The probe's HTTP or gRPC handler key, if it has one. */
function networkHandler(probe: Record<string, unknown>): 'httpGet' | 'grpc' | undefined {
  if (isObject(own(probe, 'httpGet'))) return 'httpGet';
  if (isObject(own(probe, 'grpc'))) return 'grpc';
  return undefined;
}

const EXAMPLE = (timeout: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "mistralai/Mistral-7B-Instruct-v0.3"]
          ports:
            - name: http
              containerPort: 8000
          readinessProbe:
            httpGet:
              path: /health
              port: http
${timeout}          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule({
  id: 'probe-timeout-too-short',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'An HTTP or gRPC probe of a model server times out after 1 second.',
  description:
    'Triggers for the `readinessProbe` and `livenessProbe` of a serving container (an app container of a serving workload that has a GPU or runs a serving image such as vLLM, TGI, SGLang or Triton) when the probe uses `httpGet` or `grpc` and its `timeoutSeconds` is 1, written out or left to the default (a missing field or 0, which the API server sets to 1). The finding points at `timeoutSeconds`, or at the probe key when the field is missing. `exec` and `tcpSocket` probes are out of scope (see `probe-exec-nvidia-smi` and `probe-tcp-only`), and so is the `startupProbe`: it runs before the server takes traffic and a slow answer only costs one of its attempts. Silent when `timeoutSeconds` is a placeholder or not a number, and when it is missing from a KServe `predictor.model` container or an LLMInferenceService template (the operator merges probes of its own into those, field by field).',
  rationale:
    "An inference server answers its health endpoint from the same process, and often the same event loop, that tokenizes prompts, schedules batches and streams tokens. Under load (long prompts, a full batch, CUDA graph capture, a Python garbage collection) a health request routinely waits more than a second. With the 1-second default the probe fails exactly when the server is busiest: a failing readinessProbe takes the pod out of the Service, pushing its traffic onto the other replicas, which then fail in turn; a failing livenessProbe restarts the container and throws away the loaded model.",
  remediation:
    'Give health checks of model servers a few seconds:\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes'],
  examples: {
    invalid: [
      { title: 'the default timeout', yaml: EXAMPLE(''), lines: [21] },
      { title: 'an explicit 1s timeout', yaml: EXAMPLE('            timeoutSeconds: 1\n'), lines: [25] },
    ],
    valid: [{ title: 'five seconds', yaml: EXAMPLE('            timeoutSeconds: 5\n') }],
  },
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
          const effect = key === 'readinessProbe' ? 'the pod drops out of the Service endpoints' : 'kubelet restarts the container, throwing away its loaded model,';
          ctx.report({
            path: [...c.path, key, 'timeoutSeconds'],
            message: `The ${what} ${key} of ${containerLabel(pod, c)} ${uses}: an inference server under load often answers its health check later than that, so ${effect} when it is busiest; set timeoutSeconds to 3 or more (e.g. 5).`,
          });
        }
      }
    },
  },
});
