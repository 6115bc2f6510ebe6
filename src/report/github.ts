// GitHub Actions workflow commands: one annotation per finding, with the exact range.
import type { Finding } from '../core/types.js';
import { printable } from '../core/printable.js';
import { activeFindings, type Formatter } from './report.js';

const COMMAND: Record<Finding['level'], string> = { error: 'error', warning: 'warning', note: 'notice' };

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function workflowCommand(f: Finding): string {
  const props = [
    `file=${escapeProperty(f.file)}`,
    `line=${f.range.start.line}`,
    `endLine=${f.range.end.line}`,
    // GitHub ignores columns on multi-line annotations.
    ...(f.range.start.line === f.range.end.line ? [`col=${f.range.start.column}`, `endColumn=${f.range.end.column}`] : []),
    `title=${escapeProperty(`ai-k8s-lint (${f.ruleId})`)}`,
  ];
  // The message is shown in the log and the annotation: control characters from values made visible (escape.ts).
  return `::${COMMAND[f.level]} ${props.join(',')}::${escapeData(printable(f.message))}`;
}

export const github: Formatter = (report) =>
  activeFindings(report)
    .map((f) => `${workflowCommand(f)}\n`)
    .join('');
