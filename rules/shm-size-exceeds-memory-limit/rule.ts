import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { ContainerView } from '../../src/k8s/pods.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';

/** Bytes of a quantity, when it is one and above zero (placeholders are unknown). */
function bytesOf(raw: unknown): number | undefined {
  if (isPlaceholder(raw)) return undefined;
  const q = parseQuantity(raw);
  return q && q.value > 0 ? q.value : undefined;
}

interface Smaller {
  container: ContainerView;
  limit: number;
  /** The limit as written: `32Gi`. */
  written: string;
  path: JsonPath;
}

/**
 * Containers that mount the volume writable and whose memory limit is below `size`. A read-only
 * mount never writes tmpfs pages, so they are never charged to it.
 */
function smallerMounters(containers: ContainerView[], volume: string, size: number): Smaller[] {
  const out: Smaller[] = [];
  for (const c of containers) {
    if (c.kind === 'ephemeral') continue;
    const mounts = ownArray(c.value, 'volumeMounts').filter((m) => ownString(m, 'name') === volume);
    if (!mounts.some((m) => own(m, 'readOnly') !== true)) continue;
    const raw = own(c.limits, 'memory');
    const limit = bytesOf(raw);
    if (limit === undefined || limit >= size) continue;
    out.push({ container: c, limit, written: String(raw), path: [...c.path, 'resources', 'limits', 'memory'] });
  }
  return out;
}

export default defineRule({
  id: 'shm-size-exceeds-memory-limit',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A memory-backed emptyDir (`medium: Memory`) has a sizeLimit above the memory limit of a container that mounts it.',
  references: ['https://kubernetes.io/docs/concepts/storage/volumes/#emptydir'],
  check: {
    podSpec(pod, ctx) {
      ownArray(pod.spec, 'volumes').forEach((volume, i) => {
        const emptyDir = ownObject(volume, 'emptyDir');
        if (!emptyDir || own(emptyDir, 'medium') !== 'Memory') return;
        const rawSize = own(emptyDir, 'sizeLimit');
        const size = bytesOf(rawSize);
        const name = ownString(volume, 'name');
        if (size === undefined || name === undefined) return;
        const smaller = smallerMounters(pod.containers, name, size);
        if (smaller.length === 0) return;
        const smallest = smaller.reduce((a, b) => (b.limit < a.limit ? b : a));
        const who =
          smaller.length === 1
            ? `the ${smallest.written} memory limit of ${containerLabel(pod, smallest.container)}`
            : `the memory limits of ${smaller.map((s) => `${containerLabel(pod, s.container)} (${s.written})`).join(', ')}`;
        ctx.report({
          path: [...pod.path, 'volumes', i, 'emptyDir', 'sizeLimit'],
          message:
            `emptyDir volume "${name}" (medium: Memory) has sizeLimit ${String(rawSize)}, above ${who}: tmpfs pages count ` +
            `against the memory limit of the container that writes them, so it is OOM-killed before the volume is full and the ` +
            `sizeLimit never applies; set sizeLimit well below ${smallest.written}, leaving room for the process, or raise the ` +
            `memory limit.`,
          related: smaller.map((s) => ({ path: s.path, message: `The memory limit of ${containerLabel(pod, s.container)}.` })),
        });
      });
    },
  },
});
