import { defineRule } from '../src/engine/rule.js';
import { completedByOperator, modelLoadBudget, loadsModel, MODEL_LOAD_OPTIONS, probeTiming } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own } from '../src/k8s/values.js';

const EXAMPLE = (startup: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen-72b
spec:
  selector:
    matchLabels:
      app: qwen-72b
  template:
    metadata:
      labels:
        app: qwen-72b
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "Qwen/Qwen2.5-72B-Instruct", "--num-shard", "4"]
          startupProbe:
            httpGet:
              path: /health
              port: 80
${startup}          readinessProbe:
            httpGet:
              path: /health
              port: 80
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 4
`;

export default defineRule<{ modelLoadSeconds: number }>({
  id: 'probe-startup-budget-too-small',
  family: 'probes',
  level: 'warning',
  scope: 'ai',
  summary: 'The startupProbe gives up before the model can have finished loading.',
  description:
    'Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such as vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) whose `startupProbe` allows `initialDelaySeconds + failureThreshold × periodSeconds` seconds, with the Kubernetes defaults (0, 3, 10s) for missing fields, below the model-load budget: the option `modelLoadSeconds`, which defaults to `settings.modelLoadSeconds` (300); a workload can state its own with the annotation `ai-k8s-lint.io/model-load-seconds` on the object or its pod template. The finding points at `failureThreshold`, or at the `startupProbe` key when that field is not set. Silent when a timing field is a placeholder or not a number, when the startupProbe is not a mapping, and, for KServe `predictor.model` containers and LLMInferenceService templates (which the operator merges field by field with probes of its own), when a timing field is missing. A livenessProbe without any startupProbe is `probe-liveness-kills-model-load`; the two never report the same container.',
  rationale:
    'Until the startupProbe succeeds, kubelet runs no liveness or readiness check, and when the startupProbe fails `failureThreshold` times in a row kubelet kills the container. Its budget must therefore cover the slowest model load: downloading the weights (tens to hundreds of GB for large models), loading them into GPU memory, compiling kernels and capturing CUDA graphs. A budget that fits a warm cache on a test node is too small on a fresh node that has to download the model first, and the pod restarts forever, beginning the load from scratch each time.',
  remediation:
    'Raise `failureThreshold` (not `periodSeconds`, which would also delay a fast start) so that `failureThreshold × periodSeconds` covers the worst-case load:\n\n```yaml\nstartupProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  failureThreshold: 90        # 900s for a cold download of a 70B model\n```\n\nIf your models load faster than 300s, set `settings.modelLoadSeconds` (or this rule\'s `modelLoadSeconds` option) to the real budget instead.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes'],
  options: MODEL_LOAD_OPTIONS,
  examples: {
    invalid: [{ title: 'a 72B model with 12 x 10s to start', yaml: EXAMPLE('            periodSeconds: 10\n            failureThreshold: 12\n'), lines: [23] }],
    valid: [{ title: 'up to 900s to load the model', yaml: EXAMPLE('            periodSeconds: 10\n            failureThreshold: 90\n') }],
  },
  check: {
    podSpec(pod, ctx) {
      const budget = modelLoadBudget(pod, ctx.options.modelLoadSeconds);
      if (typeof budget !== 'number') return;
      for (const c of pod.containers) {
        if (!loadsModel(pod, c)) continue;
        const startup = own(c.value, 'startupProbe');
        if (!isObject(startup)) continue;
        const completed = completedByOperator(pod, c);
        const delay = probeTiming(startup, 'initialDelaySeconds', completed);
        const failures = probeTiming(startup, 'failureThreshold', completed);
        const period = probeTiming(startup, 'periodSeconds', completed);
        if (delay === undefined || failures === undefined || period === undefined) continue;
        const allowed = delay + failures * period;
        if (allowed >= budget) continue;
        const needed = Math.ceil((budget - delay) / period);
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: [...c.path, 'startupProbe', 'failureThreshold'],
          message: `The startupProbe of ${who} allows ${allowed}s (initialDelaySeconds ${delay} + ${failures} x ${period}s) but the model-load budget is ${budget}s, so kubelet kills the container before a slow model load can finish; raise failureThreshold to at least ${needed} (${needed} x ${period}s), or set modelLoadSeconds if this model loads faster.`,
        });
      }
    },
  },
});
