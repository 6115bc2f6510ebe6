import { defineRule } from '../src/engine/rule.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../src/k8s/pods.js';
import { capitalize, containerLabel } from '../src/k8s/naming.js';
import { isPlaceholder, own, ownArray, ownObject } from '../src/k8s/values.js';

/** SYS_ADMIN as the runtimes accept it: any case, with or without `CAP_`; `ALL` includes it. */
function grantsSysAdmin(cap: unknown): string | undefined {
  if (typeof cap !== 'string' || isPlaceholder(cap)) return undefined;
  const name = cap.trim().toUpperCase().replace(/^CAP_/, '');
  return name === 'SYS_ADMIN' || name === 'ALL' ? cap : undefined;
}

/** What the message says about the container's GPUs. */
function gpuText(pod: PodSpecView, c: ContainerView): string | undefined {
  const source = gpuSource(pod, c);
  if (source === 'dra-gpu') return 'gets a GPU through a DRA resource claim';
  if (source !== 'resource') return undefined;
  const g = c.gpu.find((x) => x.count === undefined || x.count > 0);
  return g ? `requests ${g.resource}: ${String(g.limit ?? g.request)}` : undefined;
}

export default defineRule({
  id: 'privileged-gpu-container',
  family: 'runtime',
  level: 'error',
  scope: 'ai',
  summary: 'A GPU container runs privileged or adds SYS_ADMIN, bypassing GPU allocation and MIG isolation.',
  description:
    'Triggers for a GPU container (one that requests `nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu` or a resource of `settings.gpuResources` with a count above zero, or that uses a DRA claim of a GPU DeviceClass) whose `securityContext` sets `privileged: true`, or whose `securityContext.capabilities.add` contains `SYS_ADMIN` (in any case, with or without the `CAP_` prefix) or `ALL`, which includes it. Each offending key is reported: `privileged`, and each such entry of `capabilities.add`. Placeholders are unknown and stay silent. GPU infrastructure pods (device plugin, GPU Feature Discovery, DCGM, GPU Operator operands), which need these privileges, are not workloads and are not checked.',
  rationale:
    'The device plugin gives a container the GPUs the scheduler allocated to it, and MIG gives it one slice of a GPU. Both rely on the container seeing only those device nodes. A privileged container gets every device of the host, so it sees and can use every GPU of the node, including the GPUs and MIG slices allocated to other pods, whose memory it can fill and whose kernels it slows down. `CAP_SYS_ADMIN` is what GPU management needs (creating and destroying MIG instances, changing GPU settings that every tenant of the device shares) and it weakens the container boundary (mounts, namespaces). Neither is needed to run CUDA or ROCm workloads: the runtime mounts the allocated devices and driver libraries into an unprivileged container.',
  remediation:
    'Remove `privileged: true` and `SYS_ADMIN`; request the GPUs in `resources.limits` and let the device plugin mount them. Add only narrow capabilities the program really needs (for example `IPC_LOCK` for RDMA memory registration).\n\n```yaml\nsecurityContext:\n  allowPrivilegeEscalation: false\n  capabilities:\n    drop: ["ALL"]\n    add: ["IPC_LOCK"]\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```',
  references: ['https://github.com/NVIDIA/k8s-device-plugin#quick-start', 'https://kubernetes.io/docs/concepts/security/pod-security-standards/'],
  examples: {
    invalid: [
      {
        title: 'a privileged vLLM container',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      securityContext:\n        privileged: true\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
        lines: [10],
      },
      {
        title: 'SYS_ADMIN added to a training container',
        yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          securityContext:\n            capabilities:\n              add: ["IPC_LOCK", "SYS_ADMIN"]\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n',
        lines: [14],
      },
    ],
    valid: [
      {
        title: 'an unprivileged GPU container with a narrow capability',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: chat\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      securityContext:\n        allowPrivilegeEscalation: false\n        capabilities:\n          drop: ["ALL"]\n          add: ["IPC_LOCK"]\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        const gpu = gpuText(pod, c);
        if (!gpu) continue;
        const securityContext = ownObject(c.value, 'securityContext');
        if (!securityContext) continue;
        const who = capitalize(containerLabel(pod, c));
        if (own(securityContext, 'privileged') === true) {
          ctx.report({
            path: [...c.path, 'securityContext', 'privileged'],
            message: `${who} ${gpu} but runs privileged: true, so it sees every GPU of the node, including GPUs and MIG slices allocated to other pods; remove privileged and let the device plugin mount the allocated GPUs.`,
          });
        }
        ownArray(ownObject(securityContext, 'capabilities'), 'add').forEach((cap, i) => {
          const granted = grantsSysAdmin(cap);
          if (!granted) return;
          const what = granted.trim().toUpperCase() === 'ALL' ? 'adds capability ALL (which includes SYS_ADMIN)' : `adds capability ${granted}`;
          ctx.report({
            path: [...c.path, 'securityContext', 'capabilities', 'add', i],
            message: `${who} ${gpu} but ${what}, which lets it reconfigure GPUs and MIG partitions shared with other pods and weakens the device isolation that GPU allocation relies on; drop it and add only the narrow capabilities it needs.`,
          });
        });
      }
    },
  },
});
