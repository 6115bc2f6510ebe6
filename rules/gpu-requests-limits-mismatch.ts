import { defineRule } from '../src/engine/rule.js';
import { deviceCount } from '../src/k8s/gpu.js';
import { isObject, own, ownObject } from '../src/k8s/values.js';

/** Whole device count of a well-formed GPU quantity; undefined for placeholders and what gpu-quantity-invalid reports. */
function devices(raw: unknown): number | undefined {
  if (typeof raw === 'string' && /[KMGTPE]i$|[kMGTPE]$/.test(raw.trim())) return undefined;
  return deviceCount(raw);
}

/** How a quantity reads in a message: as written in the manifest. */
function shown(raw: unknown): string {
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

export default defineRule({
  id: 'gpu-requests-limits-mismatch',
  family: 'resources',
  level: 'error',
  scope: 'ai',
  summary: 'A GPU resource is requested with a different value than its limit, or only in requests.',
  description:
    'Triggers for each GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a resource in `settings.gpuResources`) of a container whose `resources.requests` value differs from its `resources.limits` value (compared as quantities, so `"2"` equals `2`), or that appears in `requests` without any `limits` entry (even with the value `0`). The finding points at the request key. A request written only in `requests` is reported whatever its value (a placeholder too), unless `limits` itself is a placeholder. Otherwise placeholders (`{{ .Values.gpus }}`, `${GPUS}`) on either side are unknown and stay silent, and so is a comparison with a value that is not a whole device count (`0.5`, `1Gi`: `gpu-quantity-invalid` reports those). A GPU set only in `limits` is fine: the request defaults to it.',
  rationale:
    'GPUs are extended resources, which Kubernetes never overcommits: the API server accepts a GPU request only when the same resource has a limit of exactly the same value. A request without a limit fails with "Limit must be set for non overcommitable resources", and a request of `1` with a limit of `2` fails with "must be equal to nvidia.com/gpu limit of 2". A Pod, Deployment or Job is refused at `kubectl apply`; inside a custom resource (PyTorchJob, RayCluster, InferenceService) the pod template is not validated, so the object is accepted and the operator then fails to create every pod, leaving the job or service hanging with `FailedCreate` events.',
  remediation:
    'Set the GPU count in `limits` only; the request defaults to the limit. If you keep the request, make it equal to the limit.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n```',
  references: ['https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/'],
  examples: {
    invalid: [
      {
        title: 'request and limit disagree',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama-server\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: llama-server\n  template:\n    metadata:\n      labels:\n        app: llama-server\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            requests:\n              nvidia.com/gpu: 1\n            limits:\n              nvidia.com/gpu: 2\n',
        lines: [20],
      },
      {
        title: 'GPU only in requests',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: finetune\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        requests:\n          nvidia.com/gpu: 1\n          memory: 32Gi\n        limits:\n          memory: 32Gi\n',
        lines: [11],
      },
    ],
    valid: [
      {
        title: 'GPU in limits only (the request defaults to it)',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: finetune\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
      {
        title: 'request equal to the limit',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: finetune\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        requests:\n          nvidia.com/gpu: "2"\n        limits:\n          nvidia.com/gpu: 2\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        // `limits: "{{ toYaml .Values.limits }}"` may hold the GPU: unknown, so a request alone proves nothing.
        const limits = own(ownObject(c.value, 'resources'), 'limits');
        const limitsKnown = limits === undefined || limits === null || isObject(limits);
        for (const g of c.gpu) {
          if (g.request === undefined || g.request === null) continue;
          const path = [...c.path, 'resources', 'requests', g.resource];
          if (g.limit === undefined) {
            if (!limitsKnown) continue;
            ctx.report({
              path,
              message: `Container "${c.name}" sets ${g.resource}: ${shown(g.request)} only in requests, which the API server rejects for extended resources; move it to resources.limits (the request then defaults to the limit).`,
            });
            continue;
          }
          const request = devices(g.request);
          const limit = devices(g.limit);
          if (request !== undefined && limit !== undefined && request !== limit) {
            ctx.report({
              path,
              message: `Container "${c.name}" requests ${g.resource}: ${shown(g.request)} but limits it to ${shown(g.limit)}, and GPU requests must equal limits or the API server rejects the pod; set the request to ${shown(g.limit)} or remove it.`,
            });
          }
        }
      }
    },
  },
});
