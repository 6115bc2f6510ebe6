// Which lines of the text a block scalar (`|`, `>`, with their indicators) takes, as the `yaml`
// package's lexer decides it (parse/lexer.js, parseBlockScalar, yaml@2.9, pinned): the js-yaml
// reader takes the value from js-yaml and needs the range the library gives the scalar.
// A scan of the text, line by line, without regular expressions.

export interface BlockScalarExtent {
  /** Where the content lines start: after the header line's line break. */
  contentStart: number;
  /** The scalar's range[1]: after the line break of the last line it takes, or the end of the text. */
  end: number;
  /** A `+` indicator: the trailing blank lines are part of the value (and of the range). */
  keep: boolean;
  /** How far the content lines are indented (from the indicator, else the first of them); Infinity when none is. */
  contentIndent: number;
  /** A line of spaces only, more of them than contentIndent, before the first content line or after the last (up to `end`). */
  wideBlank: boolean;
}

/**
 * The extent of the block scalar whose header (`|` or `>`) is at `header`. `indentNext` is the
 * lexer's minimum indentation there: the column of the scalar's key or `-`, plus one.
 * Undefined when the header line is the last line, or when a tab indents the line after the
 * scalar less than its content (the lexer takes such lines into the scalar, to report them).
 */
export function blockScalarExtent(text: string, header: number, indentNext: number): BlockScalarExtent | undefined {
  let keep = false;
  let explicit = -1;
  let i = header + 1;
  for (; ; i++) {
    const c = text.charCodeAt(i);
    if (c === 43 /* + */) keep = true;
    else if (c > 48 && c <= 57) explicit = c - 49;
    else if (c !== 45 /* - */) break;
  }
  const headerEnd = text.indexOf('\n', i);
  if (headerEnd === -1) return undefined;
  const contentStart = headerEnd + 1;
  // The first line with content decides the indentation (without an indicator); blank lines before it do not.
  let nl = headerEnd;
  let indent = 0;
  let widestLeading = 0;
  for (let j = contentStart; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 32) indent++;
    else if (c === 10) {
      nl = j;
      if (indent > widestLeading) widestLeading = indent;
      indent = 0;
    } else if (c !== 13 || text.charCodeAt(j + 1) !== 10) break;
  }
  let contentIndent = explicit === -1 ? Infinity : explicit + indentNext;
  let wideBlank = false;
  if (indent >= indentNext) {
    if (explicit === -1) contentIndent = indent;
    // Between content lines a wide line of spaces is content (its extra spaces) for both readers.
    let wideTrailing = false;
    // Every following line that is blank or indented enough belongs to the scalar.
    for (;;) {
      const start = nl + 1;
      let spaces = 0;
      let c = text.charCodeAt(start);
      while (c === 32) c = text.charCodeAt(start + ++spaces);
      if (c === 13 && text.charCodeAt(start + spaces + 1) === 10) c = 10;
      if (c === 10 || start + spaces === text.length) {
        if (spaces > contentIndent) wideTrailing = true;
      } else if (spaces < contentIndent) break;
      else wideTrailing = false;
      nl = text.indexOf('\n', start + spaces);
      if (nl === -1) {
        nl = text.length;
        break;
      }
    }
    wideBlank = widestLeading > contentIndent || wideTrailing;
  } else if (widestLeading > contentIndent) wideBlank = true;
  let after = nl + 1;
  while (text.charCodeAt(after) === 32) after++;
  if (text.charCodeAt(after) === 9) return undefined;
  if (!keep) {
    // Trailing blank lines are not part of it, unless they are indented more than its first line.
    for (;;) {
      let j = nl - 1;
      let c = text.charCodeAt(j);
      if (c === 13) c = text.charCodeAt(--j);
      const lastChar = j;
      while (c === 32) c = text.charCodeAt(--j);
      if (c === 10 && j >= contentStart && j + 1 + indent > lastChar) nl = j;
      else break;
    }
  }
  return { contentStart, end: Math.min(nl + 1, text.length), keep, contentIndent, wideBlank };
}
