import { defineRule } from '../src/engine/rule.js';
import { completedByOperator, loadsModel } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import { type ContainerView } from '../src/k8s/pods.js';
import { isObject, isPlaceholder, own, ownArray, type JsonObject } from '../src/k8s/values.js';

const HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'] as const;

/** Kubernetes probe defaults (k8s.io/api core/v1 Probe); 0 is defaulted like a missing field. */
const TIMING = { initialDelaySeconds: 0, periodSeconds: 10, timeoutSeconds: 1, successThreshold: 1, failureThreshold: 3 } as const;

const missing = (v: unknown) => v === undefined || v === null;

/** JSON with sorted keys, so that two mappings written in a different key order compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stable(value[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A named port resolved to the container's port number, so `port: http` and `port: 8000` compare equal. */
function resolvePort(c: ContainerView, port: unknown): unknown {
  if (typeof port !== 'string' || isPlaceholder(port)) return port;
  const entry = ownArray(c.value, 'ports').find((p) => own(p, 'name') === port);
  const number = own(entry, 'containerPort');
  return typeof number === 'number' ? number : port;
}

interface Normalized {
  key: string;
  handler: (typeof HANDLERS)[number];
  action: JsonObject;
  timing: Record<keyof typeof TIMING, unknown>;
}

/** The probe as kubelet runs it, defaults applied; undefined when it has no single readable handler. */
function normalize(c: ContainerView, probe: JsonObject): Normalized | undefined {
  const present = HANDLERS.filter((h) => !missing(own(probe, h)));
  if (present.length !== 1) return undefined;
  const handler = present[0]!;
  const a = own(probe, handler);
  if (!isObject(a)) return undefined;
  let action: JsonObject;
  if (handler === 'exec') action = { command: own(a, 'command') ?? null };
  else if (handler === 'httpGet') {
    const path = own(a, 'path');
    const scheme = own(a, 'scheme');
    action = {
      path: missing(path) || path === '' ? '/' : path,
      port: resolvePort(c, own(a, 'port')),
      host: own(a, 'host') ?? '',
      scheme: missing(scheme) || scheme === '' ? 'HTTP' : typeof scheme === 'string' ? scheme.toUpperCase() : scheme,
      httpHeaders: own(a, 'httpHeaders') ?? [],
    };
  } else if (handler === 'tcpSocket') action = { port: resolvePort(c, own(a, 'port')), host: own(a, 'host') ?? '' };
  else action = { port: own(a, 'port') ?? null, service: own(a, 'service') ?? '' };
  const timing = {} as Record<keyof typeof TIMING, unknown>;
  for (const field of Object.keys(TIMING) as (keyof typeof TIMING)[]) {
    const raw = own(probe, field);
    timing[field] = missing(raw) || raw === 0 ? TIMING[field] : raw;
  }
  return { key: stable({ handler, action, timing }), handler, action, timing };
}

function describe(p: Normalized): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : stable(v));
  const { action, timing } = p;
  let check: string;
  if (p.handler === 'exec') check = `exec ${Array.isArray(action.command) ? action.command.map(text).join(' ') : text(action.command)}`;
  else if (p.handler === 'httpGet') check = `httpGet ${text(action.path)} on port ${text(action.port)}`;
  else check = `${p.handler} on port ${text(action.port)}`;
  return `${check}, every ${text(timing.periodSeconds)}s, timeout ${text(timing.timeoutSeconds)}s, ${text(timing.failureThreshold)} failures`;
}

const EXAMPLE = (liveness: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  selector:
    matchLabels:
      app: llama-8b
  template:
    metadata:
      labels:
        app: llama-8b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
          ports:
            - name: http
              containerPort: 8000
          startupProbe:
            httpGet: {path: /health, port: http}
            failureThreshold: 60
          readinessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
          livenessProbe:
${liveness}          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule({
  id: 'probe-liveness-same-as-readiness',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'The livenessProbe is the same check as the readinessProbe, with the same timing.',
  description:
    'Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image, or any GPU container or GPU native sidecar, notebooks aside) whose `livenessProbe` and `readinessProbe` are identical once the Kubernetes defaults are applied: the same handler (`exec` command; `httpGet` path, port, host, scheme and headers; `tcpSocket` port and host; `grpc` port and service, where a named port and the number it names in the container\'s `ports` are the same) and the same `initialDelaySeconds`, `periodSeconds`, `timeoutSeconds`, `successThreshold` and `failureThreshold`. Probes that share an endpoint but differ in timing are not reported: a liveness check on the readiness endpoint with a higher `failureThreshold` is the pattern the Kubernetes documentation recommends. The finding points at the `livenessProbe` key, with the `readinessProbe` as a related location. Placeholders are compared as written; probes that are not mappings or have no single handler are not compared, and neither are KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges probe fields of its own into them.',
  rationale:
    'Readiness answers "should this pod get traffic now?" and liveness "is this process beyond repair?". A model server that is saturated (a long queue, a huge prompt, a KV-cache eviction storm) should drop out of the Service until it catches up; it should not be killed. When both probes are the same check with the same thresholds, they fail at the same moment: the pod is taken out of rotation and restarted at once, the model is reloaded for minutes, and the load moves to the other replicas, which then saturate and restart in turn.',
  remediation:
    'Make liveness more tolerant than readiness (or give it a cheaper check of the process), so that a busy server is drained first and only restarted when it stays unresponsive:\n\n```yaml\nreadinessProbe:\n  httpGet: {path: /health, port: http}\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\nlivenessProbe:\n  httpGet: {path: /health, port: http}\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 12        # not ready for 30s, restarted after 2 minutes\n```',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-liveness-http-request'],
  examples: {
    invalid: [{ title: 'the same check on the named and the numbered port', yaml: EXAMPLE('            httpGet: {path: /health, port: 8000}\n            timeoutSeconds: 5\n'), lines: [27] }],
    valid: [{ title: 'liveness tolerates more failures', yaml: EXAMPLE('            httpGet: {path: /health, port: http}\n            timeoutSeconds: 5\n            failureThreshold: 12\n') }],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (!loadsModel(pod, c) || completedByOperator(pod, c)) continue;
        const liveness = own(c.value, 'livenessProbe');
        const readiness = own(c.value, 'readinessProbe');
        if (!isObject(liveness) || !isObject(readiness)) continue;
        const live = normalize(c, liveness);
        const ready = normalize(c, readiness);
        if (!live || !ready || live.key !== ready.key) continue;
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: [...c.path, 'livenessProbe'],
          message: `The livenessProbe of ${who} is identical to its readinessProbe (${describe(live)}): when the server is busy both fail together, so the pod is taken out of the Service and restarted at the same moment and reloads its model; give liveness a cheaper check or more tolerance than readiness (e.g. failureThreshold ${Math.max(6, 4 * (typeof live.timing.failureThreshold === 'number' ? live.timing.failureThreshold : 3))}).`,
          related: [{ path: [...c.path, 'readinessProbe'], message: 'The readinessProbe with the same check and timing.' }],
        });
      }
    },
  },
});
