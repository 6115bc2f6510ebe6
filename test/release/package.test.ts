// The npm package as users get it: `npm pack`, install the tarball into an empty directory offline
// (it has no runtime dependencies, so nothing comes from the registry), run `npx ai-k8s-lint` and
// import the API by the package name.
// The committed dist/ on purpose, not the bundles of the sources the other end-to-end tests run:
// this is what `npm publish` ships (test/meta.test.ts checks that dist/ is fresh).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/core/version.js';
import { repositoryUrl } from '../../src/report/links.js';
import { ROOT } from '../helpers/run-cli.js';

const NPM_ENV = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  NO_COLOR: '1',
};
// Generous: npm on a loaded 2-core machine; a hang still fails.
const NPM_TIMEOUT = 240_000;

function npm(args: string[], cwd: string): { stdout: string; stderr: string } {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', env: NPM_ENV, timeout: NPM_TIMEOUT });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return { stdout: r.stdout, stderr: r.stderr };
}

interface Packed {
  filename: string;
  files: { path: string }[];
}

describe('npm package', { timeout: 300_000 }, () => {
  let scratch: string;
  let packed: Packed;
  let files: string[];
  let app: string;
  let installed: string;
  let installLog: { stdout: string; stderr: string };

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-pack-'));
    packed = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch], ROOT).stdout)[0] as Packed;
    files = packed.files.map((f) => f.path);
    // An empty directory: npm makes its package.json. --offline: installing must need nothing but the tarball.
    app = join(scratch, 'app');
    mkdirSync(app);
    installLog = npm(['install', '--offline', '--no-audit', '--no-fund', join(scratch, packed.filename)], app);
    installed = join(app, 'node_modules', 'ai-k8s-lint');
    for (const f of ['vllm-deployment-mistakes.yaml', 'vllm-deployment-fixed.yaml']) copyFileSync(join(ROOT, 'examples', f), join(app, f));
  }, 300_000);

  it('ships the bundle, types, schemas, docs, LICENSE and CHANGELOG, not the sources or the Action bundle', () => {
    for (const f of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/cli.js', 'dist/cli-main.cjs', 'dist/api.mjs'])
      expect(files).toContain(f);
    for (const f of ['types/api.d.ts', 'schemas/config.schema.json', 'schemas/report.schema.json']) expect(files).toContain(f);
    // Every rule page a SARIF helpUri names is in the package too (test/release/links.test.ts checks the names).
    expect(files.filter((f) => f.startsWith('docs/rules/')).length).toBeGreaterThan(70);
    // The Action runs from the git repository; npm users never load its bundle.
    expect(files).not.toContain('dist/action.mjs');
    expect(files.filter((f) => /^(src|test|rules|scripts|\.github)\//.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts')))).toEqual([]);
  });

  it('package.json: no runtime dependency, the repository links, Apache-2.0 with its text', () => {
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies'])
      expect(pkg[field], field).toBeUndefined();
    expect(pkg.version).toBe(VERSION);
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${repositoryUrl}.git` });
    expect(pkg.homepage).toBe(`${repositoryUrl}#readme`);
    expect(pkg.bugs).toEqual({ url: `${repositoryUrl}/issues` });
    expect(pkg.engines).toEqual({ node: '>=20.19' });
    expect(pkg.license).toBe('Apache-2.0');
    const license = readFileSync(join(installed, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^\s*Apache License\s+Version 2\.0, January 2004\s+http:\/\/www\.apache\.org\/licenses\//);
    expect(license).toContain('END OF TERMS AND CONDITIONS');
  });

  it('installs offline as one package, without an engine or any other warning', () => {
    expect(installLog.stdout).toMatch(/added 1 package/);
    expect(installLog.stderr).not.toMatch(/EBADENGINE|npm warn/i);
  });

  it('dist/ is self-contained: every import resolves inside the package or to Node itself', async () => {
    // esbuild follows every static import, import() and require() with a literal name, as Node would.
    // The install has no node_modules but the package, so a bare import of a library fails to resolve.
    const result = await build({
      entryPoints: ['dist/cli.js', 'dist/cli-main.cjs', 'dist/api.mjs'].map((f) => join(installed, f)),
      absWorkingDir: installed,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      outdir: join(scratch, 'resolved'),
      logLevel: 'silent',
    });
    const outsideNode = Object.values(result.metafile.inputs)
      .flatMap((input) => input.imports)
      .filter(
        (i) => i.external && !i.path.startsWith('node:') && !['fs', 'os', 'path', 'url', 'crypto', 'process', 'buffer'].includes(i.path),
      );
    expect(outsideNode).toEqual([]);
    expect(Object.keys(result.metafile.inputs).every((p) => p.startsWith('dist/'))).toBe(true);
  });

  // `--` keeps npx from reading the linter's options (-f, --version) as its own.
  it('npx ai-k8s-lint lints a manifest: exit 1 on errors, 0 on the fixed one, --version', () => {
    const npx = (args: string[]) => spawnSync('npx', ['--no', '--', 'ai-k8s-lint', ...args], { cwd: app, encoding: 'utf8', env: NPM_ENV });
    const run = npx(['vllm-deployment-mistakes.yaml']);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('vllm-deployment-mistakes.yaml');
    expect(run.stdout).toMatch(/error +.*gpu-requests-limits-mismatch/);
    expect(run.stdout).toMatch(/✖ \d+ problems \(\d+ errors?,/);
    const fixed = npx(['vllm-deployment-fixed.yaml']);
    expect(fixed.status, fixed.stdout + fixed.stderr).toBe(0);
    expect(fixed.stdout).toContain('No problems');
    expect(npx(['--version']).stdout.trim()).toBe(VERSION);
  });

  it('every report format runs from the package (their code is loaded on demand)', () => {
    for (const format of ['json', 'sarif', 'github', 'markdown', 'junit', 'codeclimate']) {
      const r = spawnSync('npx', ['--no', '--', 'ai-k8s-lint', '-f', format, 'vllm-deployment-mistakes.yaml'], {
        cwd: app,
        encoding: 'utf8',
        env: NPM_ENV,
      });
      expect(r.status, `${format}: ${r.stderr}`).toBe(1);
      expect(r.stdout, format).toContain('gpu-requests-limits-mismatch');
    }
  });

  it('the API imports by the package name', () => {
    const script = [
      "import { lint, version } from 'ai-k8s-lint';",
      "const r = await lint('vllm-deployment-mistakes.yaml');",
      'console.log(JSON.stringify({ version, errors: r.errorCount, rules: [...new Set(r.findings.map((f) => f.ruleId))] }));',
    ].join('\n');
    const viaApi = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    expect(viaApi.status, viaApi.stderr).toBe(0);
    const out = JSON.parse(viaApi.stdout);
    expect(out.version).toBe(VERSION);
    expect(out.errors).toBeGreaterThan(0);
    expect(out.rules).toContain('gpu-requests-limits-mismatch');
  });
});
