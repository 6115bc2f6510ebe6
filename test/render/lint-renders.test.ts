// Charts and kustomizations among the inputs are rendered with the real helm and kubectl, linted
// as one apply unit each, and their findings point at the files of the checkout: the template of
// a Helm object (its head until keys are matched), the kustomize resource line of a key.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lintFiles } from '../../src/app/run.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { describeWithRenderers, HELM, KUBECTL, scratchCheckout } from './tools.js';

describeWithRenderers('linting renders', () => {
  const checkout = scratchCheckout('gpu-chart', 'kustomize');
  const lint = (paths: string[], config: ConfigFile = {}, extra: { noRender?: boolean } = {}) =>
    lintFiles(resolveConfig(config, { path: join(checkout, '.ai-k8s-lint.yaml') }), {
      paths,
      cwd: checkout,
      renderers: { helm: HELM, kubectl: KUBECTL },
      ...extra,
    });

  it('points the findings of a chart at the template line that writes the key, with the render as a related location', () => {
    const report = lint(['gpu-chart']);
    expect(report.files).toEqual(['gpu-chart/Chart.yaml']);
    expect([...new Set(report.findings.map((f) => f.file))]).toEqual(['gpu-chart/templates/deployment.yaml']);
    const readiness = report.findings.find((f) => f.ruleId === 'readiness-probe-missing')!;
    expect([readiness.range.start.line, readiness.snippet?.text.trim()]).toEqual([19, '- name: server']);
    for (const f of report.findings)
      expect(
        f.related?.some((r) => r.file === 'gpu-chart (helm template)' && r.kind === 'render-output'),
        f.ruleId,
      ).toBe(true);
    // The templates are not linted again as plain files (no unrendered-template notes).
    expect(report.findings.filter((f) => f.ruleId === 'helm-template-unrendered')).toEqual([]);
  });

  it('adds the values-file line a templated value comes from: the last values file that sets it', () => {
    writeFileSync(join(checkout, 'gpu-chart/values-half.yaml'), '# A fraction of a GPU\ngpu:\n  count: 0.5\n');
    const report = lint(['gpu-chart'], { render: { charts: [{ path: 'gpu-chart', values: ['gpu-chart/values-half.yaml'] }] } });
    const f = report.findings.find((x) => x.ruleId === 'gpu-quantity-invalid')!;
    expect([f.file, f.range.start.line, f.snippet?.text.trim()]).toEqual([
      'gpu-chart/templates/deployment.yaml',
      24,
      'nvidia.com/gpu: {{ .Values.gpu.count }}',
    ]);
    expect(f.related).toContainEqual({
      file: 'gpu-chart/values-half.yaml',
      range: { start: { line: 3, column: 3 }, end: { line: 3, column: 13 } },
      message: 'The value comes from .Values.gpu.count, set here.',
      kind: 'value-source',
    });
  });

  it('drops the findings on a template that config ignore matches (ignore matches the source file)', () => {
    const onTemplate = (report: ReturnType<typeof lint>) => report.findings.filter((f) => f.file === 'gpu-chart/templates/deployment.yaml');
    const all = onTemplate(lint(['gpu-chart']));
    // Per-object findings and those of cross-object rules (made after the last file) alike.
    expect(all.every((f) => f.render !== undefined)).toBe(true);
    expect(all.map((f) => f.ruleId)).toContain('service-account-token-automount');
    expect(onTemplate(lint(['gpu-chart'], { ignore: ['gpu-chart/templates/deployment.yaml'] }))).toEqual([]);
  });

  it('with --no-render, lints the templates as files: unrendered-template notes, nothing rendered', () => {
    const report = lint(['gpu-chart'], {}, { noRender: true });
    expect(report.findings.map((f) => f.ruleId).filter((id) => id !== 'helm-template-unrendered')).toEqual([]);
    expect(report.findings.some((f) => f.file === 'gpu-chart/templates/deployment.yaml')).toBe(true);
  });

  it('renders a chart once per values set of render.charts, and keys fingerprints by the render', () => {
    expect(existsSync(join(checkout, 'gpu-chart/values-prod.yaml'))).toBe(true);
    const charts = [
      { path: 'gpu-chart', values: ['gpu-chart/values-dev.yaml'] },
      { path: 'gpu-chart', values: ['gpu-chart/values-prod.yaml'] },
    ];
    const report = lint(['gpu-chart'], { render: { charts } });
    const byRender = new Map<string, string[]>();
    for (const f of report.findings.filter((x) => x.render !== undefined))
      byRender.set(f.render!, [...(byRender.get(f.render!) ?? []), f.ruleId]);
    expect(byRender.size).toBe(2);
    expect(new Set(report.findings.map((f) => f.fingerprint)).size).toBe(report.findings.length);
  });

  it('points a kustomize finding at the resource line, or at the patch that writes the key', () => {
    const report = lint(['kustomize/overlays/prod']);
    expect(report.files).toEqual(['kustomize/overlays/prod/kustomization.yaml']);
    const cuda = report.findings.find((f) => f.ruleId === 'cuda-version-unknown')!;
    expect([cuda.file, cuda.snippet?.text.trim()]).toEqual([
      'kustomize/base/deployment.yaml',
      'image: ghcr.io/huggingface/text-embeddings-inference:1.5',
    ]);
    const mismatch = report.findings.find((f) => f.ruleId === 'gpu-requests-limits-mismatch')!;
    expect([mismatch.file, mismatch.range.start.line, mismatch.snippet?.text.trim()]).toEqual([
      'kustomize/overlays/prod/gpu-patch.yaml',
      13,
      'nvidia.com/gpu: 2',
    ]);
    // The base reached only through the overlay is not linted on its own.
    expect(report.findings.every((f) => f.file.startsWith('kustomize/base/') || f.file.startsWith('kustomize/overlays/prod/'))).toBe(true);
  });

  it('an overlay whose findings all land in its base is not a path without objects', () => {
    const overlay = join(checkout, 'kustomize/overlays/base-only');
    mkdirSync(overlay, { recursive: true });
    writeFileSync(join(overlay, 'kustomization.yaml'), 'resources:\n  - ../../base\n');
    const report = lint(['kustomize/overlays/base-only']);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.findings.every((f) => f.file.startsWith('kustomize/base/'))).toBe(true);
    expect(report.emptyPaths).toBeUndefined();
  });

  it('puts the objects of a chart without metadata.namespace in the namespace of the render', () => {
    const pod =
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: debug\nspec:\n  hostNetwork: true\n  containers:\n    - {name: d, image: busybox}\n';
    writeFileSync(join(checkout, 'gpu-chart/templates/debug-pod.yaml'), pod);
    const ns = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: serving\n  labels:\n    pod-security.kubernetes.io/enforce: baseline\n';
    writeFileSync(join(checkout, 'namespaces.yaml'), ns);
    const podSecurity = (report: ReturnType<typeof lint>) =>
      report.findings.filter((f) => f.ruleId === 'pod-security-admission').map((f) => [f.file, f.range.start.line]);
    const inServing = lint(['gpu-chart', 'namespaces.yaml'], { render: { charts: [{ path: 'gpu-chart', namespace: 'serving' }] } });
    expect(podSecurity(inServing)).toEqual([['gpu-chart/templates/debug-pod.yaml', 6]]);
    // Rendered into `default`, the pod is not in the labelled namespace.
    expect(podSecurity(lint(['gpu-chart', 'namespaces.yaml']))).toEqual([]);
  });

  it('gives each render its own apply unit, named after the render', () => {
    const report = lint(['kustomize/overlays/prod', 'kustomize/overlays/dev']);
    const units = report.findings
      .filter((f) => f.ruleId === 'service-account-token-automount')
      .map((f) => f.message.match(/apply unit (\S+ \(kustomize build\))/)?.[1]);
    expect(units.sort()).toEqual(['kustomize/overlays/dev (kustomize build)', 'kustomize/overlays/prod (kustomize build)']);
  });
});
