import { gib, type GpuMemory } from '../src/cluster/gpu-memory.js';
import { gpuMemoryCheck, type Demand } from '../src/kits/gpu-memory.js';
import { defineRule } from '../src/engine/rule.js';
import type { ContainerView, PodSpecView } from '../src/k8s/pods.js';
import { flagValue, hasFlag, modelDemand, parameterText, servingPlanOf, type GroupGpus, type ModelDemand } from '../src/k8s/serving-plan.js';

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
    `vLLM in ${d.container} serves ${d.model} without --max-model-len, and after ~${gib(Number(weights.toFixed(1)))} GiB of weights (${parameterText(d.parameters)} parameters × ${d.bytesPerParameter} byte${d.bytesPerParameter === 1 ? '' : 's'}) ` +
    `only ${gib(Number(left.toFixed(1)))} GiB (${pct}%) of the ${d.shards} × ${gib(memory.gib)} GiB × ${d.fraction.toFixed(2)} = ${gib(Number(usable.toFixed(1)))} GiB it may use is left for the KV cache ` +
    `(GPU memory from ${memory.source}): vLLM then sizes for the model's full context window (128K tokens for many current models), and fails at startup when one such request does not fit the KV cache, or runs very few requests at once; ` +
    `set --max-model-len to the longest context you serve (e.g. 8192).`
  );
}

const DEPLOYMENT = (args: string, product = 'NVIDIA-L4') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: ${product}
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: [${args}]
          resources:
            limits:
              nvidia.com/gpu: 1
`;

export default defineRule<Options>({
  id: ID,
  family: 'serving',
  level: 'note',
  scope: 'ai',
  summary: 'vLLM serves a model without --max-model-len on GPUs whose memory leaves little room for the KV cache after the weights.',
  description:
    'For each vLLM container without `--max-model-len` (nor `--max_model_len`, `--kv-cache-memory`, `--num-gpu-blocks-override` or a `--config` file), the memory vLLM may use is tp × pp × memory per GPU × `--gpu-memory-utilization` (default 0.9), and the weights are estimated as in `model-exceeds-gpu-memory` (parameter count from the model name × bytes per parameter from dtype/quantization). Memory per GPU comes from the MIG profile, the GPU the pod pins in its node selection, or the candidate node pools (the largest; all must state their memory).\n\n' +
    'Triggers when what is left for the KV cache is less than `minKvCacheShare` (default 0.33, a third) of that usable memory. The threshold is set so that the common failure is caught: an 8B model in bf16 (~15 GiB) on a 24 GB GPU (L4, A10G) leaves ~6.7 GiB of 21.6 GiB (31%), while Llama 3.1 8B at its default 128K context needs 16 GiB of KV cache for a single request. A GPU with at least twice the weights\' size stays silent at the default utilization.\n\n' +
    'Silent when the weights do not fit at all (`model-exceeds-gpu-memory`), for other frameworks, and whenever an input is unknown (model size, precision, GPU memory, placeholders, DRA, parallel sizes that do not match the GPU request).',
  rationale:
    'vLLM reserves KV cache for the longest sequence the model supports unless `--max-model-len` lowers it, and at startup it checks that at least one request of that length fits, else it stops: "To serve at least one request with the models\'s max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (4.85 GiB)" (older releases: "The model\'s max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache"). Many current models declare 128K-token contexts, so a model that fits its GPU with little room to spare CrashLoops on the first start, or, when it does start, runs one or two long requests at a time instead of dozens, and throughput collapses. The weights and GPU are in the manifest, so the risk is visible before deployment.',
  remediation:
    'Bound the context to what the application needs, or give the KV cache more memory (more GPUs, a quantized model, FP8 KV cache):\n\n```yaml\nargs: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"]\n```',
  references: ['https://docs.vllm.ai/en/latest/configuration/conserving_memory.html', 'https://docs.vllm.ai/en/latest/configuration/engine_args.html'],
  options: {
    type: 'object',
    properties: {
      minKvCacheShare: {
        type: 'number',
        minimum: 0,
        maximum: 1,
        default: 0.33,
        description: 'Smallest share of the memory vLLM may use (GPUs × memory × utilization) that must be left for the KV cache after the weights; below it a missing --max-model-len is reported.',
      },
    },
    additionalProperties: false,
  },
  examples: {
    invalid: [
      {
        title: 'an 8B model on one 24 GB L4 with the default context length',
        yaml: DEPLOYMENT('"--model", "meta-llama/Llama-3.1-8B-Instruct"'),
        lines: [13],
      },
    ],
    valid: [
      {
        title: 'the context length is bounded',
        yaml: DEPLOYMENT('"--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"'),
      },
      {
        title: 'an 80 GB GPU leaves plenty of KV cache',
        yaml: DEPLOYMENT('"--model", "meta-llama/Llama-3.1-8B-Instruct"', 'NVIDIA-H100-80GB-HBM3'),
      },
    ],
  },
  check: gpuMemoryCheck<Options>(ID, { demandOf: unboundedDemand, at: 'commandPath', judge: (d, memory, options) => judge(d, memory, options.minKvCacheShare) }),
});
