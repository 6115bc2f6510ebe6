// Human output: findings grouped by file (or by rule), the most severe first, each with the source
// line underlined, then the count of each rule. Messages wrap to the terminal's width when the
// CLI prints to a terminal (options.width), and stay one line each everywhere else.
import { LEVEL_RANK, type Finding, type Level } from '../core/types.js';
import { printable } from '../core/printable.js';
import { plural } from '../core/strings.js';
import { looksLikeWorkflowCommand } from './escape.js';
import { activeFindings, summaryLine, type Formatter } from './report.js';
import { columnsOf, wrapText } from './wrap.js';
import { appendTo } from '../core/memo.js';

const STYLES = {
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
  dim: [2, 22],
  bold: [1, 22],
  green: [32, 39],
  underline: [4, 24],
} as const;
type Style = keyof typeof STYLES;
type Paint = (style: Style, text: string) => string;

const LEVEL_STYLE: Record<Finding['level'], Style> = { error: 'red', warning: 'yellow', note: 'cyan' };
const LEVELS: Level[] = ['error', 'warning', 'note'];

/** The position and level columns of a finding's line; the message starts after them. */
const POSITION_COLUMNS = 7;
const LEVEL_COLUMNS = 7;
/** Columns of text a wrapped line keeps however narrow the terminal: narrower is harder to read than a long line. */
const MIN_TEXT_COLUMNS = 20;

function frame(f: Finding, paint: Paint): string[] {
  const snippet = f.snippet;
  if (!snippet) return [];
  const lineNo = String(f.range.start.line);
  const gutter = ' '.repeat(lineNo.length);
  // The line as written; a tab keeps one column so the underline stays under the range.
  const text = snippet.text.replace(/\t/g, ' ');
  const start = Math.max(0, f.range.start.column - 1 - snippet.offset);
  const endCol = f.range.end.line === f.range.start.line ? f.range.end.column - 1 - snippet.offset : text.length;
  const end = Math.max(start, Math.min(text.length, endCol));
  // A control character shows as two or more characters: the underline is measured on what is shown.
  const before = printable(text.slice(0, start));
  const marked = printable(text.slice(start, end));
  const prefix = snippet.offset > 0 ? '…' : '';
  return [
    `    ${paint('dim', `${lineNo} |`)} ${prefix}${before}${marked}${printable(text.slice(end))}${snippet.clipped ? '…' : ''}`,
    `    ${paint('dim', `${gutter} |`)} ${' '.repeat(prefix.length + before.length)}${paint(LEVEL_STYLE[f.level], '^'.repeat(Math.max(1, marked.length)))}`,
  ];
}

/** A file name on a line of its own: never a workflow command (a relative path keeps its meaning with ./ in front). */
function fileHeader(file: string): string {
  const shown = printable(file);
  return looksLikeWorkflowCommand(shown) ? `./${shown}` : shown;
}

interface Layout {
  paint: Paint;
  /** The terminal's width; undefined: every message on one line. */
  width?: number;
}

/**
 * `text` after `lead` (already painted, `leadColumns` wide), wrapped to the width with the later
 * lines indented by `hangColumns`, and `tail` (a rule id) after it; on one line without a width.
 */
function block(
  layout: Layout,
  lead: string,
  leadColumns: number,
  hangColumns: number,
  text: string,
  style?: Style,
  tail?: string,
): string[] {
  const { paint, width } = layout;
  const show = (t: string) => (style ? paint(style, t) : t);
  const after = tail === undefined ? '' : `  ${paint('dim', tail)}`;
  if (width === undefined) return [`${lead}${show(text)}${after}`];
  const hang = ' '.repeat(hangColumns);
  const lines = wrapText(text, Math.max(MIN_TEXT_COLUMNS, width - leadColumns), Math.max(MIN_TEXT_COLUMNS, width - hangColumns));
  const out = lines.map((line, i) => `${i === 0 ? lead : hang}${show(line)}`);
  if (tail !== undefined) {
    const last = (lines.length === 1 ? leadColumns : hangColumns) + columnsOf(lines[lines.length - 1]!);
    if (last + 2 + columnsOf(tail) <= width) out[out.length - 1] += after;
    else out.push(`${hang}${paint('dim', tail)}`);
  }
  return out;
}

/** A fix --fix applies by default (not a suggestion; the engine offers none on renders or stdin). */
function fixable(f: Finding): boolean {
  return f.fix?.kind === 'fix';
}

/**
 * One finding: position, level, message and (unless the group names it) the rule id, the code
 * frame unless the finding before it showed the same one, and the related locations.
 */
function findingLines(f: Finding, previous: Finding | undefined, indent: string, showRule: boolean, layout: Layout): string[] {
  const { paint } = layout;
  const position = `${f.range.start.line}:${f.range.start.column}`.padEnd(POSITION_COLUMNS);
  const level = f.level.padEnd(LEVEL_COLUMNS);
  const lead = `${indent}  ${paint('dim', position)} ${paint(LEVEL_STYLE[f.level], level)}  `;
  const leadColumns = indent.length + 2 + position.length + 1 + level.length + 2;
  const hangColumns = indent.length + 2 + POSITION_COLUMNS + 1 + LEVEL_COLUMNS + 2;
  const mark = fixable(f) ? ' (fixable)' : '';
  const tail = showRule ? `${f.ruleId}${mark}` : mark === '' ? undefined : mark.trim();
  const out = block(layout, lead, leadColumns, hangColumns, printable(f.message), undefined, tail);
  // Several findings on one key (a pod's `spec:`) would repeat the same two lines.
  if (!previous || !sameRange(previous, f)) for (const line of frame(f, paint)) out.push(`${indent}${line}`);
  for (const r of f.related ?? []) {
    const text = `↳ ${printable(r.file)}${r.range ? `:${r.range.start.line}:${r.range.start.column}` : ''}: ${printable(r.message)}`;
    for (const line of block(layout, `${indent}    `, indent.length + 4, indent.length + 6, text, 'dim')) out.push(line);
  }
  return out;
}

