import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { A100, FULL, imageLines, node, pod, withCompat } from '../../test/compat/helpers.js';
import { lintYaml, testRule, type InvalidCase } from '../../test/helpers/rule-tester.js';

const at = (yaml: string, messages?: (string | RegExp)[], extra: Partial<InvalidCase> = {}): InvalidCase => ({
  yaml,
  lines: imageLines(yaml).slice(-1),
  messages,
  ...extra,
});

const NODE_535 = node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' });

testRule(rule, {
  valid: [
    {
      name: 'driver at the toolkit minimum of X.Y (12.4.1 image, 12.4 GA driver)',
      yaml: node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '550.54.14' }) + pod('nvidia/cuda:12.4.1-runtime-ubuntu22.04'),
    },
    {
      name: 'forward compatibility on a data-center GPU (nvidia/cuda 12.8 on R550)',
      yaml: node('l4', { 'nvidia.com/gpu.product': 'NVIDIA-L4', [FULL]: '550.90.07' }) + pod('nvidia/cuda:12.8.1-runtime-ubuntu24.04'),
    },
    {
      name: 'forward compatibility, GPU class unknown: cuda-driver-minor-compat-only, not this rule',
      yaml: node('n', { [FULL]: '535.104.05' }) + pod('nvidia/cuda:12.8.1-runtime-ubuntu24.04'),
    },
    {
      name: 'plain-OS image within minor-version compatibility: the warning rule',
      yaml: NODE_535 + pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
    },
    {
      name: 'partial driver, branch above the floor',
      yaml: pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', { nodeSelector: { 'nvidia.com/cuda.driver-version.major': '560' } }),
    },
    { name: 'latest: CUDA unknown (image-tag-mutable)', yaml: node('old', { [FULL]: '418.87.01' }) + pod('vllm/vllm-openai:latest') },
    {
      name: 'digest only: CUDA unknown (cuda-version-unknown)',
      yaml:
        node('old', { [FULL]: '418.87.01' }) +
        pod('vllm/vllm-openai@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'),
    },
    { name: 'placeholder image', yaml: node('old', { [FULL]: '418.87.01' }) + pod('${IMAGE}') },
    {
      name: 'private image without compat.images: not an AI image',
      yaml: node('old', { [FULL]: '418.87.01' }) + pod('registry.example.com/team/serving:v3-cu124'),
    },
    { name: 'pool without a driver', yaml: node('a100', { 'nvidia.com/gpu.product': A100 }) + pod('vllm/vllm-openai:v0.9.0') },
    {
      name: 'AMD pool',
      yaml: node('mi300', { 'amd.com/gpu.product-name': 'MI300X', [FULL]: '418.87.01' }) + pod('vllm/vllm-openai:v0.9.0'),
    },
    { name: 'CUDA version older than the table', yaml: node('old', { [FULL]: '418.87.01' }) + pod('nvidia/cuda:10.2-base-ubuntu18.04') },
    {
      name: 'ROCm image',
      yaml:
        node('old', { [FULL]: '418.87.01' }) +
        pod('rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521', { resources: '        limits:\n          amd.com/gpu: 1' }),
    },
    {
      name: 'container without a GPU',
      yaml: node('old', { [FULL]: '418.87.01' }) + pod('vllm/vllm-openai:v0.9.0', { resources: '        limits:\n          memory: 1Gi' }),
    },
    {
      name: 'GPU Operator namespace: infrastructure',
      yaml: node('old', { [FULL]: '418.87.01' }) + pod('nvidia/cuda:12.4.1-base-ubuntu22.04', { namespace: 'gpu-operator' }),
    },
    {
      name: 'the only pool with an old driver is tainted and not tolerated',
      yaml: pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
      config: {
        nodePools: [
          {
            name: 'old',
            labels: { [FULL]: '470.82.01' },
            gpu: { count: 4 },
            taints: [{ key: 'team', value: 'legacy', effect: 'NoSchedule' }],
          },
          { name: 'new', labels: { [FULL]: '550.54.15' }, gpu: { count: 4 } },
        ],
      },
    },
    {
      name: 'the pool with the old driver cannot hold 8 GPUs',
      yaml: pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', { resources: '        limits:\n          nvidia.com/gpu: 8' }),
      config: {
        nodePools: [
          { name: 'old', labels: { [FULL]: '470.82.01' }, gpu: { count: 4 } },
          { name: 'new', labels: { [FULL]: '550.54.15' }, gpu: { count: 8 } },
        ],
      },
    },
  ],
  invalid: [
    at(
      node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '525.147.05' }) + pod('nvidia/cuda:12.8.1-runtime-ubuntu24.04'),
      [
        new RegExp(
          'CUDA 12\\.8\\.1 .*needs driver >= 570\\.26 \\(CUDA 12\\.8 GA.*node pool a100 \\(A100-80GB, data-center GPU\\) has ' +
            'driver 525\\.147\\.05 from nvidia\\.com\\/cuda\\.driver-version\\.full: the image is built on ' +
            'nvidia\\/cuda.*NVIDIA_REQUIRE_CUDA \\(cuda>=12\\.8\\).*listed for CUDA 12\\.8 \\(R470, R535, R550, R560, R565\\).*or use an ' +
            'image built for CUDA 12\\.0 or older',
        ),
      ],
      { name: 'nvidia/cuda image, driver branch not forward-compatible' },
    ),
    at(
      node('gaming', { 'nvidia.com/gpu.product': 'NVIDIA-GeForce-RTX-4090', [FULL]: '550.54.15' }) +
        pod('nvidia/cuda:12.8.1-runtime-ubuntu24.04'),
      [/R550 .*only on data-center GPUs.*RTX-4090/],
      { name: 'forward-compatible branch on a consumer GPU' },
    ),
    at(
      node('t4', { 'nvidia.com/gpu.product': 'Tesla-T4', [FULL]: '470.82.01' }) + pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
      [/below the CUDA 12 minor-version-compatibility floor 525\.60\.13/],
      { name: 'plain-OS image below the minor-version floor' },
    ),
    at(NODE_535 + pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'), [/settings\.cudaCompatibility is strict/], {
      name: 'strict: minor-version compatibility is not enough',
      config: { settings: { cudaCompatibility: 'strict' } },
    }),
    at(NODE_535 + pod('nvidia/cuda:12.4.1-runtime-ubuntu22.04'), [/strict/], {
      name: 'strict: forward compatibility is not ' + 'enough',
      config: { settings: { cudaCompatibility: 'strict' } },
    }),
    at(
      node('old', {
        'nvidia.com/gpu.product': A100,
        'nvidia.com/cuda.driver.major': '418',
        'nvidia.com/cuda.driver.minor': '87',
        'nvidia.com/cuda.driver.rev': '01',
      }) + pod('vllm/vllm-openai:v0.9.0'),
      [/driver 418\.87\.01 from nvidia\.com\/cuda\.driver\.major\/minor\/rev \(deprecated labels\)/],
      { name: 'deprecated driver labels on the Node' },
    ),
    at(
      pod('vllm/vllm-openai:v0.9.0', { nodeSelector: { 'nvidia.com/cuda.driver.major': '418' } }),
      [/the node the pod pins with nvidia\.com\/cuda\.driver\.major=418 has driver 418/],
      { name: 'deprecated major-only label pinned ' + 'by the pod, no pools' },
    ),
    at(
      node('a100', { 'nvidia.com/gpu.product': A100, 'nvidia.com/cuda.runtime-version.full': '12.2' }) +
        pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'),
      [/driver supporting CUDA 12\.2 from nvidia\.com\/cuda\.runtime-version/],
      { name: 'only the CUDA runtime version label' },
    ),
    at(
      pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', {
        affinity:
          '    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n          - ' +
          'matchExpressions:\n              - { key: nvidia.com/cuda.driver-version.major, operator: Lt, values: ["525"] }',
      }),
      [/driver major < 525/],
      { name: 'Lt on the driver major in the required affinity' },
    ),
    at(
      pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', {
        affinity:
          '    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n          - ' +
          'matchExpressions:\n              - { key: nvidia.com/cuda.driver-version.major, operator: In, values: ["470", "550"] }',
      }),
      [/driver 470 from nvidia\.com\/cuda\.driver-version\.major \(major version only\)/],
      { name: 'In with several driver branches: the old one' },
    ),
    at(
      node('a100', { 'nvidia.com/gpu.product': A100, [FULL]: '520.61.05' }) + pod('ghcr.io/huggingface/text-generation-inference:2.4.1'),
      [/uses CUDA 12\.1\.0 .*text-generation-inference.*needs driver >= 530\.30\.02/],
      { name: 'TGI 2.4 (CUDA 12.1 base) below its base ' + 'floor, R520 not forward-compatible' },
    ),
    at(pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'), [/node pool old .*470\.82\.01 from config gpu\.driverVersion/], {
      name: 'config pools: only the untainted old pool is a candidate',
      config: {
        nodePools: [
          { name: 'old', gpu: { count: 4, driverVersion: '470.82.01' } },
          {
            name: 'new',
            labels: { [FULL]: '550.54.15' },
            gpu: { count: 4 },
            taints: [{ key: 'team', value: 'new', effect: 'NoSchedule' }],
          },
        ],
      },
    }),
    at(
      node('a', { [FULL]: '470.82.01' }) + node('b', { [FULL]: '460.32.03' }) + pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'),
      [/node pool a has driver 470\.82\.01.*; node pool b has driver 460\.32\.03/],
      { name: 'one finding per container, naming every ' + 'pool' },
    ),
  ],
});

