// Shared test fixtures: builders for the common workloads (Pod, Deployment, StatefulSet, Job with
// containers, GPU limits, probes), and marks, so that a test points at the spot it expects a
// finding at instead of counting lines.
//
// Marks. `marked(text)`, or the tag marked`…`, removes two kinds of marker and returns the text
// without them and where they were, in the text as returned:
//   ⟦…⟧          a span: what is between the brackets (they may nest and cross lines);
//   # <-- here   at the end of a line (after a space): that line, from its first non-blank
//                character to its last one before the marker, which is removed with the
//                blanks before it.
// Positions are 1-based, columns count UTF-16 code units, and the end is exclusive: the same as
// a finding's range (src/core/types.ts Range), so `markOf(finding.range)` compares with a mark.
// Lines end at \n (a \r before it is part of the line, as in the finding ranges' columns).
//
// Builders. Each returns YAML text (markers in values are kept for `marked` to remove), written
// in one layout: block mappings, two-space indentation, list items indented under their key.
// Scalars are written as given: a string is the YAML source of the value (quote it yourself where
// YAML needs it, e.g. gpu: '"0.5"'), a number or boolean as it prints, null as `null`.

/** A position range: 1-based lines and columns (UTF-16), end exclusive. */
export interface Mark {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface Marked {
  /** The text without the markers. */
  text: string;
  /** The marked spans, by start (an enclosing span before the spans it holds). */
  marks: Mark[];
  /** The one mark; throws when there is not exactly one. */
  readonly mark: Mark;
  /** The start line of each mark. */
  readonly lines: number[];
}

const OPEN = '⟦';
const CLOSE = '⟧';
const LINE_MARKER = /[ \t]+# <-- here[ \t]*$/;

/** Line and column (1-based) of each offset of `text`, given its line starts. */
function positionAt(lineStarts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function markedText(source: string): Marked {
  // 1. The brackets: spans as offsets into the text without them.
  let text = '';
  const open: number[] = [];
  let spans: [number, number][] = [];
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c !== OPEN && c !== CLOSE) continue;
    text += source.slice(from, i);
    from = i + 1;
    if (c === OPEN) open.push(text.length);
    else {
      const start = open.pop();
      if (start === undefined) throw new Error(`marked: ${CLOSE} without ${OPEN} at offset ${i}`);
      spans.push([start, text.length]);
    }
  }
  if (open.length > 0) throw new Error(`marked: ${open.length} ${OPEN} without ${CLOSE}`);
  text += source.slice(from);

  // 2. The line markers: cut them out, shifting the spans behind them.
  const lines = text.split('\n');
  let out = '';
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const cr = line.endsWith('\r') ? '\r' : '';
    const body = cr ? line.slice(0, -1) : line;
    const m = LINE_MARKER.exec(body);
    if (m) {
      const content = body.slice(0, m.index);
      const first = content.search(/\S/);
      if (first < 0) throw new Error(`marked: "# <-- here" on line ${n + 1} marks nothing`);
      // Spans are in the coordinates of `out` followed by the rest of `text`.
      const cutStart = out.length + m.index;
      const cutLength = m[0].length;
      spans = spans.map(([s, e]) => [s > cutStart ? s - cutLength : s, e > cutStart ? e - cutLength : e]);
      spans.push([out.length + first, out.length + content.length]);
      out += content + cr;
    } else out += line;
    if (n < lines.length - 1) out += '\n';
  }

  const starts = lineStartsOf(out);
  const marks = spans
    .sort((a, b) => a[0] - b[0] || b[1] - a[1])
    .map(([s, e]) => {
      const start = positionAt(starts, s);
      const end = positionAt(starts, e);
      return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
    });
  return {
    text: out,
    marks,
    get mark() {
      if (marks.length !== 1) throw new Error(`marked: expected one mark, found ${marks.length}`);
      return marks[0]!;
    },
    get lines() {
      return marks.map((m) => m.line);
    },
  };
}

/**
 * The template's text without a first empty line and without the indentation its lines share
 * (of the literal parts; interpolated values are inserted as they are), ending in one newline.
 */
