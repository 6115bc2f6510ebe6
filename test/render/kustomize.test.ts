// kustomize builds with the real kubectl (src/render/kustomize.ts): overlays over a shared base,
// origin annotations mapped to checkout-relative files, refusals before any tool runs, failures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverRenders } from '../../src/render/discover.js';
import { normaliseOrigins, ORIGIN_ANNOTATION, originOf } from '../../src/render/kustomize.js';
import { renderRoot, renderRootSync } from '../../src/render/render.js';
import type { RenderResult, RenderRoot } from '../../src/render/types.js';
import { loadYaml } from '../../src/yaml/load.js';
import { lintFiles } from '../../src/app/run.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { describeWithKustomize, describeWithRenderers, FIXTURES, KUBECTL, KUSTOMIZE, options, ROOT, scratchCheckout } from './tools.js';

type Obj = {
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
};

function objects(result: RenderResult): Obj[] {
  expect(result.failure).toBeUndefined();
  return loadYaml(result.text!).documents.map((d) => d.value as Obj);
}

/** Each object as `Kind name <- origin` (the path, or `configuredIn` for a generated one). */
function origins(result: RenderResult): string[] {
  return objects(result).map((o) => {
    const origin = originOf(o.metadata.annotations?.[ORIGIN_ANNOTATION] ?? '');
    return `${o.kind} ${o.metadata.name} <- ${origin.path ?? `configuredIn ${origin.configuredIn}`}`;
  });
}

function kustomizationRoot(dir: string, cwd = ROOT): RenderRoot {
  const root = discoverRenders({ args: [dir], cwd, files: [] }).roots.find((r) => r.root === dir)!;
  expect(root.kind).toBe('kustomize');
  return root;
}

const K = `${FIXTURES}/kustomize`;

describe('origin annotations made checkout-relative', () => {
  const text = (path: string) =>
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  annotations:\n    ${ORIGIN_ANNOTATION}: |\n      path: ${path}\n  name: x\n`;

  it('resolves each path against the directory kustomize built, relative to the working directory', () => {
    expect(normaliseOrigins(text('../repo/base/cm.yaml'), '/tmp/w/wrapper', '/tmp/w')).toBe(text('repo/base/cm.yaml'));
    expect(normaliseOrigins(text('"odd: name.yaml"'), '/c/app', '/c')).toBe(text('"app/odd: name.yaml"'));
    expect(normaliseOrigins(text("'it''s.yaml'"), '/c/app', '/c')).toBe(text("app/it's.yaml"));
  });

  it('originOf reads the path or the generating kustomization of an annotation value', () => {
    expect(originOf('path: app/cm.yaml\n')).toEqual({ path: 'app/cm.yaml' });
    expect(originOf('configuredIn: app/kustomization.yaml\nconfiguredBy:\n  apiVersion: builtin\n  kind: ConfigMapGenerator\n')).toEqual({
      configuredIn: 'app/kustomization.yaml',
    });
    expect(originOf('path: "app/odd: name.yaml"\n')).toEqual({ path: 'app/odd: name.yaml' });
    expect(originOf('')).toEqual({});
  });

  it('touches only the annotation of a top-level metadata.annotations, not text that looks like it', () => {
    const data = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  ${ORIGIN_ANNOTATION}: |\n    path: ../keep.yaml\n`;
    expect(normaliseOrigins(data, '/c/app', '/c')).toBe(data);
    const two = `${text('a.yaml')}---\n${text('../b.yaml')}`;
    expect(normaliseOrigins(two, '/c/app', '/c')).toBe(`${text('app/a.yaml')}---\n${text('b.yaml')}`);
  });
});

