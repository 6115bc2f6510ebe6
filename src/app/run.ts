// Config loading and the file loop, shared by the command line, the GitHub Action and the API.
import { posix, resolve } from 'node:path';
import { applyUnitOfStdin, type ApplyUnit } from '../config/apply-units.js';
import { resolveTools } from '../render/binaries.js';
import { discoverRenders } from '../render/discover.js';
import { renderRootSync } from '../render/render.js';
import type { RenderResult, RenderRoot, RenderTools } from '../render/types.js';
import { helmOutputStream, renderedStream } from './render-sources.js';
import { chartsByName } from '../render/charts-by-name.js';
import { rules } from '../../rules/index.js';
import { ConfigError, discoverConfig, loadConfigFile } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { decodeText } from '../files/decode-text.js';
import { printablePath } from '../files/describe-fs.js';
import { displayPath } from '../files/display-path.js';
import { collectFiles, PathError, type InputFile } from '../files/collect.js';
import { matchesAny } from '../core/globs.js';
import { FileReadError, MAX_BYTES, readNamedTextFile, readRegularFile } from '../files/read-file.js';
import type { Linter } from '../engine/linter.js';
import { lintInPasses } from '../engine/lint-passes.js';
import { schemaNotices } from '../kits/schema.js';
import type { AnyRule } from '../engine/rule.js';
import { LEVEL_RANK, type Finding, type Level, type LevelSetting } from '../core/types.js';
import type { LintReport } from '../report/report.js';
import { TOOL } from '../core/version.js';
import { loadYaml } from '../yaml/load.js';

export { rules };

export interface ConfigOptions {
  /** An explicit config file; without it the nearest .ai-k8s-lint.yaml upward from `cwd`. */
  config?: string;
  cwd: string;
  partial?: boolean;
}

export async function loadConfig(options: ConfigOptions): Promise<ResolvedConfig> {
  const partial = options.partial ?? false;
  const configPath = options.config !== undefined ? resolve(options.cwd, options.config) : discoverConfig(options.cwd);
  return configPath
    ? await loadConfigFile(
        configPath,
        rules.map((r) => r.id),
        { partial, cwd: options.cwd },
      )
    : resolveConfig({}, { partial });
}

export interface LintFilesOptions {
  paths: string[];
  cwd: string;
  /** Globs to skip, on top of the config's `ignore`. */
  ignore?: string[];
  /** --rule id=level. */
  cliRules?: Map<string, LevelSetting>;
  reportUnusedDirectives?: boolean;
  /** Reads `-`; without it `-` is an unreadable path. */
  readStdin?: () => string;
  stdinFilename?: string;
  /** A --node-pools file: pools (as in the config's nodePools) or saved Node objects. */
  nodePools?: string;
  /** Problems that do not stop the run (links not followed, named files ignored); default: stderr. */
  warn?: (message: string) => void;
  /** --helm, --kustomize (and kubectl) paths: the renderers; default: PATH. Never from the config. */
  renderers?: { helm?: string; kustomize?: string; kubectl?: string; env?: NodeJS.ProcessEnv };
  /** --no-render: lint chart templates and kustomization files as plain files. */
  noRender?: boolean;
  /** The text of a file that is not (only) on disk, e.g. an editor's unsaved buffer; undefined reads the file. */
  readText?: (file: InputFile) => string | undefined;
  /**
   * Whether anybody reads the findings of a file (default: of every file). A file whose findings
   * nobody reads is linted for what cross-object rules need of it only (LintPass.factsOnly):
   * the language server's files of the unit that no editor shows.
   */
  findingsWanted?: (file: InputFile) => boolean;
  /** Called before each file (or render) is linted, with its length: the command line's process tunes its heap there. */
  beforeFile?: (chars: number) => void;
  /**
   * Lint in one eager pass (RunCache): the language server, which lints again on every edit,
   * would otherwise pay for a second pass at every edit of a workspace that needs one.
   */
  eagerFacts?: boolean;
}

/** `read` called at most once: its first answer for every call. */
function once(read: () => string): () => string {
  let text: string | undefined;
  return () => (text ??= read());
}

function warnOnStderr(message: string): void {
  process.stderr.write(`ai-k8s-lint: warning: ${message}\n`);
}

/** The YAML documents of a --node-pools file, for the engine's cluster model. */
export function readNodePools(file: string, cwd = process.cwd()): unknown[] {
  let text: string;
  try {
    text = readNamedTextFile(file, { cwd, maxBytes: MAX_BYTES.nodePools });
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    throw new PathError(`cannot read --node-pools ${printablePath(file)}: ${e.code === 'ENOENT' ? 'no such file' : e.reason}`);
  }
  const loaded = loadYaml(text);
  const problem = loaded.problems.find((p) => p.kind === 'syntax');
  if (problem) throw new ConfigError(`--node-pools ${file}: ${problem.message}`);
  return loaded.documents.map((d) => d.value);
}

