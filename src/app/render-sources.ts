// Where the documents of a render come from, for the engine to point findings at the files the
// user edits (CONFIG.md "Findings on rendered objects point at the source"):
// - Helm: each document's `# Source: <chart name>/templates/x.yaml` comment names its template;
//   the chart's `name:` is replaced by the chart's directory (a subchart's by the folder under
//   `charts/` whose Chart.yaml has that name), and the key is matched against the template's keys
//   (src/yaml/template-locate.ts): its line, or the `toYaml`/`include` action that writes it,
//   else the object's head. A line that reads one `.Values.x.y` adds the values-file line that
//   sets it as a related location (the last values file that does, else values.yaml; for a
//   subchart under its name first). A subchart packed as a `.tgz` is never opened: its objects go
//   to its entry in the parent's Chart.yaml `dependencies:`.
// - kustomize: a key written by a patch goes to the last patch that writes it
//   (src/yaml/patch-locate.ts), in its file or in the kustomization's block scalar of an inline
//   patch; any other key to the resource file the object's `config.kubernetes.io/origin`
//   annotation names, where it is plain YAML.
// Anything unknown goes to the manifest (Chart.yaml or kustomization.yaml), never to the render.
import { readdirSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import type { JsonPath, Range } from '../core/types.js';
import type { RenderedDocument, RenderedStream, SourceLocation } from '../engine/rendered.js';
import { decodeText } from '../files/decode-text.js';
import { OutsideCheckoutError, resolveInCheckout } from '../files/checkout.js';
import { FileReadError, MAX_BYTES, readRegularFile } from '../files/read-file.js';
import { isDirectory } from '../files/stat.js';
import { isObject, own, ownObject, ownString } from '../k8s/values.js';
import { chartName } from '../render/helm.js';
import { originOf } from '../render/kustomize.js';
import type { RenderResult } from '../render/types.js';
import { LineIndex } from '../yaml/lines.js';
import { loadYaml, type LoadedFile } from '../yaml/load.js';
import { inlinePatchOf, patchLocator, type KustomizePatch, type PatchLocator } from '../yaml/patch-locate.js';
import { templateLocator, type TemplateLocator } from '../yaml/template-locate.js';
import { valuesLocator, type ValueLocator } from '../yaml/values-locate.js';
import type { RenderRoot } from '../render/types.js';
import { memo } from '../core/memo.js';

const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** The files a render's documents come from, read once each (bounded like any manifest). */
class SourceFiles {
  private readonly texts = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, LoadedFile | undefined>();
  private readonly indexes = new Map<string, LineIndex | undefined>();

  constructor(private readonly cwd: string) {}

  /** The file-system path of a display path. */
  absolute(file: string): string {
    return posix.isAbsolute(file) ? file : `${this.cwd}/${file}`;
  }

  text(file: string): string | undefined {
    return memo(this.texts, file, () => this.read(file));
  }

  private read(file: string): string | undefined {
    try {
      // Source paths come from the render (a `# Source:` comment, an origin annotation): they
      // may name no file, or one that a link leads out of the checkout from; neither is read.
      // An absolute path is a chart or values file the user named outside the working directory.
      if (!posix.isAbsolute(file) && !isPlainRelative(file)) throw new FileReadError('not a plain relative path');
      return decodeText(readRegularFile(resolveInCheckout(resolve(this.cwd, file), this.cwd), MAX_BYTES.manifest));
    } catch (e) {
      if (!(e instanceof FileReadError) && !(e instanceof OutsideCheckoutError)) throw e;
      return undefined;
    }
  }

  /** The file's line index, for the code frame of a located line (built once per file). */
  lines(file: string): LineIndex | undefined {
    return memo(this.indexes, file, () => mapDefined(this.text(file), (text) => new LineIndex(text)));
  }

  yaml(file: string): LoadedFile | undefined {
    return memo(this.loaded, file, () => mapDefined(this.text(file), loadYaml));
  }
}

/** `make(text)` for a file that was read; undefined for one that was not. */
function mapDefined<T>(text: string | undefined, make: (text: string) => T): T | undefined {
  return text === undefined ? undefined : make(text);
}

/** A relative POSIX path that stays below where it starts: plain segments only (no `..`, no empty one for a root, no backslash), no drive. */
function isPlainRelative(file: string): boolean {
  return !file.includes(':') && file.split('/').every(isPlainSegment);
}

/** A location from a line of a file (1-based), spanning the line's text. */
function lineLocation(sources: SourceFiles, file: string, line: number): SourceLocation {
  const lineText = (sources.lines(file)?.lineText(line) ?? '').slice(0, 10_000);
  const range: Range = { start: { line, column: 1 }, end: { line, column: Math.max(lineText.trimEnd().length, 1) + 1 } };
  return { file, range, lineText };
}

export function renderedStream(result: RenderResult, root: RenderRoot, cwd: string, label: string): RenderedStream {
  const sources = new SourceFiles(cwd);
  const fallback = lineLocation(sources, result.manifest, 1);
  const dir = result.root === '.' ? '' : `${result.root}/`;
  const helm =
    result.kind === 'helm' ? helmSources(sources, { name: result.helm?.chart, dir, values: result.helm?.values ?? [] }) : undefined;
  const patches = result.kind === 'kustomize' ? kustomizePatches(sources, root) : undefined;
  return {
    label,
    root: `${result.root}${result.helm ? ` ${[...result.helm.values, ...Object.entries(result.helm.set).map(([k, v]) => `${k}=${v}`)].join(',')}` : ''}`,
    fallback,
    locate(doc: RenderedDocument, path: JsonPath): SourceLocation | undefined {
      if (helm) return helm(doc, path);
      return (patches && locateInPatch(sources, patches, doc.value, path)) ?? locateInResource(sources, doc.value, path);
    },
  };
}

/** A chart as its render's `# Source:` comments name it: its `name:`, its folder (`dir/`, '' for the cwd) and the values files given to helm. */
interface RenderedChart {
  name: string | undefined;
  dir: string;
  /** The values files given to helm, in order; undefined when unknown (a render the linter did not make): no values lines then. */
  values: string[] | undefined;
}

/** Helm: the template of a document and the key in it, with the values line a plain `.Values` reference reads. */
function helmSources(sources: SourceFiles, chart: RenderedChart): (doc: RenderedDocument, path: JsonPath) => SourceLocation | undefined {
  const { name, dir } = chart;
  const charts = name === undefined ? undefined : new HelmSourcePaths(sources, dir, name, chart.values);
  const locators = new Map<string, TemplateLocator | undefined>();
  // Where a document stands among those of its template (helm may reorder them by kind).
  const positions = new Map<number, { objectIndex: number; kindIndex: number }>();
  const counts = new Map<string, number>();
  const valueLocators = new Map<string, ValueLocator | undefined>();
  const valueAt = (path: string[], valuesFiles: readonly ValuesFile[]): SourceLocation | undefined => {
    for (const { file, prefix } of valuesFiles) {
      const at = memo(valueLocators, file, () => mapDefined(sources.text(file), valuesLocator))?.([...prefix, ...path]);
      if (at)
        return {
          file,
          range: { start: { line: at.line, column: at.column }, end: { line: at.line, column: at.valueEndColumn ?? at.endColumn } },
        };
    }
    return undefined;
  };
  return (doc, path) => {
    const source = doc.helmSource;
    const from = source === undefined ? undefined : charts?.templateOf(source);
    if (!from || !source) return undefined;
    if ('packed' in from) return from.packed;
    const file = from.template;
    const locate = memo(locators, file, () => mapDefined(sources.text(file), templateLocator));
    if (!locate) return undefined;
    const kind = ownString(doc.value, 'kind') ?? '';
    const { objectIndex, kindIndex } = memo(positions, doc.index, () => {
      const objectIndex = counts.get(source) ?? 0;
      const kindIndex = counts.get(`${source}\u0000${kind}`) ?? 0;
      counts.set(source, objectIndex + 1);
      counts.set(`${source}\u0000${kind}`, kindIndex + 1);
      return { objectIndex, kindIndex };
    });
    const at = locate(objectIndex, path, {
      kind,
      name: ownString(ownObject(doc.value, 'metadata'), 'name'),
      kindIndex,
      rendered: doc.value,
    });
    if (!at) return undefined;
    const location = lineLocation(sources, file, at.line);
    location.range = { start: { line: at.line, column: at.column }, end: { line: at.line, column: at.valueEndColumn ?? at.endColumn } };
    const related = (at.valuesRefs ?? []).flatMap((ref) => {
      const value = valueAt(ref, from.values);
      return value ? [{ file: value.file, range: value.range, message: `The value comes from .Values.${ref.join('.')}, set here.` }] : [];
    });
    if (related.length > 0) location.related = related;
    return location;
  };
}

/** A values file a template's `.Values` come from, and the keys its values sit under there (a subchart's name). */
interface ValuesFile {
  file: string;
  prefix: readonly string[];
}

/** Where a `# Source:` path of a render leads in the checkout. */
type TemplateSource =
  /** A file of the chart or of a subchart folder, and the values files in the order helm lets them win. */
  | { template: string; values: ValuesFile[] }
  /** A subchart packed as an archive (`charts/x-1.0.0.tgz`): its entry in the parent's Chart.yaml, else that file's first line. */
  | { packed: SourceLocation };

/** What a `# Source:` path may be (helm writes it, but a template can print such a line too). */
const SOURCE_LIMITS = { maxLength: 4096, maxSubchartDepth: 16, maxSubchartFolders: 1000 } as const;

/**
 * The files of a chart's `# Source:` paths: `<chart name>/templates/x.yaml` is in the chart's
 * directory; `<chart name>/charts/<sub>/templates/x.yaml` in the folder under `charts/` whose
 * Chart.yaml is named `<sub>` (for an alias, the chart the aliased dependency names), level by
 * level. A subchart with no such folder is packed: nothing inside an archive is read.
 */
class HelmSourcePaths {
  private readonly resolved = new Map<string, TemplateSource | undefined>();
  /** Per chart directory: its subchart folders by chart name. */
  private readonly folders = new Map<string, Map<string, string>>();

  constructor(
    private readonly sources: SourceFiles,
    private readonly dir: string,
    private readonly name: string,
    /** The values files of the render, as given (a later one wins); undefined when unknown (a render made elsewhere). */
    private readonly values: readonly string[] | undefined,
  ) {}

  templateOf(source: string): TemplateSource | undefined {
    return memo(this.resolved, source, (s) => this.resolve(s));
  }

  private resolve(source: string): TemplateSource | undefined {
    if (source.length > SOURCE_LIMITS.maxLength || !source.startsWith(`${this.name}/`)) return undefined;
    const segments = source.slice(this.name.length + 1).split('/');
    // Never `..`, `.` or an empty segment: the path stays inside the chart.
    if (!segments.every(isPlainSegment)) return undefined;
    const charts = [this.dir];
    const keys: string[] = [];
    let i = 0;
    while (segments[i] === 'charts' && i + 2 < segments.length) {
      if (keys.length >= SOURCE_LIMITS.maxSubchartDepth) return undefined;
      const key = segments[i + 1]!;
      const parent = charts[charts.length - 1]!;
      const folder = this.subchartFolders(parent).get(this.dependencyName(parent, key));
      if (folder === undefined) return { packed: this.dependencyEntry(parent, key) };
      charts.push(`${parent}charts/${folder}/`);
      keys.push(key);
      i += 2;
    }
    // helm layers values: the render's files (the last first), then each chart's values.yaml from the top, under the subchart's key.
    // Values of a render made elsewhere are unknown (`-f prod.yaml` may have set them): no values lines.
    const values: ValuesFile[] = [];
    if (this.values !== undefined) {
      for (const file of [...this.values].reverse()) values.push({ file, prefix: keys });
      charts.forEach((chart, level) => values.push({ file: `${chart}values.yaml`, prefix: keys.slice(level) }));
    }
    return { template: `${charts[charts.length - 1]}${segments.slice(i).join('/')}`, values };
  }

  /** The dependencies of the chart in `chart` (a display path ending in `/`), as its Chart.yaml lists them. */
  private dependencies(chart: string): { loaded: LoadedFile; entries: unknown[] } | undefined {
    const loaded = this.sources.yaml(`${chart}Chart.yaml`);
    const entries = loaded && own(loaded.documents[0]?.value, 'dependencies');
    return loaded && Array.isArray(entries) ? { loaded, entries } : undefined;
  }

  /** The index of the dependency that renders as `key`: aliased so, or so named without an alias. */
  private dependencyIndex(entries: unknown[], key: string): number {
    const aliased = entries.findIndex((e) => ownString(e, 'alias') === key);
    return aliased !== -1 ? aliased : entries.findIndex((e) => ownString(e, 'name') === key && own(e, 'alias') === undefined);
  }

  /** The chart name of the subchart that renders as `key` (an alias names another chart). */
  private dependencyName(chart: string, key: string): string {
    const deps = this.dependencies(chart);
    const index = deps ? this.dependencyIndex(deps.entries, key) : -1;
    return (deps && index !== -1 && ownString(deps.entries[index], 'name')) || key;
  }

  /** Where the parent's Chart.yaml lists the subchart (its `name:`), else the file's first line. */
  private dependencyEntry(chart: string, key: string): SourceLocation {
    const file = `${chart}Chart.yaml`;
    const deps = this.dependencies(chart);
    const index = deps ? this.dependencyIndex(deps.entries, key) : -1;
    const doc = deps?.loaded.documents[0];
    const range =
      deps && doc && index !== -1 ? doc.locate(['dependencies', index, 'name'], (o) => deps.loaded.lines.lineEnd(o)) : undefined;
    return (deps && range && rangeLocation(file, deps.loaded, range)) ?? lineLocation(this.sources, file, 1);
  }

  /** The folders under `charts/` of a chart, by the name in their Chart.yaml (read once per chart). */
  private subchartFolders(chart: string): Map<string, string> {
    return memo(this.folders, chart, (c) => this.readSubchartFolders(c));
  }

  private readSubchartFolders(chart: string): Map<string, string> {
    const byName = new Map<string, string>();
    const charts = this.sources.absolute(`${chart}charts`);
    let names: string[];
    try {
      names = readdirSync(charts).sort().slice(0, SOURCE_LIMITS.maxSubchartFolders);
    } catch {
      return byName;
    }
    for (const folder of names) {
      if (!isPlainSegment(folder) || !isDirectory(`${charts}/${folder}`)) continue;
      const name = chartName(`${charts}/${folder}`);
      if (name !== undefined && !byName.has(name)) byName.set(name, folder);
    }
    return byName;
  }
}

/** A path segment that names a file or folder of its own: not empty, `.` or `..`, no control character or backslash. */
function isPlainSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..') return false;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c < 32 || c === 127 || c === 92) return false;
  }
  return true;
}

