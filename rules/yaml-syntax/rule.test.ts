import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

testRule(rule, {
  valid: [
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n',
    '# only a comment\n',
    '',
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  x: !custom tag-is-data\n',
  ],
  invalid: [
    { name: 'tab indentation', yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n\tname: x\n', lines: [4], messages: [/tab/i] },
    {
      name: 'unclosed flow sequence, other documents still linted',
      yaml: 'apiVersion: v1\nkind: A\n---\nkind: [\n---\n' + 'apiVersion: v1\nkind: B\n',
      lines: [5],
    },
    {
      name: 'duplicate key deep inside',
      yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: a\n   ' + '   image: x\n      image: y\n',
      lines: [9],
      messages: [/duplicate|unique/i],
    },
    {
      name: 'alias bomb',
      yaml: `a0: &a0 [x, x, x, x, x, x, x, x, x]\n${Array.from(
        { length: 8 },
        (_, i) => `a${i + 1}: &a${i + 1} ` + `[${Array(9).fill(`*a${i}`).join(', ')}]`,
      ).join('\n')}\n`,
      lines: [7],
      messages: [/alias/i],
    },
    { name: 'two broken documents give two findings', yaml: 'a: [\n---\nb: {\n', lines: [2, 4] },
  ],
});
