// The YAML structure a Helm template writes, read line by line by indentation, with the template
// actions set aside: which keys and list items each document writes, on which line, under which
// `if`/`with`/`range` branch, and where an action (`toYaml`, `include`) writes keys of its own.
// Nothing is evaluated. One pass over the lines, bounded nesting, no backtracking regex.
import { lfForLoneCr } from './lines.js';
import {
  classifyAction,
  dotOfWith,
  indentOf,
  scanLine,
  valuesSources,
  type ActionSpan,
  type ActionState,
  type Dot,
} from './go-template.js';

/** Lines longer than this are not read (as blank lines), so no line costs more than this to scan. */
export const MAX_TEMPLATE_LINE = 10_240;
/** Open `if`/`range`/`with` blocks followed; deeper ones are counted, not followed. */
const MAX_FRAMES = 64;
/** Open YAML collections followed; deeper lines are skipped. */
const MAX_COLLECTIONS = 200;
const MAX_FLOW_DEPTH = 32;

/** An `if`/`with`/`range`/`define`/`block` and all its branches. */
export interface Group {
  kind: 'if' | 'with' | 'range' | 'define' | 'block';
  /** It has a plain `{{ else }}`, so exactly one branch is rendered. */
  finalElse: boolean;
  branches: number;
}

/** One branch of a group, open at some point of the template. */
export interface Frame {
  group: Group;
  branch: number;
  parent: Frame | undefined;
  /** What `.` is in this branch, and what it was outside the group. */
  dot: Dot;
  outerDot: Dot;
  /** Inside a `define`: text that is not rendered here. */
  defined: boolean;
}

interface Written {
  /** 0-based line, start and end column (string offsets) of what points at this node. */
  line: number;
  column: number;
  endColumn: number;
  frame: Frame | undefined;
}

/** A `key:` of a mapping; `pieces` for a key with actions in it (`{{ $k }}:`): its literal parts. */
export interface Entry extends Written {
  type: 'entry';
  key: string;
  pieces?: string[];
  value: Value;
}

/** A `- ` item of a block sequence (column: the dash), or an item of a flow sequence. */
export interface Item extends Written {
  type: 'item';
  value: Value;
}

/** An action that writes YAML of its own (`toYaml`, `include`, `tpl`, `.Values.x`). */
export interface Generator extends Written {
  type: 'action';
  /** The `.Values` path its text comes from, when it is one (`toYaml .Values.resources`). */
  source?: string[];
}

export type Child = Entry | Item | Generator;

export interface Container {
  /** Column of its keys or dashes; -1 for a flow collection. */
  column: number;
  kind: 'map' | 'seq' | 'unknown';
  /** The frame of the key or item that holds it (where its own items are counted from). */
  frame: Frame | undefined;
  children: Child[];
}

export type Value =
  | { kind: 'pending' }
  | { kind: 'container'; node: Container }
  | { kind: 'block' }
  | {
      kind: 'scalar';
      line: number;
      start: number;
      end: number;
      /**
       * The text without quotes when it holds no action, else its literal parts (see literalPieces):
       * kept for the values of `kind` and `name` keys only, which pick documents and list items.
       */
      literal?: string;
      pieces?: string[];
      /** The `.Values` paths read by the actions of the value. */
      refs?: string[][];
      /** The value is one output action, which may write a whole mapping or list. */
      action?: Generator;
    };

export interface TemplateDocument {
  /** 0-based index among the `---`-separated parts of the file. */
  index: number;
  root?: Container;
}

export interface ParsedTemplate {
  documents: TemplateDocument[];
}

interface LineAction {
  span: ActionSpan;
  kind: ReturnType<typeof classifyAction>['kind'];
  /** `.` and the open branch where the action stands. */
  dot: Dot;
  frame: Frame | undefined;
}

type Skip = { kind: 'block'; min: number } | { kind: 'quote'; quote: 34 | 39 } | { kind: 'flow'; depth: number };

/** Reads a template's documents. Never throws on malformed text: what does not parse is skipped. */
export function parseTemplate(rawText: string): ParsedTemplate {
  // As loadYaml reads files: no BOM, and a lone CR is a line break.
  const lines = splitLines(lfForLoneCr(rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText));
  const builder = new TemplateBuilder();
  for (let i = 0; i < lines.length; i++) builder.line(lines[i]!, i);
  builder.finish();
  return { documents: builder.documents };
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.charCodeAt(line.length - 1) === 13) lines[i] = line.slice(0, -1);
  }
  return lines;
}

