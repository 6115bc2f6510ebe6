// The fixes of findings on a pull request's changes as one review of GitHub suggested changes
// (input `suggestions: true`): a reviewer commits a fix from the comment. Each comment carries a
// hidden marker, so a later run of the Action leaves alone what it suggested before (outdated
// comments included: the marker names the rule, the file, the lines and the text). Needs a
// token that may write pull requests; the caller keeps the annotations whatever happens here.
import { resolve } from 'node:path';
import type { Finding } from '../core/types.js';
import { FilePlanner } from '../fix/plan.js';
import { FileReadError, MAX_BYTES, readRegularFile } from '../files/read-file.js';
import { API_TIMEOUTS, ApiCallError, call, createdId, octokitFor, pageUrl, safeApiMessage, statusOf, type ApiTimeouts } from './api.js';
import { fileAtCommit, type ChangedLines } from './diff.js';
import { LineTable, markersIn, suggestedLines, suggestionComment, suggestionHash } from './suggestion-text.js';

/** The most comments one run posts; the rest wait for the next run (their findings stay annotated). */
export const MAX_SUGGESTIONS = 25;
/** The most fixes planned per run (planning parses the finding's document several times)... */
export const MAX_PLANNED = 4 * MAX_SUGGESTIONS;
/** ...and the most text they parse together. */
export const MAX_PLANNED_CHARS = 16 * 1024 * 1024;
/** Review comments read to find earlier suggestions: pages of 100. */
export const MAX_COMMENT_PAGES = 10;
const PER_PAGE = 100;

export interface Suggestion {
  finding: Finding;
  /** Repository-relative, as the review API takes it. */
  path: string;
  startLine: number;
  endLine: number;
  body: string;
  hash: string;
}

/** A file of the checkout as it is at the pull request's head, in the findings' coordinates (no byte order mark). */
export interface HeadText {
  text: string;
  bom: boolean;
}

export interface SuggestionPlan {
  suggestions: Suggestion[];
  /** Fixable findings on the changes whose fix could not be made a suggestion (outside the changed lines, overlapping another). */
  skipped: number;
}

/** `./a.yaml` and `a.yaml` are one file to the diff. */
const relative = (file: string) => file.replace(/^(\.\/)+/, '');

/** A file read once for all the fixes planned in it. */
interface HeadFile {
  table: LineTable;
  bom: boolean;
  /** Plans each fix on the part of the stream that holds its document (src/fix/plan.ts). */
  planner: FilePlanner;
}

function headFile(head: HeadText): HeadFile {
  return {
    table: new LineTable(head.text),
    bom: head.bom,
    planner: new FilePlanner(head.text),
  };
}

/**
 * The suggestions for `findings` (in the order given: most severe first), each on lines the pull
 * request adds or changes, none overlapping another (GitHub applies a batch of suggestions
 * together), the same change for two findings once.
 */
export function planSuggestions(
  findings: readonly Finding[],
  changed: ChangedLines,
  headText: (file: string) => HeadText | undefined,
  pathPrefix: string,
): SuggestionPlan {
  const suggestions: Suggestion[] = [];
  const heads = new Map<string, HeadFile | undefined>();
  const seen = new Set<string>();
  let planned = 0;
  let plannedChars = 0;
  let skipped = 0;
  for (const f of findings) {
    if (!f.fix || f.suppressed) continue;
    const file = relative(f.file);
    const lines = changed.get(file);
    // A file the pull request does not change has no line a suggestion can go on.
    if (!lines || lines.size === 0 || file.startsWith('../') || file.startsWith('/')) continue;
    if (planned >= MAX_PLANNED || plannedChars >= MAX_PLANNED_CHARS) break;
    planned++;
    if (!heads.has(file)) {
      const head = headText(file);
      heads.set(file, head && headFile(head));
    }
    const head = heads.get(file);
    const part = head?.planner.part(f.docIndex ?? 0);
    if (part) plannedChars += part.to - part.from;
    const edit = head && part && f.fix && head.planner.plan(f.docIndex ?? 0, f.fix);
    if (!head || !edit || edit.text === head.table.text.slice(edit.start, edit.end)) {
      skipped++;
      continue;
    }
    const path = pathPrefix + file;
    const fits = suggestedLines(head.table, edit).find((s) => {
      // GitHub's first line holds the byte order mark, which the new text would drop.
      if (s.startLine === 1 && head.bom) return false;
      for (let n = s.startLine; n <= s.endLine; n++) if (!lines.has(n)) return false;
      return true;
    });
    if (!fits) {
      skipped++;
      continue;
    }
    const hash = suggestionHash(f.ruleId, path, fits);
    if (seen.has(hash)) continue; // the same change for another finding
    if (suggestions.some((o) => o.path === path && o.startLine <= fits.endLine && fits.startLine <= o.endLine)) {
      skipped++;
      continue;
    }
    seen.add(hash);
    suggestions.push({ finding: f, path, ...fits, hash });
  }
  return { suggestions, skipped };
}

/**
 * The checkout's files for suggestions: a file's text when the working tree holds it byte for
 * byte as the pull request's head commit does (else the lines a finding names may not be the
 * head's lines: a merge commit checked out, a file an earlier step rewrote), in UTF-8.
 */
