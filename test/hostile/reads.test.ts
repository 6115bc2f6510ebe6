// What the CLI and the Action read, through their bundles (of the sources): only regular files of a sane
// size (H7, C6), nothing outside the checkout through a link (S4), no silent gaps (D1), configs
// only from where they belong (C7), UTF-16 text (D4).
import { spawnSync, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../helpers/run-action.js';
import { CLI, runCli, tempTree } from '../helpers/run-cli.js';

const BAD_POD =
  'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {nvidia.com/gpu: 0.5}}\n';
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n';

function expectUserError(r: { code: number | null; stderr: string }, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  expect(r.stderr).not.toMatch(/internal error|\n {4}at /);
}

describe('H7 / C6: --config, --baseline, --node-pools and paths that are not regular files', () => {
  // A FIFO used to block the read forever (runCli kills a run after 60 s: code null, not 2).
  it('a FIFO: "not a regular file (a FIFO)", exit 2, for every option and for a named path', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    execFileSync('mkfifo', [join(dir, 'ff')]);
    expectUserError(
      runCli(['--config', 'ff', 'pod.yaml'], { cwd: dir }),
      /^ai-k8s-lint: ff: cannot read the config file \(it is not a regular file \(a FIFO\)\)\n$/,
    );
    expectUserError(
      runCli(['--baseline', 'ff', 'pod.yaml'], { cwd: dir }),
      /^ai-k8s-lint: cannot read baseline ff: it is not a regular file \(a FIFO\)\n$/,
    );
    expectUserError(
      runCli(['--node-pools', 'ff', 'pod.yaml'], { cwd: dir }),
      /^ai-k8s-lint: cannot read --node-pools ff: it is not a regular file \(a FIFO\)\n$/,
    );
    expectUserError(runCli(['ff'], { cwd: dir }), /^ai-k8s-lint: cannot read ff: it is not a regular file \(a FIFO\)\n$/);
  });

  it('/dev/zero named, or committed as a link: refused at once instead of eating memory', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    symlinkSync('/dev/zero', join(dir, '.ai-k8s-lint-baseline.json'));
    expectUserError(
      runCli(['--baseline', '/dev/zero', 'pod.yaml'], { cwd: dir }),
      /cannot read baseline \/dev\/zero: it is not a regular file \(a character device\)/,
    );
    expectUserError(
      runCli(['--baseline', '.ai-k8s-lint-baseline.json', 'pod.yaml'], { cwd: dir }),
      /cannot read baseline \.ai-k8s-lint-baseline\.json: it leads outside the working directory through a symbolic link/,
    );
    expectUserError(
      runCli(['--node-pools', '/dev/zero', 'pod.yaml'], { cwd: dir }),
      /cannot read --node-pools \/dev\/zero: it is not a regular file \(a character device\)/,
    );
    expectUserError(runCli(['/dev/zero'], { cwd: dir }), /cannot read \/dev\/zero: it is not a regular file \(a character device\)/);
  });

  it('a directory as the config, baseline or node pools', () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD, 'adir/x': '' });
    expectUserError(
      runCli(['--config', 'adir', 'pod.yaml'], { cwd: dir }),
      /adir: cannot read the config file \(it is not a regular file \(a directory\)\)/,
    );
    expectUserError(
      runCli(['--baseline', 'adir', 'pod.yaml'], { cwd: dir }),
      /cannot read baseline adir: it is not a regular file \(a directory\)/,
    );
    expectUserError(
      runCli(['--node-pools', 'adir', 'pod.yaml'], { cwd: dir }),
      /cannot read --node-pools adir: it is not a regular file \(a directory\)/,
    );
  });

  it('a config over 1 MB is refused with the limit', () => {
    const dir = tempTree({
      'pod.yaml': BAD_POD,
      'big.yaml': `rules: {}\n${'# padding padding padding padding padding padding padding padding\n'.repeat(17_000)}`,
    });
    expectUserError(
      runCli(['--config', 'big.yaml', 'pod.yaml'], { cwd: dir }),
      /big\.yaml: cannot read the config file \(it is larger than 1 MB, the limit for this kind of file\)/,
    );
  });

  it('the Action: config, baseline and node-pools inputs that are FIFOs fail the step with the reason', async () => {
    const ws = tempTree({ 'pod.yaml': CM });
    execFileSync('mkfifo', [join(ws, 'ff')]);
    for (const [input, message] of [
      ['config', /ff: cannot read the config file \(it is not a regular file \(a FIFO\)\)/],
      ['baseline', /cannot read baseline ff: it is not a regular file \(a FIFO\)/],
      ['node-pools', /input node-pools: cannot read ff: it is not a regular file \(a FIFO\)/],
    ] as const) {
      const r = await runAction({ workspace: ws, inputs: { [input]: 'ff', format: 'none' } });
      expect(r.code, input).toBe(1);
      expect(r.stdout).toMatch(new RegExp(`^::error::ai-k8s-lint: .*${message.source}`, 'm'));
    }
  });
});

