// How much GPU memory a model's weights need, from what its name and flags say. Unknown
// inputs give undefined: rules that need the estimate stay silent.

/** Total parameters of MoE models whose `NxM` name overstates them (Mixtral shares attention layers). */
const KNOWN_TOTALS: [RegExp, number][] = [
  [/mixtral-8x7b/i, 46.7e9],
  [/mixtral-8x22b/i, 141e9],
];

/** Parameter count read from a model id: `70B`, `8B`, `1.5B`, `8x7B`, `405B`, `125M`. */
export function parameterCount(modelId: string): number | undefined {
  for (const [pattern, total] of KNOWN_TOTALS) if (pattern.test(modelId)) return total;
  const name = modelId.split('/').pop() ?? modelId;
  const moe = /(?:^|[^a-z0-9.])(\d+)x(\d+(?:\.\d+)?)b(?![a-z0-9])/i.exec(name);
  if (moe) return Number(moe[1]) * Number(moe[2]) * 1e9;
  const dense = /(?:^|[^a-z0-9.])(\d+(?:\.\d+)?)([bm])(?![a-z0-9])/i.exec(name);
  if (!dense) return undefined;
  return Number(dense[1]) * (dense[2]!.toLowerCase() === 'b' ? 1e9 : 1e6);
}

export interface Precision {
  bytesPerParameter: number;
  /** What decided it: `--quantization awq`, `name suffix -FP8`, `--dtype bfloat16`, `default (16-bit)`. */
  source: string;
}

const QUANTIZED: [RegExp, number, string][] = [
  [/^(awq|gptq|gptq_marlin|awq_marlin|bitsandbytes|bnb|int4|w4a16|4bit|marlin|squeezellm|aqlm|eetq-?4)$/i, 0.5, '4-bit'],
  [/^(fp8|int8|w8a8|w8a16|8bit|eetq|fbgemm_fp8|compressed-tensors-fp8)$/i, 1, '8-bit'],
];

const NAME_SUFFIX: [RegExp, number][] = [
  [/[-_.](awq|gptq|int4|4bit|w4a16|bnb-4bit|q4[a-z0-9_]*)(?![a-z])/i, 0.5],
  [/[-_.](fp8|int8|8bit|w8a8|w8a16)(?![a-z])/i, 1],
];

/** Bytes per parameter from quantization, dtype and the model name; 16-bit by default (vLLM's `auto`). */
export function precisionOf(
  modelId: string | undefined,
  dtype: string | undefined,
  quantization: string | undefined,
): Precision | undefined {
  if (quantization) {
    for (const [pattern, bytes, label] of QUANTIZED)
      if (pattern.test(quantization)) return { bytesPerParameter: bytes, source: `--quantization ${quantization} (${label})` };
    return undefined; // a quantization method we do not know: no guess
  }
  for (const [pattern, bytes] of NAME_SUFFIX) {
    const m = modelId ? pattern.exec(modelId) : null;
    if (m) return { bytesPerParameter: bytes, source: `model name suffix ${m[0].slice(1)}` };
  }
  if (!dtype || /^(auto|half|float16|fp16|bfloat16|bf16)$/i.test(dtype))
    return { bytesPerParameter: 2, source: dtype ? `--dtype ${dtype}` : 'default 16-bit weights' };
  if (/^(float32|fp32|float)$/i.test(dtype)) return { bytesPerParameter: 4, source: `--dtype ${dtype}` };
  return undefined;
}

/** Weight bytes of a model, or undefined when either the size or the precision is unknown. */
export function weightBytes(
  modelId: string,
  dtype?: string,
  quantization?: string,
): { bytes: number; parameters: number; precision: Precision } | undefined {
  const parameters = parameterCount(modelId);
  const precision = precisionOf(modelId, dtype, quantization);
  if (parameters === undefined || precision === undefined) return undefined;
  return { bytes: parameters * precision.bytesPerParameter, parameters, precision };
}