class TemplateBuilder {
  readonly documents: TemplateDocument[] = [];
  private doc: TemplateDocument = { index: 0 };
  private stack: Container[] = [];
  private frame: Frame | undefined;
  private overflow = 0;
  private state: ActionState = {};
  /** An action that started on an earlier line and is still open, and whether its line held nothing else. */
  private openAction: { line: number; alone: boolean; dot: Dot } | undefined;
  private skip: Skip | undefined;

  line(raw: string, index: number): void {
    const wasOpen = this.state.open !== undefined;
    if (!wasOpen && isDocumentMarker(raw)) {
      this.endDocument();
      return;
    }
    if (raw.length > MAX_TEMPLATE_LINE) return;
    const frameAtStart = this.frame;
    const scan = scanLine(raw, this.state);
    const masked = scan.masked;
    const actions: LineAction[] = [];
    for (const span of scan.finished) this.finishOpen(span);
    for (const span of scan.actions) {
      if (this.state.open?.span === span) {
        this.openAction = { line: index, alone: false, dot: this.dot() };
        continue;
      }
      const info = classifyAction(span.inner);
      actions.push({ span, kind: info.kind, dot: this.dot(), frame: this.frame });
      this.control(info);
    }
    const indent = indentOfLine(masked);
    const blank = indent === masked.length || masked.charCodeAt(indent) === 35; /* # */
    if (isActionsOnly(masked, indent)) {
      if (this.openAction?.line === index) this.openAction.alone = true;
      for (const action of actions)
        if (action.kind === 'output' && !action.frame?.defined) this.generatorLine(action.span, index, action.dot, action.frame);
      return;
    }
    if (blank || wasOpen || frameAtStart?.defined) return;
    this.content(raw, masked, indent, index, actions, frameAtStart);
  }

  finish(): void {
    this.endDocument();
  }

  private dot(): Dot {
    return this.frame ? this.frame.dot : 'root';
  }

  /** An action that spanned lines ends here: its control effect now, or its output at its first line. */
  private finishOpen(span: ActionSpan): void {
    const open = this.openAction;
    this.openAction = undefined;
    const info = classifyAction(span.inner);
    if (info.kind === 'output' && open?.alone && !this.frame?.defined) this.generatorLine(span, open.line, open.dot, this.frame);
    else this.control(info);
  }

  private control(info: ReturnType<typeof classifyAction>): void {
    const { kind } = info;
    if (kind === 'if' || kind === 'with' || kind === 'range' || kind === 'define' || kind === 'block') {
      if (this.depth() >= MAX_FRAMES) {
        this.overflow++;
        return;
      }
      const outerDot = this.dot();
      const dot = kind === 'with' ? dotOfWith(info.rest, outerDot) : kind === 'if' ? outerDot : undefined;
      this.frame = {
        group: { kind, finalElse: false, branches: 1 },
        branch: 0,
        parent: this.frame,
        dot,
        outerDot,
        defined: kind === 'define' || (this.frame?.defined ?? false),
      };
    } else if (kind === 'else') {
      if (this.overflow > 0 || !this.frame) return;
      const { group, outerDot, parent, defined } = this.frame;
      group.branches++;
      if (!info.elseOf) group.finalElse = true;
      const dot = info.elseOf === 'with' ? dotOfWith(info.rest, outerDot) : outerDot;
      this.frame = { group, branch: this.frame.branch + 1, parent, dot, outerDot, defined };
    } else if (kind === 'end') {
      if (this.overflow > 0) this.overflow--;
      else if (this.frame) this.frame = this.frame.parent;
    }
  }

  private depth(): number {
    let depth = 0;
    for (let f = this.frame; f; f = f.parent) depth++;
    return depth;
  }

  private endDocument(): void {
    this.documents.push(this.doc);
    this.doc = { index: this.doc.index + 1 };
    this.stack = [];
    this.skip = undefined;
  }

  // ---- Structure ----

