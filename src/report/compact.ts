// `--format compact`: one line per finding, `file:line:col: level message [rule-id]`, for editors'
// error parsers and for grep. Nothing else is printed, so a clean run prints nothing.
import type { Finding } from '../core/types.js';
import { printable } from '../core/printable.js';
import { looksLikeWorkflowCommand } from './escape.js';
import { activeFindings, lazyMap, type Formatter, type LintReport } from './report.js';

/**
 * One finding on one line: line breaks and control characters of the message and the file name
 * are made visible (printable), and a file name that would start a workflow command gets `./`.
 */
export function compactLine(f: Finding): string {
  const shown = printable(f.file);
  const file = looksLikeWorkflowCommand(shown) ? `./${shown}` : shown;
  return `${file}:${f.range.start.line}:${f.range.start.column}: ${f.level} ${printable(f.message)} [${f.ruleId}]\n`;
}

export const compact: Formatter = Object.assign((report: LintReport) => activeFindings(report).map(compactLine).join(''), {
  chunks: (report: LintReport) => lazyMap(activeFindings(report), compactLine),
});
