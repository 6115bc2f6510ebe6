import { defineRule } from '../src/engine/rule.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../src/k8s/pods.js';
import { isObject, own } from '../src/k8s/values.js';

/** A value that is written down (null and absent are both missing). */
function present(map: unknown, key: string): boolean {
  const v = own(map, key);
  return v !== undefined && v !== null;
}

/** A mapping we can read, or nothing at all; a placeholder or scalar in its place is unknown. */
function readable(value: unknown): boolean {
  return value === undefined || value === null || isObject(value);
}

/** What makes the container a GPU container, for the message; undefined when it is not one. */
function gpuOf(pod: PodSpecView, c: ContainerView): string | undefined {
  if (c.hasGpu) return c.gpu.filter((g) => g.count === undefined || g.count > 0).map((g) => `${g.resource}: ${String(g.limit ?? g.request)}`).join(', ');
  // With DRA a container gets the pod's claims by listing them in resources.claims. A claim we cannot
  // resolve counts too, as in memory-limit-missing and init-container-limits-missing, so no container falls between the rules.
  const source = gpuSource(pod, c);
  return source === 'dra-gpu' ? 'a DRA GPU claim' : source === 'dra-unknown' ? 'a DRA resource claim' : undefined;
}

export default defineRule({
  id: 'gpu-container-cpu-memory-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU container has no CPU request, memory request or memory limit.',
  description:
    'Triggers for a container (app, native sidecar or init container) that requests a GPU (a GPU resource with a count above zero or a placeholder count, or, in a pod with DRA `resourceClaims`, a claim listed in its `resources.claims`) and lacks an effective CPU request (neither `requests.cpu` nor `limits.cpu`, since a missing request defaults to the limit), or a memory limit (`limits.memory`; the message also says when the memory request is missing too, which then has nothing to default from). At most two findings per container: one at `requests.cpu`, one at `limits.memory`, each landing on the nearest existing parent key when missing. A CPU limit is not required. Silent when `resources`, `requests` or `limits` is a placeholder (`{{ toYaml .Values.resources }}`). The other containers of the pod are left to `memory-limit-missing` and `init-container-limits-missing`, so each missing value is reported once.',
  rationale:
    'Without a CPU request the scheduler counts the container as using no CPU, so it packs it next to other pods on a GPU node; the data loader workers, tokenizers and NCCL progress threads that keep the GPU busy then fight for a few cores, and the expensive GPU idles. Without a memory request the cluster autoscaler and the scheduler cannot size the node for the host memory that model loading needs (weights pass through host RAM, often tens of GiB). Without a memory limit the container can grow until the kernel OOM killer picks victims on the node, which may be another team\'s training job.',
  remediation:
    'Give every GPU container a CPU request and a memory request and limit sized for its data loading and model weights; setting requests equal to limits also makes the pod Guaranteed.\n\n```yaml\nresources:\n  requests:\n    cpu: "8"\n    memory: 64Gi\n  limits:\n    memory: 64Gi\n    nvidia.com/gpu: 1\n```',
  references: ['https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/'],
  examples: {
    invalid: [
      {
        title: 'only the GPU is requested',
        yaml: 'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: finetune\nspec:\n  pytorchReplicaSpecs:\n    Worker:\n      replicas: 2\n      template:\n        spec:\n          containers:\n            - name: pytorch\n              image: nvcr.io/nvidia/pytorch:24.05-py3\n              resources:\n                limits:\n                  nvidia.com/gpu: 8\n',
        lines: [14, 15],
      },
    ],
    valid: [
      {
        title: 'CPU and memory sized next to the GPU',
        yaml: 'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: finetune\nspec:\n  pytorchReplicaSpecs:\n    Worker:\n      replicas: 2\n      template:\n        spec:\n          containers:\n            - name: pytorch\n              image: nvcr.io/nvidia/pytorch:24.05-py3\n              resources:\n                requests:\n                  cpu: "32"\n                  memory: 256Gi\n                limits:\n                  memory: 256Gi\n                  nvidia.com/gpu: 8\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral') continue;
        const gpu = gpuOf(pod, c);
        if (gpu === undefined) continue;
        const resources = own(c.value, 'resources');
        const requests = own(resources, 'requests');
        const limits = own(resources, 'limits');
        if (!readable(resources) || !readable(requests) || !readable(limits)) continue;
        const base = [...c.path, 'resources'];
        const label = c.kind === 'init' ? 'GPU init container' : 'GPU container';
        if (!present(requests, 'cpu') && !present(limits, 'cpu')) {
          ctx.report({
            path: [...base, 'requests', 'cpu'],
            message: `${label} "${c.name}" (${gpu}) has no cpu request, so the scheduler packs it as if it used no CPU and its data loading starves the GPU; set resources.requests.cpu (e.g. "8").`,
          });
        }
        if (!present(limits, 'memory')) {
          const request = own(requests, 'memory');
          ctx.report({
            path: [...base, 'limits', 'memory'],
            message:
              request === undefined || request === null
                ? `${label} "${c.name}" (${gpu}) has no memory request or limit, so nodes cannot be sized for it and it can grow until the node OOM-kills its neighbours; set resources.requests.memory and resources.limits.memory (e.g. 64Gi).`
                : `${label} "${c.name}" (${gpu}) requests memory ${String(request)} but has no memory limit, so it can grow until the node OOM-kills its neighbours; set resources.limits.memory (e.g. ${String(request)}).`,
          });
        }
      }
    },
  },
});
