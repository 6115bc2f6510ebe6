// Expands the command line's paths into the files to lint, in apply order: arguments as
// given, directories walked like `kubectl apply -R` (sorted by name, code-unit order).
//
// Symbolic links: the walk does not follow them, as Go's filepath.Walk under kubectl does not.
// A pull request decides what the tree holds, and a link to ../secrets.yaml, /usr or / would make
// the linter read (and print in code frames) files outside it. A linked file is still linted
// when the link leads to a file the walk reaches anyway: once, under that file's own name.
// The paths on the command line are the user's and are followed, except that one inside the
// working directory may not lead out of it (checkout.ts).
import { readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { Minimatch } from 'minimatch';
import { isWithin, OutsideCheckoutError, resolveInCheckout } from './checkout.js';
import { fileKind, fsErrorReason, printablePath } from './describe-fs.js';
import { displayPath } from './display-path.js';
import { PathError } from './path-error.js';

export { displayPath, PathError };

export const LINTED_EXTENSIONS = ['.yaml', '.yml', '.json'];
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);
/** The linter's own config is YAML but not a manifest. */
const SKIPPED_FILES = new Set(['.ai-k8s-lint.yaml', '.ai-k8s-lint.yml', '.pre-commit-hooks.yaml', '.pre-commit-config.yaml']);
/** Names listed in the warning about links not followed; the count says how many more. */
const LISTED_LINKS = 10;

export interface InputFile {
  /** Absolute path, or '-' for stdin. */
  absolute: string;
  /** cwd-relative POSIX path used in reports. */
  display: string;
}

/** The file-system calls of the walk; tests replace them to make a directory unreadable. */
export interface WalkFs {
  readdir: (dir: string) => Dirent[];
  realpath: (path: string) => string;
  stat: (path: string) => Stats;
}

const nodeFs: WalkFs = {
  readdir: (dir) => readdirSync(dir, { withFileTypes: true }),
  realpath: (path) => realpathSync.native(path),
  stat: (path) => statSync(path),
};

export interface CollectOptions {
  /** Problems that do not stop the run: links not followed, named files that are ignored. */
  warn?: (message: string) => void;
  fs?: WalkFs;
}

/** The path's stats (links followed); undefined when there is nothing there. */
function statNamed(absolute: string, arg: string, fs: WalkFs): Stats | undefined {
  try {
    return fs.stat(absolute);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new PathError(`cannot read ${printablePath(arg)}: ${fsErrorReason(e)}`);
  }
}

function hasGlob(arg: string): boolean {
  return /[*?[\]{}]/.test(arg);
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A file the directory walk lints: a manifest extension, not one of the tool configs it skips. */
export function isLintedName(name: string): boolean {
  return !SKIPPED_FILES.has(name) && LINTED_EXTENSIONS.some((e) => name.endsWith(e));
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

interface Walk {
  cwd: string;
  fs: WalkFs;
  /** Where the walk starts (absolute). */
  root: string;
  /** The same with every link resolved, to compare with the targets of links. */
  realRoot: string;
  /** Files to keep (a glob's matcher); directories that may hold such files. */
  keep: (absolute: string) => boolean;
  descend: (absolute: string) => boolean;
  files: string[];
  links: string[];
}

function walkDirectory(dir: string, walk: Walk): void {
  let entries: Dirent[];
  try {
    entries = walk.fs.readdir(dir);
  } catch (e) {
    // An unreadable directory is an error, never a silent gap in what was linted.
    throw new PathError(`cannot read the directory ${printablePath(displayPath(dir, walk.cwd))}: ${fsErrorReason(e)}`);
  }
  entries.sort((a, b) => byCodeUnit(a.name, b.name));
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name) && walk.descend(full)) walkDirectory(full, walk);
    } else if (entry.isFile()) {
      if (isLintedName(entry.name) && walk.keep(full)) walk.files.push(full);
    } else if (entry.isSymbolicLink()) walk.links.push(full);
    // FIFOs, sockets and devices are not manifests.
  }
}

/**
 * The links of a walk that were not followed and that matter: links to directories outside the
 * walk, and links that look like manifests but lead outside it, to nothing, or to a file it does
 * not lint. Links to files and directories the walk reaches anyway are not worth a word.
 */
