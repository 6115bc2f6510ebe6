import { isGpuPool } from '../../src/cluster/node-pools.js';
import type { NodePool } from '../../src/cluster/node-pools.js';
import { defineRule } from '../../src/engine/rule.js';
import { reasonText, type PlacementInput, type PoolVerdict } from '../../src/cluster/placement.js';
import { collectPlacement, oneOfEachGpu, simulatedPods, podText } from '../../src/kits/placement.js';

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

/** The labels whose value varies between the nodes of a pool (pools grouped from Node objects), per list of pools. */
const VARIABLE_LABELS = new WeakMap<readonly NodePool[], ReadonlySet<string>>();

function variableLabels(pools: readonly NodePool[]): ReadonlySet<string> {
  let labels = VARIABLE_LABELS.get(pools);
  if (!labels) VARIABLE_LABELS.set(pools, (labels = new Set(pools.flatMap((p) => p.variableLabels))));
  return labels;
}

/** The pod pins nodes the linter cannot resolve to pools (a hostname, a label that varies inside a pool). */
function pinsUnknownNodes(placement: PlacementInput, pools: readonly NodePool[]): boolean {
  const variable = variableLabels(pools);
  const unresolvable = (key: string) => key === 'kubernetes.io/hostname' || variable.has(key);
  for (const key of Object.keys(placement.nodeSelector)) if (unresolvable(key)) return true;
  for (const term of placement.requiredTerms ?? []) for (const e of term) if (unresolvable(e.key)) return true;
  return false;
}

/** What a finding says of the GPU pools a pod can land on when they differ in GPU product or driver version. */
interface PoolSpread {
  /** `GPU product`, `driver version`, or both. */
  what: string;
  /** The pools, each as describePool says it. */
  described: string;
  /** A label that pins one of the pools, when one is known. */
  pin: string | undefined;
}

/**
 * The spread, per simulation of the pod and per simulation of its GPUs alone (`null`: the pools do not
 * differ). The run memoizes simulations: the pods that share a placement share these arrays, so
 * each spread is worked out once.
 */
const SPREADS = new WeakMap<readonly PoolVerdict[], WeakMap<readonly PoolVerdict[], PoolSpread | null>>();

function spreadOf(verdicts: readonly PoolVerdict[], offered: readonly PoolVerdict[]): PoolSpread | undefined {
  let byOffered = SPREADS.get(verdicts);
  if (!byOffered) SPREADS.set(verdicts, (byOffered = new WeakMap()));
  let spread = byOffered.get(offered);
  if (spread === undefined) byOffered.set(offered, (spread = readSpread(verdicts, offered) ?? null));
  return spread ?? undefined;
}

function readSpread(verdicts: readonly PoolVerdict[], offered: readonly PoolVerdict[]): PoolSpread | undefined {
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
        if (facts.draOnly || pinsUnknownNodes(facts.placement, pools)) continue;
        const offered = ctx.simulate(object.file, oneOfEachGpu(facts), pools);
        const spread = spreadOf(ctx.simulate(object.file, facts.placement, pools), offered);
        if (!spread) continue;
        const constrained = facts.placement.requiredTerms !== undefined || Object.keys(facts.placement.nodeSelector).length > 0;
        const lead = constrained
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
