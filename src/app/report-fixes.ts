// The fixes of a report's findings as text edits on their files, for the formats that carry them
// (SARIF `fixes`, JSON `fix.edit`): fixes, not suggestions. Planned after the run from each file's
// text, read once, each on its document; at most MAX_PLANNED_FIXES, the rest keep their change set only.
import { resolve } from 'node:path';
import type { Finding } from '../core/types.js';
import { FilePlanner } from '../fix/plan.js';
import { readEditable } from './fix-run.js';
import { memo } from '../core/memo.js';

export const MAX_PLANNED_FIXES = 2000;

export function planReportFixes(findings: readonly Finding[], cwd: string): void {
  const planners = new Map<string, FilePlanner | undefined>();
  let planned = 0;
  for (const f of findings) {
    if (planned >= MAX_PLANNED_FIXES) break;
    // Suggestions are planned where they are taken (--fix-type suggestion, the editor, a review):
    // on every pod, as the token one is, planning them all would double the run.
    if (f.fix?.kind !== 'fix' || f.suppressed) continue;
    const absolute = resolve(cwd, f.file);
    const planner = memo(planners, absolute, () => {
      const text = readEditable(absolute)?.text;
      return text === undefined ? undefined : new FilePlanner(text);
    });
    if (!planner) continue;
    const text = planner.text;
    planned++;
    const edit = planner.plan(f.docIndex ?? 0, f.fix);
    if (!edit || edit.text === text.slice(edit.start, edit.end)) continue;
    f.fixEdit = { range: planner.rangeOf(edit), text: edit.text };
  }
}
