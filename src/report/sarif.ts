// SARIF 2.1.0 as GitHub code scanning consumes it: one run, full rule metadata,
// repository-relative URIs, UTF-16 columns, suppressed results kept with their justification.
import { resolve } from 'node:path';
import { ruleHelpMarkdown } from '../docs/render.js';
import { UNUSED_DIRECTIVE_ID } from '../engine/linter.js';
import type { DocumentedRule } from '../engine/rule.js';
import type { Finding, RelatedLocation } from '../core/types.js';
import { jsonForLogs } from './escape.js';
import { repositoryUrl, ruleDocsUrl } from './links.js';
import { inBaseline, jsonWithArray, lazyMap, STREAMED_ARRAY, type FormatOptions, type Formatter, type LintReport } from './report.js';

/** RFC 3986 path: POSIX separators, no leading ./, each segment percent-encoded. */
export function sarifUri(file: string): string {
  const clean = file === '-' ? 'stdin' : file.replace(/^(\.\/)+/, '');
  return clean
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

function region(r: Finding['range']): Record<string, number> {
  return { startLine: r.start.line, startColumn: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}

/** GitHub caps descriptions at 1024 characters: keep whole sentences (the full text is in help). */
export function withinLimit(text: string, limit = 1024): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return end > limit / 3 ? cut.slice(0, end + 1) : `${cut}…`;
}

function descriptor(rule: DocumentedRule, version: string): Record<string, unknown> {
  const name = rule.id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
  return {
    id: rule.id,
    // SARIF1001: a name that only differs from the id in case (one-word ids) is left out.
    ...(name.toLowerCase() === rule.id.toLowerCase() ? {} : { name }),
    shortDescription: { text: withinLimit(rule.summary) },
    fullDescription: { text: withinLimit(rule.description) },
    helpUri: ruleDocsUrl(rule.id, version),
    help: { text: `${rule.rationale}\n\n${rule.remediation}`, markdown: ruleHelpMarkdown(rule) },
    defaultConfiguration: { level: rule.level },
    properties: {
      tags: ['kubernetes', rule.family, ...(rule.scope === 'ai' ? ['ai-workload'] : [])],
      precision: 'high',
      'problem.severity': rule.level === 'note' ? 'recommendation' : rule.level,
    },
  };
}

const UNUSED_DIRECTIVE_DESCRIPTOR = {
  id: UNUSED_DIRECTIVE_ID,
  name: 'UnusedDisableDirective',
  shortDescription: { text: 'An ai-k8s-lint-disable comment suppresses nothing.' },
  fullDescription: { text: 'Reported with --report-unused-disable-directives for disable comments that matched no finding.' },
  help: { text: 'Remove the comment, or fix the rule ids it names.', markdown: 'Remove the comment, or fix the rule ids it names.' },
  defaultConfiguration: { level: 'warning' },
};

/**
 * A related location. The output of a render is in no file of the checkout, so it is no physical
 * location (code scanning resolves those against the repository): the render is named as a
 * logical location, and the line of its output goes into the message. A values-file line and
 * every other place are files of the checkout, with their region.
 */
function relatedLocation(r: RelatedLocation, id: number): Record<string, unknown> {
  if (r.kind === 'render-output')
    return {
      id,
      logicalLocations: [{ name: r.file, kind: 'module' }],
      message: { text: r.range ? `${r.message.replace(/\.$/, '')}, at line ${r.range.start.line}.` : r.message },
    };
  return {
    id,
    physicalLocation: {
      artifactLocation: { uri: sarifUri(r.file), uriBaseId: '%SRCROOT%' },
      ...(r.range ? { region: region(r.range) } : {}),
    },
    message: { text: r.message },
  };
}

/** The log in pieces: results are made and written one at a time. */
function* sarifChunks(report: LintReport, options: FormatOptions): Generator<string> {
  const descriptors = report.rules.map((rule) => descriptor(rule, report.tool.version));
  if (report.findings.some((f) => f.ruleId === UNUSED_DIRECTIVE_ID)) descriptors.push(UNUSED_DIRECTIVE_DESCRIPTOR);
  const index = new Map(descriptors.map((d, i) => [d.id as string, i]));
  const toResult = (f: Finding): Record<string, unknown> => {
    const result: Record<string, unknown> = {
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId),
      level: f.level,
      message: { text: f.message },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: sarifUri(f.file), uriBaseId: '%SRCROOT%' }, region: region(f.range) },
          ...(f.object
            ? {
                logicalLocations: [
                  { fullyQualifiedName: [f.object.namespace, f.object.kind, f.object.name].filter(Boolean).join('/'), kind: 'resource' },
                ],
              }
            : {}),
        },
      ],
      partialFingerprints: { 'aiK8sLint/v1': f.fingerprint },
    };
    if (f.related?.length) result.relatedLocations = f.related.map((r, i) => relatedLocation(r, i + 1));
    // The fix as SARIF describes one: a replacement of a region of the finding's file.
    if (f.fix && f.fixEdit)
      result.fixes = [
        {
          description: { text: f.fix.description },
          artifactChanges: [
            {
              artifactLocation: { uri: sarifUri(f.file), uriBaseId: '%SRCROOT%' },
              replacements: [{ deletedRegion: region(f.fixEdit.range), insertedContent: { text: f.fixEdit.text } }],
            },
          ],
        },
      ];
    // SARIF's own notion of a baseline: code scanning and viewers can tell new from old.
    if (report.baseline) result.baselineState = inBaseline(f, report) ? 'unchanged' : 'new';
    if (f.suppressed)
      result.suppressions = [
        { kind: f.suppressed.kind, ...(f.suppressed.justification ? { justification: f.suppressed.justification } : {}) },
      ];
    return result;
  };
  const run: Record<string, unknown> = {
    tool: {
      driver: {
        name: report.tool.name,
        version: report.tool.version,
        semanticVersion: report.tool.version,
        informationUri: repositoryUrl,
        rules: descriptors,
      },
    },
    originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToUri(process.cwd())}/` } },
    columnKind: 'utf16CodeUnits',
    invocations: [{ executionSuccessful: true }],
    results: STREAMED_ARRAY,
  };
  if (options.category) run.automationDetails = { id: options.category.endsWith('/') ? options.category : `${options.category}/` };
  const provenance = versionControlProvenance(process.env, process.cwd());
  if (provenance) run.versionControlProvenance = [provenance];
  // The results array sits in runs[0]: three levels down.
  const chunks = jsonWithArray(
    { $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [run] },
    lazyMap(report.findings, toResult),
    3,
  );
  // Values are kept exact; only how the log's text spells them changes.
  for (const chunk of chunks) yield jsonForLogs(chunk);
  yield '\n';
}

export const sarif: Formatter = Object.assign((report: LintReport, options: FormatOptions) => [...sarifChunks(report, options)].join(''), {
  chunks: sarifChunks,
});

function pathToUri(dir: string): string {
  return `file://${dir.split('\\').join('/').split('/').map(encodeURIComponent).join('/')}`.replace(/\/$/, '');
}

