import { isGpuPool } from '../../src/cluster/node-pools.js';
import type { NodePool } from '../../src/cluster/node-pools.js';
import { memo } from '../../src/core/memo.js';
import { defineRule, type InputRuleContext } from '../../src/engine/rule.js';
import { reasonText, type PlacementInput, type PoolVerdict } from '../../src/cluster/placement.js';
import { collectPlacement, oneOfEachGpu, simulatedPods, podText, type PlacementFacts } from '../../src/kits/placement.js';

const ID = 'gpu-node-selector-missing';

/** Labels that name a pool as a whole, when the GPU labels cannot tell pools apart. */
const POOL_LABELS = [
  'cloud.google.com/gke-nodepool',
  'karpenter.sh/nodepool',
  'eks.amazonaws.com/nodegroup',
  'agentpool',
  'kubernetes.azure.com/agentpool',
];

function productOf(pool: NodePool): string | undefined {
  return pool.gpu.product?.id ?? pool.gpu.productName;
}

/** `t4 (Tesla-T4, driver 550.54.15)`, with why the pod does not fit its nodes today when it does not. */
function describePool({ pool, fits, reason }: PoolVerdict): string {
  const parts = [
    pool.gpu.productName ?? pool.gpu.product?.id ?? 'GPU product unknown',
    pool.gpu.driverVersion ? `driver ${pool.gpu.driverVersion}` : 'driver unknown',
  ];
  return `${pool.name} (${parts.join(', ')}${fits === false && reason ? `; ${reasonText(reason)}` : ''})`;
}

/** A label of `pool` that would pin it: the label its product (or driver) was read from, else a pool-name label. */
function pinLabel(pool: NodePool, byProduct: boolean): string | undefined {
  const keys = byProduct
    ? [pool.gpu.sources.productName, pool.gpu.sources.product]
    : [
        pool.gpu.sources.driverVersion,
        'nvidia.com/cuda.driver-version.full',
        'nvidia.com/cuda.driver-version.major',
        'nvidia.com/cuda.driver.major',
      ];
  for (const key of [...keys, ...POOL_LABELS]) if (key && key in pool.labels) return `${key}: ${JSON.stringify(pool.labels[key])}`;
  return undefined;
}

/** The pod pins nodes the linter cannot resolve to pools (a hostname, a label that varies inside a pool). */
function pinsUnknownNodes(placement: PlacementInput, pools: readonly NodePool[]): boolean {
  const unresolvable = (key: string) => key === 'kubernetes.io/hostname' || pools.some((p) => p.variableLabels.includes(key));
  for (const key of Object.keys(placement.nodeSelector)) if (unresolvable(key)) return true;
  for (const term of placement.requiredTerms ?? []) for (const e of term) if (unresolvable(e.key)) return true;
  return false;
}

/** What a finding says of a placement whose GPU pools differ in GPU product or driver version. */
interface PoolSpread {
  /** The pod has a nodeSelector or a required node affinity (that still admits the pools). */
  constrained: boolean;
  /** `GPU product`, `driver version`, or both. */
  what: string;
  /** The pools the pod can land on, each as describePool says it. */
  described: string;
  /** A label that pins one of the pools, when one is known. */
  pin: string | undefined;
}

/**
 * Spreads by the simulation of the pod (the run memoizes simulations: one array stands for one
 * placement over one list of pools with one file's cluster settings), then by the JSON of the
 * pod's GPU resources; undefined where the finding does not apply. The pods of a code base share a few
 * placements: each spread is worked out once, not once per pod.
 */
const SPREADS = new WeakMap<readonly PoolVerdict[], Map<string, PoolSpread | undefined>>();

function spreadOf(ctx: InputRuleContext<unknown>, file: string, facts: PlacementFacts, pools: readonly NodePool[]): PoolSpread | undefined {
  const verdicts = ctx.simulate(file, facts.placement, pools);
  const byResources = memo(SPREADS, verdicts, () => new Map<string, PoolSpread | undefined>());
  return memo(byResources, JSON.stringify(facts.gpuResources), () =>
    readSpread(facts.placement, pools, verdicts, ctx.simulate(file, oneOfEachGpu(facts), pools)),
  );
}

/** The spread of a placement, if any; `offered` simulates one device of each of the pod's GPU resources (oneOfEachGpu). */
function readSpread(
  placement: PlacementInput,
  pools: readonly NodePool[],
  verdicts: readonly PoolVerdict[],
  offered: readonly PoolVerdict[],
): PoolSpread | undefined {
  if (pinsUnknownNodes(placement, pools)) return undefined;
  // The candidate pools, before the resource-fit step (RULES.md): a pool whose nodes are too
  // small for the pod today still counts, and the message says so. A pool that offers none of
  // the pod's GPU resources (the other vendor, no such MIG device) is no place for it at any size.
  const candidates = verdicts.filter((v, i) => v.candidate && isGpuPool(v.pool) && offered[i]?.fits !== false);
  const landing = candidates.map((v) => v.pool);
  if (landing.length < 2) return undefined;
  const products = new Set(landing.map(productOf).filter((p) => p !== undefined));
  const drivers = new Set(landing.map((p) => p.gpu.driverVersion).filter((d) => d !== undefined));
  if (products.size < 2 && drivers.size < 2) return undefined;
  const byProduct = products.size >= 2;
  return {
    constrained: placement.requiredTerms !== undefined || Object.keys(placement.nodeSelector).length > 0,
    what: byProduct && drivers.size >= 2 ? 'GPU product and driver version' : byProduct ? 'GPU product' : 'driver version',
    described: candidates.map(describePool).join(', '),
    pin: pinLabel((candidates.find((v) => v.fits !== false) ?? candidates[0]!).pool, byProduct),
  };
}

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary:
    'A GPU pod does not choose between node pools that differ in GPU product or driver version, so it can land on one it ' +
    'was not validated on.',
  check: {
    collect(object, pods, ctx) {
      return collectPlacement(object, pods, ctx);
    },
    input(index, ctx) {
      for (const { object, facts, pools } of simulatedPods(index, ctx.facts, ctx.nodePools)) {
        if (facts.draOnly) continue;
        const spread = spreadOf(ctx, object.file, facts, pools);
        if (!spread) continue;
        const lead = spread.constrained
          ? `the nodeSelector/node affinity of ${podText(facts)} still admits`
          : `${podText(facts)} ${facts.label ? 'have' : 'has'} no nodeSelector or required node affinity to keep ` +
            `${facts.label ? 'them' : 'it'} off`;
        ctx.report({
          object,
          message:
            `${lead} GPU node pools that differ in ${spread.what}: ${spread.described}; pin the pool it was validated on` +
            `${spread.pin ? `, e.g. nodeSelector ${spread.pin}` : ' with a nodeSelector on a label that identifies it'}.`,
          range: facts.nodeSelector ?? facts.affinity ?? facts.spec,
        });
      }
    },
  },
});
