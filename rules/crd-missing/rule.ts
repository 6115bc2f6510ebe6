import { defineRule } from '../../src/engine/rule.js';
import { isPlaceholder, ownObject, ownString } from '../../src/k8s/values.js';
import { classifyGroup, clusterHasCrd, crdFact, crdKey, guessPlural, isCustomResource } from '../../src/k8s/api-groups.js';
import { crdsOfInput } from '../../src/kits/crds.js';

const ID = 'crd-missing';

interface ApiServiceFact {
  apiService: { group: string };
}

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'warning',
  scope: 'general',
  needsWholeInput: true,
  summary: 'A custom resource has no CustomResourceDefinition in the input and none is listed in cluster.crds.',
  references: ['docs/apply-order.md'],
  check: {
    collect(object) {
      if (object.group === 'apiregistration.k8s.io' && object.kind === 'APIService') {
        const group = ownString(ownObject(object.value, 'spec'), 'group');
        return group && !isPlaceholder(group) ? ({ apiService: { group } } satisfies ApiServiceFact) : undefined;
      }
      return crdFact(object);
    },
    input(index, ctx) {
      const crds = crdsOfInput(index, ctx.facts);
      const aggregated = new Set<string>();
      for (const s of index.ofKind('apiregistration.k8s.io', 'APIService')) {
        const fact = ctx.facts<Partial<ApiServiceFact>>(s)?.apiService;
        if (fact) aggregated.add(fact.group);
      }
      for (const o of index.objects) {
        if (!isCustomResource(o) || classifyGroup(o.group) === 'openshift') continue;
        if (crds.has(crdKey(o.group, o.kind)) || aggregated.has(o.group) || clusterHasCrd(ctx.cluster, o.group, o.kind)) continue;
        const name = `${guessPlural(o.kind)}.${o.group}`;
        ctx.report({
          object: o,
          message:
            `No CustomResourceDefinition for ${o.kind} (${o.apiVersion}) in the input or in cluster.crds: install its operator's ` +
            `CRDs first, or list "${name}" under cluster.crds if the cluster already has them.`,
        });
      }
    },
  },
});
