import { defineRule } from '../src/engine/rule.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own } from '../src/k8s/values.js';

const PROBES = ['readinessProbe', 'livenessProbe'] as const;

const EXAMPLE = (threshold: number) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: triton
spec:
  selector:
    matchLabels:
      app: triton
  template:
    metadata:
      labels:
        app: triton
    spec:
      containers:
        - name: triton
          image: nvcr.io/nvidia/tritonserver:24.05-py3
          args: ["tritonserver", "--model-repository=s3://models/triton"]
          readinessProbe:
            httpGet: {path: /v2/health/ready, port: 8000}
            timeoutSeconds: 5
            failureThreshold: ${threshold}
          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule({
  id: 'probe-failure-threshold-one',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A readiness or liveness probe acts on a single failed check.',
  description:
    'Triggers for the `readinessProbe` or `livenessProbe` of any app container or native sidecar of an AI workload whose `failureThreshold` is 1. The finding points at `failureThreshold`. A `startupProbe` is not judged (its threshold is a time budget, see `probe-startup-budget-too-small`). Placeholders and values that are not numbers are unknown and not reported.',
  rationale:
    'With `failureThreshold: 1` one lost packet, one slow answer during a large batch, or one garbage-collection pause is enough: a readinessProbe takes the pod out of the Service endpoints (and the load balancer spreads its traffic over the remaining replicas, which makes them slower too), a livenessProbe restarts the container, and a model server then spends minutes reloading its weights while its GPUs serve nothing.',
  remediation:
    'Require a few consecutive failures; to react faster, shorten `periodSeconds` instead:\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /v2/health/ready\n    port: 8000\n  periodSeconds: 5\n  timeoutSeconds: 5\n  failureThreshold: 3\n```',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes'],
  examples: {
    invalid: [{ title: 'one failed check removes the pod', yaml: EXAMPLE(1), lines: [21] }],
    valid: [{ title: 'three failures in a row', yaml: EXAMPLE(3) }],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
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
          ctx.report({
            path: [...c.path, key, 'failureThreshold'],
            message: `The ${key} of ${who} has failureThreshold 1: a single failed check (one slow answer, one network blip) ${effect}; use 3 (the default) or more, and a shorter periodSeconds if it must react faster.`,
          });
        }
      }
    },
  },
});
