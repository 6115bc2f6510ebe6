// The shared `input` pass of the three driver rules: every GPU container whose CUDA is known,
// against every node it can run on, decided once; each rule reports its own outcome class.
import type { ObjectIndex } from '../engine/object-index.js';
import type { InputRuleContext } from '../engine/rule.js';
import type { Level, RelatedLocation } from '../core/types.js';
import { decide, type CudaDecision } from '../compat/decide.js';
import { compatFactsOf, driverTargets, targetRelated } from './compat.js';
import { type DriverTarget } from '../compat/drivers.js';
import type { ResolvedCuda } from '../compat/images.js';
import { memo } from '../core/memo.js';

export interface Judged {
  target: DriverTarget;
  decision: CudaDecision;
}

export interface CompatReport {
  /** The rule's own selection of (node, decision) pairs for one container, and how to word them. */
  select(j: Judged): boolean;
  level(selected: Judged[]): Level | undefined;
  message(image: string, resolution: ResolvedCuda, selected: Judged[], podLabel?: string): string;
}

/**
 * The decided (node, decision) pairs of an image against a list of targets, by targets then image
 * then strictness. Target lists are shared by the pods of equal placement and resolutions by the
 * containers of equal images, and the three driver rules all ask for the same pairs.
 */
const judgedPairs = new WeakMap<readonly DriverTarget[], WeakMap<ResolvedCuda, [Judged[]?, Judged[]?]>>();

function judgedOf(resolution: ResolvedCuda, targets: readonly DriverTarget[], strict: boolean): readonly Judged[] {
  const pair = memo(
    memo(judgedPairs, targets, () => new WeakMap()),
    resolution,
    (): [Judged[]?, Judged[]?] => [],
  );
  return (pair[strict ? 1 : 0] ??= judge(resolution, targets, strict));
}

function judge(resolution: ResolvedCuda, targets: readonly DriverTarget[], strict: boolean): Judged[] {
  const judged: Judged[] = [];
  for (const target of targets) {
    const decision = decide(resolution, target.facts, strict);
    if (decision.kind === 'decided') judged.push({ target, decision });
  }
  return judged;
}

export function runCompatRule(ruleId: string, index: ObjectIndex, ctx: InputRuleContext<unknown>, rule: CompatReport): void {
  const strict = ctx.settings.cudaCompatibility === 'strict';
  // The rule's selection of each shared list of pairs: most containers repeat a few of them.
  const selections = new WeakMap<readonly Judged[], Judged[]>();
  for (const object of index.objects) {
    const pods = compatFactsOf(ctx.facts(object));
    if (pods.length === 0) continue;
    const pools = ctx.nodePools(object.file);
    for (const pod of pods) {
      const targets = driverTargets(pod, pools, ctx.settings.gpuResources, ctx.run);
      if (targets.length === 0) continue;
      for (const c of pod.containers) {
        if (c.resolution.status !== 'resolved') continue;
        const resolution = c.resolution;
        const judged = judgedOf(resolution, targets, strict);
        const selected = memo(selections, judged, () => judged.filter((j) => rule.select(j)));
        if (selected.length === 0) continue;
        const related: RelatedLocation[] = selected.flatMap((j) => targetRelated(j.target, object.file, index));
        ctx.report({
          object,
          range: c.at,
          level: rule.level(selected),
          message: rule.message(c.image, resolution, selected, pod.label),
          related: related.length ? related : undefined,
        });
      }
    }
  }
}

/** `Image x` or `Image x (container "vllm" of the Worker pods)`. */
export function subject(image: string, podLabel: string | undefined): string {
  return `Image ${image}${podLabel ? ` (the ${podLabel} pods)` : ''}`;
}
