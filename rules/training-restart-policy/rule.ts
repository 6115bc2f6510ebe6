import type { ChangeSet } from '../../src/core/change-set.js';
import { defineRule } from '../../src/engine/rule.js';
import { objectLabel } from '../../src/k8s/naming.js';
import type { JsonPath } from '../../src/core/types.js';
import { gpuSource, type PodSpecView } from '../../src/k8s/pods.js';
import { own, ownObject, valueAt } from '../../src/k8s/values.js';

/** Kubeflow operators whose replica specs carry a restartPolicy they copy onto the pods. */
const REPLICA_KINDS = new Set(['PyTorchJob', 'TFJob', 'MPIJob', 'XGBoostJob', 'PaddleJob', 'JAXJob']);

function label(pod: PodSpecView): string {
  const o = pod.object;
  const replica =
    o.group === 'kubeflow.org' && REPLICA_KINDS.has(o.kind)
      ? ` replica "${String(pod.path[pod.path.length - 3])}"`
      : pod.role
        ? ` (${pod.role})`
        : '';
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
  if (o.kind === 'CronJob')
    return {
      spec: ownObject(ownObject(ownObject(o.value, 'spec'), 'jobTemplate'), 'spec'),
      path: [...o.path, 'spec', 'jobTemplate', 'spec'],
    };
  return undefined;
}

/** The retries a GPU Job is given: the top of the 0-2 the message suggests, for a flaky node or an Xid error. */
const BACKOFF_LIMIT = 2;

/** The policy a fix writes: OnFailure (restarts in place, keeping the node), Never for the RayJob submitter as KubeRay's own. */
function policyFor(pod: PodSpecView): 'OnFailure' | 'Never' {
  return pod.object.group === 'ray.io' && pod.role === 'submitter' ? 'Never' : 'OnFailure';
}

function setPolicy(path: JsonPath, policy: 'OnFailure' | 'Never'): ChangeSet {
  return { kind: 'suggestion', description: `Set restartPolicy: ${policy}`, changes: [{ op: 'set', path, value: policy }] };
}

export default defineRule({
  id: 'training-restart-policy',
  family: 'network-security',
  level: 'error',
  scope: 'ai',
  summary: 'A training Job or training replica uses restartPolicy: Always; a GPU Job has no backoffLimit.',
  references: [
    'https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-template',
    'https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-backoff-failure-policy',
  ],
  fix: {
    kind: 'suggestion',
    summary:
      'sets `restartPolicy: OnFailure` (`Never` for a RayJob submitter, as KubeRay does) where the finding points, and ' +
      '`backoffLimit: 2` on a GPU Job without one',
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
          fix: setPolicy([...pod.path, 'restartPolicy'], policyFor(pod)),
          message: job
            ? `${label(pod)} sets restartPolicy: Always in its pod template, which the API server rejects for Jobs; use OnFailure or Never.`
            : embedsJob(pod)
              ? `${label(pod)} sets restartPolicy: Always in a Job's pod template, so the Jobs its controller creates are rejected by ` +
                `the API server (Jobs allow only OnFailure or Never) and nothing runs; use OnFailure or Never.`
              : `${label(pod)} sets restartPolicy: Always in its pod template, so its containers are restarted even after they finish ` +
                `and the training never completes while holding its GPUs; use OnFailure or Never.`,
        });
      } else if ((policy === undefined || policy === null) && job) {
        ctx.report({
          path: [...pod.path, 'restartPolicy'],
          fix: setPolicy([...pod.path, 'restartPolicy'], 'OnFailure'),
          message:
            `${label(pod)} has no restartPolicy in its pod template; it defaults to Always, which the API server rejects for ` +
            `Jobs; set restartPolicy: OnFailure or Never.`,
        });
      }
      if (o.group === 'kubeflow.org' && REPLICA_KINDS.has(o.kind) && pod.path[pod.path.length - 2] === 'template') {
        const replicaPath = pod.path.slice(0, -2);
        if (own(valueAt(o.value, replicaPath.slice(o.path.length)), 'restartPolicy') === 'Always') {
          ctx.report({
            path: [...replicaPath, 'restartPolicy'],
            fix: setPolicy([...replicaPath, 'restartPolicy'], 'OnFailure'),
            message:
              `${label(pod)} has restartPolicy: Always, which the operator copies onto its pods: they are restarted even after ` +
              `they finish, so the job never completes and keeps its GPUs; use OnFailure, ExitCode or Never.`,
          });
        }
      }
      if (
        job &&
        pod.containers.some((c) => c.kind !== 'ephemeral' && (gpuSource(pod, c) === 'resource' || gpuSource(pod, c) === 'dra-gpu'))
      ) {
        if (
          own(job.spec, 'backoffLimit') === undefined &&
          own(job.spec, 'backoffLimitPerIndex') === undefined &&
          (job.spec !== undefined || o.kind === 'Job')
        ) {
          ctx.report({
            path: [...job.path, 'backoffLimit'],
            level: 'note',
            fix: {
              kind: 'suggestion',
              description: `Set backoffLimit: ${BACKOFF_LIMIT}`,
              changes: [{ op: 'set', path: [...job.path, 'backoffLimit'], value: BACKOFF_LIMIT }],
            },
            message:
              `${objectLabel(o)} uses GPUs but sets no backoffLimit, so a failing run is retried 6 times by default, each attempt ` +
              `reloading the image and model on GPUs; set backoffLimit explicitly (e.g. 0-2) and consider a podFailurePolicy for ` +
              `non-retryable exit codes.`,
          });
        }
      }
    },
  },
});
