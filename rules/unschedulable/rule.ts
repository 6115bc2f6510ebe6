import { explain } from '../../src/cluster/placement.js';
import { isGpuPool, type NodePool } from '../../src/cluster/node-pools.js';
import { defineRule } from '../../src/engine/rule.js';
import { collectPlacement, simulatedPods, possible, untoleratedGpuPools } from '../../src/kits/placement.js';
import { memo } from '../../src/core/memo.js';

const ID = 'unschedulable';
const TOLERATION_RULE = 'gpu-toleration-missing';

/**
 * The pools with no taints on the GPU pools (gpu-toleration-missing reports those), per list of
 * pools: the same list for every pod, so that its simulation is memoized as the pools' own.
 */
const WITHOUT_GPU_TAINTS = new WeakMap<readonly NodePool[], readonly NodePool[]>();

function withoutGpuTaints(pools: readonly NodePool[]): readonly NodePool[] {
  return memo(WITHOUT_GPU_TAINTS, pools, () => pools.map((p) => (isGpuPool(p) ? { ...p, taints: [] } : p)));
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'error',
  scope: 'ai',
  summary:
    'Placement simulation: no known node pool can run the GPU pod (selectors, affinity, taints or GPUs per node ' + 'rule out every pool).',
  references: [
    'https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/',
    'https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/',
  ],
  check: {
    collect(object, pods, ctx) {
      return collectPlacement(object, pods, ctx);
    },
    input(index, ctx) {
      for (const { object, facts, pools } of simulatedPods(index, ctx.facts, ctx.nodePools)) {
        // One cause, one finding: where gpu-toleration-missing is on, it reports the untolerated GPU taints.
        const deferred = ctx.ruleActive(TOLERATION_RULE, object.file) && untoleratedGpuPools(facts, pools) !== undefined;
        const simulated = deferred ? withoutGpuTaints(pools) : pools;
        const verdicts = ctx.simulate(object.file, facts.placement, simulated);
        if (verdicts.some(possible)) continue;
        // A GPU pool admits the pod (selectors, affinity, taints) but its nodes are too small: the request is the problem.
        const admitted = verdicts.find((v) => v.candidate && isGpuPool(v.pool));
        const resource = admitted?.reason?.kind === 'fit' ? admitted.reason.resource : undefined;
        const hint = admitted
          ? 'ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod reach a ' +
            'pool with larger nodes'
          : 'fix the constraint that excludes the pool this workload is meant for, or declare that pool in nodePools';
        ctx.report({
          object,
          message:
            `no node pool fits${facts.label ? ` the ${facts.label} pods` : ''}: ` +
            `${explain(verdicts)}${deferred ? ' (the untolerated GPU taints are reported by gpu-toleration-missing)' : ''}; ${hint}.`,
          range: (resource ? facts.resources[resource] : undefined) ?? facts.spec,
        });
      }
    },
  },
});
