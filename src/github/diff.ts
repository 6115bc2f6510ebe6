// The lines a pull request adds or changes, from `git diff` of the checkout (offline, no API):
// filter-mode `added` keeps annotations on those lines, `file` on the files the PR touches.
import { execFileSync } from 'node:child_process';
import type { Finding } from '../core/types.js';

export const FILTER_MODES = ['added', 'file', 'nofilter'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** Changed files (cwd-relative POSIX paths) and, per file, the added lines (new numbering). */
export type ChangedLines = Map<string, Set<number>>;

/** Undoes git's C-style quoting of unusual file names ("a\tb", octal escapes for bytes). */
function unquote(path: string): string {
  if (!path.startsWith('"')) return path;
  const bytes: number[] = [];
  const body = path.slice(1, path.endsWith('"') ? -1 : undefined);
  const simple: Record<string, number> = { n: 10, t: 9, r: 13, b: 8, f: 12, a: 7, v: 11, '\\': 92, '"': 34 };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== '\\') {
      bytes.push(...Buffer.from(ch, 'utf8'));
      continue;
    }
    const next = body[i + 1] ?? '';
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function stripPrefix(path: string): string {
  const p = unquote(path.replace(/\t$/, ''));
  return p.startsWith('b/') ? p.slice(2) : p;
}

/** Parses `git diff --unified=0` output into the added lines per file. */
export function parseUnifiedDiff(diff: string): ChangedLines {
  const out: ChangedLines = new Map();
  let current: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = undefined;
    } else if (line.startsWith('+++ ')) {
      const target = line.slice(4);
      if (target === '/dev/null') current = undefined;
      else {
        const path = stripPrefix(target);
        current = out.get(path) ?? new Set();
        out.set(path, current);
      }
    } else if (line.startsWith('rename to ')) {
      // A pure rename has no +++ line; the file still counts as touched.
      const path = unquote(line.slice('rename to '.length));
      if (!out.has(path)) out.set(path, new Set());
    } else if (line.startsWith('@@ ') && current) {
      const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (!m) continue;
      const start = Number(m[1]);
      const count = m[2] === undefined ? 1 : Number(m[2]);
      for (let n = start; n < start + count; n++) current.add(n);
    }
  }
  return out;
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

function hasCommit(cwd: string, rev: string): boolean {
  return git(cwd, ['cat-file', '-e', `${rev}^{commit}`]) !== undefined;
}

export interface DiffSource {
  changed: ChangedLines;
  /** The revisions compared, for the log. */
  range: string;
}

/**
 * The PR's changes: base...head from the event when both commits are in the clone
 * (fetch-depth: 0), else the checked-out merge commit against its first parent (fetch-depth: 2).
 * Paths are relative to `cwd`. Undefined when neither is available.
 */
export function pullRequestChanges(cwd: string, baseSha: string | undefined, headSha: string | undefined): DiffSource | undefined {
  const diff = (range: string[]) =>
    git(cwd, [
      '-c',
      'core.quotePath=false',
      'diff',
      '--unified=0',
      '--no-color',
      '--no-ext-diff',
      '--find-renames',
      '--relative',
      ...range,
      '--',
    ]);
  if (baseSha && headSha && hasCommit(cwd, baseSha) && hasCommit(cwd, headSha)) {
    const out = diff([`${baseSha}...${headSha}`]);
    if (out !== undefined) return { changed: parseUnifiedDiff(out), range: `${baseSha.slice(0, 12)}...${headSha.slice(0, 12)}` };
  }
  if (hasCommit(cwd, 'HEAD^2') && hasCommit(cwd, 'HEAD^1')) {
    const out = diff(['HEAD^1', 'HEAD']);
    if (out !== undefined) return { changed: parseUnifiedDiff(out), range: 'HEAD^1..HEAD (merge commit)' };
  }
  return undefined;
}

/** Whether a finding is on the PR's changes under the filter mode. */
export function inFilter(f: Finding, mode: FilterMode, changed: ChangedLines | undefined): boolean {
  if (mode === 'nofilter' || !changed) return true;
  const file = f.file.replace(/^(\.\/)+/, '');
  const lines = changed.get(file);
  if (!lines) return false;
  if (mode === 'file') return true;
  for (let n = f.range.start.line; n <= f.range.end.line; n++) if (lines.has(n)) return true;
  return false;
}

/**
 * The bytes of `file` (relative to `cwd`) at commit `sha`, or undefined when git cannot say or
 * the file is larger than `maxBytes`. The suggestions compare it with the checkout: a line of the
 * pull request's head must be the line the finding was made on.
 */
export function fileAtCommit(cwd: string, sha: string, file: string, maxBytes: number): Buffer | undefined {
  try {
    // `<rev>:./<path>` is relative to the working directory; the path is an argument, no shell sees it.
    return execFileSync('git', ['cat-file', 'blob', `${sha}:./${file}`], { cwd, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: maxBytes });
  } catch {
    return undefined;
  }
}

/** Where `cwd` is inside its repository (`''` at the root, else `dir/` with a slash), or undefined outside a repository. */
export function checkoutPrefix(cwd: string): string | undefined {
  const out = git(cwd, ['rev-parse', '--show-prefix']);
  return out === undefined ? undefined : out.replace(/\n$/, '');
}
