import { taintText } from '../../src/cluster/placement.js';
import type { Taint } from '../../src/cluster/node-pools.js';
import { defineRule } from '../../src/engine/rule.js';
import { collectPlacement, simulatedPods, podText, untoleratedGpuPools } from '../../src/kits/placement.js';

const ID = 'gpu-toleration-missing';

/** The taint most GPU pools share, as a toleration to copy. */
function suggestion(taints: Taint[]): string {
  const counts = new Map<string, { taint: Taint; n: number }>();
  for (const t of taints) {
    const key = `${t.key}\u0000${t.effect}`;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { taint: t, n: 1 });
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0]!.taint;
  return `{key: ${best.key}, operator: Exists, effect: ${best.effect}}`;
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'Placement simulation: every GPU node pool is tainted and the GPU pod tolerates none of the taints.',
  references: [
    'https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/',
    'https://kubernetes.io/docs/reference/access-authn-authz/admission-controllers/#extendedresourcetoleration',
  ],
  check: {
    collect(object, pods, ctx) {
      return collectPlacement(object, pods, ctx);
    },
    input(index, ctx) {
      for (const { object, facts, pools } of simulatedPods(index, ctx.facts, ctx.nodePools)) {
        const tainted = untoleratedGpuPools(facts, pools);
        if (!tainted) continue;
        const taints = tainted.flatMap((p) => p.taints);
        const listed = tainted.map((p) => `${p.pool.name} (${p.taints.map(taintText).join(', ')})`).join(', ');
        const resourceKeyed = !facts.ert && taints.some((t) => facts.gpuResources.includes(t.key));
        const ert = resourceKeyed
          ? ', or set cluster.extendedResourceToleration: true if the cluster runs the ' +
            'ExtendedResourceToleration admission plugin (GKE, EKS)'
          : '';
        ctx.report({
          object,
          message:
            `Every GPU node pool is tainted and ${podText(facts)} ${facts.label ? 'tolerate' : 'tolerates'} none of the taints: ` +
            `${listed}; add a toleration such as ${suggestion(taints)}${ert}.`,
          range: facts.tolerations ?? facts.spec,
        });
      }
    },
  },
});