  /** A line that holds only actions: each output action writes YAML at the column its `nindent` names. */
  private generatorLine(span: ActionSpan, line: number, dot: Dot, frame: Frame | undefined): void {
    const column = indentOf(span.inner) ?? span.start;
    if (this.skip?.kind === 'block') {
      if (column > this.skip.min) return;
      this.skip = undefined;
    }
    if (this.skip) return;
    const sources = valuesSources(span.inner, dot);
    const generator: Generator = {
      type: 'action',
      line,
      column: span.start,
      endColumn: span.end,
      frame,
      source: sources?.length === 1 ? sources[0] : undefined,
    };
    const container = this.placeGenerator(column, frame);
    if (container) container.children.push(generator);
  }

  private content(raw: string, masked: string, indent: number, index: number, actions: LineAction[], frame: Frame | undefined): void {
    if (this.skip && this.skipped(masked, indent)) return;
    const parsed = parseLine(raw, masked, indent);
    if (!parsed) return;
    let owner: Entry | Item | undefined;
    for (const dash of parsed.dashes) {
      const container = this.place(dash, true, frame);
      if (!container) return;
      container.kind = 'seq';
      const item: Item = { type: 'item', line: index, column: dash, endColumn: dash + 1, frame, value: { kind: 'pending' } };
      container.children.push(item);
      owner = item;
    }
    if (parsed.key) {
      const container = this.place(parsed.key.start, false, frame);
      if (!container) return;
      if (container.kind === 'unknown') container.kind = 'map';
      if (container.kind !== 'map') return;
      const { start, end, text, pieces } = parsed.key;
      const entry: Entry = {
        type: 'entry',
        key: text,
        pieces,
        line: index,
        column: start,
        endColumn: end,
        frame,
        value: { kind: 'pending' },
      };
      container.children.push(entry);
      owner = entry;
    }
    if (!owner) return;
    owner.value = this.valueOf(raw, masked, parsed.valueStart, parsed.valueEnd, index, actions, owner);
  }

  /** Whether a line belongs to a block scalar, a quoted scalar or a flow collection that began above. */
  private skipped(masked: string, indent: number): boolean {
    const skip = this.skip!;
    if (skip.kind === 'block') {
      if (indent > skip.min) return true;
      this.skip = undefined;
      return false;
    }
    const state = { quote: skip.kind === 'quote' ? skip.quote : 0, depth: skip.kind === 'flow' ? skip.depth : 0 };
    const end = scanOpenScalar(masked, 0, state);
    if (end === -1) {
      this.skip = state.quote ? { kind: 'quote', quote: state.quote as 34 | 39 } : { kind: 'flow', depth: state.depth };
      return true;
    }
    this.skip = undefined;
    return true;
  }

  private valueOf(
    raw: string,
    masked: string,
    start: number,
    end: number,
    line: number,
    actions: LineAction[],
    owner: Entry | Item,
  ): Value {
    let at = start;
    while (at < end && (masked[at] === ' ' || masked[at] === '\t')) at++;
    // An anchor or a tag before the value.
    while (at < end && (masked[at] === '&' || masked[at] === '!')) {
      while (at < end && masked[at] !== ' ') at++;
      while (at < end && masked[at] === ' ') at++;
    }
    if (at >= end) return { kind: 'pending' };
    const c = masked.charCodeAt(at);
    if ((c === 124 || c === 62) /* | > */ && isBlockHeader(masked, at + 1, end)) {
      this.skip = { kind: 'block', min: owner.column };
      return { kind: 'block' };
    }
    if (c === 123 || c === 91 /* { [ */) {
      const flow = parseFlow(raw, masked, at, line, actions, owner.frame);
      if (flow) return flow.value;
      const state = { quote: 0, depth: 0 };
      if (scanOpenScalar(masked, at, state) === -1)
        this.skip = state.quote ? { kind: 'quote', quote: state.quote as 34 | 39 } : { kind: 'flow', depth: state.depth };
      return { kind: 'scalar', line, start: at, end };
    }
    if (c === 34 || c === 39) {
      const state = { quote: 0, depth: 0 };
      if (scanOpenScalar(masked, at, state) === -1) this.skip = { kind: 'quote', quote: c };
    }
    return scalarValue(raw, masked, at, end, line, actions, owner.frame, keepsText(owner));
  }

