import { describe, expect, it } from 'vitest';
import { isImagePlaceholder, isPlaceholder } from '../../src/k8s/values.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

describe('isPlaceholder', () => {
  it.each([
    ['{{ .Values.image }}', true],
    ['{{}}', true],
    ['a{{b}}c', true],
    ['{{ a\n}}', false],
    ['{{ a }\n}}', false],
    ['x\n{{ a }}', true],
    ['${MODEL}', true],
    ['${A\n}', true],
    ['$(POD_IP)', true],
    ['<your-model>', true],
    ['< x>', false],
    ['$MODEL', true],
    ['a $MODEL', false],
    ['{{', false],
    ['${', false],
    ['$(', false],
    ['}}{{', false],
    ['vllm/vllm-openai:v0.6.0', false],
    [42, false],
    // Upper-case tokens ending in _HERE, anywhere in the value.
    ['REPO_HERE', true],
    ['YOUR_HF_TOKEN_HERE', true],
    ['REPO_HERE/vllm-openai:v0.9.0', true],
    ['s3://BUCKET_HERE/models', true],
    ['--model=MODEL_HERE', true],
    ['_HERE', false],
    ['THERE', false],
    ['WHERE_TO', false],
    ['repo_here', false],
    ['REPO_HEREX', false],
    ['REPO_HERE_', false],
    ['aREPO_HERE', false],
    ['x REPO_HERE', true],
    ['${VAR} and $VAR', true],
    ['<your-project>/model', true],
  ])('%j: %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });

  it.each([
    ['IMAGE_NAME', true],
    ['IMAGE', true],
    ['IMAGE:TAG', true],
    ['MY_IMAGE:v1', true],
    ['REPO_HERE/vllm:v1', true],
    ['${IMAGE}', true],
    ['vllm/vllm-openai:v0.9.0', false],
    ['ubuntu', false],
    ['Ubuntu', false],
    ['REGISTRY/team/model:v1', false],
    ['A1', true],
    ['1A', false],
    ['', false],
  ])('image %j: %s', (value, expected) => {
    expect(isImagePlaceholder(value)).toBe(expected);
  });

  it.each(['_HERE', 'A_HERE_HERE', 'A'])('takes linear time on a long run of %s', (unit) => {
    expectLinearGrowth(
      200_000,
      (n) => unit.repeat(n),
      (value) => isPlaceholder(value),
    );
    expectLinearGrowth(
      200_000,
      (n) => unit.repeat(n),
      (value) => isImagePlaceholder(value),
    );
  });

  it.each(['{{', '${', '$('])('takes linear time on a run of %s without a closer (200k took over a minute)', (opener) => {
    expectWithin(10, () => expect(isPlaceholder(opener.repeat(200_000))).toBe(false));
    expectLinearGrowth(
      1_000_000,
      (n) => opener.repeat(n),
      (value) => isPlaceholder(value),
    );
  });
});
