// S6: the job summary (and check-run text) shows values and file names as text: no link, image,
// raw HTML, heading or table break from a manifest, and link text built from a file name cannot
// close the link early.
import { describe, expect, it } from 'vitest';
import type { Finding, Range } from '../../src/core/types.js';
import { printable } from '../../src/core/printable.js';
import { summaryMarkdown } from '../../src/github/summary.js';
import { markupIn, renderedText, summaryRows, withoutOwnTags } from '../report/markdown-check.js';

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

const url = (file: string, range: Range) =>
  `https://github.com/o/r/blob/sha/${file.split('/').map(encodeURIComponent).join('/')}#L${range.start.line}`;
const options = {
  title: 'ai-k8s-lint',
  intro: ['intro'],
  seeAlso: 'the log',
  max: 1 << 20,
  measure: 'bytes' as const,
  failOn: 'warning' as const,
};

describe('summaryMarkdown escapes values', () => {
  it('the review: a Deployment named like a link and an image renders as that text', () => {
    const message = 'Serving Deployment "[click here](https://evil.example/phish) ![p](https://evil.example/pixel.png)" runs 2 replicas';
    const md = summaryMarkdown([finding(message)], { ...options, link: url });
    const [row] = summaryRows(md);
    expect(markupIn(row!.message)).toEqual([]);
    expect(renderedText(row!.message)).toBe(message);
    expect(md).not.toMatch(/[^\\]\]\(https:\/\/evil/);
    expect(withoutOwnTags(md)).not.toContain('<');
  });

  it('the review: a lone CR cannot end the row and start a heading and a list', () => {
    const message = 'Deployment "x **bold**\r# HEADING-VIA-CR\r- list" has no PodDisruptionBudget';
    const md = summaryMarkdown([finding(message)], { ...options, link: url });
    expect(md).not.toContain('\r');
    expect(md.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      '## ai-k8s-lint: 0 errors, 1 warning, 0 notes',
      '### 🟡 1 warning',
      '### Findings per rule',
    ]);
    const [row] = summaryRows(md);
    expect(renderedText(row!.message)).toBe(printable(message));
  });

  it('the review: a file name cannot end the link text and make a link of its own', () => {
    const file = 'x](https:%2F%2Fevil.example%2F)[y.yaml';
    const md = summaryMarkdown([finding('m', file)], { ...options, link: url });
    const [row] = summaryRows(md);
    expect(row!.url).toBe('https://github.com/o/r/blob/sha/x%5D%28https%3A%252F%252Fevil.example%252F%29%5By.yaml#L18');
    expect(renderedText(row!.place)).toBe(`${file}:18`);
    expect(markupIn(row!.place)).toEqual([]);
  });

  it('parentheses that encodeURIComponent keeps are percent-encoded in the link destination', () => {
    const md = summaryMarkdown([finding('m', 'a) b(c.yaml')], { ...options, link: url });
    expect(summaryRows(md)[0]!.url).toBe('https://github.com/o/r/blob/sha/a%29%20b%28c.yaml#L18');
  });

  it('without a link the location is text, not a code span a backtick could break', () => {
    const file = 'a`|`` <img src=x>.yaml';
    const md = summaryMarkdown([finding('<img src=x onerror=alert(1)>', file)], { ...options, link: () => undefined });
    const [row] = summaryRows(md);
    expect(row!.url).toBeUndefined();
    expect(renderedText(row!.place)).toBe(`${file}:18`);
    expect(markupIn(row!.place)).toEqual([]);
    expect(md).not.toContain('<img');
  });

  it('a long message is cut to 300 shown characters without leaving half an escape or half a character', () => {
    for (const pad of [290, 291, 292, 293, 294, 295, 296, 297, 298, 299]) {
      const message = `${'a'.repeat(pad)}[]\u001b|🔴${'b'.repeat(20)}`;
      const cell = summaryRows(summaryMarkdown([finding(message)], { ...options, link: url }))[0]!.message;
      expect(cell.endsWith('…')).toBe(true);
      const text = cell.slice(0, -1);
      expect(markupIn(text), String(pad)).toEqual([]);
      expect(printable(message).startsWith(renderedText(text))).toBe(true);
      expect(renderedText(text).length).toBeLessThanOrEqual(299);
      expect(text).not.toMatch(/[\ud800-\udbff]$/);
    }
  });
});

describe('summaryMarkdown: the render and the values line of a chart finding', () => {
  const label = 'charts/x](https://evil.example)<img src=x> (helm template, v`a|l.yaml)';
  const f: Finding = {
    ...finding('GPU count is 0.5', 'charts/x/templates/dep.yaml'),
    render: 'charts/x v.yaml',
    related: [
      {
        file: 'charts/x/v`a|l](https:%2F%2Fevil.example).yaml',
        range: { start: { line: 3, column: 3 }, end: { line: 3, column: 9 } },
        message: 'set here',
        kind: 'value-source',
      },
      {
        file: label,
        range: { start: { line: 40, column: 1 }, end: { line: 40, column: 5 } },
        message: 'In the output.',
        kind: 'render-output',
      },
    ],
  };
  const md = summaryMarkdown([f], { ...options, link: url });
  const [row] = summaryRows(md);

  it('names the render as text and links the values-file line, both escaped', () => {
    expect(renderedText(row!.render!)).toBe(label);
    expect(markupIn(row!.render!)).toEqual([]);
    expect(renderedText(row!.value!.place)).toBe('charts/x/v`a|l](https:%2F%2Fevil.example).yaml:3');
    expect(markupIn(row!.value!.place)).toEqual([]);
    expect(row!.value!.url).toBe('https://github.com/o/r/blob/sha/charts/x/v%60a%7Cl%5D%28https%3A%252F%252Fevil.example%29.yaml#L3');
    expect(withoutOwnTags(md)).not.toContain('<');
  });
});
