// The one place where the linter's positions meet the protocol's. Findings count lines and
// columns from 1, columns in UTF-16 code units, with an exclusive end; LSP counts both from 0,
// also in UTF-16 code units (the protocol's default position encoding), also with an exclusive
// end. The linter reads a file without its byte order mark, so on the first line of a buffer
// that starts with one every column is one code unit further right in the editor.
import type { Position as LspPosition, Range as LspRange } from 'vscode-languageserver';
import type { Position, Range } from '../core/types.js';

const BOM = 0xfeff;

/** Whether the buffer starts with a byte order mark, which the linter does not count. */
export function startsWithBom(text: string): boolean {
  return text.charCodeAt(0) === BOM;
}

export function toLspPosition(p: Position, bom = false): LspPosition {
  const line = Math.max(0, p.line - 1);
  return { line, character: Math.max(0, p.column - 1) + (bom && line === 0 ? 1 : 0) };
}

export function toLspRange(r: Range, bom = false): LspRange {
  return { start: toLspPosition(r.start, bom), end: toLspPosition(r.end, bom) };
}

/** Whether `p` lies in `r` (its end included, so a cursor just after a word still counts). */
export function rangeContains(r: LspRange, p: LspPosition): boolean {
  const after = (a: LspPosition, b: LspPosition) => a.line > b.line || (a.line === b.line && a.character >= b.character);
  return after(p, r.start) && after(r.end, p);
}

export function sameRange(a: LspRange, b: LspRange): boolean {
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}
