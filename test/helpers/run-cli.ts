import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';

export const ROOT = join(import.meta.dirname, '../..');
/**
 * The bundles the tests run: the sources bundled once per run by test/setup/bundles.ts (not the
 * committed dist/, whose freshness test/meta.test.ts checks).
 */
export const BUNDLE_DIR = inject('bundleDir');
export const CLI = join(BUNDLE_DIR, 'cli.js');
const TEST_CACHE = join(tmpdir(), `ai-k8s-lint-test-cache-${process.getuid?.() ?? 'user'}`);

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * The environment the CLI runs in under test: PATH and HOME only, no colours, and the launcher's
 * code cache in a directory of the tests, not the user's ~/.cache; `extra` adds or overrides.
 */
export function cliEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_CACHE_HOME: TEST_CACHE, NO_COLOR: '1', ...extra };
}

/** Runs the CLI bundle (of the sources, see BUNDLE_DIR) the way a user does. */
export function runCli(args: string[], opts: { cwd?: string; input?: string | Buffer; env?: Record<string, string> } = {}): CliResult {
  const started = Date.now();
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: opts.cwd ?? ROOT,
    input: opts.input,
    encoding: 'utf8',
    env: cliEnv(opts.env),
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

/** A temporary directory with the given files (path -> content); a .git marks it as a repo root. */
export function tempTree(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-test-'));
  mkdirSync(join(dir, '.git'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
