// Custom resources and their CRDs across the input, for the rules that relate them (order,
// served versions, missing CRDs): the CRDs a rule collected, and where another object is.
import type { Range } from '../core/types.js';
import type { FactsOf, ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import { crdKey, type CrdFact } from '../k8s/api-groups.js';
import { memo } from '../core/memo.js';

export interface CrdEntry {
  summary: ObjectSummary;
  fact: CrdFact['crd'];
}

/** The CRDs of the input (as the rule whose `facts` these are collected them) by `group\0kind`, each list in apply order. */
export function crdsOfInput(index: ObjectIndex, facts: FactsOf): Map<string, CrdEntry[]> {
  const out = new Map<string, CrdEntry[]>();
  for (const summary of index.ofKind('apiextensions.k8s.io', 'CustomResourceDefinition')) {
    const fact = facts<Partial<CrdFact>>(summary)?.crd;
    if (!fact) continue;
    const key = crdKey(fact.group, fact.kind);
    const list = out.get(key);
    if (list) list.push({ summary, fact });
    else out.set(key, [{ summary, fact }]);
  }
  return out;
}

/** Only start and end: ranges from `ctx.anchor` and the index carry a code-frame snippet that related locations must not. */
export function plainRange(range: Range): Range {
  return { start: range.start, end: range.end };
}

/** Where another object is, as seen from `from`: `line 12` in the same file, else `file:12`. */
export function where(o: Pick<ObjectSummary, 'file' | 'range'>, from: Pick<ObjectSummary, 'file'>): string {
  return o.file === from.file ? `line ${o.range.start.line}` : `${o.file}:${o.range.start.line}`;
}

/** The CRD in effect when an object is applied: the last one before it in apply order, else the first after it. */
export function definingCrd(list: readonly CrdEntry[], order: number): CrdEntry {
  let chosen: CrdEntry | undefined;
  for (const entry of list) if (entry.summary.order < order) chosen = entry;
  return chosen ?? list[0]!;
}

/**
 * The CRDs that may define a custom resource (RULES.md `crd-conflicting-definitions`): the one of
 * its own apply unit in effect when it is applied (`own`); else every definition of that kind in
 * the run, of which the rules accept what any accepts. Undefined when the run has none.
 */
export function definitionsFor(run: ObjectIndex, facts: FactsOf): (o: ObjectSummary) => { own: boolean; entries: CrdEntry[] } | undefined {
  const all = crdsOfInput(run, facts);
  const perUnit = new Map<ObjectIndex, Map<string, CrdEntry[]>>();
  return (o) => {
    const key = crdKey(o.group, o.kind);
    const everywhere = all.get(key);
    if (!everywhere) return undefined;
    const unit = run.unitOf(o);
    const own = memo(perUnit, unit, () => crdsOfInput(unit, facts)).get(key);
    return own ? { own: true, entries: [definingCrd(own, o.order)] } : { own: false, entries: everywhere };
  };
}