describe('S4: links in the tree do not make the linter read outside it', () => {
  function tree() {
    const root = tempTree({ 'outside/app-secrets.yaml': 'user: deploy\ntoken: ghp_SECRETabc123: x\n', 'repo/a.yaml': CM });
    const repo = join(root, 'repo');
    mkdirSync(join(repo, '.git'));
    symlinkSync('../outside/app-secrets.yaml', join(repo, 'innocent.yaml'));
    symlinkSync('/usr', join(repo, 'usrlink'));
    symlinkSync('/', join(repo, 'rootfs'));
    return repo;
  }

  it("the review's reproducer: no line of the outside file in any output; /usr and / are not walked", () => {
    const repo = tree();
    const r = runCli(['-f', 'json', '.'], { cwd: repo });
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).not.toContain('ghp_SECRET');
    expect(JSON.parse(r.stdout).summary.files).toBe(1);
    expect(r.stderr).toBe(
      'ai-k8s-lint: warning: did not follow 3 symbolic links under . that lead to a directory, outside it, or nowhere: innocent.yaml, rootfs, usrlink\n',
    );
    const stylish = runCli(['.'], { cwd: repo });
    expect(stylish.stdout).not.toContain('ghp_SECRET');
    expect(stylish.stdout).toMatch(/No problems in 1 file/);
  });

  it('a named link that leads outside the working directory is refused, exit 2', () => {
    expectUserError(
      runCli(['innocent.yaml'], { cwd: tree() }),
      /^ai-k8s-lint: cannot read innocent\.yaml: it leads outside the working directory through a symbolic link \(not followed\)\n$/,
    );
  });

  it('the Action does not print the outside file either', async () => {
    const r = await runAction({ workspace: tree(), inputs: { format: 'stylish' } });
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr + r.summary).not.toContain('ghp_SECRET');
  });
});

// chmod 000 does not stop root: run the reproducer as `nobody` when the tests run as root.
const uid = process.getuid?.();
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
});
const canDropToNobody = uid === 0 && setpriv !== undefined;
const permissionsBite = uid !== undefined && (uid !== 0 || canDropToNobody);

