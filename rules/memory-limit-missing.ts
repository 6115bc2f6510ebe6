import { defineRule } from '../src/engine/rule.js';
import { capitalize, containerLabel } from '../src/k8s/naming.js';
import { gpuSource, hasUnreadableResources, type ContainerView, type PodSpecView } from '../src/k8s/pods.js';
import { parseQuantity } from '../src/k8s/quantity.js';
import { isPlaceholder, own } from '../src/k8s/values.js';

function describe(pod: PodSpecView, c: ContainerView): string {
  return c.kind === 'sidecar' ? `Sidecar ${containerLabel(pod, c)} (initContainers, restartPolicy: Always)` : capitalize(containerLabel(pod, c));
}

export default defineRule({
  id: 'memory-limit-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'A non-GPU container of an AI workload (sidecar, proxy, tokenizer) has no memory limit.',
  description:
    'Triggers for each container of an AI workload pod that requests no GPU, is not a run-to-completion init container, and has no `resources.limits.memory` (or a limit of `0`, which the kubelet treats as unlimited). This covers regular containers and native sidecars (`initContainers` with `restartPolicy: Always`), which run for the whole life of the pod. GPU containers are covered by `gpu-container-cpu-memory-missing` (a container that consumes a DRA claim in a pod whose claims use a GPU DeviceClass counts as a GPU container, and so does one that consumes a claim the linter cannot resolve), init containers by `init-container-limits-missing`; ephemeral containers have no resources. A placeholder is unknown, never missing: a placeholder limit (`{{ .Values.memory }}`, `${MEM}`), or a `resources`/`limits`/`requests` value that is a placeholder instead of a mapping, keeps the rule silent.',
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
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      for (const c of pod.containers) {
        if (c.kind !== 'container' && c.kind !== 'sidecar') continue;
        if (gpuSource(pod, c) !== undefined || hasUnreadableResources(c)) continue;
        const limit = own(c.limits, 'memory');
        const request = own(c.requests, 'memory');
        const requested = request === undefined || request === null || isPlaceholder(request) ? undefined : parseQuantity(request);
        const hint = requested && requested.value > 0 ? `at least its ${String(request)} request` : 'sized to its measured peak, e.g. 256Mi';
        if (limit === undefined || limit === null) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message: `${describe(pod, c)} has no memory limit; set resources.limits.memory (${hint}) so a leak in it cannot use up the node's memory and get the pods beside it, GPU workloads included, OOM-killed or evicted.`,
          });
        } else if (!isPlaceholder(limit) && parseQuantity(limit)?.value === 0) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message: `${describe(pod, c)} sets memory limit ${String(limit)}, which the kubelet treats as no limit; set a real memory limit (${hint}).`,
          });
        }
      }
    },
  },
});
