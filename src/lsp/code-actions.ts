// Quick fixes for the findings under the cursor: the rule's fixes (when it has them), a comment
// directive for the line, and the ignore annotation on the object.
import { CodeActionKind, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import { printable } from '../core/printable.js';
import type { Finding } from '../core/types.js';
import type { FixSource } from './fixes.js';
import { toLspRange } from './positions.js';
import { disableNextLineEdit, EditableText, ignoreAnnotationEdit } from './suppress-edits.js';

export interface FindingUnderCursor {
  finding: Finding;
  diagnostic: Diagnostic;
}

export function codeActionsFor(uri: string, text: string, found: readonly FindingUnderCursor[], fixes: FixSource): CodeAction[] {
  if (found.length === 0) return [];
  const file = new EditableText(text);
  const edit = (edits: TextEdit[]) => ({ changes: { [uri]: edits } });
  const actions: CodeAction[] = [];
  for (const { finding, diagnostic } of found) {
    for (const fix of fixes.fixesFor(finding, text)) {
      actions.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: edit(fix.edits.map((e) => ({ range: toLspRange(e.range, file.bom), newText: e.newText }))),
      });
    }
  }
  // The suppressions after every fix, so that the first actions in the menu repair something.
  for (const { finding, diagnostic } of found) {
    const line = disableNextLineEdit(file, finding);
    if (line)
      actions.push({
        title: `Disable ${finding.ruleId} for this line`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: edit([line]),
      });
    const annotation = ignoreAnnotationEdit(file, finding);
    if (annotation && finding.object)
      actions.push({
        // Kind and name come from the manifest: shown with their control characters made visible.
        title: printable(`Ignore ${finding.ruleId} on ${finding.object.kind} ${(finding.object.name ?? '').slice(0, 80)}`.trimEnd()),
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: edit([annotation]),
      });
  }
  return actions;
}
