// `ai-k8s-lint matrix [paths]`: the CUDA-image-vs-node-pool compatibility matrix as a view
// (terminal table, markdown for PR comments and job summaries, JSON); and
// `ai-k8s-lint matrix --image <ref>`: what the data says about one image.
import { parseArgs } from 'node:util';
import { collectCompat } from '../kits/compat.js';
import { resolveImageCuda } from '../compat/images.js';
import { buildMatrix, imageReport, type ImageReport, type MatrixCell, type MatrixModel, type MatrixRow } from '../kits/compat-matrix.js';
import { compatConfig } from '../compat/overrides.js';
import { ConfigError } from '../config/load.js';
import type { ResolvedConfig } from '../config/types.js';
import { PathError } from '../files/collect.js';
import { printable } from '../core/printable.js';
import { markdownText } from '../report/escape.js';
import { wrapText } from '../report/wrap.js';
import { Linter } from '../engine/linter.js';
import { factsOfRule } from '../engine/object-index.js';
import { defineRule } from '../engine/rule.js';
import { imageFamily } from '../k8s/image-families.js';
import { parseImage } from '../k8s/image.js';
import { lintPaths, loadConfig, readNodePools, useColor } from './run.js';

export interface MatrixIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readStdin: () => string;
  isTTY: boolean;
  /** The terminal's width when stdout is one. */
  columns?: number;
}

const HELP = `Usage: ai-k8s-lint matrix [paths...] [options]
       ai-k8s-lint matrix --image <ref> [options]
The CUDA compatibility matrix: one row per GPU container of a GPU workload, one column per node
pool (config nodePools, --node-pools, Node objects in the input). Each cell says ok,
ok (minor compat), ok (forward compat), or the first reason the container cannot run there.

Options:
  -c, --config <file>      config file (default: nearest .ai-k8s-lint.yaml upward from the cwd)
  -f, --format <name>      table (default) | markdown | json
      --node-pools <file>  node pool inventory (nodePools list or a saved kubectl get nodes -o yaml)
      --image <ref>        print what the data says about one image (family, CUDA, driver floors)
      --wide               table: every column at full width and every note on one line (default:
                           fit 120 columns, or a narrower terminal, with pools as P1, P2, …)
      --ignore <glob>      skip paths (repeatable)
      --color / --no-color force or disable colors
  -h, --help               print this help

Exit codes: 0 the matrix was printed, 2 usage error, invalid config or unreadable path.
`;

const FORMATS = ['table', 'markdown', 'json'] as const;
type Format = (typeof FORMATS)[number];

class UsageError extends Error {}

/** Facts key of the matrix's own collector in the object index. */
const COLLECTOR = 'compat-matrix';

/** The matrix's own collector: the compatibility facts of every GPU container, resolved or not. */
export function matrixCollector() {
  return defineRule({
    id: COLLECTOR,
    family: 'compatibility',
    level: 'note',
    scope: 'ai',
    summary: 'internal: collects GPU containers for the compatibility matrix',
    check: { collect: (object, pods, ctx) => collectCompat(object, pods, ctx, true) },
  });
}

/** Lints the paths with the matrix collector only and builds the matrix. */
export function matrixOf(
  paths: string[],
  options: { cwd: string; config: ResolvedConfig; nodePoolDocuments?: unknown[]; ignore?: string[]; readStdin?: () => string },
): MatrixModel {
  const { config } = options;
  const linter = new Linter({ rules: [matrixCollector()], config, nodePoolDocuments: options.nodePoolDocuments });
  lintPaths(linter, config, { paths, cwd: options.cwd, ignore: options.ignore, readStdin: options.readStdin });
  return matrixFromRun(linter, config);
}

