// Plain scalars as the YAML 1.2 core schema reads them, the way the `yaml` package's core schema
// does (its tags, tried in its order: null, bool, int 0o, int, int 0x, .inf/.nan, exponent,
// float). The config file and Chart.yaml are read with it. Null and .inf/.nan are spelled as in
// the Kubernetes reading (scalars.ts); the numbers are scans rather than regular expressions, as
// the text can come from a pull request.
import { NULL_TEST, SPECIAL_FLOAT_TEST, specialFloat } from './scalars.js';

const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);

/** The value of a plain scalar: null, a boolean, a number, or the text itself. */
export function resolveCorePlainScalar(s: string): unknown {
  if (NULL_TEST.test(s)) return null;
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  const c0 = s.charCodeAt(0);
  const c1 = s.charCodeAt(1);
  if (c0 === 48 /* 0 */ && c1 === 111 /* o */ && s.length > 2 && digitsFrom(s, 2, isOctal) === s.length) return parseInt(s.substring(2), 8);
  const sign = c0 === 43 /* + */ || c0 === 45; /* - */
  const body = sign ? 1 : 0;
  const integer = digitsFrom(s, body, isDecimal);
  if (integer === s.length && integer > body) return parseInt(s, 10);
  if (c0 === 48 && c1 === 120 /* x */ && s.length > 2 && digitsFrom(s, 2, isHex) === s.length) return parseInt(s.substring(2), 16);
  if (SPECIAL_FLOAT_TEST.test(s)) return specialFloat(s);
  return isCoreFloat(s, body, integer) ? parseFloat(s) : s;
}

/**
 * `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)[eE][-+]?[0-9]+` or `[-+]?(\.[0-9]+|[0-9]+\.[0-9]*)`, given
 * where the digits after the sign end (`integer`).
 */
function isCoreFloat(s: string, body: number, integer: number): boolean {
  let at = integer;
  const whole = integer > body;
  if (s.charCodeAt(at) === 46 /* . */) {
    const end = digitsFrom(s, at + 1, isDecimal);
    // `.` alone needs digits on one side: `.5` and `5.` are floats, `.` is not.
    if (!whole && end === at + 1) return false;
    at = end;
  } else if (!whole) return false;
  if (at === s.length) return s.charCodeAt(integer) === 46; // a float needs its dot
  const e = s.charCodeAt(at);
  if (e !== 101 && e !== 69) return false; // e E
  at++;
  const expSign = s.charCodeAt(at);
  if (expSign === 43 || expSign === 45) at++;
  const exponent = digitsFrom(s, at, isDecimal);
  return exponent > at && exponent === s.length;
}

/** The offset after the run of characters from `from` that `test` accepts. */
function digitsFrom(s: string, from: number, test: (c: number) => boolean): number {
  let i = from;
  while (i < s.length && test(s.charCodeAt(i))) i++;
  return i;
}

const isDecimal = (c: number) => c >= 48 && c <= 57;
const isOctal = (c: number) => c >= 48 && c <= 55;
const isHex = (c: number) => isDecimal(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
