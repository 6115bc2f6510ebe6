// The Markdown summary of a run: the job summary, the check run's text and `-f markdown`.
// A reviewer reads it top-down, so it goes: the verdict, the findings at or above the failing
// level (errors) as tables, the other levels collapsed in <details>, then the count per rule and
// the findings a baseline already holds. Findings new in a pull request are told apart from those
// elsewhere when the caller knows the change (filter-mode). At most `maxRows` rows are listed (the
// rest are counted), within a size budget: a step summary may hold 1 MiB, a check run's text
// 65,535 characters.
import { LEVEL_RANK, type Finding, type Level, type Range, type RelatedLocation } from '../core/types.js';
import { printable } from '../core/printable.js';
import { UNUSED_DIRECTIVE_ID } from '../engine/linter.js';
import { markdownText, markdownUrl } from '../report/escape.js';
import { ruleDocsUrl } from '../report/links.js';
import { plural } from '../core/strings.js';
import { counts } from '../report/report.js';

export const STEP_SUMMARY_BYTES = 1024 * 1024;
export const CHECK_RUN_CHARS = 65535;
export const SUMMARY_ROWS = 50;

const LEVELS: Level[] = ['error', 'warning', 'note'];
const ICON: Record<Level, string> = { error: '🔴', warning: '🟡', note: '🔵' };
const MESSAGE_CHARS = 300;

/** Tells the findings of a change from the rest, e.g. on the lines a pull request changes and elsewhere. */
export interface SummarySplit {
  isNew: (f: Finding) => boolean;
  /** "on lines this pull request changes" */
  newLabel: string;
  /** "elsewhere" */
  oldLabel: string;
  /** A sentence under the old group's label: what "elsewhere" means. */
  oldNote?: string;
}

