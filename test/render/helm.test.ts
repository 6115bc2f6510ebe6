// helm template with the real helm binary (src/render/helm.ts): values layering, --set, CRDs,
// subcharts, the kube version, and every way a render fails or is refused.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverRenders } from '../../src/render/discover.js';
import { defaultReleaseName } from '../../src/render/helm.js';
import { renderRoot, renderRootSync } from '../../src/render/render.js';
import type { ChartSettings, RenderResult, RenderRoot } from '../../src/render/types.js';
import { loadYaml } from '../../src/yaml/load.js';
import { describeWithRenderers, FIXTURES, HELM, options, ROOT, scratchCheckout } from './tools.js';

type Obj = { kind: string; metadata: { name: string; namespace?: string }; spec?: Record<string, unknown> };

function objects(result: RenderResult): Obj[] {
  expect(result.failure).toBeUndefined();
  return loadYaml(result.text!)
    .documents.map((d) => d.value as Obj)
    .filter((o) => o !== null);
}

function deployment(result: RenderResult) {
  const d = objects(result).find((o) => o.kind === 'Deployment')!;
  const spec = d.spec as {
    replicas: number;
    template: { spec: { containers: { image: string; args: string[]; resources: { limits: Record<string, number> } }[] } };
  };
  const c = spec.template.spec.containers[0]!;
  return {
    namespace: d.metadata.namespace,
    replicas: spec.replicas,
    image: c.image,
    gpus: c.resources.limits['nvidia.com/gpu'],
    tp: c.args[3],
  };
}

/** The root of a chart as discovery gives it, with these render.charts entries. */
function chartRoot(dir: string, charts: Omit<ChartSettings, 'path'>[] = [], cwd = ROOT): RenderRoot {
  const root = discoverRenders({ args: [dir], cwd, files: [], charts: charts.map((c) => ({ path: join(cwd, dir), ...c })) }).roots[0]!;
  expect(root.kind).toBe('helm');
  return root;
}

const GPU_CHART = `${FIXTURES}/gpu-chart`;
const at = (f: string) => join(ROOT, GPU_CHART, f);

describe('release names', () => {
  it('a chart name becomes a release name helm accepts', () => {
    expect(defaultReleaseName('gpu-inference')).toBe('gpu-inference');
    expect(defaultReleaseName('My_Chart.v2')).toBe('my-chart-v2');
    expect(defaultReleaseName('--x--')).toBe('x');
    expect(defaultReleaseName('日本')).toBe('release');
    expect(defaultReleaseName(undefined)).toBe('release');
    expect(defaultReleaseName('a'.repeat(80))).toHaveLength(53);
  });
});

