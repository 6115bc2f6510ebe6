// The launcher runs the CLI bundle from a V8 code cache in a private per-user directory.
// The cache must never change what the CLI prints, must be ignored when it is not ours or is
// damaged, and must not pile up.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRAPPER_HEAD, WRAPPER_TAIL, wrappedBundleSource } from '../src/app/launcher/bundle-source.js';
import { cacheData, cacheHeader, type CacheIdentity } from '../src/app/launcher/cache-file.js';
import { CACHE_V8_FLAGS_TAG } from '../src/app/launcher/v8-flags.js';
import { BUNDLE_DIR, CLI, ROOT, runCli } from './helpers/run-cli.js';

const ARGS = ['--no-color', 'examples/vllm-deployment-mistakes.yaml'];
// Runs the bundle on a file without findings: the probe of the tests below whether a cache ran.
// (`--version` alone does not do: the launcher answers it without the bundle; a run that lints no
// file, such as `--help`, writes no cache.)
const PROBE = ['--no-color', 'examples/vllm-deployment-fixed.yaml'];
// The launcher of the sources (a change to src/app/launcher.ts is tested before `npm run build`);
// what it does is the same for the committed dist/, which test/meta.test.ts keeps equal to them.
const BUNDLE = join(BUNDLE_DIR, 'cli-main.cjs');
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

// realpath: the launcher refuses a cache path through symlinks, and some systems' tmpdir is one.
const tmp = realpathSync(tmpdir());

function cacheHome(): { home: string; dir: string; files: () => string[]; temps: () => string[] } {
  const home = mkdtempSync(join(tmp, 'ai-k8s-lint-cache-'));
  const dir = join(home, 'ai-k8s-lint');
  const list = (suffix: string) => () =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(suffix))
          .sort()
      : [];
  return { home, dir, files: list('.cache'), temps: list('.tmp') };
}

