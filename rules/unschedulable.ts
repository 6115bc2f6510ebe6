import { explain, placementInputOf, simulate, tolerates, type PlacementInput, type PoolVerdict } from '../src/cluster/placement.js';
import { isGpuPool, type NodePool, type Taint } from '../src/cluster/node-pools.js';
import type { ObjectSummary } from '../src/engine/object-index.js';
import { defineRule, type CollectContext } from '../src/engine/rule.js';
import type { JsonPath, Range } from '../src/engine/types.js';
import { isGpuResource } from '../src/model/gpu.js';
import type { ObjectView } from '../src/model/objects.js';
import type { PodSpecView } from '../src/model/pods.js';
import { parseQuantity } from '../src/model/quantity.js';
import { own } from '../src/model/values.js';

const ID = 'unschedulable';
const TOLERATION_RULE = 'gpu-toleration-missing';

// ---------------------------------------------------------------------------------------------
// Placement facts shared by the placement-based scheduling rules (unschedulable,
// gpu-toleration-missing, gpu-node-selector-missing). Each rule collects its own copy, so turning
// one of them off does not starve the others.
// ---------------------------------------------------------------------------------------------

/** What a placement rule keeps of one GPU pod template. Small and JSON-like (it lives in the index). */
export interface PlacementFacts {
  /** Which template of the object, when it has several (`Worker`, `head`, `worker[1]`). */
  label?: string;
  input: PlacementInput;
  /** The pod's GPUs come only from DRA claims: their count is unknown and claims may pick devices. */
  draOnly: boolean;
  /** Device-plugin GPU resources the pod requests (counts that are placeholders included). */
  gpuResources: string[];
  /** cluster.extendedResourceToleration for this file (an override's `cluster:` may set it). */
  ert: boolean;
  /** Where findings point: the pod spec key and, when present, the placement fields. */
  spec?: Range;
  nodeSelector?: Range;
  affinity?: Range;
  tolerations?: Range;
  /** Per resource, the key of the container asking for the most of it. */
  resources: Record<string, Range>;
}

/** `Worker` (PyTorchJob replica key), `head`, `worker[1]` (the second RayCluster worker group). */
function templateLabel(object: ObjectView, pod: PodSpecView, all: PodSpecView[]): string {
  const rel = pod.path.slice(object.path.length).filter((s) => s !== 'spec' && s !== 'template');
  const index = rel.findLast((s) => typeof s === 'number');
  if (pod.role) return index !== undefined && all.filter((p) => p.role === pod.role).length > 1 ? `${pod.role}[${index}]` : pod.role;
  const last = rel[rel.length - 1];
  if (typeof last === 'number') {
    const parent = rel[rel.length - 2];
    return `${typeof parent === 'string' ? parent : ''}[${last}]`;
  }
  return last === undefined ? 'pod' : String(last);
}

/** The facts of every GPU pod template of an AI workload (infrastructure pods and CPU pods are skipped). */
const placementMemo = new WeakMap<ObjectView, PlacementFacts[] | undefined>();

/** Computed once per object and shared by the three placement rules. */
export function collectPlacement(object: ObjectView, pods: () => PodSpecView[], ctx: CollectContext<unknown>): PlacementFacts[] | undefined {
  if (!placementMemo.has(object)) placementMemo.set(object, readPlacement(object, pods, ctx));
  return placementMemo.get(object);
}

function readPlacement(object: ObjectView, pods: () => PodSpecView[], ctx: CollectContext<unknown>): PlacementFacts[] | undefined {
  const all = pods();
  const out: PlacementFacts[] = [];
  for (const pod of all) {
    if (!pod.workload.ai || pod.workload.infrastructure) continue;
    const resourceGpu = pod.containers.some((c) => c.kind !== 'ephemeral' && c.hasGpu);
    if (!resourceGpu && pod.dra !== 'gpu') continue;
    let input = placementInputOf(pod);
    const gpuResources = new Set<string>();
    const best = new Map<string, { amount: number; path: JsonPath }>();
    for (const c of pod.containers) {
      if (c.kind === 'ephemeral') continue;
      for (const g of c.gpu) if (c.hasGpu && g.count !== 0) gpuResources.add(g.resource);
      for (const name of new Set([...Object.keys(c.limits), ...Object.keys(c.requests)])) {
        const inLimits = own(c.limits, name) !== undefined;
        const amount = parseQuantity(own(c.limits, name) ?? own(c.requests, name))?.value ?? 0;
        const seen = best.get(name);
        if (!seen || amount > seen.amount) best.set(name, { amount, path: [...c.path, 'resources', inLimits ? 'limits' : 'requests', name] });
      }
    }
    // ExtendedResourceToleration: the admission plugin adds a toleration for every extended
    // resource the pod asks for, whatever the quantity (so a templated count still tolerates).
    // The shared placement input is not ours to change: the added tolerations go into a copy.
    if (ctx.cluster.extendedResourceToleration) input = { ...input, tolerations: [...input.tolerations, ...[...gpuResources].map((key) => ({ key, operator: 'Exists' as const }))] };
    const has = (key: string) => own(pod.spec, key) !== undefined;
    const resources: Record<string, Range> = {};
    for (const [name, { path }] of best) {
      const at = ctx.locate(path);
      if (at) resources[name] = at;
    }
    out.push({
      label: all.length > 1 ? templateLabel(object, pod, all) : undefined,
      input,
      draOnly: !resourceGpu,
      gpuResources: [...gpuResources],
      ert: ctx.cluster.extendedResourceToleration,
      spec: ctx.locate(pod.path),
      nodeSelector: has('nodeSelector') ? ctx.locate([...pod.path, 'nodeSelector']) : undefined,
      affinity: own(own(pod.spec, 'affinity'), 'nodeAffinity') !== undefined ? ctx.locate([...pod.path, 'affinity', 'nodeAffinity']) : undefined,
      tolerations: has('tolerations') ? ctx.locate([...pod.path, 'tolerations']) : undefined,
      resources,
    });
  }
  return out.length > 0 ? out : undefined;
}

