import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';

/** The OASIS SARIF 2.1.0 schema, vendored unmodified (test/vendor/sarif/SOURCES.md). */
const SCHEMA = join(ROOT, 'test/vendor/sarif/sarif-schema-2.1.0.json');

function validator() {
  const ajv = new Ajv04.default({ strictRequired: false, allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')));
}

const POD = `apiVersion: v1
kind: Pod
metadata:
  name: p
  namespace: ml
  annotations:
    ai-k8s-lint.io/ignore: yaml-ambiguous-scalar
    ai-k8s-lint.io/ignore-reason: checked by hand
spec:
  hostNetwork: yes
  containers:
    - name: c
      image: busybox:1.36
      resources:
        limits:
          nvidia.com/gpu: "0.5"
          cpu: "1"
          memory: 1Gi
`;

const HELM = `---
# Source: chart/templates/pod.yaml
${POD}`;

describe('SARIF output', () => {
  const dir = tempTree({ 'deploy/my pod.yaml': POD, 'rendered.yaml': HELM, 'broken.yaml': 'a: [\n' });
  const run = runCli(['-f', 'sarif', '.'], { cwd: dir });
  const log = JSON.parse(run.stdout);
  const results = log.runs[0].results as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('validates against the schema as OASIS published it (the vendored copy is unmodified)', () => {
    expect(createHash('sha256').update(readFileSync(SCHEMA)).digest('hex')).toBe(
      'c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e',
    );
  });

  it('is valid against the OASIS SARIF 2.1.0 schema', () => {
    const validate = validator();
    const ok = validate(log);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('a bad region would be rejected by the same validator (the oracle works)', () => {
    const validate = validator();
    const broken = structuredClone(log);
    broken.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    expect(validate(broken)).toBe(false);
  });

  it('has one run, UTF-16 columns, and every rule with full metadata', () => {
    expect(log.runs).toHaveLength(1);
    const run0 = log.runs[0];
    expect(run0.columnKind).toBe('utf16CodeUnits');
    const list = JSON.parse(runCli(['--list-rules', '--format', 'json']).stdout) as { id: string }[];
    expect(run0.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(list.map((r) => r.id));
    for (const rule of run0.tool.driver.rules) {
      expect(rule.shortDescription.text.length).toBeGreaterThan(0);
      expect(rule.shortDescription.text.length).toBeLessThanOrEqual(1024);
      expect(rule.fullDescription.text.length).toBeLessThanOrEqual(1024);
      expect(rule.help.text.length).toBeGreaterThan(0);
      expect(rule.help.markdown).toContain(`docs/rules/${rule.id}.md`);
      expect(['error', 'warning', 'note']).toContain(rule.defaultConfiguration.level);
      expect(rule.properties.tags.length).toBeLessThanOrEqual(10);
    }
  });

  it('uses repository-relative, percent-encoded URIs without ./ and exact regions', () => {
    const r = results.find(
      (x) => x.ruleId === 'gpu-quantity-invalid' && x.locations[0].physicalLocation.artifactLocation.uri.startsWith('deploy'),
    )!;
    expect(r.locations[0].physicalLocation.artifactLocation.uri).toBe('deploy/my%20pod.yaml');
    expect(r.locations[0].physicalLocation.region).toEqual({ startLine: 16, startColumn: 11, endLine: 16, endColumn: 32 });
    expect(r.ruleIndex).toBe(log.runs[0].tool.driver.rules.findIndex((d: { id: string }) => d.id === 'gpu-quantity-invalid'));
    expect(r.locations[0].logicalLocations[0].fullyQualifiedName).toBe('ml/Pod/p');
    for (const x of results) expect(x.locations[0].physicalLocation.artifactLocation.uri).not.toMatch(/^\.\/|^\//);
  });

  it('keeps suppressed findings with their justification', () => {
    const suppressed = results.filter((x) => x.suppressions);
    expect(suppressed.length).toBe(2);
    expect(suppressed[0]!.ruleId).toBe('yaml-ambiguous-scalar');
    expect(suppressed[0]!.suppressions).toEqual([{ kind: 'inSource', justification: 'checked by hand' }]);
  });

  it('reports the Helm template as a related location', () => {
    const r = results.find(
      (x) => x.locations[0].physicalLocation.artifactLocation.uri === 'rendered.yaml' && x.ruleId === 'gpu-quantity-invalid',
    )!;
    expect(r.relatedLocations[0].physicalLocation.artifactLocation.uri).toBe('chart/templates/pod.yaml');
  });

  it('gives every result a stable fingerprint', () => {
    const again = JSON.parse(runCli(['-f', 'sarif', '.'], { cwd: dir }).stdout);
    expect(again.runs[0].results.map((x: { partialFingerprints: unknown }) => x.partialFingerprints)).toEqual(
      results.map((x) => x.partialFingerprints),
    );
    expect(new Set(results.map((x) => x.partialFingerprints['aiK8sLint/v1'])).size).toBe(results.length);
  });
});
