import { gpuKeyPath, gpuSource, type ContainerView, type PodSpecView } from '../../src/k8s/pods.js';
import { flattened } from '../../src/core/strings.js';
import { STRINGS } from '../../src/core/run-cache.js';
import { keptList } from '../../src/core/kept.js';
import { gib, pinnedProducts, podGpuMemory } from '../../src/cluster/gpu-memory.js';
import { isGpuPool } from '../../src/cluster/node-pools.js';
import type { PlacementInput } from '../../src/cluster/placement.js';
import { placementOf } from '../../src/kits/placement.js';
import { defineRule } from '../../src/engine/rule.js';
import { type LocatedRange } from '../../src/core/types.js';
import { containerLabel } from '../../src/k8s/naming.js';
import type { Framework } from '../../src/k8s/serving-args.js';
import { containerGpus, flagValue, fraction, memoryFraction, servingPlanOf } from '../../src/k8s/serving-plan.js';
import { own, stringMap } from '../../src/k8s/values.js';

const ID = 'gpu-memory-utilization-risky';

interface Options {
  maxUtilization: number;
}

const NAMES: Record<Framework, string> = { vllm: 'vLLM', sglang: 'SGLang', tgi: 'TGI', 'tensorrt-llm': 'TensorRT-LLM' };

/** A server that takes more than half of each of its GPUs: two of them cannot share one GPU. */
interface Claim {
  who: string;
  framework: Framework;
  fraction: number;
  fractionSource: string;
  /** Pods running this container (replicas; LeaderWorkerSet groups). */
  count: number;
  at?: LocatedRange;
  /** Shared GPUs the pod decides itself: `resource nvidia.com/gpu.shared`, `selector {...}`. */
  keys: string[];
  placement: PlacementInput;
}

const SHARING_LABELS: Record<string, string[]> = {
  'nvidia.com/gpu.sharing-strategy': ['time-slicing', 'mps'],
  'cloud.google.com/gke-gpu-sharing-strategy': ['time-sharing', 'mps'],
};

/** Keys of the shared GPUs a pod asks for by itself: a time-sliced resource, or a node selection that names shared GPUs. */
function sharedKeys(pod: PodSpecView, c: ContainerView): string[] {
  const keys: string[] = [];
  for (const g of c.gpu) if ((g.count ?? 0) > 0 && g.resource.endsWith('.shared')) keys.push(`resource ${g.resource}`);
  const selector = stringMap(own(pod.spec, 'nodeSelector'));
  const pinned = pinnedProducts(pod);
  const sharedProduct =
    pinned && pinned !== 'unknown' && pinned.key === 'nvidia.com/gpu.product' && pinned.values.every((v) => /-SHARED$/i.test(v));
  const sharingLabel = Object.entries(SHARING_LABELS).some(([k, values]) => selector[k] !== undefined && values.includes(selector[k]!));
  if (sharedProduct || sharingLabel) {
    const entries = Object.entries(selector).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    keys.push(
      `selector ${entries.map(([k, v]) => `${k}=${v}`).join(', ')}${
        pinned && pinned !== 'unknown' && !(pinned.key in selector) ? `, ` + `${pinned.key} in [${pinned.values.join(', ')}]` : ''
      }`,
    );
  }
  return keys;
}

function describeKey(key: string, poolSharing: Map<string, string>): string {
  if (key.startsWith('resource ')) return `${key.slice('resource '.length)} is a time-sliced GPU resource`;
  if (key.startsWith('selector ')) return `the node selection ${key.slice('selector '.length)} picks shared GPUs`;
  return `node pool ${key.slice('pool '.length)} shares its GPUs by ${poolSharing.get(key) ?? 'time-slicing'}`;
}