/**
 * The repository and commit a CI run linted, from the CI's own variables (GitHub Actions, Azure
 * Pipelines): Azure DevOps Advanced Security files results against repositoryUri and revisionId,
 * and other SARIF consumers show them. Nothing runs git. A value that is not what the CI writes
 * there is left out rather than passed on; credentials in a repository URL never are. When the
 * run's directory (%SRCROOT%) is the checkout's root, result paths are relative to the repository
 * root and `mappedTo` says so.
 */
export function versionControlProvenance(env: NodeJS.ProcessEnv, cwd: string): Record<string, unknown> | undefined {
  const azure = env.TF_BUILD === 'True';
  const github = env.GITHUB_ACTIONS === 'true';
  let uri: string | undefined;
  if (azure) uri = env.BUILD_REPOSITORY_URI;
  else if (github && /^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY ?? '')) {
    const server = webUrl(env.GITHUB_SERVER_URL || 'https://github.com');
    if (server !== undefined) uri = `${server}${server.endsWith('/') ? '' : '/'}${env.GITHUB_REPOSITORY}`;
  }
  const revision = azure ? env.BUILD_SOURCEVERSION : github ? env.GITHUB_SHA : undefined;
  const repositoryUri = uri !== undefined ? webUrl(uri) : undefined;
  if (repositoryUri === undefined || revision === undefined || !/^[0-9A-Za-z]{1,64}$/.test(revision)) return undefined;
  // A pull request's run is on a merge ref (refs/pull/N/merge), not on a branch: no branch then.
  const ref = azure ? env.BUILD_SOURCEBRANCH : env.GITHUB_REF;
  const branch = ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  const checkout = azure ? env.BUILD_SOURCESDIRECTORY : env.GITHUB_WORKSPACE;
  return {
    repositoryUri,
    revisionId: revision,
    ...(branch && branch.length <= 255 && /^[\x21-\x7e]+$/.test(branch) ? { branch } : {}),
    ...(checkout && resolve(checkout) === resolve(cwd) ? { mappedTo: { uriBaseId: '%SRCROOT%' } } : {}),
  };
}

/** An http(s) URL without user name, password, query or fragment; undefined for anything else. */
function webUrl(text: string): string | undefined {
  if (text.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.href;
}
