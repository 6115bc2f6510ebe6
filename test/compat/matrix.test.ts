// `ai-k8s-lint matrix`: cell kinds, the three formats, --image, exit codes, and golden output on
// examples/cluster/. The golden files are vitest file snapshots: `npm run golden:update` (vitest
// run … --update) rewrites them; in CI a missing one fails.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import type { MatrixModel } from '../../src/kits/compat-matrix.js';
import { matrixOf, renderTable, runMatrix } from '../../src/app/matrix-command.js';
import { tempTree } from '../helpers/run-cli.js';
import { A100, FULL, node, pod } from './helpers.js';

const ROOT = join(import.meta.dirname, '../..');

async function run(
  args: string[],
  cwd = ROOT,
  terminal: { isTTY: boolean; columns?: number } = { isTTY: false },
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runMatrix(args, {
    cwd,
    env: {},
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    readStdin: () => '',
    ...terminal,
  });
  return { code, stdout, stderr };
}

async function golden(name: string, actual: string): Promise<void> {
  await expect(actual).toMatchFileSnapshot(join(import.meta.dirname, 'golden', name));
}

/** The matrix of one YAML text with the given config. */
function model(yaml: string, config: ConfigFile = {}): MatrixModel {
  const dir = tempTree({ 'in.yaml': yaml });
  return matrixOf(['in.yaml'], { cwd: dir, config: resolveConfig(config) });
}

const cell = (m: MatrixModel, row = 0, pool?: string) => {
  const cells = m.rows[row]!.cells;
  return cells[pool ?? Object.keys(cells)[0]!]!;
};

