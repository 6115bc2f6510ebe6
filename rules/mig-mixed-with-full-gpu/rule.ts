import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { MIG_PREFIX } from '../../src/k8s/gpu.js';
import type { ContainerView } from '../../src/k8s/pods.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

interface Key {
  resource: string;
  raw: unknown;
  path: JsonPath;
}

/** A GPU key the container really asks for (count above zero or unknown), at its limit, else its request. */
function keysOf(c: ContainerView, match: (resource: string) => boolean): Key[] {
  const out: Key[] = [];
  for (const g of c.gpu) {
    if (!match(g.resource) || isPlaceholder(g.resource) || g.count === 0) continue;
    const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
    out.push({ resource: g.resource, raw: where === 'limits' ? g.limit : g.request, path: [...c.path, 'resources', where, g.resource] });
  }
  return out;
}

function shown(raw: unknown): string {
  return typeof raw === 'string' ? JSON.stringify(raw) : String(raw);
}

export default defineRule({
  id: 'mig-mixed-with-full-gpu',
  family: 'mig',
  level: 'error',
  scope: 'ai',
  summary: 'One container requests both whole GPUs (`nvidia.com/gpu`) and MIG devices (`nvidia.com/mig-*`).',
  references: [
    'https://github.com/NVIDIA/k8s-device-plugin/issues/728',
    'https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
        const full = keysOf(c, (r) => r === 'nvidia.com/gpu')[0];
        const mig = keysOf(c, (r) => r.startsWith(MIG_PREFIX));
        if (!full || mig.length === 0) continue;
        const who = capitalize(containerLabel(pod, c));
        const migText = mig.map((k) => `${k.resource}: ${shown(k.raw)}`).join(', ');
        ctx.report({
          path: full.path,
          message:
            `${who} requests nvidia.com/gpu: ${shown(full.raw)} together with ${migText}: the mixed MIG strategy lets it schedule ` +
            `but the container sees only one kind of device (the other strategies never offer ${MIG_PREFIX}*), so GPUs are held and ` +
            `wasted; request either whole GPUs or one MIG device per container.`,
          related: mig.map((k) => ({ path: k.path, message: `The MIG request ${k.resource}.` })),
        });
      }
    },
  },
});
