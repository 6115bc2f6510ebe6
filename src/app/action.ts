// The GitHub Action (action.yml → dist/action.mjs): lint, write SARIF for code scanning, a job
// summary and annotations, set outputs, and fail the step according to `fail-on`.
// The runner passes inputs as INPUT_<NAME> variables; ones the workflow leaves out may arrive
// empty, so every default is applied here as well as in action.yml.
import { existsSync } from 'node:fs';
import * as core from '@actions/core';
import { BaselineError, readBaseline } from '../report/baseline.js';
import { ConfigError } from '../config/load.js';
import { PathError } from '../files/collect.js';
import { MAX_BYTES, namedFileProblem } from '../files/read-file.js';
import { writeOutputFile } from '../files/write-file.js';
import type { Finding } from '../core/types.js';
import { FORMATS, loadFormatter, type FormatName } from '../report/load.js';
import { activeFindings, baselineFindings, bySeverity, chunksOf, type LintReport, summaryLine } from '../report/report.js';
import { sarif } from '../report/sarif.js';
import { selectForStep, workflowAnnotations, STEP_LIMITS, type Budget } from '../github/annotations.js';
import { annotationTargets } from '../github/annotation-targets.js';
import { API_TIMEOUTS, type ApiTimeouts } from '../github/api.js';
import { printable } from '../core/printable.js';
import { describeInternalError } from '../engine/linter.js';
import { blobUrl, readContext, resultSha, type RunContext } from '../github/context.js';
import { writeFenced } from '../github/log-fence.js';
import { checkoutPrefix, FILTER_MODES, inFilter, pullRequestChanges, type DiffSource, type FilterMode } from '../github/diff.js';
import { CHECK_RUN_CHARS, headline, STEP_SUMMARY_BYTES, summaryMarkdown, type SummarySplit } from '../github/summary.js';
import { explicitRenderers, resolveTools } from '../render/binaries.js';
import { planReportFixes } from './report-fixes.js';
import { FAIL_ON, failing, lintRun, loadConfig, type FailOn } from './run.js';

const ANNOTATION_MODES = ['workflow', 'check-run', 'none'] as const;
type AnnotationMode = (typeof ANNOTATION_MODES)[number];
const LOG_FORMATS = [...FORMATS.filter((f) => f !== 'github'), 'none'] as const;

class InputError extends Error {}

function input(name: string, fallback: string): string {
  return core.getInput(name).trim() || fallback;
}

function choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = input(name, fallback);
  if (!(allowed as readonly string[]).includes(value))
    throw new InputError(`input ${name}: expected one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

interface Inputs {
  paths: string[];
  config?: string;
  nodePools?: string;
  failOn: FailOn;
  format: FormatName | 'none';
  sarifFile: string;
  annotations: AnnotationMode;
  filterMode: FilterMode;
  category?: string;
  baseline?: string;
  token?: string;
  /** A path with no Kubernetes object fails the step (default true: a repository that lints nothing must not pass green). */
  failIfNoObjects: boolean;
  /** The helm and kustomize (or kubectl) binaries for charts and kustomizations; default: PATH. */
  helm?: string;
  kustomize?: string;
  /** Post the fixes of findings on the pull request's changes as suggested changes in a review. */
  suggestions: boolean;
}

function readInputs(): Inputs {
  // First, so that nothing printed later (an input error included) can show the token.
  const token = secret(core.getInput('github-token').trim() || process.env.GITHUB_TOKEN || undefined);
  const paths = core
    .getMultilineInput('path')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const format = input('format', 'stylish');
  if (format === 'github')
    throw new InputError(
      'input format: "github" would print every annotation; the annotations input controls annotations (use stylish, json, markdown... for the log)',
    );
  if (!(LOG_FORMATS as readonly string[]).includes(format))
    throw new InputError(`input format: expected one of ${LOG_FORMATS.join(', ')}, got "${format}"`);
  const optional = (name: string) => core.getInput(name).trim() || undefined;
  return {
    paths: paths.length ? paths : ['.'],
    config: optional('config'),
    nodePools: optional('node-pools'),
    failOn: choice('fail-on', FAIL_ON, 'error'),
    format: format as FormatName | 'none',
    sarifFile: input('sarif-file', 'ai-k8s-lint.sarif'),
    annotations: choice('annotations', ANNOTATION_MODES, 'workflow'),
    filterMode: choice('filter-mode', FILTER_MODES, 'added'),
    category: optional('category'),
    baseline: optional('baseline'),
    token,
    failIfNoObjects: choice('fail-if-no-objects', ['true', 'false'] as const, 'true') === 'true',
    helm: optional('helm'),
    kustomize: optional('kustomize'),
    suggestions: choice('suggestions', ['true', 'false'] as const, 'false') === 'true',
  };
}

/**
 * The renderers the inputs name, as the CLI's --helm and --kustomize (a kustomize input named
 * kubectl runs `kubectl kustomize`); a path that is not an executable is an input error, before
 * anything is linted.
 */
function renderersOf(inputs: Inputs, cwd: string): ReturnType<typeof explicitRenderers> {
  for (const name of ['helm', 'kustomize'] as const) {
    const given = inputs[name];
    if (given === undefined) continue;
    const problem = resolveTools(explicitRenderers({ [name]: given }), { cwd }).errors[0];
    // The problem reads "--<tool> <path>: <why>"; the tool's option name means nothing here.
    if (problem) throw new InputError(`input ${name}: ${problem.slice(problem.indexOf(' ') + 1)}`);
  }
  return explicitRenderers({ helm: inputs.helm, kustomize: inputs.kustomize });
}

/** Registers a token with the runner, which then masks it in the log, whatever prints it. */
function secret(token: string | undefined): string | undefined {
  if (token !== undefined) core.setSecret(token);
  return token;
}

/**
 * Checks API deadlines. AI_K8S_LINT_API_TIMEOUT_MS (internal, for tests) sets the per-request
 * timeout; the overall budget and the retry pause keep their proportions to it.
 */
function apiTimeouts(defaults: ApiTimeouts): ApiTimeouts {
  const ms = Number(process.env.AI_K8S_LINT_API_TIMEOUT_MS);
  if (!Number.isFinite(ms) || ms <= 0) return defaults;
  const scale = ms / defaults.requestMs;
  return { requestMs: ms, totalMs: defaults.totalMs * scale, retryPauseMs: defaults.retryPauseMs * scale };
}

/**
 * The lines a PR changed, for filter-mode and for suggestions; undefined when neither needs them
 * or they cannot be had (with the reason in the log).
 */
function changesFor(inputs: Inputs, ctx: RunContext): DiffSource | undefined {
  const filtering = inputs.filterMode !== 'nofilter';
  if (!filtering && !inputs.suggestions) return undefined;
  const what = filtering ? `filter-mode ${inputs.filterMode}` : 'suggestions';
  const fallback = filtering ? 'annotating every finding' : 'no suggestions';
  if (!ctx.pullRequest) {
    core.debug(`${what}: not a pull request event; ${fallback}.`);
    return undefined;
  }
  const source = pullRequestChanges(process.cwd(), ctx.pullRequest.baseSha, ctx.pullRequest.headSha);
  if (!source) {
    core.info(`${what}: the pull request's commits are not in the clone (use actions/checkout with fetch-depth: 0); ${fallback}.`);
    return undefined;
  }
  core.info(`${what}: ${source.changed.size} changed file(s) in ${source.range}.`);
  return source;
}

/**
 * Suggested changes for the fixable findings on the PR's changes (input suggestions), as one
 * review. Returns the job summary's line about them. A token that may not write (a fork's pull
 * request) or an API that fails leaves the annotations as they are and never fails the step.
 */