/** The matrix of a lint run whose rules included matrixCollector. */
export function matrixFromRun(linter: Linter, config: ResolvedConfig): MatrixModel {
  return buildMatrix(linter.index, factsOfRule(COLLECTOR), (file) => linter.cluster.poolsFor(file), config.settings, linter.run);
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const STYLE = { red: [31, 39], yellow: [33, 39], green: [32, 39], dim: [2, 22], bold: [1, 22] } as const;
type Style = keyof typeof STYLE;

function cellStyle(cell: MatrixCell): Style | undefined {
  switch (cell.status) {
    case 'ok':
    case 'ok-forward-compat':
      return 'green';
    case 'ok-minor-compat':
    case 'forward-compat-if-datacenter':
      return 'yellow';
    case 'driver-too-old':
    case 'framework-driver-too-old':
      return cell.uncertain ? 'yellow' : 'red';
    case 'blocked':
    case 'unknown':
    case 'not-applicable':
      return 'dim';
  }
}

function workload(row: MatrixRow): string {
  const id = `${row.kind}/${row.namespace ? `${row.namespace}/` : ''}${row.name ?? '(unnamed)'}`;
  return row.template ? `${id} [${row.template}]` : id;
}

function columns(model: MatrixModel): { key: string; title: string; sub: string }[] {
  const cols = model.pools.map((p) => ({
    key: p.name,
    title: p.name,
    sub: `${p.product ?? 'GPU ?'} · ${p.driver ? `driver ${p.driver}` : 'driver ?'}`,
  }));
  if (model.pinnedColumn) cols.push({ key: model.pinnedColumn, title: model.pinnedColumn, sub: 'nodeSelector/affinity driver labels' });
  return cols;
}

/** Where a row's CUDA version comes from (or why it is unknown), after its workload, container and file. */
function rowText(row: MatrixRow, withImage: boolean): string {
  const what = `${workload(row)} ${row.container}${withImage ? `, image ${row.image}` : ''}`;
  return `${what} (${row.file}${row.line ? `:${row.line}` : ''}): ${row.cuda ? `CUDA ${row.cuda} from ${row.cudaSource}` : `CUDA unknown: ${row.cudaSource}`}`;
}

/** Numbered notes for every cell that is not plain ok, and the CUDA source of every row. */
function notes(model: MatrixModel): { rows: string[]; cells: Map<string, number>; lines: string[] } {
  const lines: string[] = [];
  const cells = new Map<string, number>();
  const rows: string[] = [];
  model.rows.forEach((row, i) => {
    rows.push(`${i + 1}. ${rowText(row, false)}`);
    for (const [pool, cell] of Object.entries(row.cells)) {
      if (cell.status === 'ok' || !cell.detail) continue;
      lines.push(`[${lines.length + 1}] ${workload(row)} ${row.container} on ${pool}: ${cell.detail}`);
      cells.set(`${i}\u0000${pool}`, lines.length);
    }
  });
  return { rows, cells, lines };
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - [...text].length));
}

/** The same model with every string (keys too: cells are keyed by pool name) as a terminal may show it. */
function printableModel(model: MatrixModel): MatrixModel {
  const shown = (value: unknown): unknown => {
    if (typeof value === 'string') return printable(value);
    if (Array.isArray(value)) return value.map(shown);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [printable(k), shown(v)]));
    return value;
  };
  return shown(model) as MatrixModel;
}

type Paint = (style: Style | undefined, text: string) => string;
interface GridCell {
  text: string;
  style?: Style;
}
type Column = ReturnType<typeof columns>[number];
/** The note number of a row's cell in a pool's column, if it has one. */
type NoteRef = (row: number, key: string) => number | undefined;

/** Rows of cells, each column padded to its widest cell, two spaces apart; and the width of the widest line. */
function grid(rows: GridCell[][], paint: Paint): { lines: string[]; width: number } {
  // A loop, not Math.max(...rows): a spread of one argument per GPU container overflows the stack.
  const widths = rows[0]!.map((_, j) => rows.reduce((w, r) => Math.max(w, [...r[j]!.text].length), 0));
  const lines = rows.map((cells) =>
    cells
      .map((c, j) => paint(c.style, pad(c.text, widths[j]!)))
      .join('  ')
      .trimEnd(),
  );
  return { lines, width: widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1) };
}

/** The full table: workload, container, image and CUDA, then one column per pool with its GPU and driver under its name. */
function fullGrid(model: MatrixModel, cols: Column[], ref: NoteRef, paint: Paint): { lines: string[]; width: number } {
  const head = ['#', 'WORKLOAD', 'CONTAINER', 'IMAGE', 'CUDA', ...cols.map((c) => c.title)];
  const sub = ['', '', '', '', '', ...cols.map((c) => c.sub)];
  const body = model.rows.map((row, i) => {
    const cells = cols.map((c): GridCell => {
      const cell = row.cells[c.key];
      if (!cell) return { text: '–' };
      const n = ref(i, c.key);
      return { text: `${cell.text}${n ? ` [${n}]` : ''}`, style: cellStyle(cell) };
    });
    return [
      { text: String(i + 1) },
      { text: workload(row) },
      { text: row.container },
      { text: row.image },
      { text: row.cuda ?? '?' },
      ...cells,
    ];
  });
  return grid(
    [head.map((text): GridCell => ({ text, style: 'bold' })), sub.map((text): GridCell => ({ text, style: 'dim' })), ...body],
    paint,
  );
}

