import { isGpuPool } from '../../src/cluster/node-pools.js';
import { keptList } from '../../src/core/kept.js';
import { gpuPodFacts, kubeletFromDocument, kubeletScope, type GpuPodFact } from '../../src/kits/topology.js';
import { defineRule } from '../../src/engine/rule.js';
import type { Range } from '../../src/core/types.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

const ID = 'topology-policy-weak';
const POLICIES = new Set(['none', 'best-effort', 'restricted', 'single-numa-node']);
const WEAK = new Set(['none', 'best-effort']);

interface KubeletFact {
  kind: 'kubelet';
  /** The policy as written; undefined when the document sets none. */
  policy?: unknown;
  at?: Range;
}

type PodFact = GpuPodFact;

type Fact = KubeletFact | PodFact;

const CONSEQUENCE =
  "the kubelet may put a pod's GPUs, CPUs and NIC on different NUMA nodes, so host-device traffic crosses the socket " +
  'interconnect and GPUDirect RDMA/NCCL bandwidth drops';
const FIX = 'use restricted or single-numa-node (with cpuManagerPolicy: static)';

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'warning',
  scope: 'ai',
  summary: "A GPU node pool's kubelet uses topologyManagerPolicy none or best-effort, so GPUs, CPUs and NICs are not NUMA-aligned.",
  references: [
    'https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/',
    'https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/',
  ],
  check: {
    collect(object, pods, ctx) {
      if (object.group === 'kubelet.config.k8s.io' && object.kind === 'KubeletConfiguration') {
        const policy = own(object.value, 'topologyManagerPolicy');
        return [
          { kind: 'kubelet', policy, at: ctx.anchor([...object.path, policy === undefined ? 'kind' : 'topologyManagerPolicy']) },
        ] satisfies Fact[];
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
          if (fact.policy !== undefined && (typeof fact.policy !== 'string' || isPlaceholder(fact.policy) || !POLICIES.has(fact.policy)))
            continue;
          const policy = (fact.policy as string | undefined) ?? 'none';
          if (!WEAK.has(policy)) continue;
          const { doc, named, concernsGpus } = kubeletScope(object, pools, ctx.kubeletDocuments, gpuWork);
          if (!concernsGpus) continue;
          const applied = pools.filter((p) => isGpuPool(p) && doc !== undefined && p.kubelet === doc.facts).map((p) => p.name);
          const scope =
            applied.length > 0
              ? ` (it applies to GPU pool${applied.length > 1 ? 's' : ''} ${applied.join(', ')})`
              : named
                ? ` (it applies to pool ${named.name})`
                : '';
          const what =
            fact.policy === undefined
              ? 'This KubeletConfiguration sets no topologyManagerPolicy, so ' + 'the kubelet uses none'
              : `topologyManagerPolicy: ${policy}`;
          ctx.report({ object, range: fact.at, message: `${what}${scope}: ${CONSEQUENCE}; ${FIX}.` });
          continue;
        }
        if (pools.length === 0 || fact.placement.unknown) continue;
        const weak = ctx
          .simulate(object.file, fact.placement)
          .filter(
            (v) =>
              v.candidate &&
              v.fits !== false &&
              isGpuPool(v.pool) &&
              v.pool.kubelet.source !== undefined &&
              !kubeletFromDocument(v.pool, ctx.kubeletDocuments),
          )
          .map((v) => ({ pool: v.pool, policy: v.pool.kubelet.topologyManagerPolicy ?? 'none' }))
          .filter((p) => WEAK.has(p.policy));
        if (weak.length === 0) continue;
        const list = weak
          .map(
            (p) =>
              `${p.pool.name} (topologyManagerPolicy ` +
              `${p.policy}${p.pool.kubelet.topologyManagerPolicy ? '' : ', the default'}, from ${p.pool.kubelet.source})`,
          )
          .join(', ');
        ctx.report({
          object,
          range: fact.at,
          message:
            `${fact.resource} in ${fact.container} can land on GPU ` +
            `pool${weak.length > 1 ? 's' : ''} ${list}: ${CONSEQUENCE}; ${FIX} on those pools, or target a pool that aligns.`,
        });
      }
    },
  },
});
