// The shared escaping of values (formatters/escape.ts): what a terminal, a log or Markdown gets.
import { describe, expect, it } from 'vitest';
import { printable } from '../../src/core/printable.js';
import { jsonForLogs, looksLikeWorkflowCommand, markdownText, markdownUrl } from '../../src/report/escape.js';

/** Any character a terminal or log viewer acts on, or that reorders what is displayed. */
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('printable', () => {
  it('shows C0 controls and DEL in caret notation, so ESC sequences, BEL and NUL are seen, not obeyed', () => {
    expect(printable('a\u001b[2J\u001b]0;TITLE\u0007\u001b]52;c;cHduZWQ=\u0007')).toBe('a^[[2J^[]0;TITLE^G^[]52;c;cHduZWQ=^G');
    expect(printable('n\u0000u\u007fl')).toBe('n^@u^?l');
    expect(printable('tab\there')).toBe('tab^Ihere');
  });
  it('a lone CR, a lone LF and CRLF in a value stay on the line', () => {
    expect(printable('a\rb\nc\r\nd')).toBe('a^Mb^Jc^M^Jd');
  });
  it('shows C1 controls (8-bit CSI), line separators, bidi overrides and lone surrogates as \\u escapes', () => {
    expect(printable('x\u009b31my')).toBe('x\\u009B31my');
    expect(printable('\u0085\u2028\u2029')).toBe('\\u0085\\u2028\\u2029');
    expect(printable('s\u202eevil\u202c \u2066x\u2069 \u200f')).toBe('s\\u202Eevil\\u202C \\u2066x\\u2069 \\u200F');
    expect(printable('a\ud800b\udc00')).toBe('a\\uD800b\\uDC00');
  });
  it('leaves text alone: Unicode letters, emoji (surrogate pairs) and punctuation', () => {
    const text = 'Deployment "ünïcødé-名前" 🔴 `x` | <b> ::error:: %0A';
    expect(printable(text)).toBe(text);
  });
  it('is idempotent and leaves nothing a terminal would act on', () => {
    const all = Array.from({ length: 0x2100 }, (_, i) => String.fromCharCode(i)).join('') + '\ud800\udfff\udc00';
    const once = printable(all);
    expect(once).not.toMatch(RAW_CONTROL);
    expect(printable(once)).toBe(once);
  });
});

describe('looksLikeWorkflowCommand', () => {
  it('is what the runner takes for a command: `::` after leading white space', () => {
    expect(looksLikeWorkflowCommand('::error::x')).toBe(true);
    expect(looksLikeWorkflowCommand(' \t::warning title=X::a.yaml')).toBe(true);
    expect(looksLikeWorkflowCommand('./::error::x')).toBe(false);
    expect(looksLikeWorkflowCommand('a::b')).toBe(false);
  });
});

describe('jsonForLogs', () => {
  it('escapes what JSON.stringify leaves raw (DEL, C1, bidi, separators); the value is the same', () => {
    const value = { s: 'a\u007f\u009b[31m\u202eb\u2028\u0085c\u001b' };
    const text = jsonForLogs(JSON.stringify(value));
    expect(text).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(text)).toEqual(value);
  });
  it('escapes a DEL in text that is otherwise ASCII, and leaves other text as it is', () => {
    expect(jsonForLogs('{"s":"a\u007fb"}')).toBe('{"s":"a\\u007fb"}');
    expect(jsonForLogs('{"s":"ab"}')).toBe('{"s":"ab"}');
    expect(jsonForLogs('{"s":"café 日本"}')).toBe('{"s":"café 日本"}');
    expect(jsonForLogs('{"s":"é\u0085"}')).toBe('{"s":"é\\u0085"}');
  });
});

describe('markdownText', () => {
  /** The text a CommonMark renderer shows for escaped text: backslash escapes and our three entities undone. */
  const rendered = (md: string) =>
    md.replace(
      /\\([!-/:-@[-`{-~])|&(lt|gt|amp);/g,
      (_m, c: string | undefined, e: string | undefined) => c ?? { lt: '<', gt: '>', amp: '&' }[e!]!,
    );

  it('the review: a link and an image in a Deployment name stay text', () => {
    const md = markdownText('[click here](https://evil.example/phish) ![p](https://evil.example/pixel.png)');
    expect(md).toBe('\\[click here\\]\\(https://evil.example/phish\\) \\!\\[p\\]\\(https://evil.example/pixel.png\\)');
    expect(md).not.toMatch(/(^|[^\\])[[\]()]/);
  });
  it('the review: a lone CR cannot end the table row and start a heading or a list', () => {
    const md = markdownText('x **bold**\r# HEADING-VIA-CR\r- list');
    expect(md).not.toMatch(/[\r\n]/);
    expect(md).toBe('x \\*\\*bold\\*\\*^M\\# HEADING-VIA-CR^M- list');
  });
  it('raw HTML, entities, backticks, strikethrough, math and pipes are escaped', () => {
    const md = markdownText('<img src=x onerror=alert(1)></details>&lt; `code` ~~s~~ $x$ a|b c\\|d');
    expect(md).not.toContain('<');
    expect(md).not.toContain('>');
    expect(md).toBe('&lt;img src=x onerror=alert\\(1\\)&gt;&lt;/details&gt;&amp;lt; \\`code\\` \\~\\~s\\~\\~ \\$x\\$ a\\|b c\\\\\\|d');
  });
  it('renders as exactly the printable text, for any input', () => {
    const sample = 'a\\b`c*d_e[f]g(h)i!j#k~l|m$n<o>p&q\u001b\r\n\u202e\ud800{}+-.:;=?@^"\'/,%';
    expect(rendered(markdownText(sample))).toBe(printable(sample));
  });
});

describe('markdownUrl', () => {
  it('percent-encodes what would end a link destination', () => {
    expect(markdownUrl('https://github.com/o/r/blob/sha/a)b(c%20d.yaml#L3')).toBe('https://github.com/o/r/blob/sha/a%29b%28c%20d.yaml#L3');
    expect(markdownUrl('https://x/a b<c>\\`\n')).toBe('https://x/a%20b%3Cc%3E%5C%60%0A');
  });
});