describe('matrix cells', () => {
  const pools = (...entries: [string, Record<string, string>, object?][]): ConfigFile => ({
    nodePools: entries.map(([name, labels, extra]) => ({ name, labels, gpu: { count: 8 }, ...extra })),
  });

  it('ok, ok (minor compat), ok (forward compat), forward compat if data-center, driver too old', () => {
    const m = model(
      pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime') + '---\n' + pod('nvidia/cuda:12.4.1-runtime-ubuntu22.04', { name: 'q' }),
      pools(
        ['new', { [FULL]: '550.54.15' }],
        ['a100', { 'nvidia.com/gpu.product': A100, [FULL]: '535.104.05' }],
        ['unknown-gpu', { [FULL]: '535.104.05' }],
        ['t4', { 'nvidia.com/gpu.product': 'Tesla-T4', [FULL]: '470.82.01' }],
      ),
    );
    expect(m.pools.map((p) => [p.name, p.product, p.driver])).toEqual([
      ['new', undefined, '550.54.15'],
      ['a100', 'A100-80GB', '535.104.05'],
      ['unknown-gpu', undefined, '535.104.05'],
      ['t4', 'T4', '470.82.01'],
    ]);
    const statuses = (row: number) => Object.values(m.rows[row]!.cells).map((c) => c.status);
    expect(statuses(0)).toEqual(['ok', 'ok-minor-compat', 'ok-minor-compat', 'driver-too-old']);
    expect(statuses(1)).toEqual(['ok', 'ok-forward-compat', 'forward-compat-if-datacenter', 'ok-forward-compat']);
    expect(cell(m, 0, 't4').text).toBe('✖ driver < 550.54.14 (CUDA 12.4)');
    expect(cell(m, 1, 'unknown-gpu').text).toBe('ok (forward compat, data-center GPU only)');
  });

  it('framework floor, partial driver, strict', () => {
    const m = model(
      pod('nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3') +
        '---\n' +
        pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', { name: 'q' }),
      {
        ...pools(['h100', { [FULL]: '570.26' }], ['partial', { 'nvidia.com/cuda.driver-version.major': '550' }]),
        settings: { cudaCompatibility: 'strict' },
      },
    );
    expect(cell(m, 0, 'h100')).toMatchObject({ status: 'framework-driver-too-old', text: '✖ Triton Inference Server needs >= 570.86.10' });
    expect(cell(m, 1, 'partial')).toMatchObject({
      status: 'driver-too-old',
      uncertain: true,
      text: '? driver 550 may be too old (CUDA 12.4)',
    });
    expect(cell(m, 1, 'h100').status).toBe('ok');
  });

  it('placement reasons: selector, taint, GPU count, MIG profile', () => {
    const m = model(
      pod('vllm/vllm-openai:v0.9.0', { nodeSelector: { pool: 'a' } }) +
        '---\n' +
        pod('vllm/vllm-openai:v0.9.0', { name: 'big', resources: '        limits:\n          nvidia.com/gpu: 16' }) +
        '---\n' +
        pod('vllm/vllm-openai:v0.9.0', { name: 'mig', resources: '        limits:\n          nvidia.com/mig-1g.5gb: 1' }),
      pools(
        [
          'a',
          { pool: 'a', 'nvidia.com/gpu.product': A100, [FULL]: '570.124.06' },
          { taints: [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }] },
        ],
        ['b', { pool: 'b', 'nvidia.com/gpu.product': A100, [FULL]: '570.124.06' }],
      ),
    );
    expect(cell(m, 0, 'a').text).toBe('✖ taint nvidia.com/gpu=present:NoSchedule');
    expect(cell(m, 0, 'b').text).toBe('✖ nodeSelector pool=a');
    expect(cell(m, 1, 'b').text).toBe('✖ 16 nvidia.com/gpu > 8/node');
    expect(cell(m, 2, 'b')).toMatchObject({ status: 'blocked', text: '✖ MIG 1g.5gb not on A100-80GB' });
  });

  it('unknown CUDA, unknown driver, no CUDA check, AMD pools', () => {
    const m = model(
      pod('vllm/vllm-openai:latest') +
        '---\n' +
        pod('rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521', { name: 'r', resources: '        limits:\n          amd.com/gpu: 1' }) +
        '---\n' +
        pod('vllm/vllm-openai:v0.9.0', { name: 'v' }),
      {
        nodePools: [
          { name: 'nodriver', labels: { 'nvidia.com/gpu.product': A100 }, gpu: { count: 8 } },
          { name: 'mi300', labels: { 'amd.com/gpu.product-name': 'MI300X' }, gpu: { vendor: 'amd', count: 8 } },
        ],
      },
    );
    expect(cell(m, 0, 'nodriver').text).toBe('? CUDA unknown');
    expect(cell(m, 1, 'mi300').text).toBe('ok (no CUDA check)');
    expect(cell(m, 1, 'nodriver').status).toBe('blocked');
    expect(cell(m, 2, 'nodriver').text).toBe('? driver unknown');
    expect(cell(m, 2, 'mi300').status).toBe('blocked');
  });

  it('without pools: a column for the driver labels the pod pins', () => {
    const m = model(
      pod('vllm/vllm-openai:v0.9.0', { nodeSelector: { 'nvidia.com/cuda.driver.major': '418' } }) +
        '---\n' +
        pod('vllm/vllm-openai:v0.9.0', { name: 'q' }),
    );
    expect(m.pools).toEqual([]);
    expect(m.pinnedColumn).toBe('(pinned by the pod)');
    expect(cell(m, 0).text).toBe('✖ driver < 570.26 (CUDA 12.8)');
    expect(cell(m, 1).text).toBe('? driver unknown');
  });

  it('Node objects of the input are pools, and a pool without a driver uses the one the pod pins', () => {
    const m = model(
      node('n1', { 'nvidia.com/gpu.product': A100, 'nvidia.com/cuda.driver-version.major': '535' }) +
        pod('vllm/vllm-openai:v0.9.0', { nodeSelector: { 'nvidia.com/cuda.driver-version.major': '535' } }),
    );
    expect(m.pools.map((p) => p.name)).toEqual(['n1']);
    expect(cell(m).text).toBe('ok (forward compat)');
  });
});

