// Where the rules' own fixes plug into the editor. A fix is a set of edits on the finding's file
// that makes the finding go away (set the request to the limit, quote an `on`): the finding's
// change set (Finding.fix) made text edits by src/fix against the text the editor has, as --fix
// does; the code actions offer it first, as the preferred quick fix. Fixes and suggestions alike:
// in the editor the user reads the change before taking it.
import type { Finding, Range } from '../core/types.js';
import { FilePlanner } from '../fix/plan.js';

export interface FileEdit {
  /** In the finding's coordinates: 1-based lines and UTF-16 columns, end exclusive. */
  range: Range;
  newText: string;
}

export interface Fix {
  title: string;
  edits: FileEdit[];
}

export interface FixSource {
  /** The fixes of a finding, given the text it was found in. */
  fixesFor(finding: Finding, text: string): Fix[];
}

export const NO_FIXES: FixSource = { fixesFor: () => [] };

/** The rules' change sets, planned on the editor's text (a byte order mark is not part of the finding's coordinates). */
export const RULE_FIXES: FixSource = {
  fixesFor(finding, text) {
    if (!finding.fix) return [];
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const planner = new FilePlanner(body);
    const edit = planner.plan(finding.docIndex ?? 0, finding.fix);
    if (!edit || edit.text === body.slice(edit.start, edit.end)) return [];
    const title = finding.fix.kind === 'suggestion' ? `${finding.fix.description} (changes runtime behaviour)` : finding.fix.description;
    return [{ title, edits: [{ range: planner.rangeOf(edit), newText: edit.text }] }];
  },
};
