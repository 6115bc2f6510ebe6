import { describe, expect, it } from 'vitest';
import { isPlaceholder } from '../../src/k8s/values.js';
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
  ])('%j: %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
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