export function factsOf(object: ObjectSummary, ruleId: string): PlacementFacts[] {
  const facts = object.facts[ruleId];
  return Array.isArray(facts) ? (facts as PlacementFacts[]) : [];
}

/**
 * The placement simulation for one pod template. On top of `simulate`: a pool that is not a GPU
 * pool but whose allocatable resources are known (Node objects with `status.allocatable`, as a
 * saved `kubectl get nodes -o yaml` has them) and lack a GPU resource the pod asks for offers 0
 * of it, instead of "fit unknown" (which would let every CPU node absorb every GPU pod).
 */
export function placePod(facts: PlacementFacts, pools: readonly NodePool[], gpuResources: readonly string[]): PoolVerdict[] {
  return simulate(facts.input, pools, { extendedResourceToleration: facts.ert, gpuResources }).map((v) => {
    if (!v.candidate || v.fits === false || isGpuPool(v.pool) || Object.keys(v.pool.allocatable).length === 0) return v;
    const missing = Object.entries(facts.input.requests).find(([r, n]) => n > 0 && isGpuResource(r, gpuResources) && !(r in v.pool.allocatable));
    return missing ? { ...v, fits: false, reason: `needs ${missing[1]} ${missing[0]} per node, nodes have 0` } : v;
  });
}

/** A pool with GPUs: GPU facts known, and not declared with `gpu: {count: 0}` (how config says "CPU pool"). */
export function hasGpus(pool: NodePool): boolean {
  return isGpuPool(pool) && pool.gpu.count !== 0;
}

/** The pod can land on the pool: a candidate whose fit is true or not decidable. */
export function possible(v: PoolVerdict): boolean {
  return v.candidate && v.fits !== false;
}

/** Taints that keep pods off a node (PreferNoSchedule only discourages). */
export function blockingTaints(pool: NodePool): Taint[] {
  return pool.taints.filter((t) => t.effect !== 'PreferNoSchedule');
}

export function toleratesTaint(facts: PlacementFacts, taint: Taint): boolean {
  if (facts.input.tolerations.some((t) => tolerates(t, taint))) return true;
  return facts.ert && (facts.input.requests[taint.key] ?? 0) > 0;
}

/**
 * gpu-toleration-missing's condition: every GPU pool carries a NoSchedule/NoExecute taint and the
 * pod tolerates none of those taints. The GPU pools with their taints, or undefined.
 */
export function untoleratedGpuPools(facts: PlacementFacts, pools: readonly NodePool[]): { pool: NodePool; taints: Taint[] }[] | undefined {
  const gpuPools = pools.filter(hasGpus);
  if (gpuPools.length === 0) return undefined;
  const out = gpuPools.map((pool) => ({ pool, taints: blockingTaints(pool) }));
  if (out.some((p) => p.taints.length === 0)) return undefined;
  if (out.some((p) => p.taints.some((t) => toleratesTaint(facts, t)))) return undefined;
  return out;
}

/** `the Worker pods` or `the pod`. */
export function podText(facts: PlacementFacts): string {
  return facts.label ? `the ${facts.label} pods` : 'the pod';
}

// ---------------------------------------------------------------------------------------------

const FIT = /^needs \S+ (\S+) per node/;

