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

/** Numbered notes for every cell that is not plain ok, and the CUDA source of every row. */
function notes(model: MatrixModel): { rows: string[]; cells: Map<string, number>; lines: string[] } {
  const lines: string[] = [];
  const cells = new Map<string, number>();
  const rows: string[] = [];
  model.rows.forEach((row, i) => {
    rows.push(
      `${i + 1}. ${workload(row)} ${row.container} (${row.file}${row.line ? `:${row.line}` : ''}): ${row.cuda ? `CUDA ${row.cuda} from ${row.cudaSource}` : `CUDA unknown: ${row.cudaSource}`}`,
    );
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

export function renderTable(raw: MatrixModel, color: boolean): string {
  // Names, images and details come from manifests and node pool files.
  const model = printableModel(raw);
  const paint = (style: Style | undefined, text: string) =>
    color && style ? `\u001b[${STYLE[style][0]}m${text}\u001b[${STYLE[style][1]}m` : text;
  if (model.rows.length === 0) return 'No GPU workloads found (containers requesting nvidia.com/gpu, MIG devices or GPU DRA claims).\n';
  const cols = columns(model);
  const n = notes(model);
  const head = ['#', 'WORKLOAD', 'CONTAINER', 'IMAGE', 'CUDA', ...cols.map((c) => c.title)];
  const sub = ['', '', '', '', '', ...cols.map((c) => c.sub)];
  const body = model.rows.map((row, i) => {
    const cells = cols.map((c) => {
      const cell = row.cells[c.key];
      if (!cell) return { text: '–' };
      const ref = n.cells.get(`${i}\u0000${c.key}`);
      return { text: `${cell.text}${ref ? ` [${ref}]` : ''}`, style: cellStyle(cell) };
    });
    return [
      { text: String(i + 1) },
      { text: workload(row) },
      { text: row.container },
      { text: row.image },
      { text: row.cuda ?? '?' },
      ...cells,
    ] as { text: string; style?: Style }[];
  });
  // A loop, not Math.max(...rows): a spread of one argument per GPU container overflows the stack.
  const widths = head.map((h, j) =>
    body.reduce((w, r) => Math.max(w, [...r[j]!.text].length), Math.max([...h].length, [...(sub[j] ?? '')].length)),
  );
  const line = (cells: { text: string; style?: Style }[]) =>
    cells
      .map((c, j) => paint(c.style, pad(c.text, widths[j]!)))
      .join('  ')
      .trimEnd();
  const out = [
    line(head.map((text) => ({ text, style: 'bold' as Style }))),
    line(sub.map((text) => ({ text, style: 'dim' as Style }))),
    ...body.map(line),
  ];
  if (cols.length === 0)
    out.push('', 'No node pools are known (config nodePools, --node-pools, Node objects in the input): only the CUDA column is shown.');
  appendLines(out, ['', 'CUDA per row:', ...n.rows.map((r) => `  ${r}`)]);
  if (n.lines.length) appendLines(out, ['', 'Notes:', ...n.lines.map((l) => `  ${l}`)]);
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
      return ` ${mark}${md(mark ? cell.text.replace(/^[✖?] /, '') : cell.text)}${ref ? ` [${ref}]` : ''} |`;
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
          : renderTable(model, useColor(values, io.env, io.isTTY));
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
      ignore: { type: 'string', multiple: true },
      color: { type: 'boolean' },
      'no-color': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
