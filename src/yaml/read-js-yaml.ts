// The fastest reading of a manifest: js-yaml builds the values (about eight times faster than
// the `yaml` package's parser), and its parse events give the source positions. Used for the
// plain YAML manifests are made of; everything else, and everything js-yaml rejects, goes to
// the `yaml` package (read-cst.ts, then its full composer), which also defines what the
// positions mean: a differential test holds this reader to the same values, ranges, ambiguity
// notes and document ranges on the corpus and on random edits of it.
import { FAILSAFE_SCHEMA, loadAll, Type, type State } from 'js-yaml';
import { resolvePlainScalar, type AmbiguityKind } from './scalars.js';
import { detached } from '../core/strings.js';
import { DOC_START } from './document-split.js';
import { LIBRARY_ONLY, libraryOnly, unsupported, type ComposedDocument } from './reader.js';
import type { MapPositions, NodePositions, SeqPositions } from './positions.js';

/** What the parse events say about one node. */
interface EventNode {
  open: number;
  close: number;
  kind: string | null;
  result: unknown;
  children: EventNode[];
  /** Set when the plain scalar resolved to something YAML 1.2 tools read differently. */
  ambiguity?: { kind: AmbiguityKind; source: string };
}

// The Kubernetes reading of plain scalars (scalars.ts) as one js-yaml implicit type.
let lastAmbiguity: EventNode['ambiguity'];
const kubernetesScalar = new Type('tag:yaml.org,2002:kubernetes-plain', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && resolvePlainScalar(data).value !== data,
  construct: (data: string) => {
    const { value, ambiguity } = resolvePlainScalar(data);
    if (ambiguity) lastAmbiguity = { kind: ambiguity, source: data };
    return value;
  },
});
const SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: [kubernetesScalar] });

/**
 * Text this reader leaves to the `yaml` package: tabs, anchors, aliases, tags, merge keys,
 * directives, document ends, explicit keys, and keys js-yaml and Kubernetes name differently.
 * After `^` only white space within the line (`[^\S\n\r\u2028\u2029]`): `^\s*` crossed line
 * breaks, so every blank line rescanned the blank lines after it (quadratic); what it found
 * across lines, the `^` of the last of them finds too.
 */
const LEFT_TO_YAML = /\t|<<\s*:|^%|^\.\.\.|^[^\S\n\r\u2028\u2029]*\?(?:\s|$)|^[^\S\n\r\u2028\u2029]*-\s+\?\s/m;

const isSpace = (c: number) => c === 32 || c === 9;

/**
 * Why js-yaml left a text to the next reader: `unreadable` (js-yaml could not parse it: most
 * often a syntax error), `library-only` (it holds what the CST composer does not read either:
 * anchors, aliases, tags), or `other` (a construct this reader leaves to the `yaml` package).
 */
export type JsYamlRefusal = 'unreadable' | 'library-only' | 'other';

/** The documents of a text, or undefined when the text needs another reader (and `why.refusal` says why). */
export function composeWithJsYaml(text: string, why?: { refusal?: JsYamlRefusal }): ComposedDocument[] | undefined {
  const refuse = (refusal: JsYamlRefusal) => {
    if (why) why.refusal = refusal;
    return undefined;
  };
  if (LEFT_TO_YAML.test(text)) return refuse('other');
  const roots: EventNode[] = [];
  const stack: EventNode[] = [];
  const values: unknown[] = [];
  lastAmbiguity = undefined;
  try {
    try {
      loadAll(text, (doc) => values.push(doc), {
        schema: SCHEMA,
        listener(event: 'open' | 'close', state: State) {
          if (event === 'open') {
            stack.push({ open: state.position, close: -1, kind: null, result: undefined, children: [] });
            return;
          }
          const node = stack.pop()!;
          node.close = state.position;
          node.kind = state.kind as string | null;
          node.result = state.result as unknown;
          if (node.kind === 'scalar' && lastAmbiguity) node.ambiguity = lastAmbiguity;
          lastAmbiguity = undefined;
          (stack.length > 0 ? stack[stack.length - 1]!.children : roots).push(node);
        },
      });
    } catch {
      // A YAMLException, deep nesting, or anything unexpected: the next reader decides.
      return refuse('unreadable');
    }
    try {
      return documentsOf(text, roots, values);
    } catch (error) {
      return refuse(error === LIBRARY_ONLY ? 'library-only' : 'other');
    }
  } finally {
    lastAmbiguity = undefined;
  }
}

