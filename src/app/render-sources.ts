// Where the documents of a render come from, for the engine to point findings at the files the
// user edits (CONFIG.md "Findings on rendered objects point at the source"):
// - Helm: each document's `# Source: <chart name>/templates/x.yaml` comment names its template;
//   the chart's `name:` is replaced by the chart's directory, and the key is matched against the
//   template's keys (src/yaml/template-locate.ts): its line, or the `toYaml`/`include` action that
//   writes it, else the object's head. A line that reads one `.Values.x.y` adds the values-file
//   line that sets it as a related location (the last values file that does, else values.yaml).
// - kustomize: a key written by a patch goes to the last patch that writes it
//   (src/yaml/patch-locate.ts); any other key to the resource file the object's
//   `config.kubernetes.io/origin` annotation names, where it is plain YAML.
// Anything unknown goes to the manifest (Chart.yaml or kustomization.yaml), never to the render.
import { posix, resolve } from 'node:path';
import type { JsonPath, Range } from '../core/types.js';
import type { RenderedDocument, RenderedStream, SourceLocation } from '../engine/rendered.js';
import { decodeText } from '../files/decode-text.js';
import { OutsideCheckoutError, resolveInCheckout } from '../files/checkout.js';
import { FileReadError, MAX_BYTES, readRegularFile } from '../files/read-file.js';
import { isObject, own, ownObject, ownString } from '../k8s/values.js';
import { originOf } from '../render/kustomize.js';
import type { RenderResult } from '../render/types.js';
import { LineIndex } from '../yaml/lines.js';
import { loadYaml, type LoadedFile } from '../yaml/load.js';
import { patchLocator, type KustomizePatch, type PatchLocator } from '../yaml/patch-locate.js';
import { templateLocator, type TemplateLocator } from '../yaml/template-locate.js';
import { valuesLocator, type ValueLocator } from '../yaml/values-locate.js';
import type { RenderRoot } from '../render/types.js';

const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** The files a render's documents come from, read once each (bounded like any manifest). */
class SourceFiles {
  private readonly texts = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, LoadedFile | undefined>();
  private readonly indexes = new Map<string, LineIndex | undefined>();

  constructor(private readonly cwd: string) {}

  text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        // Source paths come from the render (a `# Source:` comment, an origin annotation): they
        // may name no file, or one that a link leads out of the checkout from; neither is read.
        // An absolute path is a chart or values file the user named outside the working directory.
        if (!posix.isAbsolute(file) && !isPlainRelative(file)) throw new FileReadError('not a plain relative path');
        text = decodeText(readRegularFile(resolveInCheckout(resolve(this.cwd, file), this.cwd), MAX_BYTES.manifest));
      } catch (e) {
        if (!(e instanceof FileReadError) && !(e instanceof OutsideCheckoutError)) throw e;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }

  /** The file's line index, for the code frame of a located line (built once per file). */
  lines(file: string): LineIndex | undefined {
    if (!this.indexes.has(file)) {
      const text = this.text(file);
      this.indexes.set(file, text === undefined ? undefined : new LineIndex(text));
    }
    return this.indexes.get(file);
  }

  yaml(file: string): LoadedFile | undefined {
    if (!this.loaded.has(file)) {
      const text = this.text(file);
      this.loaded.set(file, text === undefined ? undefined : loadYaml(text));
    }
    return this.loaded.get(file);
  }
}

/** A relative POSIX path that stays below where it starts: no `..`, no root, no drive, no backslash. */
function isPlainRelative(file: string): boolean {
  return file !== '' && !file.startsWith('/') && !file.includes('\\') && !file.includes(':') && !file.split('/').includes('..');
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
  const locators = new Map<string, TemplateLocator | undefined>();
  // Where a document stands among those of its template (helm may reorder them by kind).
  const positions = new Map<number, { objectIndex: number; kindIndex: number }>();
  const counts = new Map<string, number>();
  // Values files as helm layers them: the last one given wins, the chart's own values.yaml last.
  // Values of a render made elsewhere are unknown (`-f prod.yaml` may have set them): no values lines.
  const valuesFiles = chart.values === undefined ? [] : [...chart.values].reverse().concat(`${dir}values.yaml`);
  const valueLocators = new Map<string, ValueLocator | undefined>();
  const valueAt = (path: string[]): SourceLocation | undefined => {
    for (const file of valuesFiles) {
      if (!valueLocators.has(file)) {
        const text = sources.text(file);
        valueLocators.set(file, text === undefined ? undefined : valuesLocator(text));
      }
      const at = valueLocators.get(file)?.(path);
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
    if (!source || !name || !source.startsWith(`${name}/`)) return undefined;
    // The rest of `# Source:` is the template's path in the chart; in a render made elsewhere it is text of the input.
    const inChart = source.slice(name.length + 1);
    if (!isPlainRelative(inChart)) return undefined;
    const file = `${dir}${inChart}`;
    if (!locators.has(file)) {
      const text = sources.text(file);
      locators.set(file, text === undefined ? undefined : templateLocator(text));
    }
    const locate = locators.get(file);
    if (!locate) return undefined;
    const kind = ownString(doc.value, 'kind') ?? '';
    if (!positions.has(doc.index)) {
      const objectIndex = counts.get(source) ?? 0;
      const kindIndex = counts.get(`${source}\u0000${kind}`) ?? 0;
      counts.set(source, objectIndex + 1);
      counts.set(`${source}\u0000${kind}`, kindIndex + 1);
      positions.set(doc.index, { objectIndex, kindIndex });
    }
    const { objectIndex, kindIndex } = positions.get(doc.index)!;
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
      const value = valueAt(ref);
      return value ? [{ file: value.file, range: value.range, message: `The value comes from .Values.${ref.join('.')}, set here.` }] : [];
    });
    if (related.length > 0) location.related = related;
    return location;
  };
}

/** kustomize: the patches of the render, read from their files (inline patches are not located). */
function kustomizePatches(sources: SourceFiles, root: RenderRoot): PatchLocator | undefined {
  const patches: KustomizePatch[] = [];
  for (const p of root.patches ?? []) {
    if (p.inline) continue;
    const text = sources.text(p.file);
    if (text === undefined) continue;
    patches.push({
      file: p.file,
      text,
      type: p.field === 'patchesJson6902' ? 'json6902' : undefined,
      target: isObject(p.target) ? (p.target as KustomizePatch['target']) : undefined,
    });
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
  if (!at) return undefined;
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
  const byChart = new Map<string, ((doc: RenderedDocument, path: JsonPath) => SourceLocation | undefined) | undefined>();
  const chartOf = (source: string) => {
    const slash = source.indexOf('/');
    if (slash <= 0) return undefined;
    const name = source.slice(0, slash);
    const inChart = source.slice(slash + 1);
    if (!isPlainRelative(inChart)) return undefined;
    const dirs = (charts().get(name) ?? []).filter((d) => sources.text(d === '.' ? inChart : `${d}/${inChart}`) !== undefined);
    if (dirs.length !== 1) return undefined;
    const dir = dirs[0] === '.' ? '' : `${dirs[0]}/`;
    if (!byChart.has(dir)) byChart.set(dir, helmSources(sources, { name, dir, values: undefined }));
    return byChart.get(dir);
  };
  return {
    label: stream.file === '-' ? 'the Helm output on standard input' : `the Helm output ${stream.file}`,
    root: stream.file,
    primary: stream.primary,
    locate: (doc, path) => (doc.helmSource === undefined ? undefined : chartOf(doc.helmSource)?.(doc, path)),
  };
}
