import { defineRule } from '../src/engine/rule.js';
import { objectLabel } from '../src/k8s/naming.js';
import type { PodSpecView } from '../src/k8s/pods.js';
import { own } from '../src/k8s/values.js';

/** `Deployment "llm"`, plus the template's role for objects with several pod templates. */
function workloadLabel(pod: PodSpecView): string {
  const name = objectLabel(pod.object);
  return pod.role ? `${name} (${pod.role} pods)` : name;
}

export default defineRule({
  id: 'priority-class-missing',
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A serving workload sets no priorityClassName, so batch and training pods can preempt it.',
  description:
    'Triggers for every pod template of a serving workload (a Deployment, StatefulSet, LeaderWorkerSet, InferenceService, ServingRuntime, RayService or Knative Service template with a GPU container or an AI serving image) that has no `priorityClassName`, or an empty one. Objects with several pod templates are judged per template, because each template carries its own `priorityClassName`: a LeaderWorkerSet with both a leader and a worker template without one gets two findings, and a RayService head without a GPU or serving image is not a serving template. The finding points at the pod spec (the template\'s `spec:` key, or `predictor:` for an InferenceService). A placeholder or any other value is left to `priority-class-undefined`.',
  rationale:
    'A pod without `priorityClassName` gets the priority of the cluster\'s `globalDefault` PriorityClass, or 0 when there is none. Training jobs and batch pipelines are often given a PriorityClass so that they can queue ahead of ad-hoc work; once they have one, the scheduler preempts lower-priority pods to place them, and a GPU node running a serving replica is exactly what a pending GPU job is looking for. Under node-pressure eviction the kubelet also evicts lower-priority pods first. For inference, preemption means dropped requests and minutes of model reloading before the replica is back.',
  remediation:
    'Create a PriorityClass for inference with a value above every batch and training class, and reference it from the pod template:\n\n```yaml\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: inference-high\nvalue: 100000\ndescription: Online inference; preempts batch and training.\n---\n# in the pod template\nspec:\n  priorityClassName: inference-high\n```\n\nIf the cluster already has such a class, list it in the config under `cluster.priorityClasses` so that `priority-class-undefined` knows it.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/'],
  examples: {
    invalid: [
      {
        title: 'a vLLM Deployment without a PriorityClass',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: chat\n  template:\n    metadata:\n      labels:\n        app: chat\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
        lines: [14],
      },
    ],
    valid: [
      {
        title: 'the serving pods carry an inference PriorityClass',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: chat\n  template:\n    metadata:\n      labels:\n        app: chat\n    spec:\n      priorityClassName: inference-high\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      if (!pod.workload.serving) return;
      const value = own(pod.spec, 'priorityClassName');
      if (value === undefined || value === null) {
        ctx.report({
          path: [...pod.path, 'priorityClassName'],
          message: `Serving ${workloadLabel(pod)} sets no priorityClassName, so its pods run at the cluster's default priority (0 without a globalDefault PriorityClass) and training or batch pods with a PriorityClass can preempt them; set priorityClassName to an inference class whose value is above every batch and training class.`,
        });
      } else if (typeof value === 'string' && value.trim() === '') {
        ctx.report({
          path: [...pod.path, 'priorityClassName'],
          message: `Serving ${workloadLabel(pod)} sets an empty priorityClassName, which means the cluster's default priority (0 without a globalDefault PriorityClass), so training or batch pods with a PriorityClass can preempt it; name an inference class whose value is above every batch and training class.`,
        });
      }
    },
  },
});
