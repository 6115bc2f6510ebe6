// The fastest reading of a manifest: js-yaml builds the values (about eight times faster than
// the `yaml` package's parser), and its parse events give the source positions. Used for the
// YAML manifests are made of, the block scalars and the scalars over several lines of CRDs
// included (block-scalar.ts); everything else, and everything js-yaml rejects, goes to
// the `yaml` package (read-cst.ts, then its full composer), which also defines what the
// positions mean: a differential test holds this reader to the same values, ranges, ambiguity
// notes and document ranges on the corpus and on random edits of it.
import { FAILSAFE_SCHEMA, loadAll, Type, type State } from 'js-yaml';
import { mayBeTyped, resolvePlainScalar, type PlainScalar } from './scalars.js';
import { resolveCorePlainScalar } from './core-scalars.js';
import { detached } from '../core/strings.js';
import { blockScalarExtent } from './block-scalar.js';
import { DOC_START } from './document-split.js';
import { LIBRARY_ONLY, libraryOnly, unsupported, type ComposedDocument } from './reader.js';
import type { MapPositions, NodePositions, SeqPositions } from './positions.js';
import { EventKind, eventTable, STREAM, type Ambiguity, type EventTable } from './js-yaml-events.js';

// The Kubernetes reading of plain scalars (scalars.ts) as one js-yaml implicit type. js-yaml
// asks `resolve` of every plain scalar, then `construct` of the ones it took: the reading
// `resolve` made is kept for `construct` (words are not read at all).
let lastAmbiguity: Ambiguity | undefined;
let resolvedSource: string | undefined;
let resolved: PlainScalar | undefined;
const kubernetesScalar = new Type('tag:yaml.org,2002:kubernetes-plain', {
  kind: 'scalar',
  resolve: (data: unknown) => {
    if (typeof data !== 'string' || !mayBeTyped(data)) return false;
    const scalar = resolvePlainScalar(data);
    if (scalar.value === data) return false;
    resolvedSource = data;
    resolved = scalar;
    return true;
  },
  construct: (data: string) => {
    const { value, ambiguity } = data === resolvedSource ? resolved! : resolvePlainScalar(data);
    resolvedSource = resolved = undefined;
    if (ambiguity) lastAmbiguity = { kind: ambiguity, source: data };
    return value;
  },
});
const SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: [kubernetesScalar] });

// The YAML 1.2 core reading (core-scalars.ts), for the config file and Chart.yaml.
const coreScalar = new Type('tag:yaml.org,2002:core-plain', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && resolveCorePlainScalar(data) !== data,
  construct: (data: string) => resolveCorePlainScalar(data),
});
const CORE_SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: [coreScalar] });

/**
 * Text this reader leaves to the `yaml` package at once: directives and document ends (a `%` or
 * `...` at the start of a line).
 */
function leftToYaml(text: string): boolean {
  return (
    text.startsWith('%') ||
    text.startsWith('...') ||
    text.includes('\n%') ||
    text.includes('\r%') ||
    text.includes('\n...') ||
    text.includes('\r...')
  );
}

/**
 * What the reader takes only inside scalars it has read, found by scanning the text: tabs
 * (inside the content of block scalars), and a `?` that would start an explicit key (alone or
 * after `-` at the start of a line, then white space: inside scalars over several lines, such
 * as the CEL rules of CRDs). The scalars are read in the order of the text, each claims what
 * lies in its range, and what no scalar claimed leaves the text to the `yaml` package.
 * Each kind is looked for once past each claim: a linear scan of the text.
 */
class Screen {
  private tab: number;
  private question: number;

  constructor(private readonly text: string) {
    this.tab = this.nextTab(0);
    this.question = this.nextQuestion(0);
  }

  /** Tabs in the content lines of a block scalar. */
  claimTabs(from: number, to: number): void {
    while (this.tab < to) {
      if (this.tab < from) unsupported();
      this.tab = this.nextTab(this.tab + 1);
    }
  }

  /** Explicit-key look-alikes inside a scalar over several lines. */
  claimLines(from: number, to: number): void {
    while (this.question < to) {
      if (this.question < from) unsupported();
      this.question = this.nextQuestion(this.question + 1);
    }
  }

  /** After the last scalar: anything unclaimed is left to the `yaml` package. */
  done(): void {
    if (this.tab !== Infinity || this.question !== Infinity) unsupported();
  }

