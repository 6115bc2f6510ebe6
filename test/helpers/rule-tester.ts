// ESLint-style rule tests: valid YAML gives no finding of the rule, invalid YAML gives findings
// at exactly the expected lines (or positions). The doc examples of the rule's folder are always
// included: each invalid one must print what its `.out` golden holds (`npx vitest -u` rewrites
// them; with CI set, a missing or different golden fails).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { lintTexts } from '../../src/engine/lint-passes.js';
import type { AnyRule } from '../../src/engine/rule.js';
import type { Finding } from '../../src/core/types.js';
import { folderExamples, lintExample, RULES_DIR } from './rule-examples.js';

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
  return lintTexts({ rules, config: resolveConfig(configFile) }, [[opts.file ?? 'test.yaml', yaml]]).findings;
}

/** Where a finding is: `'21:5'`, `'21:5-21:18'`, or the same as an object (end optional). */
export type Position = string | { line: number; column: number; endLine?: number; endColumn?: number };

export interface InvalidCase {
  name?: string;
  yaml: string;
  /** Start lines of the rule's findings, in order (give this or `positions`). */
  lines?: number[];
  /** Start columns of the findings, in order. */
  columns?: number[];
  /** Exact positions of the findings, in order. */
  positions?: Position[];
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

const POSITION = /^(\d+):(\d+)(?:-(\d+):(\d+))?$/;

/** A finding's position in the form an expected one is written in (the end only when it is given). */
function shown(f: Finding, expected: Position): string {
  const { start, end } = f.range;
  const withEnd =
    typeof expected === 'string' ? expected.includes('-') : expected.endLine !== undefined || expected.endColumn !== undefined;
  return withEnd ? `${start.line}:${start.column}-${end.line}:${end.column}` : `${start.line}:${start.column}`;
}

function written(expected: Position): string {
  if (typeof expected === 'string') {
    if (!POSITION.test(expected)) throw new Error(`position "${expected}": write it as line:column or line:column-endLine:endColumn`);
    return expected;
  }
  const { line, column, endLine, endColumn } = expected;
  if (endLine === undefined && endColumn === undefined) return `${line}:${column}`;
  if (endColumn === undefined) throw new Error(`position ${JSON.stringify(expected)}: an end needs endColumn`);
  return `${line}:${column}-${endLine ?? line}:${endColumn}`;
}

type Described = { what: string; yaml: string; options?: Record<string, unknown>; config?: unknown };

/** Cases that repeat an earlier one (the same YAML, options and config), as ESLint's RuleTester rejects them. */
export function duplicateCases(cases: Described[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const c of cases) {
    const key = JSON.stringify([c.yaml, c.options ?? null, c.config ?? null]);
    const first = seen.get(key);
    if (first) out.push(`${c.what} repeats ${first}`);
    else seen.set(key, c.what);
  }
  return out;
}

/** Options of the cases that the rule's options schema rejects (or any options, for a rule without). */
export function optionProblems(rule: AnyRule, cases: Described[]): string[] {
  const validate = rule.options ? new Ajv({ allErrors: true, strict: true }).compile(rule.options) : undefined;
  const out: string[] = [];
  for (const c of cases) {
    if (c.options === undefined) continue;
    if (!validate) out.push(`${c.what}: the rule has no options`);
    else if (!validate(c.options))
      out.push(`${c.what}: ${(validate.errors ?? []).map((e) => `${e.instancePath || 'options'} ${e.message ?? ''}`).join('; ')}`);
  }
  return out;
}

export function testRule(rule: AnyRule, cases: { valid: (string | ValidCase)[]; invalid: InvalidCase[] }): void {
  const dir = join(RULES_DIR, rule.id);
  const examples = existsSync(join(dir, 'README.md')) ? folderExamples(dir) : [];
  const valid: ValidCase[] = cases.valid.map((c) => (typeof c === 'string' ? { yaml: c } : c));
  const invalid = cases.invalid;
  const label = (kind: string, i: number, name?: string) => `${kind} #${i + 1}${name ? `: ${name}` : ''}`;

  describe(rule.id, () => {
    it('has both triggering and non-triggering cases', () => {
      expect([...examples.filter((e) => e.kind === 'valid'), ...valid].length).toBeGreaterThan(0);
      expect([...examples.filter((e) => e.kind === 'invalid'), ...invalid].length).toBeGreaterThan(0);
    });

    it('has no case twice (same YAML, options and config)', () => {
      const all = [
        ...examples.map((e) => ({
          what: `doc example ${e.file}`,
          yaml: readFileSync(e.yamlPath, 'utf8'),
          config: e.configPath ? parse(readFileSync(e.configPath, 'utf8')) : undefined,
        })),
        ...valid.map((c, i) => ({ ...c, what: label('valid', i, c.name) })),
        ...invalid.map((c, i) => ({ ...c, what: label('invalid', i, c.name) })),
      ];
      expect(duplicateCases(all)).toEqual([]);
    });

    it("gives only options the rule's schema accepts", () => {
      const all = [
        ...valid.map((c, i) => ({ ...c, what: label('valid', i, c.name) })),
        ...invalid.map((c, i) => ({ ...c, what: label('invalid', i, c.name) })),
      ];
      expect(optionProblems(rule, all)).toEqual([]);
    });

    // The examples of a rule about renders run the real helm and kubectl (test/setup/renderers.ts).
    const missing = rule.reportedByLoader === 'render' ? inject('renderersMissing') : undefined;
    const itExample = missing === undefined ? it : it.skip;
    for (const ex of examples) {
      itExample(
        `doc example ${ex.file}${ex.title ? `: ${ex.title}` : ''}${missing === undefined ? '' : ` (skipped: ${missing})`}`,
        async () => {
          const { findings, output } = await lintExample(rule, dir, ex, { helm: inject('helm'), kubectl: inject('kubectl') });
          const own = findings.filter((f) => f.ruleId === rule.id);
          if (ex.kind === 'valid') {
            expect(own.map((f) => `${f.range.start.line}: ${f.message}`)).toEqual([]);
            return;
          }
          expect(own.length, 'an invalid example gives a finding of the rule').toBeGreaterThan(0);
          // vitest writes no snapshot when CI is set; say so plainly when the golden is missing.
          if (process.env.CI && !existsSync(ex.outPath!)) throw new Error(`${ex.outPath} is missing: run \`npx vitest -u\` and commit it`);
          await expect(output).toMatchFileSnapshot(ex.outPath!);
        },
      );
    }

    valid.forEach((c, i) => {
      it(label('valid', i, c.name), () => {
        const found = lintYaml(c.yaml, [rule], { options: c.options, config: c.config }).filter((f) => f.ruleId === rule.id);
        expect(found.map((f) => `${f.range.start.line}: ${f.message}`)).toEqual([]);
      });
    });

    invalid.forEach((c, i) => {
      it(label('invalid', i, c.name), () => {
        if (!c.lines && !c.positions) throw new Error('an invalid case gives `lines` or `positions`');
        const found = lintYaml(c.yaml, [rule], { options: c.options, config: c.config }).filter((f) => f.ruleId === rule.id);
        if (c.lines) expect(found.map((f) => f.range.start.line)).toEqual(c.lines);
        if (c.columns) expect(found.map((f) => f.range.start.column)).toEqual(c.columns);
        if (c.positions) expect(found.map((f, j) => shown(f, c.positions![j] ?? '0:0'))).toEqual(c.positions.map(written));
        c.messages?.forEach((m, j) => expect(found[j]?.message).toMatch(m));
      });
    });
  });
}
