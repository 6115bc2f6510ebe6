import { defineRule } from '../../src/engine/rule.js';
import { containerLabel } from '../../src/k8s/naming.js';
import { isPlaceholder, own, ownArray, ownString } from '../../src/k8s/values.js';

/**
 * Host paths that are system plumbing, not data: device nodes (GPUs, InfiniBand, /dev/kfd for
 * ROCm), kernel interfaces and modules, system libraries (/lib, /lib64, /usr/lib*), runtime
 * sockets, driver installs (GKE's /home/kubernetes/bin/nvidia, /usr/local/nvidia), kubelet state
 * and logs. Pod security rules judge those; this rule is about data shared through the node's
 * disk.
 */
const SYSTEM_PREFIXES = [
  '/dev',
  '/sys',
  '/proc',
  '/run',
  '/var/run',
  '/etc',
  '/boot',
  '/lib',
  '/lib64',
  '/usr',
  '/var/lib/kubelet',
  '/var/lib/containerd',
  '/var/lib/docker',
  '/var/log',
  '/home/kubernetes/bin',
];
/** hostPath types that are never a directory of files. */
const DEVICE_TYPES = new Set(['Socket', 'CharDevice', 'BlockDevice']);

function normalize(path: string): string {
  return path.trim().replace(/\/+/g, '/').replace(/\/$/, '') || '/';
}

function isSystemPath(path: string): boolean {
  return SYSTEM_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export default defineRule({
  id: 'host-path-model-cache',
  family: 'network-security',
  level: 'warning',
  scope: 'ai',
  summary: 'An AI workload mounts a hostPath volume: a model cache on the node leaks between tenants and pins pods to nodes.',
  references: [
    'https://kubernetes.io/docs/concepts/storage/volumes/#hostpath',
    'https://kubernetes.io/docs/concepts/security/pod-security-standards/',
  ],
  check: {
    podSpec(pod, ctx) {
      ownArray(pod.spec, 'volumes').forEach((volume, i) => {
        const hostPath = own(volume, 'hostPath');
        if (hostPath === undefined) return;
        const raw = ownString(hostPath, 'path');
        if (raw === undefined || raw.trim() === '' || isPlaceholder(raw)) return;
        const type = own(hostPath, 'type');
        if (typeof type === 'string' && DEVICE_TYPES.has(type)) return;
        const path = normalize(raw);
        const shm = path === '/dev/shm';
        if (!shm && isSystemPath(path)) return;
        const name = ownString(volume, 'name');
        const mounts: string[] = [];
        for (const c of pod.containers) {
          for (const m of ownArray(c.value, 'volumeMounts')) {
            if (name === undefined || ownString(m, 'name') !== name) continue;
            const at = ownString(m, 'mountPath');
            mounts.push(`${at ? `at ${at} ` : ''}in ${containerLabel(pod, c)}${own(m, 'readOnly') === true ? ' (read-only)' : ''}`);
          }
        }
        const where = mounts.length ? ` (mounted ${mounts.join(', ')})` : '';
        const volumeName = name ? `Volume "${name}"` : 'A volume';
        ctx.report({
          path: [...pod.path, 'volumes', i, 'hostPath'],
          message:
            path === '/'
              ? `${volumeName} mounts the whole host filesystem (hostPath ` +
                `/${mounts.length ? `, mounted ${mounts.join(', ')}` : ''}): the ` +
                `pod can read every file of the node, other pods' volumes and secrets included; mount only the directory the workload ` +
                `needs, or use a PersistentVolumeClaim for data.`
              : shm
                ? `${volumeName} mounts the node's /dev/shm${where}: every pod on the node that does the same shares that memory, and it ` +
                  `is not counted against the pod's memory limit; use an emptyDir with medium: Memory and a sizeLimit instead.`
                : `${volumeName} mounts the node directory ${path} from hostPath${where}: a model cache on the node is shared with every ` +
                  `pod scheduled there, from any namespace, and pins the workload to nodes that hold it; use a PersistentVolumeClaim ` +
                  `(ReadOnlyMany for shared weights), an emptyDir filled at start-up, or an image volume.`,
        });
      });
    },
  },
});
