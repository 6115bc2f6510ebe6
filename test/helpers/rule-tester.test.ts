// The rule tester itself: positions, duplicate cases, option checks.
import { describe, expect, it } from 'vitest';
import { defineRule } from '../../src/engine/rule.js';
import { duplicateCases, optionProblems, testRule } from './rule-tester.js';

/** Reports the `kind` of every ConfigMap; `word` names it in the message. */
const rule = defineRule<{ word: string }>({
  id: 'test-configmap-kind',
  family: 'input',
  level: 'note',
  scope: 'general',
  summary: 'test rule',
  options: { type: 'object', properties: { word: { type: 'string', default: 'ConfigMap' } }, additionalProperties: false },
  check: {
    object(object, _pods, ctx) {
      if (object.kind === 'ConfigMap') ctx.report({ path: [...object.path, 'kind'], message: `a ${ctx.options.word}` });
    },
  },
});

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n';

testRule(rule, {
  valid: ['apiVersion: v1\nkind: Secret\nmetadata: {name: s}\n'],
  invalid: [
    { name: 'lines', yaml: CM, lines: [2] },
    { name: 'columns and messages', yaml: `---\n${CM}`, lines: [3], columns: [1], messages: ['a ConfigMap'] },
    { name: 'positions as text', yaml: `${CM}---\n${CM}`, positions: ['2:1', '6:1-6:16'] },
    {
      name: 'positions as objects, with options',
      yaml: `# c\n${CM}`,
      options: { word: 'map' },
      positions: [{ line: 3, column: 1, endLine: 3, endColumn: 16 }],
      messages: [/^a map$/],
    },
  ],
});

describe('the rule tester', () => {
  it('finds repeated cases: the same YAML, options and config', () => {
    expect(
      duplicateCases([
        { what: 'valid #1', yaml: CM },
        { what: 'invalid #1', yaml: CM, options: { word: 'x' } },
        { what: 'invalid #2', yaml: CM, options: { word: 'x' } },
        { what: 'invalid #3', yaml: CM, config: { settings: {} } },
      ]),
    ).toEqual(['invalid #2 repeats invalid #1']);
  });

  it("checks options against the rule's schema", () => {
    expect(
      optionProblems(rule, [
        { what: 'invalid #1', yaml: CM, options: { word: 1 } },
        { what: 'invalid #2', yaml: CM, options: { other: true } },
        { what: 'valid #1', yaml: CM, options: { word: 'x' } },
      ]),
    ).toEqual(['invalid #1: /word must be string', 'invalid #2: options must NOT have additional properties']);
    const plain = defineRule({ id: 'plain', family: 'input', level: 'note', scope: 'general', summary: 'test rule', check: {} });
    expect(optionProblems(plain, [{ what: 'valid #1', yaml: CM, options: {} }])).toEqual(['valid #1: the rule has no options']);
  });
});
