// The stylish report as a reader meets it: errors before warnings before notes in each file,
// messages wrapped to a terminal's width (only on a terminal), the count of each rule at the end,
// and --group-by rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '../../src/app/run.js';
import { main } from '../../src/app/cli.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { LEVEL_RANK, type Level } from '../../src/core/types.js';
import { printable } from '../../src/core/printable.js';
import { activeFindings, type LintReport } from '../../src/report/report.js';
import type { Finding } from '../../src/core/types.js';
import { stylish } from '../../src/report/stylish.js';
import { columnsOf } from '../../src/report/wrap.js';
import { ROOT, tempTree } from '../helpers/run-cli.js';
import { deployment, reportOf } from './hostile-input.js';

const EXAMPLES = ['vllm-deployment-mistakes.yaml', 'vllm-probes.yaml'];
const example = (name: string) => readFileSync(join(ROOT, 'examples', name), 'utf8');
const twoFiles: LintReport = reportOf(Object.fromEntries(EXAMPLES.map((name) => [name, example(name)])));

/** The colour codes stylish writes. */
const strip = (s: string) => s.replace(/\u001b\[\d+m/g, '');
/** A finding's first line: position, level, message. */
const FINDING = /^ *(\d+):(\d+) +(error|warning|note) {2}/;
/** A code frame line: `  12 | text` or `     | ^^^`. */
const FRAME = /^ +\d* \| /;

function findingHeads(out: string): { line: number; level: Level }[] {
  return out
    .split('\n')
    .map((l) => FINDING.exec(l))
    .filter((m) => m !== null)
    .map((m) => ({ line: Number(m[1]), level: m[3] as Level }));
}

describe('order within a file', () => {
  it('errors, then warnings, then notes, each level by line', () => {
    const out = stylish(twoFiles, { color: false });
    const files = out.split(/\n(?=[a-z].*\.yaml\n)/);
    expect(files.map((f) => f.split('\n')[0])).toEqual(EXAMPLES);
    for (const file of files) {
      const heads = findingHeads(file);
      expect(heads.length).toBeGreaterThan(5);
      expect(new Set(heads.map((h) => h.level))).toEqual(new Set(['error', 'warning', 'note']));
      for (let i = 1; i < heads.length; i++) {
        const [a, b] = [heads[i - 1]!, heads[i]!];
        expect(
          LEVEL_RANK[a.level] > LEVEL_RANK[b.level] || (a.level === b.level && a.line <= b.line),
          `${a.line} ${a.level} before ${b.line} ${b.level}`,
        ).toBe(true);
      }
    }
    expect(findingHeads(out)).toHaveLength(activeFindings(twoFiles).length);
  });

  it('a finding on the same range as the one before it does not repeat its code frame', () => {
    const out = stylish(twoFiles, { color: false });
    const report = lintFiles(resolveConfig({}), { paths: ['examples/llm-serving.yaml'], cwd: ROOT });
    const lines = stylish(report, { color: false }).split('\n');
    const i = lines.findIndex((l) => l.startsWith('  23:11   warning  Container "vllm" has no readinessProbe'));
    expect(lines.slice(i + 1, i + 4)).toEqual([
      '    23 |         - name: vllm',
      '       |           ^^^^^^^^^^',
      expect.stringMatching(/^ {2}23:11 {3}warning {2}Container "vllm" runs PyTorch/),
    ]);
    expect(out).toContain('    19 |     spec:');
  });
});

/** What stylish adds after the rule id of a finding --fix can fix. */
const fixMark = (f: Finding) => (f.fix?.kind === 'fix' ? ' (fixable)' : '');

describe('wrapping to the terminal', () => {
  const messageLines = (out: string) =>
    strip(out)
      .split('\n')
      .filter((l) => !FRAME.test(l));

  it('without a width each message stays on its line; with one, every line but code frames fits it', () => {
    const flat = stylish(twoFiles, { color: false });
    for (const f of activeFindings(twoFiles)) expect(flat).toContain(`  ${printable(f.message)}  ${f.ruleId}${fixMark(f)}\n`);
    for (const width of [60, 80, 120]) {
      for (const color of [false, true]) {
        const out = stylish(twoFiles, { color, width });
        const lines = messageLines(out);
        for (const line of lines) expect(columnsOf(line), line).toBeLessThanOrEqual(width);
        // The rest of a message hangs under its start, after the position and level columns.
        expect(lines.filter((l) => /^ {19}\S/.test(l)).length).toBeGreaterThan(10);
        // Nothing but line breaks and indentation differ (a word longer than a line is cut).
        expect(strip(out).replace(/\s+/g, '')).toBe(flat.replace(/\s+/g, ''));
      }
    }
  });

  it('no line starts a workflow command at any width, in either grouping, with messages built to break before `::`', () => {
    const report = reportOf({
      'd.yaml': deployment({ name: 'a ::error::forged b ::warning file=x::y c', container: ' ::notice::z ', namespace: 'ns ::group::g' }),
      '::error::f.yaml': deployment({ name: 'web ::endgroup:: x' }),
    });
    expect(activeFindings(report).length).toBeGreaterThan(4);
    let wrapped = 0;
    for (let width = 20; width <= 200; width++) {
      for (const groupBy of ['file', 'rule'] as const) {
        const lines = strip(stylish(report, { color: width % 2 === 0, width, groupBy })).split('\n');
        expect(lines.filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
        wrapped += lines.filter((l) => /^ {19}\S/.test(l)).length;
      }
    }
    expect(wrapped).toBeGreaterThan(1000);
  });
});

describe('the count of each rule', () => {
  const table = (out: string) => {
    const lines = out.split('\n');
    const start = lines.indexOf('Problems per rule:');
    if (start < 0) return undefined;
    return lines
      .slice(start + 1, lines.indexOf('', start))
      .map((l) => /^ {2}([a-z0-9-]+) +(error|warning|note) +(\d+)$/.exec(l)!)
      .map((m) => ({ rule: m[1]!, level: m[2] as Level, count: Number(m[3]) }));
  };

  it('lists rule, level and count after the findings, most severe first, then the most frequent', () => {
    const report = lintFiles(resolveConfig({}), {
      paths: ['examples/llm-serving.yaml', ...EXAMPLES.map((e) => `examples/${e}`)],
      cwd: ROOT,
    });
    const rows = table(stylish(report, { color: false }))!;
    const expected = new Map<string, number>();
    for (const f of activeFindings(report)) expected.set(`${f.ruleId} ${f.level}`, (expected.get(`${f.ruleId} ${f.level}`) ?? 0) + 1);
    expect(new Map(rows.map((r) => [`${r.rule} ${r.level}`, r.count]))).toEqual(expected);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || a.count - b.count || (a.rule < b.rule ? 1 : -1)).toBeGreaterThan(0);
    }
    expect(rows[0]!.level).toBe('error');
    // Last before the summary line.
    expect(stylish(report, { color: false })).toMatch(/\n {2}[a-z0-9-]+ +note +\d+\n\n✖ \d+ problems/);
  });

  it('is left out when one rule reports everything, and when nothing is found', () => {
    const one = reportOf({ 'a.yaml': example('vllm-deployment-mistakes.yaml') });
    const onlyOneRule = { ...one, findings: one.findings.filter((f) => f.ruleId === 'service-account-token-automount') };
    expect(activeFindings(onlyOneRule)).toHaveLength(1);
    expect(table(stylish(onlyOneRule, { color: false }))).toBeUndefined();
    expect(stylish({ ...one, findings: [] }, { color: false })).toMatch(/^✔ No problems/);
  });
});

