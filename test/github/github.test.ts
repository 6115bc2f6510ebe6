// Units of the Action: the annotation budget, the summary's size budget, diff parsing, links.
import { describe, expect, it } from 'vitest';
import type { Finding, Level, Range } from '../../src/core/types.js';
import { VERSION } from '../../src/core/version.js';
import { annotationTargets, originOf } from '../../src/github/annotation-targets.js';
import { selectForStep, workflowAnnotations } from '../../src/github/annotations.js';
import { toAnnotation } from '../../src/github/check-run.js';
import { blobUrl, readContext } from '../../src/github/context.js';
import { inFilter, parseUnifiedDiff } from '../../src/github/diff.js';
import { summaryMarkdown } from '../../src/github/summary.js';
import { renderedText, summaryRows } from '../report/markdown-check.js';

let n = 0;
function finding(level: Level, extra: Partial<Finding> = {}): Finding {
  n++;
  return {
    ruleId: `rule-${level}`,
    level,
    message: `message ${n} | with a pipe`,
    file: 'deploy/a.yaml',
    range: { start: { line: n, column: 3 }, end: { line: n, column: 9 } },
    fingerprint: `fp${n}`,
    ...extra,
  };
}
const many = (level: Level, count: number) => Array.from({ length: count }, () => finding(level));

describe('selectForStep', () => {
  it('keeps everything within the limits and needs no notice', () => {
    const s = selectForStep([...many('error', 10), ...many('warning', 10), ...many('note', 10)]);
    expect(s.annotated).toHaveLength(30);
    expect(s).toMatchObject({ left: 0, notice: false });
  });
  it('gives the closing notice one of the notice slots', () => {
    const s = selectForStep([...many('note', 3), ...many('error', 12), ...many('warning', 4), ...many('note', 9)]);
    expect(s.annotated.map((f) => f.level)).toEqual([...Array(10).fill('error'), ...Array(4).fill('warning'), ...Array(9).fill('note')]);
    expect(s).toMatchObject({ left: 2 + 3, notice: true });
    // The first notes in report order are the ones kept.
    expect(s.annotated[14]!.message).toMatch(/^message \d+/);
  });
  it('a reserved notice (filtered findings) also costs a notice slot, and limits shrink', () => {
    expect(selectForStep(many('note', 10), true).annotated).toHaveLength(9);
    expect(selectForStep(many('error', 10), false, { error: 9, warning: 10, note: 10 })).toMatchObject({ left: 1, notice: true });
  });
  it('the closing notice is one escaped workflow command', () => {
    const text = workflowAnnotations(many('warning', 12), { seeAlso: 'the job summary', filteredOut: 3, filterMode: 'added' });
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[10]).toBe(
      '::notice title=ai-k8s-lint::2 more findings are not annotated here: GitHub shows at most 10 error, 10 warning and 10 notice annotations per step, so the most severe were chosen. 3 findings are outside the lines this pull request changes and not annotated (filter-mode: added). All findings: the job summary.',
    );
  });
});