/** The widest a terminal table gets by default: a laptop's terminal, a CI log viewer. */
const TABLE_WIDTH = 120;

/** The width to fit: 120 columns, or a narrower terminal's (down to a readable minimum). */
function tableWidth(io: MatrixIo): number {
  return io.isTTY && io.columns !== undefined && io.columns > 0 ? Math.max(60, Math.min(TABLE_WIDTH, io.columns)) : TABLE_WIDTH;
}

export interface TableOptions {
  /** Columns the table and its notes fit in; undefined (--wide): every column at full width, every note on one line. */
  width?: number;
}

export function renderTable(raw: MatrixModel, color: boolean, options: TableOptions = {}): string {
  // Names, images and details come from manifests and node pool files.
  const model = printableModel(raw);
  const paint: Paint = (style, text) => (color && style ? `\u001b[${STYLE[style][0]}m${text}\u001b[${STYLE[style][1]}m` : text);
  if (model.rows.length === 0) return 'No GPU workloads found (containers requesting nvidia.com/gpu, MIG devices or GPU DRA claims).\n';
  if (options.width !== undefined) return fittedTable(model, paint, options.width);
  const cols = columns(model);
  const n = notes(model);
  const out = fullGrid(model, cols, (i, key) => n.cells.get(`${i}\u0000${key}`), paint).lines;
  if (cols.length === 0) out.push('', NO_POOLS);
  appendLines(out, ['', 'CUDA per row:', ...n.rows.map((r) => `  ${r}`)]);
  if (n.lines.length) appendLines(out, ['', 'Notes:', ...n.lines.map((l) => `  ${l}`)]);
  return `${out.join('\n')}\n`;
}

const NO_POOLS = 'No node pools are known (config nodePools, --node-pools, Node objects in the input): only the CUDA column is shown.';

// ---------------------------------------------------------------------------------------------
// The table within a width: the full table when it fits, else pools as P1…Pn with a legend and
// cells in a word or two; notes wrapped, one note for the pools where a row has the same reason.
// ---------------------------------------------------------------------------------------------

/** Columns of text a wrapped line keeps however narrow the width. */
const MIN_TEXT_COLUMNS = 20;
/** The workload column gives way to pool columns down to this width (names are clipped with …). */
const MIN_WORKLOAD_COLUMNS = 12;
/** A CUDA version with a note on it (`12.1.0 (framework 12.4)`) is clipped here; the rows list has it whole. */
const MAX_CUDA_COLUMNS = 8;

/** `text` after `lead`, wrapped to `width` with the later lines under the text's start. */
function hanging(lead: string, text: string, width: number): string[] {
  const indent = [...lead].length;
  const hang = ' '.repeat(indent);
  return wrapText(text, Math.max(MIN_TEXT_COLUMNS, width - indent), Math.max(MIN_TEXT_COLUMNS, width - indent)).map(
    (line, i) => `${i === 0 ? lead : hang}${line}`,
  );
}

/** A cell in a word or two; its note says the rest. */
function shortCell(cell: MatrixCell): string {
  switch (cell.status) {
    case 'ok':
      return 'ok';
    case 'ok-minor-compat':
      return 'ok minor';
    case 'ok-forward-compat':
      return 'ok fwd';
    case 'forward-compat-if-datacenter':
      return 'ok fwd DC';
    case 'not-applicable':
      return 'ok no CUDA';
    case 'driver-too-old':
    case 'framework-driver-too-old':
      return cell.uncertain || cell.text.startsWith('?') ? '? driver' : '✖ driver';
    case 'blocked':
      return '✖ blocked';
    case 'unknown':
      return '? unknown';
  }
}

/** What the short cells mean, in the order a reader meets them. */
const SHORT_CELL_MEANING: [string, string][] = [
  ['ok minor', 'ok (minor compat)'],
  ['ok fwd', 'ok (forward compat)'],
  ['ok fwd DC', 'ok (forward compat, data-center GPU only)'],
  ['ok no CUDA', 'ok (no CUDA check)'],
  ['✖ driver', 'driver too old'],
  ['? driver', 'the driver may be too old'],
  ['✖ blocked', 'cannot be scheduled or run there'],
  ['? unknown', 'not known'],
];

