// What the runner tells an action about the run: repository, commits, event, API address.
import { readFileSync } from 'node:fs';

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

interface EventPayload {
  pull_request?: { number?: number; head?: { sha?: string; repo?: { full_name?: string } }; base?: { sha?: string } };
}

function nonEmpty(s: string | undefined): string | undefined {
  return s === undefined || s === '' ? undefined : s;
}

export function readContext(env: NodeJS.ProcessEnv): RunContext {
  let event: EventPayload = {};
  const eventPath = nonEmpty(env.GITHUB_EVENT_PATH);
  if (eventPath) {
    try {
      event = JSON.parse(readFileSync(eventPath, 'utf8')) as EventPayload;
    } catch {
      event = {};
    }
  }
  const pr = event.pull_request;
  const headSha = pr?.head?.sha;
  return {
    repository: nonEmpty(env.GITHUB_REPOSITORY),
    sha: nonEmpty(env.GITHUB_SHA),
    serverUrl: (nonEmpty(env.GITHUB_SERVER_URL) ?? 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (nonEmpty(env.GITHUB_API_URL) ?? 'https://api.github.com').replace(/\/+$/, ''),
    eventName: nonEmpty(env.GITHUB_EVENT_NAME),
    pullRequest: typeof headSha === 'string' && headSha !== '' ? { number: pr?.number, headSha, baseSha: pr?.base?.sha, headRepo: pr?.head?.repo?.full_name } : undefined,
  };
}

/** The commit results belong to: the PR head on pull requests, else GITHUB_SHA. */
export function resultSha(ctx: RunContext): string | undefined {
  return ctx.pullRequest?.headSha ?? ctx.sha;
}

/** A link to a line of a file at the given commit, for the job summary. */
export function blobUrl(ctx: RunContext, sha: string | undefined, file: string, start: number, end?: number): string | undefined {
  if (!ctx.repository || !sha || file === '-' || file.startsWith('../') || file.startsWith('/')) return undefined;
  const path = file.replace(/^(\.\/)+/, '').split('/').map(encodeURIComponent).join('/');
  const lines = end !== undefined && end > start ? `#L${start}-L${end}` : `#L${start}`;
  return `${ctx.serverUrl}/${ctx.repository}/blob/${sha}/${path}${lines}`;
}
