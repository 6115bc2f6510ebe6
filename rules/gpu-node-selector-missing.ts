import { isGpuPool } from '../src/cluster/node-pools.js';
import type { NodePool } from '../src/cluster/node-pools.js';
import { defineRule } from '../src/engine/rule.js';
import { collectPlacement, simulatedPods, podText, possible, type PlacementFacts } from '../src/kits/placement.js';

const ID = 'gpu-node-selector-missing';

/** Labels that name a pool as a whole, when the GPU labels cannot tell pools apart. */
const POOL_LABELS = ['cloud.google.com/gke-nodepool', 'karpenter.sh/nodepool', 'eks.amazonaws.com/nodegroup', 'agentpool', 'kubernetes.azure.com/agentpool'];

function productOf(pool: NodePool): string | undefined {
  return pool.gpu.product?.id ?? pool.gpu.productName;
}

function describePool(pool: NodePool): string {
  const parts = [pool.gpu.productName ?? pool.gpu.product?.id ?? 'GPU product unknown', pool.gpu.driverVersion ? `driver ${pool.gpu.driverVersion}` : 'driver unknown'];
  return `${pool.name} (${parts.join(', ')})`;
}

/** A label of `pool` that would pin it: the label its product (or driver) was read from, else a pool-name label. */
function pinLabel(pool: NodePool, byProduct: boolean): string | undefined {
  const keys = byProduct ? [pool.gpu.sources.productName, pool.gpu.sources.product] : [pool.gpu.sources.driverVersion, 'nvidia.com/cuda.driver-version.full', 'nvidia.com/cuda.driver-version.major', 'nvidia.com/cuda.driver.major'];
  for (const key of [...keys, ...POOL_LABELS]) if (key && key in pool.labels) return `${key}: ${JSON.stringify(pool.labels[key])}`;
  return undefined;
}

/** The pod pins nodes the linter cannot resolve to pools (a hostname, a label that varies inside a pool). */
function pinsUnknownNodes(facts: PlacementFacts, pools: readonly NodePool[]): boolean {
  const keys = [...Object.keys(facts.placement.nodeSelector), ...(facts.placement.requiredTerms ?? []).flat().map((e) => e.key)];
  return keys.some((k) => k === 'kubernetes.io/hostname' || pools.some((p) => p.variableLabels.includes(k)));
}

const NODES = `apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/cuda.driver-version.full: "535.104.05"
---
apiVersion: v1
kind: Node
metadata:
  name: t4-node
  labels:
    nvidia.com/gpu.product: Tesla-T4
    nvidia.com/cuda.driver-version.full: "550.54.15"
---
`;

export default defineRule({
  id: ID,
  family: 'scheduling',
  level: 'warning',
  scope: 'ai',
  summary: 'A GPU pod does not choose between node pools that differ in GPU product or driver version, so it can land on one it was not validated on.',
  description:
    'For every GPU pod template of an AI workload that gets its GPUs from a GPU resource (`nvidia.com/gpu`, MIG, `amd.com/gpu`, `settings.gpuResources`), simulates placement against the node pools the file lands on (config `nodePools`, an override\'s `nodePools`, `--node-pools`, `Node` objects in the input) and keeps the GPU pools it can land on: those its `nodeSelector`, required node affinity and tolerations admit and whose nodes have room for its GPUs (or do not say). Triggers when two or more of those pools differ in GPU product (`nvidia.com/gpu.product`, cloud labels or config `gpu.product`) or driver version, comparing only facts known for both. A pod with no `nodeSelector` and no required node affinity is the usual case; a selector that every pool satisfies (`nvidia.com/gpu.present: "true"`) pins nothing either, so it is reported the same way. Preferred node affinity does not keep a pod off a pool and does not count. ' +
    'Silent when no pools are declared, when the pools agree, on infrastructure pods and pods without GPUs, on pods whose GPUs come only from DRA claims (the claim\'s selectors pick the device), on pods pinned to a hostname or a label that varies inside a pool, and when a selector, affinity or toleration is a template. The finding points at `nodeSelector` (or the node affinity) when there is one, else at the pod spec key.',
  rationale:
    'A model server is sized and tested on one GPU: its memory settings (`--gpu-memory-utilization`, tensor-parallel degree, batch size) and its CUDA image assume that GPU\'s memory and that node\'s driver. Left free to land on any GPU pool, a replica that lands on a smaller GPU runs out of memory at load time, and one that lands on an older driver fails with `CUDA driver version is insufficient`. The failure depends on where the scheduler happens to put the pod, so it shows up only on some rollouts or after the autoscaler adds a node.',
  remediation:
    'Pin the pool the workload was validated on with the label GPU Feature Discovery (or the cloud) puts on its nodes:\n\n```yaml\nnodeSelector:\n  nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n```\n\nor a required node affinity with `operator: In` over the products it supports. To accept several products on purpose, pin the driver instead (`nvidia.com/cuda.driver-version.major`) and silence this finding with a reason.',
  examples: {
    invalid: [
      {
        title: 'No nodeSelector, and the cluster has A100 and T4 nodes on different drivers',
        yaml: `${NODES}apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,
        lines: [29],
      },
    ],
    valid: [
      {
        title: 'Pinned to the A100 nodes',
        yaml: `${NODES}apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
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
        if (facts.draOnly || pinsUnknownNodes(facts, pools)) continue;
        const landing = ctx.simulate(object.file, facts.placement, pools)
          .filter((v) => possible(v) && isGpuPool(v.pool))
          .map((v) => v.pool);
        if (landing.length < 2) continue;
        const products = new Set(landing.map(productOf).filter((p) => p !== undefined));
        const drivers = new Set(landing.map((p) => p.gpu.driverVersion).filter((d) => d !== undefined));
        if (products.size < 2 && drivers.size < 2) continue;
        const byProduct = products.size >= 2;
        const what = byProduct && drivers.size >= 2 ? 'GPU product and driver version' : byProduct ? 'GPU product' : 'driver version';
        const constrained = facts.placement.requiredTerms !== undefined || Object.keys(facts.placement.nodeSelector).length > 0;
        const lead = constrained ? `the nodeSelector/node affinity of ${podText(facts)} still admits` : `${podText(facts)} ${facts.label ? 'have' : 'has'} no nodeSelector or required node affinity and can land on`;
        const pin = pinLabel(landing[0]!, byProduct);
        ctx.report({
          object,
          message: `${lead} GPU node pools that differ in ${what}: ${landing.map(describePool).join(', ')}; pin the pool it was validated on${pin ? `, e.g. nodeSelector ${pin}` : ' with a nodeSelector on a label that identifies it'}.`,
          range: facts.nodeSelector ?? facts.affinity ?? facts.spec,
        });
      }
    },
  },
});
