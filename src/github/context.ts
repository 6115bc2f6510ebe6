// What the runner tells an action about the run: repository, commits, event, API address.
import { FileReadError, MiB, readRegularFile } from '../files/read-file.js';

export interface PullRequestInfo {
  number?: number;
  headSha: string;
  baseSha?: string;
  /** owner/name of the head repository; differs from the repository on fork PRs. */
  headRepo?: string;
}

export interface RunContext {
  /** owner/name. */
  repository?: string;
  /** GITHUB_SHA: for pull_request events the merge commit, not the PR head. */
  sha?: string;
  serverUrl: string;
  apiUrl: string;
  eventName?: string;
  pullRequest?: PullRequestInfo;
}

function nonEmpty(s: string | undefined): string | undefined {
  return s === undefined || s === '' ? undefined : s;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/**
 * The pull request of the event payload, checked field by field: the file is JSON the runner
 * wrote, but the Action must not crash on `null`, `[]` or a field of the wrong type, and a SHA
 * goes to `git diff` as an argument. Each problem found is added to `problems`.
 */
function pullRequestOf(event: unknown, problems: string[]): PullRequestInfo | undefined {
  if (!isObject(event)) {
    problems.push(`it holds ${event === null ? 'null' : Array.isArray(event) ? 'an array' : `a ${typeof event}`}, not a JSON object`);
    return undefined;
  }
  const pr = event.pull_request;
  // Not a pull request event (push, schedule...): nothing to read.
  if (pr === undefined) return undefined;
  if (!isObject(pr)) {
    problems.push('pull_request is not an object');
    return undefined;
  }
  const sha = (parent: unknown, name: string, required: boolean): string | undefined => {
    const value = isObject(parent) ? parent.sha : undefined;
    if (typeof value === 'string' && COMMIT_SHA.test(value)) return value;
    if (value !== undefined || required)
      problems.push(`pull_request.${name}.sha is ${value === undefined ? 'missing' : 'not a commit SHA'}`);
    return undefined;
  };
  const headSha = sha(pr.head, 'head', true);
  if (headSha === undefined) return undefined;
  const number = typeof pr.number === 'number' && Number.isSafeInteger(pr.number) ? pr.number : undefined;
  if (pr.number !== undefined && number === undefined) problems.push('pull_request.number is not an integer');
  // A fork that was deleted since has `repo: null`.
  const repo = isObject(pr.head) ? pr.head.repo : undefined;
  const fullName = isObject(repo) && typeof repo.full_name === 'string' ? repo.full_name : undefined;
  if (repo !== undefined && repo !== null && fullName === undefined) problems.push('pull_request.head.repo.full_name is not a string');
  return { number, headSha, baseSha: sha(pr.base, 'base', false), headRepo: fullName };
}

/** GitHub caps webhook payloads at 25 MB. */
const EVENT_MAX_BYTES = 64 * MiB;

/** The event payload, or a problem with the file. */
function readEvent(path: string): { event: unknown } | { problem: string } {
  let text: string;
  try {
    // The runner writes it, but a regular file of a bounded size costs nothing to insist on.
    text = readRegularFile(path, EVENT_MAX_BYTES).toString('utf8');
  } catch (e) {
    return { problem: `cannot read it (${e instanceof FileReadError ? e.reason : (e as Error).message})` };
  }
  try {
    return { event: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'it is not JSON' };
  }
}

/**
 * The run's context from the runner's environment. Problems with the event file are passed to
 * `warn` (one message) and leave the run without pull request information, as on a push.
 */
export function readContext(env: NodeJS.ProcessEnv, warn: (message: string) => void = () => {}): RunContext {
  const eventPath = nonEmpty(env.GITHUB_EVENT_PATH);
  const problems: string[] = [];
  let pullRequest: PullRequestInfo | undefined;
  if (eventPath) {
    const read = readEvent(eventPath);
    if ('problem' in read) problems.push(read.problem);
    else pullRequest = pullRequestOf(read.event, problems);
  }
  if (problems.length > 0)
    warn(
      `the event file ${eventPath} (GITHUB_EVENT_PATH) is not a usable event payload: ${problems.join('; ')}. ${pullRequest ? 'Those fields are ignored' : 'The run is taken as not a pull request: results go on GITHUB_SHA and filter-mode does not apply'}.`,
    );
  return {
    repository: nonEmpty(env.GITHUB_REPOSITORY),
    sha: nonEmpty(env.GITHUB_SHA),
    serverUrl: (nonEmpty(env.GITHUB_SERVER_URL) ?? 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (nonEmpty(env.GITHUB_API_URL) ?? 'https://api.github.com').replace(/\/+$/, ''),
    eventName: nonEmpty(env.GITHUB_EVENT_NAME),
    pullRequest,
  };
}

/** The commit results belong to: the PR head on pull requests, else GITHUB_SHA. */
export function resultSha(ctx: RunContext): string | undefined {
  return ctx.pullRequest?.headSha ?? ctx.sha;
}

/** A link to a line of a file at the given commit, for the job summary. */
export function blobUrl(ctx: RunContext, sha: string | undefined, file: string, start: number, end?: number): string | undefined {
  if (!ctx.repository || !sha || file === '-' || file.startsWith('../') || file.startsWith('/')) return undefined;
  const path = file
    .replace(/^(\.\/)+/, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
  const lines = end !== undefined && end > start ? `#L${start}-L${end}` : `#L${start}`;
  return `${ctx.serverUrl}/${ctx.repository}/blob/${sha}/${path}${lines}`;
}