export default defineRule<Options>({
  id: ID,
  family: 'serving',
  level: 'warning',
  scope: 'ai',
  summary: 'vLLM claims more than 95% of GPU memory, or several servers on shared (time-sliced) GPUs each claim more than half of one.',
  references: [
    'https://docs.vllm.ai/en/latest/configuration/conserving_memory.html',
    'https://github.com/NVIDIA/k8s-device-plugin#shared-access-to-gpus',
  ],
  options: {
    type: 'object',
    properties: {
      maxUtilization: {
        type: 'number',
        minimum: 0,
        maximum: 1,
        default: 0.95,
        description: 'The largest vLLM --gpu-memory-utilization ' + 'that is not reported.',
      },
    },
    additionalProperties: false,
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        const plan = servingPlanOf(c);
        if (!plan || plan.framework !== 'vllm' || gpuSource(pod, c) === undefined) continue;
        const written = flagValue(plan, ['--gpu-memory-utilization']) ?? plan.args.gpuMemoryUtilization;
        const value = fraction(written?.value);
        if (!written || value === undefined || value <= ctx.options.maxUtilization) continue;
        const memory = podGpuMemory(pod, c);
        const left =
          memory && memory !== 'unknown'
            ? ` (${gib(Number((memory.gib * (1 - value)).toFixed(1)))} GiB of ` + `${gib(memory.gib)} GiB)`
            : '';
        const message =
          value > 1
            ? `${written.source} in ${containerLabel(pod, c)} is above 1: vLLM rejects it and does not start; use at most ` +
              `${ctx.options.maxUtilization} (0.9 is the default).`
            : `${written.source} in ${containerLabel(pod, c)} lets vLLM take ${Math.round(value * 100)}% of each GPU's memory and leaves ` +
              `${Math.round((1 - value) * 100)}%${left} for the CUDA context, NCCL buffers and anything else on the GPU: vLLM refuses to ` +
              `start when less than that share is free ("Free memory on device ... is less than desired GPU memory utilization") and ` +
              `runs out of memory under load when the rest does not fit; use at most ${ctx.options.maxUtilization} (0.9 is the default).`;
        ctx.report({ path: written.path, message });
      }
    },
    collect(object, pods, ctx): readonly Claim[] | undefined {
      const all = pods();
      const out: Claim[] = [];
      for (const pod of all) {
        if (!pod.workload.ai || pod.dra !== undefined) continue;
        for (const c of pod.containers) {
          const plan = servingPlanOf(c);
          if (!plan || plan.framework === 'tensorrt-llm' || !containerGpus(c)) continue;
          const share = memoryFraction(plan);
          if (!share || share.value <= 0.5 || share.value > 1) continue;
          out.push({
            who: flattened(`${containerLabel(pod, c)} of ${object.kind}/${object.name ?? ''}`),
            framework: plan.framework,
            fraction: share.value,
            fractionSource: ctx.run.get(STRINGS).intern(share.source),
            count: pod.podCount ?? 1,
            at: ctx.anchor(share.written?.path ?? gpuKeyPath(c)),
            keys: sharedKeys(pod, c),
            placement: placementOf(pod, ctx),
          });
        }
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      const claims: { object: (typeof index.objects)[number]; claim: Claim; keys: string[] }[] = [];
      const poolSharing = new Map<string, string>();
      for (const object of index.objects) {
        for (const claim of ctx.facts<readonly Claim[]>(object) ?? []) {
          const keys = [...claim.keys];
          const pools = ctx.nodePools(object.file);
          if (pools.length > 0 && !claim.placement.unknown) {
            const candidates = ctx.simulate(object.file, claim.placement).filter((v) => v.candidate && isGpuPool(v.pool));
            if (candidates.length > 0 && candidates.every((v) => v.pool.gpu.sharing === 'time-slicing' || v.pool.gpu.sharing === 'mps')) {
              for (const v of candidates) {
                keys.push(`pool ${v.pool.name}`);
                poolSharing.set(`pool ${v.pool.name}`, v.pool.gpu.sharing!);
              }
            }
          }
          if (keys.length > 0) claims.push({ object, claim, keys });
        }
      }
      const byKey = new Map<string, typeof claims>();
      for (const entry of claims) for (const key of entry.keys) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
      for (const entry of claims) {
        const others = [...new Set(entry.keys.flatMap((k) => byKey.get(k)!))].filter((o) => o !== entry);
        if (others.length === 0 && entry.claim.count < 2) continue;
        const names = [
          ...(entry.claim.count > 1 ? [entry.claim.count > 2 ? `its other ${entry.claim.count - 1} replicas` : 'its other replica'] : []),
          ...others
            .slice(0, 3)
            .map((o) => `${o.claim.who} (${Math.round(o.claim.fraction * 100)}%${o.claim.count > 1 ? `, ${o.claim.count} pods` : ''})`),
          ...(others.length > 3 ? [`${others.length - 3} more`] : []),
        ];
        const key = entry.keys.find((k) => others.some((o) => o.keys.includes(k))) ?? entry.keys[0]!;
        const c = entry.claim;
        ctx.report({
          object: entry.object,
          range: c.at,
          message:
            `${NAMES[c.framework]} in ${c.who} claims ${Math.round(c.fraction * 100)}% of each GPU's memory ` +
            `(${c.fraction.toFixed(2)} ${c.fractionSource}), but its GPUs are shared (${describeKey(key, poolSharing)}) with ` +
            `${names.join(', ')}, each claiming more than half as well: sharing can put two of them on one GPU, where both cannot fit, ` +
            `and the one that starts second fails for lack of free memory; give each server whole GPUs without time-slicing, or lower ` +
            `the fractions so that servers sharing a GPU add up to at most 1 (e.g. 0.45 for two).`,
        });
      }
    },
  },
});
