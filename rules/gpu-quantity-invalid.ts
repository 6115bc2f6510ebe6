import { defineRule } from '../src/engine/rule.js';
import { isPlaceholder } from '../src/k8s/values.js';
import { parseQuantity } from '../src/k8s/quantity.js';

function problem(raw: unknown): string | undefined {
  if (isPlaceholder(raw)) return undefined;
  const q = parseQuantity(raw);
  if (!q) return 'is not a quantity';
  if (q.value < 0) return 'is negative';
  if (!Number.isInteger(q.value)) return `is ${q.value} devices, not a whole number`;
  if (typeof raw === 'string' && /[KMGTPE]i$|[kMGTPE]$/.test(raw.trim())) return `uses a size suffix (${q.value} devices)`;
  return undefined;
}

export default defineRule({
  id: 'gpu-quantity-invalid',
  family: 'resources',
  level: 'error',
  scope: 'ai',
  summary: 'A GPU or MIG resource quantity is not a whole number of devices.',
  description:
    'Triggers when the value of a GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a resource in `settings.gpuResources`) in `requests` or `limits` is fractional (`0.5`, `500m`), negative, carries a size suffix (`1Gi`), or is not a quantity at all. Placeholders (`{{ .Values.gpus }}`, `${GPUS}`) are unknown, not invalid.',
  rationale:
    'Extended resources are counted in whole devices: the API server rejects fractional GPU quantities ("must be an integer"), so the workload is never created. A GPU cannot be shared by asking for half of it; sharing is configured on the node (time-slicing, MPS) or done with MIG.',
  remediation:
    'Request whole devices (`nvidia.com/gpu: 1`). To share a GPU, request a MIG device (`nvidia.com/mig-1g.10gb: 1`) or a time-sliced/MPS replica resource that the device plugin advertises.',
  examples: {
    invalid: [
      {
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: half-gpu\nspec:\n  containers:\n    - name: infer\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: "0.5"\n',
        lines: [11],
      },
    ],
    valid: [{ yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: one-gpu\nspec:\n  containers:\n    - name: infer\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n' }],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        for (const g of c.gpu) {
          for (const [where, raw] of [['limits', g.limit], ['requests', g.request]] as const) {
            if (raw === undefined) continue;
            const why = problem(raw);
            if (why) ctx.report({ path: [...c.path, 'resources', where, g.resource], message: `${g.resource}: ${JSON.stringify(raw)} in container "${c.name}" ${why}; GPUs are allocated in whole devices (e.g. ${g.resource}: 1).` });
          }
        }
      }
    },
  },
});
