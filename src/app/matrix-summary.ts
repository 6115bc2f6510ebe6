// The CUDA compatibility matrix as the job summary shows it: collapsed under the findings and
// narrow enough for the page (one row per workload, node pools as short codes with a legend, one
// symbol per cell), with the reason for every cell that is not plain ok listed below the table.
// `ai-k8s-lint matrix` keeps the full table (one row per container, text cells).
import type { MatrixCell, MatrixModel, MatrixRow } from '../kits/compat-matrix.js';
import { plural } from '../core/strings.js';
import { markdownText, markdownUrl } from '../report/escape.js';

/** Cell symbols, worst first: a workload's cell is the worst of its containers'. */
const SYMBOLS = [
  { symbol: '❌', meaning: "the pool's driver is too old for the image" },
  { symbol: '⛔', meaning: "the pods cannot run on the pool's nodes (scheduling, MIG profile, GPU vendor or architecture)" },
  { symbol: '⚠️', meaning: 'runs only through minor-version or forward compatibility, or the driver version is partial' },
  { symbol: '❔', meaning: 'unknown (the CUDA version or the placement)' },
  { symbol: '✅', meaning: 'runs' },
  { symbol: '–', meaning: 'no CUDA check applies' },
] as const;
type CellSymbol = (typeof SYMBOLS)[number]['symbol'];

function symbolOf(cell: MatrixCell): CellSymbol {
  switch (cell.status) {
    case 'ok':
    case 'ok-forward-compat':
      return '✅';
    case 'ok-minor-compat':
    case 'forward-compat-if-datacenter':
      return '⚠️';
    case 'driver-too-old':
    case 'framework-driver-too-old':
      return cell.uncertain ? '⚠️' : '❌';
    case 'blocked':
      return '⛔';
    case 'unknown':
      return '❔';
    case 'not-applicable':
      return '–';
  }
}

const rank = (s: CellSymbol) => SYMBOLS.findIndex((x) => x.symbol === s);

/** The workload a row's container belongs to: one row of the summary for all its templates and containers. */
function workloadOf(row: MatrixRow): string {
  return `${row.kind}/${row.namespace ? `${row.namespace}/` : ''}${row.name ?? '(unnamed)'}`;
}

/** The container a reason is about, with its template when the workload has several (Master, Worker). */
function containerOf(row: MatrixRow): string {
  return row.template ? `${row.template} container ${row.container}` : `container ${row.container}`;
}

interface Workload {
  name: string;
  rows: MatrixRow[];
}

/** The matrix for the job summary; `link` gives a workload's line at the commit, when known. */
export function summaryMatrixMarkdown(model: MatrixModel, link: (file: string, line: number) => string | undefined): string {
  if (model.rows.length === 0) return '';
  const pools = model.pools.map((p, i) => ({
    key: p.name,
    code: `P${i + 1}`,
    text: `${p.name}: ${p.product ?? 'GPU ?'}, ${p.driver ? `driver ${p.driver}` : 'driver ?'}`,
  }));
  if (model.pinnedColumn)
    pools.push({ key: model.pinnedColumn, code: 'PIN', text: 'the driver the pod pins with nodeSelector or affinity' });
  const workloads = new Map<string, Workload>();
  for (const row of model.rows) {
    const name = workloadOf(row);
    const w = workloads.get(name) ?? { name, rows: [] };
    w.rows.push(row);
    workloads.set(name, w);
  }
  const cellOf = (w: Workload, key: string): CellSymbol | undefined =>
    w.rows.reduce<CellSymbol | undefined>((worst, row) => {
      const cell = row.cells[key];
      if (!cell) return worst;
      const s = symbolOf(cell);
      return worst === undefined || rank(s) < rank(worst) ? s : worst;
    }, undefined);
  const all = [...workloads.values()];
  const count = (symbol: CellSymbol) => all.filter((w) => pools.some((p) => cellOf(w, p.key) === symbol)).length;
  const problems = [
    count('❌') ? `❌ ${count('❌')} cannot run on a pool's driver` : '',
    count('⛔') ? `⛔ ${count('⛔')} cannot run on a pool's nodes` : '',
  ].filter(Boolean);
  const out = [
    `<details><summary><b>CUDA compatibility</b>: ${plural(all.length, 'GPU workload')} × ${plural(model.pools.length, 'node pool')}${problems.length ? `; ${problems.join(', ')}` : ''}</summary>`,
    '',
    `| workload | CUDA |${pools.map((p) => ` ${p.code} |`).join('')}`,
    `|---|---|${pools.map(() => ':-:|').join('')}`,
  ];
  for (const w of all) {
    const first = w.rows[0]!;
    const url = first.line ? link(first.file, first.line) : undefined;
    const name = url ? `[${markdownText(w.name)}](${markdownUrl(url)})` : markdownText(w.name);
    const cuda = [...new Set(w.rows.map((r) => r.cuda ?? '?'))].join(', ');
    out.push(`| ${name} | ${markdownText(cuda)} |${pools.map((p) => ` ${cellOf(w, p.key) ?? '–'} |`).join('')}`);
  }
  if (pools.length === 0)
    out.push('', 'No node pools are known (config `nodePools`, the `node-pools` input, Node objects): only the CUDA column is shown.');
  else out.push('', ...pools.map((p) => `- **${p.code}** ${markdownText(p.text)}`));
  out.push('', SYMBOLS.map((s) => `${s.symbol} ${s.meaning}`).join(' · '));
  // One line per reason of a container, with the pools it holds for (an unknown CUDA version is
  // the same on every pool). Scheduling reasons are left to `ai-k8s-lint matrix`: a pod pinned to
  // one pool is blocked on all the others by design, and its reasons would fill the list. They are
  // the blocked cells whose detail is the placement's (kits/compat-matrix.ts cellFor).
  const scheduling = (cell: MatrixCell) => cell.status === 'blocked' && (cell.detail ?? '').startsWith('Cannot be scheduled on ');
  let unscheduled = false;
  const reasons = new Map<string, { symbol: CellSymbol; text: string; pools: string[] }>();
  for (const w of all)
    for (const row of w.rows)
      for (const p of pools) {
        const cell = row.cells[p.key];
        if (!cell?.detail || symbolOf(cell) === '✅') continue;
        if (scheduling(cell)) {
          unscheduled = true;
          continue;
        }
        const key = `${w.name}\u0000${containerOf(row)}\u0000${cell.detail}`;
        const reason = reasons.get(key) ?? {
          symbol: symbolOf(cell),
          text: `${w.name}, ${containerOf(row)}: ${cell.detail}`,
          pools: [],
        };
        if (!reason.pools.includes(p.code)) reason.pools.push(p.code);
        reasons.set(key, reason);
      }
  // Pushed one by one: a spread passes one argument per container, and calls take only so many.
  if (reasons.size > 0) out.push('', '**Why**', '');
  for (const r of reasons.values()) out.push(`- ${r.symbol} **${r.pools.join(', ')}** ${markdownText(r.text)}`);
  if (unscheduled)
    out.push(
      '',
      "Other ⛔ cells: the pods' nodeSelector, affinity, tolerations or resources keep them off the pool; `ai-k8s-lint matrix` gives each reason.",
    );
  out.push('', '**Where each CUDA version comes from**', '');
  const images = new Map<string, string>();
  for (const row of model.rows) images.set(row.image, row.cuda ? `CUDA ${row.cuda}: ${row.cudaSource}` : `CUDA unknown: ${row.cudaSource}`);
  for (const [image, source] of images) out.push(`- ${markdownText(`${image}: ${source}`)}`);
  out.push('', '</details>', '');
  return out.join('\n');
}
