import { isGpuPool } from '../src/cluster/node-pools.js';
import { gpuPodFacts, kubeletFromDocument, kubeletScope, type GpuPodFact } from '../src/kits/topology.js';
import { defineRule } from '../src/engine/rule.js';
import type { Range } from '../src/core/types.js';
import { isPlaceholder, own } from '../src/k8s/values.js';

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

const CONSEQUENCE = 'without the static CPU manager no container gets exclusive CPUs, so the Topology Manager aligns the GPUs but not the CPUs that feed them';

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'note',
  scope: 'ai',
  summary: 'The Topology Manager is restricted or single-numa-node but the CPU manager is not static, so CPUs are not aligned with the GPUs.',
  description:
    'Triggers in two places:\n\n' +
    '- a `KubeletConfiguration` document with `topologyManagerPolicy` `restricted` or `single-numa-node` whose `cpuManagerPolicy` is absent (the default is `none`) or not `static`, in an input that has GPU workloads or GPU node pools (a document named after a non-GPU pool is not judged). The finding points at the `cpuManagerPolicy` value, or at `topologyManagerPolicy` when it is absent;\n' +
    '- a GPU pod that can land (candidate pool where it fits) on GPU pools whose `kubelet:` in config (or an override, or a `--node-pools` file) has such a combination. Config has no location in the manifests, so the finding points at the pod\'s first GPU resource key and names the pools; one finding per pod.\n\n' +
    'Pools whose kubelet is not described, GPU infrastructure pods, pods whose selectors hold templates and placeholder values stay silent.',
  rationale:
    'The Topology Manager only combines the NUMA hints of the resource managers. GPUs get their hints from the device plugin, but CPUs only from the CPU manager, and only under its `static` policy, which gives Guaranteed containers with whole CPUs exclusive cores. With `cpuManagerPolicy: none` every container floats over the shared CPU pool: the kubelet happily aligns GPUs and NICs on one NUMA node while the data loader and NCCL threads run on the other socket. The restrictive topology policy then costs admissions without delivering the locality it was set for.',
  remediation:
    'Turn on the static CPU manager with the topology policy (changing it requires draining the node and removing `/var/lib/kubelet/cpu_manager_state`):\n\n```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node\ncpuManagerPolicy: static\nreservedSystemCPUs: "0-1"\n```\n\nand give GPU pods Guaranteed QoS with whole CPUs.',
  references: ['https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/', 'https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/'],
  examples: {
    invalid: [
      {
        title: 'single-numa-node without the static CPU manager',
        yaml: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node\ncpuManagerPolicy: none\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: infer\nspec:\n  containers:\n    - name: infer\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          cpu: "8"\n          memory: 64Gi\n          nvidia.com/gpu: 2\n',
        lines: [4],
      },
    ],
    valid: [
      {
        title: 'the static CPU manager',
        yaml: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node\ncpuManagerPolicy: static\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: infer\nspec:\n  containers:\n    - name: infer\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          cpu: "8"\n          memory: 64Gi\n          nvidia.com/gpu: 2\n',
      },
    ],
  },
  check: {
    collect(object, pods, ctx) {
      if (object.group === 'kubelet.config.k8s.io' && object.kind === 'KubeletConfiguration') {
        const policy = own(object.value, 'topologyManagerPolicy');
        const cpu = own(object.value, 'cpuManagerPolicy');
        const at = ctx.locate([...object.path, cpu !== undefined ? 'cpuManagerPolicy' : 'topologyManagerPolicy']);
        return [{ kind: 'kubelet', policy, cpu, at }] satisfies Fact[];
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
          if (!known(fact.policy) || !ALIGNING.has(fact.policy)) continue;
          if (fact.cpu !== undefined && (!known(fact.cpu) || fact.cpu.toLowerCase() === 'static')) continue;
          if (!kubeletScope(object, pools, ctx.kubeletDocuments, gpuWork).concernsGpus) continue;
          const cpu = fact.cpu === undefined ? 'cpuManagerPolicy is not set (the default is none)' : `cpuManagerPolicy is ${fact.cpu}`;
          ctx.report({ object, range: fact.at, message: `topologyManagerPolicy is ${fact.policy} but ${cpu}: ${CONSEQUENCE}; set cpuManagerPolicy: static.` });
          continue;
        }
        if (pools.length === 0 || fact.placement.unknown) continue;
        const lacking = ctx.simulate(object.file, fact.placement)
          .filter((v) => v.candidate && v.fits !== false && isGpuPool(v.pool) && v.pool.kubelet.source !== undefined && !kubeletFromDocument(v.pool, ctx.kubeletDocuments))
          .map((v) => v.pool)
          .filter((p) => ALIGNING.has(p.kubelet.topologyManagerPolicy ?? 'none') && (p.kubelet.cpuManagerPolicy ?? 'none').toLowerCase() !== 'static');
        if (lacking.length === 0) continue;
        const list = lacking.map((p) => `${p.name} (topologyManagerPolicy ${p.kubelet.topologyManagerPolicy}, cpuManagerPolicy ${p.kubelet.cpuManagerPolicy ?? 'not set, so none'}, from ${p.kubelet.source})`).join(', ');
        ctx.report({ object, range: fact.at, message: `${fact.resource} in ${fact.container} can land on GPU pool${lacking.length > 1 ? 's' : ''} ${list}: ${CONSEQUENCE}; set cpuManagerPolicy: static on those pools.` });
      }
    },
  },
});
