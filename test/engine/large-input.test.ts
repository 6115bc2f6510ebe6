// More findings than a call takes as arguments (H6): 125k+ spread into push() overflowed the stack.
import { describe, expect, it } from 'vitest';
import crdMissing from '../../rules/crd-missing/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { defineRule, type AnyRule } from '../../src/engine/rule.js';

function lint(text: string, ruleSet: AnyRule[]): Linter {
  const linter = new Linter({ rules: ruleSet, config: resolveConfig({}) });
  linter.lintText('big.yaml', text);
  linter.finish();
  return linter;
}

const customResource = (name: string) => `---\napiVersion: x.io/v1\nkind: Foo\nmetadata: {name: ${name}}\n`;

describe('more findings than a call takes as arguments (H6)', () => {
  it('150,000 findings of a cross-object rule, all on one object', () => {
    const many = defineRule({
      id: 'many-findings',
      family: 'input',
      level: 'warning',
      scope: 'general',
      summary: 'Test rule.',
      check: {
        input(index, ctx) {
          const object = index.objects[0]!;
          for (let i = 0; i < 150_000; i++) ctx.report({ object, message: `finding ${i}` });
        },
      },
    });
    expect(lint(customResource('a'), [many]).findings).toHaveLength(150_000);
  });

  it('140,000 documents, each with a finding of a cross-object rule (130k crashed 0.1.0)', () => {
    const text = Array.from({ length: 140_000 }, (_, i) => customResource(`a${i}`)).join('');
    const linter = lint(text, [crdMissing]);
    expect(linter.stats.documents).toBe(140_000);
    expect(linter.findings).toHaveLength(140_000);
  });
});
