// Types of the programmatic API (package entry "ai-k8s-lint" → dist/api.mjs). Hand-written;
// test/api.test.ts checks at compile time that they match the implementation in src/app/api.ts.

export type Level = 'error' | 'warning' | 'note';
export type LevelSetting = Level | 'off';

/** 1-based; columns count UTF-16 code units. */
export interface Position {
  line: number;
  column: number;
}

/** `end` is exclusive. */
export interface Range {
  start: Position;
  end: Position;
}

export interface ObjectRef {
  apiVersion: string;
  kind: string;
  namespace?: string;
  name?: string;
}

export interface RelatedLocation {
  file: string;
  range?: Range;
  message: string;
  /**
   * `render-output`: `file` names a render (`charts/gpu (helm template)`), not a file, and `range`
   * is in its output; `value-source`: the values-file line that sets the value the finding is about.
   */
  kind?: 'render-output' | 'value-source';
}

export interface Suppression {
  kind: 'inSource' | 'external';
  source: 'annotation' | 'comment' | 'config';
  justification?: string;
}

export interface Finding {
  ruleId: string;
  level: Level;
  message: string;
  /** Path relative to `cwd`, POSIX separators. */
  file: string;
  range: Range;
  /** JSON path inside the document. */
  path?: readonly (string | number)[];
  docIndex?: number;
  object?: ObjectRef;
  related?: RelatedLocation[];
  /** Set when an annotation, comment or config suppresses the finding. */
  suppressed?: Suppression;
  /** Stable across line moves: rule, file, object and JSON path. */
  fingerprint: string;
  /** With `baseline`: whether the baseline already had the finding. */
  baselineState?: 'new' | 'unchanged';
}

export interface LintStats {
  files: number;
  documents: number;
  objects: number;
  skippedNonKubernetes: number;
  skippedTemplates: number;
}

export interface LintOptions {
  /** Base for relative paths and config discovery (default: process.cwd()). */
  cwd?: string;
  /** Config file; default: the nearest .ai-k8s-lint.yaml upward from `cwd`. */
  config?: string;
  /** The paths are a subset of the manifests: silence "missing from the input" rules. */
  partial?: boolean;
  /** Globs to skip, on top of the config's `ignore`. */
  ignore?: string[];
  /** Rule levels, like --rule id=level. */
  rules?: Record<string, LevelSetting>;
  /** Baseline file (from --write-baseline): its findings get baselineState "unchanged" and are not counted. */
  baseline?: string;
  /** Node pools file (like --node-pools): pools as in the config's nodePools, or saved Node objects. */
  nodePools?: string;
  reportUnusedDisableDirectives?: boolean;
}

export interface LintResult {
  /** Every finding in report order, suppressed ones included (with `suppressed` set). */
  findings: Finding[];
  /** Counts of the findings that are neither suppressed nor in the baseline. */
  errorCount: number;
  warningCount: number;
  noteCount: number;
  /** The files linted, as reported. */
  files: string[];
  stats: LintStats;
  /** Rules that threw (a bug in the linter: please report it), one line each; absent when none did. */
  internalErrors?: string[];
}

export type FormatName = 'stylish' | 'compact' | 'json' | 'sarif' | 'github' | 'markdown' | 'junit' | 'codeclimate';

/**
 * Lints files, directories or globs. Rejects with an Error for an invalid config, an unknown
 * rule id or an unreadable path (the cases where the CLI exits 2).
 */
export function lint(paths: string | string[], options?: LintOptions): Promise<LintResult>;

/** Renders a result in one of the CLI's formats (without colors). */
export function format(result: LintResult, name: FormatName, options?: { category?: string }): Promise<string>;

/** The package version. */
export const version: string;
