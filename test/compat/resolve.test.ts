// Image -> CUDA resolution, config overrides, driver versions and the decision order.
import { describe, expect, it } from 'vitest';
import { decide, decideAt, type Outcome } from '../../src/compat/decide.js';
import { driverFromLabels, type DriverFacts, type GpuClass } from '../../src/compat/drivers.js';
import { maxCudaForDriver, toolkitFloor } from '../../src/compat/data.js';
import { resolveImageCuda, type CudaBase, type ResolvedCuda } from '../../src/compat/images.js';
import { compatConfig, matchOverride, NO_COMPAT } from '../../src/compat/overrides.js';
import { atLeast, cudaOfSuffix, driverRange, parseVersion } from '../../src/compat/versions.js';
import { imageFamily } from '../../src/k8s/image-families.js';
import { parseImage } from '../../src/k8s/image.js';

const resolve = (ref: string, compat = NO_COMPAT) => {
  const image = parseImage(ref);
  return resolveImageCuda(image, imageFamily(image), compat);
};

describe('driver versions', () => {
  it('parses full and partial versions into ranges', () => {
    expect(driverRange('535.104.05')).toMatchObject({ lo: [535, 104, 5], hi: [535, 104, 5], exact: true });
    expect(driverRange('535')).toMatchObject({ lo: [535, 0, 0], exact: false });
    expect(driverRange('535')!.hi[1]).toBe(Number.POSITIVE_INFINITY);
    expect(driverRange('570.26', true)).toMatchObject({ lo: [570, 26, 0], hi: [570, 26, 0], exact: true });
    expect(driverRange('570.26')!.exact).toBe(false);
    expect(driverRange('latest')).toBeUndefined();
    expect(driverRange('1.2.3.4')).toBeUndefined();
  });

  it('compares partial versions conservatively', () => {
    const floor = parseVersion('550.54.14')!;
    expect(atLeast(driverRange('560')!, floor)).toBe('yes');
    expect(atLeast(driverRange('535')!, floor)).toBe('no');
    expect(atLeast(driverRange('550')!, floor)).toBe('unknown');
    expect(atLeast(driverRange('550.54')!, floor)).toBe('unknown');
    expect(atLeast(driverRange('550.54.14')!, floor)).toBe('yes');
    expect(atLeast(driverRange('550.54.13')!, floor)).toBe('no');
  });

  it('cuNNN suffixes and the newest CUDA a driver supports', () => {
    expect(['cu118', 'cu121', 'cu124', 'cu130'].map(cudaOfSuffix)).toEqual(['11.8', '12.1', '12.4', '13.0']);
    expect(maxCudaForDriver(parseVersion('535.104.05')!)).toBe('12.2');
    expect(maxCudaForDriver(parseVersion('550.54.14')!)).toBe('12.4');
    expect(maxCudaForDriver(parseVersion('580.95.05')!)).toBe('13.0');
    expect(maxCudaForDriver(parseVersion('418.87.01')!)).toBeUndefined();
  });

  it('the floor of an X.Y.Z image is the lowest release of X.Y', () => {
    expect(toolkitFloor('12.4.1')!.row.linuxMinDriver).toBe('550.54.14');
    expect(toolkitFloor('12.6')!.row.linuxMinDriver).toBe('560.28.03');
    expect(toolkitFloor('10.2')).toBeUndefined();
  });

  it('reads every GPU Feature Discovery driver label form', () => {
    const from = (labels: Record<string, string>) => {
      const d = driverFromLabels(labels);
      return d && [d.range.text, d.range.exact, d.source];
    };
    expect(from({ 'nvidia.com/cuda.driver-version.full': '550.107.02' })).toEqual([
      '550.107.02',
      true,
      'nvidia.com/cuda.driver-version.full',
    ]);
    expect(
      from({
        'nvidia.com/cuda.driver-version.major': '550',
        'nvidia.com/cuda.driver-version.minor': '107',
        'nvidia.com/cuda.driver-version.revision': '02',
      }),
    ).toEqual(['550.107.02', true, 'nvidia.com/cuda.driver-version.major/minor/revision']);
    expect(
      from({ 'nvidia.com/cuda.driver.major': '418', 'nvidia.com/cuda.driver.minor': '87', 'nvidia.com/cuda.driver.rev': '01' }),
    ).toEqual(['418.87.01', true, 'nvidia.com/cuda.driver.major/minor/rev (deprecated labels)']);
    expect(from({ 'nvidia.com/cuda.driver.major': '418' })).toEqual([
      '418',
      false,
      'nvidia.com/cuda.driver.major (deprecated labels, major version only)',
    ]);
    // A revision without a minor is not used.
    expect(from({ 'nvidia.com/cuda.driver-version.major': '550', 'nvidia.com/cuda.driver-version.revision': '02' })).toEqual([
      '550',
      false,
      'nvidia.com/cuda.driver-version.major (major version only)',
    ]);
    expect(from({ 'nvidia.com/cuda.runtime-version.major': '12', 'nvidia.com/cuda.runtime-version.minor': '2' })).toEqual([
      'supporting CUDA 12.2',
      false,
      'nvidia.com/cuda.runtime-version.major/minor',
    ]);
    expect(from({ 'nvidia.com/gpu.product': 'Tesla-T4' })).toBeUndefined();
  });
});

