import { isGpuPool } from '../src/cluster/node-pools.js';
import { gpuPodFacts, kubeletFromDocument, kubeletScope, type GpuPodFact } from '../src/kits/topology.js';
import { defineRule } from '../src/engine/rule.js';
import type { Range } from '../src/core/types.js';
import { isPlaceholder, own } from '../src/k8s/values.js';

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

const CONSEQUENCE = 'the kubelet may put a pod\'s GPUs, CPUs and NIC on different NUMA nodes, so host-device traffic crosses the socket interconnect and GPUDirect RDMA/NCCL bandwidth drops';
const FIX = 'use restricted or single-numa-node (with cpuManagerPolicy: static)';

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU node pool\'s kubelet uses topologyManagerPolicy none or best-effort, so GPUs, CPUs and NICs are not NUMA-aligned.',
  description:
    'Triggers in two places:\n\n' +
    '- a `KubeletConfiguration` document (`kubelet.config.k8s.io`) whose `topologyManagerPolicy` is `none` or `best-effort`, or absent (the kubelet default is `none`), in an input that has GPU workloads or GPU node pools. The finding points at the `topologyManagerPolicy` value (at `kind: KubeletConfiguration` when the field is absent). A document whose `metadata.name` is the name of a pool applies to that pool only and is judged only when that pool has GPUs; any other document applies to every GPU pool without an explicit `kubelet:` in config;\n' +
    '- a GPU pod that can land (candidate pool where it fits) on GPU pools whose `kubelet:` in config (or in an override or a `--node-pools` file) says `none` or `best-effort` (a `kubelet:` block without `topologyManagerPolicy` means the default, `none`). Config has no location in the manifests, so the finding points at the pod\'s first GPU resource key and names the pools; one finding per pod.\n\n' +
    'Pools whose kubelet is not described stay silent, and so do GPU infrastructure pods, pods whose selectors hold templates and placeholder policies.',
  rationale:
    'Multi-GPU training and inference move data between the GPUs, host memory and the network card all the time. With the Topology Manager off (`none`) or only advising (`best-effort`), the kubelet admits a pod even when its GPUs sit on one NUMA node and its CPUs, memory or RDMA NIC on another: every host-to-device copy then crosses the socket interconnect, NCCL and GPUDirect RDMA lose a large part of their bandwidth, and step times vary from pod to pod depending on where the pod happened to land. `restricted` and `single-numa-node` make the kubelet align the devices or refuse the pod, so the placement is predictable.',
  remediation:
    'Set the policy on the GPU nodes\' kubelet and describe it to the linter:\n\n```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node   # or restricted\ncpuManagerPolicy: static\nreservedSystemCPUs: "0-1"\n```\n\nor in `.ai-k8s-lint.yaml`: `nodePools: [{ name: h100, kubelet: { topologyManagerPolicy: single-numa-node, cpuManagerPolicy: static } }]`. Pods need Guaranteed QoS with whole CPUs to get aligned CPUs.',
  references: ['https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/', 'https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/'],
  examples: {
    invalid: [
      {
        title: 'a best-effort kubelet next to GPU workloads',
        yaml: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: best-effort\ncpuManagerPolicy: static\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n',
        lines: [3],
      },
    ],
    valid: [
      {
        title: 'single-numa-node',
        yaml: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node\ncpuManagerPolicy: static\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 4\n',
      },
    ],
  },
  check: {
    collect(object, pods, ctx) {
      if (object.group === 'kubelet.config.k8s.io' && object.kind === 'KubeletConfiguration') {
        const policy = own(object.value, 'topologyManagerPolicy');
        return [{ kind: 'kubelet', policy, at: ctx.locate([...object.path, policy === undefined ? 'kind' : 'topologyManagerPolicy']) }] satisfies Fact[];
      }
      const out: Fact[] = gpuPodFacts(pods(), ctx);
      return out.length > 0 ? out : undefined;
    },
    input(index, ctx) {
      const entries = index.objects.flatMap((object) => ((object.facts[ID] as Fact[] | undefined) ?? []).map((fact) => ({ object, fact })));
      const gpuWork = entries.some((e) => e.fact.kind === 'pod');
      for (const { object, fact } of entries) {
        const pools = ctx.nodePools(object.file);
        if (fact.kind === 'kubelet') {
          if (fact.policy !== undefined && (typeof fact.policy !== 'string' || isPlaceholder(fact.policy) || !POLICIES.has(fact.policy))) continue;
          const policy = (fact.policy as string | undefined) ?? 'none';
          if (!WEAK.has(policy)) continue;
          const { doc, named, concernsGpus } = kubeletScope(object, pools, ctx.kubeletDocuments, gpuWork);
          if (!concernsGpus) continue;
          const applied = pools.filter((p) => isGpuPool(p) && doc !== undefined && p.kubelet === doc.facts).map((p) => p.name);
          const scope = applied.length > 0 ? ` (it applies to GPU pool${applied.length > 1 ? 's' : ''} ${applied.join(', ')})` : named ? ` (it applies to pool ${named.name})` : '';
          const what = fact.policy === undefined ? 'This KubeletConfiguration sets no topologyManagerPolicy, so the kubelet uses none' : `topologyManagerPolicy: ${policy}`;
          ctx.report({ object, range: fact.at, message: `${what}${scope}: ${CONSEQUENCE}; ${FIX}.` });
          continue;
        }
        if (pools.length === 0 || fact.placement.unknown) continue;
        const weak = ctx.simulate(object.file, fact.placement)
          .filter((v) => v.candidate && v.fits !== false && isGpuPool(v.pool) && v.pool.kubelet.source !== undefined && !kubeletFromDocument(v.pool, ctx.kubeletDocuments))
          .map((v) => ({ pool: v.pool, policy: v.pool.kubelet.topologyManagerPolicy ?? 'none' }))
          .filter((p) => WEAK.has(p.policy));
        if (weak.length === 0) continue;
        const list = weak.map((p) => `${p.pool.name} (topologyManagerPolicy ${p.policy}${p.pool.kubelet.topologyManagerPolicy ? '' : ', the default'}, from ${p.pool.kubelet.source})`).join(', ');
        ctx.report({ object, range: fact.at, message: `${fact.resource} in ${fact.container} can land on GPU pool${weak.length > 1 ? 's' : ''} ${list}: ${CONSEQUENCE}; ${FIX} on those pools, or target a pool that aligns.` });
      }
    },
  },
});