/** Lints the files the paths expand to and returns the whole report (suppressed findings included). */
/** Reads every path (stdin for `-`) into the linter, in apply order; returns the names reported. */
export function lintPaths(
  linter: Linter,
  config: ResolvedConfig,
  options: Pick<
    LintFilesOptions,
    | 'paths'
    | 'cwd'
    | 'ignore'
    | 'readStdin'
    | 'stdinFilename'
    | 'warn'
    | 'renderers'
    | 'noRender'
    | 'readText'
    | 'findingsWanted'
    | 'beforeFile'
  >,
): string[] {
  const ignore = [...config.ignore, ...(options.ignore ?? [])];
  const ignored = (display: string) => ignore.length > 0 && matchesAny(display, ignore);
  const warn = options.warn ?? warnOnStderr;
  const files = collectFiles(options.paths, options.cwd, ignored, { warn });
  const displayed: string[] = [];
  // Charts and kustomizations among the inputs are rendered, each as one apply unit; the files
  // they cover are linted through the render, not again as plain files.
  const discovery = discoverRenders({
    args: options.paths,
    cwd: options.cwd,
    files,
    ignore: ignored,
    helm: !options.noRender && config.render.helm,
    kustomize: !options.noRender && config.render.kustomize,
    charts: config.render.charts,
  });
  for (const w of discovery.warnings) warn(w);
  let tools: RenderTools | undefined;
  // The charts of the cwd by name, for Helm output the linter did not render (read once, if needed).
  let charts: Map<string, string[]> | undefined;
  const chartsHere = () => (charts ??= chartsByName(options.cwd));
  for (const input of discovery.inputs) {
    if (input.kind === 'render') {
      tools ??= renderTools(options);
      for (const result of renderRootSync(input.root, { tools, cwd: options.cwd, kubernetesVersion: config.settings.kubernetesVersion })) {
        displayed.push(result.manifest);
        options.beforeFile?.(result.text?.length ?? 0);
        lintRender(linter, result, input.root, options.cwd);
      }
      continue;
    }
    const file = input.file;
    let text: string;
    let display = file.display;
    let unit: ApplyUnit | undefined;
    if (file.absolute === '-') {
      if (!options.readStdin) throw new PathError('cannot read - (standard input) here');
      text = options.readStdin();
      display = options.stdinFilename ?? '-';
      unit = applyUnitOfStdin(display);
    } else {
      const given = options.readText?.(file);
      try {
        text = given ?? decodeText(readRegularFile(file.absolute, MAX_BYTES.manifest));
      } catch (e) {
        if (!(e instanceof FileReadError)) throw e;
        throw new PathError(`cannot read ${printablePath(file.display)}: ${e.reason}`);
      }
    }
    displayed.push(display);
    // Helm output: piped on stdin, its findings go to the templates; committed, they stay in the
    // file and the template is a related location.
    const helmOutput = text.includes('# Source: ')
      ? helmOutputStream(options.cwd, { file: display, primary: file.absolute === '-' ? 'source' : 'rendered' }, chartsHere)
      : undefined;
    options.beforeFile?.(text.length);
    linter.lintText(display, text, unit, helmOutput, { factsOnly: options.findingsWanted?.(file) === false });
  }
  linter.finish();
  // `ignore` matches the file a finding points at (CONFIG.md): a plain file it matches was never
  // read, and a render's findings on an ignored template or resource are dropped here.
  if (ignore.length > 0) {
    const kept = linter.findings.filter((f) => f.render === undefined || !ignored(f.file));
    linter.findings.length = 0;
    for (const f of kept) linter.findings.push(f);
  }
  // Once per run, where the run's other warnings go: which bundled schema stands in for a
  // settings.kubernetesVersion the linter has none for.
  for (const notice of schemaNotices(linter.run)) (options.warn ?? warnOnStderr)(notice);
  return displayed;
}

/** The renderers: --helm/--kustomize paths (a bad one is a usage error), else PATH. */
function renderTools(options: Pick<LintFilesOptions, 'cwd' | 'renderers'>): RenderTools {
  const { env, ...explicit } = options.renderers ?? {};
  const { tools, errors } = resolveTools(explicit, { cwd: options.cwd, env });
  if (errors.length > 0) throw new PathError(errors.join('; '));
  return tools;
}

/** One render: its stream linted as one apply unit with findings at the sources, or render-failed at its manifest. */
function lintRender(linter: Linter, result: RenderResult, root: RenderRoot, cwd: string): void {
  const what = result.kind === 'helm' ? 'Helm chart' : 'kustomization';
  const how =
    result.kind === 'helm' ? `helm template${result.helm?.values.length ? `, ${result.helm.values.join(', ')}` : ''}` : 'kustomize build';
  const label = `${result.root} (${how})`;
  const manifestText = readManifest(result.manifest, cwd);
  if (result.failure || result.text === undefined) {
    const why = result.failure?.message ?? 'no output';
    const where = result.root === '.' ? './' : `${result.root}/`;
    linter.reportInputProblem(
      'render',
      result.manifest,
      manifestText,
      `The ${what} in ${where} could not be rendered, so none of ` + `its objects were linted: ${why}`,
    );
    return;
  }
  const unit = { id: `render:${label}`, label, root: result.root, ...(result.helm ? { namespace: result.helm.namespace } : {}) };
  linter.lintText(result.manifest, result.text, unit, renderedStream(result, root, cwd, label));
}

