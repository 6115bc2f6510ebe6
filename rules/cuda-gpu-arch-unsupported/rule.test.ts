import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { A100, FULL, imageLines, node, pod, withCompat } from '../../test/compat/helpers.js';
import { lintYaml, testRule, type InvalidCase } from '../../test/helpers/rule-tester.js';
import { formatMark, marked, markOf } from '../../test/helpers/manifests.js';

const at = (yaml: string, messages?: (string | RegExp)[], extra: Partial<InvalidCase> = {}): InvalidCase => ({
  yaml,
  lines: imageLines(yaml).slice(-1),
  messages,
  ...extra,
});

const B200 = 'NVIDIA-B200';
const V100 = 'Tesla-V100-SXM2-16GB';
const H100 = 'NVIDIA-H100-80GB-HBM3';
/** GPU Feature Discovery labels of a node: product and compute capability. */
const gfd = (product: string, major: string, minor: string) => ({
  'nvidia.com/gpu.product': product,
  'nvidia.com/gpu.compute.major': major,
  'nvidia.com/gpu.compute.minor': minor,
});
const P100 = { 'nvidia.com/gpu.product': 'Tesla-P100-PCIE-16GB', 'nvidia.com/gpu.family': 'pascal' };

testRule(rule, {
  valid: [
    { name: 'CUDA 12.8 on Blackwell 10.0', yaml: node('b', { 'nvidia.com/gpu.product': B200 }) + pod('vllm/vllm-openai:v0.9.0') },
    { name: 'CUDA 12.1 on an A100 (8.0 needs 11.0)', yaml: node('a', { 'nvidia.com/gpu.product': A100 }) + pod('vllm/vllm-openai:v0.6.3') },
    {
      name: 'CUDA 11.7 on Ada: Ampere cubins run on 8.9',
      yaml: node('l4', { 'nvidia.com/gpu.product': 'NVIDIA-L4' }) + pod('nvidia/cuda:11.7.1-runtime-ubuntu22.04'),
    },
    {
      name: 'B300 (10.3) runs CUDA 12.8 code built for 10.0',
      yaml: node('b300', gfd('NVIDIA-B300-SXM6-AC', '10', '3')) + pod('pytorch/pytorch:2.7.0-cuda12.8-cudnn9-runtime'),
    },
    {
      name: 'CUDA 12.9 still builds for Volta',
      yaml: node('v', { 'nvidia.com/gpu.product': V100 }) + pod('pytorch/pytorch:2.8.0-cuda12.9-cudnn9-runtime'),
    },
    {
      name: 'Turing keeps CUDA 13',
      yaml: node('t4', { 'nvidia.com/gpu.product': 'Tesla-T4' }) + pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'),
    },
    {
      name: 'A10G: Ampere without a compute capability in the data, the lowest Ampere floor (11.0) decides',
      yaml: node('g5', { 'node.kubernetes.io/instance-type': 'g5.xlarge' }) + pod('vllm/vllm-openai:v0.6.3'),
    },
    { name: 'unknown GPU product', yaml: node('x', { 'nvidia.com/gpu.product': 'NVIDIA-Future-GPU' }) + pod('vllm/vllm-openai:v0.6.3') },
    {
      name: 'a compute capability the data does not list (Jetson Thor 11.0)',
      yaml: node('thor', gfd('NVIDIA-Thor', '11', '0')) + pod('vllm/vllm-openai:v0.6.3'),
    },
    { name: 'CUDA unknown (latest)', yaml: node('b', { 'nvidia.com/gpu.product': B200 }) + pod('vllm/vllm-openai:latest') },
    { name: 'placeholder image', yaml: node('b', { 'nvidia.com/gpu.product': B200 }) + pod('${IMAGE}') },
    { name: 'no pools and no pinned GPU', yaml: pod('vllm/vllm-openai:v0.6.3') },
    {
      name: 'AMD pool',
      yaml:
        node('mi300', { 'amd.com/gpu.product-name': 'MI300X' }) +
        pod('rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521', { resources: '        limits:\n          amd.com/gpu: 1' }),
    },
    {
      name: 'container without a GPU',
      yaml:
        node('b', { 'nvidia.com/gpu.product': B200 }) +
        pod('vllm/vllm-openai:v0.6.3', { resources: '        limits:\n          memory: 1Gi' }),
    },
    {
      name: 'the B200 pool is tainted and not tolerated',
      yaml: pod('vllm/vllm-openai:v0.6.3'),
      config: {
        nodePools: [
          {
            name: 'b200',
            labels: { 'nvidia.com/gpu.product': B200 },
            gpu: { count: 8 },
            taints: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }],
          },
          { name: 'a100', labels: { 'nvidia.com/gpu.product': A100 }, gpu: { count: 8 } },
        ],
      },
    },
    {
      name: 'the pod selects the A100 pool',
      yaml: pod('vllm/vllm-openai:v0.6.3', { nodeSelector: { 'nvidia.com/gpu.product': A100 } }),
      config: {
        nodePools: [
          { name: 'b200', labels: { 'nvidia.com/gpu.product': B200 }, gpu: { count: 8 } },
          { name: 'a100', labels: { 'nvidia.com/gpu.product': A100 }, gpu: { count: 8 } },
        ],
      },
    },
  ],
  invalid: [
    at(
      node('b', { 'nvidia.com/gpu.product': B200 }) + pod('vllm/vllm-openai:v0.6.3'),
      [
        new RegExp(
          'uses CUDA 12\\.1 .*but node pool b has a Blackwell GPU \\(B200-180GB, compute capability 10\\.0, from ' +
            'nvidia\\.com/gpu\\.product\\), which CUDA builds code for from 12\\.8 .*no kernel image is available.*PTX.*use an image ' +
            'built for CUDA 12\\.8 or newer',
        ),
      ],
      { name: 'vLLM 0.6 (CUDA 12.1) on B200' },
    ),
    at(
      node('h', { 'nvidia.com/gpu.product': H100 }) + pod('nvidia/cuda:11.7.1-runtime-ubuntu22.04'),
      [/Hopper GPU .*compute capability 9\.0.*from 11\.8/],
      { name: 'an nvidia/cuda 11.7 base image on H100: a warning' },
    ),
    at(
      node('h', gfd('NVIDIA-H800', '9', '0')) + pod('pytorch/pytorch:1.13.1-cuda11.7-cudnn8-runtime'),
      [/compute capability 9\.0, from nvidia\.com\/gpu\.compute\.major\/minor/],
      { name: 'the compute capability labels of GPU Feature Discovery' },
    ),
    at(
      node('rtx', gfd('NVIDIA-GeForce-RTX-5090', '12', '0')) + pod('pytorch/pytorch:2.6.0-cuda12.6-cudnn9-runtime'),
      [/compute capability 12\.0.*from 12\.8/],
      { name: 'RTX 50 / RTX PRO Blackwell (12.0) with CUDA 12.6' },
    ),
    at(
      node('spark', gfd('NVIDIA-GB10', '12', '1')) + pod('pytorch/pytorch:2.6.0-cuda12.6-cudnn9-runtime'),
      [/compute capability 12\.1.*from 12\.8 \(code for compute capability 12\.0 runs on it/],
      { name: 'GB10 (12.1) runs 12.0 code: the floor is 12.8, not 12.9' },
    ),
    at(
      node('v', { 'nvidia.com/gpu.product': V100 }) + pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'),
      [/Volta GPU .*which CUDA 13 no longer builds code for \(the last is CUDA 12\.x.*"; use an image built for CUDA 12\.x/],
      { name: 'CUDA 13 on V100' },
    ),
    at(
      node('p', P100) + pod('nvidia/cuda:13.0.0-base-ubuntu24.04'),
      [/Pascal GPU \(Tesla-P100-PCIE-16GB, from nvidia\.com\/gpu\.family\)/],
      { name: 'a dropped architecture is an error even for a base image' },
    ),
    at(
      pod('vllm/vllm-openai:v0.6.3', { nodeSelector: { 'nvidia.com/gpu.product': B200 } }),
      [/the node the pod selects with nvidia\.com\/gpu\.product=NVIDIA-B200 has a Blackwell GPU/],
      { name: 'no pools: the pinned product' },
    ),
    at(
      node('a', { 'nvidia.com/gpu.product': B200 }) +
        node('b', { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' }) +
        pod('nvidia/cuda:11.4.3-runtime-ubuntu20.04'),
      [/node pool a has a Blackwell.*; node pool b has a Hopper.*CUDA 12\.8 or newer/],
      { name: 'one finding per container, naming every pool' },
    ),
    at(
      node('b', { 'nvidia.com/gpu.product': B200 }) + pod('ghcr.io/huggingface/text-generation-inference:2.4.1'),
      [/CUDA 12\.1\.0 with a framework built for CUDA 12\.4/],
      { name: 'TGI: the bundled PyTorch CUDA decides' },
    ),
  ],
});

describe('cuda-gpu-arch-unsupported locations and levels', () => {
  const find = (yaml: string, r = rule) => lintYaml(yaml, [r]).filter((f) => f.ruleId === rule.id);

  it('framework images and dropped architectures are errors; an older nvidia/cuda base image is a warning', () => {
    const level = (yaml: string) => find(yaml).map((f) => f.level);
    expect(level(node('h', { 'nvidia.com/gpu.product': H100 }) + pod('nvidia/cuda:11.7.1-runtime-ubuntu22.04'))).toEqual(['warning']);
    expect(level(node('h', { 'nvidia.com/gpu.product': H100 }) + pod('pytorch/pytorch:1.13.1-cuda11.7-cudnn8-runtime'))).toEqual(['error']);
    expect(level(node('p', P100) + pod('nvidia/cuda:13.0.0-base-ubuntu24.04'))).toEqual(['error']);
  });

  it('points at the image value, with the Node object as a related location', () => {
    const manifest = pod('vllm/vllm-openai:v0.6.3').replace('image: vllm/vllm-openai:v0.6.3', '⟦image: vllm/vllm-openai:v0.6.3⟧');
    const { text, mark } = marked(node('b200-1', { 'nvidia.com/gpu.product': B200 }) + manifest);
    const [f] = find(text);
    expect(formatMark(markOf(f!.range))).toBe(formatMark(mark));
    expect(formatMark(mark)).toBe('15:7-15:37');
    expect(f!.related?.map((r) => [r.range?.start.line, r.message])).toEqual([[2, 'Node b200-1 of node pool b200-1.']]);
  });

  it('the pinned product label is the related location when there is no pool', () => {
    const yaml = pod('vllm/vllm-openai:v0.6.3', { nodeSelector: { 'nvidia.com/gpu.product': B200 } });
    const [f] = find(yaml);
    expect(f!.related?.map((r) => [r.range?.start.line, r.message])).toEqual([[7, 'The pod selects nvidia.com/gpu.product=NVIDIA-B200.']]);
  });

  it('private images from compat.images are judged, as warnings', () => {
    const compat = { images: [{ match: 'registry.example.com/team/serving:*', cuda: '12.4' }] };
    const found = find(
      node('b', { 'nvidia.com/gpu.product': B200 }) + pod('registry.example.com/team/serving:v3'),
      withCompat(rule, compat),
    );
    expect(found.map((f) => f.level)).toEqual(['warning']);
    expect(found[0]!.message).toMatch(/compat\.images\[0\]/);
  });

  it("a pool with a driver is judged on its GPU only: the driver is the other rules' business", () => {
    expect(find(node('b', { 'nvidia.com/gpu.product': B200, [FULL]: '470.82.01' }) + pod('vllm/vllm-openai:v0.9.0'))).toEqual([]);
  });
});