async function suggest(
  inputs: Inputs,
  ctx: RunContext,
  findings: Finding[],
  source: DiffSource | undefined,
  warn: (message: string) => void,
): Promise<string | undefined> {
  if (!inputs.suggestions) return undefined;
  const pr = ctx.pullRequest;
  const [owner, repo] = (ctx.repository ?? '').split('/');
  const off = (why: string) => {
    core.info(`suggestions: ${why}; none posted.`);
    return `Suggestions: none (${why}).`;
  };
  if (!pr || pr.number === undefined) return off('not a pull request');
  if (!source) return off("the pull request's commits are not in the clone (fetch-depth: 0)");
  if (!inputs.token) return off('no github-token');
  if (!owner || !repo) return off('GITHUB_REPOSITORY is not set');
  const prefix = checkoutPrefix(process.cwd());
  if (prefix === undefined) return off('the workspace is not a git checkout');
  const { headTexts, planSuggestions, publishSuggestions, SuggestionError, MAX_SUGGESTIONS } = await import('../github/suggestions.js');
  const plan = planSuggestions([...findings].sort(bySeverity), source.changed, headTexts(process.cwd(), pr.headSha), prefix);
  core.debug(
    `suggestions: ${plan.suggestions.length} planned; ${plan.skipped} fix(es) not made suggestions (off the changed lines, overlapping another, or the file is not as at the head commit).`,
  );
  if (plan.suggestions.length === 0) return off('no fixable finding on the lines this pull request changes');
  try {
    const r = await publishSuggestions({
      apiUrl: ctx.apiUrl,
      token: inputs.token,
      owner,
      repo,
      pullNumber: pr.number,
      headSha: pr.headSha,
      suggestions: plan.suggestions,
      debug: (m) => core.debug(m),
      timeouts: apiTimeouts(API_TIMEOUTS),
    });
    const counts = [
      r.already > 0 ? `${r.already} already on the pull request` : '',
      r.left > 0 ? `${r.left} more left for a later run (at most ${MAX_SUGGESTIONS} per run)` : '',
    ].filter(Boolean);
    core.info(`suggestions: ${r.posted} posted${counts.length ? `, ${counts.join(', ')}` : ''} (${r.requests} request(s)).`);
    const posted = r.posted === 0 ? 'none new' : `${r.posted} in ${r.url ? `a [review](${r.url})` : 'a review'}`;
    return `Suggestions: ${posted}${counts.length ? `; ${counts.join('; ')}` : ''}.`;
  } catch (e) {
    if (!(e instanceof SuggestionError)) throw e;
    // The message is already safe to print (suggestions.ts redacts and cleans it).
    const why = e.status === undefined ? e.message : `HTTP ${e.status}: ${e.message}`;
    if (e.status === 403) {
      // Expected on every pull request from a fork: a line in the log, not a warning annotation.
      core.info(
        `suggestions: the token may not ${e.stage === 'list' ? 'read review comments' : 'post a review'} (${why}); the annotations stand.`,
      );
      return 'Suggestions: not posted (HTTP 403: a pull request from a fork, or the job lacks `pull-requests: write`).';
    }
    warn(`cannot post suggested changes: ${e.stage === 'list' ? 'reading the review comments' : 'posting the review'} failed (${why}).`);
    return 'Suggestions: not posted (the API call failed; see the warning).';
  }
}

interface AnnotationOutcome {
  /** A line for the job summary. */
  note: string;
}

/** The Action's own warning annotations, counted: each takes one of the step's warning slots. */
interface Warnings {
  warn: (message: string) => void;
  count: () => number;
}

function warningCounter(): Warnings {
  let n = 0;
  return {
    warn: (message) => {
      core.warning(`ai-k8s-lint: ${message}`);
      n++;
    },
    count: () => n,
  };
}

