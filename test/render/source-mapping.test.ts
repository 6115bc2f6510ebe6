// Where the findings of a render point, with the real helm and kubectl: subcharts (unpacked in a
// folder of another name, or packed as an archive under charts/) and kustomize patches written
// inline in kustomization.yaml. Positions are asserted as file:line:column, and every code frame
// must be a line of a file of the checkout.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lintFiles } from '../../src/app/run.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { Finding } from '../../src/core/types.js';
import { describeWithRenderers, HELM, KUBECTL, scratchCheckout } from './tools.js';

const at = (f: Finding) => `${f.file}:${f.range.start.line}:${f.range.start.column}`;

function linter(checkout: string) {
  return (path: string) =>
    lintFiles(resolveConfig({}, { path: join(checkout, '.ai-k8s-lint.yaml') }), {
      paths: [path],
      cwd: checkout,
      renderers: { helm: HELM, kubectl: KUBECTL },
    }).findings;
}

/** Each code frame is the line of the checkout's file it names: no rendered or archived bytes. */
function expectFramesFromCheckout(checkout: string, findings: Finding[]): void {
  for (const f of findings) {
    expect(f.file.split('/'), at(f)).not.toContain('..');
    const line = readFileSync(join(checkout, f.file), 'utf8').split('\n')[f.range.start.line - 1];
    expect(line, at(f)).toContain(f.snippet!.text.trim());
  }
}

/** `helm package` of the gpu-worker fixture into the umbrella chart's charts/ (what `helm dependency build` leaves). */
function packWorker(checkout: string): void {
  execFileSync(HELM!, ['package', '--destination', join(checkout, 'umbrella-chart/charts'), '--', join(checkout, 'gpu-worker')], {
    env: { HOME: join(checkout, '.home') },
    stdio: 'pipe',
  });
}

describeWithRenderers('where the findings of subcharts point', () => {
  const checkout = scratchCheckout('umbrella-chart', 'gpu-worker');
  const lint = linter(checkout);

  it('points the objects of a packed subchart at its entry in the parent Chart.yaml, aliased copies at theirs', () => {
    packWorker(checkout);
    const findings = lint('umbrella-chart');
    const mismatch = (job: string) =>
      findings.filter((f) => f.ruleId === 'gpu-requests-limits-mismatch' && f.object?.name === job).map((f) => [at(f), f.snippet?.text]);
    expect(mismatch('gpu-platform-gpu-worker')).toEqual([['umbrella-chart/Chart.yaml:8:5', '  - name: gpu-worker']]);
    expect(mismatch('gpu-platform-batch-worker')).toEqual([['umbrella-chart/Chart.yaml:10:5', '  - name: gpu-worker']]);
    // Every finding of the workers goes to an entry, none into the archive.
    const workers = findings.filter((f) => f.object?.name?.endsWith('worker'));
    expect(workers.length).toBeGreaterThan(4);
    expect(new Set(workers.map(at))).toEqual(new Set(['umbrella-chart/Chart.yaml:8:5', 'umbrella-chart/Chart.yaml:10:5']));
    expectFramesFromCheckout(checkout, findings);
  });

  it('maps an unpacked subchart to its templates through the name in its Chart.yaml, and its values under its key', () => {
    const findings = lint('umbrella-chart');
    const server = findings.filter((f) => f.object?.name === 'gpu-platform-vllm-server');
    const quantity = server.find((f) => f.ruleId === 'gpu-quantity-invalid')!;
    expect([at(quantity), quantity.snippet?.text.trim()]).toEqual([
      'umbrella-chart/charts/server/templates/deployment.yaml:19:15',
      'nvidia.com/gpu: {{ .Values.gpu.count }}',
    ]);
    // The parent's values.yaml sets it under the subchart's name, and wins over the subchart's own.
    expect(quantity.related).toContainEqual({
      file: 'umbrella-chart/values.yaml',
      range: { start: { line: 4, column: 5 }, end: { line: 4, column: 15 } },
      message: 'The value comes from .Values.gpu.count, set here.',
      kind: 'value-source',
    });
    const readiness = server.find((f) => f.ruleId === 'readiness-probe-missing')!;
    expect(at(readiness)).toBe('umbrella-chart/charts/server/templates/deployment.yaml:15:11');
    expectFramesFromCheckout(checkout, server);
  });
});

