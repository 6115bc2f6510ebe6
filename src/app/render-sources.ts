// Where the documents of a render come from, for the engine to point findings at the files the
// user edits (CONFIG.md "Findings on rendered objects point at the source"):
// - Helm: each document's `# Source: <chart name>/templates/x.yaml` comment names its template;
//   the chart's `name:` is replaced by the chart's directory. The finding goes to the object's
//   head in that template (its `kind:` line) until the template's keys can be matched.
// - kustomize: each object's `config.kubernetes.io/origin` annotation names its resource file;
//   that file is plain YAML, so the key is found where it is written there (the nearest written
//   parent for a key a patch or generator adds).
// Anything unknown goes to the manifest (Chart.yaml or kustomization.yaml), never to the render.
import { posix } from 'node:path';
import type { JsonPath, Range } from '../core/types.js';
import type { RenderedDocument, RenderedStream, SourceLocation } from '../engine/rendered.js';
import { decodeText } from '../files/decode-text.js';
import { FileReadError, MAX_BYTES, readRegularFile } from '../files/read-file.js';
import { isObject, own, ownObject, ownString } from '../k8s/values.js';
import { originOf } from '../render/kustomize.js';
import type { RenderResult } from '../render/types.js';
import { loadYaml, type LoadedFile } from '../yaml/load.js';

const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** The files a render's documents come from, read once each (bounded like any manifest). */
class SourceFiles {
  private readonly texts = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, LoadedFile | undefined>();

  constructor(private readonly cwd: string) {}

  text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        text = decodeText(readRegularFile(posix.isAbsolute(file) ? file : `${this.cwd}/${file}`, MAX_BYTES.manifest));
      } catch (e) {
        if (!(e instanceof FileReadError)) throw e;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }

  yaml(file: string): LoadedFile | undefined {
    if (!this.loaded.has(file)) {
      const text = this.text(file);
      this.loaded.set(file, text === undefined ? undefined : loadYaml(text));
    }
    return this.loaded.get(file);
  }
}

/** The chart's `name:` from its Chart.yaml: the first segment of every `# Source:` comment. */
function chartName(sources: SourceFiles, manifest: string): string | undefined {
  const value = sources.yaml(manifest)?.documents[0]?.value;
  return ownString(value, 'name');
}

/** A location from a line of a file (1-based), spanning the line's text. */
function lineLocation(file: string, text: string, line: number): SourceLocation {
  const lines = text.split(/\r?\n/, line);
  const lineText = (lines[line - 1] ?? '').slice(0, 10_000);
  const range: Range = { start: { line, column: 1 }, end: { line, column: Math.max(lineText.trimEnd().length, 1) + 1 } };
  return { file, range, lineText };
}

/** The line of the n-th `kind:` at the start of a line (the n-th object the template writes), else the first line. */
function kindLine(text: string, n: number): number {
  let seen = 0;
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const row = text.slice(start, end === -1 ? text.length : end);
    if (row.startsWith('kind:')) {
      if (seen === n) return line;
      seen++;
    }
    if (end === -1) break;
    start = end + 1;
    line++;
  }
  return 1;
}

export function renderedStream(result: RenderResult, cwd: string, label: string): RenderedStream {
  const sources = new SourceFiles(cwd);
  const manifestText = sources.text(result.manifest) ?? '';
  const fallback = lineLocation(result.manifest, manifestText, 1);
  const root = result.root === '.' ? '' : `${result.root}/`;
  const name = result.kind === 'helm' ? chartName(sources, result.manifest) : undefined;
  // Helm: how many documents before this one came from the same template (the n-th object it writes).
  const nthOfTemplate = new Map<number, number>();
  const seenPerTemplate = new Map<string, number>();
  return {
    label,
    root: `${result.root}${result.helm ? ` ${[...result.helm.values, ...Object.entries(result.helm.set).map(([k, v]) => `${k}=${v}`)].join(',')}` : ''}`,
    fallback,
    locate(doc: RenderedDocument, path: JsonPath): SourceLocation | undefined {
      if (result.kind === 'helm') {
        const source = doc.helmSource;
        if (!source || !name || !source.startsWith(`${name}/`)) return undefined;
        const file = `${root}${source.slice(name.length + 1)}`;
        const text = sources.text(file);
        if (text === undefined) return undefined;
        if (!nthOfTemplate.has(doc.index)) {
          const n = seenPerTemplate.get(source) ?? 0;
          nthOfTemplate.set(doc.index, n);
          seenPerTemplate.set(source, n + 1);
        }
        return lineLocation(file, text, kindLine(text, nthOfTemplate.get(doc.index)!));
      }
      return locateInResource(sources, doc.value, path);
    },
  };
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