  private nextTab(from: number): number {
    const at = this.text.indexOf('\t', from);
    return at === -1 ? Infinity : at;
  }

  private nextQuestion(from: number): number {
    const text = this.text;
    for (let at = text.indexOf('?', from); at !== -1; at = text.indexOf('?', at + 1)) {
      const after = text.charCodeAt(at + 1);
      if (!(after === 32 || after === 9 || after === 10 || after === 13 || at + 1 === text.length)) continue;
      // Only white space and `-` before it on its line.
      let i = at - 1;
      for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 45; c = text.charCodeAt(--i));
      const c = text.charCodeAt(i);
      if (i < 0 || c === 10 || c === 13) return at;
    }
    return Infinity;
  }
}

const isSpace = (c: number) => c === 32 || c === 9;
const isWhite = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * Why js-yaml left a text to the next reader: `unreadable` (js-yaml could not parse it: most
 * often a syntax error), `library-only` (it holds what the CST composer does not read either:
 * anchors, aliases, tags), or `other` (a construct this reader leaves to the `yaml` package).
 */
export type JsYamlRefusal = 'unreadable' | 'library-only' | 'other';

/**
 * The documents of a text, or undefined when the text needs another reader (and `why.refusal`
 * says why). Plain scalars are read as Kubernetes reads manifests, or with the YAML 1.2 core
 * schema (`core`: the config file).
 */
export function composeWithJsYaml(
  text: string,
  why?: { refusal?: JsYamlRefusal },
  schema: 'kubernetes' | 'core' = 'kubernetes',
): ComposedDocument[] | undefined {
  const refuse = (refusal: JsYamlRefusal) => {
    if (why) why.refusal = refusal;
    return undefined;
  };
  if (leftToYaml(text)) return refuse('other');
  const { table, done } = eventTable();
  const values: unknown[] = [];
  lastAmbiguity = undefined;
  try {
    try {
      loadAll(text, (doc) => values.push(doc), {
        schema: schema === 'core' ? CORE_SCHEMA : SCHEMA,
        listener(event: 'open' | 'close', state: State) {
          if (event === 'open') table.opened(state.position);
          else {
            table.closed(state.position, state.kind as string | null, state.result as unknown, lastAmbiguity);
            lastAmbiguity = undefined;
          }
        },
      });
    } catch {
      // A YAMLException, deep nesting, or anything unexpected: the next reader decides.
      return refuse('unreadable');
    }
    try {
      return documentsOf(text, table, values);
    } catch (error) {
      return refuse(error === LIBRARY_ONLY ? 'library-only' : 'other');
    }
  } finally {
    lastAmbiguity = undefined;
    done();
  }
}

function documentsOf(text: string, events: EventTable, values: unknown[]): ComposedDocument[] {
  // Where each document starts: every `---` line, and the content before the first one.
  const markers = [...text.matchAll(DOC_START)].map((m) => m.index);
  const isMarker = new Set(markers);
  const firstContent = firstContentOffset(text, 0);
  // Without a marker the first document starts at the start of its first line (its indentation included).
  const first = firstContent === undefined ? undefined : text.lastIndexOf('\n', firstContent - 1) + 1;
  const starts = first !== undefined && (markers.length === 0 || first < markers[0]!) ? [first, ...markers] : markers;
  // A stream of comments only has no document for the `yaml` package.
  if (starts.length === 0) return [];
  if (starts.length !== values.length || events.childCount[STREAM] !== values.length) unsupported();
  const screen = new Screen(text);
  let nextRoot = events.firstChild[STREAM]!;
  const documents = values.map((value, i): ComposedDocument => {
    const root = events.collapse(nextRoot);
    nextRoot = events.nextSibling[nextRoot]!;
    let end = starts[i + 1] ?? text.length;
    const reader = new PositionReader(text, screen, events);
    const contentStart = firstContentOffset(text, starts[i]! + (isMarker.has(starts[i]!) ? 3 : 0));
    let positions: NodePositions;
    let contentEnd: number;
    if (contentStart === undefined || contentStart >= end) {
      // An empty document: the `yaml` package puts its null just after the marker.
      const at = emptyDocumentOffset(text, starts[i]!);
      positions = { kind: 'scalar', start: at, end: at };
      contentEnd = at;
      // Without a comment its line break belongs to no document; a comment makes it run to the next.
      if (!text.slice(at, end).includes('#')) end = at;
    } else {
      // A list or a scalar is no manifest; where the library ends such a document (its blank and comment lines) is left to it.
      if (events.kind[root] !== EventKind.Mapping) unsupported();
      // A block mapping may not start on the `---` line (the library reports it; js-yaml reads it).
      if (isMarker.has(starts[i]!) && text.charCodeAt(contentStart) !== 123 /* { */) {
        const nl = text.indexOf('\n', starts[i]!);
        if (nl === -1 || nl > contentStart) unsupported();
      }
      positions = reader.node(root, value, 0, NO_PARENT) ?? { kind: 'scalar', start: reader.start, end: reader.end };
      contentEnd = Math.min(events.close[root]!, end);
      // Content that ends with an empty value ends there, and so does the document unless a comment follows (as above).
      // Comments after it and before the next `---`: the library gives the document an end of its own, left to it.
      const empty = trailingEmptyValue(text, positions);
      if (empty !== undefined && !hasComment(text, empty, end)) end = contentEnd = empty;
      else if (empty !== undefined && i + 1 < starts.length) unsupported();
    }
    return { value, positions, range: [starts[i]!, end], start: positions.start, contentEnd, ambiguous: reader.ambiguous };
  });
  screen.done();
  return documents;
}

