// Workflow-command annotations within GitHub's per-step limits: it shows at most 10 error,
// 10 warning and 10 notice annotations per step and drops the rest silently. The most severe
// findings get the slots, and one notice says how many more there are and where to see them.
import type { Finding, Level } from '../core/types.js';
import { originOf } from './annotation-targets.js';
import { escapeData, escapeProperty, workflowCommand } from '../report/github.js';

export type Budget = Record<Level, number>;

export const STEP_LIMITS: Budget = { error: 10, warning: 10, note: 10 };

export interface Selection {
  annotated: Finding[];
  /** Findings that did not fit (none of their annotation targets did). */
  left: number;
  /** Whether the closing notice is due: something did not fit, or `reserveNotice`. */
  notice: boolean;
}

/**
 * The findings to annotate: errors first, then warnings, then notes, each in report order.
 * The closing notice uses one of the notice slots, so notes get one slot less when it is due.
 */
export function selectForStep(findings: Finding[], reserveNotice = false, limits: Budget = STEP_LIMITS): Selection {
  const byLevel: Record<Level, Finding[]> = { error: [], warning: [], note: [] };
  for (const f of findings) byLevel[f.level].push(f);
  const overflow = byLevel.error.length > limits.error || byLevel.warning.length > limits.warning || byLevel.note.length > limits.note;
  const notice = overflow || reserveNotice;
  const noteSlots = Math.max(0, notice ? limits.note - 1 : limits.note);
  const annotated = [
    ...byLevel.error.slice(0, limits.error),
    ...byLevel.warning.slice(0, limits.warning),
    ...byLevel.note.slice(0, noteSlots),
  ];
  // An extra target (a values-file line) left out is no finding left out when its own line got one.
  const left = new Set(findings.map(originOf)).size - new Set(annotated.map(originOf)).size;
  return { annotated, left, notice };
}

export function noticeCommand(message: string, title = 'ai-k8s-lint'): string {
  return `::notice title=${escapeProperty(title)}::${escapeData(message)}`;
}

export interface WorkflowAnnotationOptions {
  /** Findings left out by filter-mode, and the mode's name. */
  filteredOut?: number;
  filterMode?: string;
  /** Where to see everything, e.g. "the job summary, the log above and ai-k8s-lint.sarif". */
  seeAlso: string;
  /** Slots left for this step (other annotations of the step use some). */
  limits?: Budget;
}

/** The workflow-command lines (with newlines) for the findings to annotate. */
export function workflowAnnotations(findings: Finding[], options: WorkflowAnnotationOptions): string {
  const filteredOut = options.filteredOut ?? 0;
  const sel = selectForStep(findings, filteredOut > 0, options.limits);
  const lines = sel.annotated.map((f) => workflowCommand(f));
  if (sel.notice) {
    const parts: string[] = [];
    if (sel.left > 0)
      parts.push(
        `${sel.left} more finding${sel.left === 1 ? ' is' : 's are'} not annotated here: GitHub shows at most ${STEP_LIMITS.error} error, ${STEP_LIMITS.warning} warning and ${STEP_LIMITS.note} notice annotations per step, so the most severe were chosen.`,
      );
    if (filteredOut > 0)
      parts.push(
        `${filteredOut} finding${filteredOut === 1 ? ' is' : 's are'} outside the lines this pull request changes and not annotated (filter-mode: ${options.filterMode ?? 'added'}).`,
      );
    parts.push(`All findings: ${options.seeAlso}.`);
    lines.push(noticeCommand(parts.join(' ')));
  }
  return lines.map((l) => `${l}\n`).join('');
}
