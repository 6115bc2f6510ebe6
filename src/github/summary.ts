// The Markdown job summary (and check-run text): counts per rule and level, the top findings
// with links to their lines, and how many were left out, within a size budget (a step summary
// may hold 1 MiB; a check run's summary and text 65,535 characters each).
import type { Finding, Level } from '../core/types.js';
import { printable } from '../core/printable.js';
import { markdownText, markdownUrl } from '../report/escape.js';
import { plural } from '../core/strings.js';
import { bySeverity, counts } from '../report/report.js';

export const STEP_SUMMARY_BYTES = 1024 * 1024;
export const CHECK_RUN_CHARS = 65535;

const ICON: Record<Level, string> = { error: '🔴 error', warning: '🟡 warning', note: '🔵 note' };
const MESSAGE_CHARS = 300;

export interface SummaryOptions {
  /** Heading, e.g. "ai-k8s-lint" (or with a category). */
  title: string;
  /** Lines under the heading (summary line, fail-on, SARIF file, annotations). */
  intro: string[];
  /** Link to a finding's line, when the repository and commit are known. */
  link: (f: Finding) => string | undefined;
  /** Where to see the findings the table leaves out. */
  seeAlso: string;
  /** Size budget: bytes (UTF-8) for a step summary, characters for a check run. */
  max: number;
  measure: 'bytes' | 'chars';
  maxRows?: number;
}

/** A value as the text of a table cell (or link text), cut to MESSAGE_CHARS as it is shown. */
function cell(s: string): string {
  const shown = printable(s);
  if (shown.length <= MESSAGE_CHARS) return markdownText(shown);
  let cut = MESSAGE_CHARS - 1;
  // Not between the halves of a surrogate pair (printable() left no lone ones).
  if (isHighSurrogate(shown.charCodeAt(cut - 1))) cut--;
  return `${markdownText(shown.slice(0, cut))}…`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** A rule id (ours, never a value: values are not put in code spans, where backslash escapes do not work). */
function code(ruleId: string): string {
  return `\`${ruleId}\``;
}

export function headline(findings: Finding[]): string {
  const c = counts(findings);
  return `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.note, 'note')}`;
}

/** `findings` are the ones that count (not suppressed, not in the baseline). */
export function summaryMarkdown(findings: Finding[], options: SummaryOptions): string {
  const size = (s: string) => (options.measure === 'bytes' ? Buffer.byteLength(s, 'utf8') : s.length);
  const head: string[] = [`## ${options.title}: ${headline(findings)}`, '', ...options.intro.flatMap((l) => [l, '']).slice(0, -1), ''];
  if (findings.length === 0) return `${head.join('\n')}\n`;

  const perRule = new Map<string, Record<Level, number>>();
  for (const f of findings) {
    const c = perRule.get(f.ruleId) ?? { error: 0, warning: 0, note: 0 };
    c[f.level]++;
    perRule.set(f.ruleId, c);
  }
  const total = (c: Record<Level, number>) => c.error * 1e12 + c.warning * 1e6 + c.note;
  head.push('### Findings per rule', '', '| rule | errors | warnings | notes |', '|---|--:|--:|--:|');
  for (const [id, c] of [...perRule].sort((a, b) => total(b[1]) - total(a[1]) || (a[0] < b[0] ? -1 : 1)))
    head.push(`| ${code(id)} | ${c.error} | ${c.warning} | ${c.note} |`);
  head.push('', '### Top findings', '', '| level | location | rule | message |', '|---|---|---|---|');

  const sorted = [...findings].sort(bySeverity);
  const maxRows = options.maxRows ?? 100;
  const footer = (left: number) => (left > 0 ? `\n**${plural(left, 'more finding')} not shown** here: see ${options.seeAlso}.\n` : '\n');
  let body = `${head.join('\n')}\n`;
  // Reserve room for the longest footer the table can end with.
  const reserve = size(footer(findings.length)) + 16;
  let shown = 0;
  for (const f of sorted) {
    if (shown >= maxRows) break;
    const where = `${f.file}:${f.range.start.line}`;
    const url = options.link(f);
    const row = `| ${ICON[f.level]} | ${url ? `[${cell(where)}](${markdownUrl(url)})` : cell(where)} | ${code(f.ruleId)} | ${cell(f.message)} |\n`;
    if (size(body) + size(row) + reserve > options.max) break;
    body += row;
    shown++;
  }
  const out = body + footer(findings.length - shown);
  // A budget smaller than the tables themselves: cut, keeping the headline.
  return size(out) <= options.max ? out : truncate(out, options.max, size);
}

function truncate(s: string, max: number, size: (s: string) => number): string {
  const tail = '\n\n…(truncated)\n';
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(s.slice(0, mid)) + size(tail) <= max) lo = mid;
    else hi = mid - 1;
  }
  return s.slice(0, lo) + tail;
}
