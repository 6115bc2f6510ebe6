import { taintText } from '../../src/cluster/placement.js';
import type { Taint } from '../../src/cluster/node-pools.js';
import type { ChangeSet } from '../../src/core/change-set.js';
import type { JsonPath } from '../../src/core/types.js';
import type { ObjectSummary } from '../../src/engine/object-index.js';
import { defineRule } from '../../src/engine/rule.js';
import { collectPlacement, simulatedPods, podText, untoleratedGpuPools, type PlacementFacts } from '../../src/kits/placement.js';

const ID = 'gpu-toleration-missing';

/**
 * The taint to tolerate: one that, tolerated alone (same key and effect, any value), leaves the
 * most GPU pools without a blocking taint; among those, the one most pools share. When no single
 * taint frees a pool, the one most pools share, and `frees` is false.
 */
function chosenTaint(tainted: readonly { taints: readonly Taint[] }[]): { taint: Taint; frees: boolean } {
  const counts = new Map<string, { taint: Taint; n: number; freed: number }>();
  for (const t of tainted.flatMap((p) => p.taints)) {
    const key = `${t.key}\u0000${t.effect}`;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { taint: t, n: 1, freed: 0 });
  }
  for (const c of counts.values())
    c.freed = tainted.filter((p) => p.taints.every((t) => t.key === c.taint.key && t.effect === c.taint.effect)).length;
  const best = [...counts.values()].sort((a, b) => b.freed - a.freed || b.n - a.n)[0]!;
  return { taint: best.taint, frees: best.freed > 0 };
}

/**
 * Where a change may append a toleration: the pod spec's `tolerations`. An operator that merges
 * the pod with a template of its own (a TrainJob's runtime, a NIMService) keeps tolerations
 * elsewhere or in fields of its own, and Knative admits them only when its config enables them:
 * no change is offered there.
 */
function tolerationsPath(object: ObjectSummary, facts: PlacementFacts): JsonPath | undefined {
  if (object.group === 'serving.knative.dev' || facts.mergedWith !== undefined) return undefined;
  const at = facts.spec && 'path' in facts.spec ? (facts.spec.path as JsonPath) : undefined;
  return at && [...at, 'tolerations'];
}

function tolerationFix(object: ObjectSummary, facts: PlacementFacts, taint: Taint): ChangeSet | undefined {
  const path = tolerationsPath(object, facts);
  if (!path) return undefined;
  return {
    kind: 'suggestion',
    description: `Tolerate the ${taint.key} taint (operator: Exists, effect: ${taint.effect})`,
    changes: [{ op: 'append', path, value: { key: taint.key, operator: 'Exists', effect: taint.effect } }],
  };
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
  fix: {
    kind: 'suggestion',
    summary:
      "appends to the pod spec's `tolerations` a toleration of the GPU pools' taint (its key, `operator: Exists`, its effect), " +
      'when tolerating that one taint leaves a GPU pool the pod is not kept from',
  },
  check: {
    collect(object, pods, ctx) {
      return collectPlacement(object, pods, ctx);
    },
    input(index, ctx) {
      for (const { object, facts, pools } of simulatedPods(index, ctx.facts, ctx.nodePools)) {
        const tainted = untoleratedGpuPools(facts, pools);
        if (!tainted) continue;
        const listed = tainted.map((p) => `${p.pool.name} (${p.taints.map(taintText).join(', ')})`).join(', ');
        const resourceKeyed = !facts.ert && tainted.some((p) => p.taints.some((t) => facts.gpuResources.includes(t.key)));
        const ert = resourceKeyed
          ? ', or set cluster.extendedResourceToleration: true if the cluster runs the ' +
            'ExtendedResourceToleration admission plugin (GKE, EKS)'
          : '';
        const { taint, frees } = chosenTaint(tainted);
        ctx.report({
          object,
          message:
            `Every GPU node pool is tainted and ${podText(facts)} ${facts.label ? 'tolerate' : 'tolerates'} none of the taints: ` +
            `${listed}; add a toleration such as {key: ${taint.key}, operator: Exists, effect: ${taint.effect}}${ert}.`,
          range: facts.tolerations ?? facts.spec,
          fix: frees ? tolerationFix(object, facts, taint) : undefined,
        });
      }
    },
  },
});
