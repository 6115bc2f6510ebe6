import { defineRule } from '../../src/engine/rule.js';
import { isServingContainer } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { healthCheckOf, type HealthCheck } from '../../src/k8s/servers.js';
import { isObject, own } from '../../src/k8s/values.js';

const PROBES = ['readinessProbe', 'livenessProbe'] as const;

/** The probe to use instead, as the server answers it: its HTTP endpoint, or grpc for a gRPC-only server. */
function instead(check: HealthCheck | undefined, readiness: boolean): string {
  if (!check) return "use an httpGet or grpc probe of the server's health endpoint instead";
  if (check.kind === 'http') return `use httpGet ${readiness ? check.ready : check.live} instead`;
  const probe = check.port === undefined ? 'a grpc probe of its gRPC port' : `a grpc probe (grpc: {port: ${check.port}})`;
  return `use ${probe} instead: it serves gRPC only (${check.why})`;
}

export default defineRule({
  id: 'probe-tcp-only',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A model server is probed with tcpSocket: an open port is not a ready model.',
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-tcp-liveness-probe',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (!isServingContainer(pod, c)) continue;
        const check = healthCheckOf(c.server);
        for (const key of PROBES) {
          const probe = own(c.value, key);
          if (!isObject(probe) || !isObject(own(probe, 'tcpSocket'))) continue;
          const readiness = key === 'readinessProbe';
          const why = readiness
            ? 'an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors'
            : 'a dead or hung inference engine can leave the port open, so kubelet never restarts a container that cannot serve';
          ctx.report({
            path: fieldPath(c, key, 'tcpSocket'),
            message:
              `The ${key} of ${containerLabel(pod, c)} only checks that a TCP port accepts connections: ${why}; ` +
              `${instead(check, readiness)}.`,
          });
        }
      }
    },
  },
});
