// A check run with annotations, through the Checks API. GitHub takes at most 50 annotations
// per request: the first 50 go with the create call, the rest follow in updates, which append.
// Octokit is imported only here, and only when this mode is used.
import type { Finding, Level } from '../core/types.js';
import { TOOL } from '../core/version.js';

export const ANNOTATIONS_PER_REQUEST = 50;
/** A bound on API calls for very large reports; the summary says when it applies. */
export const MAX_CHECK_ANNOTATIONS = 1000;
const TEXT_LIMIT = 65535;

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title: string;
  raw_details?: string;
}

const ANNOTATION_LEVEL: Record<Level, CheckAnnotation['annotation_level']> = { note: 'notice', warning: 'warning', error: 'failure' };

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

export function toAnnotation(f: Finding): CheckAnnotation {
  const oneLine = f.range.start.line === f.range.end.line;
  const related = (f.related ?? []).map((r) => `${r.file}${r.range ? `:${r.range.start.line}:${r.range.start.column}` : ''}: ${r.message}`);
  return {
    path: f.file.replace(/^(\.\/)+/, ''),
    start_line: f.range.start.line,
    end_line: f.range.end.line,
    // The API accepts columns only when the annotation starts and ends on the same line.
    ...(oneLine ? { start_column: f.range.start.column, end_column: f.range.end.column } : {}),
    annotation_level: ANNOTATION_LEVEL[f.level],
    message: clip(f.message, 64000),
    title: clip(`ai-k8s-lint (${f.ruleId})`, 255),
    ...(related.length ? { raw_details: clip(related.join('\n'), 64000) } : {}),
  };
}

export interface CheckRunRequest {
  apiUrl: string;
  token: string;
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  conclusion: 'success' | 'neutral' | 'failure';
  title: string;
  summary: string;
  text?: string;
  annotations: CheckAnnotation[];
  debug?: (message: string) => void;
  /** API_TIMEOUTS unless given. */
  timeouts?: ApiTimeouts;
}

export class CheckRunError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly stage: 'create' | 'update',
    /** Annotations already on the check run when the error happened. */
    readonly posted: number,
  ) {
    super(message);
  }
}

/**
 * Deadlines for the Checks API. Node's fetch waits up to 300 s for response headers, and a run
 * makes up to 20 calls: without these, an API (or a proxy) that accepts connections and never
 * answers would stall the job for 5 minutes per call.
 */
export interface ApiTimeouts {
  /** Per request. */
  requestMs: number;
  /** For all requests of the run together, retries included. */
  totalMs: number;
  /** Before the one retry after a 5xx answer or a dropped connection. */
  retryPauseMs: number;
}

export const API_TIMEOUTS: ApiTimeouts = { requestMs: 30_000, totalMs: 90_000, retryPauseMs: 1_000 };

/** The longest API error message the log shows. */
const ERROR_MESSAGE_MAX = 300;
// Line breaks and tabs become spaces; other C0 and C1 controls (ESC starts terminal sequences)
// and the bidirectional overrides that reorder what a reader sees are dropped, so a token with
// one inserted is still found.
const SPACING = /[\t\n\v\f\r]+/g;
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * An API error message for the log: the token redacted, control characters removed and the
 * length capped. The body comes from whatever answers at GITHUB_API_URL; proxies and front ends
 * have been seen to echo the request, Authorization header included.
 */
export function safeApiMessage(message: string, token: string): string {
  const redact = (s: string) => (token === '' ? s : s.split(token).join('***'));
  let text = redact(redact(message).replace(SPACING, ' ').replace(UNPRINTABLE, '')).trim();
  if (text.length > ERROR_MESSAGE_MAX) {
    text = text.slice(0, ERROR_MESSAGE_MAX - 1);
    // Not half of a surrogate pair.
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
    text += '…';
  }
  return text === '' ? 'no message' : text;
}

function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/** A failed call, before it is tied to a stage of the check run. */
class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * One API call under the run's deadline: at most `requestMs` per attempt, and one retry when
 * the server answers 5xx or the connection fails (Octokit reports both as status 500 or more).
 * A timeout is not retried: an API that does not answer in 30 s rarely answers the second time.
 */
