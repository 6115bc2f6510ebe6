// The `input` pass of cuda-gpu-arch-unsupported: every GPU container whose CUDA is known, against
// the GPU architecture of every node pool it can land on (the candidates the driver rules use),
// or, when no such pool names its GPU, the GPU labels the pod pins in its nodeSelector.
import type { ObjectIndex } from '../engine/object-index.js';
import type { InputRuleContext } from '../engine/rule.js';
import type { Level, RelatedLocation } from '../core/types.js';
import { gpuFactsFromLabels, type NodePool } from '../cluster/node-pools.js';
import type { PoolVerdict } from '../cluster/placement.js';
import { gpuArchOf, judgeArch, poolGpuArch, type ArchVerdict, type GpuArch, type PinnedGpu } from '../compat/arch.js';
import type { ResolvedCuda } from '../compat/images.js';
import { compatFactsOf, possiblePools, targetRelated, type CompatPodFacts } from './compat.js';
import { memo } from '../core/memo.js';

export interface ArchTarget {
  /** `node pool b200` or `the node the pod selects with nvidia.com/gpu.product=NVIDIA-B200`. */
  name: string;
  gpu: GpuArch;
  related: RelatedLocation[];
}

export interface ArchJudged {
  target: ArchTarget;
  verdict: Exclude<ArchVerdict, { kind: 'ok' } | { kind: 'unknown' }>;
}

export interface ArchReport {
  level(image: ResolvedCuda, judged: ArchJudged[]): Level | undefined;
  message(image: string, resolution: ResolvedCuda, judged: ArchJudged[], podLabel?: string): string;
}

/**
 * A node a pod can land on whose GPU is known: a node pool, or the node its nodeSelector pins.
 * Almost every pod runs on every candidate, so the name and related locations of an
 * {@link ArchTarget} are built only for the candidates a finding reports.
 */
type ArchCandidate = { gpu: GpuArch; pool: NodePool } | { gpu: GpuArch; pinned: PinnedGpu };

/** The candidates of each list of possible pools (lists are shared by the pods of equal placement). */
const poolCandidates = new WeakMap<readonly PoolVerdict[], readonly ArchCandidate[]>();

function candidatesOfPools(possible: readonly PoolVerdict[]): readonly ArchCandidate[] {
  return memo(poolCandidates, possible, readCandidates);
}

function readCandidates(possible: readonly PoolVerdict[]): readonly ArchCandidate[] {
  const known: ArchCandidate[] = [];
  for (const { pool } of possible) {
    const gpu = poolGpuArch(pool);
    if (gpu) known.push({ gpu, pool });
  }
  return known;
}

function pinnedGpuArch(pinned: PinnedGpu): GpuArch | undefined {
  const facts = gpuFactsFromLabels(pinned.labels);
  if (facts.vendor === 'amd') return undefined;
  return gpuArchOf(pinned.labels, facts.product, facts.sources.product);
}

/** The nodes a pod is judged against: possible pools whose GPU is known, else its own nodeSelector. */
function archCandidates(pod: CompatPodFacts, pools: readonly NodePool[], ctx: InputRuleContext<unknown>): readonly ArchCandidate[] {
  const candidates = candidatesOfPools(possiblePools(pod, pools, ctx.settings.gpuResources, ctx.run));
  if (candidates.length > 0 || !pod.gpuPinned) return candidates;
  const gpu = pinnedGpuArch(pod.gpuPinned);
  return gpu ? [{ gpu, pinned: pod.gpuPinned }] : [];
}

/** How a finding names a candidate, and where it points. */
function describe(candidate: ArchCandidate, file: string, index: ObjectIndex): ArchTarget {
  const { gpu } = candidate;
  if ('pool' in candidate) {
    const name = `node pool ${candidate.pool.name}`;
    return { name, gpu, related: targetRelated({ kind: 'pool', name, pool: candidate.pool, facts: {} }, file, index) };
  }
  const { at } = candidate.pinned;
  const text = at.map((a) => `${a.key}=${a.value}`).join(', ');
  const related = at.flatMap((a) =>
    a.range ? [{ file, range: { start: a.range.start, end: a.range.end }, message: `The pod selects ${a.key}=${a.value}.` }] : [],
  );
  return { name: `the node the pod selects with ${text}`, gpu, related };
}

/** A candidate that an image's CUDA cannot build code for, and why. */
interface Failed {
  candidate: ArchCandidate;
  verdict: ArchJudged['verdict'];
}

/**
 * Per list of candidates (shared by the pods of equal placement), per CUDA version: the candidates
 * that CUDA cannot build code for. Most GPU containers of a run share a few images and placements:
 * each pair is judged once, not once per container and pool.
 */
const FAILED = new WeakMap<readonly ArchCandidate[], Map<string, readonly Failed[]>>();

function failedCandidates(candidates: readonly ArchCandidate[], cuda: string): readonly Failed[] {
  const byCuda = memo(FAILED, candidates, () => new Map<string, readonly Failed[]>());
  return memo(byCuda, cuda, () => {
    const failed: Failed[] = [];
    for (const candidate of candidates) {
      const verdict = judgeArch(cuda, candidate.gpu);
      if (verdict.kind === 'too-old' || verdict.kind === 'too-new') failed.push({ candidate, verdict });
    }
    return failed;
  });
}

export function runArchRule(ruleId: string, index: ObjectIndex, ctx: InputRuleContext<unknown>, rule: ArchReport): void {
  for (const object of index.objects) {
    const pods = compatFactsOf(ctx.facts(object));
    if (pods.length === 0) continue;
    const pools = ctx.nodePools(object.file);
    for (const pod of pods) {
      const candidates = archCandidates(pod, pools, ctx);
      if (candidates.length === 0) continue;
      for (const c of pod.containers) {
        if (c.resolution.status !== 'resolved') continue;
        const resolution = c.resolution;
        // The kernels come from the newest toolkit in the image (TGI: PyTorch cu124 on a 12.1 base).
        const cuda = resolution.bundledCuda ?? resolution.cuda;
        const failed = failedCandidates(candidates, cuda);
        if (failed.length === 0) continue;
        const judged = failed.map(({ candidate, verdict }): ArchJudged => ({ target: describe(candidate, object.file, index), verdict }));
        const related = judged.flatMap((j) => j.target.related);
        ctx.report({
          object,
          range: c.at,
          level: rule.level(resolution, judged),
          message: rule.message(c.image, resolution, judged, pod.label),
          related: related.length ? related : undefined,
        });
      }
    }
  }
}