describeWithRenderers('helm template (real helm)', () => {
  it('renders the chart with its defaults: CRDs, the subchart, values.yaml, release = chart name, namespace default', () => {
    const [result] = renderRootSync(chartRoot(GPU_CHART), options());
    expect(result!.helm).toEqual({ chart: 'gpu-inference', releaseName: 'gpu-inference', namespace: 'default', values: [], set: {} });
    expect(result).toMatchObject({ kind: 'helm', root: GPU_CHART, manifest: `${GPU_CHART}/Chart.yaml` });
    const sources = result!.text!.split('\n').filter((l) => l.startsWith('# Source: '));
    expect(sources).toEqual([
      '# Source: gpu-inference/crds/modelcaches.yaml',
      '# Source: gpu-inference/templates/service.yaml',
      '# Source: gpu-inference/charts/metrics-exporter/templates/daemonset.yaml',
      '# Source: gpu-inference/templates/deployment.yaml',
    ]);
    expect(deployment(result!)).toEqual({ namespace: 'default', replicas: 1, image: 'vllm/vllm-openai:v0.6.3', gpus: 1, tp: '1' });
    // The parent's values reach the subchart.
    expect(result!.text).toContain('containerPort: 9400');
  });

  it('renders once per render.charts entry: dev and prod values give different GPU counts', () => {
    const results = renderRootSync(
      chartRoot(GPU_CHART, [
        { values: [at('values-dev.yaml')] },
        { releaseName: 'prod', namespace: 'serving', values: [at('values-prod.yaml')] },
      ]),
      options(),
    );
    expect(results.map((r) => r.helm)).toEqual([
      { chart: 'gpu-inference', releaseName: 'gpu-inference', namespace: 'default', values: [`${GPU_CHART}/values-dev.yaml`], set: {} },
      { chart: 'gpu-inference', releaseName: 'prod', namespace: 'serving', values: [`${GPU_CHART}/values-prod.yaml`], set: {} },
    ]);
    expect(deployment(results[0]!)).toEqual({ namespace: 'default', replicas: 1, image: 'vllm/vllm-openai:v0.6.3-dev', gpus: 1, tp: '1' });
    expect(deployment(results[1]!)).toEqual({ namespace: 'serving', replicas: 2, image: 'vllm/vllm-openai:v0.6.3', gpus: 4, tp: '8' });
  });

  it('a later values file wins, and --set wins over both (a comma stays in its value)', () => {
    const [devThenProd, prodThenDev, withSet] = renderRootSync(
      chartRoot(GPU_CHART, [
        { values: [at('values-dev.yaml'), at('values-prod.yaml')] },
        { values: [at('values-prod.yaml'), at('values-dev.yaml')] },
        { values: [at('values-prod.yaml')], set: { 'gpu.count': '2', 'image.tag': 'v1,patched', tensorParallelSize: '2' } },
      ]),
      options(),
    );
    expect(deployment(devThenProd!)).toMatchObject({ gpus: 4, image: 'vllm/vllm-openai:v0.6.3-dev' });
    expect(deployment(prodThenDev!)).toMatchObject({ gpus: 1, replicas: 2 });
    expect(deployment(withSet!)).toMatchObject({ gpus: 2, tp: '2', replicas: 2, image: 'vllm/vllm-openai:v1,patched' });
  });

  it('passes settings.kubernetesVersion as --kube-version (the chart requires >=1.28)', () => {
    const [old] = renderRootSync(chartRoot(GPU_CHART), options({ kubernetesVersion: '1.27' }));
    expect(old!.failure).toEqual({
      reason: 'tool-error',
      message: 'Error: chart requires kubeVersion: >=1.28.0-0 which is incompatible with Kubernetes v1.27.0',
    });
  });

  it('the same with the asynchronous driver', async () => {
    const [sync] = renderRootSync(chartRoot(GPU_CHART), options());
    const [async] = await renderRoot(chartRoot(GPU_CHART), options());
    expect(async!.text).toBe(sync!.text);
  });

  it('a template error is a failure with helm’s own message, the debug hint dropped', () => {
    const [result] = renderRootSync(chartRoot(`${FIXTURES}/broken-chart`), options());
    expect(result).toMatchObject({ kind: 'helm', root: `${FIXTURES}/broken-chart`, manifest: `${FIXTURES}/broken-chart/Chart.yaml` });
    expect(result!.text).toBeUndefined();
    expect(result!.failure).toEqual({
      reason: 'tool-error',
      message: 'Error: parse error at (broken-chart/templates/job.yaml:14): unexpected "}" in operand',
    });
  });

  it('no helm binary: a missing-tool failure that says what to do', () => {
    const [result] = renderRootSync(chartRoot(GPU_CHART), options({ tools: {} }));
    expect(result!.failure).toEqual({
      reason: 'missing-tool',
      message: 'helm is not installed: install it or pass --helm <path>, or set render.helm: false',
    });
  });

  it('a render that takes too long is stopped; one that writes too much is stopped', () => {
    const [slow] = renderRootSync(chartRoot(GPU_CHART), options({ timeoutMs: 1 }));
    expect(slow!.failure).toEqual({ reason: 'timeout', message: 'helm did not finish within 1 ms and was stopped' });
    const [large] = renderRootSync(chartRoot(GPU_CHART), options({ maxOutputBytes: 200 }));
    expect(large!.failure).toEqual({
      reason: 'output-too-large',
      message: 'helm wrote more than 200 bytes, the limit for a render, and was stopped',
    });
  });

  it('the same limits with the asynchronous driver', async () => {
    const [slow] = await renderRoot(chartRoot(GPU_CHART), options({ timeoutMs: 1 }));
    expect(slow!.failure?.reason).toBe('timeout');
    const [large] = await renderRoot(chartRoot(GPU_CHART), options({ maxOutputBytes: 200 }));
    expect(large!.failure?.reason).toBe('output-too-large');
  });
});

