import { defineRule } from '../src/engine/rule.js';
import { objectLabel } from '../src/k8s/naming.js';
import type { JsonPath } from '../src/core/types.js';
import { gpuSource, type PodSpecView } from '../src/k8s/pods.js';
import { own, ownObject } from '../src/k8s/values.js';

/** Kubeflow operators whose replica specs carry a restartPolicy they copy onto the pods. */
const REPLICA_KINDS = new Set(['PyTorchJob', 'TFJob', 'MPIJob', 'XGBoostJob', 'PaddleJob', 'JAXJob']);

function valueAt(root: unknown, path: JsonPath): unknown {
  let v = root;
  for (const s of path) v = typeof s === 'number' ? (Array.isArray(v) ? v[s] : undefined) : own(v, s);
  return v;
}

function label(pod: PodSpecView): string {
  const o = pod.object;
  const replica = o.group === 'kubeflow.org' && REPLICA_KINDS.has(o.kind) ? ` replica "${String(pod.path[pod.path.length - 3])}"` : pod.role ? ` (${pod.role})` : '';
  return `${objectLabel(o)}${replica}`;
}

/** Kinds whose pod templates become batch/v1 Jobs created by a controller (JobSet, training runtimes, the RayJob submitter). */
function embedsJob(pod: PodSpecView): boolean {
  const o = pod.object;
  return o.group === 'jobset.x-k8s.io' || o.group === 'trainer.kubeflow.org' || (o.group === 'ray.io' && pod.role === 'submitter');
}

/** batch/v1 Job specs: the Job's own, or a CronJob's jobTemplate. */
function batchJobSpec(pod: PodSpecView): { spec: unknown; path: JsonPath } | undefined {
  const o = pod.object;
  if (o.group !== 'batch') return undefined;
  if (o.kind === 'Job') return { spec: ownObject(o.value, 'spec'), path: [...o.path, 'spec'] };
  if (o.kind === 'CronJob') return { spec: ownObject(ownObject(ownObject(o.value, 'spec'), 'jobTemplate'), 'spec'), path: [...o.path, 'spec', 'jobTemplate', 'spec'] };
  return undefined;
}

const JOB = (podSpec: string, jobSpec = '') => `apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
${jobSpec}  template:
    spec:
${podSpec}      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`;

