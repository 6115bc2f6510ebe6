import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { A100, FULL, imageLines, node, pod, withCompat } from '../../test/compat/helpers.js';
import { lintYaml, testRule, type InvalidCase } from '../../test/helpers/rule-tester.js';

const at = (yaml: string, messages?: (string | RegExp)[], extra: Partial<InvalidCase> = {}): InvalidCase => ({
  yaml,
  lines: imageLines(yaml).slice(-1),
  messages,
  ...extra,
});

testRule(rule, {
  valid: [
    {
      name: 'driver at the toolkit minimum',
      yaml: node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '560.35.03' }) + pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
    },
    {
      name: 'forward compatibility on a data-center GPU is fine',
      yaml: node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' }) + pod('nvidia/cuda:12.4.1-runtime-ubuntu22.04'),
    },
    {
      name: 'below the minor-version floor: cuda-driver-incompatible',
      yaml:
        node('t4', { 'nvidia.com/gpu.product': 'Tesla-T4', [FULL]: '470.82.01' }) + pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
    },
    {
      name: 'strict makes it cuda-driver-incompatible',
      yaml: node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' }) + pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
      config: { settings: { cudaCompatibility: 'strict' } },
    },
    {
      name: 'TGI 3.2 (CUDA 12.4 base) on a 12.4 driver',
      yaml:
        node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '550.54.15' }) + pod('ghcr.io/huggingface/text-generation-inference:3.2.0'),
    },
    { name: 'CUDA unknown', yaml: node('a100', { [FULL]: '535.104.05' }) + pod('nvcr.io/nvidia/pytorch:23.02-py3') },
  ],
  invalid: [
    at(
      node('n', { [FULL]: '535.104.05' }) + pod('nvidia/cuda:12.8.1-runtime-ubuntu24.04'),
      [/R535 is a forward-compatible branch for CUDA 12\.8.*the GPU class is unknown/],
      { name: 'forward-compatible branch, GPU class unknown' },
    ),
    at(
      node('ws', { 'nvidia.com/gpu.product': 'NVIDIA-RTX-PRO-6000-Blackwell-Server-Edition', [FULL]: '550.90.07' }) +
        pod('vllm/vllm-openai:v0.9.0'),
      [/workstation GPU/],
      { name: 'forward-compatible branch on a workstation GPU' },
    ),
    at(
      node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' }) + pod('ghcr.io/huggingface/text-generation-inference:2.4.1'),
      [
        new RegExp(
          'uses CUDA 12\\.1\\.0 .*its bundled framework uses CUDA 12\\.4, which needs driver >= 550\\.54\\.14.*the bundled ' +
            'framework, built for CUDA 12\\.4, runs only through CUDA minor-version compatibility',
        ),
      ],
      { name: 'TGI 2.4: a CUDA 12.4 PyTorch on a 12.1 base' },
    ),
    at(
      pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', { nodeSelector: { 'nvidia.com/cuda.driver-version.major': '550' } }),
      [/partial version: the full version may be enough/],
      { name: 'a partial version that may be below the toolkit minimum' },
    ),
    at(
      pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', {
        nodeSelector: { 'nvidia.com/cuda.driver-version.major': '535', 'nvidia.com/cuda.driver-version.minor': '104' },
      }),
      [/driver 535\.104 from nvidia\.com\/cuda\.driver-version\.major\/minor \(no revision\)/],
      { name: 'major and minor pinned by the ' + 'pod' },
    ),
  ],
});

describe('cuda-driver-minor-compat-only with compat.images', () => {
  it('base: os gives the minor-version reading, base: nvidia-cuda does not', () => {
    const yaml = node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' }) + pod('registry.example.com/ml/trainer:1.0');
    const os = withCompat(rule, { images: [{ match: 'registry.example.com/ml/trainer:*', cuda: '12.4', base: 'os' }] });
    const cuda = withCompat(rule, { images: [{ match: 'registry.example.com/ml/trainer:*', cuda: '12.4', base: 'nvidia-cuda' }] });
    expect(lintYaml(yaml, [os]).map((f) => f.ruleId)).toEqual([rule.id]);
    expect(lintYaml(yaml, [cuda])).toEqual([]);
  });
});