/**
 * Notes for the cells that are not plain ok, one per row and reason: the pools where a row has
 * the same reason share it. With `short` cells, a cell whose short word hides its text gets a
 * note with the text, and a blocked cell a note with what blocks it (the detail repeats the pool).
 */
function sharedNotes(model: MatrixModel, cols: Column[], short: boolean): { lines: string[]; ref: NoteRef } {
  const lines: string[] = [];
  const refs = new Map<string, number>();
  model.rows.forEach((row, i) => {
    const same = new Map<string, { pools: string[]; index: number }>();
    for (const c of cols) {
      const cell = row.cells[c.key];
      if (!cell || cell.status === 'ok') continue;
      // A blocked cell's own text names the selector, taint or GPU that blocks it; the pools it blocks share it.
      const text =
        short && cell.status === 'blocked'
          ? `blocked: ${cell.text.replace(/^\u2716 /, '')}`
          : (cell.detail ?? (short && shortCell(cell) !== cell.text ? cell.text : undefined));
      if (text === undefined) continue;
      let note = same.get(text);
      if (!note) {
        note = { pools: [], index: lines.length };
        lines.push('');
        same.set(text, note);
      }
      note.pools.push(c.title);
      refs.set(`${i}\u0000${c.key}`, note.index + 1);
    }
    for (const [text, note] of same) lines[note.index] = `${workload(row)} ${row.container} on ${note.pools.join(', ')}: ${text}`;
  });
  return { lines, ref: (i, key) => refs.get(`${i}\u0000${key}`) };
}

/** `text` in at most `columns` columns, clipped with … */
function clip(text: string, columns: number): string {
  const chars = [...text];
  return chars.length <= columns ? text : `${chars.slice(0, Math.max(0, columns - 1)).join('')}…`;
}

/**
 * The table with pools as P1…Pn and short cells, the workload column clipped to make room; when
 * even that is too wide, the pools in groups, each a table of its own.
 */
function shortTables(model: MatrixModel, cols: Column[], ref: NoteRef, paint: Paint, width: number): string[] {
  const codes = cols.map((_, j) => `P${j + 1}`);
  const out: string[] = [];
  if (cols.length > 0) {
    out.push('Node pools:');
    cols.forEach((c, j) =>
      appendLines(out, hanging(`  ${pad(codes[j]!, codes[cols.length - 1]!.length)}  `, `${c.title} (${c.sub})`, width)),
    );
    out.push('');
  }
  const label = (row: MatrixRow) => `${row.name ?? '(unnamed)'}${row.template ? ` [${row.template}]` : ''} (${row.container})`;
  const cells = model.rows.map((row, i) =>
    cols.map((c): GridCell => {
      const cell = row.cells[c.key];
      if (!cell) return { text: '–' };
      const n = ref(i, c.key);
      return { text: `${shortCell(cell)}${n ? ` [${n}]` : ''}`, style: cellStyle(cell) };
    }),
  );
  const columnWidth = cols.map((_, j) => cells.reduce((w, r) => Math.max(w, [...r[j]!.text].length), codes[j]!.length));
  const numberWidth = String(model.rows.length).length;
  const cuda = (row: MatrixRow) => clip(row.cuda ?? '?', MAX_CUDA_COLUMNS);
  const cudaWidth = model.rows.reduce((w, r) => Math.max(w, [...cuda(r)].length), 'CUDA'.length);
  const workloadWidth = model.rows.reduce((w, r) => Math.max(w, [...label(r)].length), 'WORKLOAD'.length);
  const fixed = numberWidth + 2 + 2 + cudaWidth;
  // Pools in groups that fit beside the narrowest workload column.
  const groups: number[][] = [];
  let used = Infinity;
  cols.forEach((_, j) => {
    if (used + 2 + columnWidth[j]! > width) {
      groups.push([]);
      used = fixed + Math.min(workloadWidth, MIN_WORKLOAD_COLUMNS);
    }
    groups[groups.length - 1]!.push(j);
    used += 2 + columnWidth[j]!;
  });
  if (groups.length === 0) groups.push([]);
  groups.forEach((group, g) => {
    const pools = group.reduce((sum, j) => sum + 2 + columnWidth[j]!, 0);
    const room = Math.min(workloadWidth, Math.max(MIN_WORKLOAD_COLUMNS, width - fixed - pools));
    const head: GridCell[] = ['#', 'WORKLOAD', 'CUDA', ...group.map((j) => codes[j]!)].map((text) => ({ text, style: 'bold' }));
    const body = model.rows.map((row, i): GridCell[] => [
      { text: String(i + 1) },
      { text: clip(label(row), room) },
      { text: cuda(row) },
      ...group.map((j) => cells[i]![j]!),
    ]);
    if (g > 0) out.push('');
    appendLines(out, grid([head, ...body], paint).lines);
  });
  const shownWords = new Set(model.rows.flatMap((row) => cols.map((c) => (row.cells[c.key] ? shortCell(row.cells[c.key]!) : '–'))));
  const meanings = SHORT_CELL_MEANING.filter(([word]) => shownWords.has(word)).map(([word, meaning]) => `${word} = ${meaning}`);
  if (meanings.length) appendLines(out, ['', ...hanging('Cells: ', `${meanings.join('; ')}; [n] = note n below.`, width)]);
  return out;
}

