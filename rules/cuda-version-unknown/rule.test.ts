import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { imageLines, pod, withCompat } from '../../test/compat/helpers.js';
import { lintYaml, testRule, type InvalidCase } from '../../test/helpers/rule-tester.js';

const DIGEST = 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const at = (image: string, messages?: (string | RegExp)[]): InvalidCase => ({
  name: image,
  yaml: pod(image),
  lines: imageLines(pod(image)),
  messages,
});

testRule(rule, {
  valid: [
    ...[
      'vllm/vllm-openai:v0.9.0',
      'vllm/vllm-openai:v0.10.1-cu126',
      'vllm/vllm-openai:latest-cu129',
      'nvidia/cuda:12.4.1-cudnn-devel-ubuntu22.04',
      'pytorch/pytorch:2.3.0-cuda12.1-cudnn8-runtime',
      'nvcr.io/nvidia/tritonserver:24.05-py3',
      'nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3',
      'nvcr.io/nvidia/pytorch:24.08-py3',
      'ghcr.io/huggingface/text-generation-inference:2.4.1',
      'lmsysorg/sglang:v0.5.2-cu129',
      'rayproject/ray:2.9.0-py310-gpu',
      'rayproject/ray-ml:2.9.0-cu118',
      'tensorflow/tensorflow:2.17.0-gpu',
      'deepspeed/deepspeed:v072_torch112_cu117',
    ].map((image) => ({ name: `known: ${image}`, yaml: pod(image) })),
    { name: 'latest: image-tag-mutable', yaml: pod('vllm/vllm-openai:latest') },
    { name: 'no tag: image-tag-mutable', yaml: pod('nvcr.io/nvidia/pytorch') },
    { name: 'a moving tag: image-tag-mutable', yaml: pod('vllm/vllm-openai:nightly') },
    { name: 'a moving main tag: image-tag-mutable', yaml: pod('lmsysorg/sglang:main') },
    { name: 'placeholder', yaml: pod('nvcr.io/nvidia/pytorch:${TAG}') },
    {
      name: 'ROCm image',
      yaml: pod('rocm/pytorch:rocm6.2_ubuntu22.04_py3.10_pytorch_release_2.3.0', {
        resources: '        limits:\n          amd.com/gpu: 1',
      }),
    },
    {
      name: 'ROCm tag of a CUDA family',
      yaml: pod('ghcr.io/huggingface/text-generation-inference:3.0.1-rocm', { resources: '        limits:\n          amd.com/gpu: 1' }),
    },
    { name: 'CPU build of a CPU/GPU image', yaml: pod('tensorflow/tensorflow:2.15.0') },
    { name: 'not an AI image', yaml: pod('registry.example.com/team/serving:v3') },
    { name: 'no GPU', yaml: pod('nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3', { resources: '        limits:\n          memory: 1Gi' }) },
  ],
  invalid: [
    at('nvcr.io/nvidia/pytorch:23.02-py3', [/release 23\.02 is not in the ngc-pytorch-monthly rows/]),
    at('vllm/vllm-openai:v0.1.7', [/release 0\.1\.7 is not in the vllm-release rows/]),
    at(`vllm/vllm-openai@${DIGEST}`, [/pinned by digest without a tag.*match: "docker\.io\/vllm\/vllm-openai@sha256:\*"/]),
    at(`vllm/vllm-openai:latest@${DIGEST}`, [/pinned by digest with the tag latest/]),
    at('ghcr.io/huggingface/text-embeddings-inference:turing-1.5', [/no CUDA encoding for hf-tei images/]),
    at('nvcr.io/nvidia/tritonserver:24.05-custom-build', [/does not match how ngc-tritonserver images encode CUDA/]),
  ],
});

describe('cuda-version-unknown and compat.images', () => {
  it('an override describes the image, so it is known', () => {
    const yaml = pod('nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3');
    expect(lintYaml(yaml, [rule]).map((f) => f.ruleId)).toEqual([rule.id]);
    const known = withCompat(rule, { images: [{ match: 'nvcr.io/nim/meta/*:1.3.*', cuda: '12.6', base: 'nvidia-cuda' }] });
    expect(lintYaml(yaml, [known])).toEqual([]);
  });
});
