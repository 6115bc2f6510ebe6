import { gib, type GpuMemory } from '../src/cluster/gpu-memory.js';
import { gpuMemoryCheck, type Demand } from '../src/kits/gpu-memory.js';
import { defineRule } from '../src/engine/rule.js';
import type { Framework } from '../src/k8s/serving-args.js';
import { modelDemand, parameterText } from '../src/k8s/serving-plan.js';

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
    `${d.model} (${parameterText(d.parameters)} parameters × ${d.bytesPerParameter} byte${d.bytesPerParameter === 1 ? '' : 's'}, ${d.precision}) needs ~${gb(d.bytes)} GB of weights (${gib(Number(weightsGiB.toFixed(1)))} GiB), ` +
    `but ${NAMES[d.framework]} in ${d.container} may use ${d.shards} × ${gib(memory.gib)} GiB × ${d.fraction.toFixed(2)} = ${gib(Number(budget.toFixed(1)))} GiB for weights and KV cache ` +
    `(GPU memory from ${memory.source}; ${d.fraction.toFixed(2)} ${d.fractionSource}): it runs out of GPU memory while loading the model; ` +
    `spread it over at least ${need} such GPUs (tensor/pipeline parallel), serve a quantized checkpoint (FP8, AWQ), or use GPUs with more memory.`
  );
}

const DEPLOYMENT = (gpus: number, selector: string, args: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  template:
    spec:
${selector}      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: [${args}]
          resources:
            limits:
              nvidia.com/gpu: ${gpus}
`;

const H100 = '      nodeSelector:\n        nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\n';

export default defineRule({
  id: ID,
  family: 'serving',
  level: 'warning',
  scope: 'ai',
  summary: "The served model's weights alone are larger than the GPU memory the server may use.",
  description:
    'For each vLLM, SGLang, TGI or TensorRT-LLM container whose model (`--model`, a positional model, `--model-path`, `--model-id`, `MODEL_ID`) has a parameter count in its name (`70B`, `1.5B`, `8x7B`; Mixtral totals are known), the weights are parameters × bytes per parameter: 2 by default and for fp16/bf16, 4 for fp32, 1 for fp8/int8 and 0.5 for AWQ/GPTQ/4-bit, from `--quantization`/`--quantize`, `--dtype` or a name suffix (`-FP8`, `-AWQ`). They are compared with GPUs × memory per GPU × the fraction the framework takes: vLLM `--gpu-memory-utilization` (default 0.9), SGLang `--mem-fraction-static` (its default depends on version, tp size and GPU, from 0.79 to 0.88: 0.88 is used), TGI `--cuda-memory-fraction` (default 1.0), TensorRT-LLM 1.0. GPUs are tp × pp (one copy of the model; data-parallel ranks each hold their own); TGI without `--num-shard` uses the container\'s GPUs.\n\n' +
    'Memory per GPU comes from the MIG profile (`nvidia.com/mig-3g.40gb`: 40 GiB), the GPU the pod pins (`nvidia.com/gpu.product`, `cloud.google.com/gke-accelerator` or a known instance type in its nodeSelector or required node affinity; the largest if several), or else the candidate node pools (the largest of them, and only when every candidate GPU pool states its memory). Triggers when the weights alone, before KV cache and activations, exceed that budget; the message gives the arithmetic in GB (10^9 bytes) and GiB (2^30 bytes).\n\n' +
    'Silent when the model name has no size, the precision or fraction is unknown or a placeholder, `--cpu-offload-gb` is set, the pod uses DRA, no pools are known for a pod that pins no GPU, or a one-pod server\'s parallel sizes do not match its GPU request (that is `tensor-parallel-gpu-mismatch`).',
  rationale:
    'Model weights must be resident in GPU memory before the server can answer a single request. A 70B model in bf16 is ~140 GB of weights: it cannot load on one 80 GB GPU, nor on two 40 GB MIG slices, whatever the KV-cache settings. The failure comes late and looks like a crash: the pod pulls a large image, downloads the weights for minutes, then dies with `CUDA out of memory` (or vLLM\'s "not enough memory" during profiling) and CrashLoops, while the cause is arithmetic visible in the manifest. The serving frameworks also cap themselves below the GPU\'s size (vLLM uses 90% by default), so "80 GB" is really 72 GiB for weights plus KV cache.',
  remediation:
    'Give the model enough GPUs and shard it, serve a quantized variant, or choose a GPU with more memory:\n\n```yaml\nargs: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]\nresources:\n  limits:\n    nvidia.com/gpu: 4\n```\n\nor `--model neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8` (~70 GB) on two 80 GB GPUs. Weights are only part of the memory: leave room for the KV cache (see `max-model-len-unbounded`).',
  references: ['https://docs.vllm.ai/en/latest/configuration/conserving_memory.html', 'https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html'],
  examples: {
    invalid: [
      {
        title: 'a 70B bf16 model on one 80 GB H100',
        yaml: DEPLOYMENT(1, H100, '"--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16"'),
        lines: [13],
      },
      {
        title: 'the GPU memory comes from the node pools',
        yaml: DEPLOYMENT(1, '', '"--model", "meta-llama/Llama-3.1-70B-Instruct"'),
        lines: [11],
        config: { nodePools: [{ name: 'a100-80', labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB' }, gpu: { count: 8 } }] },
      },
    ],
    valid: [
      {
        title: 'the same model over 4 GPUs',
        yaml: DEPLOYMENT(4, H100, '"--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16", "--tensor-parallel-size", "4"'),
      },
    ],
  },
  check: gpuMemoryCheck(ID, { demandOf: modelDemand, at: 'path', judge }),
});
