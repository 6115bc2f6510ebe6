// Reads one file's text into parsed documents, with problems as data instead of exceptions.
import type { Document, Scalar } from 'yaml';
import type { AmbiguityKind } from './scalars.js';
import { aliasBudget, budgetMessage, type AliasBudgetState, type BudgetExcess } from './alias-budget.js';
import { scanDirectives, type DisableDirective } from './directives.js';
import { documentPartStarts } from './document-split.js';
import { scanDocument, type DocumentScan } from './document-scan.js';
import { composeFromCst, composeFromCstPrefix } from './read-cst.js';
import { composeWithJsYaml, type JsYamlRefusal } from './read-js-yaml.js';
import {
  ambiguousScalarsOf,
  composeWithLibrary,
  MAX_ALIAS_EXPANSION,
  parserCrashMessage,
  quotingHint,
  syntaxMessage,
  unclosedQuoteStart,
  type LibraryRead,
} from './library-compose.js';
import { lfForLoneCr, LineIndex } from './lines.js';
import { locateInDocument } from './locate-document.js';
import type { OffsetRange } from './positions.js';
import { locateIn, type LineEnd } from './positions.js';
import type { ComposedDocument } from './reader.js';
import type { JsonPath } from '../core/types.js';

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

/** A file's text that is not YAML (or not Kubernetes YAML yet), found while reading it. */
export type LoaderProblemKind = 'syntax' | 'unrendered-template';

export interface FileProblem {
  /** What went wrong; the rule whose `loaderProblem` names this kind reports it. */
  kind: LoaderProblemKind;
  message: string;
  start: number;
  end: number;
  docIndex?: number;
}

export interface LoadedFile {
  text: string;
  lines: LineIndex;
  documents: ParsedDocument[];
  problems: FileProblem[];
  directives: DisableDirective[];
}

export type { DisableDirective } from './directives.js';

/** Which reader composes a manifest: `auto` in the product, the others in tests (see loadYaml). */
export type Reader = 'auto' | 'parts' | 'batches' | 'js-yaml' | 'cst' | 'library';
export { MAX_WALK_DEPTH } from './library-compose.js';

