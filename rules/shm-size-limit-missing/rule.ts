import { defineRule } from '../../src/engine/rule.js';
import type { ContainerView, PodSpecView } from '../../src/k8s/pods.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own, ownArray, ownObject, ownString, untyped } from '../../src/k8s/values.js';

/** A byte count as a Kubernetes quantity, rounded down to whole Gi or Mi. */
function toQuantity(bytes: number): string {
  const gi = Math.floor(bytes / 2 ** 30);
  if (gi >= 1) return `${gi}Gi`;
  return `${Math.max(1, Math.floor(bytes / 2 ** 20))}Mi`;
}

/** How a message names a container; inline containers (Argo `container`/`script`, KServe `predictor.model`) may have no name. */
function containerLabel(pod: PodSpecView, c: ContainerView): string {
  if (c.name) return `container "${c.name}"`;
  const key = String(c.path[c.path.length - 1]);
  const owner = ownString(untyped(pod.spec), 'name');
  return `the inline ${key === 'container' || key === 'script' ? '' : `${key} `}container${owner ? ` of "${owner}"` : ''}`;
}

interface Mounter {
  container: ContainerView;
  /** Memory limit in bytes; undefined when missing, zero, a placeholder or not a quantity. */
  limit?: number;
  limitSource?: string;
}

function mountersOf(containers: ContainerView[], volume: string): Mounter[] {
  const out: Mounter[] = [];
  for (const c of containers) {
    if (c.kind === 'ephemeral') continue;
    if (!ownArray(c.value, 'volumeMounts').some((m) => ownString(m, 'name') === volume)) continue;
    const raw = own(c.limits, 'memory');
    const q = isPlaceholder(raw) ? undefined : parseQuantity(raw);
    out.push({ container: c, limit: q && q.value > 0 ? q.value : undefined, limitSource: q && q.value > 0 ? String(raw) : undefined });
  }
  return out;
}

export default defineRule({
  id: 'shm-size-limit-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A memory-backed emptyDir (`medium: Memory`) has no sizeLimit.',
  check: {
    podSpec(pod, ctx) {
      ownArray(pod.spec, 'volumes').forEach((volume, i) => {
        const emptyDir = ownObject(volume, 'emptyDir');
        if (!emptyDir || own(emptyDir, 'medium') !== 'Memory') return;
        const size = own(emptyDir, 'sizeLimit');
        if (size !== undefined && size !== null) return;
        const name = ownString(volume, 'name') ?? `#${i}`;
        const mounters = mountersOf(pod.containers, name);
        const limited = mounters.filter((m) => m.limit !== undefined);
        let consequence: string;
        let suggestion = 'e.g. 8Gi';
        if (limited.length > 0) {
          const smallest = limited.reduce((a, b) => (b.limit! < a.limit! ? b : a));
          const who =
            limited.length === 1
              ? `the ${limited[0]!.limitSource} memory limit of ${containerLabel(pod, limited[0]!.container)}`
              : `the memory limits of ${limited.map((m) => `${containerLabel(pod, m.container)} (${m.limitSource})`).join(', ')}`;
          consequence = `whatever is written to it counts against ${who} and can get ` +
            `${limited.length === 1 ? 'the container' : 'them'} OOM-killed`;
          suggestion = `e.g. ${toQuantity(smallest.limit! / 4)}, well below the ${smallest.limitSource} limit`;
        } else if (mounters.length > 0) {
          const who = mounters.map((m) => containerLabel(pod, m.container)).join(', ');
          consequence = `${who} ${mounters.length === 1 ? 'has' : 'have'} no known memory limit either, so the tmpfs can grow until it ` +
            `takes the node's memory`;
        } else {
          consequence = 'once a container mounts it, it can grow until it is OOM-killed or takes the node\'s memory';
        }
        ctx.report({
          path: [...pod.path, 'volumes', i, 'emptyDir'],
          message: `emptyDir volume "${name}" is memory-backed (medium: Memory) with no sizeLimit: ${consequence}; set ` +
            `emptyDir.sizeLimit (${suggestion}).`,
        });
      });
    },
  },
});
