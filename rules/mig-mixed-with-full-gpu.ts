import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/core/types.js';
import { MIG_PREFIX } from '../src/k8s/gpu.js';
import type { ContainerView } from '../src/k8s/pods.js';
import { isPlaceholder, own } from '../src/k8s/values.js';

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
  description:
    'Triggers once per container (app, sidecar or init container) that requests `nvidia.com/gpu` and at least one `nvidia.com/mig-*` resource, both with a count above zero (or a placeholder count). The finding points at the `nvidia.com/gpu` key (in `limits`, or in `requests` when there is no limit), with the MIG keys as related locations. Needs no node pools. Requests spread over different containers of one pod are fine, and so is `nvidia.com/gpu: 0`. Containers with `NVIDIA_VISIBLE_DEVICES` set to `void`, `none` or empty ask for no GPU and are not judged.',
  rationale:
    'No device plugin setup gives one container both kinds of device in a usable way. Under the `single` and `none` MIG strategies `nvidia.com/mig-*` is never advertised, so the pod stays Pending. Under `mixed` the pod schedules, but each resource is served by its own device plugin endpoint and each one sets `NVIDIA_VISIBLE_DEVICES` for the container; the kubelet keeps only one of the values, so the container sees either the whole GPU or the MIG device, never both (NVIDIA/k8s-device-plugin#728). Even when both are visible, CUDA does not use a MIG instance and other GPUs side by side in one process. The GPUs the pod holds but cannot use are wasted for everyone else.',
  remediation:
    'Decide per container: request whole GPUs (`nvidia.com/gpu`) or one MIG device (`nvidia.com/mig-<profile>: 1`). If the pod really needs both, put them in separate containers.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/mig-3g.40gb: 1\n```',
  references: ['https://github.com/NVIDIA/k8s-device-plugin/issues/728', 'https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html'],
  examples: {
    invalid: [
      {
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: infer\nspec:\n  containers:\n    - name: infer\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n          nvidia.com/mig-1g.10gb: 1\n',
        lines: [11],
      },
    ],
    valid: [
      {
        title: 'one MIG device',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: infer\nspec:\n  containers:\n    - name: infer\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/mig-3g.40gb: 1\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
        const full = keysOf(c, (r) => r === 'nvidia.com/gpu')[0];
        const mig = keysOf(c, (r) => r.startsWith(MIG_PREFIX));
        if (!full || mig.length === 0) continue;
        const who = c.name ? `Container "${c.name}"` : 'The container';
        const migText = mig.map((k) => `${k.resource}: ${shown(k.raw)}`).join(', ');
        ctx.report({
          path: full.path,
          message: `${who} requests nvidia.com/gpu: ${shown(full.raw)} together with ${migText}: the mixed MIG strategy lets it schedule but the container sees only one kind of device (the other strategies never offer ${MIG_PREFIX}*), so GPUs are held and wasted; request either whole GPUs or one MIG device per container.`,
          related: mig.map((k) => ({ path: k.path, message: `The MIG request ${k.resource}.` })),
        });
      }
    },
  },
});
