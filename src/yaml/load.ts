// Reads one file's text into parsed documents, with problems as data instead of exceptions.
import { isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, type Document, type Scalar } from 'yaml';
import { kubernetesTags, observeAmbiguousScalars, type AmbiguityKind } from './k8s-schema.js';
import { LineIndex } from './lines.js';
import { composeFast } from './fast-compose.js';
import { composeWithJsYaml } from './js-yaml-compose.js';
import { locate, type OffsetRange } from './locate.js';
import { locateIn } from './positions.js';
import type { JsonPath } from '../engine/types.js';

export interface AmbiguousScalar {
  path: JsonPath;
  kind: AmbiguityKind;
  source: string;
  value: unknown;
}

export interface ParsedDocument {
  index: number;
  value: unknown;
  /** Offset of the document's first content node. */
  start: number;
  /** The document's first offset and its end, trailing comments included. */
  range: [number, number];
  /** Source range of a JSON path (see locate). */
  locate: (path: JsonPath, lineEnd: (offset: number) => number) => OffsetRange | undefined;
  helmSource?: { path: string; offset: number };
  ambiguous: AmbiguousScalar[];
}

export interface FileProblem {
  ruleId: 'yaml-syntax' | 'helm-template-unrendered';
  message: string;
  start: number;
  end: number;
  docIndex?: number;
}

export interface DisableDirective {
  kind: 'next-line' | 'document';
  ruleIds: string[];
  justification?: string;
  /** Offset of the `#`. */
  offset: number;
}

export interface LoadedFile {
  text: string;
  lines: LineIndex;
  documents: ParsedDocument[];
  problems: FileProblem[];
  directives: DisableDirective[];
}

/** Deeper than any real manifest; walks stop here so hostile input cannot exhaust the stack. */
export const MAX_WALK_DEPTH = 512;
const MAX_ALIAS_EXPANSION = 100;