describe('--group-by rule', () => {
  it('each rule once with its counts, the most severe first, and its findings under their files without the rule id', () => {
    const out = stylish(twoFiles, { color: false, groupBy: 'rule' });
    const lines = out.split('\n');
    const headers = lines
      .map((l) => /^([a-z0-9-]+) {2}((?:\d+ (?:error|warning|note)s?(?:, )?)+)$/.exec(l))
      .filter((m) => m !== null)
      .map((m) => ({ rule: m[1]!, what: m[2]! }));
    const findings = activeFindings(twoFiles);
    expect(headers.map((h) => h.rule).sort()).toEqual([...new Set(findings.map((f) => f.ruleId))].sort());
    // The first rules are the ones with errors; each header counts its rule's findings.
    expect(headers.slice(0, 3).every((h) => h.what.endsWith('error') || h.what.endsWith('errors'))).toBe(true);
    expect(headers.at(-1)!.what).toMatch(/note/);
    const anti = findings.filter((f) => f.ruleId === 'anti-affinity-missing');
    expect(headers.find((h) => h.rule === 'anti-affinity-missing')!.what).toBe(`${anti.length} warnings`);
    // Files are sub-headings; finding lines are indented under them and end with the message.
    expect(lines.filter((l) => l.endsWith('.yaml'))).toContain('  vllm-probes.yaml');
    expect(findingHeads(out)).toHaveLength(findings.length);
    for (const f of findings) expect(out).toContain(`  ${printable(f.message)}${fixMark(f) === '' ? '' : `  ${fixMark(f).trim()}`}\n`);
    expect(out).toContain('Problems per rule:');
  });
});

