import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { imageLines, pod } from '../../test/compat/helpers.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import type { AnyRule } from '../../src/engine/rule.js';

/** The rule with requireDigest on by default: options from config always come with a level, which applies to every finding. */
const withRequireDigest: AnyRule = {
  ...rule,
  options: { ...rule.options!, properties: { requireDigest: { type: 'boolean', default: true } } },
};

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
    { name: 'a release tag without a digest is fine by default', yaml: pod('vllm/vllm-openai:v0.9.0') },
    { name: 'a tag that only contains a moving word', yaml: pod('vllm/vllm-openai:v0.9.0-dev20250101') },
    { name: 'a dated nightly build', yaml: pod('vllm/vllm-openai:nightly-2025-01-01') },
    { name: 'an image that is one upper-case token is a placeholder', yaml: pod('IMAGE_NAME') },
    { name: 'a REPO_HERE placeholder', yaml: pod('REPO_HERE/vllm-openai:latest') },
    { name: 'requireDigest: a digest is enough', yaml: pod(`vllm/vllm-openai:v0.9.0@${DIGEST}`), options: { requireDigest: true } },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void: no GPU',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - ' +
        'name: c\n      image: vllm/vllm-openai:latest\n      env:\n        - {name: NVIDIA_VISIBLE_DEVICES, value: void}\n      ' +
        'resources:\n        limits:\n          nvidia.com/gpu: 1\n',
    },
  ],
  invalid: [
    {
      name: 'no tag',
      yaml: pod('nvidia/cuda'),
      lines: imageLines(pod('nvidia/cuda')),
      messages: [/has no tag, so the runtime pulls :latest/],
    },
    {
      name: 'LATEST',
      yaml: pod('registry.example.com/ml/serving:LATEST'),
      lines: imageLines(pod('x')),
      messages: [/uses the tag latest.*registry\.example\.com\/ml\/serving:<version>@sha256/],
    },
    {
      name: 'requireDigest: a private image with a GPU',
      yaml: pod('registry.example.com/ml/serving:v3'),
      lines: imageLines(pod('x')),
      options: { requireDigest: true },
      messages: [/not pinned by digest: the tag v3/],
    },
    ...['main', 'master', 'dev', 'nightly', 'edge', 'Nightly', 'cu126-latest', 'latest-gpu'].map((tag) => ({
      name: `the moving tag ${tag}`,
      yaml: pod(`vllm/vllm-openai:${tag}`),
      positions: [`8:7-8:${31 + tag.length}`],
      messages: [
        new RegExp(
          `^Image vllm/vllm-openai:${tag} of GPU container "c" uses the moving tag ${tag}, which is pushed again ` +
            'with new builds .*; use a release tag, ideally with its digest \\(vllm/vllm-openai:<version>@sha256:\\.\\.\\.\\)\\.$',
        ),
      ],
    })),
    {
      name: 'GPU init container and main container',
      yaml:
        'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: j\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      ' +
        'initContainers:\n        - name: warmup\n          image: nvidia/cuda:12.4.1-base-ubuntu22.04\n          resources: {limits: ' +
        '{nvidia.com/gpu: 1}}\n      containers:\n        - name: train\n          image: pytorch/pytorch\n          resources: {limits: ' +
        '{nvidia.com/gpu: 1}}\n',
      lines: [11, 15],
      messages: [
        /^Image nvidia\/cuda:12\.4\.1-base-ubuntu22\.04 of GPU container "warmup" is not pinned by digest/,
        /^Image pytorch\/pytorch of GPU container "train" has no tag/,
      ],
      options: { requireDigest: true },
    },
    {
      name: 'a GPU container without a name',
      yaml: pod('vllm/vllm-openai:latest').replace('    - name: c\n      image:', '    - image:'),
      lines: [7],
      messages: [/^Image vllm\/vllm-openai:latest of GPU containers\[0\] uses the tag latest/],
    },
  ],
});

describe('image-tag-mutable levels', () => {
  it('warning for latest, moving and missing tags; nothing for a release tag without digest by default', () => {
    const levels = (image: string) => lintYaml(pod(image), [rule]).map((f) => f.level);
    expect(levels('vllm/vllm-openai:latest')).toEqual(['warning']);
    expect(levels('vllm/vllm-openai')).toEqual(['warning']);
    expect(levels('vllm/vllm-openai:nightly')).toEqual(['warning']);
    expect(levels('vllm/vllm-openai:v0.9.0')).toEqual([]);
  });

  it("requireDigest adds the digest finding (a note at the rule's own level) and does not repeat a moving tag", () => {
    const linter = new Linter({ rules: [withRequireDigest], config: resolveConfig({}) });
    linter.lintText('a.yaml', pod('vllm/vllm-openai:v0.9.0'));
    linter.lintText('b.yaml', pod('vllm/vllm-openai:nightly'));
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.level, f.message.split(' of GPU')[0]])).toEqual([
      ['a.yaml', 'note', 'Image vllm/vllm-openai:v0.9.0'],
      ['b.yaml', 'warning', 'Image vllm/vllm-openai:nightly'],
    ]);
  });
});
