import { defineRule } from '../src/engine/rule.js';
import { gpuSource, hasUnreadableResources } from '../src/k8s/pods.js';
import { parseQuantity } from '../src/k8s/quantity.js';
import { isPlaceholder, own } from '../src/k8s/values.js';

export default defineRule({
  id: 'init-container-limits-missing',
  family: 'resources',
  level: 'warning',
  scope: 'ai',
  summary: 'An init container of an AI workload has no memory limit.',
  description:
    'Triggers for each run-to-completion init container (an entry of `initContainers` without `restartPolicy: Always`) of an AI workload pod that has no `resources.limits.memory`, or a limit of `0`, which the kubelet treats as unlimited. Native sidecars (`restartPolicy: Always`) run for the life of the pod and are checked by `memory-limit-missing`; an init container that requests a GPU (or consumes a DRA claim of a GPU pod) is checked by `gpu-container-cpu-memory-missing`. A placeholder is unknown, never missing: a placeholder limit, or a `resources`/`limits`/`requests` value that is a placeholder instead of a mapping, keeps the rule silent.',
  rationale:
    'Init containers of AI workloads do heavy work: they download and unpack model weights (`huggingface-cli download`, `aws s3 cp`, `gsutil`), convert checkpoints or compile engines. Without a memory limit such a step can take the memory of the whole node while it buffers or decompresses files, evicting or OOM-killing neighbours that already run on the GPU node. The scheduler also sizes the pod by the largest init container request, so an unbounded init step is invisible to it. With a limit, a runaway download fails in the init container itself, with a clear `OOMKilled` reason on the pod.',
  remediation:
    'Set a memory limit (and a request) on every init container, sized to the download or conversion step:\n\n```yaml\n      initContainers:\n        - name: fetch-model\n          image: python:3.12-slim\n          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]\n          resources:\n            requests:\n              cpu: "1"\n              memory: 2Gi\n            limits:\n              memory: 2Gi\n```',
  examples: {
    invalid: [
      {
        title: 'a model download step without a memory limit',
        yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      initContainers:\n        - name: fetch-model\n          image: python:3.12-slim\n          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]\n          volumeMounts:\n            - name: models\n              mountPath: /models\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n              memory: 64Gi\n          volumeMounts:\n            - name: models\n              mountPath: /models\n      volumes:\n        - name: models\n          persistentVolumeClaim:\n            claimName: models\n',
        lines: [10],
      },
    ],
    valid: [
      {
        title: 'the download step has a memory limit',
        yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      initContainers:\n        - name: fetch-model\n          image: python:3.12-slim\n          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]\n          resources:\n            requests:\n              memory: 2Gi\n            limits:\n              memory: 2Gi\n          volumeMounts:\n            - name: models\n              mountPath: /models\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n              memory: 64Gi\n          volumeMounts:\n            - name: models\n              mountPath: /models\n      volumes:\n        - name: models\n          persistentVolumeClaim:\n            claimName: models\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      // Resources set by another object (TrainJob for its TrainingRuntime) are not missing here.
      if (pod.resourcesFrom) return;
      for (const c of pod.containers) {
        if (c.kind !== 'init' || gpuSource(pod, c) !== undefined || hasUnreadableResources(c)) continue;
        const limit = own(c.limits, 'memory');
        const request = own(c.requests, 'memory');
        const requested = request === undefined || request === null || isPlaceholder(request) ? undefined : parseQuantity(request);
        const hint = requested && requested.value > 0 ? `at least its ${String(request)} request` : 'sized to the download or conversion step, e.g. 2Gi';
        if (limit === undefined || limit === null) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message: `Init container "${c.name}" has no memory limit; set resources.limits.memory (${hint}) so a model download or conversion cannot take the node's memory and evict the workloads already running there.`,
          });
        } else if (!isPlaceholder(limit) && parseQuantity(limit)?.value === 0) {
          ctx.report({
            path: [...c.path, 'resources', 'limits', 'memory'],
            message: `Init container "${c.name}" sets memory limit ${String(limit)}, which the kubelet treats as no limit; set a real memory limit (${hint}).`,
          });
        }
      }
    },
  },
});
