// Runs action.mjs (of the sources, bundled by test/setup/bundles.ts) the way the Actions runner does: a node process with INPUT_* variables
// (upper-cased, hyphens kept), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, an event file.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { printable } from '../../src/core/printable.js';
import { BUNDLE_DIR } from './run-cli.js';

export const ACTION = join(BUNDLE_DIR, 'action.mjs');

/** The pull request head of prEvent, and a token the Action must never print. */
export const HEAD_SHA = '0123456789abcdef0123456789abcdef01234567';
export const TOKEN = 'ghs_doNotPrintThisTokenAnywhere0123456789';

/** A temporary directory holding `files` (path → content). */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-ws-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** One yaml-ambiguous-scalar warning per object (line 7, 14, 21...). */
export function configMaps(n: number, prefix = 'cm'): string {
  return Array.from(
    { length: n },
    (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${prefix}-${i}\ndata:\n  a: b\nimmutable: yes\n`,
  ).join('---\n');
}

/** A pull_request event payload. */
export const prEvent = (head = HEAD_SHA, base = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa') => ({
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, head: { sha: head, repo: { full_name: 'octo/gpu-infra' } }, base: { sha: base } },
});

/** TOKEN's only appearance is the ::add-mask:: line that registers it, the first line of stdout. */
export function expectTokenKept(r: ActionRun, elsewhere: string[] = []): void {
  expect(r.masked).toEqual([TOKEN]);
  expect(r.stdout.split('\n')[0]).toBe(`::add-mask::${TOKEN}`);
  for (const text of [r.log, r.stderr, r.summary, ...elsewhere]) expect(text).not.toContain(TOKEN);
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Lines of stdout the runner takes as annotations (::error ..., ::warning ..., ::notice ...). */
  commands: string[];
  /** What the runner would act on in stdout (see runnerCommands). */
  runner: RunnerView;
  /** Commands the runner would act on in stderr. */
  stderrCommands: RunnerCommand[];
  /** Values registered with ::add-mask::. */
  masked: string[];
  /** stdout as the log shows it: without the ::add-mask:: lines, which the runner does not echo. */
  log: string;
}

/** A workflow command as the runner parses it. */
export interface RunnerCommand {
  name: string;
  properties: Record<string, string>;
  data: string;
  /** The line it came from. */
  line: string;
  /** `::name…` (the documented form) or `##[name…]` (the legacy form, found anywhere in a line). */
  form: 'v2' | 'v1';
}

export interface RunnerView {
  /** Commands acted on, in order; stop-commands and its resume token are not listed. */
  commands: RunnerCommand[];
  /** The tokens of the ::stop-commands:: fences, in order. */
  fences: string[];
  /** Lines between a ::stop-commands:: and its resume line. */
  fenced: string[];
  /** Whether output ended inside a fence (commands stay off for the rest of the step). */
  open: boolean;
}

// The commands actions/runner registers (ActionCommandManager.cs); names are case-insensitive.
const REGISTERED = new Set([
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
]);

const unescapeData = (s: string) => s.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
const unescapeProperty = (s: string) =>
  s.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%3A', ':').replaceAll('%2C', ',').replaceAll('%25', '%');
const unescapeV1 = (s: string) =>
  s.replaceAll('%3B', ';').replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%5D', ']').replaceAll('%25', '%');

/** ActionCommand.TryParseV2, then TryParse (v1), for the names in `known`. */
function parseCommand(line: string, known: (name: string) => boolean): RunnerCommand | undefined {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('::')) {
    const end = trimmed.indexOf('::', 2);
    if (end >= 0) {
      const info = trimmed.slice(2, end);
      const space = info.indexOf(' ');
      const name = space < 0 ? info : info.slice(0, space);
      if (known(name)) {
        const properties: Record<string, string> = {};
        if (space > 0) {
          for (const part of info
            .slice(space + 1)
            .trim()
            .split(',')
            .filter(Boolean)) {
            const eq = part.indexOf('=');
            if (eq > 0 && eq < part.length - 1) properties[part.slice(0, eq)] = unescapeProperty(part.slice(eq + 1));
          }
        }
        return { name, properties, data: unescapeData(trimmed.slice(end + 2)), line, form: 'v2' };
      }
    }
  }
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const close = line.indexOf(']', prefix);
  if (close < 0) return undefined;
  const info = line.slice(prefix + 3, close);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!known(name)) return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const part of info
      .slice(space + 1)
      .split(';')
      .filter(Boolean)) {
      const eq = part.indexOf('=');
      if (eq > 0 && eq < part.length - 1) properties[part.slice(0, eq)] = unescapeV1(part.slice(eq + 1));
    }
  }
  return { name, properties, data: unescapeV1(line.slice(close + 1)), line, form: 'v1' };
}

/**
 * What the Actions runner makes of one output stream of a step: it splits it into lines at CR, LF
 * and CRLF, and takes a line as a command when, after leading white space, it starts with
 * `::name`, or when it holds `##[name` anywhere. Between `::stop-commands::TOKEN` and a `TOKEN`
 * command it acts on nothing. (stderr is parsed too, with the same state; it is checked on its own
 * here, as if no fence were open, which is the worst case.)
 */
