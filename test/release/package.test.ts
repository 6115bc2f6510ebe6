// The npm package as users get it: `npm pack`, install the tarball into an empty project,
// run `npx ai-k8s-lint` on an example and import the API by the package name.
// The committed dist/ on purpose, not the bundles of the sources the other end-to-end tests run:
// this is what `npm publish` ships (test/meta.test.ts checks that dist/ is fresh).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/run-cli.js';

const NPM_ENV = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
  NO_COLOR: '1',
};

function npm(args: string[], cwd: string) {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', env: NPM_ENV, timeout: 240_000 });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

describe('npm package', () => {
  it('npm pack ships the bundle, types and data but not the sources; the tarball installs and runs', { timeout: 300_000 }, () => {
    const scratch = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-pack-'));
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch], ROOT))[0] as {
      filename: string;
      files: { path: string }[];
    };
    const files = packed.files.map((f) => f.path);
    for (const f of ['package.json', 'README.md', 'dist/cli.js', 'dist/api.js', 'types/api.d.ts', 'schemas/config.schema.json'])
      expect(files).toContain(f);
    expect(files.filter((f) => /^(src|test|rules|scripts)\//.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts')))).toEqual([]);

    const app = join(scratch, 'app');
    cpSync(join(ROOT, 'examples'), join(app, 'examples'), { recursive: true });
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module' }));
    npm(['install', '--no-save', join(scratch, packed.filename)], app);

    const run = spawnSync('npx', ['--no', 'ai-k8s-lint', 'examples/vllm-deployment-mistakes.yaml'], {
      cwd: app,
      encoding: 'utf8',
      env: NPM_ENV,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('examples/vllm-deployment-mistakes.yaml');
    expect(run.stdout).toMatch(/error +.*gpu-requests-limits-mismatch/);
    expect(
      spawnSync('npx', ['--no', 'ai-k8s-lint', 'examples/vllm-deployment-fixed.yaml'], { cwd: app, encoding: 'utf8', env: NPM_ENV }).status,
    ).toBe(0);

    const script =
      "import { lint, version } from 'ai-k8s-lint'; const r = await lint('examples/vllm-deployment-mistakes.yaml'); console.log(JSON.stringify({ version, errors: r.errorCount, rules: [...new Set(r.findings.map((f) => f.ruleId))] }));";
    const viaApi = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    expect(viaApi.status, viaApi.stderr).toBe(0);
    const out = JSON.parse(viaApi.stdout);
    expect(out.errors).toBeGreaterThan(0);
    expect(out.rules).toContain('gpu-requests-limits-mismatch');
  });
});
