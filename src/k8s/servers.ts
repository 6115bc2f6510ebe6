// Which model server a container runs, recognised once for every rule (RULES.md "serving
// container"): by the command that starts it (`vllm serve`, `python -m sglang.launch_server`,
// `tritonserver`, also inside `sh -c` scripts), else by a serving image of the family table,
// whatever the registry or mirror. Not a server: client and SDK images (Triton `-sdk` tags) and
// containers whose whole command only sleeps. Also what each server answers health checks on.
import type { JsonPath } from '../core/types.js';
import { commandLines, type CommandLine, type CommandSource, type Word } from './command-line.js';
import type { ImageRef } from './image.js';
import { isClientImage, type ImageFamily } from './image-families.js';
import { own } from './values.js';

/** A server command found on a command line. */
export interface ServerCommand {
  /** vllm, sglang, tgi, triton, tensorrt-llm, ray-serve, torchserve, lmdeploy, llama.cpp. */
  framework: string;
  /** Index of the word that names the server (`vllm`, `python3`, `tritonserver`). */
  at: number;
  /** Where the server's own flags start. */
  flagsFrom: number;
  /** `vllm serve MODEL`, `trtllm-serve MODEL`. */
  positionalModel?: Word;
  /** The python module it runs (`vllm.entrypoints.grpc_server`), for `python -m` forms. */
  module?: string;
}

/** A server that answers only gRPC, with the port it listens on when that is known. */
export interface GrpcOnly {
  /** How the command says so: `python -m vllm.entrypoints.grpc_server`, `--grpc-mode`. */
  why: string;
  port?: number;
}

export interface Server {
  /** undefined: a serving image of no known framework (TEI, TensorFlow Serving, KServe runtimes). */
  framework?: string;
  /** Recognised by its command (where it starts), or by its image running its own entrypoint. */
  by: 'command' | 'image';
  commandPath?: JsonPath;
  grpcOnly?: GrpcOnly;
}

export type NotServing = 'idle' | 'client';

/** Words that run the next word as the command: `exec vllm serve`, `tini -- tritonserver`, `do vllm serve` in a loop. */
const LAUNCHERS = new Set([
  'exec',
  'env',
  'nohup',
  'time',
  'tini',
  'dumb-init',
  '--',
  'stdbuf',
  'numactl',
  'sudo',
  'gosu',
  'su-exec',
  'uv',
  'uvx',
  'run',
  'poetry',
  'pipenv',
  'do',
  'then',
  'else',
  '{',
  '!',
]);

function basename(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1);
}

/** A word before the command that leaves the next word in command position: a launcher, its flags, VAR=value, an entrypoint script. */
function runsNext(word: string): boolean {
  const name = basename(word);
  return LAUNCHERS.has(name) || word.startsWith('-') || name.endsWith('entrypoint.sh') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
}

const PYTHON = /^python[0-9.]*$/;

/** Servers started by a binary name (the basename of the command word). */
const BINARIES: Record<string, string> = {
  'text-generation-launcher': 'tgi',
  tritonserver: 'triton',
  'trtllm-serve': 'tensorrt-llm',
  torchserve: 'torchserve',
  'llama-server': 'llama.cpp',
};

/** Servers started by a binary and a subcommand: `vllm serve`, `serve run` (Ray Serve), `lmdeploy serve`. */
const SUBCOMMANDS: Record<string, [string, string]> = {
  vllm: ['serve', 'vllm'],
  serve: ['run', 'ray-serve'],
  lmdeploy: ['serve', 'lmdeploy'],
};

function pythonModule(module: string): string | undefined {
  if (module.startsWith('vllm.entrypoints.')) return 'vllm';
  if (module === 'sglang.launch_server') return 'sglang';
  return undefined;
}