/** Replaces the string `value` of `object[key]` with its copy; a `__proto__` key with defineProperty, as toJS does (assigning it would set the prototype). */
function setDetached(object: Record<string, unknown>, key: string, value: string): void {
  if (value.length < 13) return;
  if (key === '__proto__')
    Object.defineProperty(object, key, { value: detached(value), writable: true, enumerable: true, configurable: true });
  else object[key] = detached(value);
}

/**
 * How many of a collection's event children are its entries: js-yaml probes for one more entry
 * at the end of a block collection, an empty node that is no child.
 */
function entryCount(events: EventTable, node: number, expected: number): number {
  const count = events.childCount[node]!;
  if (count !== expected + 1) return count;
  const last = events.collapse(events.lastChild[node]!);
  return events.kind[last] === EventKind.None && events.open[last] === events.close[last] ? expected : count;
}

/** The first offset from `from` that is not white space or a comment. */
function firstContentOffset(text: string, from: number): number | undefined {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else if (c === 35 /* # */) {
      const nl = text.indexOf('\n', i);
      if (nl === -1) return undefined;
      i = nl + 1;
    } else return i;
  }
  return undefined;
}

/** The offset of the empty value (`key:` and nothing) that ends a block mapping's content, if one does. */
function trailingEmptyValue(text: string, positions: NodePositions): number | undefined {
  let node = positions;
  for (;;) {
    if (node.kind === 'scalar' || node.offsets.length === 0) return undefined;
    const last = node.children[node.children.length - 1];
    if (last) {
      node = last;
      continue;
    }
    if (node.kind === 'seq' || text.charCodeAt(node.start) === 123 /* { */) return undefined;
    const at = node.offsets[node.offsets.length - 2]!;
    return at === node.offsets[node.offsets.length - 1] ? at : undefined;
  }
}

/** Whether a `#` is in the range (after the content: only white space and comments are there). */
function hasComment(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 35 /* # */) return true;
  return false;
}

/** Whether a line break is in the range (a scan of the range only: a flow collection can be a long line). */
function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) return true;
  return false;
}

/** Whether the line break at `nl` (LF or CRLF) is escaped: an odd number of backslashes before it. */
function escapedLineBreak(text: string, nl: number): boolean {
  let i = nl - 1;
  if (text.charCodeAt(i) === 13) i--;
  let n = 0;
  while (text.charCodeAt(i - n) === 92 /* \\ */) n++;
  return n % 2 === 1;
}