/** The matrix within `width` columns (the default in a terminal). */
function fittedTable(model: MatrixModel, paint: Paint, width: number): string {
  const cols = columns(model);
  let n = sharedNotes(model, cols, false);
  const full = fullGrid(model, cols, n.ref, paint);
  const short = full.width > width;
  let out: string[];
  if (short) {
    n = sharedNotes(model, cols, true);
    out = shortTables(model, cols, n.ref, paint, width);
  } else out = full.lines;
  if (cols.length === 0) appendLines(out, ['', ...hanging('', NO_POOLS, width)]);
  out.push('', short ? 'Rows:' : 'CUDA per row:');
  model.rows.forEach((row, i) => appendLines(out, hanging(`  ${i + 1}. `, rowText(row, short), width)));
  if (n.lines.length) {
    out.push('', 'Notes:');
    n.lines.forEach((line, i) => appendLines(out, hanging(`  [${i + 1}] `, line, width)));
  }
  return `${out.join('\n')}\n`;
}

/** Adds `lines` to `out` one by one: push(...lines) passes one argument per GPU container, and calls take only so many. */
function appendLines(out: string[], lines: string[]): void {
  for (const line of lines) out.push(line);
}

/** Every value is Markdown text, never a code span (formatters/escape.ts). */
function md(text: string): string {
  return markdownText(text);
}

export function renderMarkdown(model: MatrixModel): string {
  const out = ['## CUDA compatibility matrix', ''];
  if (model.rows.length === 0) return `${out.join('\n')}No GPU workloads found.\n`;
  const cols = columns(model);
  const n = notes(model);
  const icon = (cell: MatrixCell) => {
    switch (cell.status) {
      case 'ok':
      case 'ok-forward-compat':
        return '✅ ';
      case 'ok-minor-compat':
      case 'forward-compat-if-datacenter':
        return '⚠️ ';
      case 'driver-too-old':
      case 'framework-driver-too-old':
        return cell.uncertain ? '⚠️ ' : '❌ ';
      default:
        return '';
    }
  };
  out.push(`| # | Workload | Container | Image | CUDA |${cols.map((c) => ` ${md(c.title)}<br>${md(c.sub)} |`).join('')}`);
  out.push(`|---|---|---|---|---|${cols.map(() => '---|').join('')}`);
  model.rows.forEach((row, i) => {
    const cells = cols.map((c) => {
      const cell = row.cells[c.key];
      if (!cell) return ' – |';
      const ref = n.cells.get(`${i}\u0000${c.key}`);
      const mark = icon(cell);
      return ` ${mark}${md(mark ? cell.text.replace(/^[\u2716?] /, '') : cell.text)}${ref ? ` [${ref}]` : ''} |`;
    });
    out.push(`| ${i + 1} | ${md(workload(row))} | ${md(row.container)} | ${md(row.image)} | ${md(row.cuda ?? '?')} |${cells.join('')}`);
  });
  if (cols.length === 0)
    out.push('', 'No node pools are known (config `nodePools`, `--node-pools`, Node objects in the input): only the CUDA column is shown.');
  appendLines(out, [
    '',
    '<details><summary>Where each CUDA version comes from, and why cells are not ok</summary>',
    '',
    ...n.rows.map((r) => md(r)),
  ]);
  if (n.lines.length) appendLines(out, ['', ...n.lines.map((l) => `- ${md(l)}`)]);
  out.push('', '</details>', '');
  return out.join('\n');
}

export function renderJson(model: MatrixModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}