async function checkRun(
  inputs: Inputs,
  ctx: RunContext,
  findings: Finding[],
  report: LintReport,
  failed: boolean,
  filteredOut: number,
  split: SummarySplit | undefined,
  warn: (message: string) => void,
): Promise<{ ok: true; note: string } | { ok: false; reason: string }> {
  const headSha = resultSha(ctx);
  const [owner, repo] = (ctx.repository ?? '').split('/');
  if (!inputs.token) return { ok: false, reason: 'no github-token' };
  if (!owner || !repo || !headSha) return { ok: false, reason: 'GITHUB_REPOSITORY or the commit SHA is not set' };
  const { publishCheckRun, toAnnotation, CheckRunError, MAX_CHECK_ANNOTATIONS } = await import('../github/check-run.js');
  const annotated = [...findings].sort(bySeverity).slice(0, MAX_CHECK_ANNOTATIONS);
  const name = inputs.category ? `ai-k8s-lint (${inputs.category})` : 'ai-k8s-lint';
  const notes: string[] = [];
  if (findings.length > annotated.length)
    notes.push(`${findings.length - annotated.length} more findings are not annotated (at most ${MAX_CHECK_ANNOTATIONS}).`);
  if (filteredOut > 0)
    notes.push(
      `${filteredOut} findings outside the lines this pull request changes are not annotated (filter-mode: ${inputs.filterMode}).`,
    );
  const all = activeFindings(report);
  const text = summaryMarkdown(all, {
    title: name,
    failed,
    failOn: inputs.failOn,
    intro: [summaryLine(report), ...notes],
    link: (file, range) => blobUrl(ctx, headSha, file, range.start.line, range.end.line),
    seeAlso: `the job summary and \`${inputs.sarifFile}\``,
    max: CHECK_RUN_CHARS,
    measure: 'chars',
    split,
    baseline: baselineFindings(report),
  });
  try {
    const result = await publishCheckRun({
      apiUrl: ctx.apiUrl,
      token: inputs.token,
      owner,
      repo,
      headSha,
      name,
      conclusion: failed ? 'failure' : all.length > 0 ? 'neutral' : 'success',
      title: headline(all),
      summary: [
        `**${headline(all)}** (fail-on: ${inputs.failOn}).`,
        `${annotated.length} annotation${annotated.length === 1 ? '' : 's'} on ${headSha.slice(0, 12)}.`,
        ...notes,
      ].join('\n\n'),
      text,
      annotations: annotated.map(toAnnotation),
      debug: (m) => core.debug(m),
      timeouts: apiTimeouts(API_TIMEOUTS),
    });
    core.info(
      `Check run ${result.id} created on ${headSha} with ${annotated.length} annotations (${result.requests} request${result.requests === 1 ? '' : 's'}).`,
    );
    return {
      ok: true,
      note: `Annotations: ${annotated.length} on the check run [${name}](${result.url ?? `${ctx.serverUrl}/${ctx.repository}/runs/${result.id}`}).`,
    };
  } catch (e) {
    if (!(e instanceof CheckRunError)) throw e;
    // The message is already safe to print (check-run.ts redacts and cleans it).
    const why = e.status === undefined ? e.message : `HTTP ${e.status}: ${e.message}`;
    if (e.stage === 'update') {
      warn(`${e.posted} of ${annotated.length} annotations were added to the check run; the rest failed (${why}).`);
      return { ok: true, note: `Annotations: ${e.posted} of ${annotated.length} on the check run ${name} (the rest failed).` };
    }
    if (e.status === 403)
      return {
        ok: false,
        reason: 'the token may not create check runs (HTTP 403: a pull request from a fork, or the job lacks `checks: write`)',
      };
    return { ok: false, reason: `creating the check run failed (${why})` };
  }
}

