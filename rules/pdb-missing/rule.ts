import { defineRule } from '../../src/engine/rule.js';
import { unitName } from '../../src/kits/apply-units.js';
import { objectLabel } from '../../src/k8s/naming.js';
import type { ObjectSummary } from '../../src/engine/object-index.js';
import { namespaceOf, podLabelsOf, selectorMatches } from '../../src/k8s/label-selector.js';
import { own, ownObject } from '../../src/k8s/values.js';

const ID = 'pdb-missing';

interface PdbFacts {
  type: 'pdb';
  /** The selector as written (small JSON); null when unset. */
  selector: unknown;
  /** policy/v1beta1: an empty selector selects nothing (policy/v1: everything). */
  beta: boolean;
}

interface TemplateFacts {
  role?: string;
  replicas: number;
  /** LeaderWorkerSet: the replicas are groups of pods. */
  groups: boolean;
  /** The pods' labels; null when a controller sets them (InferenceService predictor). */
  labels: Record<string, string> | null;
}

interface WorkloadFacts {
  type: 'workload';
  templates: TemplateFacts[];
}

type Facts = PdbFacts | WorkloadFacts;

function describeLabels(labels: Record<string, string> | null): string {
  if (labels === null) return 'its pods';
  const pairs = Object.entries(labels).map(([k, v]) => `${k}=${v}`);
  return pairs.length > 0 ? `its pods (${pairs.join(', ')})` : 'its pods (the template has no labels)';
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'note',
  scope: 'ai',
  summary: 'A serving workload with several replicas has no PodDisruptionBudget selecting it.',
  references: [
    'https://kubernetes.io/docs/tasks/run-application/configure-pdb/',
    'https://kubernetes.io/docs/concepts/workloads/pods/disruptions/',
  ],
  needsWholeInput: true,
  check: {
    collect(object, pods): Facts | undefined {
      if (object.group === 'policy' && object.kind === 'PodDisruptionBudget') {
        const selector = own(ownObject(object.value, 'spec'), 'selector');
        return { type: 'pdb', selector: selector ?? null, beta: object.apiVersion === 'policy/v1beta1' };
      }
      const templates: TemplateFacts[] = [];
      for (const pod of pods()) {
        if (!pod.workload.serving) continue;
        const replicas = pod.replicas;
        if (replicas === undefined || replicas <= 1) continue;
        templates.push({ role: pod.role, replicas, groups: pod.groupSize !== undefined, labels: podLabelsOf(pod) ?? null });
      }
      return templates.length > 0 ? { type: 'workload', templates } : undefined;
    },
    input(index, ctx) {
      if (ctx.partial) return;
      for (const object of index.objects) {
        const facts = ctx.facts<Facts>(object);
        if (facts?.type !== 'workload') continue;
        // Only a PodDisruptionBudget applied with the workload protects it (RULES.md "Apply unit").
        const inNamespace = index
          .unitOf(object)
          .inNamespace('policy', 'PodDisruptionBudget', namespaceOf(object))
          .map((o) => ctx.facts<Facts>(o))
          .filter((f): f is PdbFacts => f?.type === 'pdb');
        const uncovered = facts.templates.filter(
          (t) => !inNamespace.some((pdb) => selectorMatches(pdb.selector, t.labels ?? undefined, { emptySelectsAll: !pdb.beta })),
        );
        if (uncovered.length === 0) continue;
        ctx.report({ object, message: message(object, uncovered) });
      }
    },
  },
});

function message(object: ObjectSummary, uncovered: TemplateFacts[]): string {
  const ns = object.namespace ?? 'default';
  const first = uncovered[0]!;
  // LeaderWorkerSet leader and worker templates share one group count: say it once.
  const what = uncovered.every((t) => t.groups && t.replicas === first.replicas)
    ? `${first.replicas} replica groups (${uncovered.map((t) => t.role ?? 'pod').join(' and ')} pods)`
    : uncovered.map((t) => `${t.replicas} ${t.role ? `${t.role} ` : ''}${t.groups ? 'replica groups' : 'replicas'}`).join(' and ');
  const whose = uncovered.length === 1 ? describeLabels(first.labels) : 'them';
  return (
    `Serving ${objectLabel(object)} runs ${what} but no PodDisruptionBudget of namespace "${ns}" in its ${unitName(object)} ` +
    `selects ${whose}, so a node drain ` +
    `or autoscaler scale-down can evict them all at once; add a PodDisruptionBudget with maxUnavailable: 1 whose selector ` +
    `matches the pod labels.`
  );
}
