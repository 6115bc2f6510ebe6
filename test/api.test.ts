// The programmatic API: api.mjs (bundled from the sources, see test/setup/bundles.ts) at run time, and (at compile time, through `tsc --noEmit`)
// the hand-written types/api.d.ts against the implementation in src/app/api.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Declared from '../types/api.js';
import type * as Impl from '../src/app/api.js';
import { BUNDLE_DIR, ROOT, runCli, tempTree } from './helpers/run-cli.js';

// Fails to compile when the implementation drifts from the published declarations.
export const _implementsDeclaredApi = (impl: typeof Impl): typeof Declared => impl;

const api = (await import(pathToFileURL(join(BUNDLE_DIR, 'api.mjs')).href)) as typeof Declared;

const BAD_POD =
  'apiVersion: v1\nkind: Pod\nmetadata:\n  name: half\nspec:\n  containers:\n    - name: c\n      image: busybox:1.36\n      resources:\n        limits:\n          nvidia.com/gpu: "0.5"\n          cpu: "2"\n          memory: 8Gi\n';
const WARN = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: b\nimmutable: yes\n';

describe('lint(paths, options)', () => {
  it('returns the findings with counts, like the CLI', async () => {
    const dir = tempTree({ 'deploy/pod.yaml': BAD_POD, 'deploy/cm.yaml': WARN });
    const result = await api.lint('deploy', { cwd: dir });
    const cli = JSON.parse(runCli(['-f', 'json', 'deploy'], { cwd: dir }).stdout);
    expect(result.findings.map((f) => [f.ruleId, f.file, f.range.start.line, f.fingerprint])).toEqual(
      cli.findings.map((f: Declared.Finding) => [f.ruleId, f.file, f.range.start.line, f.fingerprint]),
    );
    expect(result.errorCount).toBe(cli.summary.error);
    expect(result.warningCount).toBe(cli.summary.warning);
    expect(result.files).toEqual(['deploy/cm.yaml', 'deploy/pod.yaml']);
    expect(result.stats.objects).toBe(2);
    expect(JSON.parse(JSON.stringify(result)).findings[0]).not.toHaveProperty('snippet');
    expect(api.version).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('options: rules, ignore, config, baseline', async () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD, 'cm.yaml': WARN, 'cfg.yaml': 'rules:\n  yaml-ambiguous-scalar: off\n' });
    expect(
      (await api.lint(['pod.yaml'], { cwd: dir, rules: { 'gpu-quantity-invalid': 'off' } })).findings.some(
        (f) => f.ruleId === 'gpu-quantity-invalid',
      ),
    ).toBe(false);
    expect((await api.lint('.', { cwd: dir, ignore: ['pod.yaml'] })).files).toEqual(['cfg.yaml', 'cm.yaml']);
    expect((await api.lint('cm.yaml', { cwd: dir, config: 'cfg.yaml' })).findings).toEqual([]);
    runCli(['--write-baseline', 'b.json', 'pod.yaml'], { cwd: dir });
    writeFileSync(join(dir, 'pod.yaml'), `${BAD_POD}---\n${BAD_POD.replace('name: half', 'name: other')}`);
    const withBaseline = await api.lint('pod.yaml', { cwd: dir, baseline: 'b.json' });
    expect(new Set(withBaseline.findings.map((f) => f.baselineState))).toEqual(new Set(['new', 'unchanged']));
    expect(withBaseline.errorCount).toBe(withBaseline.findings.filter((f) => f.level === 'error' && f.baselineState === 'new').length);
  });

  it('format() renders a result in the CLI formats', async () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    const result = await api.lint('pod.yaml', { cwd: dir });
    const sarif = JSON.parse(await api.format(result, 'sarif', { category: 'k8s' }));
    expect(sarif.runs[0].automationDetails.id).toBe('k8s/');
    expect(JSON.parse(await api.format(result, 'codeclimate'))[0].location.path).toBe('pod.yaml');
    await expect(api.format(result, 'xml' as Declared.FormatName)).rejects.toThrow(/unknown format/);
  });

  it('rejects where the CLI exits 2', async () => {
    const dir = tempTree({ 'pod.yaml': BAD_POD });
    await expect(api.lint('missing.yaml', { cwd: dir })).rejects.toThrow(/cannot read missing\.yaml/);
    await expect(api.lint('pod.yaml', { cwd: dir, rules: { 'gpu-quantity-invalit': 'off' } })).rejects.toThrow(
      /did you mean "gpu-quantity-invalid"/,
    );
    await expect(api.lint('pod.yaml', { cwd: dir, config: 'nope.yaml' })).rejects.toThrow(/config file not found/);
    await expect(api.lint('-', { cwd: dir })).rejects.toThrow(/standard input/);
  });
});
