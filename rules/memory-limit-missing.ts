import { defineRule } from '../src/engine/rule.js';
import type { ContainerView, PodSpecView } from '../src/model/pods.js';
import { parseQuantity } from '../src/model/quantity.js';
import { isPlaceholder, own, ownArray, ownObject } from '../src/model/values.js';

/**
 * GPU containers belong to gpu-container-cpu-memory-missing: a container that requests a GPU
 * resource, or, in a pod whose DRA claims use a GPU DeviceClass, a container that consumes a claim.
 */
function isGpuContainer(pod: PodSpecView, c: ContainerView): boolean {
  if (c.hasGpu) return true;
  return pod.dra !== undefined && ownArray(ownObject(c.value, 'resources'), 'claims').length > 0;
}

function describe(c: ContainerView): string {
  return c.kind === 'sidecar' ? `Sidecar container "${c.name}" (initContainers, restartPolicy: Always)` : `Container "${c.name}"`;
}

export default defineRule({
  id: 'memory-limit-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A non-GPU container of an AI workload (sidecar, proxy, tokenizer) has no memory limit.',
  description:
    'Triggers for each container of an AI workload pod that requests no GPU, is not a run-to-completion init container, and has no `resources.limits.memory` (or a limit of `0`, which the kubelet treats as unlimited). This covers regular containers and native sidecars (`initContainers` with `restartPolicy: Always`), which run for the whole life of the pod. GPU containers are covered by `gpu-container-cpu-memory-missing` (a container that consumes a DRA claim in a pod whose claims use a GPU DeviceClass counts as a GPU container, and so does one that consumes a claim the linter cannot resolve), init containers by `init-container-limits-missing`; ephemeral containers have no resources. A placeholder limit (`{{ .Values.memory }}`, `${MEM}`) counts as set.',
  rationale:
    'A GPU node is expensive and usually packed tightly around the GPU containers. A helper container without a memory limit (a metrics exporter, an auth proxy, a tokenizer, a log shipper) can grow until the node is under memory pressure; the kernel OOM killer or kubelet eviction then picks a victim, and it is often the model server that holds tens of GiB and has been loading weights for minutes. Without a limit the container also puts the pod in the Burstable QoS class, and the cluster autoscaler cannot size nodes for it.',
  remediation:
    'Give every container a memory limit sized to its measured peak, and a request (equal to the limit for Guaranteed QoS):\n\n```yaml\n      - name: auth-proxy\n        image: quay.io/oauth2-proxy/oauth2-proxy:v7.6.0\n        resources:\n          requests:\n            cpu: 100m\n            memory: 128Mi\n          limits:\n            memory: 128Mi\n```',
  examples: {
    invalid: [
      {
        title: 'a metrics sidecar beside a vLLM server',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama-server\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: llama-server\n  template:\n    metadata:\n      labels:\n        app: llama-server\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n              memory: 48Gi\n        - name: metrics\n          image: prom/statsd-exporter:v0.26.0\n          resources:\n            requests:\n              cpu: 50m\n              memory: 64Mi\n',
        lines: [24],
      },
    ],
    valid: [
      {
        title: 'every helper container has a memory limit',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama-server\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: llama-server\n  template:\n    metadata:\n      labels:\n        app: llama-server\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n              memory: 48Gi\n        - name: metrics\n          image: prom/statsd-exporter:v0.26.0\n          resources:\n            requests:\n              cpu: 50m\n              memory: 64Mi\n            limits:\n              memory: 64Mi\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        if (isGpuContainer(pod, c)) continue;
        const limit = own(c.limits, 'memory');
        const request = own(c.requests, 'memory');
        const requested = request === undefined || request === null || isPlaceholder(request) ? undefined : parseQuantity(request);
        const hint = requested && requested.value > 0 ? `at least its ${String(request)} request` : 'sized to its measured peak, e.g. 256Mi';
        if (limit === undefined || limit === null) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message: `${describe(c)} has no memory limit; set resources.limits.memory (${hint}) so a leak in it cannot exhaust the node's memory and get the model workload beside it OOM-killed or evicted.`,
          });
        } else if (!isPlaceholder(limit) && parseQuantity(limit)?.value === 0) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message: `${describe(c)} sets memory limit ${String(limit)}, which the kubelet treats as no limit; set resources.limits.memory to a real size (${hint}).`,
          });
        }
      }
    },
  },
});
