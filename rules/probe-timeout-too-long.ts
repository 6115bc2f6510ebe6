import { defineRule } from '../src/engine/rule.js';
import { completedByOperator, probeTiming } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own } from '../src/k8s/values.js';

const EXAMPLE = (timeout: number) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: sglang
spec:
  selector:
    matchLabels:
      app: sglang
  template:
    metadata:
      labels:
        app: sglang
    spec:
      containers:
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          command: ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen2.5-7B-Instruct", "--port", "30000"]
          startupProbe:
            httpGet: {path: /health, port: 30000}
            failureThreshold: 60
          livenessProbe:
            httpGet: {path: /health, port: 30000}
            periodSeconds: 10
            timeoutSeconds: ${timeout}
          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule<{ maxTimeoutSeconds: number }>({
  id: 'probe-timeout-too-long',
  family: 'probes',
  level: 'note',
  scope: 'ai',
  summary: 'A livenessProbe waits more than 10 seconds for an answer, so a hung server is found late.',
  description:
    'Triggers for the `livenessProbe` of any app container or native sidecar of an AI workload whose `timeoutSeconds` is above the `maxTimeoutSeconds` option (10). The finding points at `timeoutSeconds` and says roughly how long a hung container keeps running: `failureThreshold × max(periodSeconds, timeoutSeconds)`, since kubelet does not start the next check before the previous one has timed out. Readiness and startup probes are not judged (a long readiness timeout delays taking a pod out of rotation, which `failureThreshold` and `periodSeconds` matter more for). Silent when `timeoutSeconds` is a placeholder or not a number.',
  rationale:
    "A liveness probe exists to find a server that no longer answers: a deadlocked engine, a GPU that fell off the bus (Xid 79), an NCCL collective waiting forever for a dead peer. A long `timeoutSeconds` usually papers over a health endpoint that is slow under load, but it also stretches every failed check: with `timeoutSeconds: 60` and the default 3 failures a hung server keeps its GPUs and keeps receiving (and dropping) requests for three minutes before kubelet restarts it. Slowness under load is the readiness probe's business; liveness should be a cheap check of the process.",
  remediation:
    'Keep the liveness check cheap and its timeout short, and let the readinessProbe (with a few seconds of timeout) handle a busy server:\n\n```yaml\nlivenessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```',
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
  examples: {
    invalid: [{ title: 'a minute-long liveness timeout', yaml: EXAMPLE(60), lines: [24] }],
    valid: [{ title: 'five seconds', yaml: EXAMPLE(5) }],
  },
  check: {
    podSpec(pod, ctx) {
      const max = ctx.options.maxTimeoutSeconds;
      if (typeof max !== 'number') return;
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        const probe = own(c.value, 'livenessProbe');
        if (!isObject(probe)) continue;
        const timeout = own(probe, 'timeoutSeconds');
        if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout <= max) continue;
        const completed = completedByOperator(pod, c);
        const failures = probeTiming(probe, 'failureThreshold', completed);
        const period = probeTiming(probe, 'periodSeconds', completed);
        const late =
          failures !== undefined && period !== undefined
            ? `, so a hung container keeps running for about ${failures * Math.max(period, timeout)}s (${failures} x ${Math.max(period, timeout)}s) before kubelet restarts it`
            : ', so a hung container is restarted late';
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: [...c.path, 'livenessProbe', 'timeoutSeconds'],
          message: `The livenessProbe of ${who} waits timeoutSeconds ${timeout} for an answer (more than ${max}s)${late}; keep the liveness check cheap with timeoutSeconds of ${max} or less, and leave slowness under load to the readinessProbe.`,
        });
      }
    },
  },
});
