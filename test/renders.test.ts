// Real Helm and Kustomize output (rendered once, committed under test/fixtures).
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/run-cli.js';

interface Finding {
  ruleId: string;
  file: string;
  range: { start: { line: number } };
  related?: { file: string; range?: unknown; message: string }[];
}

const lint = (...args: string[]) =>
  JSON.parse(runCli(['-f', 'json', ...args]).stdout) as { findings: Finding[]; summary: Record<string, number> };

describe('Helm', () => {
  it('findings in a committed render stay on it and name the template line as a related location', () => {
    const r = lint('test/fixtures/helm/llm-server.rendered.yaml');
    const byRule = Object.fromEntries(r.findings.map((f) => [f.ruleId, f]));
    expect(Object.keys(byRule)).toEqual(
      expect.arrayContaining(['gpu-container-cpu-memory-missing', 'shm-size-limit-missing', 'readiness-probe-missing']),
    );
    for (const f of r.findings.filter((x) => x.file.endsWith('rendered.yaml') && x.range.start.line > 15))
      // The chart is in the checkout (found by its Chart.yaml name): the template file, at the key's line.
      expect(f.related).toContainEqual({
        file: 'test/fixtures/helm/llm-server/templates/deployment.yaml',
        range: expect.objectContaining({ start: expect.objectContaining({ line: expect.any(Number) }) }),
        message: 'Rendered from the Helm template test/fixtures/helm/llm-server/templates/deployment.yaml.',
      });
    expect(byRule['shm-size-limit-missing']!.range.start.line).toBe(44);
  });

  it('the chart sources are unrendered templates: one note per template file, skipped', () => {
    const r = lint('test/fixtures/helm/llm-server/templates');
    expect(r.findings.map((f) => [f.ruleId, f.file])).toEqual([
      ['helm-template-unrendered', 'test/fixtures/helm/llm-server/templates/deployment.yaml'],
      ['helm-template-unrendered', 'test/fixtures/helm/llm-server/templates/service.yaml'],
    ]);
    expect(r.summary.skippedTemplates).toBe(2);
  });

  it('with --no-render, Chart.yaml and values.yaml are not Kubernetes objects: skipped and counted', () => {
    // Named on the command line, Chart.yaml makes its directory a chart that is rendered (test/render/).
    const r = lint('--no-render', 'test/fixtures/helm/llm-server/Chart.yaml', 'test/fixtures/helm/llm-server/values.yaml');
    expect(r.findings).toEqual([]);
    expect(r.summary.skippedNonKubernetes).toBe(2);
  });
});

describe('Kustomize', () => {
  it('a patch that makes GPU requests differ from limits is caught in the build output', () => {
    const r = lint('test/fixtures/kustomize/prod.rendered.yaml');
    expect(r.findings.filter((f) => f.ruleId === 'gpu-requests-limits-mismatch').map((f) => f.range.start.line)).toEqual([23]);
  });
});
