// A change set as text: each change is made on the text the previous one left (so two changes
// that create the same missing mapping create it once), through the `yaml` package's node ranges,
// by splicing text at exact offsets; the document is never re-serialised. The result must parse
// as before and hold the values the changes asked for, else there is no fix (the caller offers
// none rather than a guess). The edit returned replaces the one region of the original text that
// differs, so everything outside it is byte-identical.
import { isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, Scalar, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import type { JsonPath, Range } from '../core/types.js';
import { documentPartStarts } from '../yaml/document-split.js';
import type { LineIndex } from '../yaml/lines.js';
import { loadYaml, type LoadedFile } from '../yaml/load.js';
import { entryText, flowText, itemText, nestedText, quoted, scalarText, type BlockStyle } from './serialize.js';
import type { Change, ChangeSet, FixValue, TextEdit } from '../core/change-set.js';

/** Why a change set could not be written (for tests and debugging; users see no fix). */
export class FixNotApplicable extends Error {}

/** The text edit that makes `changes` in document `docIndex` of `text`, or undefined when it cannot be made safely. */
export function planFix(text: string, docIndex: number, set: Pick<ChangeSet, 'changes'>): TextEdit | undefined {
  try {
    return planFixOrThrow(text, docIndex, set);
  } catch (e) {
    if (e instanceof FixNotApplicable) return undefined;
    throw e;
  }
}

export function planFixOrThrow(text: string, docIndex: number, set: Pick<ChangeSet, 'changes'>): TextEdit {
  let result = text;
  for (const change of set.changes) result = applyChange(result, docIndex, change);
  verify(text, result, docIndex, set.changes);
  return minimalEdit(text, result);
}

/** Applies text edits (non-overlapping) to a text. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) throw new FixNotApplicable('overlapping edits');
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

function minimalEdit(before: string, after: string): TextEdit {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { start, end: endBefore, text: after.slice(start, endAfter) };
}

/** The edited text parses as the original did, and holds what each change asked for. */
function verify(before: string, after: string, docIndex: number, changes: readonly Change[]): void {
  const syntaxErrors = (l: LoadedFile) => l.problems.filter((p) => p.kind === 'syntax').length;
  const loaded = loadYaml(after);
  const original = loadYaml(before);
  if (syntaxErrors(loaded) > syntaxErrors(original)) throw new FixNotApplicable('the result does not parse');
  if (loaded.documents.length !== original.documents.length) throw new FixNotApplicable('the result has other documents');
  const doc = loaded.documents.find((d) => d.index === docIndex);
  if (!doc) throw new FixNotApplicable('no such document');
  for (const c of changes) {
    const got = valueAt(doc.value, c.path);
    if (c.op === 'set' && !sameValue(got, c.value)) throw new FixNotApplicable(`${c.path.join('.')} does not read back as written`);
    if (c.op === 'append' && !(Array.isArray(got) && sameValue(got[got.length - 1], c.value)))
      throw new FixNotApplicable(`${c.path.join('.')} does not end with the appended item`);
    if (c.op === 'quote' && typeof got !== 'string') throw new FixNotApplicable(`${c.path.join('.')} is not a string`);
    if (c.op === 'scalar' && got !== c.value) throw new FixNotApplicable(`${c.path.join('.')} does not read back as ${String(c.value)}`);
  }
}

function valueAt(value: unknown, path: JsonPath): unknown {
  let v = value;
  for (const segment of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[segment];
  }
  return v;
}

/** Deep equality of a read-back value and the value written (mappings may hold more keys than were set). */
function sameValue(got: unknown, want: FixValue): boolean {
  if (want === null || typeof want !== 'object') return got === want;
  if (Array.isArray(want)) return Array.isArray(got) && got.length === want.length && want.every((w, i) => sameValue(got[i], w));
  if (got === null || typeof got !== 'object' || Array.isArray(got)) return false;
  return Object.entries(want).every(([k, w]) => sameValue((got as Record<string, unknown>)[k], w));
}

interface Located {
  /** The node at the deepest segment of the path that exists. */
  node: Node | null;
  /** The pair whose value `node` is (for an empty `key:` value, the node is its null scalar). */
  pair?: Pair;
  /** How many segments of the path exist. */
  depth: number;
}

function parseDocument(text: string, docIndex: number) {
  const docs = parseAllDocuments(text, { keepSourceTokens: false });
  if (!Array.isArray(docs)) throw new FixNotApplicable('an empty stream');
  const doc = docs[docIndex];
  if (!doc || doc.errors.length > 0) throw new FixNotApplicable('the document does not parse');
  return doc;
}

function locate(root: Node | null, path: JsonPath): Located {
  let node = root;
  let pair: Pair | undefined;
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth]!;
    if (node && (isAlias(node) || (node as { anchor?: string }).anchor)) throw new FixNotApplicable('anchors and aliases are left alone');
    if (isMap(node) && typeof segment === 'string') {
      const found = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
      if (!found) return { node, pair, depth };
      pair = found;
      node = (found.value as Node | null) ?? null;
      continue;
    }
    if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      pair = undefined;
      node = node.items[segment] as Node;
      continue;
    }
    if (isScalar(node) && node.value === null && node.range && node.range[0] === node.range[1]) return { node, pair, depth };
    throw new FixNotApplicable(`${path.slice(0, depth + 1).join('.')} is not a mapping or sequence the change can go into`);
  }
  if (node && (isAlias(node) || (node as { anchor?: string }).anchor)) throw new FixNotApplicable('anchors and aliases are left alone');
  return { node, pair, depth: path.length };
}

