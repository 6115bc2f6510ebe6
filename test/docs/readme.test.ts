import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { documented, exampleSlug, parseRuleReadme, renderRuleReadme, unwrapMarkdown, wrapMarkdown } from '../../src/docs/readme.js';
import { defineRule } from '../../src/engine/rule.js';

const RULES = join(import.meta.dirname, '../../rules');
const ids = readdirSync(RULES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('rules/<id>/README.md', () => {
  it.each(ids)('%s: reads back to exactly the text it was written from', (id) => {
    const text = readFileSync(join(RULES, id, 'README.md'), 'utf8');
    const readme = parseRuleReadme(text);
    expect(readme.id).toBe(id);
    // The README is what renderRuleReadme writes for what parseRuleReadme reads: nothing is lost either way.
    expect(renderRuleReadme(readme)).toBe(text);
    const rule = rules.find((r) => r.id === id)!;
    expect({ description: rule.description, rationale: rule.rationale, remediation: rule.remediation }).toEqual(readme.prose);
    expect([...rule.examples.invalid, ...rule.examples.valid].map((e) => e.file).sort()).toEqual(readme.examples.map((e) => e.file).sort());
  });

  it('keeps no line of prose over 140 characters unless it cannot be broken', () => {
    const long = ids.flatMap((id) =>
      readFileSync(join(RULES, id, 'README.md'), 'utf8')
        .split('\n')
        .filter((l) => l.length > 140 && !/^ {0,3}\S*$|`[^`]{30,}`|https?:\/\//.test(l) && !l.startsWith(' '))
        .map((l) => `${id}: ${l}`),
    );
    expect(long).toEqual([]);
  });
});

describe('wrapping Markdown', () => {
  const roundTrip = (text: string, width?: number) => {
    const wrapped = wrapMarkdown(text, width);
    expect(unwrapMarkdown(wrapped)).toBe(text);
    return wrapped;
  };

  it('one sentence per line, long ones broken between words, and back', () => {
    const text =
      'First sentence here. Second sentence is a little longer than the width allows, so it breaks. `code span with spaces` stays.';
    const wrapped = roundTrip(text, 40);
    expect(wrapped.split('\n')).toEqual([
      'First sentence here.',
      'Second sentence is a little longer than',
      'the width allows, so it breaks.',
      '`code span with spaces` stays.',
    ]);
  });

  it('list items continue indented; fences, headings, tables and spaced lines are kept', () => {
    const text = [
      'Intro:',
      '',
      '- a list item that is long enough to wrap at this width',
      '- 2 items',
      '12. an ordered item that is long enough to wrap too',
      '',
      '```yaml',
      '## not a heading: inside a fence, and a long line that stays exactly as it is written here',
      '```',
      'After the fence.',
      '| a | table row that is long and is never wrapped at all |',
      'two  spaces keep the line whole even when it is long',
    ].join('\n');
    const wrapped = roundTrip(text, 30);
    expect(wrapped).toMatch(/\n- a list item[^\n]*\n {2}[a-z]/);
    expect(wrapped).toMatch(/\n12\. an ordered[^\n]*\n {4}[a-z]/);
    expect(wrapped).toContain('## not a heading: inside a fence, and a long line that stays exactly as it is written here');
    expect(wrapped).toContain('two  spaces keep the line whole even when it is long');
  });

  it('never starts a continuation with what would start a block', () => {
    const text = 'Counts: 8 - 2 = 6, and # is not a heading, > is not a quote, | is no table, 1. is no list item here.';
    const wrapped = roundTrip(text, 10);
    for (const line of wrapped.split('\n').slice(1)) expect(line).toMatch(/^[A-Za-z(`'"]/);
  });
});

describe('parseRuleReadme', () => {
  const readme = {
    id: 'x-rule',
    prose: { description: 'What.', rationale: 'Why.\n\n```yaml\n## k: v\n```', remediation: 'How.' },
    examples: [{ file: 'invalid-a.yaml', title: 'a [bracketed]: title' }, { file: 'valid-example.yaml' }],
  };

  it('reads what renderRuleReadme writes', () => {
    expect(parseRuleReadme(renderRuleReadme(readme))).toEqual(readme);
  });

  it('names what is wrong', () => {
    const text = renderRuleReadme(readme);
    expect(() => parseRuleReadme(text.replace('## Why it matters', '## Why'))).toThrow('unknown section "Why"');
    expect(() => parseRuleReadme(text.replace('# x-rule\n', ''))).toThrow('the first line must be "# <rule id>"');
    expect(() => parseRuleReadme(text.replace('- [valid-example.yaml](valid-example.yaml)', '- valid-example.yaml'))).toThrow(
      'an example is listed as',
    );
  });

  it('documented() adds the prose and the example files to the rule', () => {
    const rule = defineRule({ id: 'x-rule', family: 'input', level: 'note', scope: 'general', summary: 'x', check: {} });
    const files = {
      'README.md': renderRuleReadme(readme),
      'invalid-a.yaml': 'a: 1\n',
      'invalid-a.out': 'out\n',
      'invalid-a.config.yaml': 'settings: {}\n',
      'valid-example.yaml': 'b: 2\n',
    };
    const doc = documented(rule, () => files);
    expect(doc.description).toBe('What.');
    expect(doc.examples).toEqual({
      invalid: [{ file: 'invalid-a.yaml', title: 'a [bracketed]: title', yaml: 'a: 1\n', config: 'settings: {}\n', output: 'out\n' }],
      valid: [{ file: 'valid-example.yaml', yaml: 'b: 2\n' }],
    });
    // The README is read on first use of the prose, not when the registry loads.
    const broken = documented(rule, () => ({ ...files, 'invalid-a.out': undefined as unknown as string }));
    expect(broken.id).toBe('x-rule');
    expect(() => broken.examples).toThrow('rules/x-rule/invalid-a.out is missing');
  });
});

describe('exampleSlug', () => {
  it('lowercase words joined by dashes, within 48 characters, whole words', () => {
    expect(exampleSlug('8 GPUs per pod: the A100 nodes have 4')).toBe('8-gpus-per-pod-the-a100-nodes-have-4');
    expect(exampleSlug('a PyTorchJob worker with the default 64Mi /dev/shm')).toBe('a-pytorchjob-worker-with-the-default-64mi-dev');
    expect(exampleSlug(undefined)).toBe('example');
    expect(exampleSlug('---')).toBe('example');
  });
});