const NODES = `apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "4"
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
`;

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'error',
  scope: 'ai',
  summary: 'Placement simulation: no known node pool can run the GPU pod (selectors, affinity, taints or GPUs per node rule out every pool).',
  description:
    'For every GPU pod template of an AI workload (a container requesting a GPU resource, or a DRA claim with a GPU DeviceClass), simulates placement against the node pools the file lands on (config `nodePools`, an override\'s `nodePools` for its paths, `--node-pools`, and `Node` objects in the input): `nodeSelector`, required node affinity, taints against tolerations (with `cluster.extendedResourceToleration`), then per-node fit of GPUs, MIG devices and, where the pool states them, cpu and memory. Triggers when no pool is left; the message names every pool with the first constraint that excluded it. A pool whose fit the linter cannot decide (no GPU count, no allocatable) counts as a possible home, so there is no finding. A pool built from `Node` objects that is not a GPU pool but whose `status.allocatable` is known (a saved `kubectl get nodes -o yaml`) offers none of the GPU resources it does not list. ' +
    'Silent when no pools are declared, on infrastructure pods (device plugin, GFD, DCGM, GPU Operator operands) and pods without GPUs, and when a selector, affinity or toleration is a template. DRA pods have GPUs of unknown count: only their selectors, taints and cpu/memory are judged. ' +
    'One cause, one finding: when `gpu-toleration-missing` is enabled and reports the pod (every GPU pool is tainted and the pod tolerates none of the taints), this rule simulates again as if those taints were tolerated and reports only what is still in the way. The finding points at the resource key of the container that asks for the most of the resource that does not fit when at least one GPU pool admits the pod (selectors, affinity and taints pass) and only its nodes are too small, else at the pod spec key (the constraints are what is in the way).',
  rationale:
    'The API server accepts a pod that no node can run; the scheduler leaves it Pending with `0/N nodes are available` and the job or rollout hangs until someone reads the events. With GPU pools this is the common failure: 8 GPUs asked of a 4-GPU pool, a nodeSelector on a product label spelled differently from what GPU Feature Discovery writes, or a taint on the GPU nodes that nothing tolerates. Catching it in review is cheaper than a stuck deployment, and a cluster autoscaler cannot help either, since no node shape it can add satisfies the pod.',
  remediation:
    'Read the reason given for the pool the workload is meant for and fix that constraint: request at most the GPUs one node of the pool has (split a larger job across pods, e.g. more PyTorchJob workers), spell the nodeSelector as the nodes label it (`nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3`), add a toleration for the pool\'s taint, or declare the missing pool in `nodePools` (or an `overrides` entry for that path) when the linter does not know it.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/', 'https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/'],
  examples: {
    invalid: [
      {
        title: '8 GPUs per pod: the untainted A100 nodes have 4 (the finding points at the request), the H100 nodes are tainted',
        yaml: `${NODES}apiVersion: v1
kind: Pod
metadata:
  name: llama-70b
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 8
`,
        lines: [32],
      },
      {
        title: 'The nodeSelector is not how GPU Feature Discovery spells the product: no pool admits the pod',
        yaml: `${NODES}apiVersion: v1
kind: Pod
metadata:
  name: llama-70b
spec:
  nodeSelector:
    nvidia.com/gpu.product: H100
  tolerations:
    - key: nvidia.com/gpu
      operator: Exists
      effect: NoSchedule
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 8
`,
        lines: [26],
      },
    ],
    valid: [
      {
        title: 'The pod tolerates the H100 taint, which has 8 GPUs per node',
        yaml: `${NODES}apiVersion: v1
kind: Pod
metadata:
  name: llama-70b
spec:
  nodeSelector:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
  tolerations:
    - key: nvidia.com/gpu
      operator: Exists
      effect: NoSchedule
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 8
`,
      },
    ],
  },
  check: {
    collect(object, pods, ctx) {
      return collectPlacement(object, pods, ctx);
    },
    input(index, ctx) {
      for (const object of index.objects) {
        const all = factsOf(object, ID);
        if (all.length === 0) continue;
        const pools = ctx.nodePools(object.file);
        if (pools.length === 0) continue;
        // gpu-toleration-missing collected this object, so it is enabled here and reports the taints.
        const deferTaints = object.facts[TOLERATION_RULE] !== undefined;
        for (const facts of all) {
          if (facts.input.unknown) continue;
          const deferred = deferTaints && untoleratedGpuPools(facts, pools) !== undefined;
          const simulated = deferred ? pools.map((p) => (hasGpus(p) ? { ...p, taints: [] } : p)) : pools;
          const verdicts = placePod(facts, simulated, ctx.settings.gpuResources);
          if (verdicts.some(possible)) continue;
          // A GPU pool admits the pod (selectors, affinity, taints) but its nodes are too small: the request is the problem.
          const admitted = verdicts.find((v) => v.candidate && hasGpus(v.pool));
          const resource = admitted ? FIT.exec(admitted.reason ?? '')?.[1] : undefined;
          const hint = admitted
            ? 'ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod reach a pool with larger nodes'
            : 'fix the constraint that excludes the pool this workload is meant for, or declare that pool in nodePools';
          ctx.report({
            object,
            message: `no node pool fits${facts.label ? ` the ${facts.label} pods` : ''}: ${explain(verdicts)}${deferred ? ' (the untolerated GPU taints are reported by gpu-toleration-missing)' : ''}; ${hint}.`,
            range: (resource ? facts.resources[resource] : undefined) ?? facts.spec,
          });
        }
      }
    },
  },
});