async function call<T>(
  send: (signal: AbortSignal) => Promise<T>,
  deadline: number,
  timeouts: ApiTimeouts,
  debug: (m: string) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new ApiCallError(`the API calls took more than ${seconds(timeouts.totalMs)} in all`, undefined);
    const ms = Math.min(timeouts.requestMs, left);
    const signal = AbortSignal.timeout(ms);
    try {
      return await send(signal);
    } catch (e) {
      if (signal.aborted) throw new ApiCallError(`no answer within ${seconds(ms)}`, undefined);
      const status = statusOf(e);
      if (attempt > 1 || status === undefined || status < 500) throw e;
      debug(`The API answered ${status}; retrying once.`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(timeouts.retryPauseMs, Math.max(0, deadline - Date.now()))));
    }
  }
}

/**
 * The check run's id from a create answer. A 2xx answer that is not a check run (a proxy's
 * HTML page, broken JSON) is an error: without an id, the annotations would go nowhere.
 */
function createdId(answer: { status: number; data: unknown }): number {
  const data = answer.data;
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof data !== 'object' || data === null || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    // Octokit hands over the text when the body does not parse as JSON.
    throw new ApiCallError(`the answer is not a check run: ${typeof data === 'string' ? 'not JSON' : 'no numeric id'}`, answer.status);
  }
  return id;
}

/**
 * The check run's page, when the answer names one that is a plain http(s) URL: it ends up in
 * a Markdown link in the job summary, where a `)` or a space would end the link.
 */
function pageUrl(data: unknown): string | undefined {
  const url = (data as { html_url?: unknown }).html_url;
  return typeof url === 'string' && url.length < 2048 && /^https?:\/\/[A-Za-z0-9.:-]+\/[A-Za-z0-9._~/%-]*$/.test(url) ? url : undefined;
}

export async function publishCheckRun(req: CheckRunRequest): Promise<{ id: number; url?: string; requests: number }> {
  const { Octokit } = await import('@octokit/rest');
  const quiet = (m: string) => req.debug?.(m);
  const timeouts = req.timeouts ?? API_TIMEOUTS;
  const deadline = Date.now() + timeouts.totalMs;
  const octokit = new Octokit({
    auth: req.token,
    baseUrl: req.apiUrl,
    userAgent: `${TOOL.name}/${TOOL.version}`,
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });
  const failure = (e: unknown, stage: CheckRunError['stage'], posted: number) =>
    new CheckRunError(safeApiMessage(e instanceof Error ? e.message : String(e), req.token), statusOf(e), stage, posted);
  const output = (annotations: CheckAnnotation[]) => ({
    title: clip(req.title, 255),
    summary: clip(req.summary, TEXT_LIMIT),
    ...(req.text ? { text: clip(req.text, TEXT_LIMIT) } : {}),
    annotations,
  });
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < req.annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(req.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));

  let id: number;
  let url: string | undefined;
  try {
    const created = await call(
      (signal) =>
        octokit.rest.checks.create({
          owner: req.owner,
          repo: req.repo,
          name: req.name,
          head_sha: req.headSha,
          status: 'completed',
          conclusion: req.conclusion,
          completed_at: new Date().toISOString(),
          output: output(batches[0] ?? []),
          request: { signal },
        }),
      deadline,
      timeouts,
      quiet,
    );
    id = createdId(created);
    url = pageUrl(created.data);
  } catch (e) {
    throw failure(e, 'create', 0);
  }
  let posted = batches[0]?.length ?? 0;
  for (const batch of batches.slice(1)) {
    try {
      await call(
        (signal) =>
          octokit.rest.checks.update({ owner: req.owner, repo: req.repo, check_run_id: id, output: output(batch), request: { signal } }),
        deadline,
        timeouts,
        quiet,
      );
    } catch (e) {
      throw failure(e, 'update', posted);
    }
    posted += batch.length;
  }
  return { id, url, requests: Math.max(1, batches.length) };
}
