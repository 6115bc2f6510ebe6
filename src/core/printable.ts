// Text from a manifest or a file name made safe to print: a value may reach a terminal, a CI log
// or an error line, and none of them may take it for instructions. The formatters and the
// engine's own error messages share this one definition.

/**
 * What a terminal or a log viewer would act on instead of showing: C0 controls (line breaks and
 * tabs included: a value has no line structure of its own), DEL, C1 controls (U+009B is an 8-bit
 * CSI), the line and paragraph separators, bidi embeddings, overrides, isolates and marks (they
 * make text display in an order other than the one it has), and lone surrogates. Each alternative
 * is one code unit with at most a one-unit look-around: linear on any input.
 */
const UNSHOWABLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function shown(c: string): string {
  const code = c.charCodeAt(0);
  // Caret notation, as `cat -v` and terminals' own echo show them: ESC is ^[, NUL ^@, LF ^J.
  if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
  if (code === 0x7f) return '^?';
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text with every character a terminal would obey made visible; printable(printable(s)) === printable(s). */
export function printable(s: string): string {
  return s.replace(UNSHOWABLE, shown);
}
