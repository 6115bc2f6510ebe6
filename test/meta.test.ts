// Parity gates: rule files, registry, tests, docs, catalog, generated files and data tables
// must agree (ESLint's checkRuleFiles / typescript-eslint's docs test, in spirit).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { rules } from '../rules/index.js';
import { reportedLines } from '../src/docs/render.js';
import { FAMILIES } from '../src/engine/rule.js';
import { VERSION } from '../src/core/version.js';
import { folderExamples } from './helpers/rule-examples.js';
import { runCli, tempTree } from './helpers/run-cli.js';
import { describeWithShared, lazy, readShared } from './helpers/shared.js';

const ROOT = join(import.meta.dirname, '..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

/** id -> { family, level } from the catalog tables (RULES.md of the shared spec; read in the tests). */
function catalog(): Map<string, { family: string; level: string }> {
  const out = new Map<string, { family: string; level: string }>();
  let family = '';
  for (const line of readShared('spec', 'RULES.md').split('\n')) {
    const heading = /^## \d+\. (.+)$/.exec(line);
    if (heading) family = heading[1]!.split(' ')[0]!.replace(/-and$/, '');
    const row = /^\| `([a-z0-9-]+)` \| (error|warning|note) \|/.exec(line);
    if (row) out.set(row[1]!, { family, level: row[2]! });
  }
  return out;
}

describe('rule parity', () => {
  const folders = readdirSync(join(ROOT, 'rules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  it('every rule folder is in the registry under its name, once', () => {
    expect(rules.map((r) => r.id).sort()).toEqual([...folders].sort());
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it.each(rules.map((r) => [r.id, r] as const))('%s: has a test, docs and complete metadata', (id, rule) => {
    expect(FAMILIES).toContain(rule.family);
    expect(existsSync(join(ROOT, `rules/${id}/rule.test.ts`)), `rules/${id}/rule.test.ts`).toBe(true);
    expect(existsSync(join(ROOT, `docs/rules/${id}.md`)), `docs/rules/${id}.md`).toBe(true);
    for (const field of ['summary', 'description', 'rationale', 'remediation'] as const)
      expect(rule[field].trim().length, field).toBeGreaterThan(20);
    expect(rule.summary.length).toBeLessThanOrEqual(200);
    expect(rule.description.length).toBeLessThanOrEqual(2500);
    expect(rule.examples.invalid.length).toBeGreaterThan(0);
    expect(rule.examples.valid.length).toBeGreaterThan(0);
    for (const ex of rule.examples.invalid) expect(reportedLines(ex.output ?? '').length, ex.file).toBeGreaterThan(0);
    const general =
      ['input', 'schema', 'crd-ordering'].includes(rule.family) ||
      [
        'runtime-class-undefined',
        'priority-class-undefined',
        'shared-pvc-subpath-race',
        'pod-security-admission',
        'pod-security-standard',
      ].includes(id);
    expect(rule.scope).toBe(general ? 'general' : 'ai');
  });

  it.each(folders)('rules/%s/ holds the rule, its README, tests and the examples the README lists, nothing else', (id) => {
    const listed = folderExamples(join(ROOT, 'rules', id));
    const expected = new Set(['rule.ts', 'README.md']);
    for (const ex of listed) {
      expected.add(ex.file);
      if (ex.configPath) expected.add(basename(ex.configPath));
      if (ex.outPath) expected.add(basename(ex.outPath));
    }
    const present = readdirSync(join(ROOT, 'rules', id)).filter((f) => !f.endsWith('.test.ts'));
    expect(present.sort()).toEqual([...expected].sort());
  });
});

describeWithShared('spec', 'rule parity with the catalog', () => {
  const spec = lazy(catalog);

  it.each(rules.map((r) => [r.id, r] as const))('%s: matches the catalog', (id, rule) => {
    const entry = spec().get(id);
    expect(entry, `${id} is not in RULES.md`).toBeDefined();
    expect(rule.level).toBe(entry!.level);
    expect(entry!.family.startsWith(rule.family)).toBe(true);
  });
});

describe('generated files', () => {
  // The one test of the committed dist/ against the sources: the other end-to-end tests run the
  // sources bundled by test/setup/bundles.ts, so they pass before `npm run build`, and this fails.
  it('rules/index.ts, docs, schemas, the config validator and dist/ are up to date', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      output = `${(e as { stderr?: string }).stderr ?? ''}`;
    }
    expect(output).toBe('');
  });
});

describe('package', () => {
  const pkg = JSON.parse(read('package.json'));
  it('bin points at the committed bundle; no prepare script; version in step', () => {
    expect(pkg.bin['ai-k8s-lint']).toBe('dist/cli.js');
    expect(existsSync(join(ROOT, 'dist/cli.js'))).toBe(true);
    expect(pkg.scripts.prepare).toBeUndefined();
    expect(pkg.version).toBe(VERSION);
    expect(read('dist/cli.js').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('the README quick start is two commands, and .ci/run runs the install and test commands', () => {
    const readme = read('README.md');
    expect(readme).toContain('npm ci && npx ai-k8s-lint examples/');
    expect(readme).toContain('npm test');
    const ci = read('.ci/run');
    expect(ci).toMatch(/^npm ci$/m);
    expect(ci).toMatch(/^npm test$/m);
  });
});

describe('data tables and report schemas', () => {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTuples: false });
  it.each([
    ['data/image-families.json', 'schemas/image-families.schema.json'],
    ['data/workload-templates.json', 'schemas/workload-templates.schema.json'],
    ['data/gpu-products.json', 'schemas/gpu-products.schema.json'],
  ])('%s is valid against %s', (data, schema) => {
    const validate = ajv.compile(JSON.parse(read(schema)));
    validate(JSON.parse(read(data)));
    expect(validate.errors ?? []).toEqual([]);
  });

  it('the json report matches schemas/report.schema.json', () => {
    const dir = tempTree({
      'a.yaml':
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  hostPID: yes\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {nvidia.com/gpu: 0.5}}\n---\n# Source: chart/templates/x.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n---\nbad: [\n',
    });
    const report = JSON.parse(runCli(['-f', 'json', '.'], { cwd: dir }).stdout);
    const validate = ajv.compile(JSON.parse(read('schemas/report.schema.json')));
    validate(report);
    expect(validate.errors ?? []).toEqual([]);
    expect(report.findings.length).toBeGreaterThan(2);
  });

  it('the config schema is draft-07 and names every rule', () => {
    const schema = JSON.parse(read('schemas/config.schema.json'));
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(Object.keys(schema.properties.rules.properties).sort()).toEqual(rules.map((r) => r.id).sort());
  });
});
