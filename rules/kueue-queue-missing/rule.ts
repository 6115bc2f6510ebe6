import { objectLabel } from '../../src/k8s/naming.js';
import { defineRule } from '../../src/engine/rule.js';
import { unitName } from '../../src/kits/apply-units.js';
import { type LocatedRange } from '../../src/core/types.js';
import type { JsonPath } from '../../src/core/types.js';
import { deviceCount, isGpuResource } from '../../src/k8s/gpu.js';
import { namespaceOf } from '../../src/k8s/label-selector.js';
import { gpuSource } from '../../src/k8s/pods.js';
import { isPlaceholder, own, ownObject } from '../../src/k8s/values.js';

const ID = 'kueue-queue-missing';
const QUEUE_LABEL = 'kueue.x-k8s.io/queue-name';

/** Kinds Kueue manages out of the box (its default `integrations.frameworks`). */
const INTEGRATED = new Set([
  'batch/Job',
  'batch/CronJob',
  'jobset.x-k8s.io/JobSet',
  'ray.io/RayJob',
  'ray.io/RayCluster',
  'kubeflow.org/PyTorchJob',
  'kubeflow.org/TFJob',
  'kubeflow.org/MPIJob',
  'kubeflow.org/XGBoostJob',
  'kubeflow.org/PaddleJob',
  'kubeflow.org/JAXJob',
  'trainer.kubeflow.org/TrainJob',
]);

type Facts = { type: 'queue' } | { type: 'workload'; queue?: string; at?: LocatedRange; where: string };

/** A TrainJob's GPUs are in `spec.trainer.resourcesPerNode`. */
function trainJobHasGpu(value: unknown, extra: readonly string[]): boolean {
  const resources = ownObject(ownObject(ownObject(value, 'spec'), 'trainer'), 'resourcesPerNode');
  for (const part of ['limits', 'requests']) {
    for (const [name, raw] of Object.entries(ownObject(resources, part) ?? {})) {
      if (!isGpuResource(name, extra)) continue;
      const n = deviceCount(raw);
      if (n === undefined || n > 0) return true;
    }
  }
  return false;
}

export default defineRule({
  id: ID,
  family: 'network-security',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU Job in a namespace with Kueue LocalQueues has no kueue.x-k8s.io/queue-name label, or names a queue that does not exist.',
  references: [
    'https://kueue.sigs.k8s.io/docs/concepts/local_queue/',
    'https://kueue.sigs.k8s.io/docs/tasks/run/jobs/',
    'https://kueue.sigs.k8s.io/docs/tasks/manage/enforce_job_management/manage_jobs_without_queue_name/',
  ],
  needsWholeInput: true,
  check: {
    collect(object, pods, ctx): Facts | undefined {
      if (object.group === 'kueue.x-k8s.io' && object.kind === 'LocalQueue') return { type: 'queue' };
      if (!INTEGRATED.has(`${object.group}/${object.kind}`)) return undefined;
      const spec = ownObject(object.value, 'spec');
      if (object.kind === 'RayJob' && own(spec, 'clusterSelector') !== undefined) return undefined;
      const gpu =
        object.kind === 'TrainJob'
          ? trainJobHasGpu(object.value, ctx.settings.gpuResources)
          : pods().some(
              (p) =>
                !p.workload.infrastructure &&
                p.containers.some((c) => c.kind !== 'ephemeral' && (gpuSource(p, c) === 'resource' || gpuSource(p, c) === 'dra-gpu')),
            );
      if (!gpu) return undefined;
      const metaPath: JsonPath =
        object.kind === 'CronJob' ? [...object.path, 'spec', 'jobTemplate', 'metadata'] : [...object.path, 'metadata'];
      const metadata =
        object.kind === 'CronJob' ? ownObject(ownObject(spec, 'jobTemplate'), 'metadata') : ownObject(object.value, 'metadata');
      const fromLabel = own(ownObject(metadata, 'labels'), QUEUE_LABEL);
      const fromAnnotation = own(ownObject(metadata, 'annotations'), QUEUE_LABEL);
      const raw = fromLabel ?? fromAnnotation;
      if (isPlaceholder(raw) || (raw !== undefined && raw !== null && typeof raw !== 'string')) return undefined;
      const key = fromLabel === undefined && fromAnnotation !== undefined ? 'annotations' : 'labels';
      return {
        type: 'workload',
        queue: typeof raw === 'string' ? raw : undefined,
        at: ctx.anchor([...metaPath, key, QUEUE_LABEL]),
        where: object.kind === 'CronJob' ? 'spec.jobTemplate.metadata.labels' : 'metadata.labels',
      };
    },
    input(run, ctx) {
      // Queues exist run-wide (and in config); a unit that defines LocalQueues in a namespace is
      // what says its Jobs there are meant to be queued (RULES.md "Apply unit").
      const existing = new Set(ctx.cluster.localQueues);
      for (const q of run.ofKind('kueue.x-k8s.io', 'LocalQueue')) if (q.name) existing.add(`${namespaceOf(q)}/${q.name}`);
      for (const index of run.unitIndexes()) {
        if (index.ofKind('kueue.x-k8s.io', 'LocalQueue').length === 0) continue;
        for (const object of index.objects) {
          const facts = ctx.facts<Facts>(object);
          if (facts?.type !== 'workload') continue;
          const ns = namespaceOf(object);
          const here = index.inNamespace('kueue.x-k8s.io', 'LocalQueue', ns);
          if (here.length === 0) continue;
          const names = [...new Set(here.map((q) => q.name ?? '?'))];
          const related = here
            .slice(0, 3)
            .map((q) => ({ file: q.file, range: q.range, message: `LocalQueue "${q.name ?? '?'}" ` + `of namespace "${ns}".` }));
          const list = names.map((n) => `"${n}"`).join(', ');
          if (facts.queue === undefined || facts.queue === '') {
            if (names.includes('default')) continue;
            ctx.report({
              object,
              range: facts.at,
              message:
                `GPU ${objectLabel(object)} in namespace "${ns}" has no ${QUEUE_LABEL} label although its ${unitName(object)} ` +
                `defines Kueue LocalQueues there (${list}), so Kueue does not manage it and it runs outside the GPU quota; add ` +
                `${facts.where} ${QUEUE_LABEL}: ${names[0]}.`,
              related,
            });
          } else if (!existing.has(`${ns}/${facts.queue}`)) {
            ctx.report({
              object,
              range: facts.at,
              message:
                `GPU ${objectLabel(object)} names LocalQueue "${facts.queue}", which does not exist in namespace "${ns}" (its ` +
                `LocalQueues: ${list}), so Kueue keeps it suspended and it never starts; use one of those queues, or list it in ` +
                `config cluster.localQueues if the cluster has it.`,
              related,
            });
          }
        }
      }
    },
  },
});
