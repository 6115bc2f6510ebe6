// Units of the Action: the annotation budget, the summary's size budget, diff parsing, links.
import { describe, expect, it } from 'vitest';
import type { Finding, Level } from '../../src/core/types.js';
import { selectForStep, workflowAnnotations } from '../../src/github/annotations.js';
import { toAnnotation } from '../../src/github/check-run.js';
import { blobUrl, readContext } from '../../src/github/context.js';
import { inFilter, parseUnifiedDiff } from '../../src/github/diff.js';
import { summaryMarkdown } from '../../src/github/summary.js';

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
    link: (f: Finding) => `https://github.com/o/r/blob/sha/${f.file}#L${f.range.start.line}`,
    seeAlso: 'the log',
    measure: 'bytes' as const,
  };
  it('counts per rule and level, most severe first, cells escaped', () => {
    const md = summaryMarkdown([...many('note', 2), ...many('error', 1)], { ...opts, max: 1 << 20 });
    expect(md).toContain('## ai-k8s-lint: 1 error, 0 warnings, 2 notes');
    expect(md.indexOf('| `rule-error` | 1 | 0 | 0 |')).toBeLessThan(md.indexOf('| `rule-note` | 0 | 0 | 2 |'));
    expect(md).toMatch(
      /\| 🔴 error \| \[deploy\/a\.yaml:\d+\]\(https:\/\/github\.com\/o\/r\/blob\/sha\/deploy\/a\.yaml#L\d+\) \| `rule-error` \| message \d+ \\\| with a pipe \|/,
    );
    expect(md).not.toContain('more finding');
  });
  it('stops adding rows at the size budget and says how many are not shown', () => {
    const findings = many('warning', 100);
    const md = summaryMarkdown(findings, { ...opts, max: 3000 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(3000);
    const rows = md.match(/^\| 🟡 warning/gm)!.length;
    expect(rows).toBeGreaterThan(3);
    expect(md).toContain(`**${100 - rows} more findings not shown** here: see the log.`);
  });
  it('counts characters for check runs, and cuts even the tables when the budget is tiny', () => {
    const md = summaryMarkdown(many('error', 50), { ...opts, max: 200, measure: 'chars' });
    expect(md.length).toBeLessThanOrEqual(200);
    expect(md).toMatch(/^## ai-k8s-lint: 50 errors/);
    expect(md).toContain('…(truncated)');
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
