import { gpuKeyPath, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { defineRule } from '../../src/engine/rule.js';
import { type LocatedRange } from '../../src/core/types.js';
import type { JsonPath } from '../../src/core/types.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { Framework } from '../../src/k8s/serving-args.js';
import {
  containerGpus, groupGpus, localGpus, parallelTerms, servingPlanOf, servingTopology, worldSize,
  type ServingPlan } from '../../src/k8s/serving-plan.js';
import { plural } from '../../src/core/strings.js';

const ID = 'tensor-parallel-gpu-mismatch';

const NAMES: Record<Framework, string> = { vllm: 'vLLM', sglang: 'SGLang', tgi: 'TGI', 'tensorrt-llm': 'TensorRT-LLM' };
const TP_FLAG: Record<Framework, string> =
  { vllm: '--tensor-parallel-size', sglang: '--tp-size', tgi: '--num-shard', 'tensorrt-llm': '--tp_size' };

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
  return gpus % others === 0 && !plan.flags.has('--nnodes') ? `set ${TP_FLAG[plan.framework]} ${gpus / others}`
    : 'make the parallel sizes multiply to the GPU request';
}

interface GroupFacts {
  reports: { at?: LocatedRange; message: string }[];
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
      if (!plan || tooLittleWritten(plan)) continue;
      const world = worldSize(plan);
      if (world === undefined || world === total) continue;
      // On a Ray cluster a server may also run on its own pod's GPUs alone.
      if (group.kind === 'ray' && localGpus(plan)?.n === containerGpus(c)) continue;
      out.push({
        path: pointAt(plan, c),
        message: `${NAMES[plan.framework]} in ${containerLabel(pod, c)} needs ${parallelTerms(plan).join(' × ')} = ` +
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
    'https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html', 'https://lws.sigs.k8s.io/docs/examples/vllm/',
    'https://docs.sglang.ai/advanced_features/server_arguments.html'],
  check: {
    podSpec(pod, ctx) {
      if (pod.dra !== undefined || servingTopology(pod) !== 'single') return;
      for (const c of pod.containers) {
        const plan = servingPlanOf(c);
        if (!plan || tooLittleWritten(plan)) continue;
        const gpus = containerGpus(c);
        if (!gpus) continue;
        const local = localGpus(plan);
        if (!local || local.n === gpus) continue;
        // Joining a Ray cluster: the other GPUs may be on other pods.
        if (local.n > gpus && plan.usesRay) continue;
        const fw = NAMES[plan.framework];
        const head = `${fw} in ${containerLabel(pod, c)} needs ${local.expression} = ${plural(local.n, 'GPU')} ` +
          `(${writtenSources(plan)}), but the container requests ${gpus} (${gpuText(c)})`;
        const message =
          local.n > gpus
            ? `${head}: ${fw} fails at startup because it cannot find ${local.n} GPUs; request ${local.n} GPUs or lower the ` +
              `parallel sizes to ${gpus}.`
            : `${head}: ${idle(gpus - local.n)}; ${suggestion(plan, gpus)} to use ${gpus === local.n + 1 ? 'it' : 'them'}, or ` +
              `request ${local.n}.`;
        ctx.report({ path: pointAt(plan, c), message });
      }
    },
    collect(object, pods, ctx): GroupFacts | undefined {
      const all = pods();
      const group = all.filter((p) => servingTopology(p) === 'group');
      if (group.length === 0) return undefined;
      const reports = judgeGroup(group).map((r) => ({ at: ctx.anchor(r.path), message: r.message }));
      return reports.length > 0 ? { reports } : undefined;
    },
    input(index, ctx) {
      for (const object of index.objects) {
        const facts = object.facts[ID] as GroupFacts | undefined;
        for (const r of facts?.reports ?? []) ctx.report({ object, range: r.at, message: r.message });
      }
    },
  },
});

