import { defineRule } from '../../src/engine/rule.js';
import { completedByOperator, loadsModel } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { fieldPath, type ContainerView } from '../../src/k8s/pods.js';
import { isObject, isPlaceholder, own, ownArray, type JsonObject } from '../../src/k8s/values.js';

const HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'] as const;

/** Kubernetes probe defaults (k8s.io/api core/v1 Probe); 0 is defaulted like a missing field. */
const TIMING = { initialDelaySeconds: 0, periodSeconds: 10, timeoutSeconds: 1, successThreshold: 1, failureThreshold: 3 } as const;

const missing = (v: unknown) => v === undefined || v === null;

/** JSON with sorted keys, so that two mappings written in a different key order compare equal. */
function stable(value: unknown): string {
  // Loops, not map().join(): see joined().
  if (Array.isArray(value)) return `[${joined(value, stable)}]`;
  if (isObject(value)) return `{${joined(Object.keys(value).sort(), (k) => `${JSON.stringify(k)}:${stable(value[k])}`)}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * `items.map(text).join(',')` without the mapped array: map() makes packed arrays until it runs
 * optimized and holey ones after, and join() specialized on the first kind would be thrown away.
 */
function joined<T>(items: readonly T[], text: (item: T) => string): string {
  let out = '';
  for (let i = 0; i < items.length; i++) out += i === 0 ? text(items[i]!) : `,${text(items[i]!)}`;
  return out;
}

/**
 * What two probes compare by: the handler, then each field of the action and of the timing. A
 * handler's action always has the same fields in the same order, so the values alone (NUL is
 * escaped inside JSON) tell two probes apart as a sorted JSON of the whole would.
 */
function keyOf(handler: string, action: JsonObject, timing: Record<string, unknown>): string {
  let key = handler;
  for (const field in action) key += `\u0000${stable(action[field])}`;
  for (const field in timing) key += `\u0000${stable(timing[field])}`;
  return key;
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
  return { key: keyOf(handler, action, timing), handler, action, timing };
}

function describe(p: Normalized): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : stable(v));
  const { action, timing } = p;
  let check: string;
  if (p.handler === 'exec') check = `exec ${Array.isArray(action.command) ? action.command.map(text).join(' ') : text(action.command)}`;
  else if (p.handler === 'httpGet') check = `httpGet ${text(action.path)} on port ${text(action.port)}`;
  else check = `${p.handler} on port ${text(action.port)}`;
  return (
    `${check}, every ${text(timing.periodSeconds)}s, timeout ${text(timing.timeoutSeconds)}s, ` +
    `${text(timing.failureThreshold)} failures`
  );
}

export default defineRule({
  id: 'probe-liveness-same-as-readiness',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'The livenessProbe is the same check as the readinessProbe, with the same timing.',
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-liveness-http-request',
  ],
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
          path: fieldPath(c, 'livenessProbe'),
          message:
            `The livenessProbe of ${who} is identical to its readinessProbe (${describe(live)}): when the server is busy both ` +
            `fail together, so the pod is taken out of the Service and restarted at the same moment and reloads its model; give liveness ` +
            `a cheaper check or more tolerance than readiness (e.g. failureThreshold ` +
            `${Math.max(6, 4 * (typeof live.timing.failureThreshold === 'number' ? live.timing.failureThreshold : 3))}).`,
          related: [{ path: fieldPath(c, 'readinessProbe'), message: 'The readinessProbe with the same check and timing.' }],
        });
      }
    },
  },
});
