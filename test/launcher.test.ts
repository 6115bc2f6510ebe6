// The launcher runs the CLI bundle from a V8 code cache in a private per-user directory.
// The cache must never change what the CLI prints, must be ignored when it is not ours or is
// damaged, and must not pile up.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.js';

const ARGS = ['--no-color', 'examples/vllm-deployment.yaml'];

function cacheHome(): { home: string; dir: string; files: () => string[] } {
  const home = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-cache-'));
  const dir = join(home, 'ai-k8s-lint');
  return { home, dir, files: () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.cache')).sort() : []) };
}

describe('launcher code cache', () => {
  const plain = runCli(ARGS, { env: { AI_K8S_LINT_COMPILE_CACHE: '0' } });

  it('writes one private cache on the first run and uses it, unchanged, on the next', () => {
    const { home, dir, files } = cacheHome();
    const first = runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    expect(first.stdout).toBe(plain.stdout);
    expect(first.code).toBe(plain.code);
    expect(files()).toHaveLength(1);
    const file = join(dir, files()[0]!);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(file).size).toBeGreaterThan(100_000);
    const written = statSync(file).mtimeMs;
    const second = runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    expect(second.stdout).toBe(plain.stdout);
    // An accepted cache is not rewritten; a rejected one would be.
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it('replaces a damaged cache and still prints the same report', () => {
    const { home, dir, files } = cacheHome();
    runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    const file = join(dir, files()[0]!);
    writeFileSync(file, 'not a code cache');
    const r = runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    expect(r.stdout).toBe(plain.stdout);
    expect(readFileSync(file).length).toBeGreaterThan(100_000);
  });

  it('ignores a cache directory that others can write to', () => {
    const { home, dir, files } = cacheHome();
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o777);
    const r = runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    expect(r.stdout).toBe(plain.stdout);
    expect(files()).toEqual([]);
  });

  it('is off with AI_K8S_LINT_COMPILE_CACHE=0', () => {
    const { home, dir } = cacheHome();
    runCli(ARGS, { env: { XDG_CACHE_HOME: home, AI_K8S_LINT_COMPILE_CACHE: '0' } });
    expect(existsSync(dir)).toBe(false);
  });

  it('keeps only the three newest caches', () => {
    const { home, dir, files } = cacheHome();
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (let i = 0; i < 5; i++) {
      const old = join(dir, `cli-old${i}-v8-0-x64.cache`);
      writeFileSync(old, 'old');
      utimesSync(old, 1000 + i, 1000 + i);
    }
    runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    expect(files()).toHaveLength(3);
    expect(files().filter((f) => f.startsWith('cli-old'))).toEqual(['cli-old3-v8-0-x64.cache', 'cli-old4-v8-0-x64.cache']);
  });
});
