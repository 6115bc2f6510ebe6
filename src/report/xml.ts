// Values in XML reports (JUnit, checkstyle). They come from manifests and file names.
import { printable } from '../core/printable.js';

/**
 * A value as XML attribute or element text. Control characters and line breaks are made visible
 * first: XML 1.0 cannot hold most C0 controls, and a CR or LF from a value must not start a line
 * of a CI log (the report's own line breaks are the only ones). Noncharacters are dropped. With
 * `<`, `>` and `&` escaped, `]]>` and markup cannot appear either.
 */
export function xmlText(s: string): string {
  return printable(s)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
