// The check shared by the rules that judge a served model against the GPU memory it gets
// (weights that do not fit, a KV cache left too small): the demand and the verdict differ,
// where the memory comes from does not.
import { keptList } from '../core/kept.js';
import type { RuleCheck } from '../engine/rule.js';
import type { LocatedRange } from '../core/types.js';
import type { ContainerView, PodSpecView } from '../k8s/pods.js';
import { groupGpus, servingTopology, type GroupGpus, type ModelDemand } from '../k8s/serving-plan.js';
import { podGpuMemory, poolGpuMemory, type GpuMemory } from '../cluster/gpu-memory.js';
import type { PlacementInput } from '../cluster/placement.js';
import { placementOf } from './placement.js';

export type Demand = Omit<ModelDemand, 'path' | 'commandPath'>;

export interface GpuMemoryJudge<O> {
  /** What the server in `c` needs, or undefined when the rule has nothing to say about it. */
  demandOf(pod: PodSpecView, c: ContainerView, group?: GroupGpus): ModelDemand | undefined;
  /** Where findings point: the model flag (`path`) or the server's command line (`commandPath`). */
  at: 'path' | 'commandPath';
  /** The finding's message, or undefined when `memory` is enough. */
  judge(demand: Demand, memory: GpuMemory, options: O): string | undefined;
}

/** Judged after all files: pool-based GPU memory, and the servers of multi-pod groups. */
interface Fact {
  demand: Demand;
  at?: LocatedRange;
  /** Decided by the pod (MIG profile, pinned GPU); else the candidate pools decide. */
  memory?: GpuMemory;
  placement?: PlacementInput;
}

/**
 * One-pod servers whose pod decides the GPU memory (MIG profile, pinned product) are judged per
 * pod; servers of multi-pod groups (the whole group is known only per object) and servers whose
 * memory the candidate node pools decide are collected and judged after every file.
 */
export function gpuMemoryCheck<O>(id: string, rule: GpuMemoryJudge<O>): RuleCheck<O> {
  return {
    podSpec(pod, ctx) {
      if (servingTopology(pod) !== 'single') return;
      // The demand first: most containers serve no model, and then the memory does not matter.
      for (const c of pod.containers) {
        const d = rule.demandOf(pod, c);
        if (!d) continue;
        const memory = podGpuMemory(pod, c);
        if (memory === undefined || memory === 'unknown') continue;
        const message = rule.judge(d, memory, ctx.options);
        if (message) ctx.report({ path: d[rule.at], message });
      }
    },
    collect(_object, pods, ctx): readonly Fact[] | undefined {
      const all = pods();
      const group = groupGpus(all);
      const out: Fact[] = [];
      for (const pod of all) {
        if (!pod.workload.ai) continue;
        const single = servingTopology(pod) === 'single';
        for (const c of pod.containers) {
          const d = rule.demandOf(pod, c, group);
          if (!d) continue;
          const memory = podGpuMemory(pod, c);
          if (memory === 'unknown' || (single && memory !== undefined)) continue;
          const { path, commandPath, ...demand } = d;
          out.push({
            demand,
            at: ctx.anchor(rule.at === 'path' ? path : commandPath),
            memory,
            placement: memory ? undefined : placementOf(pod, ctx),
          });
        }
      }
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      for (const object of index.objects) {
        for (const f of ctx.facts<readonly Fact[]>(object) ?? []) {
          let memory = f.memory;
          if (!memory && f.placement && !f.placement.unknown && ctx.nodePools(object.file).length > 0)
            memory = poolGpuMemory(ctx.simulate(object.file, f.placement));
          const message = memory && rule.judge(f.demand, memory, ctx.options);
          if (message) ctx.report({ object, range: f.at, message });
        }
      }
    },
  };
}
