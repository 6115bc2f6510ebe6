import type { ChangeSet, FixValue } from '../../src/core/change-set.js';
import { defineRule } from '../../src/engine/rule.js';
import { fieldPath, type ContainerView } from '../../src/k8s/pods.js';
import { completedByOperator, modelLoadBudget, loadsModel, MODEL_LOAD_OPTIONS, probeTiming } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own, type JsonObject } from '../../src/k8s/values.js';

/** Handlers a startupProbe may share with the livenessProbe; an exec command (nvidia-smi, a script) is not run once more. */
const COPIED_HANDLERS = ['httpGet', 'tcpSocket', 'grpc'] as const;
const HANDLERS = [...COPIED_HANDLERS, 'exec'] as const;
const STARTUP_PERIOD = 10;
/** A first answer after a model load is slow: the liveness default of 1s fails it (probe-timeout-too-short). */
const MIN_STARTUP_TIMEOUT = 3;

/** A manifest value as a change may write it again, or undefined when it is not plain JSON data. */
function plainValue(value: unknown, depth = 0): FixValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (depth > 8 || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    const items = value.map((v) => plainValue(v, depth + 1));
    return items.every((v) => v !== undefined) ? (items as FixValue[]) : undefined;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const out: Record<string, FixValue> = {};
  for (const [k, v] of Object.entries(value)) {
    const plain = plainValue(v, depth + 1);
    if (plain === undefined) return undefined;
    out[k] = plain;
  }
  return out;
}

/** Whether the container declares a port of this name. */
function declaresPort(c: ContainerView, name: string): boolean {
  const ports = own(c.value, 'ports');
  return Array.isArray(ports) && ports.some((p) => isObject(p) && own(p, 'name') === name);
}

/**
 * A startupProbe on the livenessProbe's own check (HTTP, TCP or gRPC), every 10s, failing after
 * the budget: kubelet holds the livenessProbe back until it has passed once.
 */
function startupProbeFix(c: ContainerView, liveness: JsonObject, budget: number): ChangeSet | undefined {
  const present = HANDLERS.filter((h) => own(liveness, h) !== undefined);
  const handler = present[0];
  if (present.length !== 1 || handler === 'exec' || handler === undefined) return undefined;
  const check = plainValue(own(liveness, handler));
  if (check === undefined || check === null || typeof check !== 'object' || Array.isArray(check)) return undefined;
  // A named port the container does not declare would be copied into a second broken probe (probe-port-unknown).
  const port = check.port;
  if (typeof port === 'string' && !declaresPort(c, port)) return undefined;
  const timeout = own(liveness, 'timeoutSeconds');
  const failureThreshold = Math.max(1, Math.ceil(budget / STARTUP_PERIOD));
  const probe: Record<string, FixValue> = {
    [handler]: check,
    periodSeconds: STARTUP_PERIOD,
    timeoutSeconds:
      typeof timeout === 'number' && Number.isInteger(timeout) && timeout > MIN_STARTUP_TIMEOUT ? timeout : MIN_STARTUP_TIMEOUT,
    failureThreshold,
  };
  return {
    kind: 'fix',
    description: `Add a startupProbe with the livenessProbe's ${handler} check, failureThreshold ${failureThreshold} x periodSeconds 10`,
    changes: [{ op: 'set', path: fieldPath(c, 'startupProbe'), value: probe }],
  };
}

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
  fix: {
    kind: 'fix',
    summary:
      "adds a `startupProbe` with the livenessProbe's `httpGet`, `tcpSocket` or `grpc` check (never an `exec` command), " +
      '`periodSeconds: 10`, `failureThreshold` of the model-load budget / 10 (rounded up) and `timeoutSeconds` of at least 3',
  },
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
          fix: startupProbeFix(c, liveness, budget),
        });
      }
    },
  },
});