describe('the bundle as the launcher compiles it', () => {
  it('is the file wrapped in a CommonJS function, decoded exactly whether or not it is ASCII', () => {
    const dir = mkdtempSync(join(tmp, 'ai-k8s-lint-source-'));
    for (const text of ['module.exports = 1;\n', 'const mark = "\u2716 \u00e9";\n', '']) {
      writeFileSync(join(dir, 'bundle.cjs'), text);
      expect(wrappedBundleSource(join(dir, 'bundle.cjs'))).toBe(`${WRAPPER_HEAD}${text}${WRAPPER_TAIL}`);
    }
  });

  it('is ASCII for the built CLI, so that it decodes as one byte a character', () => {
    expect(readFileSync(BUNDLE).every((byte) => byte < 0x80)).toBe(true);
  });
});

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

  it('is written once the first file is linted: a run over two files leaves a smaller cache than a run over the first alone', () => {
    // A run of one file writes it at exit, with what finishing the run compiled (cross-object rules,
    // the report's end); a run of more files before the second, with what linting one file compiled.
    const one = cacheHome();
    const two = cacheHome();
    runCli(ARGS, { env: { XDG_CACHE_HOME: one.home } });
    const r = runCli([...ARGS, 'examples/llm-serving.yaml'], { env: { XDG_CACHE_HOME: two.home } });
    expect(r.stderr).toBe('');
    const size = (c: ReturnType<typeof cacheHome>) => statSync(join(c.dir, c.files()[0]!)).size;
    expect(two.files()).toHaveLength(1);
    expect(size(two)).toBeLessThan(size(one));
  });

  it('is not written by a run that lints no file: the next run that lints one writes it, with what the lint compiled', () => {
    const { home, dir, files } = cacheHome();
    for (const args of [['--help'], ['--explain', 'gpu-resource-missing'], ['--no-such-flag']]) {
      runCli(args, { env: { XDG_CACHE_HOME: home } });
      expect(files()).toEqual([]);
    }
    const linted = cacheHome();
    runCli(ARGS, { env: { XDG_CACHE_HOME: linted.home } });
    runCli(ARGS, { env: { XDG_CACHE_HOME: home } });
    expect(files()).toHaveLength(1);
    // V8's data differs by a few bytes from run to run; a run of --help alone compiles about half.
    const size = (d: string, name: string) => statSync(join(d, name)).size;
    const expected = size(linted.dir, linted.files()[0]!);
    expect(Math.abs(size(dir, files()[0]!) - expected)).toBeLessThan(expected / 100);
  });

  it('is written under the flags the next run starts with, also by a run of several files', () => {
    // The launcher makes V8 optimize less eagerly from the second file on: after the cache is
    // written, or the next run (with V8's defaults) would reject it and write it again.
    const { home, dir, files } = cacheHome();
    const several = [...ARGS, 'examples/llm-serving.yaml', 'examples/gpu-runtime.yaml'];
    const first = runCli(several, { env: { XDG_CACHE_HOME: home } });
    const file = join(dir, files()[0]!);
    const written = statSync(file).mtimeMs;
    const second = runCli(several, { env: { XDG_CACHE_HOME: home } });
    expect(second.stdout).toBe(first.stdout);
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

  it('answers --version alone without the bundle: what the CLI prints, and no cache', () => {
    const { home, dir } = cacheHome();
    const fast = runCli(['--version'], { env: { XDG_CACHE_HOME: home } });
    // Two arguments: the CLI's own option parsing answers.
    const full = runCli(['--version', '--no-color'], { env: { AI_K8S_LINT_COMPILE_CACHE: '0' } });
    expect({ code: fast.code, stdout: fast.stdout, stderr: fast.stderr }).toEqual({
      code: full.code,
      stdout: full.stdout,
      stderr: full.stderr,
    });
    expect(fast.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(existsSync(dir)).toBe(false);
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

  it('gives concurrent cold runs the same report and leaves one cache, no temp files', async () => {
    for (let round = 0; round < 2; round++) {
      const { home, files, temps } = cacheHome();
      const runs = await Promise.all(Array.from({ length: 4 }, () => runCliAsync(ARGS, { XDG_CACHE_HOME: home })));
      for (const r of runs) expect(r).toEqual({ code: plain.code, stdout: plain.stdout });
      expect(files()).toHaveLength(1);
      expect(temps()).toEqual([]);
    }
  });
});

// S3 of the reliability review: V8 checks only the source length against a cache, so a cache
// compiled from other source of the bundle's length runs that source as the user.
describe('S3: a poisoned code cache does not run', () => {
  const probe = runCli(PROBE, { env: { AI_K8S_LINT_COMPILE_CACHE: '0' } });
  const identity: CacheIdentity = {
    bundleHash: createHash('sha256').update(readFileSync(BUNDLE)).digest('hex').slice(0, 16),
    v8: process.versions.v8,
    flags: CACHE_V8_FLAGS_TAG,
    arch: process.arch,
  };
  const poison = poisonedCache();
  const forged = Buffer.concat([cacheHeader(identity, poison.length), poison]);
  const cacheName = discoverCacheName();

  function expectVersionNotAttacker(env: Record<string, string>): void {
    const r = runCli(PROBE, { env });
    expect(r.stdout).not.toContain('PWNED');
    expect(r.stdout).toBe(probe.stdout);
    expect(r.code).toBe(0);
  }

  it('the reproducer is live: V8 accepts the poisoned bytes for the real bundle, and the forged header matches', () => {
    // Without these the tests below could pass for the wrong reason.
    expect(poison.length).toBeGreaterThan(0);
    expect(cacheData(identity, forged)?.equals(poison)).toBe(true);
  });

  it("a cache compiled from other source of the same length, in the user's own directory, is rejected and replaced", () => {
    const { home, dir } = cacheHome();
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(join(dir, cacheName), poison, { mode: 0o600 });
    expectVersionNotAttacker({ XDG_CACHE_HOME: home });
    expect(readFileSync(join(dir, cacheName)).equals(poison)).toBe(false);
    expectVersionNotAttacker({ XDG_CACHE_HOME: home });
  });

  it.each([
    ['another bundle', { bundleHash: '0123456789abcdef' }],
    ['other V8 flags', { flags: 'ib1' }],
  ])('a cache with a header for %s is rejected', (_what, other: Partial<CacheIdentity>) => {
    const { home, dir } = cacheHome();
    mkdirSync(dir, { mode: 0o700 });
    const forgedOther = Buffer.concat([cacheHeader({ ...identity, ...other }, poison.length), poison]);
    writeFileSync(join(dir, cacheName), forgedOther, { mode: 0o600 });
    expectVersionNotAttacker({ XDG_CACHE_HOME: home });
  });

  it("the cache's name carries the V8 flags it is compiled under", () => {
    expect(cacheName).toContain(`-${CACHE_V8_FLAGS_TAG}-`);
  });

  // With a forged header only the checks of the place keep the attacker's code out.
  // plant: sets up the place under a fresh directory; returns the XDG_CACHE_HOME to use when it is not that directory.
  const places: { name: string; rootOnly?: boolean; plant: (base: string) => string | void }[] = [
    {
      name: 'the cache directory is a symlink to a directory with a forged cache',
      plant: (base) => {
        mkdirSync(join(base, 'evil'), { mode: 0o700 });
        writeFileSync(join(base, 'evil', cacheName), forged, { mode: 0o600 });
        symlinkSync(join(base, 'evil'), join(base, 'ai-k8s-lint'));
      },
    },
    {
      name: 'the cache file is a symlink to a forged cache',
      plant: (base) => {
        writeFileSync(join(base, 'forged'), forged, { mode: 0o600 });
        mkdirSync(join(base, 'ai-k8s-lint'), { mode: 0o700 });
        symlinkSync(join(base, 'forged'), join(base, 'ai-k8s-lint', cacheName));
      },
    },
    { name: "the cache directory's parent is group-writable", plant: (base) => plantForged(base, { baseMode: 0o775 }) },
    {
      name: "the cache directory's parent is world-writable (the review's shared XDG_CACHE_HOME)",
      plant: (base) => plantForged(base, { baseMode: 0o777 }),
    },
    {
      name: 'a directory further up is world-writable',
      plant: (base) => {
        chmodSync(base, 0o777);
        return plantForged(join(base, 'a', 'b'), { mkdir: true }).base;
      },
    },
    { name: 'the cache file is group-writable', plant: (base) => plantForged(base, { fileMode: 0o660 }) },
    {
      name: 'the cache directory belongs to another user',
      rootOnly: true,
      plant: (base) => chownSync(plantForged(base).dir, NOBODY, NOBODY),
    },
    {
      name: "the cache directory's parent belongs to another user",
      rootOnly: true,
      plant: (base) => chownSync(plantForged(base).base, NOBODY, NOBODY),
    },
    { name: 'the cache file belongs to another user', rootOnly: true, plant: (base) => chownSync(plantForged(base).file, NOBODY, NOBODY) },
  ];
  for (const place of places) {
    it.skipIf(place.rootOnly === true && !isRoot)(
      `is ignored when ${place.name}${place.rootOnly === true ? ' (needs root to chown)' : ''}`,
      () => {
        const { home } = cacheHome();
        expectVersionNotAttacker({ XDG_CACHE_HOME: place.plant(home) ?? home });
      },
    );
  }

  it("a FIFO at the cache file's path does not hang the start", () => {
    const { home, dir } = cacheHome();
    mkdirSync(dir, { mode: 0o700 });
    const made = spawnSync('mkfifo', [join(dir, cacheName)]);
    expect(made.status).toBe(0);
    expectVersionNotAttacker({ XDG_CACHE_HOME: home });
  });

  // HOME=/tmp (1777, root's): a sticky shared home works when its .cache is the user's own.
  describe('a cache under a sticky shared home (as with HOME=/tmp)', () => {
    function stickyHome(): string {
      const home = mkdtempSync(join(tmp, 'ai-k8s-lint-home-'));
      chmodSync(home, 0o1777);
      return home;
    }
    const env = (home: string) => ({ HOME: home, XDG_CACHE_HOME: '' });

    it("is used when the home's .cache is the user's own 0700 directory", () => {
      const home = stickyHome();
      mkdirSync(join(home, '.cache'), { mode: 0o700 });
      expectVersionNotAttacker(env(home));
      expect(readdirSync(join(home, '.cache', 'ai-k8s-lint'))).toEqual([cacheName]);
    });

    it('is created with a private .cache when there is none', () => {
      const home = stickyHome();
      expectVersionNotAttacker(env(home));
      expect(statSync(join(home, '.cache')).mode & 0o777).toBe(0o700);
      expect(readdirSync(join(home, '.cache', 'ai-k8s-lint'))).toEqual([cacheName]);
    });

    it("is ignored when the home's .cache is world-writable", () => {
      const home = stickyHome();
      plantForged(join(home, '.cache'), { mkdir: true, baseMode: 0o777 });
      expectVersionNotAttacker(env(home));
    });

    it.skipIf(!isRoot)("is ignored when the home's .cache belongs to another user (needs root to chown)", () => {
      const home = stickyHome();
      chownSync(plantForged(join(home, '.cache'), { mkdir: true }).base, NOBODY, NOBODY);
      expectVersionNotAttacker(env(home));
    });
  });

  /** A forged cache at the launcher's path under `base`; `base` made as told. */
  function plantForged(
    base: string,
    opts: { mkdir?: boolean; baseMode?: number; fileMode?: number } = {},
  ): { base: string; dir: string; file: string } {
    if (opts.mkdir === true) mkdirSync(base, { recursive: true, mode: 0o700 });
    const dir = join(base, 'ai-k8s-lint');
    const file = join(dir, cacheName);
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(file, forged, { mode: 0o600 });
    if (opts.fileMode !== undefined) chmodSync(file, opts.fileMode);
    if (opts.baseMode !== undefined) chmodSync(base, opts.baseMode);
    return { base, dir, file };
  }

  /** The cache file's name, as the launcher writes it. */
  function discoverCacheName(): string {
    const { home, files } = cacheHome();
    runCli(PROBE, { env: { XDG_CACHE_HOME: home } });
    const [name] = files();
    if (name === undefined) throw new Error('the launcher wrote no cache');
    return name;
  }
});

// C10 of the reliability review: temp files must not pile up.
describe('C10: the code cache leaves no temp files behind', () => {
  const probe = runCli(PROBE, { env: { AI_K8S_LINT_COMPILE_CACHE: '0' } });

  it("removes its temp file when a directory sits at the cache file's path", () => {
    const { home, dir, files, temps } = cacheHome();
    runCli(PROBE, { env: { XDG_CACHE_HOME: home } });
    const [name] = files();
    const file = join(dir, name!);
    rmSync(file);
    mkdirSync(file);
    for (let i = 0; i < 2; i++) {
      const r = runCli(PROBE, { env: { XDG_CACHE_HOME: home } });
      expect(r.stdout).toBe(probe.stdout);
    }
    expect(temps()).toEqual([]);
    expect(statSync(file).isDirectory()).toBe(true);
  });

  it('prunes temp files older than a minute and leaves younger ones to their writers', () => {
    const { home, dir, temps } = cacheHome();
    mkdirSync(dir, { mode: 0o700 });
    const stale = 'cli-x-v8-0-x64.cache.123-old.tmp';
    const fresh = 'cli-x-v8-0-x64.cache.456-new.tmp';
    writeFileSync(join(dir, stale), 'partial');
    writeFileSync(join(dir, fresh), 'partial');
    const hourAgo = Date.now() / 1000 - 3600;
    utimesSync(join(dir, stale), hourAgo, hourAgo);
    runCli(PROBE, { env: { XDG_CACHE_HOME: home } });
    expect(temps()).toEqual([fresh]);
  });
});

/**
 * V8 data compiled from a script of the wrapped bundle's length that prints PWNED, made in a
 * child with the CLI's (default) V8 flags; the child also checks that V8 accepts it for the real
 * bundle, which is what made the old launcher run it.
 */
function poisonedCache(): Buffer {
  const dir = mkdtempSync(join(tmp, 'ai-k8s-lint-poison-'));
  const out = join(dir, 'poison');
  const script = `
    const { Script } = require('node:vm');
    const fs = require('node:fs');
    // Made under V8's default flags, as the launcher compiles: V8 rejects a cache made under others.
    const [bundle, out] = process.argv.slice(1);
    // The launcher's CommonJS wrapper around the bundle.
    const wrapped = '(function (exports, require, module, __filename, __dirname) {' + fs.readFileSync(bundle, 'utf8') + '\\n})';
    const head = 'process.stdout.write("PWNED\\\\n"); process.exit(0); /*';
    const src = head + ' '.repeat(wrapped.length - head.length - 2) + '*/';
    const data = new Script(src, { filename: bundle }).createCachedData();
    if (new Script(wrapped, { filename: bundle, cachedData: data }).cachedDataRejected) throw new Error('V8 rejects the poisoned cache');
    fs.writeFileSync(out, data);`;
  const r = spawnSync(process.execPath, ['-e', script, BUNDLE, out], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  if (r.status !== 0) throw new Error(`making the poisoned cache failed: ${r.stderr}`);
  return readFileSync(out);
}

/** Like runCli, but without waiting: for runs at the same time. */
function runCliAsync(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', ...env },
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}
