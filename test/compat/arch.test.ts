// GPU architectures and CUDA (data/cuda-architectures.json, computeCapability in
// data/gpu-products.json), the floors the documented compatibility rules give, and the new
// release rows of data/cuda-images.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURES, archOfCapability, cudaFloorOf, gpuArchOf, judgeArch, productCapability } from '../../src/compat/arch.js';
import { resolveImageCuda } from '../../src/compat/images.js';
import { NO_COMPAT } from '../../src/compat/overrides.js';
import { GPU_PRODUCTS, productByLabel } from '../../src/cluster/gpu-products.js';
import { imageFamily } from '../../src/k8s/image-families.js';
import { parseImage } from '../../src/k8s/image.js';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => JSON.parse(readFileSync(join(ROOT, p), 'utf8')) as unknown;
const gpu = (cc: string) => ({ arch: archOfCapability(cc)!, cc, source: 'test' });

describe('data/cuda-architectures.json', () => {
  it('is valid against its draft-07 schema', () => {
    const schema = read('schemas/cuda-architectures.schema.json') as { $schema: string };
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const validate = new Ajv({ allErrors: true, strict: true, strictTuples: false }).compile(schema);
    validate(read('data/cuda-architectures.json'));
    expect(validate.errors ?? []).toEqual([]);
  });

  it('lists each compute capability once, and every NVIDIA product names an architecture it knows', () => {
    const ccs = ARCHITECTURES.flatMap((a) => a.computeCapabilities.map((c) => c.cc));
    expect(new Set(ccs).size).toBe(ccs.length);
    const ids = new Set(ARCHITECTURES.map((a) => a.id));
    const nvidia = GPU_PRODUCTS.filter((p) => p.vendor === 'nvidia');
    expect(nvidia.filter((p) => !ids.has(p.architecture)).map((p) => p.id)).toEqual([]);
    // A product's compute capability belongs to its architecture.
    expect(
      nvidia.filter((p) => productCapability(p) && archOfCapability(productCapability(p)!)?.id !== p.architecture).map((p) => p.id),
    ).toEqual([]);
  });

  it('gives the documented floors: native code, or code of a lower minor of the same major', () => {
    const floor = (cc: string) => cudaFloorOf(gpu(cc))?.cuda;
    expect(['8.0', '8.6', '8.9', '9.0', '10.0', '10.3', '12.0', '12.1'].map(floor)).toEqual([
      '11.0',
      '11.0',
      '11.0',
      '11.8',
      '12.8',
      '12.8',
      '12.8',
      '12.8',
    ]);
    // Turing (7.5) runs Volta (7.0) code; Maxwell has no floor in the data.
    expect(floor('7.5')).toBe('9.0');
    expect(floor('5.2')).toBeUndefined();
  });

  it('judges CUDA releases against a GPU', () => {
    expect(judgeArch('12.1', gpu('10.0'))).toMatchObject({ kind: 'too-old', floor: { cuda: '12.8' } });
    expect(judgeArch('12.8.1', gpu('10.0'))).toEqual({ kind: 'ok' });
    expect(judgeArch('11.7.1', gpu('9.0'))).toMatchObject({ kind: 'too-old', floor: { cuda: '11.8' } });
    expect(judgeArch('11.7', gpu('8.9'))).toEqual({ kind: 'ok' });
    expect(judgeArch('13.0', gpu('7.0'))).toEqual({ kind: 'too-new', lastMajor: 12 });
    expect(judgeArch('12.9', gpu('7.0'))).toEqual({ kind: 'ok' });
    expect(judgeArch('13.0', gpu('7.5'))).toEqual({ kind: 'ok' });
    expect(judgeArch('12.4', gpu('5.2'))).toEqual({ kind: 'unknown' });
  });

  it('reads the GPU of a node from GFD labels, the product table, then the family label', () => {
    const h100 = productByLabel('NVIDIA-H100-80GB-HBM3');
    expect(gpuArchOf({ 'nvidia.com/gpu.compute.major': '9', 'nvidia.com/gpu.compute.minor': '0' }, undefined, undefined)).toMatchObject({
      cc: '9.0',
      source: 'nvidia.com/gpu.compute.major/minor',
    });
    expect(gpuArchOf({}, h100, 'nvidia.com/gpu.product')).toMatchObject({ cc: '9.0', arch: { id: 'hopper' }, product: 'H100-80GB' });
    expect(gpuArchOf({}, productByLabel('A10G'), 'x')).toMatchObject({ arch: { id: 'ampere' }, cc: undefined });
    expect(gpuArchOf({ 'nvidia.com/gpu.family': 'Volta' }, undefined, undefined)).toMatchObject({ arch: { id: 'volta' } });
    expect(gpuArchOf({ 'nvidia.com/gpu.compute.major': 'x' }, undefined, undefined)).toBeUndefined();
    expect(gpuArchOf({}, productByLabel('MI300X'), 'x')).toBeUndefined();
  });
});

describe('release rows added for every release', () => {
  const resolve = (ref: string) => {
    const image = parseImage(ref);
    return resolveImageCuda(image, imageFamily(image), NO_COMPAT);
  };

  it.each([
    ['vllm/vllm-openai:v0.3.0', '12.1'],
    ['vllm/vllm-openai:v0.8.5', '12.4'],
    ['vllm/vllm-openai:v0.10.1', '12.8'],
    ['vllm/vllm-openai:v0.11.0', '12.8'],
    ['nvcr.io/nvidia/tritonserver:22.05-py3', '11.7'],
    ['nvcr.io/nvidia/pytorch:22.08-py3', '11.7.1'],
    ['nvcr.io/nvidia/pytorch:24.06-py3', '12.4.1'],
    ['nvcr.io/nvidia/tritonserver:24.07-py3', '12.5.1'],
    ['nvcr.io/nvidia/tritonserver:26.10-py3', '13.4.3'],
    ['tensorflow/tensorflow:2.13.0-gpu', '11.8'],
    ['tensorflow/tensorflow:2.9.1-gpu', '11.2'],
  ])('%s -> CUDA %s', (ref, cuda) => {
    expect(resolve(ref)).toMatchObject({ status: 'resolved', cuda });
  });
});
