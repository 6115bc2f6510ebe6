// How a serving container spreads one model over GPUs: tensor × pipeline (× data) parallel sizes,
// multi-node and Ray markers, the memory fraction the framework claims, and the flags that
// serving-args.ts does not read (vLLM accepts `--pipeline_parallel_size` for
// `--pipeline-parallel-size`: its argument parser turns `_` into `-` in flag names).
import type { JsonPath } from '../engine/types.js';
import { commandLines, type Word } from './command-line.js';
import type { ContainerView } from './pods.js';
import { servingArgsOf, type Framework, type ServingArgs, type ServingValue } from './serving-args.js';
import { isPlaceholder, own } from './values.js';

export interface Flag {
  name: string;
  value?: string;
  path: JsonPath;
}

/** A parallel size: written (with where), or the framework's default. */
export interface Size {
  n: number;
  written?: ServingValue;
}

export interface ServingPlan {
  framework: Framework;
  args: ServingArgs;
  /** Flags of the serving command line by normalized name (vLLM: `_` -> `-`); the last one wins. */
  flags: Map<string, Flag>;
  /** undefined: written but unreadable (a placeholder), or defaulted from a `--config` file we cannot see. */
  tp?: Size;
  pp?: Size;
  dp?: Size;
  /** TGI without `--num-shard`/NUM_SHARD shards over every GPU it sees. */
  tpFollowsGpus: boolean;
  /** A `--config` file may hold any flag not written on the command line. */
  configFile: boolean;
  /** vLLM on a Ray cluster: `--distributed-executor-backend ray`, `ray start` or vLLM's multi-node-serving.sh in the same container. */
  usesRay: boolean;
}

const LAUNCHER = (argv: Word[], i: number): boolean => {
  const w = argv[i]!.text;
  const next = argv[i + 1]?.text;
  return (
    (/(^|\/)vllm$/.test(w) && next === 'serve') ||
    (w === '-m' && !!next && /^(vllm\.entrypoints\.|sglang\.launch_server$)/.test(next)) ||
    /(^|\/)(text-generation-launcher|trtllm-serve)$/.test(w)
  );
};

/** The words of the command line that starts the server (the image entrypoint's args when there is no command). */
function serverLine(c: ContainerView): Word[] | undefined {
  const lines = commandLines(c);
  for (const line of lines) {
    const at = line.argv.findIndex((_, i) => LAUNCHER(line.argv, i));
    if (at !== -1) return line.argv.slice(at);
  }
  return own(c.value, 'command') === undefined ? lines[0]?.argv : undefined;
}

function readFlags(argv: Word[], framework: Framework): Map<string, Flag> {
  const flags = new Map<string, Flag>();
  for (let i = 0; i < argv.length; i++) {
    const text = argv[i]!.text;
    if (!text.startsWith('-') || /^-\d/.test(text)) continue;
    const eq = text.indexOf('=');
    let name = eq > 0 ? text.slice(0, eq) : text;
    if (framework === 'vllm' && name.startsWith('--')) name = `--${name.slice(2).replace(/_/g, '-')}`;
    const next = argv[i + 1]?.text;
    const value = eq > 0 ? text.slice(eq + 1) : next !== undefined && !next.startsWith('-') ? next : undefined;
    flags.set(name, { name, value, path: argv[i]!.path });
  }
  return flags;
}

