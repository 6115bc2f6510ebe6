// npm run bench:scale: the linter against a bare `yaml` parse (parseAllDocuments + toJS) of the
// same 10,000 GPU inference Deployments (about 7.4 KB each, three in ten with findings; the
// corpus of ../shared/research/perf-review.md), written as 100 files and as one file. Reports
// CPU time (all threads) and peak RSS of each, measured in one run, interleaved; then the share
// of the linter's main thread spent collecting garbage, from a CPU profile of one more run.
// BENCH_SCALE_DOCS and BENCH_RUNS change the size and the number of runs (medians are shown).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePacked, nodePoolsConfig } from './bench/generate.mjs';
import { baseline, gcShare, lint, medians, withoutExtraCaCerts } from './bench/run.mjs';

// Its fixed cost per process is the same on both sides and small at this scale; unset for the
// same measuring conditions as npm run bench.
withoutExtraCaCerts();

const documents = Number(process.env.BENCH_SCALE_DOCS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const config = join(tmpdir(), 'ai-k8s-lint-bench.config.yaml');
writeFileSync(config, nodePoolsConfig());
const output = join(tmpdir(), 'ai-k8s-lint-bench-scale.json');

const cases = [
  { name: `${documents.toLocaleString('en-US')} documents in 100 files`, files: 100, cpuTarget: 0.5, rssTarget: 400 },
  { name: `${documents.toLocaleString('en-US')} documents in one file`, files: 1, rssTarget: 1024 },
];

const fmt = (x) =>
  `${(x.cpu / 1000).toFixed(2).padStart(7)} s CPU ${(x.ms / 1000).toFixed(2).padStart(7)} s wall ${x.rss.toFixed(0).padStart(6)} MB peak`;
for (const c of cases) {
  const dir = join(tmpdir(), `ai-k8s-lint-bench-scale-${c.files}`);
  const corpus = generatePacked(dir, documents, c.files);
  console.log(`${c.name}: ${(corpus.bytes / 1e6).toFixed(1)} MB in ${dir}; 20 node pools declared`);
  const base = [];
  const linted = [];
  for (let i = 0; i < runs; i++) {
    // Interleaved, so a noisy neighbour hurts both sides alike.
    base.push(baseline(dir));
    linted.push(lint(dir, config, output));
  }
  const b = medians(base);
  const l = medians(linted);
  console.log(`  yaml parse + toJS ${fmt(b)}`);
  console.log(`  ai-k8s-lint       ${fmt(l)}`);
  const cpuTarget = c.cpuTarget === undefined ? '' : ` (target <= ${c.cpuTarget}x)`;
  console.log(`  CPU ratio ${(l.cpu / b.cpu).toFixed(2)}x${cpuTarget}; peak RSS ${l.rss.toFixed(0)} MB (target <= ${c.rssTarget} MB)`);
  console.log(`  garbage collection: ${(100 * gcShare(dir, config, output)).toFixed(1)}% of the linter's main thread (--cpu-prof)`);
}