describeWithRenderers('kubectl kustomize (real kubectl)', () => {
  it('renders an overlay over the shared base; each object names the file it came from, checkout-relative', () => {
    const [prod] = renderRootSync(kustomizationRoot(`${K}/overlays/prod`), options());
    expect(prod).toMatchObject({
      kind: 'kustomize',
      root: `${K}/overlays/prod`,
      manifest: `${K}/overlays/prod/kustomization.yaml`,
      origins: { added: true },
    });
    expect(origins(prod!)).toEqual([
      `Service embedder <- ${K}/base/service.yaml`,
      `Deployment embedder <- ${K}/base/deployment.yaml`,
      `PodDisruptionBudget embedder <- ${K}/overlays/prod/pdb.yaml`,
    ]);
    const deployment = objects(prod!).find((o) => o.kind === 'Deployment')!;
    expect(deployment.metadata.namespace).toBe('ml-prod');
    expect(deployment.spec).toMatchObject({
      replicas: 3,
      template: { spec: { containers: [{ resources: { requests: { 'nvidia.com/gpu': 2 }, limits: { 'nvidia.com/gpu': 1 } } }] } },
    });
  });

  it('the dev overlay patches the same base differently', async () => {
    const [dev] = await renderRoot(kustomizationRoot(`${K}/overlays/dev`), options());
    expect(origins(dev!)).toEqual([`Service embedder <- ${K}/base/service.yaml`, `Deployment embedder <- ${K}/base/deployment.yaml`]);
    const deployment = objects(dev!).find((o) => o.kind === 'Deployment')!;
    expect(deployment.spec).toMatchObject({
      replicas: 1,
      template: { spec: { containers: [{ resources: { requests: { memory: '8Gi', 'nvidia.com/gpu': 1 } } }] } },
    });
  });

  it('--kustomize naming a kubectl runs `kubectl kustomize`', () => {
    const [prod] = renderRootSync(kustomizationRoot(`${K}/overlays/prod`), options({ tools: { kustomize: KUBECTL } }));
    expect(origins(prod!)).toHaveLength(3);
  });

  it('a missing resource is kustomize’s own error, paths relative, deprecation notices dropped', () => {
    const [broken] = renderRootSync(kustomizationRoot(`${FIXTURES}/broken-kustomization`), options());
    const file = `${FIXTURES}/broken-kustomization/missing-resource.yaml`;
    expect(broken!.failure).toEqual({
      reason: 'tool-error',
      message:
        `error: accumulating resources: accumulation err='accumulating resources from 'missing-resource.yaml': evalsymlink failure on '${file}' : lstat ${file}: no such file or directory': ` +
        `must build at directory: not a valid directory: evalsymlink failure on '${file}' : lstat ${file}: no such file or directory`,
    });
  });

  it('a remote resource is refused before any tool runs, whether or not one is installed', () => {
    const root = kustomizationRoot(`${FIXTURES}/remote-kustomization`);
    const [result] = renderRootSync(root, options({ tools: {} }));
    expect(result!.failure).toEqual({
      reason: 'refused',
      message: `${FIXTURES}/remote-kustomization/kustomization.yaml: resources https://github.com/example/gpu-operator-config//deploy?ref=v1.0.0 is remote: remote resources are not fetched (not rendered)`,
    });
  });

  it('no kustomize and no kubectl: a missing-tool failure that says what to do', () => {
    const [result] = renderRootSync(kustomizationRoot(`${K}/overlays/prod`), options({ tools: {} }));
    expect(result!.failure).toEqual({
      reason: 'missing-tool',
      message: 'kustomize is not installed (nor kubectl): install one of them or pass --kustomize <path>, or set render.kustomize: false',
    });
  });

  it('a build that takes too long or writes too much is stopped', () => {
    const [slow] = renderRootSync(kustomizationRoot(`${K}/overlays/prod`), options({ timeoutMs: 1 }));
    expect(slow!.failure).toEqual({ reason: 'timeout', message: 'kubectl kustomize did not finish within 1 ms and was stopped' });
    const [large] = renderRootSync(kustomizationRoot(`${K}/overlays/prod`), options({ maxOutputBytes: 100 }));
    expect(large!.failure).toEqual({
      reason: 'output-too-large',
      message: 'kubectl kustomize wrote more than 100 bytes, the limit for a render, and was stopped',
    });
  });
});