/**
 * kustomize: the patches of the render, in kustomize's order: read from their files, or from the
 * kustomization that holds them inline (located at their lines in its block scalar).
 */
function kustomizePatches(sources: SourceFiles, root: RenderRoot): PatchLocator | undefined {
  const patches: KustomizePatch[] = [];
  for (const p of root.patches ?? []) {
    const type = p.field === 'patchesJson6902' ? 'json6902' : undefined;
    const target = isObject(p.target) ? (p.target as KustomizePatch['target']) : undefined;
    if (p.inline) {
      const kustomization = sources.yaml(p.file);
      const inline = kustomization && inlinePatchOf(kustomization, p.inline);
      if (!inline) continue;
      patches.push({ file: p.file, text: inline.text, type, target, ...(inline.at ? { at: inline.at } : { entry: inline.entry }) });
      continue;
    }
    const text = sources.text(p.file);
    if (text === undefined) continue;
    patches.push({ file: p.file, text, type, target });
  }
  return patches.length > 0 ? patchLocator(patches) : undefined;
}

function locateInPatch(sources: SourceFiles, locate: PatchLocator, value: unknown, path: JsonPath): SourceLocation | undefined {
  const apiVersion = ownString(value, 'apiVersion') ?? '';
  const slash = apiVersion.lastIndexOf('/');
  const metadata = ownObject(value, 'metadata');
  const at = locate(
    {
      group: slash === -1 ? '' : apiVersion.slice(0, slash),
      version: apiVersion.slice(slash + 1),
      kind: ownString(value, 'kind') ?? '',
      name: ownString(metadata, 'name') ?? '',
      namespace: ownString(metadata, 'namespace'),
      rendered: value,
    },
    path,
  );
  if (!at || !at.exact) return undefined;
  if (!sources.lines(at.file)) return undefined;
  const location = lineLocation(sources, at.file, at.line);
  location.range = { start: { line: at.line, column: at.column }, end: { line: at.line, column: at.valueEndColumn ?? at.endColumn } };
  return location;
}

