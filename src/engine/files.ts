// Expands the command line's paths into the files to lint, in apply order: arguments as
// given, directories walked like `kubectl apply -R` (sorted by name, code-unit order).
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { minimatch } from 'minimatch';

export const LINTED_EXTENSIONS = ['.yaml', '.yml', '.json'];
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);
/** The linter's own config is YAML but not a manifest. */
const SKIPPED_FILES = new Set(['.ai-k8s-lint.yaml', '.ai-k8s-lint.yml', '.pre-commit-hooks.yaml', '.pre-commit-config.yaml']);

export class PathError extends Error {}

export interface InputFile {
  /** Absolute path, or '-' for stdin. */
  absolute: string;
  /** cwd-relative POSIX path used in reports. */
  display: string;
}

export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  return (rel === '' ? '.' : rel).split(sep).join('/');
}

function hasGlob(arg: string): boolean {
  return /[*?[\]{}]/.test(arg);
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function walk(dir: string, out: string[], seen: Set<string>): void {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return;
  }
  if (seen.has(real)) return; // symlink loop
  seen.add(real);
  const names = readdirSync(dir).sort(byCodeUnit);
  for (const name of names) {
    const full = join(dir, name);
    let st;
    try {
      st = statSync(full);
    } catch {
      continue; // dangling symlink
    }
    if (st.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(name)) walk(full, out, seen);
    } else if (st.isFile() && !SKIPPED_FILES.has(name) && LINTED_EXTENSIONS.some((e) => name.endsWith(e))) out.push(full);
  }
}

/** The static directory part of a glob, where the walk starts. */
function globBase(pattern: string): string {
  const parts = pattern.split('/');
  const i = parts.findIndex(hasGlob);
  return parts.slice(0, i).join('/') || '.';
}

export function collectFiles(args: string[], cwd: string, ignore: (display: string) => boolean): InputFile[] {
  const out: InputFile[] = [];
  const added = new Set<string>();
  const add = (absolute: string) => {
    if (added.has(absolute)) return;
    const display = displayPath(absolute, cwd);
    if (ignore(display)) return;
    added.add(absolute);
    out.push({ absolute, display });
  };
  for (const arg of args.length ? args : ['.']) {
    if (arg === '-') {
      out.push({ absolute: '-', display: '-' });
      continue;
    }
    const absolute = resolve(cwd, arg);
    let st;
    try {
      st = statSync(absolute);
    } catch {
      st = undefined;
    }
    if (st?.isDirectory()) {
      const files: string[] = [];
      walk(absolute, files, new Set());
      files.forEach(add);
    } else if (st?.isFile()) add(absolute);
    else if (hasGlob(arg)) {
      const posix = arg.split(sep).join('/');
      const base = resolve(cwd, globBase(posix));
      const files: string[] = [];
      try {
        walk(base, files, new Set());
      } catch {
        // no such base directory: no match
      }
      const matcher = resolve(cwd, posix).split(sep).join('/');
      const matched = files.filter((f) => minimatch(f.split(sep).join('/'), matcher, { dot: true }));
      if (matched.length === 0) throw new PathError(`no files match ${arg}`);
      matched.forEach(add);
    } else throw new PathError(`cannot read ${arg}: no such file or directory`);
  }
  return out;
}
