// S6: the job summary (and check-run text) shows values and file names as text: no link, image,
// raw HTML, heading or table break from a manifest, and link text built from a file name cannot
// close the link early.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/types.js';
import { printable } from '../../src/core/printable.js';
import { summaryMarkdown } from '../../src/github/summary.js';
import { link, markupIn, renderedText, tableCells } from '../report/markdown-check.js';

let n = 0;
function finding(message: string, file = 'deploy/a.yaml'): Finding {
  n++;
  return {
    ruleId: 'pdb-missing',
    level: 'warning',
    message,
    file,
    range: { start: { line: 18, column: 1 }, end: { line: 18, column: 5 } },
    fingerprint: `fp${n}`,
  };
}

const url = (f: Finding) => `https://github.com/o/r/blob/sha/${f.file.split('/').map(encodeURIComponent).join('/')}#L${f.range.start.line}`;
const options = { title: 'ai-k8s-lint', intro: ['intro'], seeAlso: 'the log', max: 1 << 20, measure: 'bytes' as const };

/** The cells of the "Top findings" rows. */
function findingRows(md: string): string[][] {
  return md
    .split('\n')
    .filter((l) => /^\| [🔴🟡🔵] /u.test(l))
    .map((l) => tableCells(l)!);
}

describe('summaryMarkdown escapes values', () => {
  it('the review: a Deployment named like a link and an image renders as that text', () => {
    const message = 'Serving Deployment "[click here](https://evil.example/phish) ![p](https://evil.example/pixel.png)" runs 2 replicas';
    const md = summaryMarkdown([finding(message)], { ...options, link: url });
    const [row] = findingRows(md);
    expect(row).toHaveLength(4);
    expect(markupIn(row![3]!)).toEqual([]);
    expect(renderedText(row![3]!)).toBe(message);
    expect(md).not.toMatch(/[^\\]\]\(https:\/\/evil/);
  });

  it('the review: a lone CR cannot end the row and start a heading and a list', () => {
    const message = 'Deployment "x **bold**\r# HEADING-VIA-CR\r- list" has no PodDisruptionBudget';
    const md = summaryMarkdown([finding(message)], { ...options, link: url });
    expect(md).not.toContain('\r');
    expect(md.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      '## ai-k8s-lint: 0 errors, 1 warning, 0 notes',
      '### Findings per rule',
      '### Top findings',
    ]);
    const [row] = findingRows(md);
    expect(renderedText(row![3]!)).toBe(printable(message));
  });

  it('the review: a file name cannot end the link text and make a link of its own', () => {
    const file = 'x](https:%2F%2Fevil.example%2F)[y.yaml';
    const md = summaryMarkdown([finding('m', file)], { ...options, link: url });
    const cell = findingRows(md)[0]![1]!;
    const parsed = link(cell);
    expect(parsed).toBeDefined();
    expect(renderedText(parsed!.text)).toBe(`${file}:18`);
    expect(markupIn(parsed!.text)).toEqual([]);
    expect(parsed!.url).toBe('https://github.com/o/r/blob/sha/x%5D%28https%3A%252F%252Fevil.example%252F%29%5By.yaml#L18');
  });

  it('parentheses that encodeURIComponent keeps are percent-encoded in the link destination', () => {
    const md = summaryMarkdown([finding('m', 'a) b(c.yaml')], { ...options, link: url });
    expect(link(findingRows(md)[0]![1]!)!.url).toBe('https://github.com/o/r/blob/sha/a%29%20b%28c.yaml#L18');
  });

  it('without a link the location is text, not a code span a backtick could break', () => {
    const file = 'a`|`` <img src=x>.yaml';
    const md = summaryMarkdown([finding('<img src=x onerror=alert(1)>', file)], { ...options, link: () => undefined });
    const [row] = findingRows(md);
    expect(row).toHaveLength(4);
    expect(renderedText(row![1]!)).toBe(`${file}:18`);
    expect(markupIn(row![1]!)).toEqual([]);
    expect(md).not.toContain('<img');
  });

  it('a long message is cut to 300 shown characters without leaving half an escape or half a character', () => {
    for (const pad of [290, 291, 292, 293, 294, 295, 296, 297, 298, 299]) {
      const message = `${'a'.repeat(pad)}[]\u001b|🔴${'b'.repeat(20)}`;
      const cell = findingRows(summaryMarkdown([finding(message)], { ...options, link: url }))[0]![3]!;
      expect(cell.endsWith('…')).toBe(true);
      const text = cell.slice(0, -1);
      expect(markupIn(text), String(pad)).toEqual([]);
      expect(printable(message).startsWith(renderedText(text))).toBe(true);
      expect(renderedText(text).length).toBeLessThanOrEqual(299);
      expect(text).not.toMatch(/[\ud800-\udbff]$/);
    }
  });
});
