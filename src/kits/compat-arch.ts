// The `input` pass of cuda-gpu-arch-unsupported: every GPU container whose CUDA is known, against
// the GPU architecture of every node pool it can land on (the candidates the driver rules use),
// or, when no such pool names its GPU, the GPU labels the pod pins in its nodeSelector.
import type { ObjectIndex } from '../engine/object-index.js';
import type { InputRuleContext } from '../engine/rule.js';
import type { Level, RelatedLocation } from '../core/types.js';
import { gpuFactsFromLabels } from '../cluster/node-pools.js';
import { gpuArchOf, judgeArch, poolGpuArch, type ArchVerdict, type GpuArch, type PinnedGpu } from '../compat/arch.js';
import type { ResolvedCuda } from '../compat/images.js';
import { compatFactsOf, possiblePools, targetRelated, type CompatPodFacts } from './compat.js';

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

function pinnedTarget(pinned: PinnedGpu, file: string): ArchTarget | undefined {
  const facts = gpuFactsFromLabels(pinned.labels);
  if (facts.vendor === 'amd') return undefined;
  const gpu = gpuArchOf(pinned.labels, facts.product, facts.sources.product);
  if (!gpu) return undefined;
  const text = pinned.at.map((a) => `${a.key}=${a.value}`).join(', ');
  const related = pinned.at.flatMap((a) =>
    a.range ? [{ file, range: { start: a.range.start, end: a.range.end }, message: `The pod selects ${a.key}=${a.value}.` }] : [],
  );
  return { name: `the node the pod selects with ${text}`, gpu, related };
}

/** The nodes a pod is judged against: possible pools whose GPU is known, else its own nodeSelector. */
export function archTargets(pod: CompatPodFacts, file: string, index: ObjectIndex, ctx: InputRuleContext<unknown>): ArchTarget[] {
  const targets: ArchTarget[] = [];
  for (const v of possiblePools(pod, ctx.nodePools(file), ctx.settings.gpuResources, ctx.run)) {
    const gpu = poolGpuArch(v.pool);
    if (!gpu) continue;
    const name = `node pool ${v.pool.name}`;
    targets.push({ name, gpu, related: targetRelated({ kind: 'pool', name, pool: v.pool, facts: {} }, file, index) });
  }
  if (targets.length > 0 || !pod.gpuPinned) return targets;
  const pinned = pinnedTarget(pod.gpuPinned, file);
  return pinned ? [pinned] : [];
}

export function runArchRule(ruleId: string, index: ObjectIndex, ctx: InputRuleContext<unknown>, rule: ArchReport): void {
  for (const object of index.objects) {
    const pods = compatFactsOf(ctx.facts(object));
    for (const pod of pods) {
      const targets = archTargets(pod, object.file, index, ctx);
      if (targets.length === 0) continue;
      for (const c of pod.containers) {
        if (c.resolution.status !== 'resolved') continue;
        const resolution = c.resolution;
        // The kernels come from the newest toolkit in the image (TGI: PyTorch cu124 on a 12.1 base).
        const cuda = resolution.bundledCuda ?? resolution.cuda;
        const judged: ArchJudged[] = [];
        for (const target of targets) {
          const verdict = judgeArch(cuda, target.gpu);
          if (verdict.kind === 'too-old' || verdict.kind === 'too-new') judged.push({ target, verdict });
        }
        if (judged.length === 0) continue;
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
