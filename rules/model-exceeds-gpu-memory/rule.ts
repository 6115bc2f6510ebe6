import { gib, type GpuMemory } from '../../src/cluster/gpu-memory.js';
import { gpuMemoryCheck, type Demand } from '../../src/kits/gpu-memory.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Framework } from '../../src/k8s/serving-args.js';
import { modelDemand, parameterText } from '../../src/k8s/serving-plan.js';

const ID = 'model-exceeds-gpu-memory';

const NAMES: Record<Framework, string> = { vllm: 'vLLM', sglang: 'SGLang', tgi: 'TGI', 'tensorrt-llm': 'TensorRT-LLM' };

function gb(bytes: number): string {
  const v = bytes / 1e9;
  return v >= 10 ? String(Math.round(v)) : String(Number(v.toFixed(1)));
}

/** The finding's message when the weights alone do not fit, else undefined. */
function judge(d: Demand, memory: GpuMemory): string | undefined {
  const weightsGiB = d.bytes / 2 ** 30;
  const perGpu = memory.gib * d.fraction;
  const budget = d.shards * perGpu;
  if (weightsGiB <= budget) return undefined;
  const need = Math.ceil(weightsGiB / perGpu);
  return (
    `${d.model} (${parameterText(d.parameters)} parameters × ${d.bytesPerParameter} byte${d.bytesPerParameter === 1 ? '' : 's'}, ` +
    `${d.precision}) needs ~${gb(d.bytes)} GB of weights (${gib(Number(weightsGiB.toFixed(1)))} GiB), ` +
    `but ${NAMES[d.framework]} in ${d.container} may use ${d.shards} × ${gib(memory.gib)} GiB × ${d.fraction.toFixed(2)} = ` +
    `${gib(Number(budget.toFixed(1)))} GiB for weights and KV cache ` +
    `(GPU memory from ${memory.source}; ${d.fraction.toFixed(2)} ${d.fractionSource}): it runs out of GPU memory while ` +
    `loading the model; ` +
    `spread it over at least ${need} such GPUs (tensor/pipeline parallel), serve a quantized checkpoint (FP8, AWQ), or use ` +
    `GPUs with more memory.`
  );
}

export default defineRule({
  id: ID,
  family: 'serving',
  level: 'warning',
  scope: 'ai',
  summary: "The served model's weights alone are larger than the GPU memory the server may use.",
  references: [
    'https://docs.vllm.ai/en/latest/configuration/conserving_memory.html',
    'https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html',
  ],
  check: gpuMemoryCheck(ID, { demandOf: modelDemand, at: 'path', judge }),
});
