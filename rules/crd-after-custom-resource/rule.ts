import { defineRule } from '../../src/engine/rule.js';
import { isCustomResource, crdFact, crdKey, clusterHasCrd, describeObject } from '../../src/k8s/api-groups.js';
import { unitName } from '../../src/kits/apply-units.js';
import { crdsOfInput, plainRange, where } from '../../src/kits/crds.js';

const ID = 'crd-after-custom-resource';

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'error',
  scope: 'general',
  summary: 'A custom resource comes before the CustomResourceDefinition that defines it in apply order.',
  references: [
    'docs/apply-order.md',
    'https://github.com/kubernetes/kubectl/issues/1179',
    'https://helm.sh/docs/chart_best_practices/custom_resource_definitions/',
  ],
  check: {
    collect(object) {
      return crdFact(object);
    },
    input(run, ctx) {
      // Apply order exists only among the objects applied together: a CRD in another apply unit
      // is installed by another apply (RULES.md "Apply unit"), and crd-missing knows it exists.
      for (const index of run.unitIndexes()) {
        const crds = crdsOfInput(index, ctx.facts);
        for (const o of index.objects) {
          if (!isCustomResource(o)) continue;
          const defining = crds.get(crdKey(o.group, o.kind));
          if (!defining || defining[0]!.summary.order < o.order) continue;
          const first = defining[0]!;
          if (clusterHasCrd(ctx.cluster, first.fact.group, first.fact.kind, first.fact.plural)) continue;
          const name = first.fact.name;
          ctx.report({
            object: o,
            message:
              `${describeObject(o)} comes before its CustomResourceDefinition ${name} (${where(first.summary, o)}, both in ` +
              `${unitName(o)}), so kubectl rejects it with "no matches for kind": apply CRDs in a separate, earlier step and wait ` +
              `until they are Established (kubectl wait --for=condition=Established crd/${name}); even a CRD placed first in one ` +
              `kubectl apply can race its custom resources.`,
            related: [
              {
                file: first.summary.file,
                range: plainRange(first.summary.range),
                message: `The CustomResourceDefinition ` + `${name} is applied here, after the ${o.kind}.`,
              },
            ],
          });
        }
      }
    },
  },
});
