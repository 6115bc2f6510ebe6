import { gib, type GpuMemory } from '../../src/cluster/gpu-memory.js';
import { gpuMemoryCheck, type Demand } from '../../src/kits/gpu-memory.js';
import { defineRule } from '../../src/engine/rule.js';
import type { ContainerView, PodSpecView } from '../../src/k8s/pods.js';
import {
  flagValue,
  hasFlag,
  modelDemand,
  parameterText,
  servingPlanOf,
  type GroupGpus,
  type ModelDemand,
} from '../../src/k8s/serving-plan.js';

const ID = 'max-model-len-unbounded';

interface Options {
  minKvCacheShare: number;
}

/** A vLLM server that lets the model's own context length decide how much KV cache one request may need. */
function unboundedDemand(pod: PodSpecView, c: ContainerView, group?: GroupGpus): ModelDemand | undefined {
  const plan = servingPlanOf(c);
  if (!plan || plan.framework !== 'vllm' || plan.configFile) return undefined;
  if (plan.args.maxModelLen || flagValue(plan, ['--max-model-len'])) return undefined;
  // An explicit KV cache size is a decision about the KV cache already.
  if (hasFlag(plan, ['--kv-cache-memory', '--kv-cache-memory-bytes', '--num-gpu-blocks-override'])) return undefined;
  return modelDemand(pod, c, group);
}

/** The message when the KV cache gets less than `minShare` of the usable memory (and the weights fit). */
function judge(d: Demand, memory: GpuMemory, minShare: number): string | undefined {
  const usable = d.shards * memory.gib * d.fraction;
  const weights = d.bytes / 2 ** 30;
  const left = usable - weights;
  // Weights that do not fit at all are model-exceeds-gpu-memory.
  if (left < 0 || left >= minShare * usable) return undefined;
  const pct = Math.round((left / usable) * 100);
  return (
    `vLLM in ${d.container} serves ${d.model} without --max-model-len, and after ~${gib(Number(weights.toFixed(1)))} GiB of weights ` +
    `(${parameterText(d.parameters)} parameters × ${d.bytesPerParameter} byte${d.bytesPerParameter === 1 ? '' : 's'}) ` +
    `only ${gib(Number(left.toFixed(1)))} GiB (${pct}%) of the ${d.shards} × ${gib(memory.gib)} GiB × ${d.fraction.toFixed(2)} = ` +
    `${gib(Number(usable.toFixed(1)))} GiB it may use is left for the KV cache ` +
    `(GPU memory from ${memory.source}): vLLM then sizes for the model's full context window (128K tokens for many current models), and ` +
    `fails at startup when one such request does not fit the KV cache, or runs very few requests at once; ` +
    `set --max-model-len to the longest context you serve (e.g. 8192).`
  );
}

export default defineRule<Options>({
  id: ID,
  family: 'serving',
  level: 'note',
  scope: 'ai',
  summary: 'vLLM serves a model without --max-model-len on GPUs whose memory leaves little room for the KV cache after the weights.',
  references: [
    'https://docs.vllm.ai/en/latest/configuration/conserving_memory.html',
    'https://docs.vllm.ai/en/latest/configuration/engine_args.html',
  ],
  options: {
    type: 'object',
    properties: {
      minKvCacheShare: {
        type: 'number',
        minimum: 0,
        maximum: 1,
        default: 0.33,
        description:
          'Smallest share of the memory vLLM may use (GPUs × memory × utilization) that must be left for the KV cache after ' +
          'the weights; below it a missing --max-model-len is reported.',
      },
    },
    additionalProperties: false,
  },
  check: gpuMemoryCheck<Options>(ID, {
    demandOf: unboundedDemand,
    at: 'commandPath',
    judge: (d, memory, options) => judge(d, memory, options.minKvCacheShare),
  }),
});
