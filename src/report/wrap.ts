// Text broken into lines that fit a terminal, for the human formats. Callers wrap only when stdout
// is a terminal: a CI log keeps each message on one line, for grep and for log viewers.
import { looksLikeWorkflowCommand } from './escape.js';

/**
 * Columns a string takes, counted as code points. A wide (CJK) glyph counts one, so such a line
 * may end short of the edge or run past it; manifests' values are mostly ASCII.
 */
export function columnsOf(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

interface Piece {
  text: string;
  /** Its width in columns. */
  columns: number;
  /** What joined it to the piece before it in the text: a space, or nothing inside a cut word. */
  joiner: ' ' | '';
}

/**
 * `text` broken at spaces into lines of at most `first` columns (the first line) and `rest`
 * columns (the others); a word longer than a line is cut. The caller puts something other than
 * white space before the first line and indents the others.
 *
 * No line after the first reads as a GitHub workflow command: the runner trims white space from a
 * log line and obeys what starts with `::`, so an indent is no protection. Such a line is joined
 * back to the line before it, which then runs past the width.
 */
export function wrapText(text: string, first: number, rest: number): string[] {
  const pieces: Piece[] = [];
  const limit = () => Math.max(1, pieces.length === 0 ? first : rest);
  let line: Piece | undefined;
  const words = text.split(' ');
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    const columns = columnsOf(word);
    if (line !== undefined && line.columns + 1 + columns <= limit()) {
      line.text += ` ${word}`;
      line.columns += 1 + columns;
      continue;
    }
    if (line !== undefined) pieces.push(line);
    line = { text: word, columns, joiner: ' ' };
    if (columns <= limit()) continue;
    // Longer than a whole line: cut into pieces of a line each.
    const chars = Array.from(word);
    let at = 0;
    while (chars.length - at > limit()) {
      const width = limit();
      pieces.push({ text: chars.slice(at, at + width).join(''), columns: width, joiner: at === 0 ? ' ' : '' });
      at += width;
    }
    line = { text: chars.slice(at).join(''), columns: chars.length - at, joiner: '' };
  }
  if (line !== undefined) pieces.push(line);
  const out: string[] = [];
  for (const piece of pieces) {
    if (out.length > 0 && looksLikeWorkflowCommand(piece.text)) out[out.length - 1] += `${piece.joiner}${piece.text}`;
    else out.push(piece.text);
  }
  return out;
}