function documentsOf(text: string, roots: EventNode[], values: unknown[]): ComposedDocument[] {
  // Where each document starts: every `---` line, and the content before the first one.
  const markers = [...text.matchAll(DOC_START)].map((m) => m.index);
  const isMarker = new Set(markers);
  const firstContent = firstContentOffset(text, 0);
  const starts = firstContent !== undefined && (markers.length === 0 || firstContent < markers[0]!) ? [firstContent, ...markers] : markers;
  // A stream of comments only has no document for the `yaml` package.
  if (starts.length === 0) return [];
  if (starts.length !== values.length || roots.length !== values.length) unsupported();
  return values.map((value, i) => {
    const root = collapse(roots[i]!);
    let end = starts[i + 1] ?? text.length;
    const reader = new PositionReader(text);
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
      if (root.kind === 'sequence') unsupported();
      positions = reader.node(root, value, 0) ?? { kind: 'scalar', start: reader.start, end: reader.end };
      contentEnd = Math.min(root.close, end);
    }
    return { value, positions, range: [starts[i]!, end], start: positions.start, contentEnd, ambiguous: reader.ambiguous };
  });
}

/** Replaces a string value with its copy; defineProperty, as toJS would for `__proto__` and the like. */
function setDetached(object: Record<string, unknown>, key: string): void {
  const value = object[key] as string;
  if (value.length >= 13)
    Object.defineProperty(object, key, { value: detached(value), writable: true, enumerable: true, configurable: true });
}

/**
 * A node that js-yaml first tried as something else (a scalar or flow collection in a block
 * sequence, read as a possible mapping key) comes wrapped in an outer node with the same result.
 * A real collection never has exactly one child that is its own value.
 */
function collapse(node: EventNode): EventNode {
  let n = node;
  while (n.children.length === 1 && n.children[0]!.result === n.result && n.children[0]!.kind === n.kind) n = n.children[0]!;
  return n;
}

