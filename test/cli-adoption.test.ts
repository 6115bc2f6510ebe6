// Adopting the linter on an existing repository: baselines, several reports in one run, and
// GitLab Code Quality (codeclimate) output. Through the committed bundle.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempTree } from './helpers/run-cli.js';

const BAD_POD = `apiVersion: v1
kind: Pod
metadata:
  name: half
spec:
  containers:
    - name: c
      image: busybox:1.36
      resources:
        limits:
          nvidia.com/gpu: "0.5"
          cpu: "2"
          memory: 8Gi
`;
const WARN = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  enabled: "true"\nimmutable: yes\n';

describe('--format codeclimate (GitLab Code Quality)', () => {
  it('writes an array of issues with the fields GitLab requires', () => {
    const dir = tempTree({ 'deploy/pod.yaml': BAD_POD, 'deploy/cm.yaml': WARN });
    const r = runCli(['-f', 'codeclimate', 'deploy/'], { cwd: dir });
    expect(r.code).toBe(1);
    const issues = JSON.parse(r.stdout) as Record<string, unknown>[];
    const json = JSON.parse(runCli(['-f', 'json', 'deploy/'], { cwd: dir }).stdout);
    expect(issues).toHaveLength(json.findings.length);
    const quantity = issues.find((i) => i.check_name === 'gpu-quantity-invalid');
    expect(quantity).toEqual({
      type: 'issue',
      check_name: 'gpu-quantity-invalid',
      description: expect.stringMatching(/^nvidia\.com\/gpu: "0\.5"/),
      categories: ['Bug Risk'],
      severity: 'major',
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      location: { path: 'deploy/pod.yaml', lines: { begin: 11, end: 11 } },
    });
    expect(issues.find((i) => i.check_name === 'yaml-ambiguous-scalar')).toMatchObject({
      severity: 'minor',
      location: { path: 'deploy/cm.yaml', lines: { begin: 7 } },
    });
    for (const i of issues) expect(['info', 'minor', 'major', 'critical', 'blocker']).toContain(i.severity);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
  });

  it('notes are info, and an empty report is an empty array', () => {
    const dir = tempTree({ 'cm.yaml': WARN, 'clean.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' });
    const notes = JSON.parse(runCli(['-f', 'codeclimate', '--rule', 'yaml-ambiguous-scalar=note', 'cm.yaml'], { cwd: dir }).stdout);
    expect(notes[0].severity).toBe('info');
    expect(JSON.parse(runCli(['-f', 'codeclimate', 'clean.yaml'], { cwd: dir }).stdout)).toEqual([]);
  });
});

describe('--output-format <format>=<file>: several reports in one run', () => {
  it('stylish on stdout, SARIF and codeclimate to files', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    mkdirSync(join(dir, 'out')); // reports go into existing directories only
    const r = runCli(['--output-format', 'sarif=out/x.sarif', '--output-format', 'codeclimate=gl-code-quality.json', 'pod.yaml'], {
      cwd: dir,
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/11:11 +error/);
    const sarif = JSON.parse(readFileSync(join(dir, 'out/x.sarif'), 'utf8'));
    expect(sarif.runs[0].results.some((x: { ruleId: string }) => x.ruleId === 'gpu-quantity-invalid')).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'gl-code-quality.json'), 'utf8'))[0].check_name).toBeDefined();
  });

  it('combines with -f/-o, and files get no colors', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    const r = runCli(['--color', '-f', 'json', '-o', 'r.json', '--output-format', 'stylish=r.txt', 'pod.yaml'], { cwd: dir });
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).findings.length).toBeGreaterThan(0);
    const text = readFileSync(join(dir, 'r.txt'), 'utf8');
    expect(text).toMatch(/11:11 +error/);
    expect(text).not.toContain('\u001b[');
  });

  it('rejects a spec without a known format or a file', () => {
    for (const spec of ['sarif', 'xml=x.xml', 'sarif=', 'json=-']) {
      const r = runCli(['--output-format', spec, '.'], { cwd: tempTree({}) });
      expect(r.code, spec).toBe(2);
      expect(r.stderr).toMatch(/--output-format expects <format>=<file>/);
    }
  });
});