describe('summaryMarkdown', () => {
  const opts = {
    title: 'ai-k8s-lint',
    intro: ['intro'],
    link: (file: string, range: Range) => `https://github.com/o/r/blob/sha/${file}#L${range.start.line}`,
    seeAlso: 'the log',
    measure: 'bytes' as const,
    max: 1 << 20,
  };
  /** Where each part starts in the text (-1 when it is not there). */
  const at = (md: string, ...parts: string[]) => parts.map((p) => md.indexOf(p));

  it('the verdict, then the errors open, the warnings and notes in <details>, then the count per rule', () => {
    const md = summaryMarkdown([...many('note', 2), ...many('warning', 3), ...many('error', 1)], { ...opts, failed: true });
    expect(md.split('\n')[0]).toBe('## ai-k8s-lint: ❌ failed, 1 error, 3 warnings, 2 notes');
    const [errors, warnings, notes, perRule] = at(
      md,
      '### 🔴 1 error\n',
      '<details><summary><b>🟡 3 warnings</b></summary>',
      '<details><summary><b>🔵 2 notes</b></summary>',
      '### Findings per rule',
    );
    expect(errors).toBeGreaterThan(0);
    expect(errors).toBeLessThan(warnings!);
    expect(warnings).toBeLessThan(notes!);
    expect(notes).toBeLessThan(perRule!);
    // Each <details> closes before the next part begins.
    expect(md.indexOf('</details>', warnings)).toBeLessThan(notes!);
    expect(md.indexOf('</details>', notes)).toBeLessThan(perRule!);
    expect(summaryRows(md).map((r) => r.rule)).toEqual(['rule-error', ...Array(3).fill('rule-warning'), 'rule-note', 'rule-note']);
    // Rule ids link to their page at the tool's version; locations to the line at the commit.
    const [first] = summaryRows(md);
    expect(first!.ruleUrl).toBe(`https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v${VERSION}/docs/rules/rule-error.md`);
    expect(first!.url).toMatch(/^https:\/\/github\.com\/o\/r\/blob\/sha\/deploy\/a\.yaml#L\d+$/);
    expect(renderedText(first!.message)).toMatch(/^message \d+ \| with a pipe$/);
    expect(md.indexOf('| [`rule-error`]')).toBeLessThan(md.indexOf('| [`rule-warning`]', perRule));
    expect(md).toContain('| [`rule-note`](https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v0.1.0/docs/rules/rule-note.md) | 0 | 0 | 2 |');
    expect(md).not.toContain('more');
  });

  it('levels at or above fail-on are open; a passing run says so', () => {
    const md = summaryMarkdown([...many('warning', 2), ...many('note', 1)], { ...opts, failed: false, failOn: 'warning' });
    expect(md.split('\n')[0]).toBe('## ai-k8s-lint: ✅ passed, 0 errors, 2 warnings, 1 note');
    expect(md).toContain('### 🟡 2 warnings\n');
    expect(md).toContain('<details><summary><b>🔵 1 note</b></summary>');
    expect(md).not.toContain('🔴');
  });

  it('lists at most 50 rows, the most severe first, and counts the rest per table', () => {
    const md = summaryMarkdown([...many('note', 30), ...many('error', 20), ...many('warning', 40)], opts);
    const rows = summaryRows(md);
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => r.rule)).toEqual([...Array(20).fill('rule-error'), ...Array(30).fill('rule-warning')]);
    expect(md).toContain('…and 10 more warnings not shown here: see the log.');
    expect(md).toContain('30 notes not listed here: see the log.');
    expect(md).not.toContain('more errors');
    expect(summaryRows(summaryMarkdown(many('error', 60), { ...opts, maxRows: 5 }))).toHaveLength(5);
  });

  it('tells the findings on the change from those elsewhere', () => {
    const findings = [...many('error', 3), ...many('warning', 2)];
    const isNew = (f: Finding) => f === findings[1] || f === findings[3];
    const md = summaryMarkdown(findings, {
      ...opts,
      split: { isNew, newLabel: 'on lines this pull request changes', oldLabel: 'elsewhere', oldNote: 'they may predate it' },
    });
    expect(md).toContain('### 🔴 3 errors: 1 on lines this pull request changes, 2 elsewhere\n');
    expect(md).toContain('<details><summary><b>🟡 2 warnings</b>: 1 on lines this pull request changes, 1 elsewhere</summary>');
    const [changes, elsewhere, warnings] = at(
      md,
      '**On lines this pull request changes (1)**',
      '**Elsewhere (2)**: they may predate it',
      '🟡 2 warnings',
    );
    expect(changes).toBeGreaterThan(0);
    expect(changes).toBeLessThan(elsewhere!);
    expect(elsewhere).toBeLessThan(warnings!);
    expect(summaryRows(md).map((r) => r.message)).toEqual(
      [findings[1], findings[0], findings[2], findings[3], findings[4]].map((f) => f!.message.replace('|', '\\|')),
    );
  });

  it('lists the findings a baseline holds last, collapsed, and does not count them', () => {
    const md = summaryMarkdown(many('warning', 1), { ...opts, baseline: many('error', 2) });
    expect(md.split('\n')[0]).toBe('## ai-k8s-lint: 0 errors, 1 warning, 0 notes');
    const [perRule, baseline] = at(
      md,
      '### Findings per rule',
      '<details><summary>2 findings already in the baseline (not counted)</summary>',
    );
    expect(perRule).toBeLessThan(baseline!);
    expect(md).not.toContain('| [`rule-error`](https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v0.1.0/docs/rules/rule-error.md) | 2');
    expect(summaryRows(md).map((r) => r.rule)).toEqual(['rule-warning', 'rule-error', 'rule-error']);
  });

  it('stops adding rows at the size budget and says how many are not shown', () => {
    const findings = many('error', 100);
    const md = summaryMarkdown(findings, { ...opts, max: 3000 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(3000);
    const rows = summaryRows(md).length;
    expect(rows).toBeGreaterThan(3);
    expect(md).toContain(`…and ${100 - rows} more errors not shown here: see the log.`);
  });

  it('counts characters for check runs, and cuts even the tables when the budget is tiny', () => {
    const md = summaryMarkdown(many('error', 50), { ...opts, max: 200, measure: 'chars' });
    expect(md.length).toBeLessThanOrEqual(200);
    expect(md).toMatch(/^## ai-k8s-lint: 50 errors/);
    expect(md).toContain('…(truncated)');
  });
});

describe('annotation targets of a chart finding', () => {
  const values = { start: { line: 3, column: 3 }, end: { line: 3, column: 13 } };
  const chart = finding('error', {
    file: 'chart/templates/d.yaml',
    render: 'chart v.yaml',
    related: [
      { file: 'chart (helm template)', range: values, message: 'In the output.', kind: 'render-output' },
      { file: 'chart/v.yaml', range: values, message: 'The value comes from .Values.gpu, set here.', kind: 'value-source' },
    ],
  });

  it('are the finding and each values-file line that sets its value, with the template line in the message', () => {
    const [own, value, ...rest] = annotationTargets(chart);
    expect(rest).toEqual([]);
    expect(own).toBe(chart);
    expect(value).toMatchObject({ file: 'chart/v.yaml', range: values, level: 'error', ruleId: chart.ruleId });
    expect(value!.message).toBe(
      `${chart.message} (The value comes from .Values.gpu, set here; reported at chart/templates/d.yaml:${chart.range.start.line}.)`,
    );
    expect(originOf(value!)).toBe(chart);
    expect(annotationTargets(finding('note'))).toHaveLength(1);
  });

  it('a finding whose values line alone is annotated is not counted as left out', () => {
    const [, value] = annotationTargets(chart);
    const others = many('error', 10);
    // Ten errors fill the slots; the chart's values-file target is the one left.
    expect(selectForStep([...others, value!], false)).toMatchObject({ left: 1 });
    expect(selectForStep([value!, ...others], false)).toMatchObject({ left: 1 });
    expect(selectForStep([chart, value!, ...others.slice(0, 8)], false)).toMatchObject({ left: 0 });
  });
});

describe('parseUnifiedDiff and inFilter', () => {
  const diff = [
    'diff --git a/deploy/a.yaml b/deploy/a.yaml',
    'index 1..2 100644',
    '--- a/deploy/a.yaml',
    '+++ b/deploy/a.yaml',
    '@@ -3 +3 @@ kind: Pod',
    '-x',
    '+y',
    '@@ -10,0 +11,3 @@',
    '+a',
    '+b',
    '+c',
    '@@ -20,2 +23,0 @@',
    '-gone',
    '-gone',
    'diff --git a/old.yaml b/new name.yaml',
    'similarity index 100%',
    'rename from old.yaml',
    'rename to new name.yaml',
    'diff --git a/deleted.yaml b/deleted.yaml',
    '--- a/deleted.yaml',
    '+++ /dev/null',
    '@@ -1,2 +0,0 @@',
    'diff --git "a/caf\\303\\251.yaml" "b/caf\\303\\251.yaml"',
    '--- "a/caf\\303\\251.yaml"',
    '+++ "b/caf\\303\\251.yaml"',
    '@@ -0,0 +1 @@',
    '+new',
  ].join('\n');
  const changed = parseUnifiedDiff(diff);
  it('collects added lines per file (new numbering), renames and quoted names', () => {
    expect([...changed.keys()].sort()).toEqual(['café.yaml', 'deploy/a.yaml', 'new name.yaml']);
    expect([...changed.get('deploy/a.yaml')!].sort((a, b) => a - b)).toEqual([3, 11, 12, 13]);
    expect([...changed.get('new name.yaml')!]).toEqual([]);
    expect([...changed.get('café.yaml')!]).toEqual([1]);
  });
  it('added: any line of the range changed; file: the file changed; nofilter: all', () => {
    const at = (file: string, start: number, end = start) =>
      finding('error', { file, range: { start: { line: start, column: 1 }, end: { line: end, column: 2 } } });
    expect(inFilter(at('deploy/a.yaml', 12), 'added', changed)).toBe(true);
    expect(inFilter(at('deploy/a.yaml', 9, 11), 'added', changed)).toBe(true);
    expect(inFilter(at('deploy/a.yaml', 5), 'added', changed)).toBe(false);
    expect(inFilter(at('deploy/a.yaml', 5), 'file', changed)).toBe(true);
    expect(inFilter(at('new name.yaml', 1), 'file', changed)).toBe(true);
    expect(inFilter(at('other.yaml', 1), 'file', changed)).toBe(false);
    expect(inFilter(at('other.yaml', 1), 'nofilter', changed)).toBe(true);
    expect(inFilter(at('other.yaml', 1), 'added', undefined)).toBe(true);
  });
});

describe('context and check-run annotations', () => {
  it('links use the server URL, encode the path and mark line ranges', () => {
    const ctx = readContext({ GITHUB_REPOSITORY: 'o/r', GITHUB_SERVER_URL: 'https://ghe.example.com/' });
    expect(blobUrl(ctx, 'abc', 'deploy/a b#.yaml', 3)).toBe('https://ghe.example.com/o/r/blob/abc/deploy/a%20b%23.yaml#L3');
    expect(blobUrl(ctx, 'abc', 'a.yaml', 3, 5)).toBe('https://ghe.example.com/o/r/blob/abc/a.yaml#L3-L5');
    expect(blobUrl(ctx, undefined, 'a.yaml', 3)).toBeUndefined();
    expect(blobUrl(ctx, 'abc', '-', 3)).toBeUndefined();
    expect(ctx.apiUrl).toBe('https://api.github.com');
  });
  it('check-run annotations carry columns only on one-line ranges', () => {
    const one = toAnnotation(finding('note'));
    expect(one).toMatchObject({ annotation_level: 'notice', start_column: 3, end_column: 9 });
    const multi = toAnnotation(
      finding('warning', {
        range: { start: { line: 2, column: 5 }, end: { line: 4, column: 1 } },
        related: [{ file: 'b.yaml', message: 'here' }],
      }),
    );
    expect(multi).toEqual({
      path: 'deploy/a.yaml',
      start_line: 2,
      end_line: 4,
      annotation_level: 'warning',
      message: expect.any(String),
      title: 'ai-k8s-lint (rule-warning)',
      raw_details: 'b.yaml: here',
    });
  });
});