export function runnerCommands(text: string): RunnerView {
  const view: RunnerView = { commands: [], fences: [], fenced: [], open: false };
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  let token: string | undefined;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const command = parseCommand(line, (name) => REGISTERED.has(name.toLowerCase()) || (token !== undefined && same(name, token)));
    if (token !== undefined) {
      if (command && same(command.name, token)) token = undefined;
      else view.fenced.push(line);
    } else if (command && same(command.name, 'stop-commands')) {
      token = command.data;
      view.fences.push(token);
    } else if (command) view.commands.push(command);
  }
  view.open = token !== undefined;
  return view;
}

export interface ActionOptions {
  workspace: string;
  /** Input name as in action.yml → value; names left out are absent from the environment. */
  inputs?: Record<string, string>;
  /** The pull_request event payload; undefined: no event file. */
  event?: unknown;
  /** The event file's text as it is (for malformed files); overrides `event`. */
  eventText?: string;
  env?: Record<string, string>;
  /** Working directory of the process (the runner uses the workspace). */
  cwd?: string;
}

/** GITHUB_OUTPUT holds `name<<DELIMITER`, the value lines, `DELIMITER`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^=<]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
      out[m[1]!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const [k, ...v] = lines[i]!.split('=');
      out[k!] = v.join('=');
    }
  }
  return out;
}

/** Asynchronous on purpose: a test's HTTP server must keep answering while the action runs. */
export function runAction(opts: ActionOptions): Promise<ActionRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-runner-'));
  const outputFile = join(scratch, 'output');
  const summaryFile = join(scratch, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_REPOSITORY: 'octo/gpu-infra',
    GITHUB_SHA: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: scratch,
  };
  if (opts.event !== undefined || opts.eventText !== undefined) {
    const eventFile = join(scratch, 'event.json');
    writeFileSync(eventFile, opts.eventText ?? JSON.stringify(opts.event));
    env.GITHUB_EVENT_PATH = eventFile;
    env.GITHUB_EVENT_NAME = 'pull_request';
  }
  for (const [name, value] of Object.entries(opts.inputs ?? {})) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, opts.env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ACTION], { cwd: opts.cwd ?? opts.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const runner = runnerCommands(stdout);
      const masked = runner.commands.filter((c) => c.name === 'add-mask').map((c) => c.data);
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
        commands: runner.commands.filter((c) => /^(error|warning|notice)$/.test(c.name)).map((c) => c.line),
        runner,
        stderrCommands: runnerCommands(stderr).commands,
        masked,
        log: stdout
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::'))
          .join('\n'),
      });
    });
  });
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: Record<string, unknown> & {
    output?: { title?: string; summary?: string; text?: string; annotations?: Record<string, unknown>[] };
    comments?: ReviewCommentInput[];
  };
}

/** A comment of a review as the Action sends it (pulls.createReview). */
export interface ReviewCommentInput {
  path: string;
  line: number;
  side: string;
  start_line?: number;
  start_side?: string;
  body: string;
}

/** A review comment as the API lists it; an outdated one has `line: null`. */
export interface StoredReviewComment {
  id: number;
  path: string;
  line: number | null;
  start_line?: number | null;
  side?: string;
  body: string;
}

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** The pull request's review comments: those given in the options, then those the reviews posted. */
  reviewComments: StoredReviewComment[];
  close: () => Promise<void>;
}

/** A reply of the fake API: a status and a raw body (after `delayMs`), or no reply at all. */
export type FakeReply = { status: number; body: string; contentType?: string; delayMs?: number } | 'hang';

export interface FakeApiOptions {
  /** Answer the create call with this status (e.g. 403, as for a read-only token) and GitHub's error body. */
  createStatus?: number;
  /** Replaces the reply to request number `n` (0 is the first); undefined keeps the usual one. */
  reply?: (request: RecordedRequest, n: number) => FakeReply | undefined;
  /** Review comments already on the pull request. */
  reviewComments?: StoredReviewComment[];
  /** Answer the create-review call with this status (e.g. 403, as for a fork's read-only token) and GitHub's error body. */
  reviewStatus?: number;
}

/**
 * A stand-in for the GitHub REST API's check-run endpoints (201 with an id on create, 200 on
 * update) and a pull request's reviews (review comments listed by page, as GitHub pages them; a
 * review's comments added to them), or what `options` says instead.
 */
