// The one place that knows where the shared material is: the directory `shared` beside the
// project (ROOT/../shared), with the real-world corpus (corpus/), the spec (spec/), reference
// schemas (schemas/) and research notes (research/). A clone of the project alone does not have
// it, so every test that uses it goes through this module and is skipped, with the reason in
// its name and a line on stderr, when the part it needs is absent.
//
// Nothing here reads the shared directory at import time. Suite bodies run (to collect their
// tests) even when the suite is skipped, so read shared files inside tests, or through lazy().
// Only the names of files and folders may be listed while collecting (sharedFiles(),
// sharedFolders(), for a test per file or folder); they are empty when the part is absent, so
// such a suite needs one test besides its per-file ones to show the skip.
// test/helpers-shared.test.ts fails when another test file names the directory itself.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { describe, it, type TestFunction, type TestOptions } from 'vitest';
import { ROOT } from './run-cli.js';

export type SharedPart = 'corpus' | 'spec' | 'schemas' | 'research';

/** The shared directory (absolute), whether or not it exists. */
export const SHARED_DIR = join(ROOT, '..', 'shared');

/** A path inside a part of the shared directory (absolute); nothing is read. */
export function sharedPath(part: SharedPart, ...rest: string[]): string {
  return join(SHARED_DIR, part, ...rest);
}

/** The path as the CLI sees it when run from ROOT (runCli's default cwd), e.g. ../shared/corpus. */
export function sharedArg(part: SharedPart, ...rest: string[]): string {
  return relative(ROOT, sharedPath(part, ...rest));
}

/** Whether that part of the shared directory is there. */
export function hasShared(part: SharedPart): boolean {
  return existsSync(sharedPath(part));
}

/** A shared file as text (call it inside a test). */
export function readShared(part: SharedPart, ...rest: string[]): string {
  return readFileSync(sharedPath(part, ...rest), 'utf8');
}

/** The files under a part whose path (relative to it, with `/`) matches `pattern`, sorted; [] when the part is absent. */
export function sharedFiles(part: SharedPart, pattern: RegExp): string[] {
  if (!hasShared(part)) return [];
  return readdirSync(sharedPath(part), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(sharedPath(part), join(d.parentPath, d.name)).split(sep).join('/'))
    .filter((f) => pattern.test(f))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The folders at the top of a part, sorted; [] when the part is absent. */
export function sharedFolders(part: SharedPart): string[] {
  if (!hasShared(part)) return [];
  return readdirSync(sharedPath(part), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `fn`'s value, computed on the first call (inside the first test that needs it) and kept. */
export function lazy<T>(fn: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = fn();
      done = true;
    }
    return value;
  };
}

/** The test or suite name; when the part is absent, with the reason it is skipped (and a line on stderr). */
function label(part: SharedPart, name: string): string {
  if (hasShared(part)) return name;
  const reason = `needs ${sharedArg(part)}: absent, skipped`;
  console.warn(`[ai-k8s-lint tests] "${name}" ${reason}`);
  return `${name} (${reason})`;
}

/** describe() whose tests run only when the part is there; otherwise they are reported as skipped. */
export function describeWithShared(part: SharedPart, name: string, fn: () => void): void {
  describe.skipIf(!hasShared(part))(label(part, name), fn);
}

/** it() that runs only when the part is there; otherwise it is reported as skipped. */
export function itWithShared(part: SharedPart, name: string, fn: TestFunction): void;
export function itWithShared(part: SharedPart, name: string, options: TestOptions, fn: TestFunction): void;
export function itWithShared(part: SharedPart, name: string, ...rest: [TestFunction] | [TestOptions, TestFunction]): void {
  const test = it.skipIf(!hasShared(part));
  if (rest.length === 1) test(label(part, name), rest[0]);
  else test(label(part, name), rest[0], rest[1]);
}

/**
 * The corpus as the repositories hold it: each file at `<owner>__<repo>/<original path>` (from
 * PROVENANCE.tsv), so a directory is an apply unit as in the real repository. The corpus itself is
 * flat (one folder per repository). A kustomize render (`kustomize:DIR`) goes to
 * `<owner>__<repo>/.kustomize-rendered/DIR/rendered.yaml`: a render is an apply unit of its own.
 * Built once per test process in a temporary directory (call it inside a test); returns its root.
 */
export const sharedCorpusTree = lazy((): string => {
  const root = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-corpus-tree-'));
  process.on('exit', () => rmSync(root, { recursive: true, force: true }));
  const rows = readShared('corpus', 'PROVENANCE.tsv')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '');
  for (const row of rows) {
    const [local, , , original] = row.split('\t') as [string, string, string, string];
    const repo = local.slice(0, local.indexOf('/'));
    const target = original.startsWith('kustomize:')
      ? join(root, repo, '.kustomize-rendered', original.slice('kustomize:'.length), 'rendered.yaml')
      : join(root, repo, original);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(sharedPath('corpus', local), target);
  }
  return root;
});
