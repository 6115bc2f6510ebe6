// What every call of the Action to the GitHub REST API shares: an Octokit that logs only to the
// debug channel, deadlines per request and per run, one retry where a retry is safe, and error
// messages fit for the log. Octokit is imported only when a mode that calls the API is used.
import type { Octokit } from '@octokit/rest';
import { TOOL } from '../core/version.js';

/**
 * Deadlines for the API. Node's fetch waits up to 300 s for response headers, and a run makes
 * up to 20 calls: without these, an API (or a proxy) that accepts connections and never answers
 * would stall the job for 5 minutes per call.
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

/** An Octokit for one run: the token, the API address of the runner, nothing printed but debug messages. */
export async function octokitFor(apiUrl: string, token: string, debug?: (message: string) => void): Promise<Octokit> {
  const { Octokit } = await import('@octokit/rest');
  const quiet = (m: string) => debug?.(m);
  return new Octokit({
    auth: token,
    baseUrl: apiUrl,
    userAgent: `${TOOL.name}/${TOOL.version}`,
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  });
}

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

export function statusOf(e: unknown): number | undefined {
  const s = (e as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/** A failed call whose message the Action wrote itself (a deadline, an answer of the wrong shape). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * One API call under the run's deadline: at most `requestMs` per attempt, and, when `retry`, one
 * retry when the server answers 5xx or the connection fails (Octokit reports both as status 500
 * or more). A timeout is not retried: an API that does not answer in 30 s rarely answers the
 * second time. A call that creates something that must not exist twice passes `retry: false`:
 * a 502 from a proxy does not say the API did not act on the request.
 */
export async function call<T>(
  send: (signal: AbortSignal) => Promise<T>,
  deadline: number,
  timeouts: ApiTimeouts,
  debug: (m: string) => void,
  retry = true,
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
      if (!retry || attempt > 1 || status === undefined || status < 500) throw e;
      debug(`The API answered ${status}; retrying once.`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(timeouts.retryPauseMs, Math.max(0, deadline - Date.now()))));
    }
  }
}

/**
 * The page of what an answer describes, when it names one that is a plain http(s) URL: it ends
 * up in a Markdown link in the job summary, where a `)` or a space would end the link.
 */
export function pageUrl(data: unknown): string | undefined {
  const url = (data as { html_url?: unknown } | null)?.html_url;
  return typeof url === 'string' && url.length < 2048 && /^https?:\/\/[A-Za-z0-9.:-]+\/[A-Za-z0-9._~/%#-]*$/.test(url) ? url : undefined;
}

/** A positive integer id from a create answer; an answer that is not what was created (a proxy's HTML page, broken JSON) is an error. */
export function createdId(answer: { status: number; data: unknown }, what: string): number {
  const data = answer.data;
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof data !== 'object' || data === null || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    // Octokit hands over the text when the body does not parse as JSON.
    throw new ApiCallError(`the answer is not ${what}: ${typeof data === 'string' ? 'not JSON' : 'no numeric id'}`, answer.status);
  }
  return id;
}