/** The value that creates the missing segments below an existing node: `{a: {b: value}}`. */
function wrap(segments: JsonPath, value: FixValue): FixValue {
  let v = value;
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i]!;
    if (typeof s !== 'string') throw new FixNotApplicable('a missing sequence item cannot be created by index');
    v = { [s]: v };
  }
  return v;
}

function applyChange(text: string, docIndex: number, change: Change): string {
  const doc = parseDocument(text, docIndex);
  const style = styleOf(text, doc.contents as Node | null);
  const at = locate(doc.contents as Node | null, change.path);
  if (change.op === 'quote' || change.op === 'scalar') {
    if (at.depth !== change.path.length || !isScalar(at.node) || at.node.type !== Scalar.PLAIN || !at.node.range)
      throw new FixNotApplicable('only an existing plain scalar can be rewritten');
    const [start, end] = at.node.range;
    if (change.op === 'scalar') return splice(text, start, end, change.text);
    return splice(text, start, end, quoted(change.value ?? text.slice(start, end)));
  }
  if (at.depth < change.path.length) {
    const missing = change.path.slice(at.depth);
    const value = change.op === 'append' ? wrap(missing.slice(1), [change.value]) : wrap(missing.slice(1), change.value);
    const key = missing[0];
    if (typeof key !== 'string') throw new FixNotApplicable('a missing sequence item cannot be created by index');
    return insertEntry(text, at, key, value, style);
  }
  if (change.op === 'append') {
    if (isSeq(at.node)) return appendItem(text, at.node, change.value, style);
    if (isScalar(at.node) && at.node.value === null) return replaceValue(text, at, [change.value], style);
    throw new FixNotApplicable('append needs a sequence');
  }
  if (isMap(at.node) && change.value !== null && typeof change.value === 'object' && !Array.isArray(change.value)) {
    // Setting a mapping on a mapping sets each of its entries, keeping the others.
    let out = text;
    for (const [k, v] of Object.entries(change.value)) out = applyChange(out, docIndex, { op: 'set', path: [...change.path, k], value: v });
    return out;
  }
  return replaceValue(text, at, change.value, style);
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

/** Replaces an existing value: a scalar in place (keeping double quotes), an empty `key:` by a block below the key. */
function replaceValue(text: string, at: Located, value: FixValue, style: BlockStyle): string {
  const node = at.node;
  if (!node || !node.range) throw new FixNotApplicable('no value to replace');
  const [start, end] = node.range;
  const isCollection = value !== null && typeof value === 'object';
  if (isScalar(node)) {
    if (isCollection && start === end && at.pair && isBlockKey(text, at.pair)) {
      // `resources:` with nothing after it: the entries go on the lines below the key.
      const keyIndent = columnOf(text, (at.pair.key as Node).range![0]);
      const lineEnd = lineEndAfter(text, end);
      const nested = Object.keys(value).length === 0 && !Array.isArray(value) ? null : value;
      if (nested === null) return splice(text, start, end, ` ${flowText(value)}`);
      const body = nestedText(nested, keyIndent + style.step, style);
      return lineEnd.prefix ? `${text}${style.eol}${body}` : splice(text, lineEnd.offset, lineEnd.offset, body);
    }
    const written = isCollection
      ? flowText(value)
      : node.type === Scalar.QUOTE_DOUBLE && typeof value === 'string'
        ? quoted(value)
        : scalarText(value as string | number | boolean | null);
    // An empty value (`key:`) has no space before it yet.
    return splice(text, start, end, start === end && text[start - 1] === ':' ? ` ${written}` : written);
  }
  if (!isCollection && (isMap(node) || isSeq(node)) && (node as YAMLMap | YAMLSeq).flow)
    return splice(text, start, end, scalarText(value as string | number | boolean | null));
  throw new FixNotApplicable('a block collection is not replaced by a change');
}

function isBlockKey(text: string, pair: Pair): boolean {
  const key = pair.key as Node | null;
  return !!key?.range && text[key.range[1]] === ':';
}

/** Adds `key: value` to the mapping the path stopped in (or below an empty `key:`). */
function insertEntry(text: string, at: Located, key: string, value: FixValue, style: BlockStyle): string {
  const node = at.node;
  if (isScalar(node) && node.value === null) return replaceValue(text, at, { [key]: value }, style);
  if (!isMap(node) || !node.range) throw new FixNotApplicable('the parent is not a mapping');
  if (node.flow) {
    const close = node.range[1] - 1;
    if (text[close] !== '}') throw new FixNotApplicable('an unexpected flow mapping');
    const entry = `${scalarText(key)}: ${flowText(value)}`;
    return node.items.length === 0 ? splice(text, close, close, entry) : splice(text, close, close, `, ${entry}`);
  }
  const first = node.items[0];
  if (!first || !isPair(first) || !(first.key as Node | null)?.range) throw new FixNotApplicable('an empty block mapping');
  const indent = columnOf(text, (first.key as Node).range![0]);
  const last = node.items[node.items.length - 1]!;
  const lastNode = ((last.value as Node | null) ?? (last.key as Node)) as Node;
  const end = lastNode.range![isScalar(lastNode) ? 2 : 1];
  const lineEnd = lineEndAfter(text, end);
  const entry = entryText(key, value, indent, style);
  return lineEnd.prefix ? `${text}${style.eol}${entry}` : splice(text, lineEnd.offset, lineEnd.offset, entry);
}

function appendItem(text: string, seq: YAMLSeq, value: FixValue, style: BlockStyle): string {
  if (!seq.range) throw new FixNotApplicable('a sequence without a range');
  if (seq.flow) {
    const close = seq.range[1] - 1;
    if (text[close] !== ']') throw new FixNotApplicable('an unexpected flow sequence');
    return splice(text, close, close, seq.items.length === 0 ? flowText(value) : `, ${flowText(value)}`);
  }
  const first = seq.items[0] as Node | undefined;
  if (!first?.range) throw new FixNotApplicable('an empty block sequence');
  // The dash of the first item: the last `-` before its content on its line.
  let dash = first.range[0] - 1;
  while (dash >= 0 && (text[dash] === ' ' || text[dash] === '\t')) dash--;
  if (text[dash] !== '-') throw new FixNotApplicable('no dash before the first item');
  const indent = columnOf(text, dash);
  const last = seq.items[seq.items.length - 1] as Node;
  const end = last.range![isScalar(last) ? 2 : 1];
  const lineEnd = lineEndAfter(text, end);
  const item = itemText(value, indent, style);
  return lineEnd.prefix ? `${text}${style.eol}${item}` : splice(text, lineEnd.offset, lineEnd.offset, item);
}

/** The start of the line after the one `offset` is on (or `offset` itself at a line start); at the end of a text without a final line break, `prefix`. */
function lineEndAfter(text: string, offset: number): { offset: number; prefix: boolean } {
  if (offset > 0 && text[offset - 1] === '\n') return { offset, prefix: false };
  const nl = text.indexOf('\n', offset);
  return nl === -1 ? { offset: text.length, prefix: true } : { offset: nl + 1, prefix: false };
}

/** 0-based column of an offset (code units from its line's start). */
function columnOf(text: string, offset: number): number {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return offset - lineStart;
}

/** The file's line ends and indentation step (from the first nested block mapping; default 2). */
function styleOf(text: string, root: Node | null): BlockStyle {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let step = 2;
  if (isMap(root) && !root.flow) {
    for (const pair of root.items) {
      const child = pair.value as Node | null;
      const parentKey = pair.key as Node | null;
      if (isMap(child) && !child.flow && parentKey?.range) {
        const childKey = (child.items[0]?.key as Node | null)?.range;
        if (childKey) {
          const d = columnOf(text, childKey[0]) - columnOf(text, parentKey.range[0]);
          if (d > 0 && d <= 8) step = d;
        }
        break;
      }
    }
  }
  return { step, eol };
}

/**
 * The fixes of one file, each planned on the part of the stream that holds its document: planning
 * parses its text several times, which on the whole of a stream of thousands of documents would
 * cost most of a second per finding. A `---` line at column 0 always starts a document (YAML
 * allows it inside no scalar), so a part is one document with its directives, or several when
 * `...` ends one; `before` counts the documents of the part ahead of the one planned on.
 */
export class FilePlanner {
  private readonly parts: number[];
  private readonly documents: Map<number, number>;
  private readonly lines: LineIndex;

  constructor(readonly text: string) {
    const loaded = loadYaml(text);
    this.parts = documentPartStarts(text);
    this.documents = new Map(loaded.documents.map((d) => [d.index, d.start]));
    this.lines = loaded.lines;
  }

  /** The range an edit replaces, in the finding's coordinates (1-based lines, UTF-16 columns). */
  rangeOf(edit: TextEdit): Range {
    return { start: this.lines.position(edit.start), end: this.lines.position(edit.end) };
  }

  /** The part of the stream that holds document `docIndex`: [from, to) and how many documents of it come first. */
  part(docIndex: number): { from: number; to: number; before: number } | undefined {
    const start = this.documents.get(docIndex);
    if (start === undefined) return undefined;
    let part = 0;
    while (part + 1 < this.parts.length && this.parts[part + 1]! <= start) part++;
    const from = this.parts[part]!;
    const to = this.parts[part + 1] ?? this.text.length;
    let before = 0;
    for (const [i, at] of this.documents) if (i < docIndex && at >= from) before++;
    return { from, to, before };
  }

  plan(docIndex: number, set: Pick<ChangeSet, 'changes'>): TextEdit | undefined {
    const part = this.part(docIndex);
    if (!part) return undefined;
    const edit = planFix(this.text.slice(part.from, part.to), part.before, set);
    return edit && { start: part.from + edit.start, end: part.from + edit.end, text: edit.text };
  }
}
