import { defineRule } from '../src/engine/rule.js';
import { objectLabel } from '../src/k8s/naming.js';
import type { ObjectSummary } from '../src/engine/object-index.js';
import { namespaceOf, podLabelsOf, selectorMatches } from '../src/k8s/label-selector.js';
import { own, ownObject } from '../src/k8s/values.js';

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
  description:
    'Triggers for a serving workload (Deployment, StatefulSet, LeaderWorkerSet, InferenceService, RayService ... with a GPU container or a serving image) with a pod template of more than one replica (`replicas`; `minReplicas` of an InferenceService predictor; groups of a LeaderWorkerSet) when no PodDisruptionBudget (`policy/v1` or `policy/v1beta1`) anywhere in the input, in the same namespace, selects the template\'s labels. Selectors are evaluated with `matchLabels` and `matchExpressions` (`In`, `NotIn`, `Exists`, `DoesNotExist`); an empty selector selects every pod of the namespace in `policy/v1` and none in `policy/v1beta1`, a missing one selects none. Labels that controllers add (`leaderworkerset.sigs.k8s.io/*`, `ray.io/*`, `serving.kserve.io/*` ...), placeholders and unreadable selectors count as selecting the pods, and any selector counts for templates whose labels a controller sets (InferenceService). Objects without a namespace count as being in `default`. One finding per workload, at its `kind` line; with several uncovered templates the message names each. A replica count that is a placeholder, or left to an autoscaler, is silent. Silenced by `--partial`, since the budget may live in a file that is not part of the input.',
  rationale:
    'Voluntary disruptions (node drains for upgrades, cluster-autoscaler scale-down, spot or maintenance rebalancing, Karpenter consolidation) evict pods through the Eviction API, which only holds back when a PodDisruptionBudget says so. Without one, draining the nodes of a GPU pool can evict every inference replica at once; each replacement must then be scheduled on a free GPU and reload its model, which takes minutes, so the service is down or overloaded for that long.',
  remediation:
    'Add a PodDisruptionBudget that selects the serving pods and lets at most one go at a time:\n\n```yaml\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: chat\nspec:\n  maxUnavailable: 1\n  selector:\n    matchLabels:\n      app: chat\n```\n\nAvoid `maxUnavailable: 0` (or `minAvailable` equal to the replica count): it blocks node drains forever.',
  references: ['https://kubernetes.io/docs/tasks/run-application/configure-pdb/', 'https://kubernetes.io/docs/concepts/workloads/pods/disruptions/'],
  needsWholeInput: true,
  examples: {
    invalid: [
      {
        title: 'three inference replicas without a budget',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  replicas: 3\n  selector:\n    matchLabels:\n      app: chat\n  template:\n    metadata:\n      labels:\n        app: chat\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
        lines: [2],
      },
    ],
    valid: [
      {
        title: 'a budget selects the replicas',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: chat\nspec:\n  replicas: 3\n  selector:\n    matchLabels:\n      app: chat\n  template:\n    metadata:\n      labels:\n        app: chat\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n---\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: chat\nspec:\n  maxUnavailable: 1\n  selector:\n    matchLabels:\n      app: chat\n',
      },
    ],
  },
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
        const facts = object.facts[ID] as Facts | undefined;
        if (facts?.type !== 'workload') continue;
        const inNamespace = index
          .inNamespace('policy', 'PodDisruptionBudget', namespaceOf(object))
          .map((o) => o.facts[ID] as Facts | undefined)
          .filter((f): f is PdbFacts => f?.type === 'pdb');
        const uncovered = facts.templates.filter((t) => !inNamespace.some((pdb) => selectorMatches(pdb.selector, t.labels ?? undefined, { emptySelectsAll: !pdb.beta })));
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
  return `Serving ${objectLabel(object)} runs ${what} but no PodDisruptionBudget in namespace "${ns}" selects ${whose}, so a node drain or autoscaler scale-down can evict them all at once; add a PodDisruptionBudget with maxUnavailable: 1 whose selector matches the pod labels.`;
}