function renderImage(report: ImageReport, format: Format): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  const rows: [string, string][] = [
    [
      'Image',
      `${report.image} (${report.normalized}${report.tag ? `, tag ${report.tag}` : ''}${report.digest ? `, digest ${report.digest}` : ''})`,
    ],
    ['Family', report.family ?? 'none (not in data/image-families.json)'],
    [
      'CUDA',
      report.cuda
        ? `${report.cuda}${report.bundledCuda ? ` (bundled framework built for ${report.bundledCuda})` : ''}: ${report.cudaSource}`
        : `unknown: ${report.cudaSource}`,
    ],
  ];
  if (report.base)
    rows.push([
      'Base',
      report.base === 'nvidia-cuda'
        ? 'nvidia-cuda: built on nvidia/cuda, carries NVIDIA_REQUIRE_CUDA'
        : report.base === 'os'
          ? 'os: CUDA from wheels on a plain OS image'
          : 'unknown (set base in compat.images)',
    ]);
  if (report.driverFloor)
    rows.push([
      'Driver floor',
      `>= ${report.driverFloor.driver} (${report.driverFloor.row}, ${report.driverFloor.verified ? 'verified' : 'unverified'}: ${report.driverFloor.source})`,
    ]);
  if (report.minorFloor)
    rows.push([
      'Minor-version compat',
      `CUDA ${report.minorFloor.major}.x >= ${report.minorFloor.driver} (${report.minorFloor.verified ? 'verified' : 'unverified'}: ${report.minorFloor.source}); applies to ${report.minorFloor.appliesTo}`,
    ]);
  if (report.forwardCompatibility) {
    const fc = report.forwardCompatibility;
    const list = fc.branches.length
      ? fc.branches
          .map((b) => `R${b.branch}${b.minDriver ? ` >= ${b.minDriver}` : ''} (${b.verified ? 'verified' : 'unverified'}: ${b.source})`)
          .join('; ')
      : 'none listed in data/cuda-drivers.json';
    rows.push(['Forward compat', `${list}; GPU classes: ${fc.gpuClasses.join(', ')}; applies to ${fc.appliesTo}`]);
  }
  if (report.frameworkFloor)
    rows.push([
      'Framework floor',
      `${report.frameworkFloor.framework}: driver >= ${report.frameworkFloor.driver} (${report.frameworkFloor.source})`,
    ]);
  if (format === 'markdown') return `${['| Field | Value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${md(v)} |`)].join('\n')}\n`;
  const width = rows.reduce((most, [k]) => Math.max(most, k.length), 0);
  return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${printable(v)}`).join('\n')}\n`;
}

export async function runMatrix(argv: string[], io: MatrixIo): Promise<number> {
  const args = argv[0] === 'matrix' ? argv.slice(1) : argv;
  let values: ReturnType<typeof parse>['values'];
  let positionals: string[];
  try {
    ({ values, positionals } = parse(args));
  } catch (e) {
    io.stderr(`ai-k8s-lint matrix: ${(e as Error).message}\nRun ai-k8s-lint matrix --help for usage.\n`);
    return 2;
  }
  try {
    if (values.help) return (io.stdout(HELP), 0);
    const format = (values.format ?? 'table') as Format;
    if (!FORMATS.includes(format)) throw new UsageError(`unknown matrix format "${values.format}"; use one of ${FORMATS.join(', ')}`);
    const config = await loadConfig({ config: values.config, cwd: io.cwd });
    if (values.image !== undefined) {
      const image = parseImage(values.image);
      const family = imageFamily(image);
      const r = resolveImageCuda(image, family, compatConfig(config.raw));
      io.stdout(renderImage(imageReport(values.image, image.normalized, image.tag, image.digest, family?.id, r), format));
      return 0;
    }
    const nodePoolDocuments = values['node-pools'] !== undefined ? readNodePools(values['node-pools'], io.cwd) : undefined;
    const model = matrixOf(positionals, { cwd: io.cwd, config, nodePoolDocuments, ignore: values.ignore, readStdin: io.readStdin });
    const out =
      format === 'json'
        ? renderJson(model)
        : format === 'markdown'
          ? renderMarkdown(model)
          : renderTable(model, useColor(values, io.env, io.isTTY), { width: values.wide ? undefined : tableWidth(io) });
    io.stdout(out);
    return 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError || e instanceof PathError) {
      io.stderr(`ai-k8s-lint matrix: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      config: { type: 'string', short: 'c' },
      format: { type: 'string', short: 'f' },
      'node-pools': { type: 'string' },
      image: { type: 'string' },
      wide: { type: 'boolean' },
      ignore: { type: 'string', multiple: true },
      color: { type: 'boolean' },
      'no-color': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
