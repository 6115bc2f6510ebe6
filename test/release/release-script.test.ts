// scripts/release.mjs: `--check` (every place names package.json's version; the changelog has its
// shape) on the repository as it is, and a whole release bump on a copy of the files it edits.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/core/version.js';
import { ROOT } from '../helpers/run-cli.js';

/** The files the release script reads or edits, and the script itself. */
const RELEASE_FILES = ['package.json', 'package-lock.json', 'src/core/version.ts', 'README.md', '.pre-commit-hooks.yaml', 'CHANGELOG.md'];

function copyOfRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-release-'));
  for (const f of [...RELEASE_FILES, 'scripts/release.mjs']) cpSync(join(ROOT, f), join(dir, f));
  mkdirSync(join(dir, 'docs'));
  for (const f of readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))) cpSync(join(ROOT, 'docs', f), join(dir, 'docs', f));
  return dir;
}

function release(root: string, ...args: string[]) {
  // Run from another directory: the script finds the project beside itself.
  const r = spawnSync(process.execPath, [join(root, 'scripts/release.mjs'), ...args], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const edit = (root: string, file: string, from: string | RegExp, to: string) => {
  const before = read(root, file);
  const after = before.replace(from, to);
  expect(after, `${file}: ${from}`).not.toBe(before);
  writeFileSync(join(root, file), after);
};

describe('scripts/release.mjs', () => {
  it('--check: the repository names one version everywhere and its changelog has the Keep a Changelog shape', () => {
    const r = release(ROOT, '--check');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`every place names ${VERSION}`);
  });

  it('package.json and package-lock.json are as npm writes them, so a bump changes only their version lines', () => {
    for (const file of ['package.json', 'package-lock.json']) {
      const text = read(ROOT, file);
      expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`, file).toBe(text);
    }
  });

  it('a release sets the version everywhere and moves Unreleased to a dated section', () => {
    const root = copyOfRepository();
    const unreleased = read(root, 'CHANGELOG.md').split('## [Unreleased]\n')[1]!.split('\n[Unreleased]: ')[0]!;
    expect(release(root, '9.8.7', '--check').code).toBe(2);
    const before = release(root, '--check', 'v9.8.7');
    expect(before.code).toBe(1);
    expect(before.stderr).toContain(`the tag v9.8.7 does not name package.json's version ${VERSION}`);
    expect(before.stderr).toContain('CHANGELOG.md: no "## [');

    const r = release(root, '9.8.7', '--date', '2030-01-02', '--no-build');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('git tag -a v9.8.7');

    expect(JSON.parse(read(root, 'package.json')).version).toBe('9.8.7');
    const lock = JSON.parse(read(root, 'package-lock.json'));
    expect([lock.version, lock.packages[''].version]).toEqual(['9.8.7', '9.8.7']);
    expect(read(root, 'src/core/version.ts')).toContain("export const VERSION = '9.8.7';");
    // Only the version line of package.json changed.
    const changed = (file: string) => {
      const [a, b] = [read(ROOT, file).split('\n'), read(root, file).split('\n')];
      return b.filter((line, i) => line !== a[i]);
    };
    expect(changed('package.json')).toEqual(['  "version": "9.8.7",']);

    const readme = read(root, 'README.md');
    expect(readme).toContain('npx --yes ai-k8s-lint@9.8.7 deploy/');
    expect(readme).toContain('npm install -D --save-exact ai-k8s-lint@9.8.7');
    expect(readme).toContain('uses: ai-k8s-lint/ai-k8s-lint@v9.8.7');
    // The major tag in an example follows the major version.
    expect(readme).toContain('uses: ai-k8s-lint/ai-k8s-lint@v9 ');
    expect(readme).toContain('rev: v9.8.7');
    expect(readme).not.toContain(VERSION);
    expect(read(root, '.pre-commit-hooks.yaml')).toContain('rev: v9.8.7');

    const changelog = read(root, 'CHANGELOG.md');
    expect(changelog).toContain(`## [Unreleased]\n\n## [9.8.7] - 2030-01-02\n${unreleased}`);
    expect(changelog).toContain(
      '[Unreleased]: https://github.com/ai-k8s-lint/ai-k8s-lint/compare/v9.8.7...HEAD\n' +
        '[9.8.7]: https://github.com/ai-k8s-lint/ai-k8s-lint/releases/tag/v9.8.7',
    );
    expect(release(root, '--check').code).toBe(0);
    expect(release(root, '--check', 'v9.8.7').code).toBe(0);

    // The next release compares with this one; an empty Unreleased section has nothing to release.
    const empty = release(root, '9.9.0', '--no-build');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('the [Unreleased] section lists no change to release');
    edit(root, 'CHANGELOG.md', '## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n\n- A fix.\n');
    expect(release(root, '9.8.7', '--no-build').stderr).toContain('9.8.7 is not newer than the last release in CHANGELOG.md, 9.8.7');
    expect(release(root, '9.9.0', '--date', '2030-02-03', '--no-build').code).toBe(0);
    expect(read(root, 'CHANGELOG.md')).toContain(
      '[Unreleased]: https://github.com/ai-k8s-lint/ai-k8s-lint/compare/v9.9.0...HEAD\n' +
        '[9.9.0]: https://github.com/ai-k8s-lint/ai-k8s-lint/compare/v9.8.7...v9.9.0\n' +
        '[9.8.7]: https://github.com/ai-k8s-lint/ai-k8s-lint/releases/tag/v9.8.7',
    );
  });

  it('--check names each place that disagrees', () => {
    const root = copyOfRepository();
    edit(root, 'src/core/version.ts', `'${VERSION}'`, "'0.0.9'");
    edit(root, 'README.md', `ai-k8s-lint@${VERSION} deploy/`, 'ai-k8s-lint@0.0.9 deploy/');
    edit(root, '.pre-commit-hooks.yaml', `rev: v${VERSION}`, 'rev: v0.0.8');
    edit(root, 'CHANGELOG.md', '### Changed', '### Improved');
    const r = release(root, '--check');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`src/core/version.ts: VERSION is 0.0.9, package.json says ${VERSION}`);
    expect(r.stderr).toMatch(new RegExp(`README\\.md:\\d+: npm version names 0\\.0\\.9, expected ${VERSION.replaceAll('.', '\\.')}`));
    expect(r.stderr).toMatch(/\.pre-commit-hooks\.yaml:\d+: pre-commit rev names 0\.0\.8/);
    expect(r.stderr).toMatch(/CHANGELOG\.md:\d+: "### Improved" is not one of ### Added, ### Changed/);
  });

  it('refuses what is not a release: a malformed version, an older one, an unknown option', () => {
    const root = copyOfRepository();
    expect(release(root, '1.2', '--no-build')).toMatchObject({ code: 2, stderr: '"1.2" is not a release version X.Y.Z\n' });
    expect(release(root, '0.0.1', '--no-build').stderr).toContain(`0.0.1 is older than ${VERSION}`);
    expect(release(root, '--frobnicate').code).toBe(2);
    expect(release(root).code).toBe(2);
    // Nothing was written.
    for (const f of RELEASE_FILES) expect(read(root, f), f).toBe(read(ROOT, f));
  });
});