describeWithRenderers('helm in a hostile checkout (real helm)', () => {
  const dir = scratchCheckout('gpu-chart');
  const opts = () => options({ cwd: dir });

  it('a values path with shell syntax is just a file that does not exist: no shell runs it', () => {
    const values = join(dir, 'gpu-chart', 'values;touch pwned;.yaml');
    const [result] = renderRootSync(chartRoot('gpu-chart', [{ values: [values] }], dir), opts());
    expect(result!.failure).toEqual({
      reason: 'tool-error',
      message: 'Error: open gpu-chart/values;touch pwned;.yaml: no such file or directory',
    });
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
    expect(existsSync(join(dir, 'gpu-chart', 'pwned'))).toBe(false);
  });

  it('values files outside the checkout, or linked out of it, are refused before helm runs', () => {
    const noHelm = { tools: { helm: join(dir, 'no-such-helm') } };
    const [outside] = renderRootSync(chartRoot('gpu-chart', [{ values: ['/etc/hostname'] }], dir), options({ cwd: dir, ...noHelm }));
    expect(outside!.failure?.reason).toBe('refused');
    expect(outside!.failure?.message).toMatch(/^the values file (\.\.\/)+etc\/hostname: it is outside the checkout \(not rendered\)$/);
    symlinkSync('/etc/hostname', join(dir, 'linked-values.yaml'));
    const [linked] = renderRootSync(
      chartRoot('gpu-chart', [{ values: [join(dir, 'linked-values.yaml')] }], dir),
      options({ cwd: dir, ...noHelm }),
    );
    expect(linked!.failure).toEqual({
      reason: 'refused',
      message: 'the values file linked-values.yaml: it leads outside the checkout through a symbolic link (not rendered)',
    });
    rmSync(join(dir, 'linked-values.yaml'));
  });

  it('a chart with a symbolic link out of the checkout is refused (helm would follow it into the render)', () => {
    const link = join(dir, 'gpu-chart', 'templates', 'leak.yaml');
    symlinkSync('/etc/hostname', link);
    try {
      const [result] = renderRootSync(chartRoot('gpu-chart', [], dir), opts());
      expect(result!.failure).toEqual({
        reason: 'refused',
        message: 'gpu-chart/templates/leak.yaml is a symbolic link that leads outside the checkout (not rendered)',
      });
    } finally {
      rmSync(link);
    }
  });

  it('a release name, namespace or set key helm would misread is refused (API callers skip the config schema)', () => {
    const refusals = renderRootSync(
      chartRoot('gpu-chart', [{ releaseName: '-rf' }, { namespace: '--all' }, { set: { 'a,b': '1' } }], dir),
      opts(),
    ).map((r) => r.failure);
    expect(refusals).toEqual([
      { reason: 'refused', message: 'release name "-rf": helm takes lower-case letters, digits, - and . (at most 53)' },
      { reason: 'refused', message: 'namespace "--all": a namespace is lower-case letters, digits and - (at most 63)' },
      { reason: 'refused', message: 'set key "a,b": a key may not be empty or hold = or ,' },
    ]);
  });

  it('a chart outside the root’s boundary is refused', () => {
    const root = { ...chartRoot('gpu-chart', [], dir), boundary: join(dir, 'elsewhere') };
    mkdirSync(root.boundary, { recursive: true });
    const [result] = renderRootSync(root, opts());
    expect(result!.failure).toEqual({ reason: 'refused', message: 'the chart gpu-chart: it is outside the checkout (not rendered)' });
  });

  it('dependencies come only from charts/: a missing one is helm’s error, nothing is downloaded', () => {
    cpSync(join(dir, 'gpu-chart'), join(dir, 'no-deps'), { recursive: true });
    rmSync(join(dir, 'no-deps', 'charts'), { recursive: true });
    const [result] = renderRootSync(chartRoot('no-deps', [], dir), opts());
    expect(result!.failure).toEqual({
      reason: 'tool-error',
      message:
        'Error: An error occurred while checking for chart dependencies. You may need to run `helm dependency build` to fetch missing dependencies: found in Chart.yaml, but missing in charts/ directory: metrics-exporter',
    });
  });

  it('a subchart packed as .tgz in charts/ is rendered too', () => {
    cpSync(join(dir, 'gpu-chart'), join(dir, 'packed'), { recursive: true });
    const charts = join(dir, 'packed', 'charts');
    execFileSync(HELM!, ['package', join(charts, 'metrics-exporter'), '--destination', charts], { env: { HOME: dir, PATH: '' } });
    rmSync(join(charts, 'metrics-exporter'), { recursive: true });
    expect(readdirSync(charts)).toEqual(['metrics-exporter-0.1.0.tgz']);
    const [result] = renderRootSync(chartRoot('packed', [], dir), opts());
    expect(result!.text).toContain('# Source: gpu-inference/charts/metrics-exporter/templates/daemonset.yaml');
  });

  it('escape sequences in helm’s message are made visible', () => {
    mkdirSync(join(dir, 'esc', 'templates'), { recursive: true });
    writeFileSync(join(dir, 'esc', 'Chart.yaml'), 'apiVersion: v2\nname: esc\nversion: 0.1.0\n');
    writeFileSync(join(dir, 'esc', 'templates', 'x.yaml'), '{{ fail "bad \\u001b[31mred" }}\n');
    const [result] = renderRootSync(chartRoot('esc', [], dir), opts());
    expect(result!.failure?.message).toContain('bad ^[[31mred');
    expect(result!.failure?.message).not.toContain('\u001b');
  });
});
