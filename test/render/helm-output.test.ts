// Helm output the linter did not render: piped on stdin, its findings go to the templates under
// the working directory (the chart found by its Chart.yaml `name:`); committed as a file, they stay
// on the file's lines (what a pull request changes) with the template line as a related location.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lintFiles } from '../../src/app/run.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { describeWithRenderers, HELM, scratchCheckout } from './tools.js';

describeWithRenderers('Helm output the linter did not render', () => {
  const checkout = scratchCheckout('gpu-chart', 'umbrella-chart');
  const helmOutput = (...values: string[]) =>
    execFileSync(HELM!, ['template', 'demo', 'gpu-chart', ...values.map((v) => `--values=${v}`)], {
      cwd: checkout,
      encoding: 'utf8',
      env: { HOME: checkout, PATH: '' },
    });
  const lint = (paths: string[], stdin?: string, cwd = checkout) =>
    lintFiles(resolveConfig({}), { paths, cwd, readStdin: () => stdin ?? '', renderers: {}, noRender: true }).findings;
  const TEMPLATE = 'gpu-chart/templates/deployment.yaml';

  it('piped on stdin: findings go to the template line that writes the key, the stdin line is related', () => {
    const out = helmOutput('gpu-chart/values-prod.yaml');
    const findings = lint(['-'], out);
    // values-prod.yaml sets eight-way tensor parallelism on four GPUs: the flag's column in the args.
    const tp = findings.find((f) => f.ruleId === 'tensor-parallel-gpu-mismatch')!;
    expect([tp.file, tp.range.start.line, tp.range.start.column]).toEqual([TEMPLATE, 21, 58]);
    const readiness = findings.find((f) => f.ruleId === 'readiness-probe-missing')!;
    expect([readiness.file, readiness.range.start.line, readiness.snippet?.text.trim()]).toEqual([TEMPLATE, 19, '- name: server']);
    const stdinLine = out.split('\n').findIndex((l) => l.trim() === '- name: server') + 1;
    expect(readiness.related).toContainEqual({
      file: '-',
      range: expect.objectContaining({ start: expect.objectContaining({ line: stdinLine }) }),
      message: 'Rendered here, in the Helm output on standard input.',
    });
    // The values given to helm are unknown here: no values line is claimed.
    expect(findings.flatMap((f) => f.related ?? []).some((r) => r.file.endsWith('values.yaml'))).toBe(false);
    expect(findings.filter((f) => f.file === TEMPLATE).every((f) => f.render === '-')).toBe(true);
  });

  it('piped on stdin: a subchart unpacked in a folder named otherwise maps to its template too', () => {
    // Only the unpacked subchart (the packed ones are made by `helm package` in source-mapping.test.ts).
    writeFileSync(
      join(checkout, 'umbrella-chart/Chart.yaml'),
      'apiVersion: v2\nname: gpu-platform\nversion: 1.0.0\ndependencies:\n  - name: vllm-server\n    version: 0.1.0\n',
    );
    const out = execFileSync(HELM!, ['template', 'demo', 'umbrella-chart'], {
      cwd: checkout,
      encoding: 'utf8',
      env: { HOME: checkout, PATH: '' },
    });
    expect(out).toContain('# Source: gpu-platform/charts/vllm-server/templates/deployment.yaml');
    const readiness = lint(['-'], out).find((f) => f.ruleId === 'readiness-probe-missing')!;
    expect([readiness.file, readiness.range.start.line]).toEqual(['umbrella-chart/charts/server/templates/deployment.yaml', 15]);
  });

  it('piped on stdin from another directory: the chart is not there, the findings stay on stdin', () => {
    const elsewhere = join(checkout, 'elsewhere');
    mkdirSync(elsewhere, { recursive: true });
    const findings = lint(['-'], helmOutput(), elsewhere);
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings.map((f) => f.file))).toEqual(new Set(['-']));
  });

  it('committed as a file: the findings stay on its lines, with the template line as a related location', () => {
    const out = helmOutput();
    mkdirSync(join(checkout, 'rendered'), { recursive: true });
    writeFileSync(join(checkout, 'rendered/all.yaml'), out);
    const readiness = lint(['rendered/all.yaml']).find((f) => f.ruleId === 'readiness-probe-missing')!;
    expect([readiness.file, readiness.range.start.line]).toEqual([
      'rendered/all.yaml',
      out.split('\n').findIndex((l) => l.trim() === '- name: server') + 1,
    ]);
    expect(readiness.render).toBeUndefined();
    expect(readiness.related).toContainEqual({
      file: TEMPLATE,
      range: { start: { line: 19, column: 11 }, end: { line: 19, column: 23 } },
      message: `Rendered from the Helm template ${TEMPLATE}.`,
    });
  });

  it('never reads a template through a link out of the checkout, nor a `# Source:` path that climbs out', () => {
    const outside = scratchCheckout('gpu-chart');
    const linked = join(checkout, 'linked');
    mkdirSync(join(linked, 'templates'), { recursive: true });
    writeFileSync(join(linked, 'Chart.yaml'), 'apiVersion: v2\nname: linked\nversion: 0.1.0\n');
    symlinkSync(join(outside, 'gpu-chart/templates/deployment.yaml'), join(linked, 'templates/deployment.yaml'));
    const forged = helmOutput()
      .replaceAll('# Source: gpu-inference/templates/deployment.yaml', '# Source: linked/templates/deployment.yaml')
      .replaceAll('# Source: gpu-inference/templates/service.yaml', '# Source: gpu-inference/../../etc/passwd');
    const findings = lint(['-'], forged);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.filter((f) => f.file !== '-')).toEqual([]);
  });
});