describe('ai-k8s-lint matrix', () => {
  const compat = ['-c', 'examples/cluster/compat-pools.yaml', 'examples/cluster/compat.yaml'];

  it('golden: examples/cluster/compat.yaml as a terminal table', async () => {
    const r = await run([...compat]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    await golden('matrix-compat.txt', r.stdout);
  });

  it('--wide: the full table and every note on one line, as before the table learnt to fit', async () => {
    const r = await run(['--wide', ...compat]);
    expect(Math.max(...r.stdout.split('\n').map((l) => [...l].length))).toBeGreaterThan(400);
    await golden('matrix-compat-wide.txt', r.stdout);
  });

  it('fits 120 columns, or a narrower terminal, and says what the pool codes and short cells mean', async () => {
    // On a terminal the cells are coloured: the width is what shows.
    const widest = (out: string) => Math.max(...out.split('\n').map((l) => [...l.replace(/\u001b\[\d+m/g, '')].length));
    const inventory = ['--node-pools', 'examples/cluster/node-pools.yaml', 'examples/cluster/'];
    for (const args of [compat, inventory]) {
      const out = (await run(args)).stdout;
      expect(widest(out)).toBeLessThanOrEqual(120);
      expect(widest((await run(args, ROOT, { isTTY: true, columns: 200 })).stdout)).toBeLessThanOrEqual(120);
      expect(widest((await run(args, ROOT, { isTTY: true, columns: 80 })).stdout)).toBeLessThanOrEqual(80);
      // A wider terminal does not get the full table: --wide does.
      expect(out).toMatch(/^Node pools:\n {2}P1 {2}\S/);
      expect(out.replace(/\n {7}/g, ' ')).toMatch(/\nCells: [^\n]*✖ blocked = cannot be scheduled or run there/);
    }
    const out = (await run(compat)).stdout;
    expect(out).toContain('  P6  v100-r580 (V100-16GB · driver 580.65.06)');
    expect(out).toMatch(/\n# {2}WORKLOAD +CUDA +P1 +P2 +P3 +P4 +P5 +P6\n/);
    // The same reason on several pools is one note.
    expect(out).toMatch(
      /\n {2}\[(\d+)\] Job\/research\/finetune train on l4-r550, h100-r570, rtx4090-r550, t4-r470, v100-r580: blocked: nodeSelector/,
    );
  });

  it('more pools than fit side by side: tables of the pools that fit, every row in each', () => {
    const pools = Array.from({ length: 14 }, (_, i) => ({
      name: `pool-${i}`,
      labels: { 'nvidia.com/gpu.product': A100, [FULL]: i % 2 ? '535.104.05' : '570.124.06' },
      gpu: { count: 8 },
    }));
    const m = model(pod('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime') + '---\n' + pod('vllm/vllm-openai:v0.9.0', { name: 'q' }), {
      nodePools: pools,
    });
    const out = renderTable(m, false, { width: 120 });
    const lines = out.split('\n');
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(120);
    const headers = lines.filter((l) => l.startsWith('#  WORKLOAD'));
    expect(headers.length).toBeGreaterThan(1);
    expect(headers.flatMap((h) => h.split(/ +/).filter((c) => /^P\d+$/.test(c)))).toEqual(pools.map((_, i) => `P${i + 1}`));
    expect(lines.filter((l) => /^1 +p \(c\) /.test(l))).toHaveLength(headers.length);
    expect(renderTable(m, false)).toBe(renderTable(m, false, {}));
    expect(
      Math.max(
        ...renderTable(m, false)
          .split('\n')
          .map((l) => [...l].length),
      ),
    ).toBeGreaterThan(120);
  });

  it('no line of the fitted table or its notes starts a workflow command, whatever the names', () => {
    const hostile = ' ::error::x ::warning file=a::b ';
    const m = model(pod('vllm/vllm-openai:v0.9.0', { name: 'w', nodeSelector: { pool: `a${hostile}` } }), {
      nodePools: Array.from({ length: 7 }, (_, i) => ({
        name: `p${i}${hostile}`,
        labels: { pool: `p${i}`, [FULL]: '535.104.05' },
        gpu: { count: 8 },
      })),
    });
    let notes = 0;
    for (let width = 60; width <= 140; width++) {
      const lines = renderTable(m, width % 2 === 0, { width }).split('\n');
      expect(
        lines.filter((l) =>
          l
            .replace(/\u001b\[\d+m/g, '')
            .trimStart()
            .startsWith('::'),
        ),
      ).toEqual([]);
      notes += lines.filter((l) => l.includes('::error::x')).length;
    }
    expect(notes).toBeGreaterThan(80);
  });

  it('golden: markdown and json', async () => {
    await golden('matrix-compat.md', (await run(['-f', 'markdown', ...compat])).stdout);
    const json = (await run(['matrix', '--format', 'json', ...compat])).stdout;
    await golden('matrix-compat.json', json);
    const parsed = JSON.parse(json) as MatrixModel;
    expect(parsed.rows.map((r) => r.cells['a100-r535']?.status)).toEqual([
      'ok-forward-compat',
      'ok-minor-compat',
      'driver-too-old',
      'blocked',
      'ok-forward-compat',
      'unknown',
    ]);
  });

  it('golden: examples/cluster/ with its node pool inventory', async () => {
    const r = await run(['--node-pools', 'examples/cluster/node-pools.yaml', 'examples/cluster/']);
    expect(r.code).toBe(0);
    await golden('matrix-cluster.txt', r.stdout);
  });

  it('colors the cells only when asked', async () => {
    expect((await run([...compat])).stdout).not.toContain('\u001b[');
    expect((await run(['--color', ...compat])).stdout).toContain('\u001b[31m✖ driver [4]');
    expect((await run(['--color', '--wide', ...compat])).stdout).toContain('\u001b[31m✖ driver < 580.65.06');
  });

  it('--image prints what the data says about one image', async () => {
    const text = (await run(['--image', 'nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3'])).stdout;
    expect(text).toMatch(
      /^Image +nvcr\.io\/nvidia\/tritonserver:25\.02-trtllm-python-py3 \(nvcr\.io\/nvidia\/tritonserver, tag 25\.02-trtllm-python-py3\)$/m,
    );
    expect(text).toMatch(/^Family  +ngc-tritonserver$/m);
    expect(text).toMatch(/^CUDA  +12\.8\.0: data\/cuda-images\.json tritonserver-trtllm 25\.01\.\.25\.02/m);
    expect(text).toMatch(/^Driver floor  +>= 570\.26 \(CUDA 12\.8 GA/m);
    expect(text).toMatch(/^Forward compat  +R470 \(unverified.*R565/m);
    expect(text).toMatch(/^Framework floor  +Triton Inference Server: driver >= 570\.86\.10/m);
    const json = JSON.parse((await run(['--image', 'pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime', '-f', 'json'])).stdout);
    expect(json).toMatchObject({
      family: 'pytorch',
      cuda: '12.4',
      base: 'os',
      driverFloor: { driver: '550.54.14' },
      minorFloor: { major: 12, driver: '525.60.13' },
    });
    expect((await run(['--image', 'vllm/vllm-openai:latest', '-f', 'markdown'])).stdout).toContain('| CUDA | unknown: the tag is latest |');
  });

  it('--image reads compat.images from the config', async () => {
    const r = await run(['-c', 'examples/cluster/compat-pools.yaml', '--image', 'registry.example.com/team/serving:v3-cu124']);
    expect(r.stdout).toMatch(/^CUDA +12\.4: compat\.images\[0\]/m);
  });

  it('exit 2: usage errors, unreadable paths, a malformed compat override', async () => {
    expect((await run(['-f', 'sarif', 'examples/cluster/compat.yaml'])).code).toBe(2);
    expect((await run(['--bogus'])).code).toBe(2);
    const missing = await run(['--node-pools', 'nope.yaml', 'examples/cluster/compat.yaml']);
    expect([missing.code, missing.stderr]).toEqual([2, 'ai-k8s-lint matrix: cannot read --node-pools nope.yaml: no such file\n']);
    expect((await run(['no-such-dir/'])).code).toBe(2);
    const dir = tempTree({
      '.ai-k8s-lint.yaml': 'compat:\n  images:\n    - { match: "registry.example.com/x:*", cuda: twelve }\n',
      'a.yaml': pod('vllm/vllm-openai:v0.9.0'),
    });
    const bad = await run(['a.yaml'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/\.ai-k8s-lint\.yaml:3:\d+: compat\.images\[0\]\.cuda/);
  });

  it('prints help and handles inputs without GPU workloads', async () => {
    expect((await run(['--help'])).stdout).toContain('Usage: ai-k8s-lint matrix');
    const dir = tempTree({ 'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' });
    expect((await run(['a.yaml'], dir)).stdout).toMatch(/^No GPU workloads found/);
  });
});
