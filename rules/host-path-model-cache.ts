import { defineRule } from '../src/engine/rule.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isPlaceholder, own, ownArray, ownString } from '../src/k8s/values.js';

/**
 * Host paths that are system plumbing, not data: device nodes (GPUs, InfiniBand, /dev/kfd for
 * ROCm), kernel interfaces, runtime sockets, driver installs (GKE's /home/kubernetes/bin/nvidia,
 * /usr/local/nvidia), kubelet state and logs. Pod security rules judge those; this rule is about
 * data shared through the node's disk.
 */
const SYSTEM_PREFIXES = ['/dev', '/sys', '/proc', '/run', '/var/run', '/etc', '/boot', '/lib/modules', '/usr', '/var/lib/kubelet', '/var/lib/containerd', '/var/lib/docker', '/var/log', '/home/kubernetes/bin'];
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
  description:
    "Triggers for each `hostPath` volume of an AI workload's pod spec (GPU container or AI image; GPU infrastructure such as the device plugin or DCGM is not an AI workload) whose path is a place for data: model caches (`/mnt/models`, `/data/hf-cache`, `/var/lib/models`), scratch directories (`/tmp`, `/scratch`) and anything else outside the system paths. `/dev/shm` is reported too, with its own message: it shares the node's shared memory (`shm-missing` counts it as shared memory and leaves the judgement here). Silent for system paths that GPU and RDMA tooling legitimately mount and that are not caches: device nodes under `/dev` (`/dev/infiniband`, `/dev/nvidia*`, `/dev/kfd`, `/dev/dri`), `/sys`, `/proc`, `/run` and `/var/run` (sockets), `/etc`, `/boot`, `/lib/modules`, `/usr` (e.g. `/usr/local/nvidia`), `/home/kubernetes/bin` (GKE drivers), kubelet, containerd and Docker state and `/var/log`; for `type: Socket`, `CharDevice` and `BlockDevice`; and for a path that is a placeholder. It points at the volume's `hostPath` key and names the containers that mount it.",
  rationale:
    "A hostPath directory belongs to the node, not to the pod: every pod scheduled there that mounts the same path, from any namespace, reads and writes the same files. A shared Hugging Face or vLLM cache on the node therefore hands one tenant's weights (often gated or fine-tuned on private data) and tokens files to the next, lets a compromised pod plant modified weights or pickled code for the next job to load, and fills the node's root or kubelet disk until pods are evicted for disk pressure. It also ties the workload to nodes that already hold the cache: a pod rescheduled elsewhere silently starts from an empty cache or fails. `hostPath` is also forbidden by the `baseline` Pod Security Standard, so such pods are rejected in namespaces that enforce it.",
  remediation:
    'Keep model files on storage the cluster manages: a PersistentVolumeClaim (`ReadOnlyMany` for shared weights, per-workload claims for writable caches), an `emptyDir` filled by an init container, or an OCI image volume:\n\n```yaml\n      volumes:\n        - name: models\n          persistentVolumeClaim:\n            claimName: llama-3-8b-weights\n            readOnly: true\n```\n\nFor shared memory use `emptyDir: {medium: Memory, sizeLimit: ...}` instead of the host\'s `/dev/shm`.',
  references: ['https://kubernetes.io/docs/concepts/storage/volumes/#hostpath', 'https://kubernetes.io/docs/concepts/security/pod-security-standards/'],
  examples: {
    invalid: [
      {
        title: 'a Hugging Face cache on the node',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llm\nspec:\n  template:\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n          volumeMounts:\n            - name: hf-cache\n              mountPath: /root/.cache/huggingface\n      volumes:\n        - name: hf-cache\n          hostPath:\n            path: /mnt/hf-cache\n            type: DirectoryOrCreate\n',
        lines: [19],
      },
    ],
    valid: [
      {
        title: 'a PersistentVolumeClaim for the weights',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llm\nspec:\n  template:\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n          volumeMounts:\n            - name: hf-cache\n              mountPath: /root/.cache/huggingface\n      volumes:\n        - name: hf-cache\n          persistentVolumeClaim:\n            claimName: llm-hf-cache\n',
      },
    ],
  },
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
          message: shm
            ? `${volumeName} mounts the node's /dev/shm${where}: every pod on the node that does the same shares that memory, and it is not counted against the pod's memory limit; use an emptyDir with medium: Memory and a sizeLimit instead.`
            : `${volumeName} mounts the node directory ${path} from hostPath${where}: a model cache on the node is shared with every pod scheduled there, from any namespace, and pins the workload to nodes that hold it; use a PersistentVolumeClaim (ReadOnlyMany for shared weights), an emptyDir filled at start-up, or an image volume.`,
        });
      });
    },
  },
});