/** The server a command line starts, if any: the first word in command position must name it. */
export function serverCommand(argv: Word[]): ServerCommand | undefined {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!.text;
    const name = basename(word);
    const next = argv[i + 1]?.text;
    if (PYTHON.test(name)) {
      const m = argv.findIndex((w, k) => k > i && w.text === '-m');
      const module = m === -1 ? undefined : argv[m + 1]?.text;
      const framework = module ? pythonModule(module) : undefined;
      return framework ? { framework, at: i, flagsFrom: m + 2, module } : undefined;
    }
    const binary = Object.prototype.hasOwnProperty.call(BINARIES, name) ? BINARIES[name] : undefined;
    if (binary) {
      if (binary === 'torchserve' && argv.some((w, k) => k > i && w.text === '--stop')) return undefined;
      const positional = binary === 'tensorrt-llm' && next !== undefined && !next.startsWith('-') ? argv[i + 1] : undefined;
      return { framework: binary, at: i, flagsFrom: i + 1, positionalModel: positional };
    }
    const sub = Object.prototype.hasOwnProperty.call(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
    if (sub && next === sub[0]) {
      const after = argv[i + 2];
      const positional = sub[1] === 'vllm' && after && !after.text.startsWith('-') ? after : undefined;
      return { framework: sub[1], at: i, flagsFrom: i + 2, positionalModel: positional };
    }
    if (!runsNext(word)) return undefined;
  }
  return undefined;
}

/** The value of a flag after `from` (`--port 8000`, `--port=8000`); '' for a flag given without a value. */
function flagAfter(argv: Word[], from: number, names: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = from; i < argv.length; i++) {
    const text = argv[i]!.text;
    const eq = text.indexOf('=');
    const name = eq > 0 ? text.slice(0, eq) : text;
    if (!names.includes(name)) continue;
    const next = argv[i + 1]?.text;
    found = eq > 0 ? text.slice(eq + 1) : next !== undefined && !next.startsWith('-') ? next : '';
  }
  return found;
}