/** kustomize: the key in the resource file the object's origin annotation names. */
function locateInResource(sources: SourceFiles, value: unknown, path: JsonPath): SourceLocation | undefined {
  const metadata = ownObject(value, 'metadata');
  const annotation = ownString(ownObject(metadata, 'annotations'), ORIGIN_ANNOTATION);
  const file = annotation === undefined ? undefined : originOf(annotation).path;
  if (!file || file.startsWith('/') || file.split('/').includes('..')) return undefined;
  const loaded = sources.yaml(file);
  if (!loaded) return undefined;
  const kind = own(value, 'kind');
  const name = ownString(metadata, 'name');
  // The resource file may hold several objects: the one of the same kind and name (kustomize may
  // add a namePrefix, so fall back to the kind alone when the name does not match).
  const docs = loaded.documents.filter((d) => isObject(d.value) && own(d.value, 'kind') === kind);
  const doc = docs.find((d) => ownString(ownObject(d.value, 'metadata'), 'name') === name) ?? (docs.length === 1 ? docs[0] : undefined);
  if (!doc) return undefined;
  const lineEnd = (offset: number) => loaded.lines.lineEnd(offset);
  const at = doc.locate(path, lineEnd) ?? doc.locate(['kind'], lineEnd);
  return at && rangeLocation(file, loaded, at);
}