/** js-yaml probes for one more entry at the end of a block collection: an empty node, not a child. */
function withoutProbe(children: EventNode[], expected: number): EventNode[] {
  const last = children[children.length - 1];
  return children.length === expected + 1 && last!.kind === null && last!.open === last!.close ? children.slice(0, -1) : children;
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

function emptyDocumentOffset(text: string, marker: number): number {
  let i = marker + 3;
  while (isSpace(text.charCodeAt(i))) i++;
  return i;
}

class PositionReader {
  readonly ambiguous: ComposedDocument['ambiguous'] = [];
  private readonly path: (string | number)[] = [];
  /** Range of the last scalar read (collections return their positions instead). */
  start = 0;
  end = 0;

  constructor(private readonly text: string) {}

  /** Positions of a node; for a scalar, undefined with start/end set. */
  node(node: EventNode, value: unknown, depth: number): MapPositions | SeqPositions | undefined {
    if (depth > 200) unsupported();
    // Anchors, aliases and tags (before any node) are left to the `yaml` package.
    const first = this.text.charCodeAt(this.skipToContent(node.open));
    if (first === 38 /* & */ || first === 42 /* * */ || first === 33 /* ! */) libraryOnly();
    if (node.kind === 'mapping') return this.map(node, value, depth);
    if (node.kind === 'sequence') return this.seq(node, value, depth);
    if (node.kind !== 'scalar') unsupported();
    this.scalar(node);
    if (node.ambiguity) this.ambiguous.push({ path: [...this.path], kind: node.ambiguity.kind, source: node.ambiguity.source, value });
    return undefined;
  }

  private scalar(node: EventNode): void {
    const start = this.skipToContent(node.open);
    const c = this.text.charCodeAt(start);
    let end = node.close;
    if (c === 124 /* | */ || c === 62 /* > */) {
      end = this.blockScalarEnd(start, node.close);
    } else {
      while (end > start && isSpace(this.text.charCodeAt(end - 1))) end--;
      // Folded (multi-line) plain and quoted scalars are left to the `yaml` package.
      if (this.text.slice(start, end).includes('\n')) unsupported();
    }
    this.start = start;
    this.end = end;
  }

  /** After white space, line breaks and comments. */
  private skipToContent(from: number): number {
    return firstContentOffset(this.text, from) ?? this.text.length;
  }

  /**
   * Where the `yaml` package ends a block scalar: after the line break of its last content line.
   * Trailing blank lines (kept by `|+`, dropped otherwise, by rules of their own) and CRLF are
   * left to it.
   */
  private blockScalarEnd(start: number, close: number): number {
    const header = this.text.slice(start, this.text.indexOf('\n', start));
    if (header.includes('+') || this.text.slice(start, close).includes('\r')) unsupported();
    let end = close;
    while (end > start && this.text.charCodeAt(end - 1) === 32) end--;
    if (this.text.charCodeAt(end - 1) !== 10) unsupported();
    let i = end - 2;
    while (i > start && this.text.charCodeAt(i) === 32) i--;
    if (this.text.charCodeAt(i) === 10) unsupported();
    return end;
  }

  private map(node: EventNode, value: unknown, depth: number): MapPositions {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    const children = withoutProbe(node.children.map(collapse), keys.length * 2);
    if (children.length !== keys.length * 2) unsupported();
    const map: MapPositions = { kind: 'map', start: 0, end: node.close, keys: [], offsets: [], children: [] };
    for (let i = 0; i < keys.length; i++) {
      const keyNode = children[2 * i]!;
      const valueNode = children[2 * i + 1]!;
      const key = keys[i]!;
      // js-yaml names a null key "null" where the `yaml` package names it "".
      if (keyNode.kind !== 'scalar' || keyNode.result === null || String(keyNode.result) !== key) unsupported();
      const keyFirst = this.text.charCodeAt(this.skipToContent(keyNode.open));
      if (keyFirst === 38 || keyFirst === 42 || keyFirst === 33) libraryOnly();
      this.scalar(keyNode);
      const keyStart = this.start;
      const keyEnd = this.end;
      if (keyEnd - keyStart > 1024) unsupported();
      if (i === 0) map.start = keyStart;
      this.path.push(key);
      let child: MapPositions | SeqPositions | undefined;
      if (valueNode.kind === null) {
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
        child = this.node(valueNode, object[key], depth + 1);
        // js-yaml's strings are views of the file's text: a kept one would keep the whole file.
        if (!child && typeof object[key] === 'string') setDetached(object, key);
      }
      this.path.pop();
      map.keys.push(key);
      map.offsets.push(keyStart, keyEnd, child ? child.start : this.start, child ? child.end : this.end);
      map.children.push(child);
    }
    // A flow mapping starts at its `{` and ends after its `}`; only a flow mapping can be empty.
    const open = this.skipToContent(node.open);
    if (this.text.charCodeAt(open) === 123 /* { */) {
      map.start = open;
      map.end = node.close;
    } else if (keys.length === 0) unsupported();
    return map;
  }

  private seq(node: EventNode, value: unknown, depth: number): SeqPositions {
    const array = value as unknown[];
    const items = withoutProbe(node.children.map(collapse), array.length);
    if (items.length !== array.length) unsupported();
    const start = this.skipToContent(node.open);
    const flow = this.text.charCodeAt(start) === 91; /* [ */
    const seq: SeqPositions = { kind: 'seq', start, end: node.close, offsets: [], children: [] };
    items.forEach((item, i) => {
      // A block sequence directly in a block sequence ends where the `yaml` package says: left to it.
      if (item.kind === 'sequence' && !flow && this.text.charCodeAt(this.skipToContent(item.open)) !== 91) unsupported();
      if (item.kind === null) unsupported();
      this.path.push(i);
      const child = this.node(item, array[i], depth + 1);
      if (!child && typeof array[i] === 'string') array[i] = detached(array[i]);
      this.path.pop();
      seq.offsets.push(child ? child.start : this.start, child ? child.end : this.end);
      seq.children.push(child);
    });
    if (!flow && this.text.charCodeAt(start) !== 45 /* - */) unsupported();
    return seq;
  }
}