  /** The collection a key or dash at `column` goes into, opening one under a key or item that waits for its value. */
  private place(column: number, dash: boolean, frame: Frame | undefined): Container | undefined {
    if (this.stack.length === 0) {
      if (this.doc.root) return column === this.doc.root.column ? this.push(this.doc.root) : undefined;
      this.doc.root = { column, kind: 'unknown', frame, children: [] };
      return this.push(this.doc.root);
    }
    for (;;) {
      while (this.stack.length > 1 && this.top().column > column) this.stack.pop();
      const top = this.top();
      // A document that began with an action written further right: its keys set the column.
      if (this.stack.length === 1 && top.kind === 'unknown' && top.column > column) top.column = column;
      if (top.column === column) {
        if (dash && top.kind === 'map') return this.open(top, column);
        // A key at the column of the dashes ends a sequence written at its key's column.
        if (!dash && top.kind === 'seq' && this.stack.length > 1) {
          this.stack.pop();
          continue;
        }
        return top;
      }
      if (top.column > column) return undefined;
      return this.open(top, column);
    }
  }

  /** An output action at `column`: it writes into the collection there, or is the value of a key waiting for one. */
  private placeGenerator(column: number, frame: Frame | undefined): Container | undefined {
    if (this.stack.length === 0) {
      if (!this.doc.root) this.doc.root = { column, kind: 'unknown', frame, children: [] };
      this.push(this.doc.root);
      return this.doc.root;
    }
    while (this.stack.length > 1 && this.top().column > column) this.stack.pop();
    const top = this.top();
    if (top.column >= column) return top;
    return this.open(top, column) ?? top;
  }

  /** A new collection at `column` as the value of the last key or item of `parent`, when that waits for one. */
  private open(parent: Container, column: number): Container | undefined {
    const last = parent.children[parent.children.length - 1];
    if (!last || last.type === 'action' || last.value.kind !== 'pending' || this.stack.length >= MAX_COLLECTIONS) return undefined;
    const node: Container = { column, kind: 'unknown', frame: last.frame, children: [] };
    last.value = { kind: 'container', node };
    return this.push(node);
  }

  private push(node: Container): Container {
    this.stack.push(node);
    return node;
  }

  private top(): Container {
    return this.stack[this.stack.length - 1]!;
  }
}

function isDocumentMarker(line: string): boolean {
  if (!line.startsWith('---') && !line.startsWith('...')) return false;
  const c = line.charCodeAt(3);
  return line.length === 3 || c === 32 || c === 9;
}

function indentOfLine(masked: string): number {
  let i = 0;
  while (i < masked.length && masked.charCodeAt(i) === 32) i++;
  return i;
}

/** Only actions (and white space) on the line, at least one of them. */
function isActionsOnly(masked: string, indent: number): boolean {
  let any = false;
  for (let i = indent; i < masked.length; i++) {
    const c = masked.charCodeAt(i);
    if (c === 0) any = true;
    else if (c !== 32 && c !== 9) return false;
  }
  return any;
}

function isBlockHeader(masked: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const c = masked.charCodeAt(i);
    if (!(c === 43 || c === 45 || (c >= 48 && c <= 57))) return false; /* + - digits */
  }
  return true;
}

interface ParsedLine {
  dashes: number[];
  key?: { start: number; end: number; text: string; pieces?: string[] };
  valueStart: number;
  valueEnd: number;
}

/** The dashes, key and value of a content line (the value trimmed, its comment cut off). */
function parseLine(raw: string, masked: string, indent: number): ParsedLine | undefined {
  let i = indent;
  const n = masked.length;
  const dashes: number[] = [];
  while (i < n && masked.charCodeAt(i) === 45 && (i + 1 === n || masked.charCodeAt(i + 1) === 32 || masked.charCodeAt(i + 1) === 9)) {
    dashes.push(i);
    i++;
    while (i < n && (masked.charCodeAt(i) === 32 || masked.charCodeAt(i) === 9)) i++;
  }
  const end = contentEnd(masked, i);
  if (i >= end) return { dashes, valueStart: end, valueEnd: end };
  const key = keyAt(raw, masked, i, end);
  if (!key) return { dashes, valueStart: i, valueEnd: end };
  return { dashes, key: key.key, valueStart: key.valueStart, valueEnd: end };
}

