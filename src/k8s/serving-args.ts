// Serving-framework arguments: model, parallelism, dtype, quantization, memory and context
// flags of vLLM, SGLang, TGI and TensorRT-LLM, from command lines or their env-var forms.
import type { JsonPath } from '../core/types.js';
import { commandLines, type Word } from './command-line.js';
import type { ContainerView } from './pods.js';
import { serverCommand } from './servers.js';
import { own } from './values.js';
import { memo } from '../core/memo.js';

export type Framework = 'vllm' | 'sglang' | 'tgi' | 'tensorrt-llm';

export interface ServingValue {
  value: string;
  path: JsonPath;
  /** How it was written: `--tensor-parallel-size 4`, `NUM_SHARD=4`. */
  source: string;
}

/** A flag of the serving command line. */
export interface Flag {
  name: string;
  value?: string;
  path: JsonPath;
  /** Position on the command line: of two spellings of one flag, the later wins (argparse, clap). */
  index: number;
}

export interface ServingArgs {
  framework: Framework;
  /** Every flag of the serving command line by normalized name (vLLM: `_` -> `-`); the last one wins. */
  flags: Map<string, Flag>;
  model?: ServingValue;
  tensorParallel?: ServingValue;
  pipelineParallel?: ServingValue;
  dataParallel?: ServingValue;
  dtype?: ServingValue;
  quantization?: ServingValue;
  gpuMemoryUtilization?: ServingValue;
  maxModelLen?: ServingValue;
  /** Where the command starts, to point at when a flag is missing. */
  commandPath: JsonPath;
}

type Field = Exclude<keyof ServingArgs, 'framework' | 'commandPath' | 'flags'>;

const FLAGS: Record<Framework, Record<string, Field>> = {
  vllm: {
    '--model': 'model',
    '--tensor-parallel-size': 'tensorParallel',
    '-tp': 'tensorParallel',
    '--pipeline-parallel-size': 'pipelineParallel',
    '-pp': 'pipelineParallel',
    '--data-parallel-size': 'dataParallel',
    '-dp': 'dataParallel',
    '--dtype': 'dtype',
    '--quantization': 'quantization',
    '-q': 'quantization',
    '--gpu-memory-utilization': 'gpuMemoryUtilization',
    '--max-model-len': 'maxModelLen',
  },
  sglang: {
    '--model-path': 'model',
    '--model': 'model',
    '--tp-size': 'tensorParallel',
    '--tp': 'tensorParallel',
    '--tensor-parallel-size': 'tensorParallel',
    '--pp-size': 'pipelineParallel',
    '--pipeline-parallel-size': 'pipelineParallel',
    '--dp-size': 'dataParallel',
    '--data-parallel-size': 'dataParallel',
    '--dp': 'dataParallel',
    '--dtype': 'dtype',
    '--quantization': 'quantization',
    '--mem-fraction-static': 'gpuMemoryUtilization',
    '--context-length': 'maxModelLen',
  },
  tgi: {
    '--model-id': 'model',
    '--num-shard': 'tensorParallel',
    '--dtype': 'dtype',
    '--quantize': 'quantization',
    '--max-total-tokens': 'maxModelLen',
    '--cuda-memory-fraction': 'gpuMemoryUtilization',
  },
  'tensorrt-llm': {
    '--tp_size': 'tensorParallel',
    '--tp-size': 'tensorParallel',
    '--pp_size': 'pipelineParallel',
    '--pp-size': 'pipelineParallel',
    '--max_seq_len': 'maxModelLen',
    '--max-seq-len': 'maxModelLen',
    '--kv_cache_free_gpu_memory_fraction': 'gpuMemoryUtilization',
  },
};

/** Env-var forms of the flags (TGI reads every flag from env; these are the common ones). */
const ENV: Record<Framework, Record<string, Field>> = {
  vllm: {},
  sglang: {},
  tgi: {
    MODEL_ID: 'model',
    NUM_SHARD: 'tensorParallel',
    DTYPE: 'dtype',
    QUANTIZE: 'quantization',
    MAX_TOTAL_TOKENS: 'maxModelLen',
    CUDA_MEMORY_FRACTION: 'gpuMemoryUtilization',
  },
  'tensorrt-llm': {},
};

