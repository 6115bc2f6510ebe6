// GitHub's ingestion rules, as Microsoft's SARIF Multitool checks them (`--rule-kind Gh;Sarif`).
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempTree } from '../helpers/run-cli.js';
import { multitoolAvailable, validateSarif as validate } from '../helpers/sarif-multitool.js';
import { describeWithRenderers, HELM, KUBECTL, scratchCheckout } from '../render/tools.js';

/** The OASIS SARIF 2.1.0 schema, vendored unmodified (test/vendor/sarif/SOURCES.md). */
function schemaValidator() {
  const ajv = new Ajv04.default({ strictRequired: false, allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(readFileSync(join(ROOT, 'test/vendor/sarif/sarif-schema-2.1.0.json'), 'utf8')));
}

describe.skipIf(!multitoolAvailable)('sarif-multitool validate --rule-kind Gh;Sarif', () => {
  it('the examples report is clean', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-sarif-')), 'examples.sarif');
    runCli(['-f', 'sarif', '-o', file, 'examples/']);
    expect(validate(file)).toEqual([]);
  });

  it('a report with suppressions, related locations, syntax errors and odd paths is clean', () => {
    const dir = tempTree({
      'a b/pod.yaml':
        '# ai-k8s-lint-disable-next-line gpu-quantity-invalid -- reviewed\napiVersion: v1\nkind: Pod\nmetadata: {name: p, annotations: {ai-k8s-lint.io/ignore: yaml-ambiguous-scalar}}\nspec:\n  hostIPC: yes\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources: {limits: {nvidia.com/gpu: 0.5}}\n',
      'rendered.yaml':
        '---\n# Source: chart/templates/x.yaml\napiVersion: v1\nkind: Pod\nmetadata: {name: q}\nspec:\n  containers:\n    - name: c\n      image: busybox\n      resources: {limits: {nvidia.com/gpu: 1}}\n',
      'broken.yaml': 'a: [\n',
      'tmpl.yaml': 'metadata:\n  name: {{ .Release.Name }}\n{{- if .Values.x }}\n',
      'ünïcode.yaml':
        'apiVersion: v1\nkind: Pod\nmetadata: {name: "é😀"}\nspec:\n  containers: [{name: c, image: busybox, resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    });
    const file = join(dir, 'out.sarif');
    runCli(['-f', 'sarif', '-o', file, '--report-unused-disable-directives', '.'], { cwd: dir });
    expect(validate(file)).toEqual([]);
  });

  it('the validator does catch a GitHub problem (a rule without help)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-sarif-'));
    const file = join(dir, 'examples.sarif');
    runCli(['-f', 'sarif', '-o', file, 'examples/']);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    delete log.runs[0].tool.driver.rules[0].help;
    const broken = join(dir, 'broken.sarif');
    writeFileSync(broken, JSON.stringify(log));
    expect(validate(broken).map((x) => x.ruleId)).toContain('GH2012');
  });
});

describeWithRenderers('SARIF of rendered charts and overlays', () => {
  const checkout = scratchCheckout('gpu-chart', 'kustomize');
  writeFileSync(join(checkout, 'gpu-chart/values-half.yaml'), 'gpu:\n  count: 0.5\n');
  writeFileSync(
    join(checkout, '.ai-k8s-lint.yaml'),
    'render:\n  charts:\n    - path: gpu-chart\n      values: [gpu-chart/values-half.yaml]\n',
  );
  const sarifOf = (...paths: string[]) => {
    const file = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-sarif-')), 'out.sarif');
    runCli(['--helm', HELM!, '--kustomize', KUBECTL!, '-f', 'sarif', '-o', file, ...paths], { cwd: checkout });
    return { file, log: JSON.parse(readFileSync(file, 'utf8')) };
  };
  type Location = {
    physicalLocation?: { artifactLocation: { uri: string } };
    logicalLocations?: { name: string }[];
    message: { text: string };
  };
  const related = (log: { runs: { results: { relatedLocations?: Location[] }[] }[] }) =>
    log.runs[0]!.results.flatMap((r) => r.relatedLocations ?? []);

  it.each([
    ['a chart', ['gpu-chart'], 'gpu-chart (helm template, gpu-chart/values-half.yaml)'],
    ['an overlay', ['kustomize/overlays/prod'], 'kustomize/overlays/prod (kustomize build)'],
  ])(
    '%s: the render is a logical location, every physical one a file of the checkout; valid for the schema and GitHub',
    (_what, paths, label) => {
      const { file, log } = sarifOf(...paths);
      expect(log.runs[0].results.length).toBeGreaterThan(2);
      const validateSchema = schemaValidator();
      expect(validateSchema(log), JSON.stringify(validateSchema.errors)).toBe(true);
      const locations = related(log);
      const renders = locations.filter((l) => l.logicalLocations);
      expect(renders.length).toBeGreaterThan(0);
      for (const l of renders) {
        expect(l.physicalLocation).toBeUndefined();
        expect(l.logicalLocations).toEqual([{ name: label, kind: 'module' }]);
      }
      for (const l of locations.filter((x) => x.physicalLocation)) {
        const uri = decodeURIComponent(l.physicalLocation!.artifactLocation.uri);
        expect(() => readFileSync(join(checkout, uri)), uri).not.toThrow();
      }
      if (multitoolAvailable) expect(validate(file)).toEqual([]);
    },
  );

  it('a chart finding keeps the values-file line as a physical related location', () => {
    const { log } = sarifOf('gpu-chart');
    const values = related(log).filter((l) => l.physicalLocation?.artifactLocation.uri === 'gpu-chart/values-half.yaml');
    expect(values.map((l) => l.message.text)).toContain('The value comes from .Values.gpu.count, set here.');
  });
});