const HELM_ACTION = /\{\{-?\s*(?:\.|\$|if\b|else\b|end\b|range\b|with\b|include\b|template\b|define\b|toYaml\b|tpl\b|printf\b|default\b|quote\b|-)/;

/**
 * `kubernetes` reads scalars as kubectl does (manifests); `core` is plain YAML 1.2 (the config
 * file, where `off` must stay the string it is in the docs). `composer` picks the reader for
 * manifests: by default the fastest that takes the file (js-yaml, then the CST composer, then
 * the `yaml` composer); tests name one to compare it with the library.
 */
export function loadYaml(rawText: string, schema: 'kubernetes' | 'core' = 'kubernetes', composer: 'fast' | 'js-yaml' | 'cst' | 'library' = 'fast'): LoadedFile {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  const lines = new LineIndex(text);
  const file: LoadedFile = { text, lines, documents: [], problems: [], directives: scanDirectives(text) };
  if (text.trim() === '') return file;
  const nul = text.indexOf('\u0000');
  if (nul !== -1 || text.includes('\uFFFD\uFFFD')) {
    file.problems.push({ ruleId: 'yaml-syntax', message: 'The file is not UTF-8 text (it holds binary data); it was not linted.', start: 0, end: 0 });
    return file;
  }

  // Manifests take a fast reader; what neither takes (and the config file) the library composes.
  if (schema === 'kubernetes' && composer !== 'library') {
    const composed = (composer === 'cst' ? undefined : composeWithJsYaml(text)) ?? (composer === 'js-yaml' ? undefined : composeFast(text));
    if (composed) {
      const helmSourceOf = helmSources(text);
      composed.forEach((doc, index) => {
        const helmSource = helmSourceOf(doc.start, doc.contentEnd);
        file.documents.push({ index, value: doc.value, start: doc.start, range: doc.range, locate: (path, lineEnd) => locateIn(doc.positions, path, lineEnd), helmSource, ambiguous: doc.ambiguous });
      });
      return file;
    }
  }

  const ambiguous = new Map<Scalar, AmbiguityKind>();
  let docs: Document.Parsed[];
  observeAmbiguousScalars((node, kind) => ambiguous.set(node, kind));
  try {
    docs = parseAllDocuments(text, schema === 'core' ? { schema: 'core', merge: true, uniqueKeys: true } : { schema: 'failsafe', customTags: kubernetesTags, merge: true, uniqueKeys: true }) as Document.Parsed[];
  } catch (error) {
    file.problems.push({ ruleId: 'yaml-syntax', message: parserCrashMessage(error), start: 0, end: 0 });
    return file;
  } finally {
    observeAmbiguousScalars(undefined);
  }
  if (!Array.isArray(docs)) docs = [docs];

  const helm = detectUnrenderedHelm(text, docs);
  if (helm !== undefined) {
    file.problems.push({
      ruleId: 'helm-template-unrendered',
      message: 'This file holds unrendered Helm template syntax ({{ ... }}); render it with `helm template` and lint the output. The file was skipped.',
      start: helm,
      end: Math.min(text.indexOf('}}', helm) + 2 || helm + 2, lines.lineEnd(helm)),
    });
    return file;
  }

  const helmSourceOf = helmSources(text);
  docs.forEach((doc, index) => {
    const start = doc.contents?.range?.[0] ?? doc.range[0];
    const helmSource = helmSourceOf(start, doc.range[1]);
    const error = doc.errors[0];
    if (error) {
      const [errStart, errEnd] = error.pos;
      file.problems.push({ ruleId: 'yaml-syntax', message: syntaxMessage(error.code, error.message) + quotingHint(lines.lineText(lines.position(errStart).line)), start: errStart, end: Math.max(errEnd, errStart), docIndex: index });
      return;
    }
    if (doc.contents == null) return;
    let value: unknown;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
    } catch (e) {
      file.problems.push({ ruleId: 'yaml-syntax', message: parserCrashMessage(e), start, end: start, docIndex: index });
      return;
    }
    const found = ambiguous.size > 0 ? ambiguousScalarsOf(doc, ambiguous) : [];
    file.documents.push({ index, value, start, range: [doc.range[0], doc.range[2]], locate: (path, lineEnd) => locate(doc, path, lineEnd), helmSource, ambiguous: found });
  });
  return file;
}

function syntaxMessage(code: string, message: string): string {
  // The parser's message ends with a code frame of its own; ours is printed by the formatter.
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (code === 'DUPLICATE_KEY') return `${first}: Kubernetes rejects duplicate keys (kubectl apply fails with "mapping key already defined").`;
  if (/call stack/i.test(first)) return 'The document is nested too deeply to read safely; it was not linted.';
  if (code === 'TAB_AS_INDENT' && !/tab/i.test(first)) return `${first}: YAML does not allow tabs for indentation.`;
  return `${first}.`.replace(/\.\.$/, '.');
}

/** `image: {user}/repo:tag` and friends: the usual cause is a value that needed quotes. */
function quotingHint(line: string): string {
  const value = /^\s*(?:-\s+)?[^\s#'"][^:#]*:\s+(.*)$/.exec(line)?.[1] ?? /^\s*-\s+(.*)$/.exec(line)?.[1];
  if (!value || !/^[{[*&!%@`]/.test(value)) return '';
  const closed = (value.startsWith('{') && value.trimEnd().endsWith('}')) || (value.startsWith('[') && value.trimEnd().endsWith(']'));
  return closed ? '' : ` The value \`${value.length > 40 ? `${value.slice(0, 40)}…` : value}\` starts with a YAML indicator (${value[0]}); quote it.`;
}

function parserCrashMessage(error: unknown): string {
  if (error instanceof RangeError) return 'The document is nested too deeply to read safely; it was not linted.';
  const message = error instanceof Error ? error.message : String(error);
  if (/alias/i.test(message)) return `Too many alias expansions (more than ${MAX_ALIAS_EXPANSION}): this looks like an alias bomb; the document was not linted.`;
  return `The document could not be read: ${message.split('\n')[0]}`;
}

/**
 * Offset of the first Helm action when the file is an unrendered template: either it does
 * not parse and holds `{{ action }}` syntax, or `{{ }}` parsed as a flow mapping used as a key
 * (`replicas: {{ .Values.n }}`). `{{ }}` inside string values is data (KServe, Argo).
 */
function detectUnrenderedHelm(text: string, docs: Document.Parsed[]): number | undefined {
  const first = text.indexOf('{{');
  if (first === -1) return undefined;
  const hasErrors = docs.some((d) => d.errors.length > 0);
  if (hasErrors) {
    const m = HELM_ACTION.exec(text);
    return m ? m.index : undefined;
  }
  for (const doc of docs) {
    const offset = findFlowMapKey(doc.contents);
    if (offset !== undefined) return offset;
  }
  return undefined;
}

/** The first (lowest offset) mapping key that is itself a flow mapping: `{{ x }}`. */

function findFlowMapKey(root: unknown): number | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  let first: number | undefined;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_WALK_DEPTH) continue;
    if (isMap(node)) {
      for (const pair of node.items) {
        const at = isMap(pair.key) && pair.key.flow ? pair.key.range?.[0] : undefined;
        if (at !== undefined && (first === undefined || at < first)) first = at;
        stack.push({ node: pair.value, depth: depth + 1 });
      }
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push({ node: item, depth: depth + 1 });
    }
  }
  return first;
}

/**
 * Helm's `# Source: chart/templates/x.yaml` comment of each document, called once per document
 * in order: the last such comment between the previous document's content and this one's.
 */
function helmSources(text: string): (start: number, contentEnd: number) => { path: string; offset: number } | undefined {
  const sources: { path: string; offset: number }[] = [];
  if (text.includes('# Source:')) for (const m of text.matchAll(/^# Source: (.+?)\s*$/gm)) sources.push({ path: m[1]!, offset: m.index });
  let previousEnd = 0;
  return (start, contentEnd) => {
    const found = sources.filter((s) => s.offset >= previousEnd && s.offset < start).pop();
    previousEnd = contentEnd;
    return found;
  };
}

const DIRECTIVE = /#\s*ai-k8s-lint-disable(-next-line)?(?=\s|$)[ \t]*([^\r\n]*)/g;

function scanDirectives(text: string): DisableDirective[] {
  if (!text.includes('ai-k8s-lint-disable')) return [];
  const out: DisableDirective[] = [];
  for (const m of text.matchAll(DIRECTIVE)) {
    const [ids, reason] = m[2]!.split(/\s--\s?/, 2) as [string, string | undefined];
    out.push({
      kind: m[1] ? 'next-line' : 'document',
      ruleIds: ids.split(/[\s,]+/).filter(Boolean),
      justification: reason?.trim() || undefined,
      offset: m.index,
    });
  }
  return out;
}

/** Paths of the values the scalar resolvers flagged; an iterative, depth-capped walk. */
function ambiguousScalarsOf(doc: Document.Parsed, flagged: Map<Scalar, AmbiguityKind>): AmbiguousScalar[] {
  const out: AmbiguousScalar[] = [];
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: doc.contents, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (path.length > MAX_WALK_DEPTH || isAlias(node)) continue;
    if (isScalar(node)) {
      const kind = flagged.get(node);
      if (kind) out.push({ path, kind, source: String(node.source), value: node.value });
    } else if (isMap(node)) {
      for (const pair of node.items) {
        if (isPair(pair) && isScalar(pair.key)) stack.push({ node: pair.value, path: [...path, String(pair.key.value)] });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item, path: [...path, i] }));
    }
  }
  return out.reverse();
}
