import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { isPlaceholder } from '../../src/k8s/values.js';
import { crdFact, describeObject, isCustomResource, versionOf } from '../../src/k8s/api-groups.js';
import { definitionsFor, plainRange, where, type CrdEntry } from '../../src/kits/crds.js';

const ID = 'crd-version-not-served';

interface ResourceFact {
  apiVersionAt?: Range;
}

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'error',
  scope: 'general',
  summary: 'A custom resource uses an apiVersion that the CustomResourceDefinition in the input does not serve.',
  check: {
    collect(object, _pods, ctx) {
      const crd = crdFact(object, ctx.anchor);
      if (crd) return crd;
      if (!isCustomResource(object)) return undefined;
      return { apiVersionAt: ctx.anchor([...object.path, 'apiVersion']) } satisfies ResourceFact;
    },
    input(index, ctx) {
      const definitions = definitionsFor(index, ctx.facts);
      for (const o of index.objects) {
        if (!isCustomResource(o)) continue;
        const found = definitions(o);
        if (!found) continue;
        const version = versionOf(o.apiVersion);
        if (version === '' || isPlaceholder(version)) continue;
        // Without a definition in its own apply unit, any definition of the run that serves the version will do.
        const serves = (e: CrdEntry) => !e.fact.versions || e.fact.versions.some((v) => v.name === version && v.served);
        if (!found.own && found.entries.some(serves)) continue;
        const { summary, fact } = found.entries[0]!;
        if (!fact.versions) continue;
        const entry = fact.versions.find((v) => v.name === version);
        if (entry?.served) continue;
        const served = fact.versions.filter((v) => v.served).map((v) => v.name);
        const fix =
          served.length > 0
            ? `change apiVersion to ${o.group}/${served[0]}`
            : 'serve a version in the CRD or use the ' + 'operator release that does';
        const why = entry ? `lists ${version} with served: false` : `does not define ${version}`;
        const offers = served.length > 0 ? ` (it serves ${served.join(', ')})` : ' and serves no version';
        ctx.report({
          object: o,
          range: ctx.facts<ResourceFact>(o)?.apiVersionAt,
          message:
            `${describeObject(o)} uses ${o.apiVersion}, but its CustomResourceDefinition ${fact.name} (${where(summary, o)}) ` +
            `${why}${offers}: ${fix}.`,
          related: [
            {
              file: summary.file,
              range: plainRange(fact.versionsAt ?? summary.range),
              message: `The versions the CustomResourceDefinition ${fact.name} serves.`,
            },
          ],
        });
      }
    },
  },
});
