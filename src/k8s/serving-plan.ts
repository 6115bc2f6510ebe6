// How a serving container spreads one model over GPUs: tensor × pipeline (× data) parallel sizes,
// multi-node and Ray markers, and the memory fraction the framework claims, from the arguments
// serving-args.ts reads.
import type { JsonPath } from '../core/types.js';
import { commandLines } from './command-line.js';
import { deviceCount } from './gpu.js';
import { weightBytes } from './model-size.js';
import { containerLabel } from './naming.js';
import type { ObjectView } from './objects.js';
import type { ContainerView, PodSpecView } from './pods.js';
import { servingArgsOf, type Flag, type Framework, type ServingArgs, type ServingValue } from './serving-args.js';
import { isPlaceholder, own, ownObject, valueAt } from './values.js';
import { plural } from '../core/strings.js';
import { memo } from '../core/memo.js';

/** A parallel size: written (with where), or the framework's default. */
export interface Size {
  n: number;
  written?: ServingValue;
}

export interface ServingPlan {
  framework: Framework;
  args: ServingArgs;
  /** The flags of the serving command line (serving-args.ts), by normalized name. */
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

/** A whole number >= 1, or undefined (placeholder, garbage). */
export function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || isPlaceholder(value) || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** A positive decimal number (a fraction of GPU memory, an offload size), or undefined. */
export function fraction(value: string | undefined): number | undefined {
  if (value === undefined || isPlaceholder(value) || !/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function fromFlag(flags: Map<string, Flag>, names: string[]): ServingValue | undefined {
  let found: Flag | undefined;
  for (const name of names) {
    const f = flags.get(name);
    if (f?.value !== undefined && (!found || f.index > found.index)) found = f;
  }
  return found && { value: found.value!, path: found.path, source: `${found.name} ${found.value}` };
}

function size(written: ServingValue | undefined, configFile: boolean): Size | undefined {
  if (!written) return configFile ? undefined : { n: 1 };
  const n = positiveInt(written.value);
  return n === undefined ? undefined : { n, written };
}

/** What the serving container runs, parsed for the serving rules; undefined when it runs no known serving framework. */
const plans = new WeakMap<ContainerView, ServingPlan | undefined>();

/** Memoized per container: the four serving rules read the same plan. */
export function servingPlanOf(c: ContainerView): ServingPlan | undefined {
  return memo(plans, c, readServingPlan);
}

function readServingPlan(c: ContainerView): ServingPlan | undefined {
  if (c.kind === 'init' || c.kind === 'ephemeral') return undefined;
  const args = servingArgsOf(c);
  if (!args) return undefined;
  const flags = args.flags;
  const configFile = (args.framework === 'vllm' || args.framework === 'sglang') && flags.has('--config');
  // serving-args.ts already lets a flag on the command line win over its env form (TGI NUM_SHARD).
  const tpWritten = args.tensorParallel;
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
    pp: size(args.pipelineParallel, configFile),
    dp: size(args.dataParallel, configFile),
    tpFollowsGpus: args.framework === 'tgi' && !tpWritten,
    configFile,
    usesRay,
  };
}

/** The value of the last of these flags on the server command line (vLLM `_` spellings normalized). */
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
const VLLM_MULTI_NODE_DP = [
  '--headless',
  '--data-parallel-start-rank',
  '-dpr',
  '--data-parallel-address',
  '-dpa',
  '--data-parallel-hybrid-lb',
  '--data-parallel-external-lb',
];

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
    if (hasFlag(plan, ['--data-parallel-rank', '-dpn']))
      return { n: tp.n * pp.n, expression: terms.filter((t) => !t.startsWith('dp ')).join(' × ') + ' (one data-parallel rank)' };
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
 * Share of each GPU's memory the framework takes for weights and KV cache, with what decided it
 * (`from --gpu-memory-utilization 0.95`, `from vLLM's default ...`).
 * vLLM `--gpu-memory-utilization` (default 0.9); SGLang `--mem-fraction-static` (its default is
 * computed per release, tp size and GPU, 0.79 to 0.88: 0.88 is the largest, so the least likely to
 * report); TGI `--cuda-memory-fraction` (default 1.0). TensorRT-LLM's
 * `--kv_cache_free_gpu_memory_fraction` is a share of what is left after the weights, so the
 * weights may use the whole GPU (1.0).
 */
export function memoryFraction(plan: ServingPlan): { value: number; source: string; written?: ServingValue } | undefined {
  const written =
    plan.framework === 'vllm'
      ? (flagValue(plan, ['--gpu-memory-utilization']) ?? plan.args.gpuMemoryUtilization)
      : plan.args.gpuMemoryUtilization;
  if (plan.framework === 'tensorrt-llm') return { value: 1, source: 'as TensorRT-LLM may fill the whole GPU with weights' };
  if (written) {
    const value = fraction(written.value);
    return value === undefined ? undefined : { value, source: `from ${written.source}`, written };
  }
  if (plan.configFile) return undefined;
  switch (plan.framework) {
    case 'vllm':
      return { value: 0.9, source: "from vLLM's default --gpu-memory-utilization" };
    case 'sglang':
      return { value: 0.88, source: "from SGLang's default --mem-fraction-static, at most 0.88" };
    case 'tgi':
      return { value: 1, source: "from TGI's default --cuda-memory-fraction" };
  }
}

/** How the weights' precision reads in a message: `bfloat16`, `awq quantization`, `FP8 per its name`, `16-bit by default`. */
export function precisionPhrase(source: string, bytesPerParameter: number): string {
  if (source.startsWith('--dtype ')) return source.slice('--dtype '.length);
  if (source.startsWith('--quantization ')) return `${source.slice('--quantization '.length).replace(/ \(.*\)$/, '')} quantization`;
  if (source.startsWith('model name suffix ')) return `${source.slice('model name suffix '.length)} per its name`;
  return `${bytesPerParameter * 8}-bit by default`;
}

/** LeaderWorkerSet size: 1 when absent, undefined when unreadable (a placeholder). */
export function lwsSize(object: ObjectView): number | undefined {
  const raw = own(ownObject(ownObject(object.value, 'spec'), 'leaderWorkerTemplate'), 'size');
  if (raw === undefined || raw === null) return 1;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 ? raw : undefined;
}

const RAY_KINDS = new Set(['ray.io/RayCluster', 'ray.io/RayService', 'ray.io/RayJob', 'orchestration.aibrix.ai/RayClusterFleet']);

/**
 * Where a pod's server gets its GPUs: its own pod ('single'), a multi-pod group whose GPUs add up
 * (LeaderWorkerSet with size > 1, the head and workers of a Ray cluster: 'group'), or a group the
 * linter cannot count (a LeaderWorkerSet size from a template, multi-node KServe: 'unknown').
 */
export function servingTopology(pod: PodSpecView): 'single' | 'group' | 'unknown' {
  const o = pod.object;
  const spec = ownObject(o.value, 'spec');
  if (o.kind === 'LeaderWorkerSet' && o.group === 'leaderworkerset.x-k8s.io') {
    const size = lwsSize(o);
    return size === undefined ? 'unknown' : size === 1 ? 'single' : 'group';
  }
  if (RAY_KINDS.has(`${o.group}/${o.kind}`)) return pod.role === 'head' || pod.role === 'worker' ? 'group' : 'single';
  // Multi-node KServe: the operator sets the parallel sizes of predictor and workers itself.
  if (o.kind === 'InferenceService' && own(ownObject(spec, 'predictor'), 'workerSpec') !== undefined) return 'unknown';
  if (o.kind === 'LLMInferenceService' && (own(spec, 'worker') !== undefined || own(ownObject(spec, 'prefill'), 'worker') !== undefined))
    return 'unknown';
  return 'single';
}

/**
 * GPUs a container gets as the server sees them (none with NVIDIA_VISIBLE_DEVICES=void); undefined
 * when unknown, or when a GPU request differs from its limit: the API server rejects that pod
 * (gpu-requests-limits-mismatch), so there is no GPU count to judge.
 */
export function containerGpus(c: ContainerView): number | undefined {
  if (c.kind === 'init' || c.kind === 'ephemeral' || c.noGpuByEnv) return 0;
  if (c.gpu.some((g) => g.limit !== undefined && g.request !== undefined && deviceCount(g.limit) !== deviceCount(g.request)))
    return undefined;
  return c.gpuCount;
}

/** GPUs of a whole pod (its containers and native sidecars); undefined when one is unknown. */
export function podGpus(pod: PodSpecView): number | undefined {
  let sum = 0;
  for (const c of pod.containers) {
    const n = containerGpus(c);
    if (n === undefined) return undefined;
    sum += n;
  }
  return sum;
}

/** The Ray cluster spec of a Ray object, where autoscaling and the group specs live. */
function rayClusterSpec(o: ObjectView): unknown {
  const spec = ownObject(o.value, 'spec');
  switch (o.kind) {
    case 'RayService':
      return own(spec, 'rayClusterConfig');
    case 'RayJob':
      return own(spec, 'rayClusterSpec');
    case 'RayClusterFleet':
      return own(ownObject(spec, 'template'), 'spec');
    default:
      return spec;
  }
}

/** GPUs Ray schedules on a pod: `rayStartParams.num-gpus` when set, else the pod's GPU request. */
function rayGpus(pod: PodSpecView): number | undefined {
  // pod.path ends with <group>.template.spec; the group spec holds rayStartParams.
  const group = valueAt(pod.object.value, pod.path.slice(pod.object.path.length, -2));
  const param = own(ownObject(group, 'rayStartParams'), 'num-gpus');
  if (param !== undefined && param !== null) {
    const n = typeof param === 'number' ? param : /^\s*\d+\s*$/.test(String(param)) ? Number(param) : undefined;
    return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
  }
  return podGpus(pod);
}

export interface GroupGpus {
  kind: 'lws' | 'ray';
  total: number;
  /** `2 pods × 4 GPUs = 8 (LeaderWorkerSet size 2)`, `1 head × 0 GPUs + 2 workers × 4 GPUs = 8`. */
  arithmetic: string;
}

/**
 * GPUs of one multi-pod group, from the pod specs of one object whose topology is 'group':
 * leader + (size - 1) workers of a LeaderWorkerSet; head + worker replicas of a Ray cluster
 * (`rayStartParams.num-gpus` wins over the request). undefined when a count is unknown, a pod uses
 * DRA, or Ray autoscaling makes the worker count vary.
 */
export function groupGpus(pods: PodSpecView[]): GroupGpus | undefined {
  const members = pods.filter((p) => servingTopology(p) === 'group');
  if (members.length === 0 || members.some((p) => p.dra !== undefined)) return undefined;
  const o = members[0]!.object;
  if (o.kind === 'LeaderWorkerSet') {
    const size = lwsSize(o);
    const leader = members.find((p) => p.role === 'leader');
    const worker = members.find((p) => p.role === 'worker');
    if (size === undefined || !worker) return undefined;
    const w = podGpus(worker);
    // Without a leaderTemplate the leader uses the worker template.
    const l = leader ? podGpus(leader) : w;
    if (w === undefined || l === undefined) return undefined;
    const total = l + (size - 1) * w;
    const parts =
      l === w
        ? `${plural(size, 'pod')} × ${plural(w, 'GPU')}`
        : `1 leader × ${plural(l, 'GPU')} + ${plural(size - 1, 'worker')} × ${plural(w, 'GPU')}`;
    return { kind: 'lws', total, arithmetic: `${parts} = ${total} (LeaderWorkerSet size ${size})` };
  }
  if (own(rayClusterSpec(o), 'enableInTreeAutoscaling') === true) return undefined;
  const head = members.find((p) => p.role === 'head');
  const h = head ? rayGpus(head) : 0;
  if (h === undefined) return undefined;
  const parts = [`1 head × ${plural(h, 'GPU')}`];
  let total = h;
  for (const w of members.filter((p) => p.role === 'worker')) {
    const n = rayGpus(w);
    if (n === undefined || w.replicas === undefined) return undefined;
    total += w.replicas * n;
    parts.push(`${plural(w.replicas, 'worker')} × ${plural(n, 'GPU')}`);
  }
  return { kind: 'ray', total, arithmetic: `${parts.join(' + ')} = ${total}` };
}

/**
 * GPUs that hold one copy of the model for a container's server, when the rules about memory can
 * judge it: a one-pod server must get exactly the GPUs its parallel sizes need, and a server of a
 * group must match the group's GPUs (or, on Ray, its own pod's); otherwise that is
 * tensor-parallel-gpu-mismatch's finding, or unknown.
 */
export function servingShards(pod: PodSpecView, c: ContainerView, plan: ServingPlan, group?: GroupGpus): number | undefined {
  if (pod.dra !== undefined) return undefined;
  const gpus = containerGpus(c);
  if (!gpus) return undefined;
  if (plan.tpFollowsGpus) return gpus;
  const topology = servingTopology(pod);
  const fitsOwnPod = localGpus(plan)?.n === gpus;
  if (topology === 'unknown') return undefined;
  if (topology === 'single' && !fitsOwnPod) return undefined;
  if (topology === 'group' && !(group && (worldSize(plan) === group.total || (group.kind === 'ray' && fitsOwnPod)))) return undefined;
  return shardCount(plan);
}

/** `70B`, `46.7B`, `125M`. */
export function parameterText(n: number): string {
  const [value, unit] = n >= 1e9 ? [n / 1e9, 'B'] : [n / 1e6, 'M'];
  return `${Number(value.toFixed(1))}${unit}`;
}

/** What one serving container's model needs and the server may use, except the GPU memory (small and JSON-like: rules collect it). */
export interface ModelDemand {
  /** `container "vllm"`. */
  container: string;
  framework: Framework;
  model: string;
  parameters: number;
  bytes: number;
  /** `bfloat16`, `awq quantization`, `16-bit by default`. */
  precision: string;
  bytesPerParameter: number;
  /** GPUs holding one copy of the weights (tp × pp). */
  shards: number;
  /** Share of each GPU the framework may fill, and where it comes from (`from --gpu-memory-utilization 0.95`). */
  fraction: number;
  fractionSource: string;
  /** The model's word. */
  path: JsonPath;
  /** Where the server's command starts. */
  commandPath: JsonPath;
}

/**
 * The weights of the model a serving container loads and what it may use for them; undefined when
 * anything is unknown: no size in the model name, unknown precision or fraction, placeholders,
 * weights offloaded to CPU (`--cpu-offload-gb`), DRA, or parallel sizes that do not match the GPUs.
 */
export function modelDemand(pod: PodSpecView, c: ContainerView, group?: GroupGpus): ModelDemand | undefined {
  const plan = servingPlanOf(c);
  const model = plan?.args.model;
  if (!plan || !model || isPlaceholder(model.value)) return undefined;
  const offload = flagValue(plan, ['--cpu-offload-gb']);
  if (offload && !/^\s*0*(\.0*)?\s*$/.test(offload.value)) return undefined;
  const weights = weightBytes(model.value, plan.args.dtype?.value, plan.args.quantization?.value);
  const shards = servingShards(pod, c, plan, group);
  const share = memoryFraction(plan);
  if (!weights || shards === undefined || !share || share.value > 1) return undefined;
  return {
    container: containerLabel(pod, c),
    framework: plan.framework,
    model: model.value,
    parameters: weights.parameters,
    bytes: weights.bytes,
    precision: precisionPhrase(weights.precision.source, weights.precision.bytesPerParameter),
    bytesPerParameter: weights.precision.bytesPerParameter,
    shards,
    fraction: share.value,
    fractionSource: share.source,
    path: model.path,
    commandPath: plan.args.commandPath,
  };
}
