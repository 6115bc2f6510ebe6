// The second reader (after read-js-yaml.ts): composes plain JS values and their source
// ranges straight from the `yaml` package's CST, for the YAML that manifests are made of.
// Building a `yaml` Document and converting it with toJS() costs about as much again as
// reading the text; manifests need neither the nodes nor their comments. Anything outside the
// well-formed subset handled here (anchors, aliases, tags, directives, explicit or complex
// keys, and every construct the `yaml` composer would report as an error) leaves the document
// to the full composer, so errors, aliases and merge keys are always handled by the library.
// The checks below mirror the library's composer (compose/resolve-*.js) condition by
// condition; test/yaml/readers.test.ts holds the two to the same values and ranges.
//
// What it reads today: since js-yaml takes block scalars and scalars over several lines
// (block-scalar.ts), only what js-yaml leaves by design (null keys, a root sequence, the
// constructs its tests list) comes here: 2 documents, 3.5 KB of the shared corpus's 33.7 MB,
// and nothing of the CRD-heavy bench. It reads those at about twice the `yaml` composer's
// speed; whether that still pays for this file and the CST half of the differential test is
// an open question (removing it would send those documents to the composer, with the same
// values and ranges).
import { CST, Parser } from 'yaml';
import { detached } from '../core/strings.js';
import { resolvePlainScalar } from './scalars.js';
import { unsupported, type ComposedDocument } from './reader.js';
import type { MapPositions, NodePositions, SeqPositions } from './positions.js';

type Token = CST.Token;
type SourceToken = CST.SourceToken;

/** Deep enough for any manifest; deeper input goes to the library, which reports it. */
const MAX_DEPTH = 200;

interface Props {
  found: SourceToken | null;
  comma: SourceToken | null;
  hasNewline: boolean;
  hasComment: boolean;
  end: number;
}

/** One result object, reused: callers read what they need before the next call (allocation-free). */
const PROPS: Props = { found: null, comma: null, hasNewline: false, hasComment: false, end: 0 };

/** resolveProps without anchors and tags (those leave the fast path). */
function props(
  tokens: SourceToken[],
  indicator: string,
  flow: boolean,
  next: Token | undefined,
  offset: number,
  parentIndent: number,
  startOnNewline: boolean,
): Props {
  let atNewline = startOnNewline;
  let hasSpace = startOnNewline;
  let hasNewline = false;
  let hasComment = false;
  let tab: SourceToken | null = null;
  let comma: SourceToken | null = null;
  let found: SourceToken | null = null;
  for (const token of tokens) {
    if (tab) {
      if (atNewline && token.type !== 'comment' && token.type !== 'newline') unsupported();
      tab = null;
    }
    switch (token.type) {
      case 'space':
        if (!flow && (indicator !== 'doc-start' || next?.type !== 'flow-collection') && token.source.includes('\t')) tab = token;
        hasSpace = true;
        break;
      case 'comment':
        if (!hasSpace) unsupported();
        hasComment = true;
        atNewline = false;
        break;
      case 'newline':
        atNewline = true;
        hasNewline = true;
        hasSpace = true;
        break;
      case indicator:
        if (found) unsupported();
        found = token;
        atNewline = indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
        hasSpace = false;
        break;
      case 'comma':
        if (!flow || comma) unsupported();
        comma = token;
        atNewline = false;
        hasSpace = false;
        break;
      default:
        // anchor, tag and anything unexpected
        unsupported();
    }
  }
  const last = tokens[tokens.length - 1];
  const end = last ? last.offset + last.source.length : offset;
  if (tab && ((atNewline && tab.indent <= parentIndent) || next?.type === 'block-map' || next?.type === 'block-seq')) unsupported();
  PROPS.found = found;
  PROPS.comma = comma;
  PROPS.hasNewline = hasNewline;
  PROPS.hasComment = hasComment;
  PROPS.end = end;
  return PROPS;
}

/** resolveEnd: only white space and comments may follow a node. */
function endOf(tokens: SourceToken[] | undefined, offset: number, requireSpace: boolean): number {
  if (!tokens) return offset;
  let hasSpace = false;
  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'newline') hasSpace = true;
    else if (token.type !== 'comment' || (requireSpace && !hasSpace)) unsupported();
    offset += token.source.length;
  }
  return offset;
}

/** emptyScalarPosition: just after the last token before the empty value, past its spaces. */
function emptyPosition(offset: number, before: SourceToken[] | undefined): number {
  if (!before) return offset;
  for (let i = before.length - 1; i >= 0; --i) {
    const st = before[i]!;
    if (st.type === 'space' || st.type === 'comment' || st.type === 'newline') {
      offset -= st.source.length;
      continue;
    }
    let j = i + 1;
    while (before[j]?.type === 'space') offset += before[j++]!.source.length;
    break;
  }
  return offset;
}

