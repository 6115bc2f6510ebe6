import { describe, expect, it } from 'vitest';
import {
  normalizeProductLabel,
  productByGkeAccelerator,
  productByInstanceType,
  productByKarpenterName,
  productByLabel,
} from '../../src/cluster/gpu-products.js';
import { gpuFactsFromLabels, nodeInfo, poolFromConfig, poolsFromDocuments, poolsFromNodes } from '../../src/cluster/node-pools.js';

describe('GPU product table', () => {
  it.each([
    ['NVIDIA-A100-SXM4-80GB', 'A100-80GB'],
    ['NVIDIA-A100-SXM4-40GB', 'A100-40GB'],
    ['NVIDIA-A100-SXM4-40GB-MIG-1g.5gb', 'A100-40GB'],
    ['NVIDIA-H100-80GB-HBM3', 'H100-80GB'],
    ['NVIDIA-H100-NVL', 'H100-NVL-94GB'],
    ['NVIDIA-H200', 'H200-141GB'],
    ['NVIDIA-B200', 'B200-180GB'],
    ['Tesla-T4', 'T4'],
    ['Tesla-T4-SHARED', 'T4'],
    ['NVIDIA-L4', 'L4'],
    ['NVIDIA-A10G', 'A10G'],
    ['NVIDIA-GeForce-RTX-4090', 'RTX-4090'],
  ])('%s is %s', (label, id) => expect(productByLabel(label)?.id).toBe(id));
  it('normalizes prefixes and suffixes', () => expect(normalizeProductLabel('NVIDIA-A100-SXM4-40GB-MIG-3g.20gb')).toBe('A100-SXM4-40GB'));
  it('cloud names', () => {
    expect(productByGkeAccelerator('nvidia-a100-80gb')?.id).toBe('A100-80GB');
    expect(productByGkeAccelerator('nvidia-tesla-t4')?.id).toBe('T4');
    expect(productByKarpenterName('a100', 40960)?.id).toBe('A100-40GB');
    expect(productByKarpenterName('a100', 81920)?.id).toBe('A100-80GB');
    expect(productByInstanceType('p5.48xlarge')).toMatchObject({ product: { id: 'H100-80GB' }, count: 8 });
    expect(productByInstanceType('m5.large')).toBeUndefined();
  });
  it('the smallest MIG profile of an H100 80GB is 1g.10gb', () => {
    expect(productByLabel('NVIDIA-H100-80GB-HBM3')!.mig!.profiles.map((p) => p.profile)).not.toContain('1g.5gb');
    expect(productByLabel('NVIDIA-A100-SXM4-40GB')!.mig!.profiles.map((p) => p.profile)).toContain('1g.5gb');
  });
});

describe('GPU facts from labels', () => {
  it('GPU Feature Discovery, including the deprecated driver labels', () => {
    const f = gpuFactsFromLabels({
      'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB',
      'nvidia.com/gpu.count': '8',
      'nvidia.com/gpu.memory': '81920',
      'nvidia.com/cuda.driver.major': '535',
      'nvidia.com/cuda.driver.minor': '104',
      'nvidia.com/cuda.driver.rev': '05',
      'nvidia.com/mig.strategy': 'mixed',
      'nvidia.com/mig-1g.10gb.count': '7',
      'nvidia.com/mig-1g.10gb.me.count': '1',
    });
    expect(f).toMatchObject({
      vendor: 'nvidia',
      count: 8,
      memoryGiB: 80,
      driverVersion: '535.104.05',
      migStrategy: 'mixed',
      migDevices: { '1g.10gb': 7, '1g.10gb+me': 1 },
    });
    expect(f.product?.id).toBe('A100-80GB');
    expect(f.sources.driverVersion).toMatch(/deprecated/);
  });
  it('the current driver labels win over the deprecated ones; major only is kept as such', () => {
    expect(
      gpuFactsFromLabels({ 'nvidia.com/cuda.driver-version.full': '550.107.02', 'nvidia.com/cuda.driver.major': '535' }).driverVersion,
    ).toBe('550.107.02');
    expect(gpuFactsFromLabels({ 'nvidia.com/cuda.driver-version.major': '550' }).driverVersion).toBe('550');
  });
  it('GKE, Karpenter and instance types', () => {
    expect(
      gpuFactsFromLabels({ 'cloud.google.com/gke-accelerator': 'nvidia-l4', 'cloud.google.com/gke-accelerator-count': '2' }),
    ).toMatchObject({ vendor: 'nvidia', count: 2, memoryGiB: 24 });
    expect(
      gpuFactsFromLabels({
        'karpenter.k8s.aws/instance-gpu-name': 'a100',
        'karpenter.k8s.aws/instance-gpu-count': '8',
        'karpenter.k8s.aws/instance-gpu-memory': '40960',
      }).product?.id,
    ).toBe('A100-40GB');
    const byType = gpuFactsFromLabels({ 'node.kubernetes.io/instance-type': 'g5.12xlarge' });
    expect(byType).toMatchObject({ count: 4, product: { id: 'A10G' } });
    expect(byType.sources.count).toMatch(/instance-type g5\.12xlarge/);
  });
  it('AMD labels', () => {
    expect(gpuFactsFromLabels({ 'amd.com/gpu.product-name': 'AMD-Instinct-MI300X' })).toMatchObject({
      vendor: 'amd',
      product: { id: 'MI300X' },
    });
  });
});

describe('pools', () => {
  it('explicit config fields win over labels', () => {
    const p = poolFromConfig(
      {
        name: 'p',
        labels: {
          'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB',
          'nvidia.com/gpu.count': '8',
          'nvidia.com/cuda.driver-version.full': '535.104.05',
        },
        gpu: { count: 4, driverVersion: '550.54.15' },
      },
      'config',
    );
    expect(p.gpu).toMatchObject({ count: 4, driverVersion: '550.54.15', memoryGiB: 80 });
    expect(p.gpu.sources.count).toBe('config gpu.count');
  });
  it('Node objects with the same GPU labels form one pool with allocatable resources', () => {
    const node = (name: string, zone: string, gpus: string) =>
      nodeInfo({
        kind: 'Node',
        metadata: {
          name,
          labels: {
            'kubernetes.io/hostname': name,
            'topology.kubernetes.io/zone': zone,
            'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3',
            'cloud.google.com/gke-nodepool': 'h100-pool',
          },
        },
        spec: { taints: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }] },
        status: { allocatable: { 'nvidia.com/gpu': gpus, cpu: '200', memory: '1800Gi' } },
      });
    const pools = poolsFromNodes([
      node('n1', 'a', '8'),
      node('n2', 'b', '8'),
      nodeInfo({ kind: 'Node', metadata: { name: 'cpu-1', labels: { 'kubernetes.io/hostname': 'cpu-1' } } }),
    ]);
    expect(pools.map((p) => [p.name, p.nodeNames, p.gpu.count, p.taints.length])).toEqual([
      ['h100-pool', ['n1', 'n2'], 8, 1],
      ['cpu-1', ['cpu-1'], undefined, 0],
    ]);
    expect(pools[0]!.variableLabels).toContain('topology.kubernetes.io/zone');
  });
  it('a --node-pools file: pools, Node objects or a NodeList', () => {
    const { pools, nodes } = poolsFromDocuments([
      { nodePools: [{ name: 'a' }] },
      [{ name: 'b' }],
      { apiVersion: 'v1', kind: 'NodeList', items: [{ kind: 'Node', metadata: { name: 'n' } }] },
    ]);
    expect(pools.map((p) => p.name)).toEqual(['a', 'b']);
    expect(nodes.map((n) => n.name)).toEqual(['n']);
  });
});
