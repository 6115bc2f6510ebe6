import { defineRule } from '../../src/engine/rule.js';
import { isServingContainer } from '../../src/k8s/probes.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isObject, own } from '../../src/k8s/values.js';

const PROBES = ['readinessProbe', 'livenessProbe'] as const;

/** Health endpoints of the serving frameworks, by image family framework: [readiness, liveness]. */
const ENDPOINTS: Record<string, [string, string]> = {
  vllm: ['/health', '/health'],
  tgi: ['/health', '/health'],
  sglang: ['/health', '/health'],
  'tensorrt-llm': ['/health', '/health'],
  triton: ['/v2/health/ready', '/v2/health/live'],
  'ray-serve': ['/-/healthz', '/-/healthz'],
};

export default defineRule({
  id: 'probe-tcp-only',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'A model server is probed with tcpSocket: an open port is not a ready model.',
  references: [
    'https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-tcp-liveness-probe'],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (!isServingContainer(pod, c)) continue;
        const endpoints = c.family?.framework ? ENDPOINTS[c.family.framework] : undefined;
        for (const key of PROBES) {
          const probe = own(c.value, key);
          if (!isObject(probe) || !isObject(own(probe, 'tcpSocket'))) continue;
          const readiness = key === 'readinessProbe';
          const why = readiness
            ? 'an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors'
            : 'a dead or hung inference engine can leave the port open, so kubelet never restarts a container that cannot serve';
          const endpoint = endpoints ? `httpGet ${readiness ? endpoints[0] : endpoints[1]}` : "an httpGet or grpc probe of the " +
            "server's health endpoint";
          ctx.report({
            path: [...c.path, key, 'tcpSocket'],
            message: `The ${key} of ${containerLabel(pod, c)} only checks that a TCP port accepts connections: ${why}; use ` +
              `${endpoint} instead.`,
          });
        }
      }
    },
  },
});
