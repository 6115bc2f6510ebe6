import { isGpuPool, type NodePool } from '../src/cluster/node-pools.js';
import type { PlacementInput } from '../src/cluster/placement.js';
import { placementOf } from '../src/kits/placement.js';
import { defineRule } from '../src/engine/rule.js';
import type { Range } from '../src/core/types.js';
import { parseQuantity } from '../src/k8s/quantity.js';
import { isPlaceholder, own, ownArray, ownString } from '../src/k8s/values.js';

const ID = 'topology-gpu-exceeds-numa';
const FULL_GPUS = new Set(['nvidia.com/gpu', 'amd.com/gpu']);

interface KeyFact {
  resource: string;
  count: number;
  container: string;
  at?: Range;
}

interface PodFact {
  kind: 'pod';
  placement: PlacementInput;
  keys: KeyFact[];
}

/** A NodeResourceTopology (topology.node.k8s.io): the most GPUs of each resource one NUMA zone of the node holds. */
interface TopologyFact {
  kind: 'topology';
  node: string;
  perZone: Record<string, number>;
}

type Fact = PodFact | TopologyFact;

function zoneCounts(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const zone of ownArray(value, 'zones')) {
    const type = ownString(zone, 'type');
    // NFD's topology updater reports NUMA nodes as zones of type "Node".
    if (type !== undefined && !/^(node|numa)/i.test(type)) continue;
    for (const resource of ownArray(zone, 'resources')) {
      const name = ownString(resource, 'name');
      if (!name || !FULL_GPUS.has(name)) continue;
      const q = parseQuantity(own(resource, 'allocatable') ?? own(resource, 'capacity'));
      if (q && Number.isInteger(q.value)) out[name] = Math.max(out[name] ?? 0, q.value);
    }
  }
  return out;
}

/** GPUs one NUMA node of the pool holds, and where that comes from. */
function perNumaNode(pool: NodePool, resource: string, topology: Map<string, Record<string, number>>): { count: number; source: string } | undefined {
  if (pool.gpu.gpusPerNumaNode !== undefined) return { count: pool.gpu.gpusPerNumaNode, source: pool.gpu.sources.gpusPerNumaNode ?? 'gpusPerNumaNode' };
  const counts = (pool.nodeNames ?? []).map((n) => topology.get(n)?.[resource]).filter((n): n is number => n !== undefined);
  if (counts.length === 0) return undefined;
  // Nodes of one pool normally agree; take the most, so that no node is judged stricter than it is.
  return { count: counts.reduce((most, n) => Math.max(most, n)), source: 'NodeResourceTopology zones' };
}

