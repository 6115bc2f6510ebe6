import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';
import { containerLabel, objectLabel } from '../../src/k8s/naming.js';
import type { ContainerView, PodSpecView } from '../../src/k8s/pods.js';
import { isObject, isPlaceholder, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';

/** Downward-API fields that are the same for every pod of a template. */
const SHARED_FIELDS = new Set(['metadata.namespace', 'spec.serviceAccountName']);

/** Pods a template runs at once: a number, 'many' for a DaemonSet, undefined when unknown. */
function podsAtOnce(pod: PodSpecView): number | 'many' | undefined {
  if (pod.object.group === 'apps' && pod.object.kind === 'DaemonSet') return 'many';
  return pod.podCount;
}

/** Whether a subPathExpr gives every pod the same directory (true), a directory of its own (false), or cannot be told. */
function sameForEveryPod(expr: string, c: ContainerView): boolean | undefined {
  const refs = [...expr.matchAll(/\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)/g)].map((m) => m[1]!);
  for (const name of refs) {
    const env = c.env.get(name);
    if (!env) return undefined; // set by an operator or the image: unknown
    if (env.value !== undefined) {
      if (isPlaceholder(env.value)) return undefined;
      continue;
    }
    const item = ownArray(c.value, 'env')[env.path[env.path.length - 1] as number];
    const field = ownString(ownObject(ownObject(item, 'valueFrom'), 'fieldRef'), 'fieldPath');
    if (field === undefined || !SHARED_FIELDS.has(field)) return false;
  }
  return true;
}

interface Mount {
  c: ContainerView;
  index: number;
  /** The static directory every pod gets, or undefined when the mount is per pod or unknown. */
  shared?: string;
  key?: 'subPath' | 'subPathExpr';
  readOnly: boolean;
}

export default defineRule({
  id: 'shared-pvc-subpath-race',
  family: 'network-security',
  level: 'warning',
  scope: 'general',
  summary: 'Several replicas write into one PersistentVolumeClaim directory (a static subPath, or a StatefulSet sharing one claim).',
  references: [
    'https://kubernetes.io/docs/concepts/storage/volumes/#using-subpath',
    'https://kubernetes.io/docs/concepts/workloads/controllers/statefulset/#volume-claim-templates',
  ],
  check: {
    podSpec(pod, ctx) {
      const pods = podsAtOnce(pod);
      if (pods === undefined || (pods !== 'many' && pods < 2)) return;
      const statefulSet = pod.object.group === 'apps' && pod.object.kind === 'StatefulSet';
      ownArray(pod.spec, 'volumes').forEach((volume, i) => {
        const pvc = own(volume, 'persistentVolumeClaim');
        const name = ownString(volume, 'name');
        if (!isObject(pvc) || name === undefined || isPlaceholder(name)) return;
        const claimReadOnly = own(pvc, 'readOnly');
        if (claimReadOnly === true || isPlaceholder(claimReadOnly)) return;
        const claimRaw = own(pvc, 'claimName');
        const claim = typeof claimRaw === 'string' ? `PersistentVolumeClaim "${claimRaw}"` : 'the PersistentVolumeClaim';
        const mounts: Mount[] = [];
        for (const c of pod.containers) {
          if (c.kind === 'ephemeral') continue;
          ownArray(c.value, 'volumeMounts').forEach((m, index) => {
            if (ownString(m, 'name') !== name) return;
            const ro = own(m, 'readOnly');
            const mount: Mount = { c, index, readOnly: ro === true || isPlaceholder(ro) };
            const subPath = own(m, 'subPath');
            const expr = own(m, 'subPathExpr');
            if (typeof subPath === 'string' && subPath !== '' && !isPlaceholder(subPath))
              Object.assign(mount, { shared: subPath, key: 'subPath' });
            else if (
              typeof expr === 'string' &&
              expr !== '' &&
              !isPlaceholder(expr.replace(/\$\([A-Za-z_][A-Za-z0-9_.-]*\)/g, '')) &&
              sameForEveryPod(expr, c)
            )
              Object.assign(mount, { shared: expr, key: 'subPathExpr' });
            mounts.push(mount);
          });
        }
        const writable = mounts.filter((m) => !m.readOnly);
        if (writable.length === 0) return;
        const replicas = pods === 'many' ? 'every pod of the DaemonSet (one per node)' : `the ${pods} pods`;
        const at: JsonPath = [...pod.path, 'volumes', i, 'persistentVolumeClaim'];
        if (statefulSet) {
          ctx.report({
            path: at,
            message:
              `${objectLabel(pod.object)} mounts ${claim} from its pod template, so ${replicas} share one volume ` +
              `instead of getting one each (with ReadWriteOnce they also cannot run on different nodes); declare it in ` +
              `spec.volumeClaimTemplates, or mount it readOnly if the replicas only read it.`,
            related: writable.map((m) => ({
              path: [...m.c.path, 'volumeMounts', m.index],
              message: `${containerLabel(pod, m.c)} mounts ` + `it here.`,
            })),
          });
          return;
        }
        const racing = writable.filter((m) => m.shared !== undefined);
        if (racing.length === 0) return;
        const how = racing.map((m) => `${m.key} "${m.shared}" in ${containerLabel(pod, m.c)}`).join(', ');
        ctx.report({
          path: at,
          message:
            `${claim} is mounted writable with ${how} by ${replicas} of ${objectLabel(pod.object)}, so they all write into the ` +
            `same directory and overwrite each other's checkpoints, caches or logs; use subPathExpr with $(POD_NAME) from the downward ` +
            `API (or a claim per pod), or mount it readOnly.`,
          related: racing.map((m) => ({
            path: [...m.c.path, 'volumeMounts', m.index, m.key!],
            message: `${containerLabel(pod, m.c)} mounts it with the ` + `same ${m.key} in every pod.`,
          })),
        });
      });
    },
  },
});
