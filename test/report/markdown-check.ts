// A small reader for the Markdown the formatters write: table cells split the way GFM splits
// them, and what a cell holding a value must (not) contain to render as plain text.

/** The cells of a GFM table row, split at pipes no backslash escapes; undefined for other lines. */
export function tableCells(row: string): string[] | undefined {
  if (!row.startsWith('|')) return undefined;
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (c === '\\' && i + 1 < row.length) {
      cell += c + row[++i]!;
    } else if (c === '|') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  // The row's own leading and trailing pipes leave an empty piece at each end.
  return cells.slice(1, -1).map((s) => s.trim());
}

/** Characters that mean something in (GitHub's) Markdown when not backslash-escaped. */
const SPECIAL = new Set(['\\', '`', '*', '_', '[', ']', '(', ')', '!', '#', '~', '|', '$', '<', '>']);

/**
 * What in `text` (a value as the formatter wrote it) a Markdown renderer would not show as
 * text: unescaped special characters, entities other than the three the escaping writes, and
 * raw line breaks or control characters. Empty when the text renders as itself.
 */
export function markupIn(text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      // Backslash escapes work for ASCII punctuation only; before anything else it is literal.
      if (/[!-/:-@[-`{-~]/.test(text[i + 1] ?? '')) i++;
      else found.push(`unescaped \\ at ${i}`);
    } else if (c === '&') {
      const entity = /^&(lt|gt|amp);/.exec(text.slice(i, i + 5));
      if (entity) i += entity[0].length - 1;
      else found.push(`raw & at ${i}`);
    } else if (SPECIAL.has(c)) found.push(`unescaped ${c} at ${i}`);
    else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(c))
      found.push(`raw U+${c.charCodeAt(0).toString(16).padStart(4, '0')} at ${i}`);
  }
  return found;
}

/** The text a renderer shows for a cell without markup: backslash escapes and entities undone. */
export function renderedText(text: string): string {
  return text.replace(
    /\\([!-/:-@[-`{-~])|&(lt|gt|amp);/g,
    (_m, c: string | undefined, e: string | undefined) => c ?? { lt: '<', gt: '>', amp: '&' }[e!]!,
  );
}

/** `[text](url)` taken apart: the link text ends at the first unescaped `]`. */
export function link(cell: string): { text: string; url: string } | undefined {
  if (!cell.startsWith('[')) return undefined;
  for (let i = 1; i < cell.length; i++) {
    if (cell[i] === '\\') i++;
    else if (cell[i] === ']') {
      const rest = /^\(([^()\s<>]*)\)$/.exec(cell.slice(i + 1));
      return rest ? { text: cell.slice(1, i), url: rest[1]! } : undefined;
    }
  }
  return undefined;
}