export default defineRule({
  id: ID,
  family: 'topology',
  level: 'error',
  scope: 'ai',
  summary: 'A container requests more GPUs than one NUMA node of a single-numa-node pool holds: the kubelet rejects the pod with TopologyAffinityError.',
  description:
    'Needs node pools. Triggers on a container\'s `nvidia.com/gpu` or `amd.com/gpu` key (`limits`, or `requests` without a limit) when its count is above the GPUs per NUMA node of a candidate pool where the pod fits (nodeSelector, required node affinity, taints, GPUs per node) whose kubelet uses `topologyManagerPolicy: single-numa-node` (from the pool\'s `kubelet:` in config or a `KubeletConfiguration` document of the input). GPUs per NUMA node come from the pool\'s `gpu.gpusPerNumaNode`, or, for pools built from Node objects, from `NodeResourceTopology` objects (`topology.node.k8s.io`, as exported by NFD\'s topology updater) of the same nodes in the input: the largest GPU count of one zone. The message names the pools.\n\n' +
    'The kubelet\'s default topology scope (`container`) is assumed: each container must fit on one NUMA node. Counts that are placeholders, MIG and shared resources, pools without a known GPUs-per-NUMA-node figure, GPU infrastructure pods and pods whose selectors hold templates are not judged; a pool where the pod does not fit at all is `unschedulable`\'s business.',
  rationale:
    'Under `single-numa-node` the kubelet admits a container only if all of its CPUs and devices can come from one NUMA node. A typical 8-GPU server has 4 GPUs behind each CPU socket, so a container asking for 8 GPUs can never be aligned. The scheduler does not know about NUMA: it binds the pod to the node, and the kubelet then rejects it at admission. The pod ends in phase Failed with reason `TopologyAffinityError` and is not rescheduled; a Job keeps creating pods that fail the same way, and a Deployment\'s ReplicaSet retries on the same kind of node.',
  remediation:
    'Request at most as many GPUs per container as one NUMA node holds (split the work over more pods or containers), or run jobs that need a whole node\'s GPUs on a pool with the `restricted` or `best-effort` policy.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 4   # gpusPerNumaNode of the pool\n```',
  references: ['https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/#policy-single-numa-node', 'https://github.com/k8stopologyawareschedwg/noderesourcetopology-api'],
  examples: {
    invalid: [
      {
        title: '8 GPUs on a node with 4 per NUMA node (Node, NodeResourceTopology and KubeletConfiguration of the input describe the pool)',
        yaml: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node\ncpuManagerPolicy: static\n---\napiVersion: v1\nkind: Node\nmetadata:\n  name: h100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\n    nvidia.com/gpu.count: "8"\n---\napiVersion: topology.node.k8s.io/v1alpha2\nkind: NodeResourceTopology\nmetadata:\n  name: h100-node-1\nzones:\n  - name: node-0\n    type: Node\n    resources:\n      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}\n  - name: node-1\n    type: Node\n    resources:\n      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: pretrain\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n',
        lines: [41],
      },
    ],
    valid: [
      {
        title: 'two containers of 4 GPUs each',
        yaml: 'apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node\ncpuManagerPolicy: static\n---\napiVersion: v1\nkind: Node\nmetadata:\n  name: h100-node-1\n  labels:\n    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\n    nvidia.com/gpu.count: "8"\n---\napiVersion: topology.node.k8s.io/v1alpha2\nkind: NodeResourceTopology\nmetadata:\n  name: h100-node-1\nzones:\n  - name: node-0\n    type: Node\n    resources:\n      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}\n  - name: node-1\n    type: Node\n    resources:\n      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}\n---\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: pretrain\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: train-a\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 4\n        - name: train-b\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 4\n',
      },
    ],
  },
  check: {
    collect(object, pods, ctx) {
      if (object.group === 'topology.node.k8s.io' && object.kind === 'NodeResourceTopology') {
        const perZone = zoneCounts(object.value);
        return object.name && Object.keys(perZone).length > 0 ? [{ kind: 'topology', node: object.name, perZone }] satisfies Fact[] : undefined;
      }
      const out: Fact[] = [];
      for (const pod of pods()) {
        if (!pod.workload.ai) continue;
        const keys: KeyFact[] = [];
        for (const c of pod.containers) {
          if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
          for (const g of c.gpu) {
            if (!FULL_GPUS.has(g.resource) || g.count === undefined || g.count < 2) continue;
            const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
            if (isPlaceholder(where === 'limits' ? g.limit : g.request)) continue;
            keys.push({ resource: g.resource, count: g.count, container: c.name ? `container "${c.name}"` : 'the container', at: ctx.locate([...c.path, 'resources', where, g.resource]) });
          }
        }
        if (keys.length > 0) out.push({ kind: 'pod', placement: placementOf(pod, ctx), keys });
      }
      return out.length > 0 ? out : undefined;
    },
    input(index, ctx) {
      const topology = new Map<string, Record<string, number>>();
      for (const object of index.ofKind('topology.node.k8s.io', 'NodeResourceTopology')) {
        for (const fact of (object.facts[ID] as Fact[] | undefined) ?? []) if (fact.kind === 'topology') topology.set(fact.node, fact.perZone);
      }
      for (const object of index.objects) {
        const facts = object.facts[ID] as Fact[] | undefined;
        if (!facts) continue;
        const pools = ctx.nodePools(object.file);
        if (pools.length === 0) continue;
        for (const pod of facts) {
          if (pod.kind !== 'pod' || pod.placement.unknown) continue;
          const strict = ctx.simulate(object.file, pod.placement)
            .filter((v) => v.candidate && v.fits !== false && isGpuPool(v.pool) && v.pool.kubelet.topologyManagerPolicy === 'single-numa-node')
            .map((v) => v.pool);
          if (strict.length === 0) continue;
          for (const key of pod.keys) {
            const over = strict
              .filter((p) => !p.gpu.vendor || p.gpu.vendor === (key.resource === 'amd.com/gpu' ? 'amd' : 'nvidia'))
              .map((p) => ({ pool: p, numa: perNumaNode(p, key.resource, topology) }))
              .filter((p) => p.numa !== undefined && key.count > p.numa.count);
            if (over.length === 0) continue;
            const list = over.map((p) => `${p.pool.name} (${p.numa!.count} per NUMA node, from ${p.numa!.source}; topologyManagerPolicy single-numa-node, from ${p.pool.kubelet.source})`).join(', ');
            const most = over.reduce((least, p) => Math.min(least, p.numa!.count), Number.POSITIVE_INFINITY);
            ctx.report({
              object,
              range: key.at,
              message: `${key.resource}: ${key.count} in ${key.container} is more than one NUMA node holds on pool${over.length > 1 ? 's' : ''} ${list}: the kubelet rejects the pod with TopologyAffinityError and does not reschedule it; request at most ${most} GPUs per container, or run it on a pool whose policy is restricted.`,
            });
          }
        }
      }
    },
  },
});
