import { defineRule } from '../src/engine/rule.js';
import { completedByOperator, modelLoadBudget, loadsModel, MODEL_LOAD_OPTIONS, probeTiming } from '../src/k8s/probes.js';
import { containerLabel } from '../src/k8s/naming.js';
import { isObject, own } from '../src/k8s/values.js';

export default defineRule<{ modelLoadSeconds: number }>({
  id: 'probe-liveness-kills-model-load',
  family: 'probes',
  level: 'error',
  scope: 'ai',
  summary: 'A livenessProbe without a startupProbe restarts the model server before the model has loaded.',
  description:
    'Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such as vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) that has a `livenessProbe` but no `startupProbe`, when `initialDelaySeconds + failureThreshold × periodSeconds` of the livenessProbe, with the Kubernetes defaults (0, 3, 10s) for missing fields, is below the model-load budget: the option `modelLoadSeconds`, which defaults to `settings.modelLoadSeconds` (300); a workload can state its own with the annotation `ai-k8s-lint.io/model-load-seconds` on the object or its pod template. The finding points at the `livenessProbe` key. Silent when a timing field is a placeholder or not a number, when the `startupProbe` is present in any form (then `probe-startup-budget-too-small` judges it), and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in probes of its own.',
  rationale:
    "A liveness probe starts checking as soon as the container starts (after `initialDelaySeconds`). A model server does not answer its health endpoint until the weights are downloaded, copied to GPU memory and warmed up, which takes minutes for a large model (a 70B model is 140 GB in bf16). With the defaults the probe gives up after 3 failures 10 seconds apart: kubelet kills the container 30 seconds after it started, the restarted container begins loading from scratch (and downloads again when the weights were in its own filesystem), and the pod ends in CrashLoopBackOff without ever serving. A `startupProbe` holds the liveness probe back until the server has come up once, so the liveness probe can stay strict for the hung-process case it is meant for.",
  remediation:
    'Add a `startupProbe` on the same health endpoint whose `failureThreshold × periodSeconds` covers the worst-case model load, and keep the livenessProbe short:\n\n```yaml\nstartupProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  failureThreshold: 60        # up to 600s to load the model\nlivenessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```\n\nRaising `initialDelaySeconds` also works but delays the first health check on every start, also when the model loads fast. If your models load faster than 300s, set `settings.modelLoadSeconds` (or this rule\'s `modelLoadSeconds` option) to the real budget.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes'],
  options: MODEL_LOAD_OPTIONS,
  examples: {
    invalid: [
      {
        title: 'vLLM with a liveness probe and no startupProbe',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama-70b\nspec:\n  selector:\n    matchLabels:\n      app: llama-70b\n  template:\n    metadata:\n      labels:\n        app: llama-70b\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]\n          ports:\n            - name: http\n              containerPort: 8000\n          livenessProbe:\n            httpGet:\n              path: /health\n              port: http\n          resources:\n            limits:\n              nvidia.com/gpu: 4\n',
        lines: [21],
      },
    ],
    valid: [
      {
        title: 'a startupProbe covers the model load',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: llama-70b\nspec:\n  selector:\n    matchLabels:\n      app: llama-70b\n  template:\n    metadata:\n      labels:\n        app: llama-70b\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]\n          ports:\n            - name: http\n              containerPort: 8000\n          startupProbe:\n            httpGet:\n              path: /health\n              port: http\n            periodSeconds: 10\n            failureThreshold: 60\n          livenessProbe:\n            httpGet:\n              path: /health\n              port: http\n          resources:\n            limits:\n              nvidia.com/gpu: 4\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      const budget = modelLoadBudget(pod, ctx.options.modelLoadSeconds);
      if (typeof budget !== 'number') return;
      for (const c of pod.containers) {
        if (!loadsModel(pod, c) || completedByOperator(pod, c)) continue;
        const liveness = own(c.value, 'livenessProbe');
        if (!isObject(liveness)) continue;
        const startup = own(c.value, 'startupProbe');
        if (startup !== undefined && startup !== null) continue;
        const delay = probeTiming(liveness, 'initialDelaySeconds');
        const failures = probeTiming(liveness, 'failureThreshold');
        const period = probeTiming(liveness, 'periodSeconds');
        if (delay === undefined || failures === undefined || period === undefined) continue;
        const allowed = delay + failures * period;
        if (allowed >= budget) continue;
        const who = containerLabel(pod, c, c.kind === 'sidecar' ? 'sidecar container' : 'container');
        ctx.report({
          path: [...c.path, 'livenessProbe'],
          message: `The livenessProbe of ${who} allows ${allowed}s (initialDelaySeconds ${delay} + ${failures} x ${period}s) but the model-load budget is ${budget}s and there is no startupProbe, so kubelet restarts the container while the model is still loading (CrashLoopBackOff); add a startupProbe with failureThreshold x periodSeconds of at least ${budget}s (e.g. failureThreshold ${Math.ceil(budget / 10)}, periodSeconds 10).`,
        });
      }
    },
  },
});