describe('image -> CUDA', () => {
  const cases: [string, string | undefined, CudaBase | undefined, string][] = [
    ['nvidia/cuda:12.4.1-cudnn-devel-ubuntu22.04', '12.4.1', 'nvidia-cuda', 'nvidia-cuda-tag'],
    ['nvcr.io/nvidia/cuda:11.8.0-runtime-ubuntu22.04', '11.8.0', 'nvidia-cuda', 'nvidia-cuda-tag'],
    ['nvcr.io/nvidia/k8s/cuda-sample:vectoradd-cuda12.5.0', '12.5', 'nvidia-cuda', 'cuda-token'],
    ['pytorch/pytorch:2.5.1-cuda12.4-cudnn9-runtime', '12.4', 'os', 'pytorch-runtime-tag'],
    ['docker.io/pytorch/pytorch:2.9.0-cuda13.0-cudnn9-devel', '13.0', 'nvidia-cuda', 'pytorch-devel-tag'],
    ['nvcr.io/nvidia/pytorch:24.05-py3', '12.4.1', 'nvidia-cuda', 'ngc-pytorch-monthly 24.05'],
    ['nvcr.io/nvidia/pytorch:24.04-py3', '12.4', 'nvidia-cuda', 'ngc-pytorch-monthly 24.04'],
    ['nvcr.io/nvidia/tensorflow:23.10-tf2-py3', '12.2.2', 'nvidia-cuda', 'ngc-tensorflow-monthly 23.10'],
    ['nvcr.io/nvidia/tritonserver:24.05-py3', '12.4.1', 'nvidia-cuda', 'tritonserver-monthly 24.05'],
    ['nvcr.io/nvidia/tritonserver:24.05-py3-sdk', '12.4.1', 'nvidia-cuda', 'tritonserver-monthly 24.05'],
    ['nvcr.io/nvidia/tritonserver:24.05-trtllm-python-py3', '12.3.2', 'nvidia-cuda', 'tritonserver-trtllm 24.04..24.05'],
    ['nvcr.io/nvidia/tritonserver:26.08-vllm-python-py3', '13.4.1', 'nvidia-cuda', 'tritonserver-vllm 26.08'],
    ['nvcr.io/nvidia/paddlepaddle:24.05-py3', '12.4.1', 'nvidia-cuda', 'ngc-framework-monthly 24.05'],
    ['nvcr.io/nvidia/cuda-dl-base:25.01-cuda12.8-devel-ubuntu24.04', '12.8', 'nvidia-cuda', 'cuda-dl-base-tag'],
    ['vllm/vllm-openai:v0.6.3.post1', '12.1', 'nvidia-cuda', 'vllm-release 0.3.3..0.7.2'],
    ['vllm/vllm-openai:v0.9.0', '12.8', 'nvidia-cuda', 'vllm-release 0.9.0..0.9.99'],
    ['vllm/vllm-openai:v0.15.1', '12.9', 'nvidia-cuda', 'vllm-release 0.12.0..0.19.99'],
    ['vllm/vllm-openai:v0.20.0', '13.0', 'nvidia-cuda', 'vllm-release 0.20.0..0.27.0'],
    ['vllm/vllm-openai:v0.28.0-x86_64', '13.0.3', 'nvidia-cuda', 'vllm-release 0.27.1..0.29.99'],
    ['vllm/vllm-openai:v0.20.0-cu129', '12.9', 'nvidia-cuda', 'vllm-cu-suffix'],
    ['vllm/vllm-openai:latest-cu129', '12.9', 'nvidia-cuda', 'vllm-cu-suffix'],
    ['ghcr.io/huggingface/text-generation-inference:1.0.3', '11.8.0', 'nvidia-cuda', 'tgi-release 1.0.0..1.1.0'],
    ['ghcr.io/huggingface/text-generation-inference:3.3.7', '12.4.0', 'nvidia-cuda', 'tgi-release 3.1.1..3.3.7'],
    ['lmsysorg/sglang:v0.5.2-cu126', '12.6.1', 'nvidia-cuda', 'sglang-cu126'],
    ['lmsysorg/sglang:v0.5.14-cu130-runtime', '13.0.1', 'nvidia-cuda', 'sglang-cu130'],
    ['lmsysorg/sglang:v0.4.6.post1-cu124', '12.4', 'nvidia-cuda', 'cu-suffix'],
    ['rayproject/ray:2.9.0-py310-cu118', '11.8.0', 'nvidia-cuda', 'ray-cu118'],
    ['rayproject/ray-ml:2.9.0', '12.1.1', 'nvidia-cuda', 'ray-ml-default'],
    ['rayproject/ray:2.40.0-py312-cu128', '12.8.1', 'nvidia-cuda', 'ray-cu128'],
    ['rayproject/ray-ml:2.9.0-gpu', '12.1.1', 'nvidia-cuda', 'ray-gpu'],
    ['rayproject/ray:2.40.0-py311-cu130', '13.0', 'nvidia-cuda', 'ray-cu-suffix'],
    ['rayproject/ray-llm:2.52.0-py311-cu128', '12.8', 'nvidia-cuda', 'cu-suffix'],
    ['tensorflow/tensorflow:2.17.0-gpu', '12.3', 'os', 'tensorflow-gpu-release 2.16.0..2.17.99'],
    ['tensorflow/tensorflow:2.15.0-gpu', '12.2', 'os', 'tensorflow-gpu-release 2.15.0..2.15.99'],
    ['lmsysorg/sglang:v0.5.12', '13.0', 'nvidia-cuda', 'sglang-release 0.5.11..0.5.23'],
    ['nvcr.io/nvidia/tritonserver:21.08-py3', '11.4.1', 'nvidia-cuda', 'tritonserver-monthly 21.08'],
    ['nvcr.io/nvidia/pytorch:26.03-py3', '13.2.0', 'nvidia-cuda', 'ngc-pytorch-monthly 26.03'],
    ['tensorflow/tensorflow:2.4.1-gpu-jupyter', '11.0', 'os', 'tensorflow-gpu-release 2.4.0..2.4.99'],
    ['deepspeed/deepspeed:v072_torch112_cu117', '11.7', 'nvidia-cuda', 'cu-suffix'],
  ];
  it.each(cases)('%s -> CUDA %s (%s, %s)', (ref, cuda, base, row) => {
    const r = resolve(ref);
    expect(r.status).toBe('resolved');
    expect((r as ResolvedCuda).cuda).toBe(cuda);
    expect((r as ResolvedCuda).base).toBe(base);
    expect((r as ResolvedCuda).by.text).toContain(row);
  });

  it('TGI 2.3-3.1: a CUDA 12.1 base with a CUDA 12.4 PyTorch; Triton releases carry their driver floor', () => {
    expect(resolve('ghcr.io/huggingface/text-generation-inference:2.4.1')).toMatchObject({ cuda: '12.1.0', bundledCuda: '12.4' });
    expect(resolve('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3')).toMatchObject({
      cuda: '12.8.0',
      frameworkFloor: { driver: '570.86.10', framework: 'Triton Inference Server' },
    });
  });

  it('says why the CUDA version is unknown', () => {
    const digest = 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
    expect(resolve('vllm/vllm-openai:latest')).toMatchObject({ status: 'unknown', reason: 'latest' });
    expect(resolve('nvidia/cuda')).toMatchObject({ status: 'unknown', reason: 'no-tag' });
    expect(resolve(`vllm/vllm-openai@${digest}`)).toMatchObject({ status: 'unknown', reason: 'digest-only' });
    expect(resolve(`vllm/vllm-openai:latest@${digest}`)).toMatchObject({ status: 'unknown', reason: 'digest-only' });
    expect(resolve(`vllm/vllm-openai:v0.9.0@${digest}`)).toMatchObject({ status: 'resolved', cuda: '12.8' });
    expect(resolve('vllm/vllm-openai:v0.1.7')).toMatchObject({ status: 'unknown', reason: 'unknown-tag' });
    expect(resolve('nvcr.io/nvidia/pytorch:23.02-py3')).toMatchObject({ status: 'unknown', reason: 'unknown-tag' });
    expect(resolve('nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3')).toMatchObject({ status: 'unknown', reason: 'no-data' });
    expect(resolve('vllm/vllm-openai:${TAG}')).toMatchObject({ status: 'placeholder' });
  });

  it('ROCm images, CPU builds and non-AI images are not CUDA images', () => {
    expect(resolve('rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521')).toMatchObject({ status: 'not-cuda' });
    expect(resolve('ghcr.io/huggingface/text-generation-inference:3.0.1-rocm')).toMatchObject({ status: 'not-cuda' });
    expect(resolve('rayproject/ray:2.52.0')).toMatchObject({ status: 'not-cuda' });
    expect(resolve('rayproject/ray:2.52.0-py311-cpu')).toMatchObject({ status: 'not-cuda' });
    expect(resolve('vllm/vllm-openai-cpu:v0.19.0')).toMatchObject({ status: 'not-cuda' });
    expect(resolve('ubuntu:22.04')).toMatchObject({ status: 'not-ai' });
    expect(resolve('nvcr.io/nvidia/k8s-device-plugin:v0.17.0')).toMatchObject({ status: 'not-ai' });
  });
});

