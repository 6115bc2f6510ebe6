import { defineRule } from '../src/engine/rule.js';
import type { ObjectSummary } from '../src/engine/object-index.js';
import type { PodSpecView } from '../src/model/pods.js';
import { isObject, isPlaceholder, own, ownObject, stringMap } from '../src/model/values.js';

const ID = 'pdb-missing';

/** Label keys controllers add to the pods they create: a PDB may select on them (LWS, KubeRay, KServe). */
const CONTROLLER_LABEL_PREFIXES = [
  'leaderworkerset.sigs.k8s.io/',
  'ray.io/',
  'serving.kserve.io/',
  'serving.knative.dev/',
  'statefulset.kubernetes.io/',
  'apps.kubernetes.io/',
  'pod-template-hash',
  'controller-revision-hash',
];

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

function namespaceOf(o: { namespace?: string }): string {
  return o.namespace ?? 'default';
}

/** Replicas of the template; a LeaderWorkerSet leader has one pod per group (`spec.replicas`). */
function replicasOf(pod: PodSpecView): number | undefined {
  if (pod.replicas !== undefined) return pod.replicas;
  if (pod.role === 'leader' && pod.object.group === 'leaderworkerset.x-k8s.io') {
    const raw = own(ownObject(pod.object.value, 'spec'), 'replicas');
    return typeof raw === 'number' ? raw : raw === undefined ? 1 : undefined;
  }
  return undefined;
}

function podLabels(pod: PodSpecView): Record<string, string> | null {
  if (pod.templateMetadata) return stringMap(own(pod.templateMetadata, 'labels'));
  if (pod.object.kind === 'Pod' && pod.object.group === '') return pod.object.labels;
  if (pod.path[pod.path.length - 1] === 'spec' && pod.path[pod.path.length - 2] === 'template') return {};
  return null;
}

/**
 * Whether a PDB selector can select pods with these labels. What the linter cannot read
 * (placeholders, wrong types, unknown operators, controller-set labels) counts as selecting them.
 */
function selects(pdb: PdbFacts, labels: Record<string, string> | null): boolean {
  const selector = pdb.selector;
  if (selector === undefined || selector === null) return false; // a null selector selects no pods
  if (!isObject(selector)) return true;
  const matchLabels = own(selector, 'matchLabels');
  const expressions = own(selector, 'matchExpressions');
  const empty = (matchLabels == null || (isObject(matchLabels) && Object.keys(matchLabels).length === 0)) && (expressions == null || (Array.isArray(expressions) && expressions.length === 0));
  if (empty) return !pdb.beta;
  if (labels === null) return true;
  const known = (key: string) => !CONTROLLER_LABEL_PREFIXES.some((p) => key.startsWith(p)) && !isPlaceholder(key) && !isPlaceholder(labels[key]);
  const has = (key: string) => Object.prototype.hasOwnProperty.call(labels, key);
  if (matchLabels != null) {
    if (!isObject(matchLabels)) return true;
    for (const [key, want] of Object.entries(matchLabels)) {
      if (!known(key) || isPlaceholder(want)) continue;
      if (!has(key) || labels[key] !== String(want)) return false;
    }
  }
  if (expressions != null) {
    if (!Array.isArray(expressions)) return true;
    for (const e of expressions) {
      const key = own(e, 'key');
      const operator = own(e, 'operator');
      const values = own(e, 'values');
      if (typeof key !== 'string' || typeof operator !== 'string' || !known(key)) continue;
      const list = Array.isArray(values) ? values : [];
      if (list.some(isPlaceholder)) continue;
      const inList = has(key) && list.some((v) => String(v) === labels[key]);
      if (operator === 'In' && !inList) return false;
      if (operator === 'NotIn' && inList) return false;
      if (operator === 'Exists' && !has(key)) return false;
      if (operator === 'DoesNotExist' && has(key)) return false;
    }
  }
  return true;
}

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
        const replicas = replicasOf(pod);
        if (replicas === undefined || replicas <= 1) continue;
        templates.push({ role: pod.role, replicas, groups: pod.groupSize !== undefined, labels: podLabels(pod) });
      }
      return templates.length > 0 ? { type: 'workload', templates } : undefined;
    },
    input(index, ctx) {
      if (ctx.partial) return;
      const budgets = new Map<string, PdbFacts[]>();
      for (const o of index.ofKind('policy', 'PodDisruptionBudget')) {
        const facts = o.facts[ID] as Facts | undefined;
        if (facts?.type !== 'pdb') continue;
        const ns = namespaceOf(o);
        budgets.set(ns, [...(budgets.get(ns) ?? []), facts]);
      }
      for (const object of index.objects) {
        const facts = object.facts[ID] as Facts | undefined;
        if (facts?.type !== 'workload') continue;
        const inNamespace = budgets.get(namespaceOf(object)) ?? [];
        const uncovered = facts.templates.filter((t) => !inNamespace.some((pdb) => selects(pdb, t.labels)));
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
  return `Serving ${object.kind} "${object.name ?? '(unnamed)'}" runs ${what} but no PodDisruptionBudget in namespace "${ns}" selects ${whose}, so a node drain or autoscaler scale-down can evict them all at once; add a PodDisruptionBudget with maxUnavailable: 1 whose selector matches the pod labels.`;
}
