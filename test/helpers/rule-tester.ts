// ESLint-style rule tests: valid YAML gives no finding of the rule, invalid YAML gives
// findings on exactly the expected lines. The rule's own doc examples are always included.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import type { AnyRule } from '../../src/engine/rule.js';
import type { Finding } from '../../src/core/types.js';

export interface LintYamlOptions {
  config?: ConfigFile;
  /** Rule options, as `[level, options]` in config would give them. */
  options?: Record<string, unknown>;
  file?: string;
}

/** Lints one YAML text with the given rules; returns every finding (suppressed ones included). */
export function lintYaml(yaml: string, rules: AnyRule[], opts: LintYamlOptions = {}): Finding[] {
  const configFile: ConfigFile = { ...opts.config };
  if (opts.options) {
    configFile.rules = { ...configFile.rules };
    for (const r of rules) configFile.rules[r.id] = [r.level, opts.options];
  }
  const linter = new Linter({ rules, config: resolveConfig(configFile) });
  linter.lintText(opts.file ?? 'test.yaml', yaml);
  linter.finish();
  return linter.findings;
}

export interface InvalidCase {
  name?: string;
  yaml: string;
  lines: number[];
  options?: Record<string, unknown>;
  config?: ConfigFile;
  /** Each message must match, in order. */
  messages?: (string | RegExp)[];
}

export interface ValidCase {
  name?: string;
  yaml: string;
  options?: Record<string, unknown>;
  config?: ConfigFile;
}

export function testRule(rule: AnyRule, cases: { valid: (string | ValidCase)[]; invalid: InvalidCase[] }): void {
  const valid: ValidCase[] = [...rule.examples.valid.map((e) => ({ name: `doc example: ${e.title ?? "valid"}`, ...e })), ...cases.valid.map((c) => (typeof c === 'string' ? { yaml: c } : c))];
  const invalid: InvalidCase[] = [...rule.examples.invalid.map((e) => ({ name: `doc example: ${e.title ?? 'invalid'}`, ...e })), ...cases.invalid];
  describe(rule.id, () => {
    it('has both triggering and non-triggering cases', () => {
      expect(valid.length).toBeGreaterThan(0);
      expect(invalid.length).toBeGreaterThan(0);
    });
    valid.forEach((c, i) => {
      it(`valid #${i + 1}${c.name ? `: ${c.name}` : ''}`, () => {
        const found = lintYaml(c.yaml, [rule], { options: c.options, config: c.config }).filter((f) => f.ruleId === rule.id);
        expect(found.map((f) => `${f.range.start.line}: ${f.message}`)).toEqual([]);
      });
    });
    invalid.forEach((c, i) => {
      it(`invalid #${i + 1}${c.name ? `: ${c.name}` : ''}`, () => {
        const found = lintYaml(c.yaml, [rule], { options: c.options, config: c.config }).filter((f) => f.ruleId === rule.id);
        expect(found.map((f) => f.range.start.line)).toEqual(c.lines);
        c.messages?.forEach((m, j) => expect(found[j]?.message).toMatch(m));
      });
    });
  });
}