describe('cuda-driver-incompatible levels, partial versions and overrides', () => {
  const find = (yaml: string, opts: Parameters<typeof lintYaml>[2] = {}, r = rule) =>
    lintYaml(yaml, [r], opts).filter((f) => f.ruleId === rule.id);

  it('a partial driver in the same branch as the floor gives a warning that says so', () => {
    const found = find(pod('nvidia/cuda:12.4.1-runtime-ubuntu22.04', { nodeSelector: { 'nvidia.com/cuda.driver-version.major': '550' } }));
    expect(found.map((f) => f.level)).toEqual(['warning']);
    expect(found[0]!.message).toMatch(/partial version: the full version decides/);
  });

  it('a partial driver entirely below the floor is an error', () => {
    expect(
      find(pod('nvidia/cuda:12.4.1-runtime-ubuntu22.04', { nodeSelector: { 'nvidia.com/cuda.driver-version.major': '520' } })).map(
        (f) => f.level,
      ),
    ).toEqual(['error']);
  });

  it('points at the image value, with the pinned label as a related location', () => {
    const yaml = pod('vllm/vllm-openai:v0.9.0', { nodeSelector: { 'nvidia.com/cuda.driver.major': '418' } });
    const [f] = find(yaml);
    expect(f!.range.start.line).toBe(imageLines(yaml)[0]);
    expect(f!.related?.map((r) => [r.range?.start.line, r.message])).toEqual([[7, 'The pod pins nvidia.com/cuda.driver.major=418.']]);
  });

  it('names the Node object of a pool as a related location', () => {
    const yaml = node('t4-node', { [FULL]: '470.82.01' }) + pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime');
    const [f] = find(yaml);
    expect(f!.related?.[0]).toMatchObject({ file: 'test.yaml', range: { start: { line: 2 } } });
    expect(f!.related?.[0]!.message).toMatch(/Node t4-node of node pool t4-node: driver 470\.82\.01/);
  });

  it('private images from compat.images (with and without base)', () => {
    const yaml =
      node('t4', { 'nvidia.com/gpu.product': 'Tesla-T4', [FULL]: '460.32.03' }) + pod('registry.example.com/team/serving:v3-cu124');
    const compat = { images: [{ match: 'registry.example.com/team/serving:*-cu124', cuda: '12.4', base: 'nvidia-cuda' }] };
    const [f] = find(yaml, {}, withCompat(rule, compat));
    expect(f?.message).toMatch(/uses CUDA 12\.4 \(compat\.images\[0\] \(registry\.example\.com\/team\/serving:\*-cu124\)\)/);
    // R470 is forward-compatible with 12.4 on data-center GPUs: no finding on a T4 with 470.
    expect(
      find(
        node('t4', { 'nvidia.com/gpu.product': 'Tesla-T4', [FULL]: '470.82.01' }) + pod('registry.example.com/team/serving:v3-cu124'),
        {},
        withCompat(rule, compat),
      ),
    ).toEqual([]);
    // Without base (and no family): the more lenient of the two readings.
    const noBase = { images: [{ match: 'registry.example.com/team/serving:*', cuda: '12.4' }] };
    expect(find(node('n', { [FULL]: '535.104.05' }) + pod('registry.example.com/team/serving:v3'), {}, withCompat(rule, noBase))).toEqual(
      [],
    );
    expect(
      find(node('n', { [FULL]: '460.32.03' }) + pod('registry.example.com/team/serving:v3'), {}, withCompat(rule, noBase)).map(
        (f) => f.level,
      ),
    ).toEqual(['error']);
  });

  it('an override by digest makes a digest-pinned image checkable', () => {
    const digest = 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
    const yaml = node('old', { [FULL]: '460.32.03' }) + pod(`vllm/vllm-openai@${digest}`);
    expect(find(yaml)).toEqual([]);
    const compat = { images: [{ match: `vllm/vllm-openai@${digest}`, cuda: '12.8' }] };
    expect(find(yaml, {}, withCompat(rule, compat)).map((f) => f.level)).toEqual(['error']);
  });

  it('judges pods against Node objects that come in a later file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('apps/train.yaml', pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'));
    linter.lintText('nodes/nodes.yaml', node('a100-1', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' }));
    linter.finish();
    expect(linter.findings.map((f) => [f.ruleId, f.file, f.range.start.line])).toEqual([[rule.id, 'apps/train.yaml', 8]]);
  });

  it('uses the pools of an override for the files it matches', () => {
    const config = resolveConfig({
      nodePools: [{ name: 'new', labels: { [FULL]: '580.65.06' }, gpu: { count: 8 } }],
      overrides: [{ files: ['legacy/**'], nodePools: [{ name: 'old', labels: { [FULL]: '535.104.05' }, gpu: { count: 8 } }] }],
    });
    const linter = new Linter({ rules: [rule], config });
    linter.lintText('prod/a.yaml', pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'));
    linter.lintText('legacy/a.yaml', pod('pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime'));
    linter.finish();
    expect(linter.findings.map((f) => f.file)).toEqual(['legacy/a.yaml']);
  });

  it('names the template of objects with several pod templates', () => {
    const yaml =
      node('old', { [FULL]: '470.82.01' }) +
      'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: ft\nspec:\n  pytorchReplicaSpecs:\n    Master:\n      replicas: ' +
      '1\n      template:\n        spec:\n          containers:\n            - name: pytorch\n              image: ' +
      'pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime\n              resources: {limits: {nvidia.com/gpu: 1}}\n    Worker:\n      ' +
      'replicas: 2\n      template:\n        spec:\n          containers:\n            - name: pytorch\n              image: ' +
      'pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime\n              resources: {limits: {nvidia.com/gpu: 1}}\n';
    expect(find(yaml).map((f) => /\(the (\w+) pods\)/.exec(f.message)?.[1])).toEqual(['Master', 'Worker']);
  });
});