/** Which framework a command line starts (servers.ts), and where its flags begin. */
function detect(argv: Word[]): { framework: Framework; flagsFrom: number; positionalModel?: Word } | undefined {
  const command = serverCommand(argv);
  return command && isFramework(command.framework)
    ? { framework: command.framework, flagsFrom: command.flagsFrom, positionalModel: command.positionalModel }
    : undefined;
}

/**
 * Every flag from `from` on, by name. vLLM's argument parser accepts `_` for `-` in flag names
 * (`--pipeline_parallel_size`), so its names are normalized. A value is `--flag=value` or the next
 * word when it is not a flag itself (negative numbers are values).
 */
function readAllFlags(argv: Word[], from: number, framework: Framework): Map<string, Flag> {
  const flags = new Map<string, Flag>();
  for (let i = from; i < argv.length; i++) {
    const text = argv[i]!.text;
    if (!text.startsWith('-') || /^-\d/.test(text)) continue;
    const eq = text.indexOf('=');
    let name = eq > 0 ? text.slice(0, eq) : text;
    if (framework === 'vllm' && name.startsWith('--')) name = `--${name.slice(2).replace(/_/g, '-')}`;
    const next = argv[i + 1]?.text;
    const value = eq > 0 ? text.slice(eq + 1) : next !== undefined && (!next.startsWith('-') || /^-\d/.test(next)) ? next : undefined;
    flags.set(name, { name, value, path: argv[i]!.path, index: i });
  }
  return flags;
}

/** The known fields from the flags; of two spellings of one field, the later on the line wins. */
function readFields(args: ServingArgs, names: Record<string, Field>): void {
  const best = new Map<Field, Flag>();
  for (const [name, field] of Object.entries(names)) {
    const f = args.flags.get(name);
    if (f?.value === undefined) continue;
    const seen = best.get(field);
    if (!seen || f.index > seen.index) best.set(field, f);
  }
  for (const [field, f] of best) args[field] = { value: f.value!, path: f.path, source: `${f.name} ${f.value}` };
}

/**
 * The serving arguments of a container, when it runs a known serving framework. A container of a
 * serving image without a command runs the image's entrypoint: its args are that framework's flags.
 */
const argsOf = new WeakMap<ContainerView, ServingArgs | undefined>();

/** Memoized per container: several serving rules read the same arguments. */
export function servingArgsOf(c: ContainerView): ServingArgs | undefined {
  return memo(argsOf, c, readServingArgs);
}

function readServingArgs(c: ContainerView): ServingArgs | undefined {
  const lines = commandLines(c);
  const imageFramework = c.family?.framework;
  for (const [index, line] of lines.entries()) {
    const found = detect(line.argv);
    // No command: the image's entrypoint runs the framework and args are its flags.
    const framework =
      found?.framework ??
      (index === 0 && own(c.value, 'command') === undefined && isFramework(imageFramework) ? imageFramework : undefined);
    if (!framework) continue;
    const args: ServingArgs = {
      framework,
      flags: readAllFlags(line.argv, found?.flagsFrom ?? 0, framework),
      commandPath: line.argv[0]?.path ?? [...c.path, 'image'],
    };
    for (const [name, field] of Object.entries(ENV[framework])) {
      const e = c.env.get(name);
      if (e?.value !== undefined) args[field] = { value: e.value, path: [...e.path, 'value'], source: `${name}=${e.value}` };
    }
    if (found?.positionalModel)
      args.model = { value: found.positionalModel.text, path: found.positionalModel.path, source: found.positionalModel.text };
    readFields(args, FLAGS[framework]);
    return args;
  }
  return undefined;
}

function isFramework(f: string | undefined): f is Framework {
  return f === 'vllm' || f === 'sglang' || f === 'tgi' || f === 'tensorrt-llm';
}