function linksNotFollowed(walk: Walk): string[] {
  if (walk.links.length === 0) return [];
  const walked = new Set(walk.files.map((f) => join(walk.realRoot, relative(walk.root, f))));
  const reachable = (target: string) =>
    isWithin(target, walk.realRoot) &&
    !relative(walk.realRoot, target)
      .split(sep)
      .some((part) => SKIPPED_DIRECTORIES.has(part));
  return walk.links.filter((link) => {
    const name = basename(link);
    let target: string;
    let stats: Stats;
    try {
      target = walk.fs.realpath(link);
      stats = walk.fs.stat(target);
    } catch {
      return isLintedName(name) && walk.keep(link); // dangling, or a loop
    }
    if (stats.isDirectory()) return !SKIPPED_DIRECTORIES.has(name) && walk.descend(link) && !reachable(target);
    return isLintedName(name) && walk.keep(link) && !walked.has(target);
  });
}

function runWalk(walk: Walk, warn: (message: string) => void): string[] {
  walkDirectory(walk.root, walk);
  const skipped = linksNotFollowed(walk);
  if (skipped.length > 0) {
    const listed = skipped.slice(0, LISTED_LINKS).map((l) => printablePath(displayPath(l, walk.cwd)));
    const more = skipped.length > LISTED_LINKS ? ` and ${skipped.length - LISTED_LINKS} more` : '';
    const where = printablePath(displayPath(walk.root, walk.cwd));
    warn(
      `did not follow ${skipped.length} symbolic link${skipped.length === 1 ? '' : 's'} under ${where} that lead${skipped.length === 1 ? 's' : ''} to a directory, outside it, or nowhere: ${listed.join(', ')}${more}`,
    );
  }
  return walk.files;
}

/** The static directory part of a glob, where the walk starts, and the pattern below it. */
function splitGlob(pattern: string): { base: string; rest: string } {
  const parts = pattern.split('/');
  const i = parts.findIndex(hasGlob);
  return { base: parts.slice(0, i).join('/') || (pattern.startsWith('/') ? '/' : '.'), rest: parts.slice(i).join('/') };
}

/** The file (or directory) to read for a path the user named: see resolveInCheckout. */
function namedPath(arg: string, cwd: string): string {
  try {
    return resolveInCheckout(resolve(cwd, arg), cwd);
  } catch (e) {
    if (e instanceof OutsideCheckoutError) throw new PathError(`cannot read ${printablePath(arg)}: ${e.message}`);
    throw e;
  }
}

export function collectFiles(args: string[], cwd: string, ignore: (display: string) => boolean, options: CollectOptions = {}): InputFile[] {
  const fs = options.fs ?? nodeFs;
  const warn = options.warn ?? (() => {});
  const out: InputFile[] = [];
  const added = new Set<string>();
  const add = (absolute: string, named?: string) => {
    if (added.has(absolute)) return;
    const display = displayPath(absolute, cwd);
    if (ignore(display)) {
      // A file named on the command line and then skipped would otherwise be a silent "0 files".
      if (named !== undefined)
        warn(`${printablePath(named)} is not linted: it matches an ignore pattern (the config's ignore or --ignore)`);
      return;
    }
    added.add(absolute);
    out.push({ absolute, display });
  };
  const walk = (root: string, keep: Walk['keep'] = () => true, descend: Walk['descend'] = () => true) => {
    let realRoot = root;
    try {
      realRoot = fs.realpath(root);
    } catch {
      // the walk's readdir reports it
    }
    return runWalk({ cwd, fs, root, realRoot, keep, descend, files: [], links: [] }, warn);
  };
  for (const arg of args.length ? args : ['.']) {
    if (arg === '-') {
      out.push({ absolute: '-', display: '-' });
      continue;
    }
    const absolute = namedPath(arg, cwd);
    const st = statNamed(absolute, arg, fs);
    if (st?.isDirectory()) walk(absolute).forEach((f) => add(f));
    else if (st?.isFile()) add(absolute, arg);
    else if (st) throw new PathError(`cannot read ${printablePath(arg)}: it is not a regular file (${fileKind(st)})`);
    else if (hasGlob(arg)) {
      const { base, rest } = splitGlob(toPosix(arg));
      const root = namedPath(base, cwd);
      const matcher = new Minimatch(`${toPosix(root).replace(/\/$/, '')}/${rest}`, { dot: true });
      // No such base directory: no match.
      const files = statNamed(root, base, fs)?.isDirectory()
        ? walk(
            root,
            (f) => matcher.match(toPosix(f)),
            (d) => matcher.match(toPosix(d), true),
          )
        : [];
      if (files.length === 0) throw new PathError(`no files match ${printablePath(arg)}`);
      files.forEach((f) => add(f));
    } else throw new PathError(`cannot read ${printablePath(arg)}: no such file or directory`);
  }
  return out;
}
