// How text from a manifest or a file name is shown. Values reach terminals, CI logs and rendered
// Markdown, and none of them may take a value for instructions: a control character, a line
// break or a bidi override must be seen, never obeyed, and Markdown must show a value as text.
import { printable } from '../core/printable.js';

/**
 * Whether a line would be read as a GitHub workflow command: the runner trims leading white
 * space and takes what starts with `::`.
 */
export function looksLikeWorkflowCommand(line: string): boolean {
  return line.trimStart().startsWith('::');
}

/**
 * Characters JSON.stringify leaves raw that a log viewer would act on. In JSON text they can only
 * stand inside strings, where a \u escape is the same value.
 */
const JSON_RAW_UNSHOWABLE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON text (from JSON.stringify, which already escapes C0 and lone surrogates) with those escaped too. */
export function jsonForLogs(json: string): string {
  // Of those characters only DEL is ASCII: text that is all ASCII (as many a report is, a
  // UTF-8 length equal to its length) and has no DEL has none. Two native scans cost half
  // the regular expression's character by character.
  if (Buffer.byteLength(json) === json.length && !json.includes('\u007f')) return json;
  return json.replace(JSON_RAW_UNSHOWABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Markdown that renders as the text itself: no link, image, emphasis, heading, code span, raw
 * HTML, entity or table cell break can come from it. `<`, `>` and `&` become entities; the other
 * punctuation Markdown (and GitHub's extensions: `~` strikethrough, `$` math, `|` cells) gives a
 * meaning is backslash-escaped, which CommonMark allows for any ASCII punctuation, GFM tables
 * honour for `|`, and which works in link text. Line breaks were made visible by printable(), so
 * a value stays on its line (a lone CR ends a line in CommonMark). Bare URLs still autolink on
 * GitHub, but such a link shows its own address.
 * Not for code spans, where backslashes are literal: values are never put in one.
 */
export function markdownText(s: string): string {
  return printable(s).replace(/[\\`*_[\]()!#~|$<>&]/g, (c) => MARKDOWN_ENTITY[c] ?? `\\${c}`);
}

const MARKDOWN_ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

/** A URL as a Markdown link destination: parentheses and anything else that could end it are percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[\s()<>\\`\u0000-\u001f\u007f]/g, (c) => (c === '(' ? '%28' : c === ')' ? '%29' : encodeURIComponent(c)));
}
