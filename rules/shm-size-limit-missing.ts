import { defineRule } from '../src/engine/rule.js';
import type { ContainerView, PodSpecView } from '../src/k8s/pods.js';
import { parseQuantity } from '../src/k8s/quantity.js';
import { isPlaceholder, own, ownArray, ownObject, ownString, untyped } from '../src/k8s/values.js';

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
  description:
    'Triggers for each volume of an AI workload pod whose source is `emptyDir` with `medium: Memory` and no `sizeLimit` (a placeholder counts as set). The finding points at the `emptyDir` key and names the memory limits of the containers that mount the volume, when they are known.',
  rationale:
    'A `medium: Memory` emptyDir is a tmpfs: every byte written to it is RAM charged to the memory cgroup of the container that writes it. Without `sizeLimit`, the tmpfs is sized to the pod\'s memory limit (or to the node\'s allocatable memory when a container has no limit), so a PyTorch DataLoader or NCCL buffer that fills `/dev/shm` pushes the container over its memory limit and the kernel OOM-kills it, losing a training step or taking a model server down in the middle of traffic; with no limit at all it competes with every other pod on the node. With a `sizeLimit`, the kubelet evicts the pod when the volume outgrows it, a visible reason, and the size you chose is written down next to the memory limit it has to fit in.',
  remediation:
    'Give the volume a `sizeLimit` that fits inside the memory limit of the containers that mount it, leaving room for the process itself:\n\n```yaml\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n            sizeLimit: 16Gi   # container memory limit is 64Gi\n```',
  examples: {
    invalid: [
      {
        title: '/dev/shm without a size for a vLLM server',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: qwen\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: qwen\n  template:\n    metadata:\n      labels:\n        app: qwen\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "2"]\n          resources:\n            limits:\n              nvidia.com/gpu: 2\n              memory: 64Gi\n          volumeMounts:\n            - name: dshm\n              mountPath: /dev/shm\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n',
        lines: [28],
      },
    ],
    valid: [
      {
        title: 'the tmpfs is sized below the memory limit',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: qwen\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: qwen\n  template:\n    metadata:\n      labels:\n        app: qwen\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "2"]\n          resources:\n            limits:\n              nvidia.com/gpu: 2\n              memory: 64Gi\n          volumeMounts:\n            - name: dshm\n              mountPath: /dev/shm\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n            sizeLimit: 16Gi\n',
      },
    ],
  },
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
          consequence = `whatever is written to it counts against ${who} and can get ${limited.length === 1 ? 'the container' : 'them'} OOM-killed`;
          suggestion = `e.g. ${toQuantity(smallest.limit! / 4)}, well below the ${smallest.limitSource} limit`;
        } else if (mounters.length > 0) {
          const who = mounters.map((m) => containerLabel(pod, m.container)).join(', ');
          consequence = `${who} ${mounters.length === 1 ? 'has' : 'have'} no known memory limit either, so the tmpfs can grow until it takes the node's memory`;
        } else {
          consequence = 'once a container mounts it, it can grow until it is OOM-killed or takes the node\'s memory';
        }
        ctx.report({
          path: [...pod.path, 'volumes', i, 'emptyDir'],
          message: `emptyDir volume "${name}" is memory-backed (medium: Memory) with no sizeLimit: ${consequence}; set emptyDir.sizeLimit (${suggestion}).`,
        });
      });
    },
  },
});