function containsNewline(key: Token | null | undefined): boolean {
  if (!key) return false;
  if (key.type === 'scalar' || key.type === 'single-quoted-scalar' || key.type === 'double-quoted-scalar' || key.type === 'alias') {
    if (key.source.includes('\n')) return true;
    return (key as CST.FlowScalar).end?.some((st) => st.type === 'newline') ?? false;
  }
  return true;
}

/** The library's scalar resolution (folding, escapes, block scalars); any complaint leaves the fast path. */
function resolveScalar(token: CST.FlowScalar | CST.BlockScalar): { value: string; range: [number, number, number] } {
  let failed = false;
  const resolved = CST.resolveAsScalar(token, true, () => (failed = true));
  if (failed || !resolved) unsupported();
  return resolved;
}

/** First characters of a plain scalar that the library reports (BAD_SCALAR_START). */
const BAD_PLAIN_START: boolean[] = [];
for (const c of '\t,%|>@`') BAD_PLAIN_START[c.charCodeAt(0)] = true;

/**
 * One-line scalars without escapes, most of a manifest: their value is their text (what the
 * library's folding and unquoting returns for them), without its regular expressions.
 */
function simpleScalar(token: CST.FlowScalar | CST.BlockScalar): { value: string; range: [number, number, number] } | undefined {
  const { source, offset } = token;
  if (token.type === 'block-scalar' || source.includes('\n')) return undefined;
  let value: string;
  if (token.type === 'scalar') {
    // Starts the library reports (BAD_SCALAR_START) are left to it.
    if (BAD_PLAIN_START[source.charCodeAt(0)]) return undefined;
    value = source;
  } else if (token.type === 'single-quoted-scalar') {
    if (source.length < 2 || !source.endsWith("'")) return undefined;
    value = source.slice(1, -1).replace(/''/g, "'");
  } else {
    if (source.length < 2 || !source.endsWith('"') || source.includes('\\')) return undefined;
    value = source.slice(1, -1);
  }
  const valueEnd = offset + source.length;
  return { value, range: [offset, valueEnd, endOf(token.end, valueEnd, true)] };
}

const isBlockCollection = (token: Token | undefined) => token?.type === 'block-map' || token?.type === 'block-seq';

class Composer {
  /** Results of the last composed node, kept in fields: one object per node would be garbage. */
  private value: unknown = null;
  /** The node's positions when it is a collection (scalars have only start and end). */
  private positions: MapPositions | SeqPositions | undefined;
  /** The node's range[0] and range[1]. */
  private start = 0;
  private end = 0;
  /** range[2] of the last node: its end including trailing white space and comments. */
  private nodeEnd = 0;
  private readonly path: (string | number)[] = [];
  ambiguous: ComposedDocument['ambiguous'] = [];

  document(doc: CST.Document): ComposedDocument {
    this.ambiguous = [];
    const { offset, start, value, end } = doc;
    const p = props(start, 'doc-start', false, value ?? end?.[0], offset, 0, true);
    if (p.found && value && isBlockCollection(value) && !p.hasNewline) unsupported();
    if (value) this.node(value, 0);
    else this.empty(p.end, start, p);
    const contentEnd = this.nodeEnd;
    const positions: NodePositions = this.positions ?? { kind: 'scalar', start: this.start, end: this.end };
    return {
      value: this.value,
      positions,
      range: [offset, endOf(end, contentEnd, false)],
      start: this.start,
      contentEnd,
      ambiguous: this.ambiguous,
    };
  }

  private node(token: Token, depth: number): void {
    if (depth > MAX_DEPTH) unsupported();
    switch (token.type) {
      case 'scalar':
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
      case 'block-scalar':
        this.scalar(token, false);
        return;
      case 'block-map':
        this.blockMap(token, depth);
        return;
      case 'block-seq':
        this.blockSeq(token, depth);
        return;
      case 'flow-collection':
        this.flowCollection(token, depth);
        return;
      default:
        // alias, error and anything else
        unsupported();
    }
  }

  /** composeEmptyNode: a plain empty scalar (null) where a value is missing. */
  private empty(offset: number, before: SourceToken[] | undefined, p: Props): void {
    const at = emptyPosition(offset, before);
    this.value = null;
    this.positions = undefined;
    this.start = at;
    this.end = at;
    this.nodeEnd = p.hasComment ? p.end : at;
  }