export function headTexts(cwd: string, headSha: string): (file: string) => HeadText | undefined {
  return (file) => {
    let bytes: Buffer;
    try {
      bytes = readRegularFile(resolve(cwd, file), MAX_BYTES.manifest);
    } catch (e) {
      if (e instanceof FileReadError) return undefined;
      throw e;
    }
    const atHead = fileAtCommit(cwd, headSha, file, bytes.length + 1);
    if (!atHead || !atHead.equals(bytes)) return undefined;
    const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = bom ? bytes.subarray(3) : bytes;
    const text = body.toString('utf8');
    // Text that does not round-trip (not UTF-8) would not be committed as shown.
    return Buffer.from(text, 'utf8').equals(body) ? { text, bom } : undefined;
  };
}

export interface ReviewRequest {
  apiUrl: string;
  token: string;
  owner: string;
  repo: string;
  pullNumber: number;
  /** The pull request's head commit: the lines are its lines. */
  headSha: string;
  suggestions: readonly Suggestion[];
  debug?: (message: string) => void;
  /** API_TIMEOUTS unless given. */
  timeouts?: ApiTimeouts;
}

export interface ReviewOutcome {
  /** Comments posted by this run. */
  posted: number;
  /** Suggestions an earlier run already posted. */
  already: number;
  /** New suggestions over MAX_SUGGESTIONS, left for a later run. */
  left: number;
  /** The review's page. */
  url?: string;
  requests: number;
}

export class SuggestionError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** `list`: reading the earlier comments; `review`: posting the review. */
    readonly stage: 'list' | 'review',
  ) {
    super(message);
  }
}

/** The markers of the review comments on the pull request, from at most MAX_COMMENT_PAGES pages. */
async function earlierMarkers(
  octokit: Awaited<ReturnType<typeof octokitFor>>,
  req: ReviewRequest,
  send: <T>(f: (signal: AbortSignal) => Promise<T>) => Promise<T>,
): Promise<{ markers: Set<string>; requests: number }> {
  const markers = new Set<string>();
  let requests = 0;
  for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
    const answer = await send((signal) =>
      octokit.rest.pulls.listReviewComments({
        owner: req.owner,
        repo: req.repo,
        pull_number: req.pullNumber,
        per_page: PER_PAGE,
        page,
        request: { signal },
      }),
    );
    requests++;
    const comments: unknown = answer.data;
    if (!Array.isArray(comments)) throw new ApiCallError('the answer is not a list of review comments', answer.status);
    for (const c of comments) {
      const body = (c as { body?: unknown } | null)?.body;
      if (typeof body === 'string') for (const hash of markersIn(body)) markers.add(hash);
    }
    if (comments.length < PER_PAGE) return { markers, requests };
  }
  req.debug?.(`More than ${MAX_COMMENT_PAGES * PER_PAGE} review comments: earlier suggestions were looked for in the first ones only.`);
  return { markers, requests };
}

/**
 * Posts the suggestions an earlier run did not, at most MAX_SUGGESTIONS, as one review on the
 * head commit. Nothing is posted when the earlier comments cannot be read: a suggestion posted
 * twice is worse than one posted a run later.
 */
export async function publishSuggestions(req: ReviewRequest): Promise<ReviewOutcome> {
  if (req.suggestions.length === 0) return { posted: 0, already: 0, left: 0, requests: 0 };
  const quiet = (m: string) => req.debug?.(m);
  const timeouts = req.timeouts ?? API_TIMEOUTS;
  const deadline = Date.now() + timeouts.totalMs;
  const octokit = await octokitFor(req.apiUrl, req.token, quiet);
  const failure = (e: unknown, stage: SuggestionError['stage']) =>
    new SuggestionError(safeApiMessage(e instanceof Error ? e.message : String(e), req.token), statusOf(e), stage);

  let earlier: Awaited<ReturnType<typeof earlierMarkers>>;
  try {
    earlier = await earlierMarkers(octokit, req, (send) => call(send, deadline, timeouts, quiet));
  } catch (e) {
    throw failure(e, 'list');
  }
  const fresh = req.suggestions.filter((s) => !earlier.markers.has(s.hash));
  const already = req.suggestions.length - fresh.length;
  const now = fresh.slice(0, MAX_SUGGESTIONS);
  const left = fresh.length - now.length;
  if (now.length === 0) return { posted: 0, already, left, requests: earlier.requests };

  const comments = now.map((s) => ({
    path: s.path,
    line: s.endLine,
    side: 'RIGHT' as const,
    ...(s.startLine < s.endLine ? { start_line: s.startLine, start_side: 'RIGHT' as const } : {}),
    body: suggestionComment({
      hash: s.hash,
      ruleId: s.finding.ruleId,
      level: s.finding.level,
      message: s.finding.message,
      description: s.finding.fix!.description,
      kind: s.finding.fix!.kind,
      body: s.body,
    }),
  }));
  try {
    const answer = await call(
      (signal) =>
        octokit.rest.pulls.createReview({
          owner: req.owner,
          repo: req.repo,
          pull_number: req.pullNumber,
          commit_id: req.headSha,
          event: 'COMMENT',
          body:
            `ai-k8s-lint suggests ${now.length === 1 ? 'a change' : `${now.length} changes`} for findings on the lines ` +
            'this pull request changes: commit a suggestion to apply it.',
          comments,
          request: { signal },
        }),
      deadline,
      timeouts,
      quiet,
      // Not repeated after a 5xx: the review may exist, and a second one would repeat every comment.
      false,
    );
    createdId(answer, 'a pull request review');
    return { posted: now.length, already, left, url: pageUrl(answer.data), requests: earlier.requests + 1 };
  } catch (e) {
    throw failure(e, 'review');
  }
}
