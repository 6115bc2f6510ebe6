import { isGpuPool } from '../../src/cluster/node-pools.js';
import { keptList } from '../../src/core/kept.js';
import { gpuPodFacts, kubeletFromDocument, kubeletScope, type GpuPodFact } from '../../src/kits/topology.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'topology-cpu-manager-missing';
const ALIGNING = new Set(['restricted', 'single-numa-node']);

interface KubeletFact {
  kind: 'kubelet';
  policy?: unknown;
  cpu?: unknown;
  /** The cpuManagerPolicy value, else the topologyManagerPolicy value. */
  at?: Range;
}

type PodFact = GpuPodFact;

type Fact = KubeletFact | PodFact;

/** A written value the rule can judge: a string that is no template. */
function known(value: unknown): value is string {
  return typeof value === 'string' && !isPlaceholder(value);
}

const CONSEQUENCE =
  'without the static CPU manager no container gets exclusive CPUs, so the Topology Manager aligns the GPUs but not ' +
  'the CPUs that feed them';

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'note',
  scope: 'ai',
  summary:
    'The Topology Manager is restricted or single-numa-node but the CPU manager is not static, so CPUs are not ' + 'aligned with the GPUs.',
  references: [
    'https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/',
    'https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/',
  ],
  check: {
    collect(object, pods, ctx) {
      if (object.group === 'kubelet.config.k8s.io' && object.kind === 'KubeletConfiguration') {
        const policy = own(object.value, 'topologyManagerPolicy');
        const cpu = own(object.value, 'cpuManagerPolicy');
        const at = ctx.anchor([...object.path, cpu !== undefined ? 'cpuManagerPolicy' : 'topologyManagerPolicy']);
        return [{ kind: 'kubelet', policy, cpu, at }] satisfies Fact[];
      }
      const out: readonly Fact[] = gpuPodFacts(pods(), ctx);
      return out.length > 0 ? keptList(out) : undefined;
    },
    input(index, ctx) {
      const entries = index.objects.flatMap((object) => (ctx.facts<Fact[]>(object) ?? []).map((fact) => ({ object, fact })));
      const gpuWork = entries.some((e) => e.fact.kind === 'pod');
      for (const { object, fact } of entries) {
        const pools = ctx.nodePools(object.file);
        if (fact.kind === 'kubelet') {
          if (!known(fact.policy) || !ALIGNING.has(fact.policy)) continue;
          if (fact.cpu !== undefined && (!known(fact.cpu) || fact.cpu.toLowerCase() === 'static')) continue;
          if (!kubeletScope(object, pools, ctx.kubeletDocuments, gpuWork).concernsGpus) continue;
          const cpu = fact.cpu === undefined ? 'cpuManagerPolicy is not set (the default is none)' : `cpuManagerPolicy is ${fact.cpu}`;
          ctx.report({
            object,
            range: fact.at,
            message: `topologyManagerPolicy is ${fact.policy} but ${cpu}: ${CONSEQUENCE}; set ` + `cpuManagerPolicy: static.`,
          });
          continue;
        }
        if (pools.length === 0 || fact.placement.unknown) continue;
        const lacking = ctx
          .simulate(object.file, fact.placement)
          .filter(
            (v) =>
              v.candidate &&
              v.fits !== false &&
              isGpuPool(v.pool) &&
              v.pool.kubelet.source !== undefined &&
              !kubeletFromDocument(v.pool, ctx.kubeletDocuments),
          )
          .map((v) => v.pool)
          .filter(
            (p) =>
              ALIGNING.has(p.kubelet.topologyManagerPolicy ?? 'none') && (p.kubelet.cpuManagerPolicy ?? 'none').toLowerCase() !== 'static',
          );
        if (lacking.length === 0) continue;
        const list = lacking
          .map(
            (p) =>
              `${p.name} (topologyManagerPolicy ${p.kubelet.topologyManagerPolicy}, cpuManagerPolicy ` +
              `${p.kubelet.cpuManagerPolicy ?? 'not set, so none'}, from ${p.kubelet.source})`,
          )
          .join(', ');
        ctx.report({
          object,
          range: fact.at,
          message:
            `${fact.resource} in ${fact.container} can land on GPU ` +
            `pool${lacking.length > 1 ? 's' : ''} ${list}: ${CONSEQUENCE}; set cpuManagerPolicy: static on those pools.`,
        });
      }
    },
  },
});
