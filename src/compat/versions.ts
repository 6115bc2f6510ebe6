// Driver and CUDA version arithmetic. A driver version may be partial (`535` from a
// major-only label, `535.104`): it then stands for every version it could be, and
// comparisons say "unknown" instead of guessing (RULES.md: partial versions are compared
// conservatively).
import { BoundedMap, memo } from '../core/memo.js';

/** A numeric version, e.g. [535, 104, 5]; missing trailing parts are not filled in. */
export type Version = readonly number[];

/** `535.104.05` -> [535, 104, 5]; `12.4` -> [12, 4]; undefined for anything else. */
export function parseVersion(text: string | undefined): Version | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim().replace(/^[vVrR]/, '');
  if (!/^[0-9]+(\.[0-9]+)*$/.test(trimmed)) return undefined;
  // Pushed, not map()ped: map() makes packed arrays until it runs optimized, then holey ones, and
  // the comparisons specialized on the first kind would be thrown away when the second came.
  const version: number[] = [];
  for (const part of trimmed.split('.')) version.push(Number(part));
  return version;
}

/** Compares two versions part by part; a missing part counts as 0. */
export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The driver versions something can stand for, from `lo` to `hi` (both inclusive). */
export interface DriverRange {
  lo: Version;
  hi: Version;
  /** As written (`535`, `535.104.05`, `CUDA 12.2`). */
  text: string;
  /** The value names one exact version. */
  exact: boolean;
}

const PARTS = 3;

/**
 * `535` -> 535.0.0 .. 535.∞.∞; `535.104.05` -> exactly that. Two-part versions are real driver
 * versions too (`570.26`, `455.32`): `exact` says the value is complete (it came from
 * `nvidia.com/cuda.driver-version.full`), otherwise the missing parts are unknown.
 */
export function driverRange(text: string | undefined, exact = false): DriverRange | undefined {
  const v = parseVersion(text);
  if (!v || v.length > PARTS) return undefined;
  const complete = v.length === PARTS || (exact && v.length === 2);
  const lo = pad(v);
  const hi = complete ? lo : [...v, ...Array<number>(PARTS - v.length).fill(Number.POSITIVE_INFINITY)];
  return { lo, hi, text: text!.trim(), exact: complete };
}

/** A range between two versions (e.g. the drivers that report a given maximum CUDA). */
export function rangeBetween(lo: Version, hiExclusive: Version | undefined, text: string): DriverRange {
  const hi = hiExclusive ? below(hiExclusive) : [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  return { lo: pad(lo), hi, text, exact: false };
}

function pad(v: Version): number[] {
  return [...v, ...Array<number>(Math.max(0, PARTS - v.length)).fill(0)];
}

/** The largest version below `v` in a 3-part space (approximated: last part minus a tiny step). */
function below(v: Version): number[] {
  const p = pad(v);
  return [p[0]!, p[1]!, p[2]! - 1e-6];
}

export type Tri = 'yes' | 'no' | 'unknown';

/** Is every version of the range at or above `floor`? */
export function atLeast(range: DriverRange, floor: Version): Tri {
  if (compareVersions(range.lo, floor) >= 0) return 'yes';
  if (compareVersions(range.hi, floor) < 0) return 'no';
  return 'unknown';
}

/**
 * Parsed CUDA versions by text. A run has a few distinct ones but compares them for every
 * container and node; the texts come from image tags, so the memo stops growing at a bound.
 */
const majorMinors = new BoundedMap<string, readonly [number, number] | undefined>(256);

/** `12.4.1` -> 12.4 as [12, 4]. Shared between callers: never mutate it. */
export function majorMinor(cuda: string): readonly [number, number] | undefined {
  return memo(majorMinors, cuda, readMajorMinor);
}

function readMajorMinor(cuda: string): readonly [number, number] | undefined {
  const v = parseVersion(cuda);
  if (!v || v.length < 2) return undefined;
  return [v[0]!, v[1]!];
}

/** `cu124` -> `12.4`, `cu130` -> `13.0`, `cu118` -> `11.8`. */
export function cudaOfSuffix(token: string): string | undefined {
  const m = /^cu(\d{2,3})$/i.exec(token);
  if (!m) return undefined;
  const digits = m[1]!;
  return `${Number(digits.slice(0, -1))}.${digits.slice(-1)}`;
}
