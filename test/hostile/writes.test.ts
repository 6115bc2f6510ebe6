// S2 and C1 through the bundles (of the sources): the files the CLI and the Action write (-o,
// --output-format, --write-baseline, --init, the Action's SARIF) never go through a symbolic link
// the checkout holds, never into a FIFO or a device, and never into directories nobody asked
// for; every such problem is a one-line error naming the path (exit 2 / a failed step).
import { existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../helpers/run-action.js';
import { runCli, tempTree } from '../helpers/run-cli.js';

const BAD_POD =
  'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {nvidia.com/gpu: 0.5}}\n';
const VICTIM = 'ssh-ed25519 AAAA... admin@host\n';

/** A checkout `repo` beside a `victim` directory it must not be able to write to. */
function checkout(): { root: string; repo: string; victim: string } {
  const root = tempTree({ 'victim/important.conf': VICTIM, 'repo/pod.yaml': BAD_POD });
  const repo = join(root, 'repo');
  mkdirSync(join(repo, '.git'));
  return { root, repo, victim: join(root, 'victim') };
}

function expectRefused(r: { code: number | null; stderr: string }, path: string, reason: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(
    new RegExp(`^ai-k8s-lint: cannot write ${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: ${reason.source}[^\\n]*\\n$`),
  );
  expect(r.stderr).not.toMatch(/internal error|\n {4}at /);
}

describe('S2: the CLI writes no report through a link in the checkout', () => {
  it('-o through a committed link to a file outside: refused, the target untouched', () => {
    const { repo, victim } = checkout();
    symlinkSync('../victim/important.conf', join(repo, 'report.json'));
    expectRefused(runCli(['-f', 'json', '-o', 'report.json', 'pod.yaml'], { cwd: repo }), 'report.json', /it is a symbolic link/);
    expect(readFileSync(join(victim, 'important.conf'), 'utf8')).toBe(VICTIM);
  });

  it('-o through a dangling link: the file it points to is not created', () => {
    const { repo, victim } = checkout();
    symlinkSync('../victim/new-file', join(repo, 'dangling.json'));
    expectRefused(runCli(['-f', 'json', '-o', 'dangling.json', 'pod.yaml'], { cwd: repo }), 'dangling.json', /it is a symbolic link/);
    expect(existsSync(join(victim, 'new-file'))).toBe(false);
  });

  it('--output-format into a directory that is a link: refused', () => {
    const { repo, victim } = checkout();
    symlinkSync('../victim', join(repo, 'out'));
    expectRefused(runCli(['--output-format', 'sarif=out/x.sarif', 'pod.yaml'], { cwd: repo }), 'out/x.sarif', /out is a symbolic link/);
    expect(existsSync(join(victim, 'x.sarif'))).toBe(false);
  });

  it('--write-baseline over a committed link: refused, the target untouched', () => {
    const { repo, victim } = checkout();
    symlinkSync('../victim/important.conf', join(repo, '.ai-k8s-lint-baseline.json'));
    expectRefused(
      runCli(['--write-baseline', '.ai-k8s-lint-baseline.json', 'pod.yaml'], { cwd: repo }),
      '.ai-k8s-lint-baseline.json',
      /it is a symbolic link/,
    );
    expect(readFileSync(join(victim, 'important.conf'), 'utf8')).toBe(VICTIM);
  });

  it('--init with a dangling .ai-k8s-lint.yaml link: "already exists", the target is not created', () => {
    const { repo, victim } = checkout();
    symlinkSync('../victim/created-by-init', join(repo, '.ai-k8s-lint.yaml'));
    const r = runCli(['--init'], { cwd: repo });
    expect([r.code, r.stderr]).toEqual([2, 'ai-k8s-lint: .ai-k8s-lint.yaml already exists; not overwriting it\n']);
    expect(existsSync(join(victim, 'created-by-init'))).toBe(false);
  });

  it('missing parent directories are an error, not created', () => {
    const { repo } = checkout();
    expectRefused(
      runCli(['-f', 'json', '-o', 'new/deep/dirs/r.json', 'pod.yaml'], { cwd: repo }),
      'new/deep/dirs/r.json',
      /the directory new does not exist \(create it first\)/,
    );
    expect(existsSync(join(repo, 'new'))).toBe(false);
  });

  it('a FIFO or a device is not a report file: an error at once, no hang', () => {
    const { repo } = checkout();
    execFileSync('mkfifo', [join(repo, 'fifo.json')]);
    // Without O_NONBLOCK this open waits for a reader forever (runCli would kill it after 60 s).
    expectRefused(runCli(['-f', 'json', '-o', 'fifo.json', 'pod.yaml'], { cwd: repo }), 'fifo.json', /it is not a regular file/);
    execFileSync('ln', ['-s', '/dev/zero', join(repo, 'zero.json')]);
    expectRefused(runCli(['-f', 'json', '-o', 'zero.json', 'pod.yaml'], { cwd: repo }), 'zero.json', /it is a symbolic link/);
  });

  it("a device named outside the checkout is the user's to write: -o /dev/null", () => {
    const { repo } = checkout();
    const r = runCli(['-f', 'json', '-o', '/dev/null', 'pod.yaml'], { cwd: repo });
    expect([r.code, r.stderr]).toEqual([1, '']);
  });

  it('an existing regular file is replaced, whatever its length', () => {
    const { repo } = checkout();
    writeFileSync(join(repo, 'r.json'), 'x'.repeat(200_000));
    mkdirSync(join(repo, 'reports'));
    const r = runCli(['-f', 'json', '-o', 'r.json', '--output-format', 'sarif=reports/r.sarif', 'pod.yaml'], { cwd: repo });
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(join(repo, 'r.json'), 'utf8')).findings.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(repo, 'reports/r.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(lstatSync(join(repo, 'r.json')).isFile()).toBe(true);
  });
});

describe('C1: output-path errors are user errors naming the path', () => {
  it('-o adir, --write-baseline adir, -o afile/x.json, sarif=/proc/version', () => {
    const { repo } = checkout();
    mkdirSync(join(repo, 'adir'));
    writeFileSync(join(repo, 'afile'), '');
    expectRefused(runCli(['-o', 'adir', 'pod.yaml'], { cwd: repo }), 'adir', /it is a directory/);
    expectRefused(runCli(['--write-baseline', 'adir', 'pod.yaml'], { cwd: repo }), 'adir', /it is a directory/);
    expectRefused(runCli(['-o', 'afile/x.json', 'pod.yaml'], { cwd: repo }), 'afile/x.json', /afile is not a directory/);
    if (existsSync('/proc/version'))
      expectRefused(
        runCli(['--output-format', 'sarif=/proc/version', 'pod.yaml'], { cwd: repo }),
        '/proc/version',
        /(input\/output error|permission denied|operation not permitted)/,
      );
  });
});

describe('S2: the Action writes its SARIF file through no link', () => {
  it('a committed ai-k8s-lint.sarif link (to a file, dangling) fails the step and writes nothing outside', async () => {
    for (const target of ['../victim/important.conf', '../victim/new-file']) {
      const { repo, victim } = checkout();
      symlinkSync(target, join(repo, 'ai-k8s-lint.sarif'));
      const r = await runAction({ workspace: repo, inputs: { 'fail-on': 'never', format: 'none' } });
      expect(r.code, target).toBe(1);
      expect(r.stdout).toMatch(/^::error::ai-k8s-lint: cannot write ai-k8s-lint\.sarif: it is a symbolic link/m);
      expect(r.stdout).not.toMatch(/internal error/);
      expect(readFileSync(join(victim, 'important.conf'), 'utf8')).toBe(VICTIM);
      expect(existsSync(join(victim, 'new-file'))).toBe(false);
    }
  });

  it('a sarif-file in a directory that does not exist fails the step; a regular path works', async () => {
    const { repo } = checkout();
    const missing = await runAction({ workspace: repo, inputs: { 'sarif-file': 'reports/k8s.sarif', 'fail-on': 'never', format: 'none' } });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/^::error::ai-k8s-lint: cannot write reports\/k8s\.sarif: the directory reports does not exist/m);
    expect(existsSync(join(repo, 'reports'))).toBe(false);
    const ok = await runAction({ workspace: repo, inputs: { 'fail-on': 'never', format: 'none' } });
    expect(ok.code).toBe(0);
    expect(JSON.parse(readFileSync(join(repo, 'ai-k8s-lint.sarif'), 'utf8')).version).toBe('2.1.0');
  });
});
