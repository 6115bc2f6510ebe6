import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { imageLines, pod } from '../../test/compat/helpers.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const DIGEST = 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const cpu = '        limits:\n          memory: 1Gi';

testRule(rule, {
  valid: [
    { name: 'tag and digest', yaml: pod(`nvcr.io/nvidia/tritonserver:24.05-py3@${DIGEST}`) },
    { name: 'digest only', yaml: pod(`vllm/vllm-openai@${DIGEST}`) },
    { name: 'latest pinned by digest', yaml: pod(`vllm/vllm-openai:latest@${DIGEST}`) },
    { name: 'placeholder', yaml: pod('${IMAGE}') },
    { name: 'a helm-style placeholder tag', yaml: pod('"vllm/vllm-openai:{{ .Values.tag }}"') },
    { name: 'latest in a container without a GPU', yaml: pod('vllm/vllm-openai:latest', { resources: cpu }) },
    { name: 'NVIDIA_VISIBLE_DEVICES=void: no GPU', yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - ' +
      'name: c\n      image: vllm/vllm-openai:latest\n      env:\n        - {name: NVIDIA_VISIBLE_DEVICES, value: void}\n      ' +
      'resources:\n        limits:\n          nvidia.com/gpu: 1\n' },
  ],
  invalid: [
    { name: 'no tag', yaml: pod('nvidia/cuda'), lines: imageLines(pod('nvidia/cuda')),
      messages: [/has no tag, so the runtime pulls :latest/] },
    { name: 'LATEST', yaml: pod('registry.example.com/ml/serving:LATEST'), lines: imageLines(pod('x')),
      messages: [/uses the tag latest.*registry\.example\.com\/ml\/serving:<version>@sha256/] },
    { name: 'a private image with a GPU', yaml: pod('registry.example.com/ml/serving:v3'), lines: imageLines(pod('x')),
      messages: [/not pinned by digest: the tag v3/] },
    {
      name: 'GPU init container and main container',
      yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      ' +
        'initContainers:\n        - name: warmup\n          image: nvidia/cuda:12.4.1-base-ubuntu22.04\n          resources: {limits: ' +
        '{nvidia.com/gpu: 1}}\n      containers:\n        - name: train\n          image: pytorch/pytorch\n          resources: {limits: ' +
        '{nvidia.com/gpu: 1}}\n',
      lines: [11, 15],
    },
  ],
});

describe('image-tag-mutable levels', () => {
  it('warning for latest and no tag, note for a tag without digest', () => {
    const levels = (image: string) => lintYaml(pod(image), [rule]).map((f) => f.level);
    expect(levels('vllm/vllm-openai:latest')).toEqual(['warning']);
    expect(levels('vllm/vllm-openai')).toEqual(['warning']);
    expect(levels('vllm/vllm-openai:v0.9.0')).toEqual(['note']);
  });
});
