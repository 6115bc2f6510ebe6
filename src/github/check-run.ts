// A check run with annotations, through the Checks API. GitHub takes at most 50 annotations
// per request: the first 50 go with the create call, the rest follow in updates, which append.
import type { Finding, Level } from '../core/types.js';
import { API_TIMEOUTS, call, createdId, octokitFor, pageUrl, safeApiMessage, statusOf, type ApiTimeouts } from './api.js';

export { API_TIMEOUTS, safeApiMessage, type ApiTimeouts } from './api.js';

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

export async function publishCheckRun(req: CheckRunRequest): Promise<{ id: number; url?: string; requests: number }> {
  const quiet = (m: string) => req.debug?.(m);
  const timeouts = req.timeouts ?? API_TIMEOUTS;
  const deadline = Date.now() + timeouts.totalMs;
  const octokit = await octokitFor(req.apiUrl, req.token, quiet);
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
    id = createdId(created, 'a check run');
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