describe('compat.images overrides', () => {
  const compat = compatConfig({
    compat: {
      images: [
        { match: 'registry.example.com/team/serving:*-cu124', cuda: '12.4', base: 'nvidia-cuda' },
        { match: 'registry.example.com/team/trainer', cuda: '12.8' },
        { match: 'registry.example.com/team/pinned@sha256:*', cuda: '12.6', base: 'os' },
        { match: 'myorg/*:v1.*', cuda: '11.8', base: 'os' },
        { match: '*.example.net/**', cuda: '13.0' },
        { match: 'vllm/vllm-openai:v0.11.*', cuda: '12.9', base: 'nvidia-cuda' },
        { match: 'bad', cuda: 'twelve' },
      ],
    },
  });
  const which = (ref: string) => matchOverride(parseImage(ref), compat)?.index;

  it('matches tag globs, whole repositories, digests and normalized Docker Hub names', () => {
    expect(compat.images).toHaveLength(6);
    expect(which('registry.example.com/team/serving:v3-cu124')).toBe(0);
    expect(which('registry.example.com/team/serving:v3-cu121')).toBeUndefined();
    expect(which('registry.example.com/team/serving')).toBeUndefined();
    expect(which('registry.example.com/team/trainer:anything')).toBe(1);
    expect(which('registry.example.com/team/trainer@sha256:abc')).toBe(1);
    expect(which('registry.example.com/team/pinned@sha256:abc')).toBe(2);
    expect(which('registry.example.com/team/pinned:v1')).toBeUndefined();
    expect(which('docker.io/myorg/serve:v1.2')).toBe(3);
    expect(which('myorg/serve:v2.0')).toBeUndefined();
    expect(which('ml.example.net/a/b/c:x')).toBe(4);
  });

  it('wins over the built-in data and takes the family base when it gives none', () => {
    expect(resolve('vllm/vllm-openai:v0.11.0', compat)).toMatchObject({
      status: 'resolved',
      cuda: '12.9',
      base: 'nvidia-cuda',
      by: { text: 'compat.images[5] (vllm/vllm-openai:v0.11.*)' },
    });
    expect(resolve('registry.example.com/team/trainer:1', compat)).toMatchObject({ cuda: '12.8', base: 'unknown' });
  });
});

