import type { ObjectSummary } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import { isObject, own, ownArray, ownObject, ownString } from '../../src/k8s/values.js';
import { plainRange, where } from '../../src/kits/crds.js';

const ID = 'crd-conflicting-definitions';

/** What makes two definitions of one CRD name the same API: its scope and, per version, served/storage and the schema. */
interface DefinitionFact {
  name: string;
  /** Over scope and every version; equal digests, same API. */
  digest: string;
  /** Version name -> digest of that version (served, storage, schema, subresources). */
  versions: Record<string, string>;
}

/** Prose fields that differ between generator runs without changing the API. */
const PROSE = new Set(['description']);

/**
 * JSON with object keys sorted and prose left out, so key order and comments in descriptions do
 * not count. Objects whose keys are in order already (generated CRDs: all of them) are written
 * as they are: a sorted copy of every object of schemas of megabytes was 5% of the time a lint
 * of real operator installs took.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => {
    if (PROSE.has(key)) return undefined;
    if (!isObject(v)) return v;
    const keys = Object.keys(v);
    if (inOrder(keys)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of keys.sort()) sorted[k] = v[k];
    return sorted;
  });
}

/** Whether the keys are in the order sort() puts them (UTF-16 code units). */
function inOrder(keys: string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) return false;
  return true;
}

// node:crypto is loaded on the first CRD, not when the rules load: it costs every start a few ms.
const digest = (text: string) => process.getBuiltinModule('node:crypto').hash('sha256', text).slice(0, 16);

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'warning',
  scope: 'general',
  summary: 'Two CustomResourceDefinitions of the same name in the input differ (versions or schema).',
  references: ['https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definition-versioning/'],
  check: {
    collect(object): DefinitionFact | undefined {
      if (object.group !== 'apiextensions.k8s.io' || object.kind !== 'CustomResourceDefinition' || !object.name) return undefined;
      const spec = ownObject(object.value, 'spec');
      if (!spec) return undefined;
      const versions: Record<string, string> = {};
      for (const v of ownArray(spec, 'versions')) {
        const name = ownString(v, 'name');
        if (name) versions[name] = digest(canonical(v));
      }
      // v1beta1 CRDs may keep one schema for every version in spec.validation.
      const shared = canonical({ scope: own(spec, 'scope'), validation: own(spec, 'validation'), version: own(spec, 'version') });
      return { name: object.name, digest: digest(`${shared}\u0000${canonical(versions)}`), versions };
    },
    input(run, ctx) {
      const byName = new Map<string, { summary: ObjectSummary; fact: DefinitionFact }[]>();
      for (const summary of run.ofKind('apiextensions.k8s.io', 'CustomResourceDefinition')) {
        const fact = ctx.facts<DefinitionFact>(summary);
        if (!fact) continue;
        const list = byName.get(fact.name);
        if (list) list.push({ summary, fact });
        else byName.set(fact.name, [{ summary, fact }]);
      }
      for (const [name, list] of byName) {
        const first = list[0]!;
        const other = list.find((d) => d.fact.digest !== first.fact.digest);
        if (!other) continue;
        const variants = new Set(list.map((d) => d.fact.digest)).size;
        ctx.report({
          object: other.summary,
          message:
            `CustomResourceDefinition ${name} is defined differently here and at ${where(first.summary, other.summary)}` +
            ` (${difference(first.fact, other.fact)}${variants > 2 ? `; ${variants} different definitions in all` : ''}): the one ` +
            `applied last replaces the other in the cluster, and custom resources are checked against the definition of their own ` +
            `apply unit (else accepted when any definition accepts them); remove the stale copy or regenerate both from one source.`,
          related: [{ file: first.summary.file, range: plainRange(first.summary.range), message: `The other definition of ${name}.` }],
        });
      }
    },
  },
});

/** Which versions differ, as the message says it. */
function difference(a: DefinitionFact, b: DefinitionFact): string {
  const aNames = Object.keys(a.versions);
  const bNames = Object.keys(b.versions);
  const onlyA = aNames.filter((v) => !(v in b.versions));
  const onlyB = bNames.filter((v) => !(v in a.versions));
  if (onlyA.length > 0 || onlyB.length > 0) return `versions ${aNames.join(', ') || 'none'} there, ${bNames.join(', ') || 'none'} here`;
  const changed = aNames.filter((v) => a.versions[v] !== b.versions[v]);
  if (changed.length > 0) return `the schema or settings of ${changed.join(', ')} differ`;
  return 'scope or the shared schema differ';
}
