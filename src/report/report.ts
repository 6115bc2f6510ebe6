import type { DocumentedRule } from '../engine/rule.js';
import type { InternalError, LintStats } from '../engine/linter.js';
import { LEVEL_RANK, type Finding, type Level } from '../core/types.js';
import { plural } from '../core/strings.js';
import { appendTo } from '../core/memo.js';

/** Everything a formatter may show. Suppressed findings are in `findings` with `suppressed` set. */
export interface LintReport {
  findings: Finding[];
  stats: LintStats;
  rules: DocumentedRule[];
  files: string[];
  tool: { name: string; version: string };
  /** Rules that threw (a bug in the linter): the report lacks their findings where they threw. */
  internalErrors?: InternalError[];
  /** With --baseline: fingerprints of the findings the baseline already holds ("unchanged"). */
  baseline?: { file: string; unchanged: ReadonlySet<string> };
  /** The fingerprint an earlier release gave a finding, when it had another (Linter.legacyFingerprintOf). */
  legacyFingerprintOf?: (finding: Finding) => string | undefined;
  /** Paths of the command line (not globs) that held no Kubernetes object at all. */
  emptyPaths?: string[];
}

export interface FormatOptions {
  color: boolean;
  /** SARIF automationDetails.id category. */
  category?: string;
  /** stylish: the terminal's width, to wrap messages to; unset (a file, a pipe, a CI log): never wrapped. */
  width?: number;
  /** stylish: findings under their file (default) or under their rule. */
  groupBy?: 'file' | 'rule';
}

export type Formatter = ((report: LintReport, options: FormatOptions) => string) & {
  /** The same text in pieces, for formats whose reports get big: written as they come, never one string. */
  chunks?: (report: LintReport, options: FormatOptions) => Iterable<string>;
};

/** A formatter's output in pieces (one piece when it has no streaming form). */
export function chunksOf(formatter: Formatter, report: LintReport, options: FormatOptions): Iterable<string> {
  return formatter.chunks ? formatter.chunks(report, options) : [formatter(report, options)];
}

/** Stands for the streamed array in the value given to jsonWithArray. */
export const STREAMED_ARRAY = '\u0000ai-k8s-lint-streamed-array\u0000';

/**
 * Pieces of JSON.stringify(value, null, 2) where STREAMED_ARRAY stands for a long array (at
 * nesting `depth`: 1 for a key of the top-level object): the text around the array and each
 * item, indented as in the whole, without building the whole.
 */
export function* jsonWithArray(value: unknown, items: Iterable<unknown>, depth: number): Generator<string> {
  const [head, tail] = JSON.stringify(value, null, 2).split(JSON.stringify(STREAMED_ARRAY)) as [string, string];
  const indent = ' '.repeat(2 * depth);
  let first = true;
  let batch: unknown[] = [];
  const flush = () => {
    const text = `${first ? `${head}[\n` : ',\n'}${itemsText(batch, depth)}`;
    first = false;
    batch = [];
    return text;
  };
  for (const item of items) {
    batch.push(item);
    if (batch.length === ITEMS_PER_PIECE) yield flush();
  }
  if (batch.length > 0) yield flush();
  yield first ? `${head}[]${tail}` : `\n${indent}]${tail}`;
}

/** Items a piece holds: a few dozen findings are tens of KB. */
export const ITEMS_PER_PIECE = 64;

/**
 * Items of an array at nesting `depth` as JSON.stringify(whole, null, 2) writes them: indented,
 * separated by `,` and line breaks. Stringified nested in depth + 1 arrays, they come out so
 * between the brackets, in one call (re-indenting each item's text cost a report of 5,000
 * findings a third of its writing).
 */
function itemsText(items: unknown[], depth: number): string {
  let nested: unknown = items;
  for (let i = 0; i < depth; i++) nested = [nested];
  // Each level opens with `[` and a line break after its indentation, and closes alike.
  const brackets = (depth + 1) * (depth + 2);
  const text = JSON.stringify(nested, null, 2);
  return text.slice(brackets, text.length - brackets);
}

/** Items made one at a time, as they are written. */
export function* lazyMap<T, U>(items: Iterable<T>, fn: (item: T) => U): Generator<U> {
  for (const item of items) yield fn(item);
}

/** Whether the report's baseline holds the finding, under its fingerprint or the one an earlier release gave it. */
export function inBaseline(f: Finding, report: Pick<LintReport, 'baseline' | 'legacyFingerprintOf'>): boolean {
  const unchanged = report.baseline?.unchanged;
  if (!unchanged) return false;
  if (unchanged.has(f.fingerprint)) return true;
  const legacy = report.legacyFingerprintOf?.(f);
  return legacy !== undefined && unchanged.has(legacy);
}

/** Findings that count and are shown: neither suppressed nor unchanged since the baseline. */
export function activeFindings(report: LintReport): Finding[] {
  return report.findings.filter((f) => !f.suppressed && !(report.baseline && inBaseline(f, report)));
}

/** `findings` by file: every linted file of the report, in its order (with none when it has none), then any other file a finding names. */
export function findingsByFile(report: LintReport, findings: readonly Finding[]): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>(report.files.map((f) => [f, []]));
  // Pushing, not spreading: a copy per finding would be quadratic in a file's findings.
  for (const f of findings) appendTo(byFile, f.file, f);
  return byFile;
}

/** Unsuppressed findings the baseline already holds. */
export function baselineFindings(report: LintReport): Finding[] {
  return report.baseline ? report.findings.filter((f) => !f.suppressed && inBaseline(f, report)) : [];
}

export function unchangedCount(report: LintReport): number {
  return baselineFindings(report).length;
}

export function counts(findings: Finding[]): Record<Level, number> {
  const out: Record<Level, number> = { error: 0, warning: 0, note: 0 };
  for (const f of findings) out[f.level]++;
  return out;
}

export function bySeverity(a: Finding, b: Finding): number {
  return LEVEL_RANK[b.level] - LEVEL_RANK[a.level];
}

export function summaryLine(report: LintReport): string {
  const c = counts(activeFindings(report));
  const total = c.error + c.warning + c.note;
  const extras: string[] = [];
  const suppressed = report.findings.filter((f) => f.suppressed).length;
  if (suppressed) extras.push(`${suppressed} suppressed`);
  const unchanged = unchangedCount(report);
  if (unchanged) extras.push(`${unchanged} unchanged since the baseline`);
  if (report.stats.skippedNonKubernetes) extras.push(`${plural(report.stats.skippedNonKubernetes, 'non-Kubernetes document')} skipped`);
  if (report.stats.skippedTemplates) extras.push(`${plural(report.stats.skippedTemplates, 'unrendered Helm template')} skipped`);
  const head =
    total === 0
      ? `No problems in ${plural(report.stats.files, 'file')} (${plural(report.stats.objects, 'object')})`
      : `${plural(total, 'problem')} (${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.note, 'note')}) in ${plural(report.stats.files, 'file')}`;
  return extras.length ? `${head}; ${extras.join(', ')}` : head;
}