/** The end of a line's content: before a ` #` comment outside quotes, trailing spaces trimmed. */
function contentEnd(masked: string, from: number): number {
  let i = from;
  const n = masked.length;
  let end = n;
  while (i < n) {
    const c = masked.charCodeAt(i);
    const prev = i === from ? 32 : masked.charCodeAt(i - 1);
    const tokenStart = prev === 32 || prev === 9 || prev === 58 || prev === 44 || prev === 91 || prev === 123 || i === from;
    if ((c === 34 || c === 39) && tokenStart) {
      const close = quoteEnd(masked, i);
      if (close === -1) break;
      i = close;
      continue;
    }
    if (c === 35 /* # */ && (prev === 32 || prev === 9 || i === from)) {
      end = i;
      break;
    }
    i++;
  }
  while (end > from && (masked.charCodeAt(end - 1) === 32 || masked.charCodeAt(end - 1) === 9)) end--;
  return end;
}

/** Past the closing quote of the quoted scalar at `at`, or -1 when it does not close on the line. */
function quoteEnd(masked: string, at: number): number {
  const quote = masked.charCodeAt(at);
  for (let i = at + 1; i < masked.length; i++) {
    const c = masked.charCodeAt(i);
    if (quote === 34 && c === 92) i++;
    else if (c === quote) {
      if (quote === 39 && masked.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    }
  }
  return -1;
}

function keyAt(
  raw: string,
  masked: string,
  at: number,
  end: number,
): { key: NonNullable<ParsedLine['key']>; valueStart: number } | undefined {
  const c = masked.charCodeAt(at);
  if (c === 123 || c === 91 || c === 124 || c === 62 || c === 63 || c === 42 /* { [ | > ? * */) return undefined;
  if (c === 34 || c === 39) {
    const close = quoteEnd(masked, at);
    if (close === -1 || close > end) return undefined;
    let j = close;
    while (j < end && masked.charCodeAt(j) === 32) j++;
    if (masked.charCodeAt(j) !== 58 || !(j + 1 >= end || isBlank(masked.charCodeAt(j + 1)))) return undefined;
    return { key: keyOf(raw, masked, at, close, true), valueStart: j + 1 };
  }
  for (let j = at; j < end; j++) {
    if (masked.charCodeAt(j) === 58 && (j + 1 >= end || isBlank(masked.charCodeAt(j + 1)))) {
      let keyEnd = j;
      while (keyEnd > at && isBlank(masked.charCodeAt(keyEnd - 1))) keyEnd--;
      return { key: keyOf(raw, masked, at, keyEnd, false), valueStart: j + 1 };
    }
  }
  return undefined;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

function keyOf(raw: string, masked: string, start: number, end: number, quoted: boolean): NonNullable<ParsedLine['key']> {
  const text = quoted ? unquote(raw.slice(start, end)) : raw.slice(start, end);
  const inner = quoted ? masked.slice(start + 1, end - 1) : masked.slice(start, end);
  return {
    start,
    end,
    text,
    pieces: inner.includes('\u0000') ? literalPieces(quoted ? unquote(masked.slice(start, end)) : inner) : undefined,
  };
}

/** The literal parts of a text with actions (NULs in the masked text): `a-{{x}}-b` gives ['a-', '-b']. */
export function literalPieces(masked: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  let i = 0;
  while (i <= masked.length) {
    const nul = masked.indexOf('\u0000', i);
    if (nul === -1) break;
    pieces.push(masked.slice(from, nul));
    i = nul;
    while (masked.charCodeAt(i) === 0) i++;
    from = i;
  }
  pieces.push(masked.slice(from));
  return pieces;
}

export function unquote(text: string): string {
  const quote = text[0];
  const body = text.slice(1, -1);
  if (quote === "'") return body.split("''").join("'");
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const next = body[++i]!;
    if (next === 'n') out += '\n';
    else if (next === 't') out += '\t';
    else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 1, i + 5))) {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
      i += 4;
    } else out += next;
  }
  return out;
}

/**
 * Scans a quoted scalar or flow collection that may go on past the line. `state` holds the open
 * quote and the bracket depth; returns the offset where it closes, or -1 when it is still open.
 */
