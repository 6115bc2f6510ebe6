// Running the CLI and the bare-parse baseline as child processes, and reading what they cost:
// shared by npm run bench and npm run bench:scale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Removes NODE_EXTRA_CA_CERTS from the environment of every process this benchmark starts, and
 * returns how many milliseconds it added to a `node -e 0` (undefined when it was not set).
 *
 * With it, every Node process reads and parses that CA bundle as it starts: about 40 ms for
 * Debian's, twice what `node -e 0` takes without it. The linter needs no certificate and the
 * bare parse neither; left in, the same fixed cost on both sides of a ratio hides the linter's
 * own start-up, and a start-up ratio measured on a machine that sets it is not one measured on
 * a machine that does not.
 */
export function withoutExtraCaCerts() {
  if (!process.env.NODE_EXTRA_CA_CERTS) return undefined;
  const started = (env) => {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0'], { env });
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const clean = { ...process.env };
  delete clean.NODE_EXTRA_CA_CERTS;
  const withCerts = [];
  const without = [];
  for (let i = 0; i < 5; i++) {
    withCerts.push(started(process.env));
    without.push(started(clean));
  }
  delete process.env.NODE_EXTRA_CA_CERTS;
  return median(withCerts) - median(without);
}

/** Runs `script args` under scripts/bench/measure.mjs: wall milliseconds, peak RSS in MB, CPU milliseconds (all threads). */
export function measure(script, args, nodeFlags = []) {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...nodeFlags, join(root, 'scripts/bench/measure.mjs'), script, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const rss = Number(/maxrss_kb=(\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1024;
  // CPU time moves less than wall time when other jobs share the machine.
  const cpu = Number(/cpu_us=(\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${script} failed (${r.status}): ${r.stderr}`);
  return { ms, rss, cpu };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The medians of each figure over several measurements. */
export const medians = (xs) => ({
  ms: median(xs.map((x) => x.ms)),
  rss: median(xs.map((x) => x.rss)),
  cpu: median(xs.map((x) => x.cpu)),
});

/** The bare `yaml` parse of every file in `dir`. */
export const baseline = (dir) => measure(join(root, 'scripts/bench/baseline.mjs'), [dir]);

/** The linter over `dir` with `config`, its JSON report written to `output`. */
export const lint = (dir, config, output, nodeFlags = []) =>
  measure(join(root, 'dist/cli.js'), ['--config', config, '--format', 'json', '--output', output, dir], nodeFlags);

/**
 * The share of the main thread's samples that V8 spent collecting garbage, from one run of
 * the linter under --cpu-prof (node writes the profile at exit).
 */
export function gcShare(dir, config, output) {
  const profiles = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-prof-'));
  try {
    lint(dir, config, output, ['--cpu-prof', '--cpu-prof-dir', profiles]);
    const [file] = readdirSync(profiles);
    const profile = JSON.parse(readFileSync(join(profiles, file), 'utf8'));
    const gcNodes = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(garbage collector)').map((n) => n.id));
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    const busy = profile.samples.filter((id) => !idle.has(id));
    return busy.filter((id) => gcNodes.has(id)).length / busy.length;
  } finally {
    rmSync(profiles, { recursive: true, force: true });
  }
}
