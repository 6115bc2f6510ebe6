// From a rule's report to a finding: positions from offsets, code-frame snippets, stable
// fingerprints, and the order and de-duplication of a file's findings.
import { detached, flattened } from '../core/strings.js';
import type { Finding, JsonPath, Level, Range } from '../core/types.js';
import type { LoadedFile } from '../yaml/load.js';

// node:crypto is loaded when the first fingerprint is read, not when the engine loads or a
// finding is made: a run that prints no fingerprints (the stylish and GitHub formats, a
// pre-commit hook's run) does without it, and so without node:stream, which it loads.
// Kept once loaded: getBuiltinModule() costs a lookup at every call, and a long run hashes thousands.
let crypto: typeof import('node:crypto') | undefined;
const hash = (algorithm: string, text: string) => (crypto ??= process.getBuiltinModule('node:crypto')).hash(algorithm, text);

/**
 * Fingerprints made but not yet read, at most this many: then they are all made. A short run's
 * findings may never need theirs; a long run pays for them as it goes, and what waits for a
 * fingerprint (an identity string) is not kept for the whole run.
 */
const MAX_DEFERRED = 64;

/** A fingerprint of a Fingerprints, made when first read. */
class DeferredFingerprint {
  /** The fingerprint once made; until then, the identity it is made of. */
  value: string | undefined;
  constructor(
    readonly owner: Fingerprints,
    public identity: string | undefined,
  ) {}

  read(): string {
    if (this.value === undefined) this.owner.settle();
    return this.value!;
  }
}

/** Each finding's deferred fingerprint. */
const DEFERRED = new WeakMap<Finding, DeferredFingerprint>();

/** One getter, shared by every finding: findings keep one shape. */
const FINGERPRINT_PROPERTY: PropertyDescriptor = {
  get(this: Finding) {
    return DEFERRED.get(this)!.read();
  },
  enumerable: true,
  configurable: true,
};

/**
 * Fingerprints of one run: each finding gets one no other finding of the run has. They are made
 * in the order the findings were, whenever the first is read, so that duplicates get the same
 * suffixes in every run and with every output format.
 */
export class Fingerprints {
  private readonly taken = new Set<string>();
  /** For identities that had duplicates: the suffix the next duplicate tries first (see fingerprintOf()). */
  private readonly nextSuffix = new Map<string, number>();
  private readonly deferred: DeferredFingerprint[] = [];

  /** A finding with its fingerprint; the message is flattened to one string kept past its file. */
  create(ruleId: string, level: Level, message: string, file: string, range: Range, extra: Partial<Finding> = {}): Finding {
    const finding = { ruleId, level, message: flattened(message), file, range, ...extra } as Finding;
    this.attach(finding, identityOf(ruleId, file, range, extra));
    return finding;
  }

  /** Makes every deferred fingerprint, in the order they were asked for. */
  settle(): void {
    for (const d of this.deferred) {
      d.value = this.fingerprintOf(d.identity!);
      d.identity = undefined;
    }
    this.deferred.length = 0;
  }

  /** Makes `finding.fingerprint` the fingerprint of `identity`, made when first read. */
  private attach(finding: Finding, identity: string): void {
    const d = new DeferredFingerprint(this, identity);
    DEFERRED.set(finding, d);
    Object.defineProperty(finding, 'fingerprint', FINGERPRINT_PROPERTY);
    this.deferred.push(d);
    if (this.deferred.length >= MAX_DEFERRED) this.settle();
  }

  /** The fingerprint of `identity` now, after those of every identity given before (deferred ones first). */
  make(identity: string): string {
    if (this.deferred.length > 0) this.settle();
    return this.fingerprintOf(identity);
  }

  private fingerprintOf(identity: string): string {
    // Two findings of the same identity (same rule on the same path) stay distinct and stable:
    // the first gets hash(identity), the next the first free hash(identity\0n), n = 1, 2, ...
    // Every suffix below the remembered one is taken for good (the set only grows), so starting
    // there gives the fingerprints a scan from n = 1 gives, without N² hashes for N duplicates.
    let fingerprint = hash('sha256', identity).slice(0, 32);
    if (this.taken.has(fingerprint)) {
      let n = this.nextSuffix.get(identity) ?? 1;
      fingerprint = hash('sha256', `${identity}\u0000${n}`).slice(0, 32);
      while (this.taken.has(fingerprint)) fingerprint = hash('sha256', `${identity}\u0000${++n}`).slice(0, 32);
      this.nextSuffix.set(identity, n + 1);
    }
    this.taken.add(fingerprint);
    return fingerprint;
  }
}

/**
 * The fingerprints an earlier release gave a run's cross-object findings that point at a field:
 * it keyed them by their object, not by the field's path, and baselines written by it hold those.
 * Only a run matched against a baseline reads one: they are made at the first read, all of them,
 * in the order of the findings (so duplicates get the suffixes that release gave them), and a
 * run without a baseline never makes them.
 */