const HELM_ACTION =
  /\{\{-?\s*(?:\.|\$|if\b|else\b|end\b|range\b|with\b|include\b|template\b|define\b|toYaml\b|tpl\b|printf\b|default\b|quote\b|-)/;

/**
 * `kubernetes` reads scalars as kubectl does (manifests); `core` is plain YAML 1.2 (the config
 * file, where `off` must stay the string it is in the docs). `reader` picks the reader for
 * manifests: `auto`, the fastest that takes the file (js-yaml), else the fastest that takes
 * each document (js-yaml, the CST composer, the `yaml` composer). Tests name one reader to
 * compare it with the library on the whole file, `parts` to read document by document even
 * when js-yaml would take the whole file, or `batches` to read it as the linter reads a large
 * file (see documentBatches), in batches of two parts.
 */
export function loadYaml(rawText: string, schema: 'kubernetes' | 'core' = 'kubernetes', reader: Reader = 'auto'): LoadedFile {
  const file = openYaml(rawText);
  const batchBytes = reader === 'batches' ? 0 : Infinity;
  for (const batch of documentBatches(file, { schema, reader: reader === 'batches' ? 'auto' : reader, batchBytes })) {
    // A loop, not push(...): a stream of 125k+ documents would overflow the stack as arguments.
    for (const d of batch.documents) file.documents.push(d);
    for (const p of batch.problems) file.problems.push(p);
  }
  return file;
}

/** The file's text as the readers take it (no BOM, lone CRs made LFs), its lines and directives; no documents yet. */
export function openYaml(rawText: string): LoadedFile {
  const text = lfForLoneCr(rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText);
  return { text, lines: new LineIndex(text), documents: [], problems: [], directives: scanDirectives(text) };
}

/** Documents of a file read together, and the problems found in them, offsets in the whole file. */
export interface DocumentBatch {
  documents: ParsedDocument[];
  problems: FileProblem[];
}

/**
 * How far a stream is read at a time when the linter reads it in batches (documentBatches): a
 * few documents, so that what reading and linting them allocates dies young instead of living
 * as long as the whole file (a 75 MB stream held 2 GB while its documents were all alive at
 * once). Measured on 10,000 Deployments of 7.4 KB in 100 files: peak RSS 415 MB with batches
 * of 16 or 32 KB, 441 MB with 64 KB, 750 MB with 128 KB (their garbage outgrows V8's young
 * generation and is promoted).
 */
export const BATCH_BYTES = 32 * 1024;

export interface BatchOptions {
  schema?: 'kubernetes' | 'core';
  reader?: Exclude<Reader, 'batches'>;
  /** Group documents into batches of about this many bytes; Infinity reads the file as one batch. */
  batchBytes?: number;
}

/**
 * The documents of an opened file (openYaml), batch by batch. A stream over `batchBytes` is read
 * in batches of whole parts (documentPartStarts), each read as a file of its own would be, which
 * the reader tests hold to the library's reading; the documents keep their indexes and offsets
 * in the whole file. A file with Helm template syntax is one batch: whether it is an unrendered
 * template is decided on all of it. The alias budget (alias-budget.ts) runs across the batches.
 */
export function* documentBatches(file: LoadedFile, options: BatchOptions = {}): Generator<DocumentBatch> {
  const { schema = 'kubernetes', reader = 'auto', batchBytes = Infinity } = options;
  const { text } = file;
  if (text.trim() === '') return;
  const nul = text.indexOf('\u0000');
  if (nul !== -1 || text.includes('\uFFFD\uFFFD')) {
    yield {
      documents: [],
      problems: [{ kind: 'syntax', message: 'The file is not UTF-8 text (it holds binary data); it was not linted.', start: 0, end: 0 }],
    };
    return;
  }
  const braces = text.includes('{{');
  const state: AssembleState = { index: 0, braces, helmSourceOf: helmSources(text), budget: { written: 0, expanded: 0 } };
  if (schema !== 'kubernetes' || (reader !== 'auto' && reader !== 'parts')) {
    yield assemble(file, [readWhole(text, schema, reader)], state);
    return;
  }
  if (text.length <= batchBytes || braces) {
    yield assemble(file, readParts(text, reader === 'parts'), state);
    return;
  }
  const starts = documentPartStarts(text);
  for (let i = 0; i < starts.length;) {
    // Whole parts up to about batchBytes (at least one, at most two when batchBytes is 0: the tests' batches).
    let j = i + 1;
    while (j < starts.length && (starts[j + 1] ?? text.length) - starts[i]! <= batchBytes) j++;
    if (batchBytes === 0 && j < starts.length) j++;
    const from = starts[i]!;
    const parts = readParts(text.slice(from, starts[j]), false);
    for (const part of parts) part.base += from;
    yield assemble(file, parts, state);
    i = j;
  }
}

/** A piece of the file read by one reader; its offsets are relative to `base`. */
interface Part {
  base: number;
  composed?: ComposedDocument[];
  library?: LibraryRead;
}

/**
 * The whole file in one go when a fast reader takes it (nearly always). Else document by
 * document: the documents the CST composer took before the first one it did not take are
 * kept, and each part after them goes to the fastest reader that takes it, so only the parts
 * no fast reader takes go to the `yaml` composer. `split` reads every part on its own (tests).
 */
function readParts(text: string, split: boolean): Part[] {
  if (split) return documentPartStarts(text).map((start, i, starts) => readPart(text, start, starts[i + 1], true));
  const why: { refusal?: JsYamlRefusal } = {};
  const whole = composeWithJsYaml(text, why);
  if (whole) return [{ base: 0, composed: whole }];
  // js-yaml read the text but left some construct to others (folded scalars in CRDs, say): the
  // CST composer reads as far as it can. After a syntax error or anchors it would stop early,
  // and js-yaml reads the parts it takes faster.
  const prefix = why.refusal === 'other' ? composeFromCstPrefix(text) : undefined;
  if (prefix && prefix.rest === undefined) return [{ base: 0, composed: prefix.documents }];
  const starts = documentPartStarts(text);
  // A single part is the text the fast readers just failed on.
  if (starts.length === 1) return [{ base: 0, library: composeWithLibrary(text, 'kubernetes') }];
  const rest = prefix?.rest ?? 0;
  const from = Math.max(0, starts.indexOf(rest));
  const parts: Part[] = from > 0 ? [{ base: 0, composed: prefix!.documents }] : [];
  for (let i = from; i < starts.length; i++) {
    // The part the CST composer stopped in is not given to it again.
    const stoppedIn = prefix !== undefined && starts[i]! <= rest && (starts[i + 1] ?? Infinity) > rest;
    parts.push(readPart(text, starts[i]!, starts[i + 1], !stoppedIn));
  }
  return parts;
}

/**
 * The part of `text` from `start` to `end` (or the end): js-yaml, then the CST composer when
 * js-yaml parsed the part but left a construct to others (on the corpus it never takes what
 * js-yaml cannot parse, nor anchors), then the library.
 */
function readPart(text: string, start: number, end: number | undefined, tryCst: boolean): Part {
  const part = text.slice(start, end);
  const why: { refusal?: JsYamlRefusal } = {};
  const composed = composeWithJsYaml(part, why) ?? (tryCst && why.refusal === 'other' ? composeFromCst(part) : undefined);
  return composed ? { base: start, composed } : { base: start, library: composeWithLibrary(part, 'kubernetes') };
}

function readWhole(text: string, schema: 'kubernetes' | 'core', reader: Reader): Part {
  if (schema === 'kubernetes' && (reader === 'js-yaml' || reader === 'cst')) {
    const composed = (reader === 'cst' ? undefined : composeWithJsYaml(text)) ?? (reader === 'js-yaml' ? undefined : composeFromCst(text));
    if (composed) return { base: 0, composed };
  }
  // A config file: js-yaml when it takes the text, as for manifests. The library's parser is
  // slow before V8 has compiled it, and a config is read at the start of every run (about 40 ms
  // of a pre-commit run went to a 4 KB config).
  if (schema === 'core' && (reader === 'auto' || reader === 'js-yaml')) {
    const composed = composeWithJsYaml(text, undefined, 'core');
    if (composed) return { base: 0, composed };
  }
  return { base: 0, library: composeWithLibrary(text, schema) };
}

/** A document the `yaml` package composed, with what a scan found in it (when it has no error). */
interface LibraryDocument {
  base: number;
  manifest: boolean;
  doc: Document.Parsed;
  ambiguous: Map<Scalar, AmbiguityKind>;
  scan?: DocumentScan;
  excess?: BudgetExcess;
}

/** What assembling carries from one batch of a file to the next. */
interface AssembleState {
  /** The index of the next document in the file. */
  index: number;
  /** The file has `{{`: it may be an unrendered Helm template (looked up once, not per batch). */
  braces: boolean;
  helmSourceOf: ReturnType<typeof helmSources>;
  budget: AliasBudgetState;
}

/** The documents and problems of some parts of `file` (offsets already in the whole file). */
function assemble(file: LoadedFile, parts: Part[], state: AssembleState): DocumentBatch {
  const { text, lines } = file;
  const batch: DocumentBatch = { documents: [], problems: [] };
  const library: LibraryDocument[] = [];
  for (const part of parts) {
    for (const doc of part.library?.documents ?? []) {
      library.push({
        base: part.base,
        manifest: part.library!.schema === 'kubernetes',
        doc,
        ambiguous: part.library!.ambiguous,
        scan: doc.errors.length === 0 && doc.contents != null ? scanDocument(doc) : undefined,
      });
    }
  }

  const helm = state.braces ? unrenderedHelmAt(text, parts, library) : undefined;
  if (helm !== undefined) {
    batch.problems.push({
      kind: 'unrendered-template',
      message:
        'This file holds unrendered Helm template syntax ({{ ... }}); render it with `helm template` and lint the output. The file was skipped.',
      start: helm,
      end: Math.min(text.indexOf('}}', helm) + 2 || helm + 2, lines.lineEnd(helm)),
    });
    return batch;
  }

  const scanned = library.filter((d) => d.scan);
  aliasBudget(
    scanned.map((d) => d.scan!),
    state.budget,
  ).forEach((excess, i) => (scanned[i]!.excess = excess));

  const { helmSourceOf } = state;
  let next = 0;
  for (const part of parts) {
    const { base } = part;
    if (part.library?.crash) batch.problems.push({ kind: 'syntax', message: part.library.crash, start: base, end: base });
    for (const doc of part.composed ?? []) {
      const helmSource = helmSourceOf(base + doc.start, base + doc.contentEnd);
      const locate = inPart(base, (path, lineEnd) => locateIn(doc.positions, path, lineEnd));
      batch.documents.push({
        index: state.index++,
        value: doc.value,
        start: base + doc.start,
        range: [base + doc.range[0], base + doc.range[1]],
        locate,
        helmSource,
        ambiguous: doc.ambiguous,
      });
    }
    for (const _ of part.library?.documents ?? []) addLibraryDocument(file, batch, library[next++]!, state.index++, helmSourceOf);
  }
  return batch;
}

function addLibraryDocument(
  file: LoadedFile,
  batch: DocumentBatch,
  entry: LibraryDocument,
  index: number,
  helmSourceOf: ReturnType<typeof helmSources>,
): void {
  const { base, doc, scan, excess, manifest } = entry;
  const start = base + (doc.contents?.range?.[0] ?? doc.range[0]);
  const helmSource = helmSourceOf(start, base + doc.range[1]);
  const problem = (message: string, at: number, end = at) =>
    batch.problems.push({ kind: 'syntax', message, start: at, end: Math.max(end, at), docIndex: index });
  const error = doc.errors[0];
  if (error) {
    const [errStart, errEnd] = error.pos;
    // An unclosed quote is reported where it opens, not where the document runs out.
    const quote = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? unclosedQuoteStart(doc, errStart) : undefined;
    const at = quote === undefined ? base + errStart : base + quote;
    const end = quote === undefined ? base + errEnd : file.lines.lineEnd(at);
    problem(syntaxMessage(error.code, error.message) + quotingHint(file.lines.lineText(file.lines.position(at).line)), at, end);
    return;
  }
  if (doc.contents == null || !scan) return;
  if (scan.selfAlias !== undefined)
    return void problem(
      `An alias here refers to the node its anchor is on, so the value would contain itself${manifest ? '; Kubernetes rejects it ("anchor value contains itself"). The document was not linted.' : '.'}`,
      base + scan.selfAlias,
    );
  if (scan.collectionKey !== undefined)
    return void problem(
      `A mapping key is a list or a mapping${manifest ? '; Kubernetes rejects it ("invalid map key")' : ''}. Quote the key if it is meant as text.${manifest ? ' The document was not linted.' : ''}`,
      base + scan.collectionKey,
    );
  if (excess) return void problem(budgetMessage(excess.limit), base + excess.offset);
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
  } catch (e) {
    return void problem(parserCrashMessage(e), start);
  }
  const ambiguous = entry.ambiguous.size > 0 ? ambiguousScalarsOf(doc, entry.ambiguous) : [];
  const locate = inPart(base, (path, lineEnd) => locateInDocument(doc, path, lineEnd));
  batch.documents.push({ index, value, start, range: [base + doc.range[0], base + doc.range[2]], locate, helmSource, ambiguous });
}

type Locate = (path: JsonPath, lineEnd: LineEnd) => OffsetRange | undefined;

/** A part's locate, in offsets of the whole file. */
function inPart(base: number, locate: Locate): Locate {
  if (base === 0) return locate;
  return (path, lineEnd) => {
    const range = locate(path, (o) => lineEnd(o + base) - base);
    return range && { start: range.start + base, end: range.end + base, exact: range.exact };
  };
}

/**
 * Offset of the first Helm action when the file is an unrendered template: either it does
 * not parse and holds `{{ action }}` syntax, or `{{ }}` parsed as a flow mapping used as a key
 * (`replicas: {{ .Values.n }}`). `{{ }}` inside string values is data (KServe, Argo).
 */
function unrenderedHelmAt(text: string, parts: Part[], library: LibraryDocument[]): number | undefined {
  if (parts.some((p) => p.library?.crash) || library.some((d) => d.doc.errors.length > 0)) {
    const m = HELM_ACTION.exec(text);
    return m ? m.index : undefined;
  }
  const keyed = library.find((d) => d.scan?.flowMapKey !== undefined);
  return keyed && keyed.base + keyed.scan!.flowMapKey!;
}

/**
 * Helm's `# Source: chart/templates/x.yaml` comment of each document, called once per document
 * in order: the last such comment between the previous document's content and this one's.
 */
function helmSources(text: string): (start: number, contentEnd: number) => { path: string; offset: number } | undefined {
  const sources: { path: string; offset: number }[] = [];
  // `(.+)` and a trim, not `(.+?)\s*$`: that tries `\s*$` at every character, quadratic on a long run of spaces.
  if (text.includes('# Source:'))
    for (const m of text.matchAll(/^# Source: (.+)/gm)) sources.push({ path: helmPath(m[1]!), offset: m.index });
  // Documents come in order, so each comment is looked at once (a filter per document was quadratic).
  let next = 0;
  let previousEnd = 0;
  return (start, contentEnd) => {
    let found: { path: string; offset: number } | undefined;
    for (; next < sources.length && sources[next]!.offset < start; next++) if (sources[next]!.offset >= previousEnd) found = sources[next];
    previousEnd = contentEnd;
    return found;
  };
}

/** The line after `# Source: ` without its trailing white space (one character when it is all white space). */
function helmPath(rest: string): string {
  return rest.trimEnd() || rest[0]!;
}
