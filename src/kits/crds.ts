// Custom resources and their CRDs across the input, for the rules that relate them (order,
// served versions, missing CRDs): the CRDs a rule collected, and where another object is.
import type { Range } from '../core/types.js';
import type { ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import { crdKey, type CrdFact } from '../k8s/api-groups.js';

export interface CrdEntry {
  summary: ObjectSummary;
  fact: CrdFact['crd'];
}

/** The CRDs of the input (collected by `ruleId`) by `group\0kind`, each list in apply order. */
export function crdsOfInput(index: ObjectIndex, ruleId: string): Map<string, CrdEntry[]> {
  const out = new Map<string, CrdEntry[]>();
  for (const summary of index.ofKind('apiextensions.k8s.io', 'CustomResourceDefinition')) {
    const fact = (summary.facts[ruleId] as Partial<CrdFact> | undefined)?.crd;
    if (!fact) continue;
    const key = crdKey(fact.group, fact.kind);
    const list = out.get(key);
    if (list) list.push({ summary, fact });
    else out.set(key, [{ summary, fact }]);
  }
  return out;
}

/** Only start and end: ranges from `ctx.locate` and the index carry a code-frame snippet that related locations must not. */
export function plainRange(range: Range): Range {
  return { start: range.start, end: range.end };
}

/** Where another object is, as seen from `from`: `line 12` in the same file, else `file:12`. */
export function where(o: Pick<ObjectSummary, 'file' | 'range'>, from: Pick<ObjectSummary, 'file'>): string {
  return o.file === from.file ? `line ${o.range.start.line}` : `${o.file}:${o.range.start.line}`;
}
