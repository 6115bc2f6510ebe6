import { describe, expect, it } from 'vitest';
import { parseImage } from '../../src/k8s/image.js';
import { imageFamily, imageNeedsGpu } from '../../src/k8s/image-families.js';

describe('parseImage', () => {
  it.each([
    ['ubuntu', 'docker.io', 'library/ubuntu', undefined, undefined],
    ['vllm/vllm-openai:v0.9.0', 'docker.io', 'vllm/vllm-openai', 'v0.9.0', undefined],
    ['nvcr.io/nvidia/pytorch:24.05-py3', 'nvcr.io', 'nvidia/pytorch', '24.05-py3', undefined],
    ['localhost:5000/team/model:1', 'localhost:5000', 'team/model', '1', undefined],
    [
      'ghcr.io/huggingface/text-generation-inference@sha256:abc',
      'ghcr.io',
      'huggingface/text-generation-inference',
      undefined,
      'sha256:abc',
    ],
    ['registry.example.com:443/a/b:c@sha256:d', 'registry.example.com:443', 'a/b', 'c', 'sha256:d'],
    ['index.docker.io/library/python:3.11', 'docker.io', 'library/python', '3.11', undefined],
  ])('%s', (raw, registry, repository, tag, digest) => {
    expect(parseImage(raw)).toMatchObject({ registry, repository, tag, digest });
  });

  it('marks placeholders', () => {
    expect(parseImage('{{ .Values.image }}').placeholder).toBe(true);
    expect(parseImage('${REGISTRY}/vllm:latest').placeholder).toBe(true);
    expect(parseImage('vllm/vllm-openai:latest').placeholder).toBe(false);
    expect(parseImage('IMAGE_NAME').placeholder).toBe(true);
    expect(parseImage('REPO_HERE/vllm-openai:v0.9.0').placeholder).toBe(true);
  });
});

describe('image families', () => {
  it.each([
    ['vllm/vllm-openai:v0.9.0', 'vllm', true],
    ['docker.io/vllm/vllm-openai:latest', 'vllm', true],
    ['nvcr.io/nvidia/tritonserver:24.08-py3', 'ngc-tritonserver', true],
    ['nvcr.io/nvidia/cuda:12.4.1-runtime-ubuntu22.04', 'nvidia-cuda', true],
    ['nvidia/cuda:12.4.1-base-ubuntu22.04', 'nvidia-cuda', true],
    ['pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', 'pytorch', true],
    ['pytorch/pytorch:latest', 'pytorch', false],
    ['rayproject/ray:2.9.0-gpu', 'ray', true],
    ['rayproject/ray:2.9.0', 'ray', false],
    ['lmsysorg/sglang:v0.5.2-cu126', 'sglang', true],
    ['ghcr.io/huggingface/text-generation-inference:3.0.1', 'tgi', true],
    ['rocm/pytorch:latest', 'rocm-pytorch', true],
    ['nvcr.io/nvidia/k8s-device-plugin:v0.17.0', 'nvidia-gpu-operator', false],
    ['jupyter/scipy-notebook:latest', 'jupyter', false],
  ])('%s is %s (needs a GPU: %s)', (raw, id, needsGpu) => {
    const image = parseImage(raw);
    const family = imageFamily(image);
    expect(family?.id).toBe(id);
    expect(imageNeedsGpu(image, family)).toBe(needsGpu);
  });

  it.each([['nginx:1.25'], ['busybox'], ['quay.io/prometheus/prometheus:v2']])('%s is not an AI image', (raw) => {
    expect(imageFamily(parseImage(raw))).toBeUndefined();
  });
});
