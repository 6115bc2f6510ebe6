// NetworkPolicies and namespaces of the input as the network rules see them: the policies of a
// namespace with what a rule collected from each, and a namespace's labels.
import type { ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import { NAMESPACE_NAME_LABEL, type LabelFacts } from '../k8s/network-policy.js';

/**
 * The NetworkPolicies of a namespace, in apply order, with what the rule `ruleId` collected from
 * each (`{ type: 'policy', ... }`); policies it kept nothing for are left out.
 */
export function policiesIn<F extends { type: 'policy' }>(index: ObjectIndex, namespace: string, ruleId: string): { summary: ObjectSummary; facts: F }[] {
  const out: { summary: ObjectSummary; facts: F }[] = [];
  for (const summary of index.inNamespace('networking.k8s.io', 'NetworkPolicy', namespace)) {
    const facts = summary.facts[ruleId] as { type?: unknown } | undefined;
    if (facts?.type === 'policy') out.push({ summary, facts: facts as F });
  }
  return out;
}

/** A namespace's labels: from its Namespace object in the input (complete), else only the automatic name label. */
export function namespaceLabelFacts(index: ObjectIndex, namespace: string): LabelFacts {
  const object = index.get('', 'Namespace', undefined, namespace)[0];
  if (!object) return { known: { [NAMESPACE_NAME_LABEL]: namespace }, open: true };
  return { known: { ...object.labels, [NAMESPACE_NAME_LABEL]: namespace } };
}
