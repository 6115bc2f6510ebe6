// The text a change writes: block YAML in the style of the file around it (its indentation step
// and line ends), scalars plain where Kubernetes reads them back as the same string, else
// double-quoted. Written here, not by a YAML library's stringify, so that what is plain is decided
// by the Kubernetes reading of scalars (src/yaml/scalars.ts: `on`, `0755` and `1` are quoted).
import { resolvePlainScalar } from '../yaml/scalars.js';
import type { FixValue } from '../core/change-set.js';

/** Characters a plain scalar may not start with (YAML indicators). */
const INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`']);

function isPlainSafe(s: string): boolean {
  if (s === '' || s.trim() !== s || INDICATORS.has(s[0]!)) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Control characters, line breaks and non-ASCII separators go quoted.
    if (c < 0x20 || c === 0x7f || c === 0x85 || c === 0x2028 || c === 0x2029 || c === 0xfeff) return false;
  }
  // `key: value` and ` #comment` would be read as structure; a trailing `:` as a key.
  if (s.includes(': ') || s.includes(' #') || s.endsWith(':') || s.includes(',') || s.includes('{') || s.includes('[')) return false;
  const { value, ambiguity } = resolvePlainScalar(s);
  return value === s && ambiguity === undefined;
}

/** A scalar as YAML text. */
export function scalarText(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value}`);
    return String(value);
  }
  return isPlainSafe(value) ? value : quoted(value);
}

/** A double-quoted YAML scalar: JSON's escapes are YAML's (and U+2028/2029 are escaped too). */
export function quoted(value: string): string {
  return JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isScalar(value: FixValue): value is string | number | boolean | null {
  return value === null || typeof value !== 'object';
}

function isEmpty(value: FixValue): boolean {
  return !isScalar(value) && (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0);
}

/** A value in flow style: `{a: 1, b: [x]}`. */
export function flowText(value: FixValue): string {
  if (isScalar(value)) return scalarText(value);
  if (Array.isArray(value)) return `[${value.map(flowText).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${scalarText(k)}: ${flowText(v)}`)
    .join(', ')}}`;
}

export interface BlockStyle {
  /** Spaces per nesting level (the file's). */
  step: number;
  eol: string;
}

/** `key: value` at column `indent`, with its nested lines, each line ended by `style.eol`. */
export function entryText(key: string, value: FixValue, indent: number, style: BlockStyle): string {
  const pad = ' '.repeat(indent);
  if (isScalar(value) || isEmpty(value)) return `${pad}${scalarText(key)}: ${flowText(value)}${style.eol}`;
  return `${pad}${scalarText(key)}:${style.eol}${nestedText(value, indent + style.step, style)}`;
}

/** `- value` at column `indent`: a mapping's first entry on the dash's line, the others below it. */
export function itemText(value: FixValue, indent: number, style: BlockStyle): string {
  const pad = ' '.repeat(indent);
  if (isScalar(value) || isEmpty(value) || Array.isArray(value)) return `${pad}- ${flowText(value)}${style.eol}`;
  const lines = Object.entries(value).map(([k, v]) => entryText(k, v, indent + 2, style));
  return `${pad}- ${lines.join('').slice(indent + 2)}`;
}

/** The entries of a mapping, or the items of a sequence, at column `indent`. */
export function nestedText(value: FixValue, indent: number, style: BlockStyle): string {
  if (isScalar(value)) throw new Error('a scalar has no nested lines');
  if (Array.isArray(value)) return value.map((v) => itemText(v, indent, style)).join('');
  return Object.entries(value)
    .map(([k, v]) => entryText(k, v, indent, style))
    .join('');
}
