#!/usr/bin/env node
// The `ai-k8s-lint` command (dist/cli.js). It runs the CLI bundle (dist/cli-main.cjs) from a V8
// code cache: pre-commit starts the linter once per commit, and compiling the bundle was half of
// that start. Node 22 does this with module.enableCompileCache(); Node 20 needs vm.Script.
//
// The cache lives in a private per-user directory ($XDG_CACHE_HOME or ~/.cache, then
// ai-k8s-lint/, mode 0700, owned by the user): compiled code is code, so nobody else may write
// it. Its name carries the bundle's content hash (V8 itself only checks the source length) and
// the V8 version. Any problem with it means running without it. AI_K8S_LINT_COMPILE_CACHE=0
// turns it off.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** Set by the build: the content hash of cli-main.cjs. */
declare const __CLI_BUNDLE_HASH__: string;

const bundle = join(dirname(fileURLToPath(import.meta.url)), 'cli-main.cjs');
const cacheFile = cachePath();
const module = { exports: {} };
(compile().runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));

/**
 * The bundle as a script, from the cache when there is one. The file's text and the cache's
 * bytes are not kept once compiled (about 2.5 MB for the whole run).
 */
function compile(): Script {
  const cached = cacheFile === undefined ? undefined : readCache(cacheFile);
  // The CommonJS wrapper, on one line so that positions in the bundle stay as they are.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`, { filename: bundle, cachedData: cached });
  if (cacheFile !== undefined && (cached === undefined || script.cachedDataRejected)) {
    // At exit the cache also holds the functions compiled while linting, not only the top level.
    const file = cacheFile;
    process.once('exit', () => writeCache(file, script));
  }
  return script;
}

function cachePath(): string | undefined {
  if (process.env.AI_K8S_LINT_COMPILE_CACHE === '0') return undefined;
  try {
    const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    const dir = join(base, 'ai-k8s-lint');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = statSync(dir);
    // Someone else's directory, or one others can write to: no cache.
    if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return undefined;
    if ((st.mode & 0o022) !== 0) return undefined;
    return join(dir, `cli-${__CLI_BUNDLE_HASH__}-v8-${process.versions.v8}-${process.arch}.cache`);
  } catch {
    return undefined;
  }
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Keeps the three newest caches: each build and each Node version makes a new one. */
function pruneCaches(dir: string): void {
  const caches = readdirSync(dir)
    .filter((name) => /^cli-.*\.cache$/.test(name))
    .map((name) => ({ name, time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of caches.slice(3)) rmSync(join(dir, old.name), { force: true });
}

function writeCache(file: string, compiled: Script): void {
  try {
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, compiled.createCachedData(), { mode: 0o600 });
    // Atomic: a concurrent run reads the old file or the new one, never half of one.
    renameSync(partial, file);
    pruneCaches(dirname(file));
  } catch {
    // A read-only home or a full disk costs the next run its speed, nothing else.
  }
}
