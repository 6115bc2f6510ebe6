// The pre-commit hook with the real tool (Debian's pre-commit; .ci/run installs it):
// `pre-commit try-repo` installs the hook the way users get it (language: node, from a git
// repository) and runs it on a temporary repository with a bad and a good manifest.
//
// try-repo needs the hook repository's committed state, and on a dirty repository it only
// carries tracked files over (new files such as .pre-commit-hooks.yaml before their first
// commit would be missing). So the test commits a snapshot of what the hook needs from the
// working tree (package metadata, the manifest, the committed bundle) into a temporary repository.
// The committed dist/ on purpose, not the bundles of the sources the other end-to-end tests run:
// the hook runs what a git checkout of the project holds (test/meta.test.ts checks it is fresh).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './helpers/run-cli.js';

const version = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const available = version.status === 0;
if (!available) {
  console.warn(
    '\n' +
      '!'.repeat(78) +
      '\n!!! pre-commit is not installed: SKIPPING the pre-commit hook test.\n!!! Install it (Debian: apt-get install -y pre-commit; .ci/run does) to run it.\n' +
      '!'.repeat(78) +
      '\n',
  );
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** What installing and running the hook uses: package metadata, the hook manifest, the bundle. */
const HOOK_FILES = ['package.json', 'package-lock.json', '.pre-commit-hooks.yaml', 'README.md', 'dist', 'schemas', 'data'];

function snapshotHookRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-hook-repo-'));
  for (const f of HOOK_FILES) if (existsSync(join(ROOT, f))) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'snapshot of the working tree');
  return dir;
}

function targetRepo(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-precommit-target-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  return dir;
}

function tryRepo(hookRepo: string, cwd: string, files: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('pre-commit', ['try-repo', hookRepo, 'ai-k8s-lint', '--color', 'never', '--verbose', '--files', ...files], {
      cwd,
      // npm may answer from its cache (warm after npm ci): the install is the slow part.
      env: {
        ...process.env,
        ...GIT_ENV,
        PRE_COMMIT_HOME: join(cwd, '.pre-commit-home'),
        NO_COLOR: '1',
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const BAD = `apiVersion: v1
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
const GOOD = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  mode: fast\n';
const HELM_TEMPLATE =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n{{- if .Values.x }}\ndata: {}\n{{- end }}\n';

describe('.pre-commit-hooks.yaml', () => {
  it('declares the hook on the committed bundle, without keys pre-commit 3.0.4 rejects', () => {
    const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[];
    expect(hooks).toHaveLength(1);
    const hook = hooks[0]!;
    expect(hook).toMatchObject({
      id: 'ai-k8s-lint',
      name: 'ai-k8s-lint',
      entry: 'ai-k8s-lint',
      language: 'node',
      types: ['yaml'],
      require_serial: true,
      args: ['--partial'],
    });
    // stages names (pre-commit, pre-push...) and minimum_pre_commit_version > 3.0.4 break Debian 12's pre-commit.
    expect(hook).not.toHaveProperty('stages');
    expect(hook).not.toHaveProperty('minimum_pre_commit_version');
    const exclude = new RegExp(hook.exclude as string);
    for (const p of ['templates/a.yaml', 'charts/web/templates/deploy.yaml']) expect(exclude.test(p), p).toBe(true);
    for (const p of ['deploy/a.yaml', 'my-templates.yaml', 'deploy/templatesx/a.yaml']) expect(exclude.test(p), p).toBe(false);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.bin[hook.entry as string]).toBe('dist/cli.js');
  });
});

describe.skipIf(!available)(`pre-commit hook (${version.stdout?.trim() || 'pre-commit missing'})`, () => {
  it(
    'try-repo: fails and prints the finding on a bad manifest, passes on a good one, skips Helm templates',
    { timeout: 300_000 },
    async () => {
      const hook = snapshotHookRepo();
      const target = targetRepo({ 'deploy/bad.yaml': BAD, 'deploy/good.yaml': GOOD, 'chart/templates/cm.yaml': HELM_TEMPLATE });
      // Each try-repo installs the hook into a fresh store: run both at once.
      const [bad, good] = await Promise.all([
        tryRepo(hook, target, ['deploy/bad.yaml']),
        tryRepo(hook, target, ['deploy/good.yaml', 'chart/templates/cm.yaml']),
      ]);

      expect(bad.code, bad.output).toBe(1);
      expect(bad.output).toMatch(/ai-k8s-lint\.+Failed/);
      expect(bad.output).toContain('deploy/bad.yaml');
      expect(bad.output).toMatch(/11:11 +error +nvidia\.com\/gpu: "0\.5" in container "c"/);
      expect(bad.output).toContain('gpu-quantity-invalid');

      expect(good.code, good.output).toBe(0);
      expect(good.output).toMatch(/ai-k8s-lint\.+Passed/);
      // Only deploy/good.yaml reached the linter: the template was excluded.
      expect(good.output).toMatch(/No problems in 1 file/);
    },
  );
});
