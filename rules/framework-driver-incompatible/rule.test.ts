import { describe, expect, it } from 'vitest';
import incompatible from '../cuda-driver-incompatible/rule.js';
import minor from '../cuda-driver-minor-compat-only/rule.js';
import rule from './rule.js';
import { FULL, imageLines, node, pod } from '../../test/compat/helpers.js';
import { lintYaml, testRule, type InvalidCase } from '../../test/helpers/rule-tester.js';

const at = (yaml: string, messages?: (string | RegExp)[], extra: Partial<InvalidCase> = {}): InvalidCase => ({
  yaml,
  lines: imageLines(yaml).slice(-1),
  messages,
  ...extra,
});
const H100 = 'NVIDIA-H100-80GB-HBM3';

testRule(rule, {
  valid: [
    {
      name: 'a documented driver equal to the CUDA floor is not stricter (24.07: 550.54.15 for CUDA 12.4.1)',
      yaml: node('h', { 'nvidia.com/gpu.product': H100, [FULL]: '550.54.15' }) + pod('nvcr.io/nvidia/tritonserver:24.07-trtllm-python-py3'),
    },
    {
      name: 'below the CUDA floor: cuda-driver-incompatible decides, not this rule',
      yaml:
        node('h', { 'nvidia.com/gpu.product': 'NVIDIA-GeForce-RTX-4090', [FULL]: '560.35.03' }) +
        pod('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3'),
    },
    {
      name: 'forward compatibility on a data-center GPU: not judged',
      yaml: node('h', { 'nvidia.com/gpu.product': H100, [FULL]: '565.57.01' }) + pod('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3'),
    },
    { name: 'no pools, no pinned driver', yaml: pod('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3') },
    {
      name: 'an image without a framework floor',
      yaml: node('h', { 'nvidia.com/gpu.product': H100, [FULL]: '570.26' }) + pod('nvcr.io/nvidia/tritonserver:25.03-py3'),
    },
  ],
  invalid: [
    at(
      node('h', { 'nvidia.com/gpu.product': H100, [FULL]: '560.28.03' }) + pod('nvcr.io/nvidia/tritonserver:24.08-vllm-python-py3'),
      [/Triton Inference Server release on CUDA 12\.6\.0 .*minimum driver of 560\.35\.03/],
      { name: 'vLLM backend 24.08: 560.35.03 for CUDA 12.6.0' },
    ),
    at(
      pod('nvcr.io/nvidia/tritonserver:25.01-trtllm-python-py3', {
        nodeSelector: { 'nvidia.com/cuda.driver-version.major': '570', 'nvidia.com/cuda.driver-version.minor': '86' },
      }),
      [/partial version: the full version decides/],
      { name: 'a partial pinned driver that may be below the floor' },
    ),
  ],
});

describe('framework-driver-incompatible and the CUDA rules', () => {
  const rules = [incompatible, minor, rule];
  const ids = (yaml: string) => lintYaml(yaml, rules).map((f) => `${f.ruleId}:${f.level}`);

  it('one cause, one finding: framework floor only when the CUDA floor is met', () => {
    expect(
      ids(node('h', { 'nvidia.com/gpu.product': H100, [FULL]: '570.26' }) + pod('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3')),
    ).toEqual([`${rule.id}:error`]);
    expect(
      ids(node('h', { 'nvidia.com/gpu.product': H100, [FULL]: '525.147.05' }) + pod('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3')),
    ).toEqual([`${incompatible.id}:error`]);
  });

  it('a partial version gives a warning', () => {
    expect(
      ids(
        pod('nvcr.io/nvidia/tritonserver:25.01-trtllm-python-py3', {
          nodeSelector: { 'nvidia.com/cuda.driver-version.major': '570', 'nvidia.com/cuda.driver-version.minor': '86' },
        }),
      ),
    ).toEqual([`${rule.id}:warning`]);
  });
});
