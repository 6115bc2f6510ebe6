// Every rule fix, end to end over the rule's own invalid examples, with LF and with CRLF line
// ends: each fixable finding's change set becomes one text edit (planFix); with it applied the
// file still parses, a second lint no longer reports that finding, no other rule reports
// something new on the edited lines, and everything outside the edit is the same bytes. The rule
// metadata (`fix`) says which rules fix and with what kind; the examples must agree with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffLines } from 'diff';
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { loadConfigFile } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ResolvedConfig } from '../../src/config/types.js';
import type { Finding } from '../../src/core/types.js';
import { renderRuleDoc } from '../../src/docs/render.js';
import { Linter } from '../../src/engine/linter.js';
import { applyEdits, planFixOrThrow } from '../../src/fix/plan.js';
import { loadYaml } from '../../src/yaml/load.js';
import { folderExamples, RULES_DIR, type FolderExample } from '../helpers/rule-examples.js';

/** Every rule, as the CLI runs them, over one example text. */
function lintAll(file: string, text: string, config: ResolvedConfig): Finding[] {
  const linter = new Linter({ rules, config });
  linter.lintText(file, text);
  linter.finish();
  return linter.findings.filter((f) => !f.suppressed);
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Lines of `before` that `after` no longer has (a change that rewrites a value rewrites its line). */
function removedLines(before: string, after: string): number {
  return diffLines(before, after)
    .filter((part) => part.removed)
    .reduce((n, part) => n + (part.count ?? 0), 0);
}

const syntaxProblems = (text: string) => loadYaml(text).problems.filter((p) => p.kind === 'syntax').length;
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

interface Example extends FolderExample {
  ruleId: string;
}

const examples: Example[] = rules.flatMap((rule) =>
  folderExamples(join(RULES_DIR, rule.id))
    .filter((e) => e.kind === 'invalid')
    .map((e) => ({ ...e, ruleId: rule.id })),
);
const configOf = async (ex: Example) =>
  ex.configPath ? await loadConfigFile(ex.configPath, [ex.ruleId], { cwd: join(RULES_DIR, ex.ruleId) }) : resolveConfig({});

const fixingRules = rules.filter((r) => r.fix !== undefined);

describe('rule fixes', () => {
  it('the fixing rules are the ones whose metadata says so, and their examples carry fixes of that kind', async () => {
    const kinds = new Map<string, Set<string>>();
    for (const ex of examples) {
      const text = readFileSync(ex.yamlPath, 'utf8');
      for (const f of lintAll(ex.file, text, await configOf(ex))) {
        if (f.ruleId !== ex.ruleId || !f.fix) continue;
        kinds.set(f.ruleId, (kinds.get(f.ruleId) ?? new Set()).add(f.fix.kind));
      }
    }
    expect(new Map(fixingRules.map((r) => [r.id, new Set([r.fix!.kind])]))).toEqual(kinds);
    expect(fixingRules.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'shm-missing',
        'probe-liveness-kills-model-load',
        'training-restart-policy',
        'gpu-toleration-missing',
        'service-account-token-automount',
      ]),
    );
  });

  it("each fixing rule's docs page says fix or suggestion, what it writes, and shows the diff of an example; no other page has a Fix section", () => {
    for (const rule of rules) {
      const page = renderRuleDoc(rule, { output: true });
      const section = /\n## Fix\n\n([^]*?)\n## /.exec(page)?.[1];
      if (!rule.fix) {
        expect(section, rule.id).toBeUndefined();
        continue;
      }
      expect(section, rule.id).toContain(rule.fix.summary);
      expect(section, rule.id).toContain(rule.fix.kind === 'fix' ? '`--fix` fixes' : '`--fix-type suggestion`');
      const example = rule.examples.invalid.find((e) => section!.includes(`On the example \`${e.file}\``));
      expect(example, `${rule.id}: names its example`).toBeDefined();
      // The diff is the example's: its removed and context lines are lines of the example, and it adds some.
      const diff = /```diff\n([^]*?)\n```/.exec(section!)?.[1] ?? '';
      expect(diff.startsWith(`--- a/${example!.file}\n+++ b/${example!.file}\n@@ `), rule.id).toBe(true);
      const body = diff.split('\n').filter((l) => !/^(---|\+\+\+|@@) /.test(l));
      const exampleLines = new Set(example!.yaml.split('\n'));
      for (const l of body.filter((x) => x.startsWith(' ') || x.startsWith('-'))) expect(exampleLines, rule.id).toContain(l.slice(1));
      expect(
        body.some((l) => l.startsWith('+')),
        rule.id,
      ).toBe(true);
    }
  });

  for (const ex of examples.filter((e) => fixingRules.some((r) => r.id === e.ruleId))) {
    describe(`${ex.ruleId}: ${ex.file}`, () => {
      /** The text each fix leaves, with LF line ends, to compare the CRLF results with. */
      const lfResults = new Map<string, string>();
      for (const eol of ['LF', 'CRLF'] as const) {
        it(`each fix resolves its finding and changes nothing else (${eol})`, async () => {
          const config = await configOf(ex);
          const lf = readFileSync(ex.yamlPath, 'utf8');
          const text = eol === 'CRLF' ? crlf(lf) : lf;
          const before = lintAll(ex.file, text, config);
          const fixable = before.filter((f) => f.ruleId === ex.ruleId && f.fix);
          expect(fixable.length, 'the example has a fixable finding').toBeGreaterThan(0);
          for (const finding of fixable) {
            const edit = planFixOrThrow(text, finding.docIndex ?? 0, finding.fix!);
            const after = applyEdits(text, [edit]);
            const what = `${finding.fix!.description} (line ${finding.range.start.line})`;
            // Only the edited region differs: the text before and after it is the same bytes.
            expect(after.slice(0, edit.start), what).toBe(text.slice(0, edit.start));
            expect(after.slice(edit.start + edit.text.length), what).toBe(text.slice(edit.end));
            // A change rewrites at most the one line of the value it replaces; the others only add lines.
            expect(removedLines(text, after), what).toBeLessThanOrEqual(finding.fix!.changes.length);
            expect(syntaxProblems(after), what).toBe(0);
            if (eol === 'CRLF') {
              expect(after.replace(/\r\n/g, ''), `${what}: every line ends in CRLF`).not.toContain('\n');
              expect(after, what).toBe(crlf(lfResults.get(finding.fingerprint)!));
            } else lfResults.set(finding.fingerprint, after);

            const relinted = lintAll(ex.file, after, config);
            expect(
              relinted.filter((f) => f.fingerprint === finding.fingerprint),
              `${what}: the finding is gone`,
            ).toEqual([]);
            const firstLine = lineOf(after, edit.start);
            const lastLine = lineOf(after, edit.start + Math.max(0, edit.text.length - 1));
            const known = new Set(before.map((f) => `${f.ruleId}\u0000${f.message}`));
            const appeared = relinted.filter(
              (f) =>
                f.ruleId !== ex.ruleId &&
                f.range.start.line >= firstLine &&
                f.range.start.line <= lastLine &&
                !known.has(`${f.ruleId}\u0000${f.message}`),
            );
            expect(
              appeared.map((f) => `${f.range.start.line} ${f.ruleId}: ${f.message}`),
              `${what}: no new finding on the edited lines`,
            ).toEqual([]);
          }
        });
      }
    });
  }
});