describeWithRenderers('where the findings of subcharts point when Chart.yaml lists none', () => {
  const checkout = scratchCheckout('umbrella-chart', 'gpu-worker');
  const lint = linter(checkout);

  it("points a packed subchart that Chart.yaml does not list at the parent Chart.yaml's first line", () => {
    packWorker(checkout);
    const chart = join(checkout, 'umbrella-chart/Chart.yaml');
    const text = readFileSync(chart, 'utf8');
    writeFileSync(chart, text.slice(0, text.indexOf('dependencies:')));
    const findings = lint('umbrella-chart');
    const worker = findings.filter((f) => f.object?.name === 'gpu-platform-gpu-worker');
    expect(worker.map((f) => f.ruleId)).toContain('gpu-requests-limits-mismatch');
    expect(new Set(worker.map(at))).toEqual(new Set(['umbrella-chart/Chart.yaml:1:1']));
    // The unpacked one still maps to its template.
    expect(findings.find((f) => f.ruleId === 'gpu-quantity-invalid')?.file).toBe('umbrella-chart/charts/server/templates/deployment.yaml');
  });
});

describeWithRenderers('a # Source: line a template prints', () => {
  // The checkout is a folder of the scratch directory, so a file can sit just outside it.
  const scratch = scratchCheckout();
  const checkout = join(scratch, 'repo');
  mkdirSync(join(checkout, 'sneaky/templates'), { recursive: true });
  writeFileSync(join(scratch, 'secret.yaml'), 'apiVersion: batch/v1\nkind: Job # the secret\n');
  writeFileSync(join(checkout, 'sneaky/Chart.yaml'), 'apiVersion: v2\nname: sneaky\nversion: 0.1.0\n');
  writeFileSync(
    join(checkout, 'sneaky/templates/job.yaml'),
    '# Source: sneaky/templates/../../../secret.yaml\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: trainer\nspec:\n' +
      '  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: trainer\n' +
      '          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 1\n',
  );

  it('never leads a finding out of the chart: a path with .. goes to Chart.yaml', () => {
    const findings = linter(checkout)('sneaky');
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings.map(at))).toEqual(new Set(['sneaky/Chart.yaml:1:1']));
    expect(findings.some((f) => f.snippet?.text.includes('secret'))).toBe(false);
  });
});

describeWithRenderers('where the findings of inline kustomize patches point', () => {
  const checkout = scratchCheckout('kustomize');
  const lint = linter(checkout);
  const K = 'kustomize/overlays/staging/kustomization.yaml';

  it('points a key an inline patch writes at its line in the block scalar, the last patch that writes it winning', () => {
    const findings = lint('kustomize/overlays/staging');
    const where = (ruleId: string) => findings.filter((f) => f.ruleId === ruleId).map((f) => [at(f), f.snippet?.text.trim()]);
    // patchesStrategicMerge asks for 4 GPUs, the later `patches:` entry for 2: the finding is at the 2.
    expect(where('gpu-requests-limits-mismatch')).toEqual([[`${K}:37:21`, 'nvidia.com/gpu: 2']]);
    // Written only by the inline patchesStrategicMerge entry.
    expect(where('image-tag-mutable')).toEqual([[`${K}:19:15`, 'image: ghcr.io/huggingface/text-embeddings-inference:latest']]);
    // JSON 6902 as YAML in a block scalar: the op's value.
    expect(where('priority-class-undefined')).toEqual([[`${K}:44:9`, 'value: staging-batch']]);
    // JSON 6902 as JSON in a one-line quoted string.
    const runtime = findings.find((f) => f.ruleId === 'runtime-class-undefined')!;
    expect(at(runtime)).toBe(`${K}:51:76`);
    expect(
      readFileSync(join(checkout, K), 'utf8')
        .split('\n')[50]!
        .slice(75, runtime.range.end.column - 1),
    ).toBe('"value": "nvidia-staging"');
    // What no patch writes stays in the base.
    expect(where('readiness-probe-missing')).toEqual([['kustomize/base/deployment.yaml:16:11', '- name: server']]);
    expectFramesFromCheckout(checkout, findings);
  });

  it('points a key a folded inline patch writes at the patch entry (its lines are not the file lines)', () => {
    mkdirSync(join(checkout, 'kustomize/overlays/folded'));
    writeFileSync(
      join(checkout, 'kustomize/overlays/folded/kustomization.yaml'),
      [
        'resources:',
        '  - ../../base',
        'patches:',
        '  - target: {kind: Deployment, name: embedder}',
        '    patch: >-',
        '      [{"op": "add", "path": "/spec/template/spec/runtimeClassName",',
        '      "value": "nvidia-folded"}]',
        '',
      ].join('\n'),
    );
    const findings = lint('kustomize/overlays/folded');
    const runtime = findings.find((f) => f.ruleId === 'runtime-class-undefined')!;
    expect([at(runtime), runtime.snippet?.text.trim()]).toEqual(['kustomize/overlays/folded/kustomization.yaml:5:5', 'patch: >-']);
  });
});
