// The programmatic API (package entry point "ai-k8s-lint", dist/api.mjs; types in types/api.d.ts).
import { isAbsolute, resolve } from 'node:path';
import { readBaseline } from '../report/baseline.js';
import { checkRuleIds } from '../config/load.js';
import type { Finding, LevelSetting } from '../core/types.js';
import { describeInternalError, type LintStats } from '../engine/linter.js';
import { isFormat, loadFormatter, FORMATS } from '../report/load.js';
import { activeFindings, counts, inBaseline, type LintReport } from '../report/report.js';
import { lintFiles, loadConfig, rules } from './run.js';
import { VERSION } from '../core/version.js';

export { VERSION as version };

export interface LintOptions {
  cwd?: string;
  config?: string;
  partial?: boolean;
  ignore?: string[];
  rules?: Record<string, LevelSetting>;
  baseline?: string;
  nodePools?: string;
  reportUnusedDisableDirectives?: boolean;
}

export type ApiFinding = Omit<Finding, 'snippet'> & { baselineState?: 'new' | 'unchanged' };

export interface LintResult {
  /** Every finding, suppressed ones included (with `suppressed` set). */
  findings: ApiFinding[];
  errorCount: number;
  warningCount: number;
  noteCount: number;
  files: string[];
  stats: LintStats;
  /** Rules that threw (a bug in the linter: please report it), one line each; absent when none did. */
  internalErrors?: string[];
}

/** The full report behind each result, for format(). */
const reports = new WeakMap<LintResult, LintReport>();

export async function lint(paths: string | string[], options: LintOptions = {}): Promise<LintResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const at = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p));
  const cliRules = new Map<string, LevelSetting>();
  for (const [id, level] of Object.entries(options.rules ?? {})) {
    const unknown = checkRuleIds(
      { [id]: true },
      rules.map((r) => r.id),
      'rules',
    );
    if (unknown.length) throw new Error(unknown[0]);
    if (!['off', 'note', 'warning', 'error'].includes(level))
      throw new Error(`rules.${id}: expected off, note, warning or error, got ${JSON.stringify(level)}`);
    cliRules.set(id, level);
  }
  const config = await loadConfig({ config: options.config === undefined ? undefined : at(options.config), cwd, partial: options.partial });
  const report = lintFiles(config, {
    paths: typeof paths === 'string' ? [paths] : paths,
    cwd,
    ignore: options.ignore,
    cliRules,
    reportUnusedDirectives: options.reportUnusedDisableDirectives,
    nodePools: options.nodePools === undefined ? undefined : at(options.nodePools),
  });
  if (options.baseline !== undefined) report.baseline = { file: options.baseline, unchanged: readBaseline(at(options.baseline), cwd) };
  const c = counts(activeFindings(report));
  const findings = report.findings.map((f) => {
    const { snippet: _snippet, ...rest } = f;
    return report.baseline ? { ...rest, baselineState: inBaseline(f, report) ? ('unchanged' as const) : ('new' as const) } : rest;
  });
  const result: LintResult = {
    findings,
    errorCount: c.error,
    warningCount: c.warning,
    noteCount: c.note,
    files: report.files,
    stats: report.stats,
  };
  if (report.internalErrors) result.internalErrors = report.internalErrors.map(describeInternalError);
  reports.set(result, report);
  return result;
}

export async function format(result: LintResult, name: string, options: { category?: string } = {}): Promise<string> {
  if (!isFormat(name)) throw new Error(`unknown format "${name}"; use one of ${FORMATS.join(', ')}`);
  const report = reports.get(result);
  if (!report) throw new Error('format() takes a result returned by lint()');
  return (await loadFormatter(name))(report, { color: false, category: options.category });
}