/** A whole number >= 1, or undefined (placeholder, garbage). */
export function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || isPlaceholder(value) || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** A number in (0, 1], or undefined. */
export function fraction(value: string | undefined): number | undefined {
  if (value === undefined || isPlaceholder(value) || !/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function fromFlag(flags: Map<string, Flag>, names: string[]): ServingValue | undefined {
  let found: Flag | undefined;
  for (const name of names) {
    const f = flags.get(name);
    if (f?.value !== undefined) found = f;
  }
  return found && { value: found.value!, path: found.path, source: `${found.name} ${found.value}` };
}

const TP_FLAGS: Record<Framework, string[]> = {
  vllm: ['--tensor-parallel-size', '-tp'],
  sglang: ['--tp-size', '--tp', '--tensor-parallel-size'],
  tgi: ['--num-shard'],
  'tensorrt-llm': ['--tp_size', '--tp-size'],
};
const PP_FLAGS: Record<Framework, string[]> = {
  vllm: ['--pipeline-parallel-size', '-pp'],
  sglang: ['--pp-size', '--pipeline-parallel-size'],
  tgi: [],
  'tensorrt-llm': ['--pp_size', '--pp-size'],
};
const DP_FLAGS: Record<Framework, string[]> = {
  vllm: ['--data-parallel-size', '-dp'],
  sglang: ['--dp-size', '--dp', '--data-parallel-size'],
  tgi: [],
  'tensorrt-llm': [],
};

function size(written: ServingValue | undefined, configFile: boolean): Size | undefined {
  if (!written) return configFile ? undefined : { n: 1 };
  const n = positiveInt(written.value);
  return n === undefined ? undefined : { n, written };
}

/** What the serving container runs, parsed for the serving rules; undefined when it runs no known serving framework. */
export function servingPlanOf(c: ContainerView): ServingPlan | undefined {
  if (c.kind === 'init' || c.kind === 'ephemeral') return undefined;
  const args = servingArgsOf(c);
  if (!args) return undefined;
  const line = serverLine(c) ?? [];
  const flags = readFlags(line, args.framework);
  const configFile = (args.framework === 'vllm' || args.framework === 'sglang') && flags.has('--config');
  const pick = (parsed: ServingValue | undefined, names: string[]) => {
    // The env form (TGI NUM_SHARD) loses to a flag on the command line, as in clap.
    const flag = fromFlag(flags, names);
    return flag ?? parsed;
  };
  const tpWritten = pick(args.tensorParallel, TP_FLAGS[args.framework]);
  const words = commandLines(c).flatMap((l) => l.argv.map((w) => w.text));
  const usesRay =
    flags.get('--distributed-executor-backend')?.value === 'ray' ||
    flags.get('--data-parallel-backend')?.value === 'ray' ||
    flags.get('-dpb')?.value === 'ray' ||
    words.some((w, i) => (/(^|\/)ray$/.test(w) && words[i + 1] === 'start') || /multi-node-serving\.sh$/.test(w));
  return {
    framework: args.framework,
    args,
    flags,
    tp: args.framework === 'tgi' && !tpWritten ? { n: 1 } : size(tpWritten, configFile),
    pp: size(pick(args.pipelineParallel, PP_FLAGS[args.framework]), configFile),
    dp: size(pick(args.dataParallel, DP_FLAGS[args.framework]), configFile),
    tpFollowsGpus: args.framework === 'tgi' && !tpWritten,
    configFile,
    usesRay,
  };
}

/** A flag's value (vLLM spellings normalized), or the parsed serving value. */
export function flagValue(plan: ServingPlan, names: string[]): ServingValue | undefined {
  return fromFlag(plan.flags, names);
}

export function hasFlag(plan: ServingPlan, names: string[]): boolean {
  return names.some((n) => plan.flags.has(n));
}

/**
 * GPUs one server instance uses across all its nodes: tp × pp × dp (SGLang's DP attention runs its
 * data-parallel ranks on the tensor-parallel GPUs). undefined when a size is unknown.
 */
export function worldSize(plan: ServingPlan): number | undefined {
  const { tp, pp, dp } = plan;
  if (!tp || !pp || !dp || plan.tpFollowsGpus) return undefined;
  const dpFactor = plan.framework === 'sglang' && hasFlag(plan, ['--enable-dp-attention']) ? 1 : dp.n;
  return tp.n * pp.n * dpFactor;
}

/** Flags that make vLLM's data-parallel ranks span several pods. */
const VLLM_MULTI_NODE_DP = ['--headless', '--data-parallel-start-rank', '-dpr', '--data-parallel-address', '-dpa', '--data-parallel-hybrid-lb', '--data-parallel-external-lb'];

/**
 * GPUs this container must have for the server to start as written: the world size, or its share
 * on this node (`--nnodes`, vLLM `--data-parallel-size-local`, `--data-parallel-rank`).
 * undefined when it cannot be told.
 */
export function localGpus(plan: ServingPlan): { n: number; expression: string } | undefined {
  const { tp, pp, dp } = plan;
  if (!tp || !pp || !dp || plan.tpFollowsGpus) return undefined;
  const terms = parallelTerms(plan);
  if (plan.framework === 'vllm') {
    const local = flagValue(plan, ['--data-parallel-size-local', '-dpl']);
    if (local) {
      const n = positiveInt(local.value);
      if (n === undefined) return undefined;
      const base = terms.filter((t) => !t.startsWith('dp '));
      return { n: tp.n * pp.n * n, expression: [...base, `local dp ${n}`].join(' × ') };
    }
    if (hasFlag(plan, ['--data-parallel-rank', '-dpn'])) return { n: tp.n * pp.n, expression: terms.filter((t) => !t.startsWith('dp ')).join(' × ') + ' (one data-parallel rank)' };
    if (hasFlag(plan, VLLM_MULTI_NODE_DP)) return undefined;
  }
  const world = worldSize(plan);
  if (world === undefined) return undefined;
  const nodesFlag = plan.framework === 'vllm' || plan.framework === 'sglang' ? flagValue(plan, ['--nnodes']) : undefined;
  if (nodesFlag) {
    const nodes = positiveInt(nodesFlag.value);
    if (nodes === undefined || world % nodes !== 0) return undefined;
    if (nodes > 1) return { n: world / nodes, expression: `(${terms.join(' × ')}) / ${nodes} nodes` };
  }
  return { n: world, expression: terms.join(' × ') };
}

/** `tp 8`, `pp 2`, `dp 2` as written or defaulted (pp and dp only when > 1 or written). */
export function parallelTerms(plan: ServingPlan): string[] {
  const out = [`tp ${plan.tp?.n ?? '?'}`];
  if (plan.pp && (plan.pp.written || plan.pp.n > 1)) out.push(`pp ${plan.pp.n}`);
  const dpCounts = !(plan.framework === 'sglang' && hasFlag(plan, ['--enable-dp-attention']));
  if (dpCounts && plan.dp && (plan.dp.written || plan.dp.n > 1)) out.push(`dp ${plan.dp.n}`);
  return out;
}

/** GPUs that hold one copy of the weights: tp × pp. */
export function shardCount(plan: ServingPlan): number | undefined {
  if (!plan.tp || !plan.pp || plan.tpFollowsGpus) return undefined;
  return plan.tp.n * plan.pp.n;
}

/**
 * Share of each GPU's memory the framework takes for weights and KV cache, with what decided it.
 * vLLM `--gpu-memory-utilization` (default 0.9); SGLang `--mem-fraction-static` (its default is
 * computed per release, tp size and GPU, 0.79 to 0.88: 0.88 is the largest, so the least likely to
 * report); TGI `--cuda-memory-fraction` (default 1.0). TensorRT-LLM's
 * `--kv_cache_free_gpu_memory_fraction` is a share of what is left after the weights, so the
 * weights may use the whole GPU (1.0).
 */
export function memoryFraction(plan: ServingPlan): { value: number; source: string; written?: ServingValue } | undefined {
  const written = plan.framework === 'vllm' ? (flagValue(plan, ['--gpu-memory-utilization']) ?? plan.args.gpuMemoryUtilization) : plan.args.gpuMemoryUtilization;
  if (plan.framework === 'tensorrt-llm') return { value: 1, source: 'TensorRT-LLM may use the whole GPU for weights' };
  if (written) {
    const value = fraction(written.value);
    return value === undefined ? undefined : { value, source: written.source, written };
  }
  if (plan.configFile) return undefined;
  switch (plan.framework) {
    case 'vllm':
      return { value: 0.9, source: "vLLM's default --gpu-memory-utilization 0.9" };
    case 'sglang':
      return { value: 0.88, source: "SGLang's default --mem-fraction-static (at most 0.88)" };
    case 'tgi':
      return { value: 1, source: "TGI's default --cuda-memory-fraction 1.0" };
  }
}

/** `-` when the dtype/quantization is not readable. */
export function precisionLabel(source: string, bytesPerParameter: number): string {
  const bits = `${bytesPerParameter * 8}-bit`;
  if (source.startsWith('--dtype ')) return source.slice('--dtype '.length);
  if (source.startsWith('--quantization ')) return source.slice('--quantization '.length);
  if (source.startsWith('model name suffix ')) return `${source.slice('model name suffix '.length)} (${bits})`;
  return `${bits} (the default dtype)`;
}
