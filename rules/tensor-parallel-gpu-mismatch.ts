import { gpuKeyPath, type ContainerView, type PodSpecView } from '../src/k8s/pods.js';
import { defineRule } from '../src/engine/rule.js';
import { type LocatedRange } from '../src/core/types.js';
import type { JsonPath } from '../src/core/types.js';
import { containerLabel } from '../src/k8s/naming.js';
import type { Framework } from '../src/k8s/serving-args.js';
import { containerGpus, groupGpus, localGpus, parallelTerms, servingPlanOf, servingTopology, worldSize, type ServingPlan } from '../src/k8s/serving-plan.js';

const ID = 'tensor-parallel-gpu-mismatch';

const NAMES: Record<Framework, string> = { vllm: 'vLLM', sglang: 'SGLang', tgi: 'TGI', 'tensorrt-llm': 'TensorRT-LLM' };
const TP_FLAG: Record<Framework, string> = { vllm: '--tensor-parallel-size', sglang: '--tp-size', tgi: '--num-shard', 'tensorrt-llm': '--tp_size' };

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

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
  return gpus % others === 0 && !plan.flags.has('--nnodes') ? `set ${TP_FLAG[plan.framework]} ${gpus / others}` : 'make the parallel sizes multiply to the GPU request';
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
        message: `${NAMES[plan.framework]} in ${containerLabel(pod, c)} needs ${parallelTerms(plan).join(' × ')} = ${plural(world, 'GPU')} (${writtenSources(plan)}), but ${group.kind === 'lws' ? 'the group' : 'the Ray cluster'} has ${arithmetic}: ${consequence(world, total)}; make tensor × pipeline parallel equal the GPUs of the whole group (e.g. tp = GPUs per pod, pp = pods), or change the group.`,
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
  description:
    'Reads the serving command of each container (`command`/`args`, `sh -c` scripts with `$(VAR)` and `$VAR` expansion, the image entrypoint\'s args, and env forms such as TGI `NUM_SHARD`) and multiplies the GPUs one server needs: tensor parallel (`--tensor-parallel-size`/`-tp`, `--tp-size`/`--tp`, `--num-shard`, `--tp_size`) × pipeline parallel (`--pipeline-parallel-size`/`-pp`, `--pp-size`, `--pp_size`) × data parallel where the ranks run in the same pod (vLLM `--data-parallel-size`, or its `--data-parallel-size-local`; SGLang `--dp-size` unless `--enable-dp-attention`, which runs the ranks on the tensor-parallel GPUs). vLLM also takes `_` for `-` in flag names. `--nnodes N` divides the count over N pods.\n\n' +
    '- **One pod**: triggers when that count differs from the container\'s GPU request (`nvidia.com/gpu`, `amd.com/gpu`; a MIG device counts as one GPU). An unwritten size is 1 (vLLM, SGLang, TensorRT-LLM), but only when the command names a model; TGI without `--num-shard` uses every GPU it sees.\n' +
    '- **LeaderWorkerSet** with `size` > 1: tp × pp (× dp) against the GPUs of the whole group (leader + (size − 1) workers).\n' +
    '- **Ray** (RayCluster, RayService, RayJob): against head + worker replicas × GPUs (`rayStartParams.num-gpus` when set); a server that fits its own pod is fine.\n\n' +
    'Silent when a value is a placeholder, a `--config` file may set the sizes, a pod uses DRA, the GPU request is unknown or zero, Ray autoscaling is on, a multi-node KServe service (`workerSpec`) sets the sizes itself, or a one-pod server needs more GPUs than it has but joins a Ray cluster (`ray start`, `--distributed-executor-backend ray`).',
  rationale:
    'Tensor and pipeline parallelism place one model shard on each GPU. When tp × pp asks for more GPUs than the container can see, vLLM and SGLang fail at startup (vLLM: "the number of required GPUs exceeds the total number of available GPUs"), and on Ray or a LeaderWorkerSet group they wait for placement-group resources that never come, so the pod sits un-ready and probes eventually restart it. When it asks for fewer, the server starts and the remaining GPUs sit idle, which on 8-GPU nodes is the most expensive mistake a manifest can make. Multi-node groups are where the arithmetic goes wrong most: tp is per node, pp spans the nodes, and the group size, GPUs per pod and flags are written in three different places.',
  remediation:
    'Make the parallel sizes multiply to the GPUs the server gets: in one pod, `--tensor-parallel-size` = GPU request (e.g. `nvidia.com/gpu: 4` with `--tensor-parallel-size 4`); across a LeaderWorkerSet group, tp = GPUs per pod and pp = number of pods:\n\n```yaml\nleaderWorkerTemplate:\n  size: 2\n  leaderTemplate:\n    spec:\n      containers:\n        - name: vllm\n          command: ["sh", "-c", "... vllm serve meta-llama/Llama-3.1-405B-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2"]\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n```',
  references: ['https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html', 'https://lws.sigs.k8s.io/docs/examples/vllm/', 'https://docs.sglang.ai/advanced_features/server_arguments.html'],
  examples: {
    invalid: [
      {
        title: 'tensor parallel 4 on 2 GPUs',
        yaml: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: qwen-32b\nspec:\n  template:\n    spec:\n      containers:\n        - name: vllm\n          image: vllm/vllm-openai:v0.9.0\n          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "4"]\n          resources:\n            limits:\n              nvidia.com/gpu: 2\n',
        lines: [11],
      },
      {
        title: 'a LeaderWorkerSet group with half the GPUs tp × pp needs',
        yaml: 'apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata:\n  name: llama-405b\nspec:\n  leaderWorkerTemplate:\n    size: 2\n    leaderTemplate:\n      spec:\n        containers:\n          - name: vllm\n            image: vllm/vllm-openai:v0.9.0\n            command: ["sh", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8 --tensor-parallel-size 8 --pipeline-parallel-size 2"]\n            resources:\n              limits:\n                nvidia.com/gpu: 4\n    workerTemplate:\n      spec:\n        containers:\n          - name: ray\n            image: vllm/vllm-openai:v0.9.0\n            command: ["sh", "-c", "ray start --block --address=$(LWS_LEADER_ADDRESS):6379"]\n            resources:\n              limits:\n                nvidia.com/gpu: 4\n',
        lines: [13],
      },
    ],
    valid: [
      {
        title: 'tp 8 × pp 2 over a group of 2 pods × 8 GPUs',
        yaml: 'apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata:\n  name: llama-405b\nspec:\n  leaderWorkerTemplate:\n    size: 2\n    leaderTemplate:\n      spec:\n        containers:\n          - name: vllm\n            image: vllm/vllm-openai:v0.9.0\n            command: ["sh", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8 --tensor-parallel-size 8 --pipeline-parallel-size 2"]\n            resources:\n              limits:\n                nvidia.com/gpu: 8\n    workerTemplate:\n      spec:\n        containers:\n          - name: ray\n            image: vllm/vllm-openai:v0.9.0\n            command: ["sh", "-c", "ray start --block --address=$(LWS_LEADER_ADDRESS):6379"]\n            resources:\n              limits:\n                nvidia.com/gpu: 8\n',
      },
    ],
  },
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
        const head = `${fw} in ${containerLabel(pod, c)} needs ${local.expression} = ${plural(local.n, 'GPU')} (${writtenSources(plan)}), but the container requests ${gpus} (${gpuText(c)})`;
        const message =
          local.n > gpus
            ? `${head}: ${fw} fails at startup because it cannot find ${local.n} GPUs; request ${local.n} GPUs or lower the parallel sizes to ${gpus}.`
            : `${head}: ${idle(gpus - local.n)}; ${suggestion(plan, gpus)} to use ${gpus === local.n + 1 ? 'it' : 'them'}, or request ${local.n}.`;
        ctx.report({ path: pointAt(plan, c), message });
      }
    },
    collect(object, pods, ctx): GroupFacts | undefined {
      const all = pods();
      const group = all.filter((p) => servingTopology(p) === 'group');
      if (group.length === 0) return undefined;
      const reports = judgeGroup(group).map((r) => ({ at: ctx.locate(r.path), message: r.message }));
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