function port(value: string | undefined, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  return /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

/**
 * Servers that answer only gRPC: vLLM's gRPC entrypoint (`python -m vllm.entrypoints.grpc_server`,
 * `vllm serve --grpc`), SGLang `--grpc-mode`, Triton with `--allow-http=false`. Each serves the
 * standard grpc.health.v1 service a Kubernetes grpc probe calls:
 * https://github.com/vllm-project/vllm/blob/main/vllm/entrypoints/grpc_server.py (VllmHealthServicer),
 * https://github.com/sgl-project/sglang/blob/main/python/sglang/srt/entrypoints/grpc_server.py,
 * https://github.com/triton-inference-server/server/blob/main/docs/protocol/README.md (GRPC health checking).
 */
function grpcOnly(command: ServerCommand, argv: Word[]): GrpcOnly | undefined {
  const from = command.flagsFrom;
  if (command.framework === 'vllm' && command.module === 'vllm.entrypoints.grpc_server') {
    return { why: `python -m ${command.module}`, port: port(flagAfter(argv, from, ['--port']), 50051) };
  }
  if (command.framework === 'vllm' && !command.module && flagAfter(argv, from, ['--grpc']) === '') return { why: 'vllm serve --grpc' };
  if (command.framework === 'sglang' && flagAfter(argv, from, ['--grpc-mode']) === '') {
    return { why: '--grpc-mode', port: port(flagAfter(argv, from, ['--port']), 30000) };
  }
  if (command.framework === 'triton') {
    const http = flagAfter(argv, from, ['--allow-http']);
    if (http !== undefined && /^(false|0)$/i.test(http)) {
      return { why: `--allow-http=${http}`, port: port(flagAfter(argv, from, ['--grpc-port']), 8001) };
    }
  }
  return undefined;
}

/** Shell words that neither run nor keep a program: loop heads and ends, no-ops, logging. */
const SHELL_NOOPS = new Set([
  'do',
  'done',
  'then',
  'fi',
  'else',
  'elif',
  'while',
  'until',
  'true',
  ':',
  '{',
  '}',
  '(',
  ')',
  'exec',
  'echo',
  'printf',
  'wait',
  'trap',
  'set',
]);

/** One simple command that only waits: `sleep N`, `sleep infinity`, `tail -f /dev/null`. */
function waits(argv: string[]): boolean {
  const name = basename(argv[0] ?? '');
  if (name === 'sleep') return true;
  return name === 'tail' && argv.includes('/dev/null') && argv.some((w) => w === '-f' || w === '-F' || w === '--follow');
}

/**
 * The whole command only sleeps (`sleep infinity`, `while true; do sleep 30; done`, `tail -f
 * /dev/null`, `trap : TERM; sleep infinity & wait`): a parked container, not a server. undefined
 * words (no command) run the image's entrypoint: not idle.
 */
export function onlySleeps(lines: CommandLine[]): boolean {
  let slept = false;
  for (const line of lines) {
    let words = line.argv.map((w) => w.text);
    // `while true`, `do sleep 30`, `exec sleep infinity`: drop the shell keywords in front.
    while (words.length > 0 && SHELL_NOOPS.has(words[0]!)) {
      const head = words[0]!;
      // echo/printf/trap/set take arguments: the whole simple command is a no-op.
      words = ['echo', 'printf', 'trap', 'set', 'wait'].includes(head) ? [] : words.slice(1);
    }
    if (words.length === 0) continue;
    if (!waits(words)) return false;
    slept = true;
  }
  return slept;
}

/** The model server the container runs, or why it is no server although its image is one. */
export function recogniseServer(
  source: CommandSource,
  image: ImageRef | undefined,
  family: ImageFamily | undefined,
): { server?: Server; notServing?: NotServing } {
  const lines = commandLines(source);
  for (const line of lines) {
    const command = serverCommand(line.argv);
    if (!command) continue;
    const server: Server = { framework: command.framework, by: 'command', commandPath: line.argv[command.at]!.path };
    const grpc = grpcOnly(command, line.argv);
    if (grpc) server.grpcOnly = grpc;
    return { server };
  }
  if (onlySleeps(lines)) return { notServing: 'idle' };
  if (!family?.serving) return {};
  if (image && isClientImage(image, family)) return { notServing: 'client' };
  const server: Server = { framework: family.framework, by: 'image' };
  // The image's entrypoint with the args as its flags (no command): vLLM images take `--grpc`.
  if (own(source.value, 'command') === undefined && lines.length === 1 && family.framework) {
    const argv = lines[0]!.argv;
    const grpc = grpcOnly({ framework: family.framework, at: -1, flagsFrom: 0 }, argv);
    if (grpc) server.grpcOnly = grpc;
  }
  return { server };
}

export type HealthCheck = { kind: 'http'; ready: string; live: string } | { kind: 'grpc'; port?: number; why: string };

/** HTTP health endpoints by framework: [readiness, liveness]. */
const HTTP_HEALTH: Record<string, [string, string]> = {
  vllm: ['/health', '/health'],
  tgi: ['/health', '/health'],
  sglang: ['/health', '/health'],
  'tensorrt-llm': ['/health', '/health'],
  triton: ['/v2/health/ready', '/v2/health/live'],
  'ray-serve': ['/-/healthz', '/-/healthz'],
  // https://docs.nvidia.com/nim/large-language-models/latest/getting-started.html (the NIM Operator's default probes)
  nim: ['/v1/health/ready', '/v1/health/live'],
  // https://pytorch.org/serve/inference_api.html#health-check-api
  torchserve: ['/ping', '/ping'],
  // https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md (503 while the model loads)
  'llama.cpp': ['/health', '/health'],
};

/** What a probe of this server should check: its HTTP endpoints, or a grpc probe for gRPC-only servers; undefined when unknown. */
export function healthCheckOf(server: Server | undefined): HealthCheck | undefined {
  if (!server) return undefined;
  if (server.grpcOnly) return { kind: 'grpc', port: server.grpcOnly.port, why: server.grpcOnly.why };
  const endpoints =
    server.framework && Object.prototype.hasOwnProperty.call(HTTP_HEALTH, server.framework) ? HTTP_HEALTH[server.framework] : undefined;
  return endpoints && { kind: 'http', ready: endpoints[0], live: endpoints[1] };
}
