// Discovery of charts and kustomizations among the inputs (src/render/discover.ts): which roots,
// in which order, which files they cover, and that a base is rendered through its overlays only.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectFiles } from '../../src/files/collect.js';
import { matchesAny } from '../../src/core/globs.js';
import { discoverRenders, type DiscoverOptions } from '../../src/render/discover.js';
import { isRemoteReference, readKustomizationTree } from '../../src/render/kustomization.js';
import { FIXTURES, ROOT } from './tools.js';

function discover(args: string[], extra: Partial<DiscoverOptions> = {}, cwd = ROOT, ignore: string[] = []) {
  const skip = (display: string) => ignore.length > 0 && matchesAny(display, ignore);
  const files = collectFiles(args, cwd, skip);
  return discoverRenders({ args, cwd, files, ignore: skip, ...extra });
}

const rel = (f: string) => `${FIXTURES}/${f}`;

/** A checkout in a temporary directory with these files ({path: text}). */
function tree(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-discover-')));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const CM = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;

describe('discovery in the fixtures', () => {
  it('finds the charts and the overlays, not the base they share, in the walk order', () => {
    const found = discover([FIXTURES]);
    expect(found.roots.map((r) => [r.kind, r.root, r.manifest, r.explicit])).toEqual([
      ['helm', rel('broken-chart'), rel('broken-chart/Chart.yaml'), false],
      ['kustomize', rel('broken-kustomization'), rel('broken-kustomization/kustomization.yaml'), false],
      ['helm', rel('gpu-chart'), rel('gpu-chart/Chart.yaml'), false],
      ['helm', rel('gpu-worker'), rel('gpu-worker/Chart.yaml'), false],
      ['kustomize', rel('kustomize/overlays/dev'), rel('kustomize/overlays/dev/kustomization.yaml'), false],
      ['kustomize', rel('kustomize/overlays/prod'), rel('kustomize/overlays/prod/kustomization.yaml'), false],
      ['kustomize', rel('kustomize/overlays/staging'), rel('kustomize/overlays/staging/kustomization.yaml'), false],
      ['kustomize', rel('remote-kustomization'), rel('remote-kustomization/kustomization.yaml'), false],
      ['helm', rel('umbrella-chart'), rel('umbrella-chart/Chart.yaml'), false],
    ]);
    expect(found.warnings).toEqual([]);
  });

  it('covers every file of a chart (templates, crds, the subchart, values files) and what the kustomizations reference', () => {
    const found = discover([FIXTURES]);
    const covered = (f: string) => found.isCovered(join(ROOT, rel(f)));
    for (const f of [
      'gpu-chart/Chart.yaml',
      'gpu-chart/values.yaml',
      'gpu-chart/values-dev.yaml',
      'gpu-chart/values-prod.yaml',
      'gpu-chart/templates/deployment.yaml',
      'gpu-chart/crds/modelcaches.yaml',
      'gpu-chart/charts/metrics-exporter/Chart.yaml',
      'gpu-chart/charts/metrics-exporter/templates/daemonset.yaml',
      'kustomize/base/kustomization.yaml',
      'kustomize/base/deployment.yaml',
      'kustomize/base/service.yaml',
      'kustomize/overlays/prod/gpu-patch.yaml',
      'kustomize/overlays/prod/replicas-patch.yaml',
      'kustomize/overlays/prod/pdb.yaml',
      'broken-kustomization/trainer.yaml',
      'remote-kustomization/local.yaml',
    ]) {
      expect(covered(f), f).toBe(true);
    }
    // Every fixture file belongs to a render: nothing is linted as a plain file.
    expect(found.inputs.filter((i) => i.kind === 'file')).toEqual([]);
    expect(found.inputs.map((i) => (i.kind === 'render' ? i.root.root : i.file.display))).toEqual(found.roots.map((r) => r.root));
  });

  it('lists the patches of an overlay in the order kustomize applies them, with their targets', () => {
    const [prod] = discover([rel('kustomize/overlays/prod')]).roots;
    expect(prod!.patches).toEqual([
      { field: 'patches', file: rel('kustomize/overlays/prod/gpu-patch.yaml') },
      { field: 'patches', file: rel('kustomize/overlays/prod/replicas-patch.yaml'), target: { kind: 'Deployment', name: 'embedder' } },
    ]);
  });

  it('renders a base on its own only when it is named on the command line', () => {
    const kustomize = rel('kustomize');
    expect(discover([kustomize]).roots.map((r) => r.root)).toEqual([
      `${kustomize}/overlays/dev`,
      `${kustomize}/overlays/prod`,
      `${kustomize}/overlays/staging`,
    ]);
    const both = discover([kustomize, `${kustomize}/base`]);
    expect(both.roots.map((r) => [r.root, r.explicit])).toEqual([
      [`${kustomize}/base`, true],
      [`${kustomize}/overlays/dev`, false],
      [`${kustomize}/overlays/prod`, false],
      [`${kustomize}/overlays/staging`, false],
    ]);
    expect(discover([`${kustomize}/base/kustomization.yaml`]).roots.map((r) => [r.root, r.explicit])).toEqual([
      [`${kustomize}/base`, true],
    ]);
  });

  it('a chart named on the command line is explicit; its Chart.yaml reached by a glob is a chart too', () => {
    expect(discover([rel('gpu-chart')]).roots.map((r) => [r.root, r.explicit, r.charts])).toEqual([
      [rel('gpu-chart'), true, [{ path: join(ROOT, rel('gpu-chart')) }]],
    ]);
    expect(discover([`${FIXTURES}/*/Chart.yaml`]).roots.map((r) => r.root)).toEqual([
      rel('broken-chart'),
      rel('gpu-chart'),
      rel('gpu-worker'),
      rel('umbrella-chart'),
    ]);
  });

  it('a subchart is part of its parent, even when its Chart.yaml is named too', () => {
    const found = discover([rel('gpu-chart'), rel('gpu-chart/charts/metrics-exporter/Chart.yaml')]);
    expect(found.roots.map((r) => r.root)).toEqual([rel('gpu-chart')]);
  });

  it('one render per render.charts entry of a chart (values per environment); entries of other charts are not its own', () => {
    const chart = join(ROOT, rel('gpu-chart'));
    const dev = { path: chart, values: [join(chart, 'values-dev.yaml')] };
    const prod = { path: chart, releaseName: 'prod', values: [join(chart, 'values-prod.yaml')], set: { replicaCount: '3' } };
    const other = { path: join(ROOT, rel('broken-chart')), namespace: 'x' };
    const [gpu] = discover([rel('gpu-chart')], { charts: [dev, other, prod] }).roots;
    expect(gpu!.charts).toEqual([dev, prod]);
  });

  it('render.helm: false and render.kustomize: false leave the files plain', () => {
    const noHelm = discover([FIXTURES], { helm: false });
    expect(noHelm.roots.map((r) => r.kind)).not.toContain('helm');
    expect(noHelm.isCovered(join(ROOT, rel('gpu-chart/templates/deployment.yaml')))).toBe(false);
    expect(noHelm.inputs.some((i) => i.kind === 'file' && i.file.display === rel('gpu-chart/templates/deployment.yaml'))).toBe(true);
    const noKustomize = discover([FIXTURES], { kustomize: false });
    expect(noKustomize.roots.map((r) => r.kind)).toEqual(['helm', 'helm', 'helm', 'helm']);
    expect(noKustomize.isCovered(join(ROOT, rel('kustomize/base/deployment.yaml')))).toBe(false);
  });

  it('a chart or kustomization whose manifest is ignored is not rendered', () => {
    const found = discover([FIXTURES], {}, ROOT, ['**/gpu-chart/Chart.yaml', '**/remote-kustomization/**']);
    expect(found.roots.map((r) => r.root)).not.toContain(rel('gpu-chart'));
    expect(found.roots.map((r) => r.root)).not.toContain(rel('remote-kustomization'));
    // The ignored chart's files are plain files again (collectFiles did not ignore them).
    expect(found.isCovered(join(ROOT, rel('gpu-chart/templates/deployment.yaml')))).toBe(false);
  });
});

describe('discovery in a scratch checkout', () => {
  it('files of a kustomization directory that it does not reference stay plain files, in their place', () => {
    const dir = tree({
      'app/kustomization.yaml': 'resources: [a.yaml]\n',
      'app/a.yaml': CM('a'),
      'app/b.yaml': CM('b'),
      'z.yaml': CM('z'),
    });
    const found = discover(['.'], {}, dir);
    expect(found.inputs.map((i) => (i.kind === 'render' ? `render ${i.root.root}` : i.file.display))).toEqual([
      'app/b.yaml',
      'render app',
      'z.yaml',
    ]);
  });

  it('a directory whose kustomization is named `Kustomization` is found, and a render sits where its files are', () => {
    const dir = tree({
      'base/kustomization.yml': 'resources: [cm.yaml]\n',
      'base/cm.yaml': CM('base'),
      'overlay/Kustomization': 'resources: [../base]\nnamePrefix: o-\n',
    });
    const found = discover(['.'], {}, dir);
    expect(found.roots.map((r) => [r.root, r.manifest])).toEqual([['overlay', 'overlay/Kustomization']]);
    expect(found.inputs.map((i) => (i.kind === 'render' ? `render ${i.root.root}` : i.file.display))).toEqual(['render overlay']);
  });

  it('kustomizations that only reference each other are rendered once (kustomize reports the cycle), not silently covered', () => {
    const dir = tree({ 'a/kustomization.yaml': 'resources: [../b]\n', 'b/kustomization.yaml': 'resources: [../a]\n' });
    expect(discover(['.'], {}, dir).roots.map((r) => r.root)).toEqual(['a']);
  });

  it('components, generator inputs, replacements and inline patches are covered or listed', () => {
    const dir = tree({
      'app/kustomization.yaml': [
        'resources: [deploy.yaml]',
        'components: [../gpu]',
        'configMapGenerator:',
        '  - name: cfg',
        '    files: [settings=conf/settings.json]',
        '    envs: [conf/env.txt]',
        'replacements:',
        '  - path: replacement.yaml',
        'patches:',
        '  - patch: |-',
        '      - op: replace',
        '        path: /spec/replicas',
        '        value: 2',
        '    target: {kind: Deployment}',
        'patchesStrategicMerge:',
        '  - smp.yaml',
        '',
      ].join('\n'),
      'app/deploy.yaml': CM('d'),
      'app/smp.yaml': CM('d'),
      'app/replacement.yaml': 'source: {kind: ConfigMap}\n',
      'app/conf/settings.json': '{}',
      'app/conf/env.txt': 'A=1\n',
      'gpu/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - path: gpu.yaml\n',
      'gpu/gpu.yaml': CM('d'),
    });
    const found = discover(['.'], {}, dir);
    expect(found.roots.map((r) => r.root)).toEqual(['app']);
    for (const f of [
      'app/deploy.yaml',
      'app/smp.yaml',
      'app/replacement.yaml',
      'app/conf/settings.json',
      'app/conf/env.txt',
      'gpu/kustomization.yaml',
      'gpu/gpu.yaml',
    ]) {
      expect(found.isCovered(join(dir, f)), f).toBe(true);
    }
    expect(found.roots[0]!.patches).toEqual([
      { field: 'patches', file: 'gpu/gpu.yaml' },
      { field: 'patchesStrategicMerge', file: 'app/smp.yaml' },
      { field: 'patches', file: 'app/kustomization.yaml', inline: ['patches', 0, 'patch'], target: { kind: 'Deployment' } },
    ]);
  });

  it('does not follow symbolic links to directories while walking', () => {
    const outside = tree({ 'chart/Chart.yaml': 'name: outside\n' });
    const dir = tree({ 'cm.yaml': CM('x') });
    symlinkSync(join(outside, 'chart'), join(dir, 'linked-chart'));
    expect(discover(['.'], {}, dir).roots).toEqual([]);
  });
});

describe('reading a kustomization tree', () => {
  it('tells remote references from local ones by their spelling, without a pattern', () => {
    for (const remote of [
      'https://github.com/org/repo//deploy?ref=v1',
      'github.com/org/repo/deploy?ref=main',
      'git::https://example.com/repo.git',
      'git@github.com:org/repo.git',
      'ssh://git@example.com/repo',
      'gitlab.com/org/repo',
      'HTTPS://EXAMPLE.COM/x.yaml',
    ]) {
      expect(isRemoteReference(remote, false), remote).toBe(true);
    }
    for (const local of ['deploy.yaml', '../base', './overlays/prod', 'missing.yaml', '../../x.d/y'])
      expect(isRemoteReference(local, local === '../../x.d/y'), local).toBe(false);
  });

  it('refuses a tree with a remote resource anywhere in it, naming the kustomization and the entry', () => {
    const dir = tree({
      'overlay/kustomization.yaml': 'resources: [../base]\n',
      'base/kustomization.yaml': 'resources:\n  - cm.yaml\n  - github.com/org/repo//manifests?ref=v1\n',
      'base/cm.yaml': CM('x'),
    });
    expect(readKustomizationTree(join(dir, 'overlay'), { boundary: dir, cwd: dir }).refusal).toBe(
      'base/kustomization.yaml: resources github.com/org/repo//manifests?ref=v1 is remote: remote resources are not fetched (not rendered)',
    );
  });

  it('refuses helmCharts generators, paths above the checkout and links out of it', () => {
    const outside = tree({ 'secret.yaml': CM('secret') });
    const dir = tree({
      'helm/kustomization.yaml': 'helmCharts:\n  - name: x\n    repo: https://charts.example.com\n',
      'up/kustomization.yaml': 'resources: [../../elsewhere]\n',
      'link/kustomization.yaml': 'resources: [secret.yaml]\n',
      'bad/kustomization.yaml': 'resources: [a\n',
      'list/kustomization.yaml': '- a\n',
    });
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'link/secret.yaml'));
    const refusal = (d: string) => readKustomizationTree(join(dir, d), { boundary: dir, cwd: dir }).refusal;
    expect(refusal('helm')).toBe(
      'helm/kustomization.yaml: helmCharts generators download and run a chart: not rendered (lint the chart itself instead)',
    );
    expect(refusal('up')).toBe('up/kustomization.yaml: resources ../../elsewhere leads outside the checkout (not rendered)');
    expect(refusal('link')).toBe(
      'link/kustomization.yaml: resources secret.yaml leads outside the checkout through a symbolic link (not rendered)',
    );
    expect(refusal('bad')).toMatch(/^bad\/kustomization\.yaml:2:1: /);
    expect(refusal('list')).toBe('list/kustomization.yaml: a kustomization is a mapping (resources:, patches:, ...)');
  });

  it('stops at a depth limit', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 25; i++) files[`k${i}/kustomization.yaml`] = `resources: [../k${i + 1}]\n`;
    files['k25/kustomization.yaml'] = 'resources: []\n';
    const dir = tree(files);
    expect(readKustomizationTree(join(dir, 'k0'), { boundary: dir, cwd: dir }).refusal).toBe(
      'k21/kustomization.yaml: bases nested deeper than 20 levels (not rendered)',
    );
  });
});
