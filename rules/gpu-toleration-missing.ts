import { taintText } from '../src/cluster/placement.js';
import type { Taint } from '../src/cluster/node-pools.js';
import { defineRule } from '../src/engine/rule.js';
import { collectPlacement, simulatedPods, podText, untoleratedGpuPools } from '../src/kits/placement.js';

const ID = 'gpu-toleration-missing';

/** The taint most GPU pools share, as a toleration to copy. */
function suggestion(taints: Taint[]): string {
  const counts = new Map<string, { taint: Taint; n: number }>();
  for (const t of taints) {
    const key = `${t.key}\u0000${t.effect}`;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else counts.set(key, { taint: t, n: 1 });
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0]!.taint;
  return `{key: ${best.key}, operator: Exists, effect: ${best.effect}}`;
}

const NODES = `apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
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
  level: 'warning',
  scope: 'ai',
  summary: 'Placement simulation: every GPU node pool is tainted and the GPU pod tolerates none of the taints.',
  description:
    'For every GPU pod template of an AI workload (a container requesting a GPU resource, or a DRA claim with a GPU DeviceClass), looks at the GPU pools the file lands on (pools with a GPU vendor, product or count, from config `nodePools`, an override\'s `nodePools`, `--node-pools` or `Node` objects in the input). Triggers when every GPU pool has a `NoSchedule` or `NoExecute` taint and none of the pod\'s tolerations tolerates any of those taints: empty-key `operator: Exists` tolerates everything, `Equal` needs the same value, a toleration with an effect only matches that effect. With `cluster.extendedResourceToleration: true` (GKE, EKS) a pod tolerates taints keyed by a resource it requests. `PreferNoSchedule` taints do not count, and a GPU pool without a blocking taint makes the rule silent. ' +
    'Silent when no pools are declared, on infrastructure pods and pods without GPUs, and when the tolerations, nodeSelector or node affinity hold a template. The finding points at `tolerations` when the pod has some, else at the pod spec key. `unschedulable` does not repeat this cause: it reports the pod only if it still fits nowhere once these taints are tolerated.',
  rationale:
    'GPU node pools are usually tainted (`nvidia.com/gpu=present:NoSchedule` on GKE, EKS and many GPU Operator installs) so that CPU pods do not occupy expensive nodes. A GPU pod without a matching toleration is then rejected by every GPU node and stays Pending, while the cluster autoscaler cannot add a node that would accept it. On GKE and EKS the ExtendedResourceToleration admission plugin adds the toleration for pods that request `nvidia.com/gpu`, which is why the same manifest works there and hangs on another cluster.',
  remediation:
    'Add a toleration for the GPU pools\' taint to the pod template:\n\n```yaml\ntolerations:\n  - key: nvidia.com/gpu\n    operator: Exists\n    effect: NoSchedule\n```\n\nIf the target cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS), set `cluster.extendedResourceToleration: true` in the config instead.',
  references: ['https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/', 'https://kubernetes.io/docs/reference/access-authn-authz/admission-controllers/#extendedresourcetoleration'],
  examples: {
    invalid: [
      {
        title: 'The only GPU pool is tainted and the Job tolerates nothing',
        yaml: `${NODES}apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,
        lines: [20],
      },
    ],
    valid: [
      {
        title: 'The Job tolerates the taint',
        yaml: `${NODES}apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      tolerations:
        - key: nvidia.com/gpu
          operator: Exists
          effect: NoSchedule
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
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
        const tainted = untoleratedGpuPools(facts, pools);
        if (!tainted) continue;
        const taints = tainted.flatMap((p) => p.taints);
        const listed = tainted.map((p) => `${p.pool.name} (${p.taints.map(taintText).join(', ')})`).join(', ');
        const resourceKeyed = !facts.ert && taints.some((t) => facts.gpuResources.includes(t.key));
        const ert = resourceKeyed ? ', or set cluster.extendedResourceToleration: true if the cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS)' : '';
        ctx.report({
          object,
          message: `Every GPU node pool is tainted and ${podText(facts)} ${facts.label ? 'tolerate' : 'tolerates'} none of the taints: ${listed}; add a toleration such as ${suggestion(taints)}${ert}.`,
          range: facts.tolerations ?? facts.spec,
        });
      }
    },
  },
});
