import { defineRule } from '../../src/engine/rule.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { fieldPath } from '../../src/k8s/pods.js';
import { healthCheckOf, type HealthCheck } from '../../src/k8s/servers.js';
import { isObject, own, ownArray } from '../../src/k8s/values.js';

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'] as const;

/** `nvidia-smi` as a command word: alone, with a path (`/usr/bin/nvidia-smi`), or inside a shell script. */
const NVIDIA_SMI = /(?:^|[\s/;&|(`'"=])nvidia-smi(?=$|[\s;&|)`'">])/;

/** What to probe instead, as the server answers it; an HTTP /health as the example when the server is unknown. */
function instead(check: HealthCheck | undefined, key: (typeof PROBES)[number]): string {
  if (check?.kind === 'grpc') {
    const port = check.port === undefined ? 'on its gRPC port' : `(grpc: {port: ${check.port}}`;
    return `probe the server instead with a grpc probe ${port}; it serves gRPC only: ${check.why})`;
  }
  const example = check ? (key === 'livenessProbe' ? check.live : check.ready) : undefined;
  return `probe the server's health endpoint instead (${example ? `httpGet ${example}` : 'e.g. httpGet /health'})`;
}

export default defineRule({
  id: 'probe-exec-nvidia-smi',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'An exec probe runs nvidia-smi, which is slow and says nothing about the model.',
  references: ['https://docs.nvidia.com/datacenter/dcgm/latest/user-guide/feature-overview.html#health-and-diagnostics'],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        // A parked container (its whole command sleeps) has no model to check: nvidia-smi is the point.
        if (c.notServing === 'idle') continue;
        for (const key of PROBES) {
          const exec = own(own(c.value, key), 'exec');
          if (!isObject(exec)) continue;
          const index = ownArray(exec, 'command').findIndex((item) => typeof item === 'string' && NVIDIA_SMI.test(item));
          if (index === -1) continue;
          const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
          ctx.report({
            path: fieldPath(c, key, 'exec', 'command', index),
            message:
              `The ${key} of ${who} runs nvidia-smi: it is slow (often over the default 1s timeout), fails while the driver or ` +
              `device is still being set up, and says nothing about whether the model is loaded and serving; ` +
              `${instead(healthCheckOf(c.server), key)} and leave GPU health to the device plugin and DCGM.`,
          });
        }
      }
    },
  },
});