function readManifest(manifest: string, cwd: string): string {
  try {
    return decodeText(readRegularFile(resolve(cwd, manifest), MAX_BYTES.config));
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    return '';
  }
}

export function lintFiles(config: ResolvedConfig, options: LintFilesOptions): LintReport {
  return lintRun(config, options).report;
}

/**
 * The lint run itself, with its linter (index and cluster model) for views built from the same
 * pass. `collectors` are internal rules that only collect facts (the compatibility matrix's):
 * they run in the same pass and are not part of the report's rules.
 */
export function lintRun(
  config: ResolvedConfig,
  options: LintFilesOptions & { collectors?: AnyRule[] },
): { report: LintReport; linter: Linter } {
  const nodePoolDocuments = options.nodePools !== undefined ? readNodePools(options.nodePools, options.cwd) : undefined;
  // Standard input is read once, whatever the passes (lint-passes.ts); each pass's warnings wait
  // for the pass to end, and only the last one's are given.
  const readStdin = options.readStdin && once(options.readStdin);
  const {
    linter,
    fed: { displayed, warnings },
  } = lintInPasses(
    {
      rules: [...rules, ...(options.collectors ?? [])],
      config,
      cliRules: options.cliRules,
      reportUnusedDirectives: options.reportUnusedDirectives,
      nodePoolDocuments,
      eagerFacts: options.eagerFacts,
    },
    (linter) => {
      const warnings: string[] = [];
      const displayed = lintPaths(linter, config, { ...options, readStdin, warn: (message) => warnings.push(message) });
      return { displayed, warnings };
    },
  );
  for (const message of warnings) (options.warn ?? warnOnStderr)(message);
  const report: LintReport = {
    findings: linter.findings,
    stats: linter.stats,
    rules,
    files: displayed,
    tool: TOOL,
    legacyFingerprintOf: (f) => linter.legacyFingerprintOf(f),
  };
  if (linter.internalErrors.length > 0) report.internalErrors = linter.internalErrors;
  const empty = pathsWithoutObjects(options, linter, displayed);
  if (empty.length > 0) report.emptyPaths = empty;
  return { report, linter };
}

/**
 * The paths of the command line that held no Kubernetes object and gave no finding (CONFIG.md: a
 * warning, or exit 2 with --fail-if-no-objects): a file, a directory and everything below it, or
 * stdin. Globs are left out (a glob that matches nothing is already a path error).
 */
function pathsWithoutObjects(options: Pick<LintFilesOptions, 'paths' | 'cwd' | 'stdinFilename'>, linter: Linter, read: string[]): string[] {
  const under = (files: Iterable<string>) => {
    const set = new Set(files);
    for (const file of [...set]) for (let d = posix.dirname(file); d !== '.' && d !== '/' && !set.has(d); d = posix.dirname(d)) set.add(d);
    return set;
  };
  // A file with a finding (a syntax error, a render that failed) already fails or shows: not silent.
  // The objects of a render count for its chart or overlay, whose findings may all be in a base.
  const withObjects = under([
    ...linter.index.objects.flatMap((o) => (o.unit.root === undefined ? [o.file] : [o.file, o.unit.root])),
    ...linter.findings.map((f) => f.file),
  ]);
  // A path whose files were all ignored has its own warning (collect.ts): only paths that were read count.
  const wasRead = under(read);
  return options.paths.filter((arg) => {
    if (/[*?[\]{}]/.test(arg)) return false;
    if (arg === '-') return !withObjects.has(options.stdinFilename ?? '-');
    const shown = displayPath(resolve(options.cwd, arg), options.cwd);
    if (shown === '.' || shown === '') return read.length > 0 && withObjects.size === 0;
    return wasRead.has(shown) && !withObjects.has(shown);
  });
}

/** --color/--no-color first, then FORCE_COLOR, NO_COLOR and NODE_DISABLE_COLORS, then the terminal. */
export function useColor(values: { color?: boolean; 'no-color'?: boolean }, env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (values['no-color']) return false;
  if (values.color) return true;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if ((env.NO_COLOR ?? '') !== '' || env.NODE_DISABLE_COLORS) return false;
  return isTTY;
}

export type FailOn = Level | 'never';
export const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'note', 'never'];

export function failing(findings: Finding[], failOn: FailOn): Finding[] {
  if (failOn === 'never') return [];
  return findings.filter((f) => LEVEL_RANK[f.level] >= LEVEL_RANK[failOn]);
}
