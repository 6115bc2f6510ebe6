// Node dumps larger than a call takes as arguments (H6): `kubectl get nodes -o yaml` of a big fleet.
import { describe, expect, it } from 'vitest';
import { ClusterModel } from '../../src/cluster/model.js';
import { nodeInfo } from '../../src/cluster/node-pools.js';
import { resolveConfig } from '../../src/config/resolve.js';

const NODES = 150_000;

/** One pool: the same GPU labels on every node; the last node has fewer GPUs allocatable. */
function node(i: number): unknown {
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      name: `gpu-${i}`,
      labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', 'nvidia.com/gpu.count': '8', 'kubernetes.io/hostname': `gpu-${i}` },
    },
    status: { allocatable: { 'nvidia.com/gpu': i === NODES - 1 ? '7' : '8', cpu: '96' } },
  };
}

describe(`${NODES} nodes in one pool`, () => {
  it('from a node-pools file (a NodeList)', () => {
    const cluster = new ClusterModel(resolveConfig({}), [
      { apiVersion: 'v1', kind: 'NodeList', items: Array.from({ length: NODES }, (_, i) => node(i)) },
    ]);
    const pools = cluster.poolsFor('a.yaml');
    expect(pools).toHaveLength(1);
    expect(pools[0]!.nodeNames).toHaveLength(NODES);
    expect(pools[0]!.allocatable['nvidia.com/gpu']).toBe(7);
  });

  it('from Node objects of the input', () => {
    const cluster = new ClusterModel(resolveConfig({}));
    for (let i = 0; i < NODES; i++) cluster.addNode(nodeInfo(node(i)));
    const pools = cluster.poolsFor('a.yaml');
    expect(pools.map((p) => [p.nodeNames?.length, p.allocatable['nvidia.com/gpu']])).toEqual([[NODES, 7]]);
  });
});