function scanOpenScalar(masked: string, from: number, state: { quote: number; depth: number }): number {
  for (let i = from; i < masked.length; i++) {
    const c = masked.charCodeAt(i);
    if (state.quote) {
      if (state.quote === 34 && c === 92) i++;
      else if (c === state.quote) {
        if (state.quote === 39 && masked.charCodeAt(i + 1) === 39) i++;
        else {
          state.quote = 0;
          if (state.depth === 0) return i + 1;
        }
      }
    } else if (c === 34 || c === 39) state.quote = c;
    else if (c === 123 || c === 91) state.depth++;
    else if (c === 125 || c === 93) {
      state.depth--;
      if (state.depth <= 0) return i + 1;
    } else if (c === 35 && state.depth > 0 && (masked.charCodeAt(i - 1) === 32 || i === 0)) return -1;
  }
  return -1;
}

/** Texts longer than this are not kept for name matching (names are at most 253 characters). */
const MAX_KEPT_SCALAR = 1024;

/** Whether a key's value text is kept (see Value): `kind` and `name`. */
function keepsText(owner: Entry | Item): boolean {
  return owner.type === 'entry' && (owner.key === 'kind' || owner.key === 'name');
}

function scalarValue(
  raw: string,
  masked: string,
  start: number,
  end: number,
  line: number,
  actions: LineAction[],
  frame: Frame | undefined,
  keep: boolean,
): Value & { kind: 'scalar' } {
  const refs: string[][] = [];
  const seen = new Set<string>();
  let outputs = 0;
  let single: { action: LineAction; sources: string[][] | undefined } | undefined;
  // The actions are in column order: only those that start inside the value are looked at, so a
  // line of many flow items costs its length, not its length squared.
  for (let k = firstActionFrom(actions, start); k < actions.length && actions[k]!.span.start < end; k++) {
    const action = actions[k]!;
    if (action.kind !== 'output' || action.span.end > end) continue;
    const sources = valuesSources(action.span.inner, action.dot);
    if (++outputs === 1) single = { action, sources };
    for (const ref of sources ?? []) {
      const key = ref.join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      refs.push(ref);
    }
  }
  const value: Value & { kind: 'scalar' } = { kind: 'scalar', line, start, end };
  if (refs.length > 0) value.refs = refs;
  if (keep && end - start <= MAX_KEPT_SCALAR) {
    const quoted = end - start >= 2 && (masked[start] === '"' || masked[start] === "'") && masked[end - 1] === masked[start];
    const text = masked.slice(start, end);
    if (!text.includes('\u0000')) value.literal = quoted ? unquote(raw.slice(start, end)) : raw.slice(start, end);
    else value.pieces = literalPieces(quoted ? text.slice(1, -1) : text);
  }
  if (outputs === 1 && single && isAllAction(masked, start, end)) {
    const { span } = single.action;
    value.action = {
      type: 'action',
      line,
      column: span.start,
      endColumn: span.end,
      frame,
      source: single.sources?.length === 1 ? single.sources[0] : undefined,
    };
  }
  return value;
}