export class LegacyFingerprints {
  private readonly fingerprints = new Fingerprints();
  private readonly findings: Finding[] = [];
  private readonly made = new Map<Finding, string>();
  /** How many of `findings` have theirs in `made`. */
  private done = 0;

  /** Keeps `finding` (made by a Fingerprints' create(), with an object) for its object-keyed fingerprint. */
  add(finding: Finding): void {
    this.findings.push(finding);
  }

  /** The object-keyed fingerprint of a finding given to add(), or undefined. */
  of(finding: Finding): string | undefined {
    for (; this.done < this.findings.length; this.done++) {
      const f = this.findings[this.done]!;
      this.made.set(f, this.fingerprints.make(identityOf(f.ruleId, f.file, f.range, { object: f.object })));
    }
    return this.made.get(finding);
  }
}

/** What a fingerprint is made of: rule, file, object and JSON path (the line only for findings of no object), render. */
function identityOf(ruleId: string, file: string, range: Range, extra: Partial<Finding>): string {
  // Stable across edits that move lines: an object's identity and the JSON path, not the line.
  // Only findings that belong to no object (syntax errors) fall back to the line.
  const where = extra.path ? JSON.stringify(extra.path) : extra.object ? '' : `${range.start.line}`;
  const owner = extra.object
    ? `${extra.object.kind}/${extra.object.namespace ?? ''}/${extra.object.name ?? ''}`
    : `doc${extra.docIndex ?? ''}`;
  const identity = `${ruleId}\u0000${file}\u0000${owner}\u0000${where}`;
  // A finding on a render is also keyed by the render: one template rendered with two values files is two findings.
  return extra.render === undefined ? identity : `${identity}\u0000render:${extra.render}`;
}

/** The range of two offsets of a file: 1-based lines and UTF-16 columns, never past its line. */
export function rangeOf(loaded: LoadedFile, start: number, end: number): Range {
  const s = onLine(loaded, loaded.lines.position(start));
  const e = onLine(loaded, loaded.lines.position(Math.max(end, start)));
  // A zero-width range (a parser error at a point) still marks one character: the one at the
  // point, or at the end of a line the last one, so the range never ends past its line. An
  // empty line has no character to mark; the range stays zero-width there.
  if (e.line === s.line && e.column <= s.column) {
    const length = loaded.lines.lineText(s.line).length;
    if (s.column <= length) e.column = s.column + 1;
    else if (length > 0) {
      s.column = length;
      e.column = length + 1;
    } else e.column = s.column;
  }
  return { start: s, end: e };
}

/** A position at most just past the last character of its line (an offset on the LF of a CRLF is one further). */
function onLine(loaded: LoadedFile, at: { line: number; column: number }): { line: number; column: number } {
  const length = loaded.lines.lineText(at.line).length;
  if (at.column > length + 1) at.column = length + 1;
  return at;
}

export const SNIPPET_WIDTH = 160;

/** The start line for the code frame; a 5 MB one-line file shows a window, not 5 MB. */
export function snippetOf(loaded: LoadedFile, range: Range): Finding['snippet'] {
  return snippetOfLine(loaded.lines.lineText(range.start.line), range);
}

/** The code frame of a range from its start line's text. */
export function snippetOfLine(text: string, range: Range): Finding['snippet'] {
  // The text as written: formatters make control characters visible (core/printable.ts).
  if (text.length <= SNIPPET_WIDTH) return { text: detached(text), offset: 0, clipped: false };
  const offset = Math.max(0, Math.min(range.start.column - 1 - 40, text.length - SNIPPET_WIDTH));
  return { text: detached(text.slice(offset, offset + SNIPPET_WIDTH)), offset, clipped: offset + SNIPPET_WIDTH < text.length };
}

/** A file's findings in line, column and rule order. */
export function byPosition(a: Finding, b: Finding): number {
  return (
    a.range.start.line - b.range.start.line ||
    a.range.start.column - b.range.start.column ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

/** One finding per rule, range and message: two hooks of a rule can reach the same field. */
export function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file}|${f.range.start.line}:${f.range.start.column}-${f.range.end.line}:${f.range.end.column}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The object a path of the document is in: the first object whose path is a prefix of it. A
 * List's items are looked up by path, not scanned, so a List of 100k items with a report per
 * item stays linear.
 */
export function objectOwners<O extends { path: JsonPath }>(objects: readonly O[]): (path: JsonPath) => O | undefined {
  const order = new Map<string, number>();
  objects.forEach((o, i) => {
    const key = JSON.stringify(o.path);
    if (!order.has(key)) order.set(key, i);
  });
  const lengths = [...new Set(objects.map((o) => o.path.length))].sort((a, b) => a - b);
  return (path) => {
    let first: number | undefined;
    for (const length of lengths) {
      if (length > path.length) break;
      const i = order.get(JSON.stringify(path.slice(0, length)));
      if (i !== undefined && (first === undefined || i < first)) first = i;
    }
    return first === undefined ? undefined : objects[first];
  };
}
