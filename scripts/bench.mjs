// npm run bench: lint time and peak memory of the whole CLI process, as ratios to a bare
// `yaml` parse (parseAllDocuments + toJS, file by file) of the same synthetic corpus: 1,000
// files of ordinary GPU manifests, then a CRD-heavy case of large CRDs and operator installs
// (block scalars and descriptions over several lines, which the js-yaml reader takes since
// src/yaml/block-scalar.ts). Last, the language server (scripts/bench/lsp.mjs).
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { generate, nodePoolsConfig } from './bench/generate.mjs';
import { generateCrds } from './bench/generate-crds.mjs';
import { benchLanguageServer } from './bench/lsp.mjs';
import { baseline, lint, median, medians, root, withoutExtraCaCerts } from './bench/run.mjs';

const caCertsMs = withoutExtraCaCerts();
if (caCertsMs !== undefined)
  console.log(`NODE_EXTRA_CA_CERTS is unset for the processes measured (it added ${caCertsMs.toFixed(0)} ms to every Node start)`);

const files = Number(process.env.BENCH_FILES ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dir = join(tmpdir(), 'ai-k8s-lint-bench');
const corpus = generate(dir, files);
// The config sits outside the corpus: the baseline parses exactly the manifests.
const config = join(tmpdir(), 'ai-k8s-lint-bench.config.yaml');
writeFileSync(config, nodePoolsConfig());
console.log(
  `corpus: ${corpus.files} files, ${corpus.documents} documents, ${(corpus.bytes / 1e6).toFixed(1)} MB in ${dir}; 20 node pools declared (${config})`,
);

const row = (name, x, amount, unit) =>
  `${name.padEnd(22)} ${(x.ms / 1000).toFixed(2).padStart(7)} s ${(amount / (x.ms / 1000)).toFixed(unit === 'MB' ? 1 : 0).padStart(7)} ${unit}/s ${x.rss.toFixed(0).padStart(6)} MB peak ${(x.cpu / 1000).toFixed(2).padStart(7)} s CPU`;

/** Lints `dir` and parses it bare, `runs` times each, interleaved; prints the medians (throughput in `amount` `unit`s) and their ratios. */
function compare(dir, amount, unit) {
  const base = [];
  const linted = [];
  for (let i = 0; i < runs; i++) {
    // Interleaved, so a noisy neighbour hurts both sides alike.
    base.push(baseline(dir));
    linted.push(lint(dir, config, join(tmpdir(), 'ai-k8s-lint-bench.json')));
  }
  const b = medians(base);
  const l = medians(linted);
  console.log(row('yaml parse + toJS', b, amount, unit));
  console.log(row('ai-k8s-lint', l, amount, unit));
  console.log(`time ratio   ${(l.ms / b.ms).toFixed(2)}x (target <= 0.9x); CPU time ${(l.cpu / b.cpu).toFixed(2)}x`);
  console.log(`memory ratio ${(l.rss / b.rss).toFixed(2)}x (target <= 1.2x)`);
}

compare(dir, corpus.documents, 'docs');

const crdDir = join(tmpdir(), 'ai-k8s-lint-bench-crds');
const crds = generateCrds(crdDir, Number(process.env.BENCH_CRD_FILES ?? 12));
console.log(`CRD-heavy: ${crds.files} files, ${crds.documents} documents, ${(crds.bytes / 1e6).toFixed(1)} MB in ${crdDir}`);
compare(crdDir, crds.bytes / 1e6, 'MB');

// Start-up: one small file against `node -e 0`, interleaved (the machine's load drifts).
const small = corpus.paths[1];
const cli = join(root, 'dist/cli.js');
// The cache of this command, written by its first run: not one the runs above (with a config of
// node pools) or an earlier build left in the user's cache directory.
const cacheHome = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-bench-cache-'));
const cachedEnv = { ...process.env, XDG_CACHE_HOME: cacheHome };
spawnSync(process.execPath, [cli, small], { env: cachedEnv });
// A commit's staged files: the pre-commit hook runs one process for all of them (require_serial).
const staged = corpus.paths.slice(1, 6);
const starts = {
  node: { args: ['-e', '0'], env: process.env, ms: [] },
  cached: { args: [cli, small], env: cachedEnv, ms: [] },
  version: { args: [cli, '--version'], env: cachedEnv, ms: [] },
  staged: { args: [cli, ...staged], env: cachedEnv, ms: [] },
  // The first run after an install compiles the bundle.
  uncached: { args: [cli, small], env: { ...process.env, AI_K8S_LINT_COMPILE_CACHE: '0' }, ms: [] },
};
for (let i = 0; i < 11; i++) {
  for (const s of Object.values(starts)) {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, s.args, { encoding: 'utf8', env: s.env });
    s.ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
}
rmSync(cacheHome, { recursive: true, force: true });
const [nodeMs, cliMs, versionMs, stagedMs, uncachedMs] = [starts.node, starts.cached, starts.version, starts.staged, starts.uncached].map(
  (s) => median(s.ms),
);
console.log(
  `cold start   ${cliMs.toFixed(0)} ms for one small file vs ${nodeMs.toFixed(0)} ms for node -e 0: ${(cliMs / nodeMs).toFixed(2)}x (target <= 1.5x)`,
);
console.log(
  `             ${uncachedMs.toFixed(0)} ms without the code cache (the first run after an install): ${(uncachedMs / nodeMs).toFixed(2)}x`,
);
console.log(`             ${versionMs.toFixed(0)} ms for --version: ${(versionMs / nodeMs).toFixed(2)}x`);
console.log(`             ${stagedMs.toFixed(0)} ms for 5 small files in one run (a pre-commit hook): ${(stagedMs / nodeMs).toFixed(2)}x`);

// The language server: relint latency of a 1,000-line manifest, memory with many files open.
await benchLanguageServer(root);
