import { defineRule } from '../../src/engine/rule.js';
import { containerKind, containerLabel } from '../../src/k8s/naming.js';
import { hasUnreadableResources, type ContainerView } from '../../src/k8s/pods.js';
import { parseQuantity } from '../../src/k8s/quantity.js';
import { isPlaceholder, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';

/** A memory limit: 'set' (a quantity above zero), 'unknown' (a placeholder, or not a quantity) or 'missing' (none, or 0). */
function memoryLimit(limits: unknown): 'set' | 'unknown' | 'missing' {
  const raw = own(limits, 'memory');
  if (raw === undefined || raw === null) return 'missing';
  if (isPlaceholder(raw)) return 'unknown';
  const q = parseQuantity(raw);
  if (!q) return 'unknown';
  return q.value > 0 ? 'set' : 'missing';
}

function mountersOf(containers: ContainerView[], volume: string): ContainerView[] {
  return containers.filter((c) => c.kind !== 'ephemeral' && ownArray(c.value, 'volumeMounts').some((m) => ownString(m, 'name') === volume));
}

export default defineRule({
  id: 'shm-size-limit-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A memory-backed emptyDir (`medium: Memory`) has no sizeLimit and no memory limit of the containers that mount it bounds it.',
  check: {
    podSpec(pod, ctx) {
      // A pod-level memory limit bounds every container of the pod, and with it the tmpfs.
      if (memoryLimit(ownObject(ownObject(pod.spec, 'resources'), 'limits')) !== 'missing') return;
      ownArray(pod.spec, 'volumes').forEach((volume, i) => {
        const emptyDir = ownObject(volume, 'emptyDir');
        if (!emptyDir || own(emptyDir, 'medium') !== 'Memory') return;
        const size = own(emptyDir, 'sizeLimit');
        if (size !== undefined && size !== null) return;
        const name = ownString(volume, 'name');
        if (name === undefined) return;
        // tmpfs pages are charged to the memory cgroup of the container that writes them: a container with a memory
        // limit cannot grow the volume past it. Silent when nothing mounts the volume or a limit is unknown.
        const mounters = mountersOf(pod.containers, name);
        const limits = mounters.map((c) => (hasUnreadableResources(c) ? 'unknown' : memoryLimit(c.limits)));
        if (limits.includes('unknown')) return;
        const unbounded = mounters.filter((_, k) => limits[k] === 'missing');
        if (unbounded.length === 0) return;
        const who = unbounded.map((c) => containerLabel(pod, c, containerKind(c)));
        const list = who.length === 1 ? who[0]! : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]!}`;
        ctx.report({
          path: [...pod.path, 'volumes', i, 'emptyDir'],
          message:
            `emptyDir volume "${name}" is memory-backed (medium: Memory) with no sizeLimit, and ${list}, which ` +
            `${who.length === 1 ? 'mounts it, has' : 'mount it, have'} no memory limit either, so the tmpfs can grow until it takes ` +
            `the node's memory; set emptyDir.sizeLimit (e.g. 8Gi) or a memory limit on ${list}.`,
        });
      });
    },
  },
});