  private scalar(token: CST.FlowScalar | CST.BlockScalar, atKey: boolean): void {
    if (
      token.type === 'block-scalar' &&
      token.props.some((t) => t.type !== 'block-scalar-header' && t.type !== 'space' && t.type !== 'comment' && t.type !== 'newline')
    )
      unsupported();
    const resolved = simpleScalar(token) ?? resolveScalar(token);
    const value = detached(resolved.value);
    const range = resolved.range;
    if (token.type === 'scalar') {
      // A plain `<<` key is a merge key: the library handles merges.
      if (atKey && value === '<<') unsupported();
      const plain = resolvePlainScalar(value);
      this.value = plain.value;
      if (plain.ambiguity && !atKey)
        this.ambiguous.push({ path: [...this.path], kind: plain.ambiguity, source: value, value: plain.value });
    } else {
      this.value = value;
    }
    this.positions = undefined;
    this.start = range[0];
    this.end = range[1];
    this.nodeEnd = range[2];
  }

  // The last key read by key(): its JS key, its label in ambiguity paths, and its range.
  private keyText = '';
  private keyLabel = '';
  private keyStart = 0;
  private keyEnd = 0;

  /** A mapping key: a one-line scalar. Sets keyText/keyLabel/keyStart/keyEnd and nodeEnd. */
  private key(key: Token | null | undefined): void {
    if (!key || (key.type !== 'scalar' && key.type !== 'single-quoted-scalar' && key.type !== 'double-quoted-scalar')) unsupported();
    this.scalar(key, true);
    const value = this.value;
    // toJS: a null key is '', others their String(); the ambiguity walk labels with String(value ?? '').
    this.keyText = value === null ? '' : String(value);
    this.keyLabel = String(value ?? '');
    this.keyStart = this.start;
    this.keyEnd = this.end;
  }

  private blockMap(bm: CST.BlockMap, depth: number): void {
    const object: Record<string, unknown> = {};
    const map: MapPositions = { kind: 'map', start: bm.offset, end: 0, keys: [], offsets: [], children: [] };
    let offset = bm.offset;
    let commentEnd: number | null = null;
    for (const { start, key, sep, value } of bm.items) {
      const kp = props(start, 'explicit-key-ind', false, key ?? sep?.[0], offset, bm.indent, true);
      if (kp.found) unsupported();
      const keyPropsEnd = kp.end;
      if (key && (key.type === 'block-seq' || ('indent' in key && key.indent !== bm.indent))) unsupported();
      if (!sep) {
        if (key) unsupported();
        commentEnd = keyPropsEnd;
        continue;
      }
      if (containsNewline(key)) unsupported();
      this.key(key);
      const { keyText, keyLabel, keyStart, keyEnd } = this;
      // Anything but a unique key (a duplicate, or `1` and '1' landing on one JS key) goes to the library.
      if (map.keys.includes(keyText)) unsupported();
      const vp = props(sep, 'map-value-ind', false, value, this.nodeEnd, bm.indent, false);
      offset = vp.end;
      if (!vp.found) unsupported();
      if (value?.type === 'block-map' && !vp.hasNewline) unsupported();
      if (keyPropsEnd < vp.found.offset - 1024) unsupported();
      this.path.push(keyLabel);
      if (value) this.node(value, depth + 1);
      else this.empty(offset, sep, vp);
      this.path.pop();
      offset = this.nodeEnd;
      setKey(object, keyText, this.value);
      map.keys.push(keyText);
      map.offsets.push(keyStart, keyEnd, this.start, this.end);
      map.children.push(this.positions);
    }
    if (commentEnd && commentEnd < offset) unsupported();
    map.end = offset;
    this.value = object;
    this.positions = map;
    this.start = map.start;
    this.end = offset;
    this.nodeEnd = commentEnd ?? offset;
  }

  private blockSeq(bs: CST.BlockSequence, depth: number): void {
    const array: unknown[] = [];
    const seq: SeqPositions = { kind: 'seq', start: bs.offset, end: 0, offsets: [], children: [] };
    let offset = bs.offset;
    let commentEnd: number | null = null;
    for (const { start, value } of bs.items) {
      const p = props(start, 'seq-item-ind', false, value, offset, bs.indent, true);
      if (!p.found) {
        if (value) unsupported();
        commentEnd = p.end;
        continue;
      }
      this.path.push(array.length);
      if (value) this.node(value, depth + 1);
      else this.empty(p.end, start, p);
      this.path.pop();
      offset = this.nodeEnd;
      array.push(this.value);
      seq.offsets.push(this.start, this.end);
      seq.children.push(this.positions);
    }
    seq.end = offset;
    this.value = array;
    this.positions = seq;
    this.start = seq.start;
    this.end = offset;
    this.nodeEnd = commentEnd ?? offset;
  }