export interface SummaryOptions {
  /** Heading, e.g. "ai-k8s-lint" (or with a category). */
  title: string;
  /** Level of the heading: 2 for a job summary, 3 for a comment or a formatter's output. */
  depth?: 2 | 3;
  /** Whether the run fails: the verdict in the heading. Absent where the report does not decide (-f markdown). */
  failed?: boolean;
  /** Findings at or above this level are listed open, the others collapsed (errors are always open). */
  failOn?: Level | 'never';
  /** Lines under the heading (summary line, fail-on, SARIF file, annotations). */
  intro: string[];
  /** Link to lines of a file, when the repository and commit are known. */
  link: (file: string, range: Range) => string | undefined;
  /** Where to see the findings the tables leave out. */
  seeAlso: string;
  /** Size budget: bytes (UTF-8) for a step summary, characters for a check run. */
  max: number;
  measure: 'bytes' | 'chars';
  /** Rows listed in all tables together (default SUMMARY_ROWS). */
  maxRows?: number;
  split?: SummarySplit;
  /** Findings the baseline already holds: listed last, collapsed, and not counted. */
  baseline?: Finding[];
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

/** A rule id (ours, never a value: values are not put in code spans, where backslash escapes do not work), linked to its page. */
function ruleLink(ruleId: string): string {
  return ruleId === UNUSED_DIRECTIVE_ID ? `\`${ruleId}\`` : `[\`${ruleId}\`](${markdownUrl(ruleDocsUrl(ruleId))})`;
}

export function headline(findings: Finding[]): string {
  const c = counts(findings);
  return `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.note, 'note')}`;
}

/**
 * A path as cell text that may wrap after each `/`: an unbreakable path makes the column as wide
 * as itself, and the table then scrolls sideways instead of wrapping the messages. The escaped
 * text holds no `<` of its own, so the `<wbr>` tags are the only HTML in it.
 */
function pathCell(s: string): string {
  return cell(s).replaceAll('/', '/<wbr>');
}

/** `file:line` as a link to the lines when there is one, else as text. */
function place(file: string, range: Range, link: SummaryOptions['link']): string {
  const text = pathCell(`${file}:${range.start.line}`);
  const url = link(file, range);
  return url ? `[${text}](${markdownUrl(url)})` : text;
}

/** The location cell: the line, and for a rendered object the render and the values-file line the value comes from. */
function locationCell(f: Finding, link: SummaryOptions['link']): string {
  const parts = [place(f.file, f.range, link)];
  const render = renderLabel(f);
  if (render !== undefined) parts.push(`<sub>in ${pathCell(render)}</sub>`);
  for (const r of f.related ?? [])
    if (r.kind === 'value-source' && r.range) parts.push(`<sub>value set at ${place(r.file, r.range, link)}</sub>`);
  return parts.join('<br>');
}

/** The chart and values, or the overlay, a finding was rendered by: the label of its render-output location. */
export function renderLabel(f: Finding): string | undefined {
  // Findings that relate objects carry the render of their object as a related location only.
  return (f.related ?? []).find((r: RelatedLocation) => r.kind === 'render-output')?.file ?? f.render;
}

function row(f: Finding, link: SummaryOptions['link']): string {
  return `| ${locationCell(f, link)} | ${ruleLink(f.ruleId)} ${cell(f.message)} |\n`;
}

const TABLE_HEAD = '| where | finding |\n|---|---|\n';

/** `findings` are the ones that count (not suppressed, not in the baseline). */
export function summaryMarkdown(findings: Finding[], options: SummaryOptions): string {
  const size = (s: string) => (options.measure === 'bytes' ? Buffer.byteLength(s, 'utf8') : s.length);
  const h = '#'.repeat(options.depth ?? 2);
  const verdict = options.failed === undefined ? '' : options.failed ? '❌ failed, ' : '✅ passed, ';
  const head = `${h} ${options.title}: ${verdict}${headline(findings)}\n\n${options.intro.map((l) => `${l}\n`).join('\n')}`;
  const baseline = options.baseline ?? [];
  if (findings.length === 0 && baseline.length === 0) return fit(`${head}\n`, options.max, size);

  const tail = perRuleTable(findings, h);
  const blocks = blocksOf(findings, baseline, options);
  const maxRows = options.maxRows ?? SUMMARY_ROWS;
  // Room for the text around the rows: each block's opening, closing and "more" line, and the tail.
  const frame = blocks.reduce(
    (n, b) => n + size(b.open) + size(b.close) + size(more(b.findings.length, b.findings.length, b.noun, options.seeAlso)),
    0,
  );
  let budget = options.max - size(head) - size(tail) - frame - 16;
  let rowsLeft = maxRows;
  let body = `${head}\n`;
  let tailAdded = false;
  for (const b of blocks) {
    // The count per rule follows the findings that count, before the baseline's.
    if (b.baseline && !tailAdded) {
      body += tail;
      tailAdded = true;
    }
    body += b.open;
    if (b.findings.length > 0) body += TABLE_HEAD;
    let shown = 0;
    for (const f of b.findings) {
      if (rowsLeft <= 0) break;
      const r = row(f, options.link);
      if (size(r) + size(TABLE_HEAD) > budget) break;
      budget -= size(r);
      body += r;
      shown++;
      rowsLeft--;
    }
    if (shown === 0 && b.findings.length > 0) body = body.slice(0, body.length - TABLE_HEAD.length);
    body += more(b.findings.length - shown, b.findings.length, b.noun, options.seeAlso) + b.close;
  }
  return fit(tailAdded ? body : body + tail, options.max, size);
}

interface Block {
  /** Markdown before the table: a heading or <details><summary>, and the group's label. */
  open: string;
  findings: Finding[];
  /** "error", "warning"...: what the "more" line counts. */
  noun: string;
  close: string;
  /** The findings the baseline holds. */
  baseline?: boolean;
}

/** The tables in reading order: each level (open or collapsed), split into new and elsewhere; the baseline last. */
function blocksOf(findings: Finding[], baseline: Finding[], options: SummaryOptions): Block[] {
  const h = '#'.repeat(options.depth ?? 2);
  const failOn = options.failOn ?? 'error';
  const blocks: Block[] = [];
  for (const level of LEVELS) {
    const all = findings.filter((f) => f.level === level);
    if (all.length === 0) continue;
    const open = level === 'error' || (failOn !== 'never' && LEVEL_RANK[level] >= LEVEL_RANK[failOn]);
    const split = options.split;
    const groups = (
      split
        ? [
            { label: split.newLabel, note: undefined, findings: all.filter((f) => split.isNew(f)) },
            { label: split.oldLabel, note: split.oldNote, findings: all.filter((f) => !split.isNew(f)) },
          ]
        : [{ label: undefined, note: undefined, findings: all }]
    ).filter((g) => g.findings.length > 0);
    const title = `${ICON[level]} ${plural(all.length, level)}`;
    const detail = split ? `: ${groups.map((g) => `${g.findings.length} ${g.label}`).join(', ')}` : '';
    const heading = open ? `${h}# ${title}${detail}\n\n` : `<details><summary><b>${title}</b>${detail}</summary>\n\n`;
    groups.forEach((g, i) => {
      // One group is named by the heading already.
      const label =
        g.label === undefined || (groups.length === 1 && !g.note)
          ? ''
          : `**${capitalized(g.label)} (${g.findings.length})**${g.note ? `: ${g.note}` : ''}\n\n`;
      blocks.push({
        open: (i === 0 ? heading : '') + label,
        findings: g.findings,
        noun: level,
        close: `\n${i === groups.length - 1 && !open ? '</details>\n\n' : ''}`,
      });
    });
  }
  if (baseline.length > 0)
    blocks.push({
      open: `<details><summary>${plural(baseline.length, 'finding')} already in the baseline (not counted)</summary>\n\n`,
      findings: [...baseline].sort((a, b) => LEVEL_RANK[b.level] - LEVEL_RANK[a.level]),
      noun: 'baseline finding',
      close: '\n</details>\n\n',
      baseline: true,
    });
  return blocks;
}

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The line under a table that counts what it leaves out (all of it, when the rows ran out before it). */
function more(left: number, all: number, noun: string, seeAlso: string): string {
  if (left === 0) return '';
  if (left === all) return `\n${capitalized(plural(all, noun))} not listed here: see ${seeAlso}.\n`;
  return `\n…and ${plural(left, `more ${noun}`)} not shown here: see ${seeAlso}.\n`;
}

/** Findings per rule and level, the rules with the most severe findings first, each linked to its page. */
function perRuleTable(findings: Finding[], h: string): string {
  if (findings.length === 0) return '';
  const perRule = new Map<string, Record<Level, number>>();
  for (const f of findings) {
    const c = perRule.get(f.ruleId) ?? { error: 0, warning: 0, note: 0 };
    c[f.level]++;
    perRule.set(f.ruleId, c);
  }
  const weight = (c: Record<Level, number>) => c.error * 1e12 + c.warning * 1e6 + c.note;
  const lines = [`${h}# Findings per rule`, '', '| rule | errors | warnings | notes |', '|---|--:|--:|--:|'];
  for (const [id, c] of [...perRule].sort((a, b) => weight(b[1]) - weight(a[1]) || (a[0] < b[0] ? -1 : 1)))
    lines.push(`| ${ruleLink(id)} | ${c.error} | ${c.warning} | ${c.note} |`);
  return `${lines.join('\n')}\n`;
}

/** The text within `max`, cut (keeping the headline) when even the frame around the rows is too large. */
function fit(s: string, max: number, size: (s: string) => number): string {
  return size(s) <= max ? s : truncate(s, max, size);
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
