// The Action's output under hostile workspaces: manifests and file names that carry workflow
// commands (`\n::error …`, `\r::notice …`, `::stop-commands::`, `::add-mask::`, `##[error]`,
// escapes like `%0A`), run through action.mjs in every log format, read the way the runner
// reads it (test/helpers/run-action.ts). The runner must act on nothing a manifest says: outside
// the fence only the Action's own commands, inside it nothing that ends the fence.
// Seeded: FUZZ_SEED picks the workspaces, FUZZ_RUNS (per format) makes the search longer.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/report/load.js';
import { foreignCommands, runAction, type ActionRun } from '../helpers/run-action.js';

/** What the Action's `format` input takes: every report format but `github` (the annotations input does that), and none. */
const LOG_FORMATS = [...FORMATS.filter((f) => f !== 'github'), 'none'];
const RUNS_PER_FORMAT = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

const PAYLOADS = [
  '\n::error file=README.md,line=1::forged',
  '\r::notice::x',
  '\r\n::warning::crlf',
  '::stop-commands::x',
  '\n::stop-commands::x\n',
  '::add-mask::x',
  '\n::add-mask::x',
  '\n  ::notice title=indented::x',
  '::warning title=X::',
  '\n::error::ai-k8s-lint: 1 finding at or above error (fail-on: error).',
  '\n::set-output name=findings::0',
  '\n::add-matcher::matcher.json',
  '\n::x::',
  '##[error]v1',
  '##[add-mask]x',
  '\n##[stop-commands]x\n',
  '%0A',
  '%0D',
  '%25',
  '::',
  ',',
  ':',
  '=',
  ';',
  ']',
  '\u001b[8m',
  '\u2028',
  '\u0085',
  '\t',
];
const FILLERS = ['', '', 'x', 'gpu', ' ', '-'];

/** mulberry32: small, seedable, the same sequence everywhere. */
function generator(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0;
  };
}

/** A workspace of a few manifests with payloads in names, values, comments and file names. */
function hostileWorkspace(random: (n: number) => number): { dir: string; files: string[] } {
  const pick = <T>(items: readonly T[]) => items[random(items.length)]!;
  const value = () => Array.from({ length: 1 + random(3) }, () => pick(FILLERS) + pick(PAYLOADS)).join('') + pick(FILLERS);
  // JSON strings are YAML double-quoted scalars: the payload reaches the value as it is.
  const q = (s: string) => JSON.stringify(s);
  const templates = [
    () =>
      `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${q(value())}\n  annotations: {note: ${q(value())}}\nspec:\n  containers:\n    - name: ${q(value())}\n      image: ${q(`nvidia/cuda:12.2.2-runtime-ubuntu22.04${random(2) ? value() : ''}`)}\n      env: [{name: X, value: ${q(value())}}]\n      resources: {limits: {nvidia.com/gpu: "0.5"}}\n`,
    () =>
      `# ${value().replace(/[\r\n]/g, ' ')}\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${q(value())}\ndata:\n  ${q(value())}: ${q(value())}\nimmutable: yes\n`,
    // A syntax error: code frames quote the lines around it, payload lines included.
    () =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${q(value())}\ndata:\n  a: [1, 2\n${value()}\n  b: "${value().replace(/"/g, '')}\n`,
    // A collection as a key: the YAML library warns about it, quoting the key.
    () => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  ? [${q(value())}]\n  : y\n`,
  ];
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-hostile-'));
  const files: string[] = [];
  const count = 2 + random(3);
  for (let i = 0; i < count; i++) {
    // A file name may hold anything but `/` and NUL.
    const name = `${random(3) ? value().replace(/[/\0]/g, '') : 'plain'}${i}.yaml`;
    const sub = random(3) === 0 ? `${pick(PAYLOADS).replace(/[/\0]/g, '')}d${i}` : 'deploy';
    mkdirSync(join(dir, sub), { recursive: true });
    writeFileSync(join(dir, sub, name), pick(templates)());
    files.push(`${sub}/${name}`);
  }
  return { dir, files };
}

