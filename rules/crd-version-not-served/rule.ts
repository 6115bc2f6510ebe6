import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { isPlaceholder } from '../../src/k8s/values.js';
import { crdFact, crdKey, describeObject, isCustomResource, versionOf } from '../../src/k8s/api-groups.js';
import { crdsOfInput, plainRange, where, type CrdEntry } from '../../src/kits/crds.js';

const ID = 'crd-version-not-served';

interface ResourceFact {
  apiVersionAt?: Range;
}

/** The CRD in effect when the object is applied: the last one before it, else the first after it. */
function definingCrd(list: readonly CrdEntry[], order: number): CrdEntry {
  let chosen: CrdEntry | undefined;
  for (const entry of list) if (entry.summary.order < order) chosen = entry;
  return chosen ?? list[0]!;
}

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'error',
  scope: 'general',
  summary: 'A custom resource uses an apiVersion that the CustomResourceDefinition in the input does not serve.',
  check: {
    collect(object, _pods, ctx) {
      const crd = crdFact(object, ctx.locate);
      if (crd) return crd;
      if (!isCustomResource(object)) return undefined;
      return { apiVersionAt: ctx.locate([...object.path, 'apiVersion']) } satisfies ResourceFact;
    },
    input(index, ctx) {
      const crds = crdsOfInput(index, ID);
      if (crds.size === 0) return;
      for (const o of index.objects) {
        if (!isCustomResource(o)) continue;
        const list = crds.get(crdKey(o.group, o.kind));
        if (!list) continue;
        const version = versionOf(o.apiVersion);
        if (version === '' || isPlaceholder(version)) continue;
        const { summary, fact } = definingCrd(list, o.order);
        if (!fact.versions) continue;
        const entry = fact.versions.find((v) => v.name === version);
        if (entry?.served) continue;
        const served = fact.versions.filter((v) => v.served).map((v) => v.name);
        const fix = served.length > 0 ? `change apiVersion to ${o.group}/${served[0]}` : 'serve a version in the CRD or use the ' +
          'operator release that does';
        const why = entry ? `lists ${version} with served: false` : `does not define ${version}`;
        const offers = served.length > 0 ? ` (it serves ${served.join(', ')})` : ' and serves no version';
        ctx.report({
          object: o,
          range: (o.facts[ID] as ResourceFact | undefined)?.apiVersionAt,
          message: `${describeObject(o)} uses ${o.apiVersion}, but its CustomResourceDefinition ${fact.name} (${where(summary, o)}) ` +
            `${why}${offers}: ${fix}.`,
          related: [
            { file: summary.file, range: plainRange(fact.versionsAt ?? summary.range),
              message: `The versions the CustomResourceDefinition ${fact.name} serves.` }],
        });
      }
    },
  },
});
