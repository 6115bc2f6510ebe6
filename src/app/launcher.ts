#!/usr/bin/env node
// The `ai-k8s-lint` command (dist/cli.js). It runs the CLI bundle (dist/cli-main.cjs) from a V8
// code cache: pre-commit starts the linter once per commit, and compiling the bundle was half of
// that start. Node 22 does this with module.enableCompileCache(); Node 20 needs vm.Script.
// The build makes this file CommonJS (dist/package.json): an ES module entry point costs Node
// its ESM loader, a sixth of an empty start. `--version` alone is answered here, without the bundle.
//
// Compiled code is code: whoever can write the cache runs as the user. So the cache lives in a
// private per-user directory ($XDG_CACHE_HOME or ~/.cache, then ai-k8s-lint/, mode 0700) that
// nobody else can write or swap (launcher/private-dir.ts), in a file of the user's whose header
// names the bundle's content hash and the V8 version (launcher/cache-file.ts). Any doubt means
// running without it. The start-up budget is a handful of system calls: the bundle is not hashed
// here, the build passes its hash in. AI_K8S_LINT_COMPILE_CACHE=0 turns the cache off.
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { VERSION } from '../core/version.js';
import { fdWriter } from './fd-writer.js';
import { FIRST_FILE_DONE, FIRST_FILE_STARTED } from './first-file-done.js';
import { wrappedBundleSource } from './launcher/bundle-source.js';
import { cacheFileName, type CacheIdentity, pruneCaches, readCache, writeCache } from './launcher/cache-file.js';
import { isPrivateDir } from './launcher/private-dir.js';
import { CACHE_V8_FLAGS_TAG, LAUNCHER_V8_FLAGS } from './launcher/v8-flags.js';

/** Set by the build: the content hash of cli-main.cjs. */
declare const __CLI_BUNDLE_HASH__: string;

interface CodeCache {
  dir: string;
  file: string;
  home: string;
  uid: number;
  identity: CacheIdentity;
}

const here = __dirname;
const bundle = join(here, 'cli-main.cjs');
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // What the CLI prints for it (src/app/cli.ts), without reading or compiling the linter.
  fdWriter(1, () => process.stdout).write(`${VERSION}\n`);
} else if (args[0] === 'lsp') {
  // `ai-k8s-lint lsp`: the language server is a bundle of its own (dist/lsp.mjs, the
  // `ai-k8s-lint-lsp` command), so that the CLI's bundle holds only what one-shot runs need.
  process.argv.splice(2, 1);
  void import(pathToFileURL(join(here, 'lsp.mjs')).href);
} else {
  const cache = codeCache();
  const script = compile(cache);
  // After the listener that writes the cache (registered by compile()): V8 rejects a cache made
  // under other flags than the next run's, which starts with V8's defaults.
  // node:v8 is loaded there, not here: a run of one file does without it (it loads node:stream).
  process.once(FIRST_FILE_DONE, () => process.getBuiltinModule('node:v8').setFlagsFromString(LAUNCHER_V8_FLAGS));
  const module = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    dirname(bundle),
  );
}

/**
 * The bundle as a script, from the cache when there is one. The file's text and the cache's
 * bytes are not kept once compiled (about 2.5 MB for the whole run).
 */
function compile(cache: CodeCache | undefined): Script {
  const usable = cache !== undefined && isTrusted(cache);
  const cached = usable ? readCache(cache.file, cache.identity, cache.uid) : undefined;
  const script = new Script(wrappedBundleSource(bundle), { filename: bundle, cachedData: cached });
  if (usable && (cached === undefined || script.cachedDataRejected)) {
    // Once the first file is linted, so that the cache also holds the functions compiled for it
    // (first-file-done.ts); at exit when the run had only one file. Not by a run that lints none.
    let saved = false;
    const saveOnce = () => {
      if (saved) return;
      saved = true;
      save(cache, script);
    };
    process.once(FIRST_FILE_DONE, saveOnce);
    process.once(FIRST_FILE_STARTED, () => process.once('exit', saveOnce));
  }
  return script;
}

function codeCache(): CodeCache | undefined {
  if (process.env.AI_K8S_LINT_COMPILE_CACHE === '0') return undefined;
  // Without user ids (Windows) nothing here can tell who may write the directory.
  if (typeof process.geteuid !== 'function') return undefined;
  try {
    const home = homedir();
    const xdg = process.env.XDG_CACHE_HOME;
    // As the XDG spec says, a relative XDG_CACHE_HOME is ignored.
    const base = xdg !== undefined && isAbsolute(xdg) ? xdg : join(home, '.cache');
    if (!isAbsolute(base)) return undefined;
    const dir = join(base, 'ai-k8s-lint');
    const identity = { bundleHash: __CLI_BUNDLE_HASH__, v8: process.versions.v8, flags: CACHE_V8_FLAGS_TAG, arch: process.arch };
    const file = join(dir, cacheFileName(identity));
    return { dir, file, home, uid: process.geteuid(), identity };
  } catch {
    return undefined;
  }
}

function isTrusted(c: CodeCache): boolean {
  try {
    return isPrivateDir(c.dir, c.home, c.uid);
  } catch {
    return false;
  }
}

function save(c: CodeCache, compiled: Script): void {
  // Checked again: the run may have taken long enough for the directory to change.
  if (!isTrusted(c)) return;
  try {
    writeCache(c.file, c.identity, compiled.createCachedData());
  } catch {
    // A read-only home or a full disk costs the next run its speed, nothing else.
  }
  try {
    pruneCaches(c.dir);
  } catch {
    // As above.
  }
}