function sameRange(a: Finding, b: Finding): boolean {
  return (
    a.file === b.file &&
    a.range.start.line === b.range.start.line &&
    a.range.start.column === b.range.start.column &&
    a.range.end.line === b.range.end.line &&
    a.range.end.column === b.range.end.column
  );
}

/** Errors, then warnings, then notes; by position within a level (the order the report had for ties). */
function bySeverityThenPosition(a: Finding, b: Finding): number {
  return (
    LEVEL_RANK[b.level] - LEVEL_RANK[a.level] || a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column
  );
}

function groupedBy(findings: Finding[], key: (f: Finding) => string): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) appendTo(groups, key(f), f);
  return groups;
}

/** The findings of one file, most severe first. */
function fileLines(findings: Finding[], indent: string, showRule: boolean, layout: Layout): string[] {
  const out: string[] = [];
  let previous: Finding | undefined;
  for (const f of [...findings].sort(bySeverityThenPosition)) {
    for (const line of findingLines(f, previous, indent, showRule, layout)) out.push(line);
    previous = f;
  }
  return out;
}

function levelCounts(findings: Finding[]): Record<Level, number> {
  const counts: Record<Level, number> = { error: 0, warning: 0, note: 0 };
  for (const f of findings) counts[f.level]++;
  return counts;
}

/** Rules with errors first, then warnings, then notes; the most frequent first within a level. */
function byWorstThenCount(a: [string, Finding[]], b: [string, Finding[]]): number {
  const worst = (list: Finding[]) => list.reduce((rank, f) => Math.max(rank, LEVEL_RANK[f.level]), 0);
  return worst(b[1]) - worst(a[1]) || b[1].length - a[1].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}

/** --group-by rule: each rule with its counts, then its findings under their files. */
function ruleGroups(findings: Finding[], layout: Layout): string[] {
  const out: string[] = [];
  for (const [ruleId, list] of [...groupedBy(findings, (f) => f.ruleId)].sort(byWorstThenCount)) {
    const counts = levelCounts(list);
    const what = LEVELS.filter((l) => counts[l] > 0).map((l) => layout.paint(LEVEL_STYLE[l], plural(counts[l], l)));
    out.push(`${layout.paint('bold', ruleId)}  ${what.join(', ')}`);
    for (const [file, inFile] of groupedBy(list, (f) => f.file)) {
      out.push(`  ${layout.paint('underline', fileHeader(file))}`);
      for (const line of fileLines(inFile, '  ', false, layout)) out.push(line);
    }
    out.push('');
  }
  return out;
}

/** The count of each rule and level, the most severe first: where a long report starts to make sense. */
function ruleTable(findings: Finding[], paint: Paint): string[] {
  const rows = new Map<string, { ruleId: string; level: Level; count: number }>();
  for (const f of findings) {
    const key = `${f.level} ${f.ruleId}`;
    const row = rows.get(key);
    if (row) row.count++;
    else rows.set(key, { ruleId: f.ruleId, level: f.level, count: 1 });
  }
  // One rule: the summary line already says it all.
  if (new Set(findings.map((f) => f.ruleId)).size < 2) return [];
  const sorted = [...rows.values()].sort(
    (a, b) => LEVEL_RANK[b.level] - LEVEL_RANK[a.level] || b.count - a.count || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
  const idColumns = sorted.reduce((w, r) => Math.max(w, r.ruleId.length), 0);
  const countColumns = sorted.reduce((w, r) => Math.max(w, String(r.count).length), 0);
  return [
    'Problems per rule:',
    ...sorted.map(
      (r) =>
        `  ${r.ruleId.padEnd(idColumns)}  ${paint(LEVEL_STYLE[r.level], r.level.padEnd(LEVEL_COLUMNS))}  ${String(r.count).padStart(countColumns)}`,
    ),
    '',
  ];
}

export const stylish: Formatter = (report, { color, width, groupBy }) => {
  const paint: Paint = (style, text) => (color ? `\u001b[${STYLES[style][0]}m${text}\u001b[${STYLES[style][1]}m` : text);
  const layout: Layout = { paint, width };
  const findings = activeFindings(report);
  const out: string[] = [];
  if (groupBy === 'rule') {
    for (const line of ruleGroups(findings, layout)) out.push(line);
  } else {
    for (const [file, inFile] of groupedBy(findings, (f) => f.file)) {
      out.push(paint('underline', fileHeader(file)));
      for (const line of fileLines(inFile, '', true, layout)) out.push(line);
      out.push('');
    }
  }
  for (const line of ruleTable(findings, paint)) out.push(line);
  const hasProblems = findings.length > 0;
  const worst = findings.some((f) => f.level === 'error') ? 'red' : hasProblems ? 'yellow' : 'green';
  out.push(paint(worst, `${hasProblems ? '✖' : '✔'} ${summaryLine(report)}`));
  const fixes = findings.filter(fixable).length;
  const suggestions = findings.filter((f) => f.fix?.kind === 'suggestion').length;
  if (fixes > 0 || suggestions > 0) {
    const more = suggestions > 0 ? `${fixes > 0 ? ', ' : ''}${suggestions} with --fix --fix-type suggestion` : '';
    const text = `${fixes > 0 ? `${fixes} finding${fixes === 1 ? '' : 's'} fixable with --fix` : ''}${more}`;
    for (const line of block(layout, '  ', 2, 4, text)) out.push(line);
  }
  return `${out.join('\n')}\n`;
};
