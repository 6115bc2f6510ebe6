import { gpuKeyPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';
import { commandLines } from '../../src/k8s/command-line.js';
import { deviceCount } from '../../src/k8s/gpu.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { Framework } from '../../src/k8s/serving-args.js';
import {
  groupGpus,
  hasFlag,
  localGpus,
  parallelTerms,
  servingPlanOf,
  servingTopology,
  worldSize,
  type ServingPlan,
} from '../../src/k8s/serving-plan.js';
import { plural } from '../../src/core/strings.js';

const ID = 'tensor-parallel-gpu-mismatch';

const NAMES: Record<Framework, string> = { vllm: 'vLLM', sglang: 'SGLang', tgi: 'TGI', 'tensorrt-llm': 'TensorRT-LLM' };
const TP_FLAG: Record<Framework, string> = {
  vllm: '--tensor-parallel-size',
  sglang: '--tp-size',
  tgi: '--num-shard',
  'tensorrt-llm': '--tp_size',
};

/** `1 GPU stays idle`, `6 GPUs of the group stay idle`. */
function idle(n: number, of = ''): string {
  return `${plural(n, 'GPU')}${of} ${n === 1 ? 'stays' : 'stay'} idle`;
}

/** The GPU keys of a container as written: `nvidia.com/gpu: 2`. */
function gpuText(c: ContainerView): string {
  return c.gpu
    .filter((g) => (g.count ?? 0) > 0)
    .map((g) => `${g.resource}: ${g.count}`)
    .join(', ');
}

/** What the finding points at: the parallel flag that decides, else the GPU key. */
function pointAt(plan: ServingPlan, c: ContainerView): JsonPath {
  return plan.tp?.written?.path ?? plan.pp?.written?.path ?? plan.dp?.written?.path ?? gpuKeyPath(c);
}

/** Nothing about parallelism is written and no model either: the command line may come from elsewhere. */
function tooLittleWritten(plan: ServingPlan): boolean {
  return !plan.tp?.written && !plan.pp?.written && !plan.dp?.written && !plan.args.model;
}

function writtenSources(plan: ServingPlan): string {
  const written = [plan.tp?.written, plan.pp?.written, plan.dp?.written].filter((w) => w !== undefined).map((w) => w.source);
  if (!plan.tp?.written) written.unshift(`no ${TP_FLAG[plan.framework]}: tp 1 by default`);
  return written.join(', ');
}

function suggestion(plan: ServingPlan, gpus: number): string {
  const others = (plan.pp?.n ?? 1) * (plan.framework === 'sglang' && plan.flags.has('--enable-dp-attention') ? 1 : (plan.dp?.n ?? 1));
  return gpus % others === 0 && !plan.flags.has('--nnodes')
    ? `set ${TP_FLAG[plan.framework]} ${gpus / others}`
    : 'make the parallel sizes multiply to the GPU request';
}

/**
 * GPUs the container gets: its limit, whatever the request says (extended-resource requests
 * default to limits; a request that differs is gpu-requests-limits-mismatch's finding).
 */
function gpuLimit(c: ContainerView): number | undefined {
  if (c.noGpuByEnv) return 0;
  return c.gpuCount;
}

/** The request of a GPU key differs from its limit: the message then says which one it counted. */
function requestDiffers(c: ContainerView): boolean {
  return c.gpu.some((g) => g.limit !== undefined && g.request !== undefined && deviceCount(g.limit) !== deviceCount(g.request));
}

const RAY_KINDS = new Set(['ray.io/RayCluster', 'ray.io/RayService', 'ray.io/RayJob', 'orchestration.aibrix.ai/RayClusterFleet']);

/**
 * The pod is a node of a Ray cluster, whose other nodes may hold the GPUs the server asks for:
 * a KubeRay object's pod, a LeaderWorkerSet pod, or a container that runs `ray start` (vLLM's
 * multi-node-serving.sh runs it). `--distributed-executor-backend ray` alone starts a one-node
 * Ray instance on the pod's own GPUs.
 */
function inRayCluster(pod: PodSpecView): boolean {
  const o = pod.object;
  if (RAY_KINDS.has(`${o.group}/${o.kind}`) || (o.kind === 'LeaderWorkerSet' && o.group === 'leaderworkerset.x-k8s.io')) return true;
  return pod.containers.some((c) =>
    commandLines(c).some(({ argv }) =>
      argv.some((w, i) => (/(^|\/)ray$/.test(w.text) && argv[i + 1]?.text === 'start') || /multi-node-serving\.sh$/.test(w.text)),
    ),
  );
}

/** vLLM-Omni splits a model into stages and places each on devices from its stage configs, not from tp × pp. */
function placesStagesItself(plan: ServingPlan, c: ContainerView): boolean {
  if (plan.framework !== 'vllm') return false;
  if (hasFlag(plan, ['--omni', '--stage-configs-path'])) return true;
  const repository = c.image?.repository ?? '';
  return repository.slice(repository.lastIndexOf('/') + 1).startsWith('vllm-omni');
}

function consequence(world: number, have: number): string {
  return world > have ? 'the server waits for GPUs it cannot get and never becomes ready' : idle(have - world, ' of the group');
}

/** Reports for the serving containers of a multi-pod group (LeaderWorkerSet size > 1, Ray cluster). */
function judgeGroup(pods: PodSpecView[]): { path: JsonPath; message: string }[] {
  const group = groupGpus(pods);
  if (!group || group.total === 0) return [];
  const { total, arithmetic } = group;
  const out: { path: JsonPath; message: string }[] = [];
  for (const pod of pods) {
    if (!pod.workload.ai) continue;
    for (const c of pod.containers) {
      const plan = servingPlanOf(c);
      if (!plan || tooLittleWritten(plan) || placesStagesItself(plan, c)) continue;
      const world = worldSize(plan);
      if (world === undefined || world === total) continue;
      // On a Ray cluster a server may also run on its own pod's GPUs alone.
      if (group.kind === 'ray' && localGpus(plan)?.n === gpuLimit(c)) continue;
      out.push({
        path: pointAt(plan, c),
        message:
          `${NAMES[plan.framework]} in ${containerLabel(pod, c)} needs ${parallelTerms(plan).join(' × ')} = ` +
          `${plural(world, 'GPU')} (${writtenSources(plan)}), but ${group.kind === 'lws' ? 'the group' : 'the Ray cluster'} has ` +
          `${arithmetic}: ${consequence(world, total)}; make tensor × pipeline parallel equal the GPUs of the whole group (e.g. tp = ` +
          `GPUs per pod, pp = pods), or change the group.`,
      });
    }
  }
  return out;
}

export default defineRule({
  id: ID,
  family: 'serving',
  level: 'error',
  scope: 'ai',
  summary: 'The tensor × pipeline (× data) parallel sizes of a vLLM, SGLang, TGI or TensorRT-LLM server differ from the GPUs it gets.',
  references: [
    'https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html',
    'https://lws.sigs.k8s.io/docs/examples/vllm/',
    'https://docs.sglang.ai/advanced_features/server_arguments.html',
  ],
  check: {
    podSpec(pod, ctx) {
      if (pod.dra !== undefined || servingTopology(pod) !== 'single') return;
      for (const c of pod.containers) {
        if (c.kind === 'init' || c.kind === 'ephemeral') continue;
        const plan = servingPlanOf(c);
        if (!plan || tooLittleWritten(plan) || placesStagesItself(plan, c)) continue;
        const gpus = gpuLimit(c);
        if (!gpus) continue;
        const local = localGpus(plan);
        if (!local || local.n === gpus) continue;
        // A node of a Ray cluster: the other GPUs may be on other pods.
        if (local.n > gpus && plan.usesRay && inRayCluster(pod)) continue;
        const fw = NAMES[plan.framework];
        const has = requestDiffers(c) ? `the container's GPU limit is ${gpus}` : `the container requests ${gpus}`;
        const head =
          `${fw} in ${containerLabel(pod, c)} needs ${local.expression} = ${plural(local.n, 'GPU')} ` +
          `(${writtenSources(plan)}), but ${has} (${gpuText(c)})`;
        const message =
          local.n > gpus
            ? `${head}: ${fw} fails at startup because it cannot find ${local.n} GPUs; request ${local.n} GPUs or lower the ` +
              `parallel sizes to ${gpus}.`
            : `${head}: ${idle(gpus - local.n)}; ${suggestion(plan, gpus)} to use ${gpus === local.n + 1 ? 'it' : 'them'}, or ` +
              `request ${local.n}.`;
        ctx.report({ path: pointAt(plan, c), message });
      }
    },
    // A multi-pod group is judged as a whole: its GPUs add up over the object's pod templates.
    object(object, pods, ctx) {
      const group = pods().filter((p) => servingTopology(p) === 'group');
      if (group.length === 0) return;
      for (const report of judgeGroup(group)) ctx.report(report);
    },
  },
});
