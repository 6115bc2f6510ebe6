// NetworkPolicies and namespaces of the input as the network rules see them: the policies of a
// namespace with what a rule collected from each, and a namespace's labels.
import type { FactsOf, ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import { NAMESPACE_NAME_LABEL, type LabelFacts } from '../k8s/network-policy.js';

/**
 * The NetworkPolicies of a namespace, in apply order, with what the rule `ruleId` collected from
 * each (`{ type: 'policy', ... }`); policies it kept nothing for are left out.
 */
export function policiesIn<F extends { type: 'policy' }>(
  index: ObjectIndex,
  namespace: string,
  factsOf: FactsOf,
): { summary: ObjectSummary; facts: F }[] {
  const out: { summary: ObjectSummary; facts: F }[] = [];
  for (const summary of index.inNamespace('networking.k8s.io', 'NetworkPolicy', namespace)) {
    const facts = factsOf<{ type?: unknown }>(summary);
    if (facts?.type === 'policy') out.push({ summary, facts: facts as F });
  }
  return out;
}

/**
 * A namespace's labels (RULES.md "Namespace of an object"): from the Namespace object of the apply
 * unit, else from the run's Namespace objects of that name when they agree (two that differ say
 * nothing), else only the automatic name label, with the rest unknown.
 */
export function namespaceLabelFacts(run: ObjectIndex, namespace: string, unit?: ObjectIndex): LabelFacts {
  const unknown: LabelFacts = { known: { [NAMESPACE_NAME_LABEL]: namespace }, open: true };
  const own = unit?.get('', 'Namespace', undefined, namespace)[0];
  if (own) return { known: { ...own.labels, [NAMESPACE_NAME_LABEL]: namespace } };
  const seen = run.get('', 'Namespace', undefined, namespace);
  const first = seen[0];
  if (!first || seen.some((o) => !sameLabels(o.labels, first.labels))) return unknown;
  return { known: { ...first.labels, [NAMESPACE_NAME_LABEL]: namespace } };
}

function sameLabels(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}
