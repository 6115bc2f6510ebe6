// The shell words of a command line are unquoted in linear time: a trailing-run regex retried
// the rest of a long run of quotes or semicolons from each of its characters.
import { expect, it } from 'vitest';
import rule from './rule.js';
import { expectLinearGrowth, expectWithin } from '../../test/helpers/growth.js';
import { lintYaml } from '../../test/helpers/rule-tester.js';

const pod = (args: string[]) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      ` +
  `resources: {limits: {nvidia.com/gpu: 1}}\n      args: ${JSON.stringify(args)}\n`;

it('a quoted flag value still names the directory', () => {
  const found = lintYaml(pod(['sh', '-c', `vllm serve m --download-dir "/models";`]), [rule]);
  expect(found.map((f) => f.message)).toEqual([expect.stringContaining('(--download-dir /models)')]);
});

it('a word of 200k semicolons (about 45 s before)', () => {
  const word = (n: number) => pod(['--download-dir', `${';'.repeat(n)}x`]);
  expectWithin(10, () => lintYaml(word(200_000), [rule]));
  expectLinearGrowth(500_000, word, (yaml) => lintYaml(yaml, [rule]));
});
