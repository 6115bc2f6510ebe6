import { defineRule } from '../src/engine/rule.js';
import { containerLabel } from '../src/model/naming.js';
import { gpuSource, type ContainerView, type PodSpecView } from '../src/model/pods.js';
import { isObject, own, type JsonObject } from '../src/model/values.js';

/** Kubernetes probe defaults (k8s.io/api core/v1 Probe). */
const DEFAULTS = { initialDelaySeconds: 0, periodSeconds: 10, failureThreshold: 3 } as const;

/**
 * The value kubelet uses for a probe timing field: the default when the field is missing (or 0,
 * which the API server defaults like a missing one); undefined when it cannot be read
 * (placeholder, wrong type, negative).
 */
function timing(probe: JsonObject, field: keyof typeof DEFAULTS): number | undefined {
  const raw = own(probe, field);
  if (raw === undefined || raw === null) return DEFAULTS[field];
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0) return undefined;
  return raw === 0 ? DEFAULTS[field] : raw;
}

function gpuContainer(pod: PodSpecView, c: ContainerView): boolean {
  const source = gpuSource(pod, c);
  return source === 'resource' || source === 'dra-gpu';
}

/** An app container of a serving workload with a GPU or a serving image, or any GPU container that can carry probes (notebooks aside). */
function loadsModel(pod: PodSpecView, c: ContainerView): boolean {
  if (c.kind === 'container' && pod.workload.serving && (c.family?.serving === true || gpuContainer(pod, c))) return true;
  return (c.kind === 'container' || c.kind === 'sidecar') && !pod.workload.notebook && gpuContainer(pod, c);
}

/**
 * The operator merges this container with a template of its own, which may carry the startupProbe:
 * KServe `predictor.model` (and the other inline predictor keys) with its ServingRuntime, and
 * LLMInferenceService with its LLMInferenceServiceConfig presets.
 */
function completedByOperator(pod: PodSpecView, c: ContainerView): boolean {
  return typeof c.path[c.path.length - 1] !== 'number' || (pod.object.kind === 'LLMInferenceService' && pod.object.apiVersion.startsWith('serving.kserve.io/'));
}

export default defineRule<{ modelLoadSeconds: number }>({
  id: 'probe-liveness-kills-model-load',
  family: 'probes',
  level: 'error',
  scope: 'ai',
  summary: 'A livenessProbe without a startupProbe restarts the model server before the model has loaded.',
  description:
    'Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such as vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) that has a `livenessProbe` but no `startupProbe`, when `initialDelaySeconds + failureThreshold × periodSeconds` of the livenessProbe, with the Kubernetes defaults (0, 3, 10s) for missing fields, is below the model-load budget: the option `modelLoadSeconds`, which defaults to `settings.modelLoadSeconds` (300). The finding points at the `livenessProbe` key. Silent when a timing field is a placeholder or not a number, when the `startupProbe` is present in any form (then `probe-startup-budget-too-small` judges it), and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in probes of its own.',
  rationale:
    "A liveness probe starts checking as soon as the container starts (after `initialDelaySeconds`). A model server does not answer its health endpoint until the weights are downloaded, copied to GPU memory and warmed up, which takes minutes for a large model (a 70B model is 140 GB in bf16). With the defaults the probe gives up after 3 failures 10 seconds apart: kubelet kills the container 30 seconds after it started, the restarted container begins loading from scratch (and downloads again when the weights were in its own filesystem), and the pod ends in CrashLoopBackOff without ever serving. A `startupProbe` holds the liveness probe back until the server has come up once, so the liveness probe can stay strict for the hung-process case it is meant for.",
  remediation:
    'Add a `startupProbe` on the same health endpoint whose `failureThreshold × periodSeconds` covers the worst-case model load, and keep the livenessProbe short:\n\n```yaml\nstartupProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  failureThreshold: 60        # up to 600s to load the model\nlivenessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```\n\nRaising `initialDelaySeconds` also works but delays the first health check on every start, also when the model loads fast. If your models load faster than 300s, set `settings.modelLoadSeconds` (or this rule\'s `modelLoadSeconds` option) to the real budget.',
  references: ['https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes'],
  options: {
    type: 'object',
    properties: {
      modelLoadSeconds: {
        type: 'integer',
        minimum: 0,
        default: 300,
        description: 'Seconds a model server may take to load its model before it answers probes. Defaults to `settings.modelLoadSeconds`.',
      },
    },
    additionalProperties: false,
  },
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
      const budget = ctx.options.modelLoadSeconds;
      if (typeof budget !== 'number') return;
      for (const c of pod.containers) {
        if (!loadsModel(pod, c) || completedByOperator(pod, c)) continue;
        const liveness = own(c.value, 'livenessProbe');
        if (!isObject(liveness)) continue;
        const startup = own(c.value, 'startupProbe');
        if (startup !== undefined && startup !== null) continue;
        const delay = timing(liveness, 'initialDelaySeconds');
        const failures = timing(liveness, 'failureThreshold');
        const period = timing(liveness, 'periodSeconds');
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