describeWithRenderers('kustomize in a scratch checkout (real kubectl)', () => {
  const dir = scratchCheckout('kustomize');
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };

  it('a kustomization that asks for origin annotations itself is built as it is; generated objects name their kustomization', () => {
    write({
      'own/kustomization.yaml':
        'resources: [../kustomize/base]\nbuildMetadata: [originAnnotations]\nconfigMapGenerator:\n  - name: settings\n    literals: [mode=serving]\n',
    });
    const [result] = renderRootSync(kustomizationRoot('own', dir), options({ cwd: dir }));
    expect(result!.origins).toEqual({ added: false });
    expect(origins(result!)).toEqual([
      expect.stringMatching(/^ConfigMap settings-[a-z0-9]+ <- configuredIn own\/kustomization\.yaml$/),
      'Service embedder <- kustomize/base/service.yaml',
      'Deployment embedder <- kustomize/base/deployment.yaml',
    ]);
  });

  it('helmCharts generators and paths above the checkout are refused', () => {
    write({
      'charts/kustomization.yaml': 'helmCharts:\n  - name: gpu-operator\n    repo: https://helm.ngc.nvidia.com/nvidia\n',
      'escape/kustomization.yaml': 'resources: [../../outside]\n',
    });
    const [charts] = renderRootSync(kustomizationRoot('charts', dir), options({ cwd: dir }));
    expect(charts!.failure).toEqual({
      reason: 'refused',
      message: 'charts/kustomization.yaml: helmCharts generators download and run a chart: not rendered (lint the chart itself instead)',
    });
    const [escape] = renderRootSync(kustomizationRoot('escape', dir), options({ cwd: dir }));
    expect(escape!.failure).toEqual({
      reason: 'refused',
      message: 'escape/kustomization.yaml: resources ../../outside leads outside the checkout (not rendered)',
    });
  });

  it('deprecation notices do not hide the error', () => {
    write({ 'old/kustomization.yaml': 'resources: [../kustomize/base]\npatchesStrategicMerge: [gone.yaml]\n' });
    const [old] = renderRootSync(kustomizationRoot('old', dir), options({ cwd: dir }));
    expect(old!.failure?.reason).toBe('tool-error');
    expect(old!.failure?.message).not.toContain('# Warning');
    expect(old!.failure?.message).toContain('old/gone.yaml');
  });
});

describeWithKustomize('kustomize build (the standalone binary)', () => {
  it('renders the prod overlay with the same objects and origins as kubectl kustomize', () => {
    const [prod] = renderRootSync(kustomizationRoot(`${K}/overlays/prod`), options({ tools: { kustomize: KUSTOMIZE } }));
    expect(prod).toMatchObject({ kind: 'kustomize', origins: { added: true } });
    expect(origins(prod!)).toEqual([
      `Service embedder <- ${K}/base/service.yaml`,
      `Deployment embedder <- ${K}/base/deployment.yaml`,
      `PodDisruptionBudget embedder <- ${K}/overlays/prod/pdb.yaml`,
    ]);
  });

  it('lints the overlay end to end: the GPU mismatch at the patch line, the base findings at the base', () => {
    const checkout = scratchCheckout('kustomize');
    const report = lintFiles(resolveConfig({}), { paths: ['kustomize/overlays/prod'], cwd: checkout, renderers: { kustomize: KUSTOMIZE } });
    const mismatch = report.findings.find((f) => f.ruleId === 'gpu-requests-limits-mismatch')!;
    expect([mismatch.file, mismatch.range.start.line, mismatch.snippet?.text.trim()]).toEqual([
      'kustomize/overlays/prod/gpu-patch.yaml',
      13,
      'nvidia.com/gpu: 2',
    ]);
    expect(report.findings.some((f) => f.file === 'kustomize/base/deployment.yaml')).toBe(true);
    expect(report.findings.filter((f) => f.ruleId === 'render-failed')).toEqual([]);
  });

  it('a missing resource is kustomize’s own error, as a render failure', () => {
    const [broken] = renderRootSync(kustomizationRoot(`${FIXTURES}/broken-kustomization`), options({ tools: { kustomize: KUSTOMIZE } }));
    expect(broken!.failure?.reason).toBe('tool-error');
    // kustomize's own words, with the path as the checkout names it (not the absolute one).
    expect(broken!.failure?.message).toMatch(/^Error: accumulating resources: .*missing-resource\.yaml/);
    expect(broken!.failure?.message).toContain(`${FIXTURES}/broken-kustomization/missing-resource.yaml`);
    expect(broken!.failure?.message).not.toContain(ROOT);
  });
});