describe('--baseline and --write-baseline', () => {
  it('writes the current findings, then reports them as unchanged and passes', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD, 'cm.yaml': WARN });
    const w = runCli(['--write-baseline', '.ai-k8s-lint-baseline.json', '.'], { cwd: dir });
    expect(w.code).toBe(0);
    expect(w.stderr).toMatch(/wrote \d+ findings to the baseline \.ai-k8s-lint-baseline\.json/);
    const baseline = JSON.parse(readFileSync(join(dir, '.ai-k8s-lint-baseline.json'), 'utf8'));
    expect(baseline.version).toBe(1);
    expect(baseline.tool).toBe('ai-k8s-lint');
    const json = JSON.parse(runCli(['-f', 'json', '.'], { cwd: dir }).stdout);
    expect(baseline.findings).toHaveLength(json.findings.length);
    expect(baseline.findings[0]).toEqual({
      fingerprint: expect.any(String),
      ruleId: expect.any(String),
      file: expect.any(String),
      line: expect.any(Number),
      message: expect.any(String),
    });
    expect(baseline.findings.map((f: { fingerprint: string }) => f.fingerprint).sort()).toEqual(
      json.findings.map((f: { fingerprint: string }) => f.fingerprint).sort(),
    );

    const again = runCli(['--baseline', '.ai-k8s-lint-baseline.json', '.'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/unchanged since the baseline/);
    expect(again.stdout).not.toMatch(/11:11/);
  });

  it('a new finding fails the run even when its file has baseline findings whose lines moved', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    runCli(['--write-baseline', 'b.json', 'pod.yaml'], { cwd: dir });
    // Lines move (a comment on top) and a second bad pod is added to the same file.
    writeFileSync(join(dir, 'pod.yaml'), `# moved down\n${BAD_POD}---\n${BAD_POD.replace('name: half', 'name: half-2')}`);
    const r = runCli(['-f', 'json', '--baseline', 'b.json', 'pod.yaml'], { cwd: dir });
    expect(r.code).toBe(1);
    const shown = JSON.parse(r.stdout)
      .findings.filter((f: { ruleId: string }) => f.ruleId === 'gpu-quantity-invalid')
      .map((f: { object?: { name: string } }) => f.object?.name);
    // The old pod's finding moved down a line but is unchanged; the new pod's is new.
    expect(shown).toEqual(['half-2']);
    const sarif = JSON.parse(runCli(['-f', 'sarif', '--baseline', 'b.json', 'pod.yaml'], { cwd: dir }).stdout);
    const states = sarif.runs[0].results.map(
      (x: { baselineState: string; locations: { physicalLocation: { region: { startLine: number } } }[] }) => x.baselineState,
    );
    expect(new Set(states)).toEqual(new Set(['new', 'unchanged']));
  });

  it('matches a finding under the fingerprint an earlier release gave it, keyed by its object', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    const json = JSON.parse(runCli(['-f', 'json', 'pod.yaml'], { cwd: dir }).stdout);
    const token = json.findings.filter((f: { ruleId: string }) => f.ruleId === 'service-account-token-automount');
    expect(token.map((f: { path?: string[] }) => f.path)).toEqual([['spec', 'automountServiceAccountToken']]);
    // 0.1.0 keyed cross-object findings by rule, file and object, with no JSON path.
    const legacy = createHash('sha256')
      .update(['service-account-token-automount', 'pod.yaml', 'Pod//half', ''].join('\u0000'))
      .digest('hex')
      .slice(0, 32);
    expect(legacy).not.toBe(token[0].fingerprint);
    const entry = { fingerprint: legacy, ruleId: 'service-account-token-automount', file: 'pod.yaml', line: 1, message: 'm' };
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ version: 1, tool: 'ai-k8s-lint', findings: [entry] }));
    for (const format of ['json', 'sarif']) {
      const r = runCli(['-f', format, '--baseline', 'b.json', 'pod.yaml'], { cwd: dir });
      const out = JSON.parse(r.stdout);
      if (format === 'json') {
        expect(out.findings.map((f: { ruleId: string }) => f.ruleId)).not.toContain('service-account-token-automount');
        expect(out.findings).toHaveLength(json.findings.length - 1);
      } else {
        const states = out.runs[0].results.map((x: { ruleId: string; baselineState: string }) => [x.ruleId, x.baselineState]);
        expect(states.filter(([, state]: string[]) => state === 'unchanged')).toEqual([['service-account-token-automount', 'unchanged']]);
      }
    }
  });

  it('a missing or malformed baseline is a usage error (exit 2)', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD, 'bad.json': '{"version": 9, "findings": []}', 'notjson.json': 'nope' });
    expect(runCli(['--baseline', 'nope.json', 'pod.yaml'], { cwd: dir }).stderr).toMatch(/cannot read baseline nope\.json/);
    for (const file of ['nope.json', 'bad.json', 'notjson.json'])
      expect(runCli(['--baseline', file, 'pod.yaml'], { cwd: dir }).code, file).toBe(2);
    expect(runCli(['--baseline', 'bad.json', 'pod.yaml'], { cwd: dir }).stderr).toMatch(/unsupported version 9/);
  });
});

describe('--node-pools <file>', () => {
  const POOLS =
    'nodePools:\n  - name: a10-small\n    labels: {nvidia.com/gpu.product: NVIDIA-A10}\n    gpu: {vendor: nvidia, count: 1, memoryGiB: 24}\n';
  const BIG =
    'apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nspec:\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources: {limits: {nvidia.com/gpu: 8, cpu: 4, memory: 8Gi}, requests: {nvidia.com/gpu: 8, cpu: 4, memory: 8Gi}}\n';
  it('the pools reach the rules (placement against a pool of the file)', () => {
    const dir = tempTree({ 'pools.yaml': POOLS, 'deploy/pod.yaml': BIG, 'broken.yaml': 'a: [\n' });
    const mentions = (args: string[]) =>
      JSON.parse(runCli(['-f', 'json', ...args, 'deploy/'], { cwd: dir }).stdout).findings.filter((f: { message: string }) =>
        f.message.includes('a10-small'),
      ).length;
    expect(mentions([])).toBe(0);
    expect(mentions(['--node-pools', 'pools.yaml'])).toBeGreaterThan(0);
    const broken = runCli(['--node-pools', 'broken.yaml', 'deploy/'], { cwd: dir });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/--node-pools broken\.yaml/);
  });
});