  private flowCollection(fc: CST.FlowCollection, depth: number): void {
    const isMap = fc.start.source === '{';
    const object: Record<string, unknown> = {};
    const array: unknown[] = [];
    const map: MapPositions = { kind: 'map', start: fc.offset, end: 0, keys: [], offsets: [], children: [] };
    const seq: SeqPositions = { kind: 'seq', start: fc.offset, end: 0, offsets: [], children: [] };
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
      const { start, key, sep, value } = fc.items[i]!;
      const p = props(start, 'explicit-key-ind', true, key ?? sep?.[0], offset, fc.indent, false);
      if (p.found) unsupported();
      if (key && !sep) unsupported();
      if (!sep && !value) {
        // An empty item is only allowed as the trailing one after a comma.
        if ((i === 0 && p.comma) || i < fc.items.length - 1) unsupported();
        offset = p.end;
        continue;
      }
      if (i === 0 ? p.comma : !p.comma) unsupported();
      if (!isMap) {
        // Pairs inside flow sequences ([a: b]) go to the library.
        if (sep || !value || isBlockCollection(value)) unsupported();
        this.path.push(array.length);
        this.node(value, depth + 1);
        this.path.pop();
        offset = this.nodeEnd;
        array.push(this.value);
        seq.offsets.push(this.start, this.end);
        seq.children.push(this.positions);
        continue;
      }
      this.key(key);
      const { keyText, keyLabel, keyStart, keyEnd } = this;
      if (map.keys.includes(keyText)) unsupported();
      const vp = props(sep ?? [], 'map-value-ind', true, value, this.nodeEnd, fc.indent, false);
      // A key without `:` (`{ a }`) goes to the library.
      if (!vp.found || isBlockCollection(value)) unsupported();
      this.path.push(keyLabel);
      if (value) this.node(value, depth + 1);
      else this.empty(vp.end, sep, vp);
      this.path.pop();
      offset = this.nodeEnd;
      setKey(object, keyText, this.value);
      map.keys.push(keyText);
      map.offsets.push(keyStart, keyEnd, this.start, this.end);
      map.children.push(this.positions);
    }
    const [close, ...rest] = fc.end;
    if (close?.source !== (isMap ? '}' : ']')) unsupported();
    const closeEnd = close.offset + close.source.length;
    const positions = isMap ? map : seq;
    positions.end = closeEnd;
    this.value = isMap ? object : array;
    this.positions = positions;
    this.start = fc.offset;
    this.end = closeEnd;
    this.nodeEnd = rest.length > 0 ? endOf(rest, closeEnd, true) : closeEnd;
  }
}

/** Keys an assignment would not make own data (`__proto__` sets the prototype; the rest are inherited). */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** As toJS assigns: keys that exist on Object.prototype (`__proto__`, `constructor`) become own data. */
function setKey(object: Record<string, unknown>, key: string, value: unknown): void {
  if (INHERITED.has(key)) Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

/**
 * The documents of a file, or undefined when the file needs the full composer (errors,
 * anchors, aliases, tags, directives, unusual keys).
 */
export function composeFromCst(text: string): ComposedDocument[] | undefined {
  const read = composeFromCstPrefix(text);
  return read.rest === undefined ? read.documents : undefined;
}

/**
 * The documents this composer reads from the start of a text, up to the first one it leaves
 * to the full composer; `rest` is where that one (or the directive, `...` or error before it)
 * starts, undefined when the whole text was read. A document never depends on the ones after
 * it, so the documents before `rest` read the same in any text that starts with them.
 */
export function composeFromCstPrefix(text: string): { documents: ComposedDocument[]; rest?: number } {
  const composer = new Composer();
  const documents: ComposedDocument[] = [];
  try {
    for (const token of new Parser().parse(text)) {
      switch (token.type) {
        case 'document':
          try {
            documents.push(composer.document(token));
          } catch {
            // Unsupported, deep nesting, or anything unexpected: the library composer decides.
            return { documents, rest: token.offset };
          }
          break;
        case 'byte-order-mark':
        case 'space':
        case 'comment':
        case 'newline':
          break;
        default:
          // directives, `...` document ends, errors
          return { documents, rest: token.offset };
      }
    }
  } catch {
    // The parser itself gave up (deep nesting): nothing of the text is taken.
    return { documents: [], rest: 0 };
  }
  return { documents };
}
