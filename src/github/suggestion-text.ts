// A fix as a GitHub suggested change: a ```suggestion block in a review comment replaces whole
// lines of the pull request's head (`start_line`..`line`), so the text edit of a change set is
// widened to the lines it touches and given as their new text. Also the comment around it: a
// hidden marker that lets a later run recognise its own suggestion, and the finding's message as
// Markdown that shows text only. Pure functions: no I/O.
import { createHash } from 'node:crypto';
import { printable } from '../core/printable.js';
import type { FixKind, TextEdit } from '../core/change-set.js';
import type { Level } from '../core/types.js';
import { markdownText } from '../report/escape.js';

/** The longest suggestion posted (characters of new text); GitHub takes comments up to 65536. */
export const MAX_SUGGESTION_CHARS = 20_000;
/** The most lines one suggestion adds or replaces. */
export const MAX_SUGGESTION_LINES = 200;
/** How much of a finding's message a comment quotes. */
const MESSAGE_MAX = 2_000;

/** Where each line of a text starts. Lines end at LF only, as git and GitHub's diff count them. */
export class LineTable {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i !== -1 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  get count(): number {
    return this.starts.length;
  }

  /** 0-based index of the line holding `offset` (the end of the text belongs to the last line). */
  indexAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Offset of the start of line `index`; the end of the text for the index after the last line. */
  start(index: number): number {
    return index < this.starts.length ? this.starts[index]! : this.text.length;
  }

  /** The line's text without its LF (a CR before it is kept). */
  line(index: number): string {
    const end = this.start(index + 1);
    const text = this.text.slice(this.start(index), end);
    return text.endsWith('\n') ? text.slice(0, -1) : text;
  }
}

/** Lines of a region that starts at a line start; a final LF ends the last line, it does not start another. */
function splitLines(region: string): string[] {
  if (region === '') return [];
  return (region.endsWith('\n') ? region.slice(0, -1) : region).split('\n');
}

/** A replacement of whole lines: the lines `startLine`..`endLine` (1-based, inclusive) become `lines`. */
export interface SuggestedLines {
  startLine: number;
  endLine: number;
  /** The new text of those lines, without line ends (a file's CRLF is GitHub's to keep). */
  body: string;
}

/**
 * The replacements of whole lines that make `edit` on `table.text`, most fitting first. An edit
 * inside lines replaces those lines. An edit that only adds lines has no line of its own: it is
 * offered on the line before (the entry it follows, which the pull request more likely changed)
 * and on the line after, each kept and the new lines put beside it. Empty when the edit changes
 * nothing, when it only deletes lines (no fix does; an empty block would read as one empty
 * line), or when a line holds what a review comment could not show as it is (control
 * characters, a CR alone, bidirectional overrides: a reviewer must see what they commit).
 */
export function suggestedLines(table: LineTable, edit: TextEdit): SuggestedLines[] {
  const text = table.text;
  const first = table.indexAt(edit.start);
  // An edit that ends at a line start (and removes something) ends on the line before.
  const endsAtLineStart = edit.end > edit.start && table.start(table.indexAt(edit.end)) === edit.end;
  let last = table.indexAt(endsAtLineStart ? edit.end - 1 : edit.end);
  let oldRegion: string;
  let newRegion: string;
  for (;;) {
    const regionStart = table.start(first);
    const regionEnd = table.start(last + 1);
    oldRegion = text.slice(regionStart, regionEnd);
    newRegion = text.slice(regionStart, edit.start) + edit.text + text.slice(edit.end, regionEnd);
    // The edit took the line end away and joins what follows: the next line is part of the change.
    if (oldRegion.endsWith('\n') && newRegion !== '' && !newRegion.endsWith('\n') && last + 1 < table.count) last++;
    else break;
  }
  const before = splitLines(oldRegion);
  const after = splitLines(newRegion);
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same++;
  let sameEnd = 0;
  while (
    sameEnd < before.length - same &&
    sameEnd < after.length - same &&
    before[before.length - 1 - sameEnd] === after[after.length - 1 - sameEnd]
  )
    sameEnd++;
  const removed = before.slice(same, before.length - sameEnd);
  const added = after.slice(same, after.length - sameEnd);
  if (removed.length === 0 && added.length === 0) return [];
  const at = first + same; // 0-based index of the first line replaced, or of the line the new ones go before
  const candidates: { start: number; old: string[]; lines: string[] }[] = [];
  if (removed.length > 0) candidates.push({ start: at, old: removed, lines: added });
  else {
    if (at > 0) candidates.push({ start: at - 1, old: [table.line(at - 1)], lines: [table.line(at - 1), ...added] });
    if (at < table.count) candidates.push({ start: at, old: [table.line(at)], lines: [...added, table.line(at)] });
  }
  return candidates
    .filter((c) => c.lines.length > 0 && c.lines.length <= MAX_SUGGESTION_LINES && [...c.old, ...c.lines].every(showable))
    .map((c) => ({ startLine: c.start + 1, endLine: c.start + c.old.length, body: c.lines.map(withoutCr).join('\n') }))
    .filter((s) => s.body.length <= MAX_SUGGESTION_CHARS);
}

const withoutCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

/** Whether a line (its CRLF's CR aside) shows as it is: tabs, and nothing else printable() would rewrite. */
function showable(line: string): boolean {
  const shown = withoutCr(line).replaceAll('\t', ' ');
  return printable(shown) === shown;
}

/** A code fence the text cannot close: longer than its longest run of backticks (CommonMark closes a fence only with one as long). */
export function fenceFor(text: string): string {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 0x60) longest = Math.max(longest, ++run);
    else run = 0;
  }
  return '`'.repeat(Math.max(3, longest + 1));
}

const MARKER_PREFIX = '<!-- ai-k8s-lint suggestion ';
const MARKER_SUFFIX = ' -->';
const HASH_LENGTH = 64;

/** What identifies a suggestion across runs: the rule, the file, the lines and the new text. */
export function suggestionHash(ruleId: string, path: string, s: SuggestedLines): string {
  return createHash('sha256')
    .update(JSON.stringify([ruleId, path, s.startLine, s.endLine, s.body]))
    .digest('hex');
}

/** The hidden marker a comment starts with (an HTML comment: GitHub does not show it). */
export function suggestionMarker(hash: string): string {
  return `${MARKER_PREFIX}${hash}${MARKER_SUFFIX}`;
}

/** The hashes of the markers in a comment body (string scanning: the body is anybody's text). */
export function markersIn(body: string, max = 8): string[] {
  const found: string[] = [];
  for (let i = body.indexOf(MARKER_PREFIX); i !== -1 && found.length < max; i = body.indexOf(MARKER_PREFIX, i + 1)) {
    const hash = body.slice(i + MARKER_PREFIX.length, i + MARKER_PREFIX.length + HASH_LENGTH);
    if (/^[0-9a-f]{64}$/.test(hash) && body.startsWith(MARKER_SUFFIX, i + MARKER_PREFIX.length + HASH_LENGTH)) found.push(hash);
  }
  return found;
}

export interface SuggestionComment {
  hash: string;
  ruleId: string;
  level: Level;
  message: string;
  /** The change set's description. */
  description: string;
  kind: FixKind;
  body: string;
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/**
 * The review comment: the marker, the finding and what the change does as Markdown that shows
 * text only (markdownText), and the new lines in a ```suggestion block whose fence they cannot
 * close. A change of kind `suggestion` alters how the workload runs, and says so.
 */
export function suggestionComment(c: SuggestionComment): string {
  const rule = /^[a-z0-9][a-z0-9-]{0,63}$/.test(c.ruleId) ? `\`${c.ruleId}\`` : markdownText(c.ruleId);
  const change =
    c.kind === 'suggestion'
      ? `**Suggested change, which changes runtime behaviour:** ${markdownText(clip(c.description, 500))}. Review it before you commit it.`
      : `**Suggested fix:** ${markdownText(clip(c.description, 500))}.`;
  const fence = fenceFor(c.body);
  return [
    suggestionMarker(c.hash),
    `**ai-k8s-lint** ${rule} (${c.level}): ${markdownText(clip(c.message, MESSAGE_MAX))}`,
    '',
    change,
    '',
    `${fence}suggestion`,
    c.body,
    fence,
    '',
  ].join('\n');
}
