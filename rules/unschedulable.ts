import { explain } from '../src/cluster/placement.js';
import { isGpuPool } from '../src/cluster/node-pools.js';
import { defineRule } from '../src/engine/rule.js';
import { collectPlacement, simulatedPods, possible, untoleratedGpuPools } from '../src/kits/placement.js';

const ID = 'unschedulable';
const TOLERATION_RULE = 'gpu-toleration-missing';

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
      for (const { object, facts, pools } of simulatedPods(index, ID, ctx.nodePools)) {
        // gpu-toleration-missing collected this object, so it is enabled here and reports the taints.
        const deferred = object.facts[TOLERATION_RULE] !== undefined && untoleratedGpuPools(facts, pools) !== undefined;
        const simulated = deferred ? pools.map((p) => (isGpuPool(p) ? { ...p, taints: [] } : p)) : pools;
        const verdicts = ctx.simulate(object.file, facts.placement, simulated);
        if (verdicts.some(possible)) continue;
        // A GPU pool admits the pod (selectors, affinity, taints) but its nodes are too small: the request is the problem.
        const admitted = verdicts.find((v) => v.candidate && isGpuPool(v.pool));
        const resource = admitted?.reason?.kind === 'fit' ? admitted.reason.resource : undefined;
        const hint = admitted
          ? 'ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod reach a pool with larger nodes'
          : 'fix the constraint that excludes the pool this workload is meant for, or declare that pool in nodePools';
        ctx.report({
          object,
          message: `no node pool fits${facts.label ? ` the ${facts.label} pods` : ''}: ${explain(verdicts)}${deferred ? ' (the untolerated GPU taints are reported by gpu-toleration-missing)' : ''}; ${hint}.`,
          range: (resource ? facts.resources[resource] : undefined) ?? facts.spec,
        });
      }
    },
  },
});
