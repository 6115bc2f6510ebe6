// A located key as a line and columns, the shape the values and patch locators return (the
// engine's SourceLocation adds the file and a Range).
import type { LoadedFile } from './load.js';
import type { OffsetRange } from './positions.js';

/** 1-based line and columns (UTF-16 code units); `endColumn` is exclusive. */
export interface KeyLocation {
  line: number;
  column: number;
  /** End of the key (or of the list item when the path ends at one that is a scalar). */
  endColumn: number;
  /** End of the key's one-line scalar value, for a range over `key: value` as in plain files. */
  valueEndColumn?: number;
}

/**
 * A range from `locate` (a key, extended over its one-line scalar value) as a location: the key's
 * own end is found on its line (a quoted key, or the text before `: `), the value's end kept apart.
 */
export function keyLocationOf(file: LoadedFile, range: OffsetRange): KeyLocation {
  const start = file.lines.position(range.start);
  const lineEnd = file.lines.lineEnd(range.start);
  const end = Math.min(range.end, lineEnd);
  const keyEnd = keyEndIn(file.text, range.start, end);
  const location: KeyLocation = { line: start.line, column: start.column, endColumn: start.column + ((keyEnd ?? end) - range.start) };
  if (keyEnd !== undefined && file.text.slice(keyEnd, end).replace(':', '').trim() !== '')
    location.valueEndColumn = start.column + (end - range.start);
  return location;
}

/** The end of a mapping key that starts at `start`, when the text up to `end` is `key: value`. */
function keyEndIn(text: string, start: number, end: number): number | undefined {
  let i = start;
  const c = text.charCodeAt(start);
  if (c === 34 || c === 39) {
    for (i = start + 1; i < end; i++) {
      const d = text.charCodeAt(i);
      if (c === 34 && d === 92) i++;
      else if (d === c) break;
    }
    if (i >= end) return undefined;
    const close = i + 1;
    let j = close;
    while (j < end && text.charCodeAt(j) === 32) j++;
    return text.charCodeAt(j) === 58 ? close : undefined;
  }
  for (; i < end; i++) {
    if (text.charCodeAt(i) !== 58) continue;
    const next = text.charCodeAt(i + 1);
    if (i + 1 >= end || next === 32 || next === 9) {
      let keyEnd = i;
      while (keyEnd > start && text.charCodeAt(keyEnd - 1) === 32) keyEnd--;
      return keyEnd;
    }
  }
  return undefined;
}