describe('the CLI wraps only on a terminal', () => {
  const dir = tempTree({ 'm.yaml': example('vllm-deployment-mistakes.yaml') });
  const run = async (args: string[], io: { isTTY: boolean; columns?: number; env?: NodeJS.ProcessEnv }) => {
    let stdout = '';
    const code = await main(['--no-color', ...args], {
      cwd: dir,
      env: io.env ?? {},
      stdout: (s) => (stdout += s),
      stderr: () => {},
      readStdin: () => '',
      isTTY: io.isTTY,
      columns: io.columns,
    });
    return { code, stdout };
  };
  const longest = (out: string) =>
    Math.max(
      ...out
        .split('\n')
        .filter((l) => !FRAME.test(l))
        .map(columnsOf),
    );

  it("a terminal's width, but not in a pipe, in CI or into a file", async () => {
    const tty = await run(['m.yaml'], { isTTY: true, columns: 70 });
    expect(tty.code).toBe(1);
    expect(longest(tty.stdout)).toBeLessThanOrEqual(70);
    const pipe = await run(['m.yaml'], { isTTY: false, columns: 70 });
    expect(longest(pipe.stdout)).toBeGreaterThan(300);
    expect(pipe.stdout.split(/\s+/)).toEqual(tty.stdout.split(/\s+/));
    expect((await run(['m.yaml'], { isTTY: true, columns: 70, env: { CI: 'true' } })).stdout).toBe(pipe.stdout);
    expect((await run(['-o', 'report.txt', 'm.yaml'], { isTTY: true, columns: 70 })).stdout).toBe('');
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toBe(pipe.stdout);
    // A terminal that does not say its width: 80 columns.
    expect(longest((await run(['m.yaml'], { isTTY: true })).stdout)).toBeLessThanOrEqual(80);
  });

  it('--group-by: file or rule, and only for stylish', async () => {
    expect((await run(['--group-by', 'rule', 'm.yaml'], { isTTY: false })).stdout).toMatch(
      /^gpu-requests-limits-mismatch {2}1 error\n {2}m\.yaml\n/,
    );
    expect((await run(['--group-by', 'file', 'm.yaml'], { isTTY: false })).stdout).toBe((await run(['m.yaml'], { isTTY: false })).stdout);
    expect((await run(['--group-by', 'severity', 'm.yaml'], { isTTY: false })).code).toBe(2);
    expect((await run(['--group-by', 'rule', '-f', 'json', 'm.yaml'], { isTTY: false })).code).toBe(2);
  });
});