/** The CLI as an unprivileged user: `nobody` under root (through setpriv), else the current user. */
function runUnprivileged(args: string[], cwd: string) {
  const command = canDropToNobody
    ? [setpriv!, '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, CLI, ...args]
    : [process.execPath, CLI, ...args];
  const r = spawnSync(command[0]!, command.slice(1), {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: cwd, NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A tree `nobody` can read, except what the test locks. */
function openTree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-perm-'));
  mkdirSync(join(dir, '.git'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const open = (d: string) => {
    chmodSync(d, 0o755);
    for (const e of readdirSync(d, { withFileTypes: true })) if (e.isDirectory()) open(join(d, e.name));
  };
  open(dir);
  return dir;
}

describe.skipIf(!permissionsBite)(
  `D1 / C1: unreadable directories and files are errors naming them (${canDropToNobody ? 'as nobody' : 'as this user'})`,
  () => {
    it("the review's reproducer: a locked directory under a walk is exit 2 naming it; the glob *.yaml lints both files", () => {
      const dir = openTree({ 'a.yaml': BAD_POD, 'b-locked/b.yaml': BAD_POD, 'c.yaml': BAD_POD });
      chmodSync(join(dir, 'b-locked'), 0o000);
      const walk = runUnprivileged(['.'], dir);
      expectUserError(walk, /^ai-k8s-lint: cannot read the directory b-locked: permission denied\n$/);
      expectUserError(runUnprivileged(['**/*.yaml'], dir), /cannot read the directory b-locked: permission denied/);
      // *.yaml cannot match anything inside b-locked, so it is not read: both files are linted.
      const glob = runUnprivileged(['-f', 'json', '*.yaml'], dir);
      expect(glob.code).toBe(1);
      expect(JSON.parse(glob.stdout).summary.files).toBe(2);
    });

    it('an unreadable file is exit 2 naming it', () => {
      const dir = openTree({ 'a.yaml': BAD_POD, 'c.yaml': BAD_POD });
      chmodSync(join(dir, 'c.yaml'), 0o000);
      expectUserError(runUnprivileged(['.'], dir), /^ai-k8s-lint: cannot read c\.yaml: permission denied\n$/);
    });
  },
);
if (!permissionsBite) it.skip(`D1 permission tests: running as root without setpriv to drop to nobody (uid ${uid})`, () => {});

describe("C7: config discovery stays within the user's own directories", () => {
  /** No .git anywhere: base/a holds a config that would ignore everything below it. */
  function noRepo(): string {
    const base = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-norepo-'));
    mkdirSync(join(base, 'a/b/c'), { recursive: true });
    writeFileSync(join(base, 'a/.ai-k8s-lint.yaml'), 'ignore: ["**"]\n');
    writeFileSync(join(base, 'a/b/c/pod.yaml'), BAD_POD);
    return base;
  }

  it('the search stops at the home directory: a config above it does not apply', () => {
    const base = noRepo();
    const cwd = join(base, 'a/b/c');
    const above = runCli(['-f', 'json', 'pod.yaml'], { cwd, env: { HOME: join(base, 'a/b') } });
    expect(above.code).toBe(1);
    expect(JSON.parse(above.stdout).summary.files).toBe(1);
    const printed = JSON.parse(runCli(['--print-config'], { cwd, env: { HOME: join(base, 'a/b') } }).stdout);
    expect(printed.file).toBeNull();
    expect(printed.search).toEqual({ stoppedAt: join(base, 'a/b'), reason: 'the home directory' });
    // With the config's directory inside home, it applies as before (and says so).
    const inside = runCli(['--print-config'], { cwd, env: { HOME: base } });
    expect(JSON.parse(inside.stdout).file).toBe(join(base, 'a/.ai-k8s-lint.yaml'));
  });

  it('a directory other users can write to (like /tmp) is not searched', () => {
    const base = noRepo();
    chmodSync(join(base, 'a'), 0o777);
    const cwd = join(base, 'a/b/c');
    const r = runCli(['-f', 'json', 'pod.yaml'], { cwd, env: { HOME: '/nonexistent' } });
    expect(JSON.parse(r.stdout).summary.files).toBe(1);
    expect(JSON.parse(runCli(['--print-config'], { cwd, env: { HOME: '/nonexistent' } }).stdout).search).toEqual({
      stoppedAt: join(base, 'a'),
      reason: 'a directory other users can write to, which is not searched',
    });
  });

  it('a file named on the command line and ignored by the config gets a warning, not a silent "0 files"', () => {
    const dir = tempTree({ '.ai-k8s-lint.yaml': 'ignore: ["x.yaml"]\n', 'x.yaml': BAD_POD });
    const r = runCli(['x.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("ai-k8s-lint: warning: x.yaml is not linted: it matches an ignore pattern (the config's ignore or --ignore)\n");
  });
});

describe('D4: UTF-16 files with a BOM are linted like their UTF-8 copies', () => {
  it('LE (PowerShell 5) and BE give the same findings, positions included', () => {
    const le = Buffer.from(`\ufeff${BAD_POD}`, 'utf16le');
    const dir = tempTree({ 'utf8.yaml': BAD_POD, 'utf16le.yaml': le, 'utf16be.yaml': Buffer.from(le).swap16() });
    const findings = (file: string) =>
      JSON.parse(runCli(['-f', 'json', file], { cwd: dir }).stdout).findings.map(
        (f: { ruleId: string; range: unknown; message: string }) => [f.ruleId, f.range, f.message],
      );
    const utf8 = findings('utf8.yaml');
    expect(utf8.map((f: string[]) => f[0])).toContain('gpu-quantity-invalid');
    expect(findings('utf16le.yaml')).toEqual(utf8);
    expect(findings('utf16be.yaml')).toEqual(utf8);
  });

  it('standard input is decoded the same way', () => {
    const dir = tempTree({});
    const findings = (input: string | Buffer) =>
      JSON.parse(runCli(['-f', 'json', '-'], { cwd: dir, input }).stdout).findings.map((f: { ruleId: string; range: unknown }) => [
        f.ruleId,
        f.range,
      ]);
    const utf8 = findings(BAD_POD);
    expect(utf8.map((f: string[]) => f[0])).toContain('gpu-quantity-invalid');
    expect(findings(Buffer.from(`\ufeff${BAD_POD}`, 'utf16le'))).toEqual(utf8);
  });
});