describe('the decision order', () => {
  const image = (cuda: string, base: CudaBase): ResolvedCuda => ({ status: 'resolved', cuda, base, by: { text: 'test', verified: true } });
  const at = (driver: string, cuda: string, base: CudaBase, gpuClass?: GpuClass, strict = false): Outcome =>
    decideAt(parseVersion(driver)!, cuda, base, gpuClass, strict).outcome;

  it.each([
    // (1) at or above the toolkit minimum
    ['550.54.14', '12.4.1', 'nvidia-cuda', 'datacenter', false, 'ok'],
    ['580.95.05', '12.4', 'os', 'consumer', false, 'ok'],
    // (2) nvidia/cuda images: forward compatibility only
    ['535.104.05', '12.4', 'nvidia-cuda', 'datacenter', false, 'forward-compat'],
    ['535.54.03', '12.4', 'nvidia-cuda', 'datacenter', false, 'incompatible'], // R535 only from 535.86 for 12.4
    ['535.104.05', '12.4', 'nvidia-cuda', undefined, false, 'forward-compat-if-datacenter'],
    ['535.104.05', '12.4', 'nvidia-cuda', 'workstation', false, 'forward-compat-if-datacenter'],
    ['535.104.05', '12.4', 'nvidia-cuda', 'consumer', false, 'incompatible'],
    ['530.30.02', '12.4', 'nvidia-cuda', 'datacenter', false, 'incompatible'], // minor-version compatibility does not save it
    ['535.104.05', '13.1', 'nvidia-cuda', 'datacenter', false, 'forward-compat'],
    // (3) plain-OS images: minor-version compatibility
    ['535.104.05', '12.4', 'os', 'datacenter', false, 'minor-compat'],
    ['525.60.13', '12.8', 'os', 'consumer', false, 'minor-compat'],
    ['525.60.12', '12.8', 'os', 'datacenter', false, 'incompatible'],
    ['575.57.08', '13.0', 'os', 'datacenter', false, 'incompatible'],
    ['470.82.01', '11.8', 'os', undefined, false, 'minor-compat'],
    // unknown base: the more lenient reading
    ['470.82.01', '12.4', 'unknown', 'datacenter', false, 'forward-compat'],
    ['530.30.02', '12.4', 'unknown', 'datacenter', false, 'minor-compat'],
    // strict: below the toolkit minimum is incompatible
    ['535.104.05', '12.4', 'os', 'datacenter', true, 'incompatible'],
    ['535.104.05', '12.4', 'nvidia-cuda', 'datacenter', true, 'incompatible'],
  ] as [string, string, CudaBase, GpuClass | undefined, boolean, Outcome][])(
    'driver %s, CUDA %s %s on a %s GPU (strict %s): %s',
    (driver, cuda, base, gpuClass, strict, expected) => {
      expect(at(driver, cuda, base, gpuClass, strict)).toBe(expected);
    },
  );

  it('partial versions are decided at both ends', () => {
    const node = (driver: string, gpuClass?: GpuClass): DriverFacts => ({ range: driverRange(driver), gpuClass });
    expect(decide(image('12.4', 'os'), node('550'), false)).toMatchObject({ outcome: 'minor-compat', best: 'ok' });
    expect(decide(image('12.4', 'nvidia-cuda'), node('550'), false)).toMatchObject({ outcome: 'incompatible', best: 'ok' });
    expect(decide(image('12.4', 'nvidia-cuda'), node('470', 'datacenter'), false)).toMatchObject({
      outcome: 'incompatible',
      best: 'forward-compat',
    });
    expect(decide(image('12.4', 'nvidia-cuda'), node('560'), false)).toMatchObject({ outcome: 'ok', best: 'ok' });
    expect(decide(image('12.4', 'nvidia-cuda'), { gpuClass: 'datacenter' }, false)).toEqual({ kind: 'no-driver' });
    expect(decide(image('10.2', 'nvidia-cuda'), node('418.87.01'), false)).toEqual({ kind: 'no-floor', cuda: '10.2' });
  });
});