/** Index of the first action that starts at `column` or later (binary search). */
function firstActionFrom(actions: readonly LineAction[], column: number): number {
  let lo = 0;
  let hi = actions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (actions[mid]!.span.start < column) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isAllAction(masked: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (masked.charCodeAt(i) !== 0 && masked.charCodeAt(i) !== 32) return false;
  return true;
}

// ---- Flow collections on one line ----

/** A flow mapping or sequence that closes on its line, as a container; undefined when it does not. */
function parseFlow(
  raw: string,
  masked: string,
  at: number,
  line: number,
  actions: LineAction[],
  frame: Frame | undefined,
): { value: Value; end: number } | undefined {
  const reader = new FlowReader(raw, masked, line, actions, frame);
  return reader.node(at, 0);
}

class FlowReader {
  constructor(
    private readonly raw: string,
    private readonly masked: string,
    private readonly line: number,
    private readonly actions: LineAction[],
    private readonly frame: Frame | undefined,
  ) {}

  node(at: number, depth: number, keep = false): { value: Value; end: number } | undefined {
    if (depth > MAX_FLOW_DEPTH) return undefined;
    const i = this.space(at);
    const c = this.masked.charCodeAt(i);
    if (c === 123) return this.mapping(i, depth);
    if (c === 91) return this.sequence(i, depth);
    const end = this.scalarEnd(i);
    if (end === undefined) return undefined;
    const trimmed = this.trimEnd(i, end);
    return { value: scalarValue(this.raw, this.masked, i, trimmed, this.line, this.actions, this.frame, keep), end };
  }

  private mapping(at: number, depth: number): { value: Value; end: number } | undefined {
    const node: Container = { column: -1, kind: 'map', frame: this.frame, children: [] };
    let i = this.space(at + 1);
    if (this.masked.charCodeAt(i) === 125) return { value: { kind: 'container', node }, end: i + 1 };
    for (;;) {
      i = this.space(i);
      const keyStart = i;
      let keyEnd: number;
      const c = this.masked.charCodeAt(i);
      if (c === 34 || c === 39) {
        keyEnd = quoteEnd(this.masked, i);
        if (keyEnd === -1) return undefined;
        i = this.space(keyEnd);
      } else {
        while (i < this.masked.length && !this.keyStop(i)) i++;
        keyEnd = this.trimEnd(keyStart, i);
      }
      if (keyEnd <= keyStart) return undefined;
      const key = keyOf(this.raw, this.masked, keyStart, keyEnd, c === 34 || c === 39);
      const entry: Entry = {
        type: 'entry',
        key: key.text,
        pieces: key.pieces,
        line: this.line,
        column: keyStart,
        endColumn: keyEnd,
        frame: this.frame,
        value: { kind: 'pending' },
      };
      node.children.push(entry);
      if (this.masked.charCodeAt(i) === 58) {
        const next = this.space(i + 1);
        const d = this.masked.charCodeAt(next);
        if (d === 44 || d === 125) i = next;
        else {
          const value = this.node(i + 1, depth + 1, keepsText(entry));
          if (!value) return undefined;
          entry.value = value.value;
          i = this.space(value.end);
        }
      }
      const d = this.masked.charCodeAt(i);
      if (d === 44) {
        i++;
        if (this.masked.charCodeAt(this.space(i)) === 125) return { value: { kind: 'container', node }, end: this.space(i) + 1 };
        continue;
      }
      if (d === 125) return { value: { kind: 'container', node }, end: i + 1 };
      return undefined;
    }
  }

  private sequence(at: number, depth: number): { value: Value; end: number } | undefined {
    const node: Container = { column: -1, kind: 'seq', frame: this.frame, children: [] };
    let i = this.space(at + 1);
    if (this.masked.charCodeAt(i) === 93) return { value: { kind: 'container', node }, end: i + 1 };
    for (;;) {
      const start = this.space(i);
      const value = this.node(start, depth + 1);
      if (!value) return undefined;
      const end = value.value.kind === 'scalar' ? value.value.end : value.end;
      node.children.push({ type: 'item', line: this.line, column: start, endColumn: end, frame: this.frame, value: value.value });
      i = this.space(value.end);
      const d = this.masked.charCodeAt(i);
      if (d === 44) {
        i++;
        if (this.masked.charCodeAt(this.space(i)) === 93) return { value: { kind: 'container', node }, end: this.space(i) + 1 };
        continue;
      }
      if (d === 93) return { value: { kind: 'container', node }, end: i + 1 };
      return undefined;
    }
  }

  /** The end of a flow scalar: a quoted one's closing quote, a plain one's `,` `}` `]`. */
  private scalarEnd(at: number): number | undefined {
    const c = this.masked.charCodeAt(at);
    if (c === 34 || c === 39) {
      const end = quoteEnd(this.masked, at);
      return end === -1 ? undefined : end;
    }
    let i = at;
    while (i < this.masked.length) {
      const d = this.masked.charCodeAt(i);
      if (d === 44 || d === 125 || d === 93) break;
      i++;
    }
    return i;
  }

  /** A plain key in a flow mapping ends at `:` before a space or an indicator, or at `,` `}`. */
  private keyStop(i: number): boolean {
    const c = this.masked.charCodeAt(i);
    if (c === 44 || c === 125 || c === 93) return true;
    if (c !== 58) return false;
    const next = this.masked.charCodeAt(i + 1);
    return i + 1 >= this.masked.length || next === 32 || next === 9 || next === 44 || next === 125 || next === 93;
  }

  private space(i: number): number {
    while (i < this.masked.length && (this.masked.charCodeAt(i) === 32 || this.masked.charCodeAt(i) === 9)) i++;
    return i;
  }

  private trimEnd(start: number, end: number): number {
    while (end > start && (this.masked.charCodeAt(end - 1) === 32 || this.masked.charCodeAt(end - 1) === 9)) end--;
    return end;
  }
}