function dedented(strings: readonly string[], values: unknown[]): string {
  if (!strings[0]!.startsWith('\n')) return String.raw({ raw: strings }, ...values);
  const parts = [...strings];
  parts[0] = parts[0]!.slice(1);
  // Lines that start in a literal part (the first of the template, and each after a newline in
  // one) and hold something: text, or a value inserted after their blanks.
  const starts = parts.flatMap((p, i) =>
    p
      .split('\n')
      .map((line, j, all) => ({ line, start: j > 0 || i === 0, value: j === all.length - 1 && i < parts.length - 1 }))
      .filter((l) => l.start && (l.line.trim() !== '' || l.value))
      .map((l) => l.line),
  );
  const indents = starts.map((l) => /^[ \t]*/.exec(l)![0].length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  const strip = (p: string, first: boolean) =>
    p
      .split('\n')
      .map((l, j) => (j > 0 || first ? l.slice(Math.min(indent, /^[ \t]*/.exec(l)![0].length)) : l))
      .join('\n');
  const cleaned = parts.map((p, i) => strip(p, i === 0));
  // The closing line (blanks before the backtick) goes; the text ends in one newline.
  const last = cleaned.length - 1;
  cleaned[last] = cleaned[last]!.replace(/\n[ \t]*$/, '\n');
  return String.raw({ raw: cleaned }, ...values);
}

/** The text without its markers, and the marked positions. As a tag, the template is dedented first. */
export function marked(text: string): Marked;
export function marked(strings: TemplateStringsArray, ...values: unknown[]): Marked;
export function marked(first: string | TemplateStringsArray, ...values: unknown[]): Marked {
  return markedText(
    typeof first === 'string'
      ? first
      : dedented(
          first.raw.map((_, i) => first[i] ?? first.raw[i]!),
          values,
        ),
  );
}

/** A finding's range (or any {start, end}) as a Mark, to compare with marks. */
export function markOf(range: { start: { line: number; column: number }; end: { line: number; column: number } }): Mark {
  return { line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column };
}

/** A mark as `line:column-endLine:endColumn`, for messages and compact expectations. */
export function formatMark(m: Mark): string {
  return `${m.line}:${m.column}-${m.endLine}:${m.endColumn}`;
}

/** The 1-based line of the first line of `text` that contains `needle` (throws when none does). */
export function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`lineOf: no line contains ${JSON.stringify(needle)}`);
  return i + 1;
}

// ---------------------------------------------------------------------------------------------
// YAML writing

/** A value the builders write: scalars as given, mappings and lists in block style. */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue | undefined };

const isMapping = (v: unknown): v is Record<string, YamlValue | undefined> => v !== null && typeof v === 'object' && !Array.isArray(v);
const scalar = (v: string | number | boolean | null) => (v === null ? 'null' : String(v));

function entries(map: Record<string, YamlValue | undefined>): [string, YamlValue][] {
  return Object.entries(map).filter((e): e is [string, YamlValue] => e[1] !== undefined);
}

/** The lines of `value` as the body of a key (mappings and lists) at `indent`. */
function blockLines(value: YamlValue, indent: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (isMapping(item) && entries(item).length > 0) {
        const [head, ...rest] = mappingLines(item, `${indent}  `);
        return [`${indent}- ${head!.slice(indent.length + 2)}`, ...rest];
      }
      if (Array.isArray(item) && item.length > 0) {
        const [head, ...rest] = blockLines(item, `${indent}  `);
        return [`${indent}- ${head!.slice(indent.length + 2)}`, ...rest];
      }
      return [`${indent}- ${inline(item)}`];
    });
  }
  if (isMapping(value)) return mappingLines(value, indent);
  return [`${indent}${scalar(value)}`];
}

/** An empty collection or a scalar, on the key's line. */
function inline(value: YamlValue): string {
  if (Array.isArray(value)) return '[]';
  if (isMapping(value)) return '{}';
  return scalar(value);
}

function mappingLines(map: Record<string, YamlValue | undefined>, indent: string): string[] {
  return entries(map).flatMap(([key, v]) => {
    const nested = (Array.isArray(v) && v.length > 0) || (isMapping(v) && entries(v).length > 0);
    if (!nested) return [`${indent}${key}: ${inline(v)}`];
    return [`${indent}${key}:`, ...blockLines(v, `${indent}  `)];
  });
}

/** A mapping as YAML text in the builders' layout, ending in a newline. */
export function toYaml(map: Record<string, YamlValue | undefined>): string {
  return `${mappingLines(map, '').join('\n')}\n`;
}

/**
 * `text` with `lines` inserted before its first line that holds `needle`, each indented as that
 * line (an empty string is an empty line): comments, e.g. directives, where a builder has none.
 */
export function insertBefore(text: string, needle: string, lines: string[]): string {
  const all = text.split('\n');
  const at = all.findIndex((l) => l.includes(needle));
  if (at < 0) throw new Error(`insertBefore: no line contains ${JSON.stringify(needle)}`);
  const indent = /^[ \t]*/.exec(all[at]!)![0];
  all.splice(at, 0, ...lines.map((l) => (l === '' ? '' : `${indent}${l}`)));
  return all.join('\n');
}

/** Documents joined into one stream with `---` lines. */
export function stream(...documents: string[]): string {
  return documents.map((d) => (d.endsWith('\n') ? d : `${d}\n`)).join('---\n');
}

// ---------------------------------------------------------------------------------------------
// Builders

