// render-failed through the real lint run: charts and kustomizations that cannot be rendered are
// reported at their manifest, and the other inputs are still linted. Uses the real helm and
// kubectl (test/setup/renderers.ts); the doc examples run through the same path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import rule from './rule.js';
import { lintFiles } from '../../src/app/run.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { testRule } from '../../test/helpers/rule-tester.js';
import { describeWithRenderers, HELM, KUBECTL, scratchCheckout } from '../../test/render/tools.js';

testRule(rule, { valid: [], invalid: [] });

describeWithRenderers('render-failed in a lint run', () => {
  const checkout = scratchCheckout('broken-chart', 'broken-kustomization');
  type Renderers = { helm?: string; kubectl?: string; env?: NodeJS.ProcessEnv };
  const lint = (paths: string[], renderers: Renderers = { helm: HELM, kubectl: KUBECTL }) =>
    lintFiles(resolveConfig({}), { paths, cwd: checkout, renderers }).findings.map((f) => [
      f.ruleId,
      f.file,
      f.range.start.line,
      f.message,
    ]);

  it("reports a chart whose template does not render at its Chart.yaml, with helm's message", () => {
    const [f, ...rest] = lint(['broken-chart']);
    expect(rest).toEqual([]);
    expect(f!.slice(0, 3)).toEqual(['render-failed', 'broken-chart/Chart.yaml', 1]);
    expect(f![3]).toMatch(/^The Helm chart in broken-chart\/ could not be rendered, so none of its objects were linted: .*parse error/);
  });

  it('reports a kustomization with a missing resource at its kustomization.yaml', () => {
    const found = lint(['broken-kustomization']);
    expect(found.map((f) => f.slice(0, 3))).toEqual([['render-failed', 'broken-kustomization/kustomization.yaml', 1]]);
    expect(found[0]![3]).toMatch(/^The kustomization in broken-kustomization\/ could not be rendered/);
  });

  it('says the renderer is missing, and still lints the other inputs', () => {
    mkdirSync(join(checkout, 'plain'), { recursive: true });
    writeFileSync(
      join(checkout, 'plain/job.yaml'),
      'apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec:\n  template:\n' +
        '    spec:\n' +
        '      containers: [{name: c, image: busybox, resources: {limits: {nvidia.com/gpu: "0.5"}}}]\n',
    );
    const found = lint(['broken-chart', 'plain'], { env: { PATH: '' } });
    expect(found.filter((f) => f[0] === 'render-failed').map((f) => f[3])).toEqual([
      'The Helm chart in broken-chart/ could not be rendered, so none of its objects were linted: helm is not installed: ' +
        'install it or pass ' +
        '--helm <path>, or set render.helm: false',
    ]);
    expect(found.some((f) => f[0] === 'gpu-quantity-invalid' && f[1] === 'plain/job.yaml')).toBe(true);
  });
});
