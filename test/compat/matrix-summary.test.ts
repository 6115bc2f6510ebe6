// The compatibility matrix as the job summary shows it: collapsed, one row per workload, pools as
// short codes with a legend, the worst cell of the workload's containers, reasons grouped by pool.
// The golden file is a vitest file snapshot (`npx vitest run <this file> --update`).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matrixOf } from '../../src/app/matrix-command.js';
import { summaryMatrixMarkdown } from '../../src/app/matrix-summary.js';
import { loadConfigFile } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { rules } from '../../rules/index.js';
import { tableCells } from '../report/markdown-check.js';
import { tempTree } from '../helpers/run-cli.js';
import { A100, FULL } from './helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const noLinks = () => undefined;

/** The table rows under the header, as cells. */
const rowsOf = (md: string) =>
  md
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| workload '))
    .map((l) => tableCells(l)!);

describe('the matrix in the job summary', () => {
  it('golden: examples/cluster/compat.yaml with its pools', async () => {
    const config = await loadConfigFile(
      join(ROOT, 'examples/cluster/compat-pools.yaml'),
      rules.map((r) => r.id),
      { partial: false, cwd: ROOT },
    );
    const model = matrixOf(['examples/cluster/compat.yaml'], { cwd: ROOT, config });
    const md = summaryMatrixMarkdown(model, (file, line) => `https://github.com/o/r/blob/sha/${file}#L${line}`);
    await expect(md).toMatchFileSnapshot(join(import.meta.dirname, 'golden', 'matrix-summary-compat.md'));
    // Collapsed as a whole, and narrow: a workload, its CUDA and one symbol per pool.
    expect(md.startsWith('<details><summary><b>CUDA compatibility</b>: ')).toBe(true);
    expect(md.trimEnd().endsWith('</details>')).toBe(true);
    const head = md.split('\n').find((l) => l.startsWith('| workload '))!;
    expect(tableCells(head)).toEqual(['workload', 'CUDA', ...model.pools.map((_, i) => `P${i + 1}`)]);
    for (const [i, pool] of model.pools.entries()) expect(md).toContain(`- **P${i + 1}** ${pool.name}: `);
    for (const row of rowsOf(md)) for (const c of row.slice(2)) expect(['❌', '⛔', '⚠️', '❔', '✅', '–']).toContain(c);
    expect(md).toContain("❌ the pool's driver is too old for the image · ⛔ the pods cannot run on the pool's nodes");
  });

  it('one row per workload: its templates and containers in one row, each cell the worst of them', () => {
    const yaml = `apiVersion: apps/v1
kind: Deployment
metadata: {name: two, namespace: ml}
spec:
  template:
    spec:
      containers:
        - name: new
          image: nvidia/cuda:12.8.0-runtime-ubuntu22.04
          resources: {limits: {nvidia.com/gpu: 1}}
        - name: old
          image: nvidia/cuda:12.2.0-runtime-ubuntu22.04
          resources: {limits: {nvidia.com/gpu: 1}}
`;
    const config = resolveConfig({
      nodePools: [
        { name: 'r535', labels: { 'nvidia.com/gpu.product': 'NVIDIA-GeForce-RTX-4090', [FULL]: '535.104.05' }, gpu: { count: 8 } },
        { name: 'a100-r570', labels: { 'nvidia.com/gpu.product': A100, [FULL]: '570.86.10' }, gpu: { count: 8 } },
      ],
    });
    const model = matrixOf(['in.yaml'], { cwd: tempTree({ 'in.yaml': yaml }), config });
    expect(model.rows).toHaveLength(2);
    const md = summaryMatrixMarkdown(model, noLinks);
    // CUDA 12.8 needs a newer driver than an RTX 4090 on R535 has (a consumer GPU: no forward compatibility); 12.2 runs.
    expect(rowsOf(md)).toEqual([['Deployment/ml/two', '12.8.0, 12.2.0', '❌', '✅']]);
    expect(md).toContain("<summary><b>CUDA compatibility</b>: 1 GPU workload × 2 node pools; ❌ 1 cannot run on a pool's driver</summary>");
    expect(md).toMatch(/^- ❌ \*\*P1\*\* Deployment\/ml\/two, container new: /m);
    expect(md).not.toMatch(/container old: /);
  });

  it('is empty without GPU workloads', () => {
    const model = matrixOf(['in.yaml'], {
      cwd: tempTree({ 'in.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' }),
      config: resolveConfig({}),
    });
    expect(summaryMatrixMarkdown(model, noLinks)).toBe('');
  });
});