export interface ContainerOptions {
  name?: string;
  image?: string;
  command?: YamlValue[];
  args?: YamlValue[];
  /** name → value (the YAML source of the value). */
  env?: Record<string, string>;
  ports?: number[];
  /** nvidia.com/gpu (or `gpuResource`) under limits. */
  gpu?: number | string;
  gpuResource?: string;
  requests?: Record<string, YamlValue>;
  limits?: Record<string, YamlValue>;
  volumeMounts?: { name: string; mountPath: string; [key: string]: YamlValue }[];
  readinessProbe?: YamlValue;
  livenessProbe?: YamlValue;
  startupProbe?: YamlValue;
  /** Further keys of the container, written last. */
  extra?: Record<string, YamlValue>;
}

/** An httpGet probe. */
export function httpProbe(path = '/health', port: number | string = 8000, more: Record<string, YamlValue> = {}): YamlValue {
  return { httpGet: { path, port }, ...more };
}

/** A container as a mapping (what the workload builders write for each of `containers`). */
export function container(o: ContainerOptions = {}): Record<string, YamlValue | undefined> {
  const limits = { ...(o.gpu !== undefined ? { [o.gpuResource ?? 'nvidia.com/gpu']: o.gpu } : {}), ...o.limits };
  const resources =
    o.requests || Object.keys(limits).length > 0
      ? { requests: o.requests, limits: Object.keys(limits).length > 0 ? limits : undefined }
      : undefined;
  return {
    name: o.name ?? 'main',
    image: o.image ?? 'vllm/vllm-openai:v0.9.0',
    command: o.command,
    args: o.args,
    env: o.env && Object.entries(o.env).map(([name, value]) => ({ name, value })),
    ports: o.ports?.map((containerPort) => ({ containerPort })),
    resources,
    volumeMounts: o.volumeMounts,
    readinessProbe: o.readinessProbe,
    livenessProbe: o.livenessProbe,
    startupProbe: o.startupProbe,
    ...o.extra,
  };
}

export interface PodSpecOptions {
  /** One default container when left out. */
  containers?: ContainerOptions[];
  initContainers?: ContainerOptions[];
  nodeSelector?: Record<string, string>;
  tolerations?: YamlValue[];
  runtimeClassName?: string;
  restartPolicy?: string;
  volumes?: YamlValue[];
  /** Further keys of the pod spec, written last. */
  spec?: Record<string, YamlValue>;
}

export interface ObjectOptions {
  name?: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

function podSpec(o: PodSpecOptions): Record<string, YamlValue | undefined> {
  return {
    runtimeClassName: o.runtimeClassName,
    restartPolicy: o.restartPolicy,
    nodeSelector: o.nodeSelector,
    tolerations: o.tolerations,
    initContainers: o.initContainers?.map(container),
    containers: (o.containers ?? [{}]).map(container),
    volumes: o.volumes,
    ...o.spec,
  };
}

function metadata(o: ObjectOptions, name: string): Record<string, YamlValue | undefined> {
  return { name: o.name ?? name, namespace: o.namespace, labels: o.labels, annotations: o.annotations };
}

/** A Pod. */
export function pod(o: ObjectOptions & PodSpecOptions = {}): string {
  return toYaml({ apiVersion: 'v1', kind: 'Pod', metadata: metadata(o, 'p'), spec: podSpec(o) });
}

export interface WorkloadOptions extends ObjectOptions, PodSpecOptions {
  replicas?: number | string;
}

function template(o: WorkloadOptions, name: string): Record<string, YamlValue | undefined> {
  return { metadata: { labels: { app: o.name ?? name } }, spec: podSpec(o) };
}

/** An apps/v1 Deployment (selector and template labels `app: <name>`). */
export function deployment(o: WorkloadOptions = {}): string {
  const name = o.name ?? 'app';
  return toYaml({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: metadata(o, name),
    spec: { replicas: o.replicas ?? 1, selector: { matchLabels: { app: name } }, template: template(o, name) },
  });
}

/** An apps/v1 StatefulSet, with a serviceName of its own name. */
export function statefulSet(o: WorkloadOptions & { serviceName?: string } = {}): string {
  const name = o.name ?? 'app';
  return toYaml({
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: metadata(o, name),
    spec: {
      serviceName: o.serviceName ?? name,
      replicas: o.replicas ?? 1,
      selector: { matchLabels: { app: name } },
      template: template(o, name),
    },
  });
}

/** A batch/v1 Job (restartPolicy Never unless given). */
export function job(o: WorkloadOptions & { completions?: number; parallelism?: number; backoffLimit?: number } = {}): string {
  const name = o.name ?? 'train';
  const spec = template({ ...o, restartPolicy: o.restartPolicy ?? 'Never' }, name);
  return toYaml({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: metadata(o, name),
    spec: { completions: o.completions, parallelism: o.parallelism, backoffLimit: o.backoffLimit, template: spec },
  });
}