export async function fakeGitHubApi(options: FakeApiOptions = {}): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const reviewComments: StoredReviewComment[] = [...(options.reviewComments ?? [])];
  let nextId = 1000;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.setEncoding('utf8').on('data', (d: string) => (body += d));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : {};
    const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body };
    requests.push(recorded);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    const custom = options.reply?.(recorded, requests.length - 1);
    if (custom === 'hang') return;
    if (custom) {
      if (custom.delayMs) await new Promise((resolve) => setTimeout(resolve, custom.delayMs));
      res.writeHead(custom.status, { 'content-type': custom.contentType ?? 'application/json; charset=utf-8' });
      return res.end(custom.body);
    }
    if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/check-runs$/.test(req.url ?? '')) {
      if (options.createStatus && options.createStatus >= 400)
        return send(options.createStatus, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
          status: String(options.createStatus),
        });
      return send(201, {
        id: 4242,
        head_sha: body.head_sha,
        name: body.name,
        status: body.status,
        conclusion: body.conclusion,
        html_url: 'https://github.com/octo/gpu-infra/runs/4242',
      });
    }
    const m = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'PATCH' && m) return send(200, { id: Number(m[1]), html_url: `https://github.com/octo/gpu-infra/runs/${m[1]}` });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const pull = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/(comments|reviews)$/.exec(url.pathname);
    if (req.method === 'GET' && pull?.[2] === 'comments') {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
      const page = Number(url.searchParams.get('page') ?? 1);
      return send(200, reviewComments.slice((page - 1) * perPage, page * perPage));
    }
    if (req.method === 'POST' && pull?.[2] === 'reviews') {
      if (options.reviewStatus && options.reviewStatus >= 400)
        return send(options.reviewStatus, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
          status: String(options.reviewStatus),
        });
      const id = nextId++;
      for (const c of body.comments ?? [])
        reviewComments.push({ id: nextId++, path: c.path, line: c.line, start_line: c.start_line ?? null, side: c.side, body: c.body });
      return send(200, { id, state: 'COMMENTED', html_url: `https://github.com/octo/gpu-infra/pull/${pull[1]}#pullrequestreview-${id}` });
    }
    send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reviewComments,
    close: () =>
      new Promise((resolve) => {
        // Requests left hanging keep their connections open; close would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface SarifLog {
  runs: {
    results: {
      ruleId: string;
      level: string;
      message: { text: string };
      locations?: { physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } } }[];
    }[];
  }[];
}

const ANNOTATION_LEVEL: Record<string, string> = { error: 'error', warning: 'warning', notice: 'note' };
/** setFailed's message when findings fail the step. */
const FAILURE =
  /^ai-k8s-lint: (\d+ findings? at or above \w+ \(fail-on: \w+\)\.|no Kubernetes object in [^\r\n]+ \(fail-if-no-objects: true\))$/;
/** How the Action's own warnings begin. */
const OWN_WARNINGS = [
  /^ai-k8s-lint: cannot annotate through a check run: /,
  /^ai-k8s-lint: the event file /,
  /^ai-k8s-lint: \d+ of \d+ annotations were added to the check run; /,
  /^ai-k8s-lint: did not follow \d+ symbolic links? under /,
  /^ai-k8s-lint: no Kubernetes object in /,
  /^ai-k8s-lint: cannot post suggested changes: /,
];

/**
 * The commands of a run the Action did not mean to issue. Its own: an annotation per finding
 * (file, line, rule, level and the whole message of a result in its SARIF file, control
 * characters shown as printable() shows them), its
 * `ai-k8s-lint: …` warnings and failure, the closing notice, debug messages, and the add-mask of
 * `token`. Anything else, and any command in the legacy `##[…]` form, is forged.
 */
export function foreignCommands(commands: RunnerCommand[], sarif: SarifLog, token?: string): RunnerCommand[] {
  const results = sarif.runs.flatMap((run) => run.results);
  const findingAnnotation = (c: RunnerCommand) => {
    const p = c.properties;
    const keys = Object.keys(p).sort().join(',');
    if (keys !== 'endLine,file,line,title' && keys !== 'col,endColumn,endLine,file,line,title') return false;
    return results.some((r) => {
      const at = r.locations?.[0]?.physicalLocation;
      const file = decodeURIComponent(at?.artifactLocation?.uri ?? '');
      return (
        r.level === ANNOTATION_LEVEL[c.name] &&
        p.title === `ai-k8s-lint (${r.ruleId})` &&
        p.file!.replace(/^(\.\/)+/, '') === file &&
        p.line === String(at?.region?.startLine) &&
        (c.data === r.message.text || c.data === printable(r.message.text))
      );
    });
  };
  const own = (c: RunnerCommand): boolean => {
    if (c.form !== 'v2') return false;
    const propertyCount = Object.keys(c.properties).length;
    switch (c.name) {
      case 'debug':
        return true;
      case 'add-mask':
        return token !== undefined && c.data === token;
      case 'error':
        return propertyCount === 0 ? FAILURE.test(c.data) : findingAnnotation(c);
      case 'warning':
        return propertyCount === 0 ? OWN_WARNINGS.some((w) => w.test(c.data)) : findingAnnotation(c);
      case 'notice':
        if (propertyCount === 1 && c.properties.title === 'ai-k8s-lint') return /^\d+ (more )?findings? (is|are) /.test(c.data);
        return findingAnnotation(c);
      default:
        return false;
    }
  };
  return commands.filter((c) => !own(c));
}
