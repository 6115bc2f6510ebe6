// The Action on a checkout that holds only a chart or a kustomization, with the real helm and
// kubectl: it renders them (the helm and kustomize inputs, else PATH), fails on the findings, and
// annotates the template line and the values-file line that sets the value; the job summary names
// the render of each finding, and the SARIF file stays valid for code scanning.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { prEvent, runAction } from '../helpers/run-action.js';
import { summaryRows } from '../report/markdown-check.js';
import { describeWithRenderers, HELM, KUBECTL, scratchCheckout } from './tools.js';

const CONFIG = 'render:\n  charts:\n    - path: gpu-chart\n      values: [gpu-chart/values-half.yaml]\n';
const HALF_GPU = '# A fraction of a GPU\ngpu:\n  count: 0.5\n';

/** A directory holding only helm and kubectl (links to the test binaries), for PATH. */
function binDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-bin-'));
  symlinkSync(HELM!, join(dir, 'helm'));
  symlinkSync(KUBECTL!, join(dir, 'kubectl'));
  return dir;
}

/** The annotations of a run as file:line per level. */
const annotations = (commands: string[], level: string) =>
  commands.filter((c) => c.startsWith(`::${level} file=`)).map((c) => /file=([^,]+),line=(\d+)/.exec(c)!.slice(1).join(':'));

