// Human output: findings grouped by file, each with the source line underlined.
import type { Finding } from '../core/types.js';
import { printable } from '../core/printable.js';
import { looksLikeWorkflowCommand } from './escape.js';
import { activeFindings, summaryLine, type Formatter } from './report.js';

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

const LEVEL_STYLE: Record<Finding['level'], Style> = { error: 'red', warning: 'yellow', note: 'cyan' };

function frame(f: Finding, paint: (s: Style, t: string) => string): string[] {
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

export const stylish: Formatter = (report, { color }) => {
  const paint = (style: Style, text: string) => (color ? `\u001b[${STYLES[style][0]}m${text}\u001b[${STYLES[style][1]}m` : text);
  const out: string[] = [];
  const byFile = new Map<string, Finding[]>();
  for (const f of activeFindings(report)) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, findings] of byFile) {
    out.push(paint('underline', fileHeader(file)));
    for (const f of findings) {
      const pos = `${f.range.start.line}:${f.range.start.column}`;
      out.push(
        `  ${paint('dim', pos.padEnd(7))} ${paint(LEVEL_STYLE[f.level], f.level.padEnd(7))}  ${printable(f.message)}  ${paint('dim', f.ruleId)}`,
      );
      out.push(...frame(f, paint));
      for (const r of f.related ?? [])
        out.push(
          `    ${paint('dim', `↳ ${printable(r.file)}${r.range ? `:${r.range.start.line}:${r.range.start.column}` : ''}: ${printable(r.message)}`)}`,
        );
    }
    out.push('');
  }
  const hasProblems = byFile.size > 0;
  const worst = activeFindings(report).some((f) => f.level === 'error') ? 'red' : hasProblems ? 'yellow' : 'green';
  out.push(paint(worst, `${hasProblems ? '✖' : '✔'} ${summaryLine(report)}`));
  return `${out.join('\n')}\n`;
};