export default defineRule({
  id: 'training-restart-policy',
  family: 'network-security',
  level: 'error',
  scope: 'ai',
  summary: 'A training Job or training replica uses restartPolicy: Always; a GPU Job has no backoffLimit.',
  description:
    "For AI training workloads (batch Job and CronJob, JobSet, RayJob submitter, PyTorchJob/TFJob/MPIJob/XGBoostJob/PaddleJob/JAXJob, TrainingRuntime, Volcano Job). Error: a pod template with `restartPolicy: Always`, or, for `batch/v1` Jobs and CronJobs, a pod template without `restartPolicy` (it defaults to `Always`); for the Kubeflow replica kinds also a replica spec with `restartPolicy: Always` (e.g. `spec.pytorchReplicaSpecs.Worker.restartPolicy`), which the operator copies onto the pods: both places are checked and each offending key is reported. RayJob head and worker pods are long-running Ray nodes and are not judged. Note: a `batch/v1` Job (or CronJob job template) with a GPU container and no `backoffLimit` (and no `backoffLimitPerIndex`), pointing at the Job's `spec`. Training CRDs keep their retry limit elsewhere (`runPolicy.backoffLimit`, JobSet `failurePolicy.maxRestarts`) and are not checked for it. Placeholders are silent.",
  rationale:
    "`restartPolicy: Always` means \"this container must never stop\": for a batch Job the API server rejects it (only `OnFailure` and `Never` are allowed, and an unset policy defaults to `Always`), so the Job is never created and CI pipelines that apply it fail late; JobSets and training runtimes hit the same rejection when their controller creates the Jobs. Under the Kubeflow operators a replica with `Always` is restarted even after it exits successfully, so the job never completes and keeps every GPU it holds. Without `backoffLimit`, a failing GPU Job is retried 6 times by default, each attempt pulling a multi-gigabyte image, loading the model and often running for hours before failing the same way: one bad hyperparameter or a flaky node costs a day of GPU time.",
  remediation:
    "Use `OnFailure` (restart in place) or `Never` (a new pod per attempt) and set the retry budget explicitly; a `podFailurePolicy` can fail fast on non-retryable exit codes:\n\n```yaml\napiVersion: batch/v1\nkind: Job\nspec:\n  backoffLimit: 2\n  template:\n    spec:\n      restartPolicy: Never\n```\n\nFor Kubeflow jobs set the replica's `restartPolicy: OnFailure` (or `ExitCode`) and `runPolicy.backoffLimit`.",
  references: ['https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-template', 'https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-backoff-failure-policy'],
  examples: {
    invalid: [{ title: 'restartPolicy: Always and no backoffLimit', yaml: JOB('      restartPolicy: Always\n'), lines: [5, 8] }],
    valid: [{ title: 'Never, with an explicit retry budget', yaml: JOB('      restartPolicy: Never\n', '  backoffLimit: 2\n') }],
  },
  check: {
    podSpec(pod, ctx) {
      const o = pod.object;
      if (pod.workload.class !== 'training' || pod.workload.infrastructure) return;
      // RayJob head/workers are Ray nodes that run for the job's lifetime.
      if (o.group === 'ray.io' && pod.role !== 'submitter') return;
      const job = batchJobSpec(pod);
      const policy = own(pod.spec, 'restartPolicy');
      if (policy === 'Always') {
        ctx.report({
          path: [...pod.path, 'restartPolicy'],
          message: job
            ? `${label(pod)} sets restartPolicy: Always in its pod template, which the API server rejects for Jobs; use OnFailure or Never.`
            : embedsJob(pod)
              ? `${label(pod)} sets restartPolicy: Always in a Job's pod template, so the Jobs its controller creates are rejected by the API server (Jobs allow only OnFailure or Never) and nothing runs; use OnFailure or Never.`
              : `${label(pod)} sets restartPolicy: Always in its pod template, so its containers are restarted even after they finish and the training never completes while holding its GPUs; use OnFailure or Never.`,
        });
      } else if ((policy === undefined || policy === null) && job) {
        ctx.report({
          path: [...pod.path, 'restartPolicy'],
          message: `${label(pod)} has no restartPolicy in its pod template; it defaults to Always, which the API server rejects for Jobs; set restartPolicy: OnFailure or Never.`,
        });
      }
      if (o.group === 'kubeflow.org' && REPLICA_KINDS.has(o.kind) && pod.path[pod.path.length - 2] === 'template') {
        const replicaPath = pod.path.slice(0, -2);
        if (own(valueAt(o.value, replicaPath.slice(o.path.length)), 'restartPolicy') === 'Always') {
          ctx.report({
            path: [...replicaPath, 'restartPolicy'],
            message: `${label(pod)} has restartPolicy: Always, which the operator copies onto its pods: they are restarted even after they finish, so the job never completes and keeps its GPUs; use OnFailure, ExitCode or Never.`,
          });
        }
      }
      if (job && pod.containers.some((c) => c.kind !== 'ephemeral' && (gpuSource(pod, c) === 'resource' || gpuSource(pod, c) === 'dra-gpu'))) {
        if (own(job.spec, 'backoffLimit') === undefined && own(job.spec, 'backoffLimitPerIndex') === undefined && (job.spec !== undefined || o.kind === 'Job')) {
          ctx.report({
            path: [...job.path, 'backoffLimit'],
            level: 'note',
            message: `${objectLabel(o)} uses GPUs but sets no backoffLimit, so a failing run is retried 6 times by default, each attempt reloading the image and model on GPUs; set backoffLimit explicitly (e.g. 0-2) and consider a podFailurePolicy for non-retryable exit codes.`,
          });
        }
      }
    },
  },
});