async function annotate(
  inputs: Inputs,
  ctx: RunContext,
  report: LintReport,
  findings: Finding[],
  filteredOut: number,
  failed: boolean,
  split: SummarySplit | undefined,
  warnings: Warnings,
): Promise<AnnotationOutcome> {
  if (inputs.annotations === 'none') return { note: 'Annotations: off (annotations: none).' };
  if (inputs.annotations === 'check-run') {
    const r = await checkRun(inputs, ctx, findings, report, failed, filteredOut, split, warnings.warn);
    if (r.ok) return { note: r.note };
    warnings.warn(`cannot annotate through a check run: ${r.reason}. Falling back to workflow annotations.`);
  }
  // setFailed and the warnings issued so far are annotations too: they use up slots.
  const limits: Budget = {
    error: STEP_LIMITS.error - (failed ? 1 : 0),
    warning: Math.max(0, STEP_LIMITS.warning - warnings.count()),
    note: STEP_LIMITS.note,
  };
  const seeAlso = `the job summary, the step log and ${inputs.sarifFile}`;
  process.stdout.write(workflowAnnotations(findings, { filteredOut, filterMode: inputs.filterMode, seeAlso, limits }));
  const selection = selectForStep(findings, filteredOut > 0, limits);
  const n = selection.annotated.length;
  const extra = [
    selection.left > 0 ? `${selection.left} not annotated (GitHub's per-step limit)` : '',
    filteredOut > 0 ? `${filteredOut} outside the changed lines (filter-mode: ${inputs.filterMode})` : '',
  ].filter(Boolean);
  return { note: `Annotations: ${n} in the workflow log${extra.length ? `; ${extra.join(', ')}` : ''}.` };
}

/**
 * Node prints process warnings on stderr, which the runner parses for workflow commands as well
 * (`##[error]` anywhere in a line is one), and a library's warning may quote a manifest: the YAML
 * parser's "Keys with collection values will be stringified" quotes the key. As debug messages
 * they are escaped.
 */
function warningsToDebug(): void {
  process.removeAllListeners('warning');
  process.on('warning', (w) => core.debug(`${w.name}: ${w.message}`));
}