describeWithRenderers('the Action on charts and kustomizations', () => {
  const chart = scratchCheckout('gpu-chart');
  writeFileSync(join(chart, 'gpu-chart/values-half.yaml'), HALF_GPU);
  writeFileSync(join(chart, '.ai-k8s-lint.yaml'), CONFIG);

  it('renders a chart-only checkout with the helm input, fails, and annotates the template and values lines', async () => {
    const r = await runAction({ workspace: chart, inputs: { helm: HELM!, kustomize: KUBECTL!, format: 'none' } });
    expect(r.code).toBe(1);
    expect(annotations(r.commands, 'error')).toEqual(['gpu-chart/templates/deployment.yaml:24', 'gpu-chart/values-half.yaml:3']);
    const onValues = r.commands.find((c) => c.startsWith('::error file=gpu-chart/values-half.yaml'))!;
    expect(onValues).toMatch(
      /^::error file=gpu-chart\/values-half\.yaml,line=3,endLine=3,col=3,endColumn=13,title=ai-k8s-lint \(gpu-quantity-invalid\)::/,
    );
    expect(onValues).toContain('(The value comes from .Values.gpu.count, set here; reported at gpu-chart/templates/deployment.yaml:24.)');
    expect(annotations(r.commands, 'warning').every((a) => a.startsWith('gpu-chart/templates/deployment.yaml:'))).toBe(true);
    expect(r.commands.at(-1)).toMatch(/^::error::ai-k8s-lint: 1 finding at or above error/);
    expect(r.outputs).toMatchObject({ errors: '1' });

    // The summary names the render of each finding on a rendered object, and links the values line.
    const rows = summaryRows(r.summary);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.render, row.place).toBe('gpu-chart \\(helm template, gpu-chart/values-half.yaml\\)');
    expect(rows[0]).toMatchObject({
      place: 'gpu-chart/templates/deployment.yaml:24',
      rule: 'gpu-quantity-invalid',
      value: {
        place: 'gpu-chart/values-half.yaml:3',
        url: 'https://github.com/octo/gpu-infra/blob/f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed/gpu-chart/values-half.yaml#L3',
      },
    });

    // SARIF: the render's output is a logical location (no file of the checkout), the values line a physical one.
    const sarif = JSON.parse(readFileSync(join(chart, 'ai-k8s-lint.sarif'), 'utf8'));
    const result = sarif.runs[0].results.find((x: { ruleId: string }) => x.ruleId === 'gpu-quantity-invalid');
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toBe('gpu-chart/templates/deployment.yaml');
    expect(result.relatedLocations).toContainEqual({
      id: expect.any(Number),
      physicalLocation: {
        artifactLocation: { uri: 'gpu-chart/values-half.yaml', uriBaseId: '%SRCROOT%' },
        region: { startLine: 3, startColumn: 3, endLine: 3, endColumn: 13 },
      },
      message: { text: 'The value comes from .Values.gpu.count, set here.' },
    });
    expect(result.relatedLocations).toContainEqual({
      id: expect.any(Number),
      logicalLocations: [{ name: 'gpu-chart (helm template, gpu-chart/values-half.yaml)', kind: 'module' }],
      message: {
        text: expect.stringMatching(/^In the output of gpu-chart \(helm template, gpu-chart\/values-half\.yaml\), at line \d+\.$/),
      },
    });
  });

  it('without the inputs, takes helm from PATH; with none there, the chart is a render-failed error', async () => {
    const viaPath = await runAction({ workspace: chart, inputs: { format: 'none' }, env: { PATH: binDir() } });
    expect(viaPath.code).toBe(1);
    expect(annotations(viaPath.commands, 'error')).toEqual(['gpu-chart/templates/deployment.yaml:24', 'gpu-chart/values-half.yaml:3']);
    const none = await runAction({
      workspace: chart,
      inputs: { format: 'none' },
      env: { PATH: mkdtempSync(join(tmpdir(), 'ai-k8s-lint-empty-')) },
    });
    expect(none.code).toBe(1);
    expect(none.commands[0]).toMatch(
      /^::error file=gpu-chart\/Chart\.yaml,line=1,.*title=ai-k8s-lint \(render-failed\)::The Helm chart in gpu-chart\/ could not be rendered/,
    );
  });

  it('an input that names no executable is an input error, before anything is linted', async () => {
    const r = await runAction({ workspace: chart, inputs: { helm: 'bin/helm', format: 'none' } });
    expect(r.code).toBe(1);
    expect(r.commands).toEqual(['::error::ai-k8s-lint: input helm: bin/helm: no such file']);
    expect(r.summary).toBe('');
  });

  it('on a pull request that changes only the values file, the values line is annotated and the finding is new', async () => {
    const repo = scratchCheckout('gpu-chart');
    writeFileSync(join(repo, '.ai-k8s-lint.yaml'), CONFIG);
    writeFileSync(join(repo, 'gpu-chart/values-half.yaml'), HALF_GPU.replace('0.5', '1'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    writeFileSync(join(repo, 'gpu-chart/values-half.yaml'), HALF_GPU);
    git('commit', '-q', '-am', 'half a GPU');
    const head = git('rev-parse', 'HEAD');
    const r = await runAction({ workspace: repo, event: prEvent(head, base), inputs: { helm: HELM!, format: 'none' } });
    expect(r.code).toBe(1);
    // The template line is not in the diff; the values line is, so it carries the annotation.
    expect(annotations(r.commands, 'error')).toEqual(['gpu-chart/values-half.yaml:3']);
    expect(r.summary).toContain('### 🔴 1 error: 1 on lines this pull request changes\n');
    expect(r.summary).toMatch(/🟡 \d+ warnings<\/b>: \d+ elsewhere<\/summary>/);
  });

  it('renders an overlay with the kustomize input (kubectl) and annotates the patch line', async () => {
    const overlay = scratchCheckout('kustomize');
    const r = await runAction({ workspace: overlay, inputs: { path: 'kustomize/overlays/prod', kustomize: KUBECTL!, format: 'none' } });
    expect(r.code).toBe(1);
    expect(annotations(r.commands, 'error')).toContain('kustomize/overlays/prod/gpu-patch.yaml:13');
    const rows = summaryRows(r.summary);
    expect(rows.find((x) => x.rule === 'gpu-requests-limits-mismatch')).toMatchObject({
      place: 'kustomize/overlays/prod/gpu-patch.yaml:13',
      render: 'kustomize/overlays/prod \\(kustomize build\\)',
    });
  });
});