/** A located range of a file read as YAML, kept to its first line. */
function rangeLocation(file: string, loaded: LoadedFile, at: { start: number; end: number }): SourceLocation {
  const start = loaded.lines.position(at.start);
  const end = loaded.lines.position(Math.max(at.end, at.start));
  const lineText = loaded.lines.lineText(start.line).slice(0, 10_000);
  const range: Range = end.line === start.line ? { start, end } : { start, end: { line: start.line, column: lineText.length + 1 } };
  return { file, range, lineText };
}

/**
 * A Helm render the linter did not make: piped on stdin (`primary: 'source'`: its findings move
 * to the templates, what has no template stays on stdin) or committed as a file (`primary:
 * 'rendered'`: that file is what a pull request changes, so it keeps its findings and the template
 * is a related location). Each document's chart is the one under the working directory whose
 * Chart.yaml `name:` its `# Source:` names and that has the template; a document whose chart is
 * not there, or is ambiguous, stays where it is. The values helm was given are unknown: no values lines.
 */
export function helmOutputStream(
  cwd: string,
  stream: { file: string; primary: 'source' | 'rendered' },
  charts: () => Map<string, string[]>,
): RenderedStream {
  const sources = new SourceFiles(cwd);
  type Locate = (doc: RenderedDocument, path: JsonPath) => SourceLocation | undefined;
  const byChart = new Map<string, Locate>();
  // The chart each `# Source:` path was found in (undefined: none, or more than one), probed once.
  const chosen = new Map<string, Locate | undefined>();
  const chartOf = (doc: RenderedDocument, source: string): Locate | undefined => {
    if (!chosen.has(source)) {
      const slash = source.indexOf('/');
      const name = slash <= 0 ? '' : source.slice(0, slash);
      const candidates = (name === '' ? [] : (charts().get(name) ?? [])).map((d) => {
        const dir = d === '.' ? '' : `${d}/`;
        if (!byChart.has(dir)) byChart.set(dir, helmSources(sources, { name, dir, values: undefined }));
        return byChart.get(dir)!;
      });
      // A chart of that name that has the template (a subchart's folder or its Chart.yaml entry included).
      const hits = candidates.filter((locate) => locate(doc, ['kind']) !== undefined);
      chosen.set(source, hits.length === 1 ? hits[0] : undefined);
    }
    return chosen.get(source);
  };
  return {
    label: stream.file === '-' ? 'the Helm output on standard input' : `the Helm output ${stream.file}`,
    root: stream.file,
    primary: stream.primary,
    locate: (doc, path) => (doc.helmSource === undefined ? undefined : chartOf(doc, doc.helmSource)?.(doc, path)),
  };
}