export async function run(): Promise<void> {
  warningsToDebug();
  const workspace = process.env.GITHUB_WORKSPACE;
  if (workspace && existsSync(workspace)) process.chdir(workspace);
  const cwd = process.cwd();
  const inputs = readInputs();
  const nodePoolsProblem =
    inputs.nodePools !== undefined ? namedFileProblem(inputs.nodePools, { cwd, maxBytes: MAX_BYTES.nodePools }) : undefined;
  if (nodePoolsProblem) throw new InputError(`input node-pools: cannot read ${inputs.nodePools}: ${nodePoolsProblem}`);
  const warnings = warningCounter();
  const ctx = readContext(process.env, warnings.warn);

  const config = await loadConfig({ config: inputs.config, cwd });
  // With node pools declared, the job summary shows the compatibility matrix: its facts are
  // collected in the same pass as the findings.
  const matrix =
    process.env.GITHUB_STEP_SUMMARY && (inputs.nodePools !== undefined || (config.raw.nodePools ?? []).length > 0)
      ? await import('./matrix-command.js')
      : undefined;
  // The walk's warnings (links not followed, named files ignored) quote file names: as
  // annotations they are escaped, where stderr would pass `##[` in a name to the runner.
  const { report, linter } = lintRun(config, {
    paths: inputs.paths,
    cwd,
    nodePools: inputs.nodePools,
    collectors: matrix ? [matrix.matrixCollector()] : [],
    warn: warnings.warn,
    renderers: renderersOf(inputs, cwd),
  });
  if (inputs.baseline !== undefined) report.baseline = { file: inputs.baseline, unchanged: readBaseline(inputs.baseline) };

  // SARIF always, for github/codeql-action/upload-sarif, with each fix as an edit of the file.
  planReportFixes(report.findings, cwd);
  // Never through a link the pull request committed, nor into a directory the Action creates.
  writeOutputFile(inputs.sarifFile, sarif(report, { color: false, category: inputs.category }), { cwd });

  if (inputs.format !== 'none') {
    const color = (process.env.NO_COLOR ?? '') === '' && inputs.format === 'stylish';
    // Outside the fence, the runner would take lines of the report as workflow commands.
    writeFenced(chunksOf(await loadFormatter(inputs.format), report, { color, category: inputs.category }), (text) =>
      process.stdout.write(text),
    );
  }

  const active = activeFindings(report);
  const c = { error: 0, warning: 0, note: 0 };
  for (const f of active) c[f.level]++;
  core.setOutput('sarif-file', inputs.sarifFile);
  core.setOutput('findings', active.length);
  core.setOutput('errors', c.error);
  core.setOutput('warnings', c.warning);
  core.setOutput('notes', c.note);

  const failingFindings = failing(active, inputs.failOn);
  const failed = failingFindings.length > 0;
  const source = changesFor(inputs, ctx);
  const changed = inputs.filterMode === 'nofilter' ? undefined : source?.changed;
  // A finding of a chart is annotated at its template line and at the values-file lines that set
  // its value; filter-mode keeps the targets on the change, and the finding when one is kept.
  const inChange = new Set<Finding>();
  const annotatable: Finding[] = [];
  for (const f of active)
    for (const target of annotationTargets(f))
      if (inFilter(target, inputs.filterMode, changed)) {
        annotatable.push(target);
        inChange.add(f);
      }
  const split: SummarySplit | undefined = changed && {
    isNew: (f) => inChange.has(f),
    newLabel: inputs.filterMode === 'file' ? 'in files this pull request changes' : 'on lines this pull request changes',
    oldLabel: 'elsewhere',
    oldNote: 'not on the changes of this pull request, so they may predate it (a `baseline` keeps those from failing the step)',
  };
  // Before the annotations: a warning about suggestions takes one of the step's warning slots.
  const suggested = await suggest(inputs, ctx, active, source, warnings.warn);
  const outcome = await annotate(inputs, ctx, report, annotatable, active.length - inChange.size, failed, split, warnings);

  if (process.env.GITHUB_STEP_SUMMARY) {
    const sha = resultSha(ctx);
    const md = summaryMarkdown(active, {
      title: inputs.category ? `ai-k8s-lint (${inputs.category})` : 'ai-k8s-lint',
      failed,
      failOn: inputs.failOn,
      intro: [
        `${summaryLine(report)}.`,
        `Fails on: ${inputs.failOn}${failed ? ` (${failingFindings.length} at or above it)` : ''}. SARIF: \`${inputs.sarifFile}\`.`,
        outcome.note,
        ...(suggested ? [suggested] : []),
      ],
      link: (file, range) => blobUrl(ctx, sha, file, range.start.line, range.end.line),
      seeAlso: `the step log, or \`${inputs.sarifFile}\` in code scanning once uploaded`,
      max: STEP_SUMMARY_BYTES - 1024,
      measure: 'bytes',
      split,
      baseline: baselineFindings(report),
    });
    let matrixText = '';
    if (matrix) {
      const { summaryMatrixMarkdown } = await import('./matrix-summary.js');
      const rendered = summaryMatrixMarkdown(matrix.matrixFromRun(linter, config), (file, line) => blobUrl(ctx, sha, file, line));
      const room = STEP_SUMMARY_BYTES - Buffer.byteLength(md) - 256;
      matrixText =
        Buffer.byteLength(rendered) <= room
          ? `\n${rendered}`
          : '\nThe CUDA compatibility matrix is too large for the job summary; run `ai-k8s-lint matrix` to see it.\n';
    }
    await core.summary.addRaw(md + matrixText).write();
  }

  if (report.emptyPaths) {
    const message = `ai-k8s-lint: no Kubernetes object in ${report.emptyPaths.map((p) => printable(p)).join(', ')}`;
    if (inputs.failIfNoObjects) core.setFailed(`${message} (fail-if-no-objects: true)`);
    else core.warning(message);
  }
  // A rule that threw is a bug in the linter, and the report lacks what it would have found.
  for (const e of report.internalErrors ?? []) core.setFailed(`ai-k8s-lint: ${printable(describeInternalError(e))} (please report this)`);
  if (failed)
    core.setFailed(
      `ai-k8s-lint: ${failingFindings.length} finding${failingFindings.length === 1 ? '' : 's'} at or above ${inputs.failOn} (fail-on: ${inputs.failOn}).`,
    );
}

run().catch((e: unknown) => {
  if (e instanceof InputError || e instanceof ConfigError || e instanceof PathError || e instanceof BaselineError)
    core.setFailed(`ai-k8s-lint: ${e.message}`);
  else {
    core.debug(e instanceof Error ? (e.stack ?? e.message) : String(e));
    core.setFailed(`ai-k8s-lint: internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
});
