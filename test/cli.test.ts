// The CLI end to end, through its bundle (of the sources, see test/setup/bundles.ts): exit codes, formats, config, stdin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { renderRuleDoc } from '../src/docs/render.js';
import { runCli, tempTree } from './helpers/run-cli.js';

const BAD_POD = `apiVersion: v1
kind: Pod
metadata:
  name: half
spec:
  automountServiceAccountToken: false
  containers:
    - name: c
      image: busybox:1.36@sha256:${'0'.repeat(64)}
      resources:
        limits:
          nvidia.com/gpu: "0.5"
          cpu: "2"
          memory: 8Gi
`;
const WARN_ONLY = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  enabled: "true"\nbinaryData: {}\nimmutable: yes\n';
const CLEAN = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: b\n';

describe('exit codes', () => {
  const dir = tempTree({ 'bad.yaml': BAD_POD, 'warn.yaml': WARN_ONLY, 'clean.yaml': CLEAN, 'notes.txt': 'not linted' });

  it('0 without findings, 1 with an error, 2 for a missing path', () => {
    expect(runCli(['clean.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['bad.yaml'], { cwd: dir }).code).toBe(1);
    const missing = runCli(['nope.yaml'], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read nope\.yaml/);
    expect(missing.stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it('--fail-on decides which level fails', () => {
    expect(runCli(['warn.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['--fail-on', 'warning', 'warn.yaml'], { cwd: dir }).code).toBe(1);
    expect(runCli(['--fail-on', 'never', 'bad.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['--fail-on', 'sometimes', 'bad.yaml'], { cwd: dir }).code).toBe(2);
  });

  it('--max-warnings', () => {
    expect(runCli(['--max-warnings', '0', 'warn.yaml'], { cwd: dir }).code).toBe(1);
    expect(runCli(['--max-warnings', '1', 'warn.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['--max-warnings', 'x', 'warn.yaml'], { cwd: dir }).code).toBe(2);
  });

  it('unknown options and formats are usage errors', () => {
    expect(runCli(['--frobnicate'], { cwd: dir }).code).toBe(2);
    expect(runCli(['-f', 'xml', '.'], { cwd: dir }).code).toBe(2);
    expect(runCli(['--rule', 'gpu-quantity-invalid=loud', '.'], { cwd: dir }).code).toBe(2);
    const typo = runCli(['--rule', 'gpu-quantity-invalit=off', '.'], { cwd: dir });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/did you mean "gpu-quantity-invalid"/);
  });

  it('--rule changes a level or turns a rule off', () => {
    expect(runCli(['--rule', 'gpu-quantity-invalid=off', 'bad.yaml'], { cwd: dir }).code).toBe(0);
    const j = JSON.parse(runCli(['-f', 'json', '--rule', 'gpu-quantity-invalid=note', 'bad.yaml'], { cwd: dir }).stdout);
    expect(j.findings[0].level).toBe('note');
  });

  it('directories are walked in sorted order and only YAML/JSON files are linted', () => {
    const j = JSON.parse(runCli(['-f', 'json', '.'], { cwd: dir }).stdout);
    expect(j.summary.files).toBe(3);
    expect([...new Set(j.findings.map((f: { file: string }) => f.file))]).toEqual(['bad.yaml', 'warn.yaml']);
  });

  it('--ignore skips paths', () => {
    const j = JSON.parse(runCli(['-f', 'json', '--ignore', 'bad.yaml', '.'], { cwd: dir }).stdout);
    expect(j.summary.files).toBe(2);
  });

  it('globs expand', () => {
    const j = JSON.parse(runCli(['-f', 'json', '*.yaml'], { cwd: dir }).stdout);
    expect(j.summary.files).toBe(3);
    expect(runCli(['*.nothing'], { cwd: dir }).code).toBe(2);
  });

  it('reads stdin with - and names it with --stdin-filename', () => {
    const r = runCli(['-f', 'json', '--stdin-filename', 'deploy/pod.yaml', '-'], { cwd: dir, input: BAD_POD });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings[0].file).toBe('deploy/pod.yaml');
  });

  it('-o writes the report to a file', () => {
    const r = runCli(['-f', 'sarif', '-o', 'out.sarif', 'bad.yaml'], { cwd: dir });
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')).version).toBe('2.1.0');
  });
});

describe('stylish output', () => {
  const dir = tempTree({ 'bad.yaml': BAD_POD });
  it('shows the finding with a code frame and a summary', () => {
    const r = runCli(['bad.yaml'], { cwd: dir });
    expect(r.stdout).toContain('bad.yaml');
    expect(r.stdout).toMatch(/12:11 +error +nvidia\.com\/gpu: "0\.5" in container "c"/);
    expect(r.stdout).toContain('12 |           nvidia.com/gpu: "0.5"');
    expect(r.stdout).toContain('   |           ^^^^^^^^^^^^^^^^^^^^^');
    expect(r.stdout).toMatch(/1 problem \(1 error, 0 warnings, 0 notes\)/);
  });

  it('colors only when asked or on a terminal, and NO_COLOR wins over a terminal', () => {
    expect(runCli(['bad.yaml'], { cwd: dir }).stdout).not.toContain('\u001b[');
    expect(runCli(['--color', 'bad.yaml'], { cwd: dir }).stdout).toContain('\u001b[31m');
    expect(runCli(['bad.yaml'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } }).stdout).toContain('\u001b[');
    expect(runCli(['--no-color', 'bad.yaml'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } }).stdout).not.toContain('\u001b[');
  });

  it('--quiet shows errors only', () => {
    const d = tempTree({ 'w.yaml': WARN_ONLY });
    expect(runCli(['--quiet', 'w.yaml'], { cwd: d }).stdout).not.toContain('yaml-ambiguous-scalar');
  });
});

describe('github and other formats', () => {
  const dir = tempTree({ 'deploy/bad pod.yaml': BAD_POD });
  it('github: workflow commands with exact, escaped positions', () => {
    const r = runCli(['-f', 'github', '.'], { cwd: dir });
    expect(r.stdout.trim()).toMatch(
      /^::error file=deploy\/bad pod\.yaml,line=12,endLine=12,col=11,endColumn=32,title=ai-k8s-lint \(gpu-quantity-invalid\)::nvidia\.com\/gpu: "0\.5"/,
    );
  });
  it('markdown: the job summary without links to lines', () => {
    const r = runCli(['-f', 'markdown', '.'], { cwd: dir });
    expect(r.stdout).toContain('### ai-k8s-lint: 1 error, 0 warnings, 0 notes');
    const docs = 'https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v0.1.0/docs/rules/gpu-quantity-invalid.md';
    expect(r.stdout).toContain(`| deploy/<wbr>bad pod.yaml:12 | [\`gpu-quantity-invalid\`](${docs}) nvidia.com/gpu: "0.5"`);
    expect(r.stdout).toContain(`| [\`gpu-quantity-invalid\`](${docs}) | 1 | 0 | 0 |`);
  });
  it('junit: one failing test case per finding', () => {
    const r = runCli(['-f', 'junit', '.'], { cwd: dir });
    expect(r.stdout).toContain('<testsuite name="deploy/bad pod.yaml" tests="1" failures="1" errors="0">');
    expect(r.stdout).toContain('<failure type="error"');
  });
});

describe('rules catalog and docs', () => {
  it('--list-rules --format json lists every rule with id, family, level, summary', () => {
    const list = JSON.parse(runCli(['--list-rules', '--format', 'json']).stdout) as {
      id: string;
      family: string;
      level: string;
      summary: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(14);
    expect(list.find((r) => r.id === 'yaml-syntax')).toMatchObject({ family: 'input', level: 'error' });
    for (const r of list) expect(Object.keys(r)).toEqual(['id', 'family', 'level', 'summary']);
  });
  it('--explain prints the docs page, with the lines each example is reported on instead of its output', () => {
    const r = runCli(['--explain', 'shm-missing']);
    expect(r.code).toBe(0);
    const rule = rules.find((x) => x.id === 'shm-missing')!;
    expect(r.stdout).toBe(renderRuleDoc(rule));
    expect(r.stdout).toContain('\nReported on line 13.\n');
    const page = readFileSync(join(import.meta.dirname, '../docs/rules/shm-missing.md'), 'utf8');
    expect(page).toBe(renderRuleDoc(rule, { output: true }));
    expect(page.replace(/With only this rule enabled, `ai-k8s-lint` prints:\n\n```text\n[^`]*```/, 'Reported on line 13.')).toBe(r.stdout);
    expect(runCli(['--explain', 'shm-mising']).stderr).toMatch(/did you mean "shm-missing"/);
  });
  it('--version and --help', () => {
    expect(runCli(['--version']).stdout.trim()).toBe(
      JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')).version,
    );
    const help = runCli(['--help']).stdout;
    expect(help).toContain('Exit codes');
    expect(help).toMatch(/-f, --format <name> +stylish \| compact \| json/);
    expect(help).toMatch(/--group-by <key> +stylish: file \(default\) \| rule: the findings under each file or rule/);
    expect(runCli(['matrix', '--help']).stdout).toMatch(/--wide +table: every column at full width/);
  });
  it('the matrix subcommand answers for one image', () => {
    const r = runCli(['matrix', '--image', 'vllm/vllm-openai:v0.9.0']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/12\.8/);
  });
});