/** The fence's contents and what surrounds it, by the token (which appears exactly twice). */
function split(stdout: string, token: string): { inside: string; outside: string } {
  const open = `::stop-commands::${token}\n`;
  const close = `::${token}::\n`;
  const start = stdout.indexOf(open) + open.length;
  const end = stdout.indexOf(close, start);
  return { inside: stdout.slice(start, end), outside: stdout.slice(0, start - open.length) + stdout.slice(end + close.length) };
}

function checkOutput(r: ActionRun, format: string, dir: string): void {
  expect([0, 1]).toContain(r.code);
  const sarif = JSON.parse(readFileSync(join(dir, 'ai-k8s-lint.sarif'), 'utf8'));
  expect(r.outputs.findings).toMatch(/^\d+$/);
  // The runner parses stderr for commands too.
  expect(r.stderrCommands).toEqual([]);
  expect(foreignCommands(r.runner.commands, sarif)).toEqual([]);
  expect(r.runner.open).toBe(false);
  // Not vacuous: the findings that quote the payloads are annotated, escaped.
  if (Number(r.outputs.findings) > 0) expect(r.runner.commands.filter((c) => c.properties.file !== undefined).length).toBeGreaterThan(0);
  if (format === 'none') {
    expect(r.runner.fences).toEqual([]);
    return;
  }
  expect(r.runner.fences).toHaveLength(1);
  const token = r.runner.fences[0]!;
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(r.stdout.split(token).length - 1).toBe(2);
  const { inside, outside } = split(r.stdout, token);
  // Inside, anything goes but the resume line; outside, no CR (the runner ends lines at CR).
  expect(
    inside.split(/\r\n|\r|\n/).filter((l) => l.trimStart().toLowerCase().startsWith(`::${token}::`) || l.includes(`##[${token}]`)),
  ).toEqual([]);
  expect(outside).not.toContain('\r');
  // The whole report is inside the fence.
  if (format === 'json' || format === 'codeclimate') expect(() => JSON.parse(inside)).not.toThrow();
  if (format === 'sarif') expect(JSON.parse(inside).runs[0].results).toHaveLength(sarif.runs[0].results.length);
  if (format === 'junit') expect(inside.trimEnd()).toMatch(/^<\?xml[^]*<\/testsuites>$/);
  if (format === 'stylish' || format === 'markdown') expect(inside.length).toBeGreaterThan(0);
}

describe('the Action on workspaces that try to issue workflow commands', () => {
  it(
    `acts on none of them, in every log format (${LOG_FORMATS.join(', ')})`,
    { timeout: Math.max(120_000, LOG_FORMATS.length * RUNS_PER_FORMAT * 10_000) },
    async () => {
      const random = generator(SEED);
      let annotated = 0;
      for (let n = 0; n < LOG_FORMATS.length * RUNS_PER_FORMAT; n++) {
        const format = LOG_FORMATS[n % LOG_FORMATS.length]!;
        const { dir, files } = hostileWorkspace(random);
        const env: Record<string, string> = random(2) ? { NO_COLOR: '1' } : {};
        const r = await runAction({ workspace: dir, inputs: { format, 'fail-on': random(2) ? 'error' : 'never' }, env });
        try {
          checkOutput(r, format, dir);
        } catch (error) {
          throw new Error(
            `run #${n} (FUZZ_SEED=${SEED}, format ${format}${env.NO_COLOR ? ', NO_COLOR' : ''}, files ${JSON.stringify(files)}): ${(error as Error).message}`,
            { cause: error },
          );
        }
        annotated += r.commands.length;
      }
      expect(annotated).toBeGreaterThan(LOG_FORMATS.length * RUNS_PER_FORMAT);
    },
  );
});
