// Scalar resolution as Kubernetes reads manifests: sigs.k8s.io/yaml on go-yaml v2.
// Neither the `yaml` package's 1.2 core schema (0444 -> 444) nor its 1.1 schema
// (1:20 -> 80, dates -> Date, 0o444 -> string) matches, so the tag set is built here.
import { Scalar, type ScalarTag, type Tags } from 'yaml';

/** Plain scalars that YAML 1.2 tools read differently from Kubernetes, noted while parsing. */
export type AmbiguityKind = 'yaml11-boolean' | 'leading-zero-octal';
let observer: ((node: Scalar, kind: AmbiguityKind) => void) | undefined;

/** Set while one file is parsed; the resolvers report ambiguous plain scalars to it. */
export function observeAmbiguousScalars(fn: typeof observer): void {
  observer = fn;
}

/** A tag's resolve: the tags test in the same order as resolvePlainScalar, so it picks the same branch. */
function resolveNoted(source: string): unknown {
  const { value, ambiguity } = resolvePlainScalar(source);
  if (!ambiguity) return value;
  const node = new Scalar(value);
  observer?.(node, ambiguity);
  return node;
}

const BOOL_TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const BOOL_FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);

/** The YAML 1.1 boolean spellings that YAML 1.2 tools read as strings. */
export const YAML11_ONLY_BOOLEANS = new Set([
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'on',
  'On',
  'ON',
  'off',
  'Off',
  'OFF',
]);

/** The null spellings, the same in YAML 1.1 and the 1.2 core schema. */
export const NULL_TEST = /^(?:~|null|Null|NULL)?$/;

const k8sNull: ScalarTag = {
  identify: (value) => value == null,
  default: true,
  tag: 'tag:yaml.org,2002:null',
  test: NULL_TEST,
  resolve: () => null,
};

const BOOL_TEST = /^(?:[yYnN]|yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;

const k8sBool: ScalarTag = {
  identify: (value) => typeof value === 'boolean',
  default: true,
  tag: 'tag:yaml.org,2002:bool',
  test: BOOL_TEST,
  resolve: resolveNoted,
};

// go-yaml v2 strips every "_" and then calls strconv.ParseInt(s, 0, 64): Go base prefixes
// (0x, 0o, 0b) and a leading 0 meaning octal. An invalid octal such as 089 falls through to
// the float parser and becomes 89.
const INT_SOURCE = /^[-+]?(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|[0-9][0-9_]*)$/;
const FLOAT_SOURCE = /^[-+]?(?:\.[0-9_]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** Reads a plain scalar's source as go-yaml v2 does, or returns undefined if it is not a number. */
export function resolveGoNumber(source: string): number | undefined {
  const plain = source.replace(/_/g, '');
  if (plain === '' || plain === '-' || plain === '+') return undefined;
  if (INT_SOURCE.test(source)) {
    const negative = plain.startsWith('-');
    const digits = plain.replace(/^[-+]/, '');
    let value: number | undefined;
    const prefix = digits.slice(0, 2).toLowerCase();
    if (prefix === '0x') value = parseInt(digits.slice(2), 16);
    else if (prefix === '0o') value = parseInt(digits.slice(2), 8);
    else if (prefix === '0b') value = parseInt(digits.slice(2), 2);
    else if (digits.length > 1 && digits.startsWith('0')) value = /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : undefined;
    else value = parseInt(digits, 10);
    if (value !== undefined && !Number.isNaN(value)) return negative ? -value : value;
  }
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(plain)) return Number(plain);
  return undefined;
}

const NUMBER_TEST = new RegExp(`${INT_SOURCE.source}|${FLOAT_SOURCE.source}`);

/** 0444 is 292 here but 444 for YAML 1.2 tools; 089 is 89 for both. */
function octalAmbiguity(source: string, value: unknown): boolean {
  return /^[-+]?0[0-9]+$/.test(source) && value !== Number(source);
}

const k8sNumber: ScalarTag = {
  identify: (value) => typeof value === 'number',
  default: true,
  tag: 'tag:yaml.org,2002:int',
  test: NUMBER_TEST,
  resolve: resolveNoted,
};

/** `.inf` and `.nan` as YAML 1.1 and the 1.2 core schema spell them. */
export const SPECIAL_FLOAT_TEST = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;

const k8sSpecialFloat: ScalarTag = {
  identify: (value) => typeof value === 'number',
  default: true,
  tag: 'tag:yaml.org,2002:float',
  test: SPECIAL_FLOAT_TEST,
  resolve: specialFloat,
};

export function specialFloat(source: string): number {
  return source.endsWith('nan') || source.endsWith('NaN') || source.endsWith('NAN') ? NaN : source.startsWith('-') ? -Infinity : Infinity;
}

/** First characters that can start a null, bool, number or special float (`~nNyYtTfFoO0-9+-.`). */
const MAYBE_TYPED: boolean[] = [];
for (const c of '~nNyYtTfFoO0123456789+-.') MAYBE_TYPED[c.charCodeAt(0)] = true;

/** Whether a plain scalar can be anything but a string: most are words, and only their first character can make them something else. */
export function mayBeTyped(source: string): boolean {
  return MAYBE_TYPED[source.charCodeAt(0)] === true || source === '';
}

/** A resolved plain scalar, and how YAML 1.2 tools would read it differently (if they do). */
export interface PlainScalar {
  value: unknown;
  ambiguity?: AmbiguityKind;
}

/**
 * The same resolution as the tags above, for a plain (unquoted) scalar's folded text, without
 * building a node: null, bool, number, special float, else the string itself (tag order).
 */
export function resolvePlainScalar(source: string): PlainScalar {
  if (!mayBeTyped(source)) return { value: source };
  if (NULL_TEST.test(source)) return { value: null };
  if (BOOL_TEST.test(source)) {
    const value = BOOL_TRUE.has(source) || (BOOL_FALSE.has(source) ? false : source);
    return YAML11_ONLY_BOOLEANS.has(source) ? { value, ambiguity: 'yaml11-boolean' } : { value };
  }
  if (NUMBER_TEST.test(source)) {
    const value = resolveGoNumber(source) ?? source;
    return octalAmbiguity(source, value) ? { value, ambiguity: 'leading-zero-octal' } : { value };
  }
  if (SPECIAL_FLOAT_TEST.test(source)) return { value: specialFloat(source) };
  return { value: source };
}

/** `customTags` for the `yaml` package with `schema: 'failsafe'` (map, seq, str). */
export function kubernetesTags(failsafe: Tags): Tags {
  return [...failsafe, k8sNull, k8sBool, k8sNumber, k8sSpecialFloat, 'merge'] as Tags;
}