function emptyDocumentOffset(text: string, marker: number): number {
  let i = marker + 3;
  while (isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The parent of a root node or of a node in a flow collection, where scalars over several lines are left to the `yaml` package. */
const NO_PARENT = -1;

class PositionReader {
  readonly ambiguous: ComposedDocument['ambiguous'] = [];
  private readonly path: (string | number)[] = [];
  /** Range of the last scalar read (collections return their positions instead). */
  start = 0;
  end = 0;

  constructor(
    private readonly text: string,
    private readonly screen: Screen,
    private readonly events: EventTable,
  ) {}

  /**
   * Positions of a node; for a scalar, undefined with start/end set. `parent` is the offset of
   * the node's key or `-` in a block collection (its column sets how far lines of the node
   * must be indented), else NO_PARENT.
   */
  node(node: number, value: unknown, depth: number, parent: number): MapPositions | SeqPositions | undefined {
    if (depth > 200) unsupported();
    const events = this.events;
    // Where its content starts, after white space and comments: found once, handed to the readers below.
    const start = this.skipToContent(events.open[node]!);
    // Anchors, aliases and tags (before any node) are left to the `yaml` package.
    const first = this.text.charCodeAt(start);
    if (first === 38 /* & */ || first === 42 /* * */ || first === 33 /* ! */) libraryOnly();
    const kind = events.kind[node];
    if (kind === EventKind.Mapping) return this.flowLines(this.map(node, value, depth, start), parent);
    if (kind === EventKind.Sequence) return this.flowLines(this.seq(node, value, depth, start), parent);
    if (kind !== EventKind.Scalar) unsupported();
    if (parent !== NO_PARENT) this.commentsAbove(start, parent);
    this.scalar(node, parent, start);
    const ambiguity = events.ambiguity[node];
    if (ambiguity) this.ambiguous.push({ path: [...this.path], kind: ambiguity.kind, source: ambiguity.source, value });
    return undefined;
  }

  /** Reads a scalar whose content starts at `start`. */
  private scalar(node: number, parent: number, start: number): void {
    const text = this.text;
    const close = this.events.close[node]!;
    const c = text.charCodeAt(start);
    let end: number;
    if (c === 124 /* | */ || c === 62 /* > */) {
      end = this.blockScalar(start, close, parent);
    } else {
      // js-yaml stops a plain scalar at a comment or at a line indented less, after the white space (and the line
      // breaks) before them; at the end of a text without a final line break, after the one it adds.
      // In a flow collection or at the root a scalar before a line break is left to the library (below).
      const blank = parent === NO_PARENT ? isSpace : isWhite;
      end = Math.min(close, text.length);
      while (end > start && blank(text.charCodeAt(end - 1))) end--;
      if (hasLineBreak(text, start, end)) this.multiLine(start, end, c, parent);
      // A comment must be separated from a closing quote (js-yaml reads one that is not).
      if ((c === 34 /* " */ || c === 39) /* ' */ && text.charCodeAt(end) === 35 /* # */) unsupported();
    }
    this.start = start;
    this.end = end;
  }

  /** The indentation the lexer requires of the lines of a node whose key or `-` is at `parent`: its column plus one. */
  private indentUnder(parent: number): number {
    return parent - (this.text.lastIndexOf('\n', parent - 1) + 1) + 1;
  }

  /**
   * Checks a plain or quoted scalar over several lines (js-yaml folded its value as the `yaml`
   * package does) for what the library reads otherwise: each line must be blank or indented
   * past the key or `-` (js-yaml does not check it for quoted scalars, the lexer cuts the
   * scalar there), an escaped line break in double quotes must not be followed by a blank
   * line (js-yaml drops the blank line, the library folds it). Such scalars in a flow collection
   * or at the root are left to the library, and so are tabs in them (they claim none: Screen).
   */
  private multiLine(start: number, end: number, quote: number, parent: number): void {
    const text = this.text;
    if (parent === NO_PARENT) unsupported();
    const indent = this.indentUnder(parent);
    for (let nl = text.indexOf('\n', start); nl !== -1 && nl < end; nl = text.indexOf('\n', nl + 1)) {
      let i = nl + 1;
      while (text.charCodeAt(i) === 32) i++;
      let c = text.charCodeAt(i);
      if (c === 13) c = text.charCodeAt(i + 1);
      const blank = c === 10;
      if (!blank && i - (nl + 1) < indent) unsupported();
      if (blank && quote === 34 /* " */ && escapedLineBreak(text, nl)) unsupported();
    }
    this.screen.claimLines(start, end);
  }

  /** The end of a block scalar where the `yaml` package ends it (block-scalar.ts), when js-yaml read the same lines. */
  private blockScalar(start: number, close: number, parent: number): number {
    const text = this.text;
    // At the root a block scalar may be indented by nothing: rules of their own, left to the library.
    if (parent === NO_PARENT) unsupported();
    const extent = blockScalarExtent(text, start, this.indentUnder(parent)) ?? unsupported();
    const { end, contentIndent } = extent;
    // Lines of spaces wider than the content: js-yaml reads the rest of their spaces as content, the library does not always.
    if (extent.wideBlank) unsupported();
    // js-yaml stops after the blank lines that follow (and the spaces of the next line): only blank space between the two
    // ends, and no wide line of spaces.
    const from = Math.min(end, close);
    const to = Math.min(Math.max(end, close), text.length);
    let spaces = 0;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 32) spaces++;
      else if (c === 10 || c === 13) {
        if (spaces > contentIndent) unsupported();
        spaces = 0;
      } else unsupported();
    }
    // js-yaml adds a line break to a text without one, which makes a last line of spaces one more blank line `+` keeps.
    if (extent.keep && close >= text.length && text.charCodeAt(text.length - 1) === 32) unsupported();
    this.screen.claimTabs(extent.contentStart, end);
    this.screen.claimLines(start, end);
    return end;
  }

  /**
   * A scalar or flow collection below its key or `-`, after a comment line indented less than
   * the key or `-` plus one: such a line lowers the lexer's indentation for what follows (a
   * plain scalar then runs on into the next key), js-yaml's stays. Left to the library.
   */
  private commentsAbove(start: number, parent: number): void {
    const text = this.text;
    let i = start;
    while (text.charCodeAt(i - 1) === 32) i--;
    // On the line of its key or `-` (nearly always): nothing between them.
    if (i === 0 || text.charCodeAt(i - 1) !== 10) return;
    const indent = this.indentUnder(parent);
    // Up over the blank and comment lines to the line with the key or `-`.
    for (let lineEnd = i - 1; lineEnd > 0;) {
      const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
      let j = lineStart;
      while (text.charCodeAt(j) === 32) j++;
      const c = text.charCodeAt(j);
      if (c === 35 /* # */) {
        if (j - lineStart < indent) unsupported();
      } else if (c !== 10 && c !== 13) return;
      lineEnd = lineStart - 1;
    }
  }

  /**
   * A flow collection in a block collection, over several lines: each line must be blank, a
   * comment, or indented past the key or `-` (the lexer ends the collection at a line that is
   * not; js-yaml reads on), except for its closing bracket, which may be one column less.
   * Collections in it are not checked again: this scans the lines of the outermost one.
   */
  private flowLines<T extends MapPositions | SeqPositions>(positions: T, parent: number): T {
    const text = this.text;
    const { start, end } = positions;
    const c0 = text.charCodeAt(start);
    if (parent === NO_PARENT || (c0 !== 91 /* [ */ && c0 !== 123) /* { */) return positions;
    this.commentsAbove(start, parent);
    if (!hasLineBreak(text, start, end)) return positions;
    const indent = this.indentUnder(parent);
    for (let nl = text.indexOf('\n', start); nl !== -1 && nl < end; nl = text.indexOf('\n', nl + 1)) {
      let i = nl + 1;
      while (text.charCodeAt(i) === 32) i++;
      const c = text.charCodeAt(i);
      const blank = c === 10 || (c === 13 && text.charCodeAt(i + 1) === 10);
      if (blank || c === 35 /* # */ || i - (nl + 1) >= indent || (i - (nl + 1) === indent - 1 && i === end - 1)) continue;
      unsupported();
    }
    return positions;
  }

  /** After white space, line breaks and comments. */
  private skipToContent(from: number): number {
    return firstContentOffset(this.text, from) ?? this.text.length;
  }

  private map(node: number, value: unknown, depth: number, open: number): MapPositions {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    const events = this.events;
    if (entryCount(events, node, keys.length * 2) !== keys.length * 2) unsupported();
    const close = events.close[node]!;
    // Arrays of their final size: most of what reading allocates is positions.
    const offsets = new Array<number>(keys.length * 4);
    const children = new Array<MapPositions | SeqPositions | undefined>(keys.length);
    // The keys in source order are the object's keys (js-yaml adds them in that order; a duplicate is refused above).
    const map: MapPositions = { kind: 'map', start: 0, end: close, keys, offsets, children };
    const flow = this.text.charCodeAt(open) === 123; /* { */
    let entry = events.firstChild[node]!;
    for (let i = 0; i < keys.length; i++) {
      // Two children per entry, key and value: there are as many (entryCount, above).
      const keyNode = events.collapse(entry);
      entry = events.nextSibling[entry]!;
      const valueNode = events.collapse(entry);
      entry = events.nextSibling[entry]!;
      const key = keys[i]!;
      // js-yaml names a null key "null" where the `yaml` package names it "".
      const keyResult = events.result[keyNode];
      if (events.kind[keyNode] !== EventKind.Scalar || keyResult === null || String(keyResult) !== key) unsupported();
      const keyContent = this.skipToContent(events.open[keyNode]!);
      const keyFirst = this.text.charCodeAt(keyContent);
      if (keyFirst === 38 || keyFirst === 42 || keyFirst === 33) libraryOnly();
      // A plain `<<` key is a merge key for the `yaml` package: merges are left to it.
      if (key === '<<' && keyFirst === 60 /* < */) unsupported();
      this.scalar(keyNode, NO_PARENT, keyContent);
      const keyStart = this.start;
      const keyEnd = this.end;
      if (keyEnd - keyStart > 1024) unsupported();
      if (i === 0) map.start = keyStart;
      this.path.push(key);
      let child: MapPositions | SeqPositions | undefined;
      if (events.kind[valueNode] === EventKind.None) {
        // `key:` without a value: the `yaml` package places its null after the colon and spaces.
        let at = keyEnd;
        while (isSpace(this.text.charCodeAt(at))) at++;
        if (this.text.charCodeAt(at) !== 58 /* : */) unsupported();
        at++;
        while (isSpace(this.text.charCodeAt(at))) at++;
        if (object[key] !== null) unsupported();
        this.start = at;
        this.end = at;
      } else {
        const item = object[key];
        child = this.node(valueNode, item, depth + 1, flow ? NO_PARENT : keyStart);
        // js-yaml's strings are views of the file's text: a kept one would keep the whole file.
        if (!child && typeof item === 'string') setDetached(object, key, item);
      }
      this.path.pop();
      offsets[4 * i] = keyStart;
      offsets[4 * i + 1] = keyEnd;
      offsets[4 * i + 2] = child ? child.start : this.start;
      offsets[4 * i + 3] = child ? child.end : this.end;
      children[i] = child;
    }
    // A flow mapping starts at its `{` and ends after its `}`; only a flow mapping can be empty.
    if (flow) {
      map.start = open;
      map.end = close;
      // A comment must be separated from the `}` (js-yaml reads one that is not).
      if (this.text.charCodeAt(close) === 35 /* # */) unsupported();
    } else if (keys.length === 0) unsupported();
    return map;
  }

  private seq(node: number, value: unknown, depth: number, start: number): SeqPositions {
    const array = value as unknown[];
    const events = this.events;
    if (entryCount(events, node, array.length) !== array.length) unsupported();
    const close = events.close[node]!;
    const flow = this.text.charCodeAt(start) === 91; /* [ */
    const offsets = new Array<number>(array.length * 2);
    const children = new Array<MapPositions | SeqPositions | undefined>(array.length);
    const seq: SeqPositions = { kind: 'seq', start, end: close, offsets, children };
    let entry = events.firstChild[node]!;
    for (let i = 0; i < array.length; i++) {
      const item = events.collapse(entry);
      entry = events.nextSibling[entry]!;
      const itemKind = events.kind[item];
      // A block sequence directly in a block sequence ends where the `yaml` package says: left to it.
      if (itemKind === EventKind.Sequence && !flow && this.text.charCodeAt(this.skipToContent(events.open[item]!)) !== 91) unsupported();
      if (itemKind === EventKind.None) unsupported();
      this.path.push(i);
      const child = this.node(item, array[i], depth + 1, flow ? NO_PARENT : start);
      const itemValue = array[i];
      if (!child && typeof itemValue === 'string') array[i] = detached(itemValue);
      this.path.pop();
      offsets[2 * i] = child ? child.start : this.start;
      offsets[2 * i + 1] = child ? child.end : this.end;
      children[i] = child;
    }
    if (!flow && this.text.charCodeAt(start) !== 45 /* - */) unsupported();
    // A comment must be separated from the `]` (js-yaml reads one that is not).
    if (flow && this.text.charCodeAt(close) === 35 /* # */) unsupported();
    return seq;
  }
}
