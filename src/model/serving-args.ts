// Serving-framework arguments: model, parallelism, dtype, quantization, memory and context
// flags of vLLM, SGLang, TGI and TensorRT-LLM, from command lines or their env-var forms.
import type { JsonPath } from '../engine/types.js';
import { commandLines, type Word } from './command-line.js';
import type { ContainerView } from './pods.js';
import { own } from './values.js';

export type Framework = 'vllm' | 'sglang' | 'tgi' | 'tensorrt-llm';

export interface ServingValue {
  value: string;
  path: JsonPath;
  /** How it was written: `--tensor-parallel-size 4`, `NUM_SHARD=4`. */
  source: string;
}

export interface ServingArgs {
  framework: Framework;
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

type Field = Exclude<keyof ServingArgs, 'framework' | 'commandPath'>;

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
    '--dp-size': 'dataParallel',
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
  tgi: { MODEL_ID: 'model', NUM_SHARD: 'tensorParallel', DTYPE: 'dtype', QUANTIZE: 'quantization', MAX_TOTAL_TOKENS: 'maxModelLen', CUDA_MEMORY_FRACTION: 'gpuMemoryUtilization' },
  'tensorrt-llm': {},
};

/** Which framework a command line starts, and where its flags begin. */
function detect(argv: Word[]): { framework: Framework; flagsFrom: number; positionalModel?: Word } | undefined {
  for (let i = 0; i < argv.length; i++) {
    const w = argv[i]!.text;
    const next = argv[i + 1]?.text;
    if (/(^|\/)vllm$/.test(w) && next === 'serve') return { framework: 'vllm', flagsFrom: i + 2, positionalModel: argv[i + 2] && !argv[i + 2]!.text.startsWith('-') ? argv[i + 2] : undefined };
    if (w === '-m' && next && /^vllm\.entrypoints\.(openai\.api_server|api_server)$/.test(next)) return { framework: 'vllm', flagsFrom: i + 2 };
    if (w === '-m' && next && /^sglang\.launch_server$/.test(next)) return { framework: 'sglang', flagsFrom: i + 2 };
    if (/(^|\/)text-generation-launcher$/.test(w)) return { framework: 'tgi', flagsFrom: i + 1 };
    if (/(^|\/)trtllm-serve$/.test(w)) return { framework: 'tensorrt-llm', flagsFrom: i + 1, positionalModel: argv[i + 1] && !argv[i + 1]!.text.startsWith('-') ? argv[i + 1] : undefined };
  }
  return undefined;
}

function readFlags(args: ServingArgs, argv: Word[], from: number, flags: Record<string, Field>): void {
  for (let i = from; i < argv.length; i++) {
    const w = argv[i]!;
    const eq = w.text.indexOf('=');
    const name = eq > 0 && w.text.startsWith('-') ? w.text.slice(0, eq) : w.text;
    const field = flags[name];
    if (!field) continue;
    const value = eq > 0 && w.text.startsWith('-') ? w.text.slice(eq + 1) : argv[i + 1]?.text;
    if (value === undefined || (eq <= 0 && value.startsWith('--'))) continue;
    args[field] = { value, path: w.path, source: `${name} ${value}` };
  }
}

/**
 * The serving arguments of a container, when it runs a known serving framework. A container of a
 * serving image without a command runs the image's entrypoint: its args are that framework's flags.
 */
const memo = new WeakMap<ContainerView, ServingArgs | null>();

/** Memoized per container: several serving rules read the same arguments. */
export function servingArgsOf(c: ContainerView): ServingArgs | undefined {
  let args = memo.get(c);
  if (args === undefined) {
    args = readServingArgs(c) ?? null;
    memo.set(c, args);
  }
  return args ?? undefined;
}

function readServingArgs(c: ContainerView): ServingArgs | undefined {
  const lines = commandLines(c);
  const imageFramework = c.family?.framework;
  for (const [index, line] of lines.entries()) {
    const found = detect(line.argv);
    // No command: the image's entrypoint runs the framework and args are its flags.
    const framework = found?.framework ?? (index === 0 && own(c.value, 'command') === undefined && isFramework(imageFramework) ? imageFramework : undefined);
    if (!framework) continue;
    const args: ServingArgs = { framework, commandPath: line.argv[0]?.path ?? [...c.path, 'image'] };
    for (const [name, field] of Object.entries(ENV[framework])) {
      const e = c.env.get(name);
      if (e?.value !== undefined) args[field] = { value: e.value, path: [...e.path, 'value'], source: `${name}=${e.value}` };
    }
    if (found?.positionalModel) args.model = { value: found.positionalModel.text, path: found.positionalModel.path, source: found.positionalModel.text };
    readFlags(args, line.argv, found?.flagsFrom ?? 0, FLAGS[framework]);
    return args;
  }
  return undefined;
}

function isFramework(f: string | undefined): f is Framework {
  return f === 'vllm' || f === 'sglang' || f === 'tgi' || f === 'tensorrt-llm';
}
