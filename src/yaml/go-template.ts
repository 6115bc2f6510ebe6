// Go template actions (`{{ ... }}`) in Helm templates, read without evaluating them: where each
// action is on its line, what kind it is (control, comment, output), and which `.Values` paths an
// output reads. String scanning with bounded lengths only: the text is a pull request's.

/** Characters of an action's text kept for parsing; longer actions are read from their start. */
export const MAX_ACTION_TEXT = 4096;
const MAX_TOKENS = 512;
const MAX_PIPELINE_DEPTH = 16;

/** One action as it appears on the line where it starts (columns are 0-based string offsets). */
export interface ActionSpan {
  start: number;
  /** Past its `}}`, or the line's end when the action goes on on the next lines. */
  end: number;
  /** The text between the delimiters and their trim markers, at most MAX_ACTION_TEXT characters. */
  inner: string;
}

/** Where a scan stands at the end of a line: inside an action that goes on, and in what. */
export interface ActionState {
  open?: { inner: string; comment: boolean; quote?: '"' | '`' | "'"; span?: ActionSpan };
}

export interface ScannedLine {
  /** The line with every character of an action (delimiters included) replaced by NUL: same length. */
  masked: string;
  /** Actions that start on this line, in order. */
  actions: ActionSpan[];
  /** Actions that started on an earlier line and end on this one (their text is complete now). */
  finished: ActionSpan[];
}

/**
 * Masks the actions of one line and collects them. `state` carries an action that is still open
 * at the end of the line to the next call. Linear in the line's length.
 */
export function scanLine(line: string, state: ActionState): ScannedLine {
  const n = line.length;
  const actions: ActionSpan[] = [];
  const finished: ActionSpan[] = [];
  let masked = '';
  let i = 0;
  if (state.open) {
    const close = scanToClose(line, 0, state.open);
    masked += NUL.repeat(close === -1 ? n : close);
    if (close === -1) return { masked, actions, finished };
    const span = state.open.span;
    state.open = undefined;
    if (span) finished.push(span);
    i = close;
  }
  while (i < n) {
    const at = line.indexOf('{{', i);
    if (at === -1) break;
    masked += line.slice(i, at);
    let from = at + 2;
    if (line.charCodeAt(from) === 45 /* - */ && isSpace(line.charCodeAt(from + 1))) from += 2;
    while (from < n && isSpace(line.charCodeAt(from))) from++;
    const comment = line.charCodeAt(from) === 47 /* / */ && line.charCodeAt(from + 1) === 42; /* * */
    const span: ActionSpan = { start: at, end: n, inner: '' };
    actions.push(span);
    const open: OpenAction = { inner: '', comment, span };
    const close = scanToClose(line, comment ? from + 2 : from, open);
    if (close === -1) {
      masked += NUL.repeat(n - at);
      state.open = open;
      return { masked, actions, finished };
    }
    span.end = close;
    masked += NUL.repeat(close - at);
    i = close;
  }
  masked += line.slice(i);
  return { masked, actions, finished };
}

const NUL = '\u0000';

type OpenAction = NonNullable<ActionState['open']>;

/**
 * Scans an open action from `from` for its closing `}}` (strings and a comment's body skipped),
 * adding its text to `open.inner`. Returns the offset past `}}`, or -1 when the line ends first.
 * When the action closes, its span gets the whole text, trimmed.
 */
function scanToClose(line: string, from: number, open: OpenAction): number {
  const n = line.length;
  let i = from;
  let close = -1;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (open.quote) {
      if (c === 92 /* \ */ && open.quote !== '`') i++;
      else if (line[i] === open.quote) open.quote = undefined;
      i++;
    } else if (open.comment) {
      if (c === 42 /* * */ && line.charCodeAt(i + 1) === 47 /* / */) {
        close = closeAfterComment(line, i + 2);
        if (close !== -1) break;
      }
      i++;
    } else if (c === 34 /* " */ || c === 96 /* ` */ || c === 39 /* ' */) {
      open.quote = line[i] as '"' | '`' | "'";
      i++;
    } else if (c === 125 /* } */ && line.charCodeAt(i + 1) === 125) {
      close = i + 2;
      break;
    } else i++;
  }
  if (!open.comment) appendInner(open, line.slice(from, close === -1 ? n : innerEnd(line, from, close)), close === -1);
  if (close !== -1 && open.span) open.span.inner = open.comment ? '/*' : open.inner.trim();
  return close;
}

/** After `*\/` of a comment action: the offset past `}}` (with an optional ` -` before it), else -1. */
function closeAfterComment(line: string, from: number): number {
  let i = from;
  if (line.charCodeAt(i) === 32 && line.charCodeAt(i + 1) === 45) i += 2;
  return line.charCodeAt(i) === 125 && line.charCodeAt(i + 1) === 125 ? i + 2 : -1;
}

/** The end of an action's text before its closing `}}` and a ` -` trim marker. */
function innerEnd(line: string, from: number, closed: number): number {
  let end = closed - 2;
  if (end - 2 >= from && line.charCodeAt(end - 1) === 45 && isSpace(line.charCodeAt(end - 2))) end -= 2;
  return end;
}

function appendInner(open: OpenAction, text: string, continues: boolean): void {
  if (open.inner.length >= MAX_ACTION_TEXT) return;
  open.inner += text.slice(0, MAX_ACTION_TEXT - open.inner.length);
  if (continues && open.inner.length < MAX_ACTION_TEXT) open.inner += ' ';
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

// ---- What an action is ----

export type ActionKind = 'comment' | 'if' | 'else' | 'end' | 'range' | 'with' | 'define' | 'block' | 'assign' | 'silent' | 'output';

export interface ActionInfo {
  kind: ActionKind;
  /** For `else`: `else if …` or `else with …` (a branch with a condition), else undefined. */
  elseOf?: 'if' | 'with' | 'range';
  /** The pipeline after the keyword (`with`, `range`, `else with`), or the whole action for output. */
  rest: string;
}

const KEYWORDS: Record<string, ActionKind> = {
  if: 'if',
  else: 'else',
  end: 'end',
  range: 'range',
  with: 'with',
  define: 'define',
  block: 'block',
  break: 'silent',
  continue: 'silent',
};

export function classifyAction(inner: string): ActionInfo {
  if (inner.startsWith('/*')) return { kind: 'comment', rest: '' };
  const word = firstWord(inner);
  const kind = KEYWORDS[word];
  if (kind === 'else') {
    const rest = inner.slice(word.length).trimStart();
    const next = firstWord(rest);
    if (next === 'if' || next === 'with' || next === 'range') return { kind, elseOf: next, rest: rest.slice(next.length).trimStart() };
    return { kind, rest: '' };
  }
  if (kind) return { kind, rest: inner.slice(word.length).trimStart() };
  if (isAssignment(inner)) return { kind: 'assign', rest: '' };
  return { kind: 'output', rest: inner };
}

function firstWord(text: string): string {
  let i = 0;
  while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
  return text.slice(0, i);
}

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** `$x := …`, `$x = …` (also `$a, $b := …` heads of range, which classifyAction never sees here). */
function isAssignment(inner: string): boolean {
  if (inner.charCodeAt(0) !== 36 /* $ */) return false;
  let i = 1;
  while (i < inner.length && isWordChar(inner.charCodeAt(i))) i++;
  while (i < inner.length && isSpace(inner.charCodeAt(i))) i++;
  return inner[i] === '=' || (inner[i] === ':' && inner[i + 1] === '=');
}

// ---- Pipelines ----

type Token =
  | { t: 'field'; root: '.' | '$' | 'var'; path: string[] }
  | { t: 'ident'; name: string }
  | { t: 'literal'; value: string }
  | { t: '|' }
  | { t: '(' }
  | { t: ')' }
  | { t: 'other' };

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (tokens.length > MAX_TOKENS) return undefined;
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 44 /* , */) {
      i++;
      continue;
    }
    if (c === 124 /* | */) {
      tokens.push({ t: '|' });
      i++;
    } else if (c === 40 /* ( */) {
      tokens.push({ t: '(' });
      i++;
    } else if (c === 41 /* ) */) {
      tokens.push({ t: ')' });
      i++;
    } else if (c === 34 /* " */ || c === 96 /* ` */ || c === 39 /* ' */) {
      const quote = text[i]!;
      let j = i + 1;
      let value = '';
      while (j < n && text[j] !== quote) {
        if (text.charCodeAt(j) === 92 && quote !== '`' && j + 1 < n) {
          value += unescape(text[j + 1]!);
          j += 2;
        } else value += text[j++];
      }
      if (j >= n) return undefined;
      tokens.push({ t: 'literal', value });
      i = j + 1;
    } else if (c === 46 /* . */ || c === 36 /* $ */) {
      let j = i;
      let root: '.' | '$' | 'var' = '.';
      if (c === 36) {
        j++;
        const nameStart = j;
        while (j < n && isWordChar(text.charCodeAt(j))) j++;
        root = j > nameStart ? 'var' : '$';
      }
      const path: string[] = [];
      while (j < n && text.charCodeAt(j) === 46) {
        const from = ++j;
        while (j < n && isWordChar(text.charCodeAt(j))) j++;
        if (j > from) path.push(text.slice(from, j));
      }
      if (j === i) j++;
      tokens.push({ t: 'field', root, path });
      i = j;
    } else if (isWordChar(c) || c === 45 /* - */) {
      let j = i + 1;
      while (j < n && (isWordChar(text.charCodeAt(j)) || text.charCodeAt(j) === 46)) j++;
      const word = text.slice(i, j);
      tokens.push(
        c === 45 || (c >= 48 && c <= 57) || word === 'true' || word === 'false' || word === 'nil'
          ? { t: 'literal', value: word }
          : { t: 'ident', name: word },
      );
      i = j;
    } else {
      tokens.push({ t: 'other' });
      i++;
    }
  }
  return tokens;
}

function unescape(c: string): string {
  return c === 'n' ? '\n' : c === 't' ? '\t' : c;
}

type Operand = Token | { t: 'pipeline'; commands: Operand[][] };

/** Commands of a pipeline (`a b | c d`), with parenthesized pipelines as operands; undefined when it does not parse. */
function parsePipeline(tokens: Token[], at: { i: number }, depth: number): Operand[][] | undefined {
  if (depth > MAX_PIPELINE_DEPTH) return undefined;
  const commands: Operand[][] = [[]];
  while (at.i < tokens.length) {
    const token = tokens[at.i]!;
    if (token.t === ')') break;
    at.i++;
    if (token.t === '|') {
      commands.push([]);
      continue;
    }
    if (token.t === '(') {
      const inner = parsePipeline(tokens, at, depth + 1);
      if (!inner || tokens[at.i]?.t !== ')') return undefined;
      at.i++;
      commands[commands.length - 1]!.push({ t: 'pipeline', commands: inner });
      continue;
    }
    if (token.t === 'other') return undefined;
    commands[commands.length - 1]!.push(token);
  }
  return commands.every((c) => c.length > 0) ? commands : undefined;
}

function pipelineOf(text: string): Operand[][] | undefined {
  const tokens = tokenize(text);
  if (!tokens) return undefined;
  const at = { i: 0 };
  const commands = parsePipeline(tokens, at, 0);
  return commands && at.i === tokens.length ? commands : undefined;
}

/**
 * What `.` is at a point of a template: the root context, a path under `.Values` (inside
 * `with .Values.x`), or unknown (inside `range`, `with` of something else, `define`).
 */
export type Dot = 'root' | readonly string[] | undefined;

/** Functions whose result is their subject, in another form (a number, quoted, as YAML, indented). */
const SAME_VALUE = new Set([
  'quote',
  'squote',
  'int',
  'int64',
  'float64',
  'toString',
  'trim',
  'toYaml',
  'toJson',
  'toPrettyJson',
  'nindent',
  'indent',
  'required',
  'lower',
  'upper',
  'trimSuffix',
  'trimPrefix',
]);

/**
 * The `.Values` paths an output pipeline's value comes from, the subject first: for
 * `.Values.a | default .Values.b`, `[a]` then `[b]`. An empty list when it reads no values
 * (`.Release.Name`, a literal), undefined when it goes through a function not known to pass its
 * subject through (`include`, `printf`), which hides where the value comes from.
 */
export function valuesSources(pipeline: string, dot: Dot): string[][] | undefined {
  const commands = pipelineOf(pipeline);
  return commands && sourcesOfCommands(commands, dot);
}

function sourcesOfCommands(commands: Operand[][], dot: Dot): string[][] | undefined {
  let value: string[][] | undefined;
  for (let c = 0; c < commands.length; c++) {
    const command = commands[c]!;
    const head = command[0]!;
    if (head.t !== 'ident') {
      if (c > 0 || command.length > 1) return undefined;
      value = sourcesOfOperand(head, dot);
      continue;
    }
    const args = command.slice(1);
    const subjectArgs = c > 0 ? [...args, undefined] : args;
    if (head.name === 'index') {
      if (c > 0) return undefined;
      value = indexPath(args, dot);
    } else if (head.name === 'default') {
      // `default D X`: X unless it is empty, then D. The subject (X) is the last argument or the piped value.
      const subject = c > 0 ? value : args.length > 0 ? sourcesOfOperand(args[args.length - 1]!, dot) : undefined;
      const alternatives = (c > 0 ? args : args.slice(0, -1)).map((a) => sourcesOfOperand(a, dot));
      if (!subject || alternatives.some((a) => a === undefined)) return undefined;
      value = [...subject, ...alternatives.flatMap((a) => a!)];
    } else if (head.name === 'tpl') {
      // `tpl X ctx` renders X: the text still comes from X.
      if (c > 0) return undefined;
      value = args[0] ? sourcesOfOperand(args[0], dot) : undefined;
    } else if (SAME_VALUE.has(head.name)) {
      const last = subjectArgs[subjectArgs.length - 1];
      value = last === undefined ? (c > 0 ? value : undefined) : sourcesOfOperand(last, dot);
    } else return undefined;
    if (value === undefined) return undefined;
  }
  return value;
}

function sourcesOfOperand(operand: Operand, dot: Dot): string[][] | undefined {
  switch (operand.t) {
    case 'literal':
      return [];
    case 'pipeline':
      return sourcesOfCommands(operand.commands, dot);
    case 'field': {
      const path = valuesPathOf(operand, dot);
      return path === undefined ? [] : [path];
    }
    default:
      return undefined;
  }
}

/** The `.Values` path a field names: `.Values.a.b` at the root, `$.Values.a`, `.b` inside `with .Values.a`. */
function valuesPathOf(field: Extract<Token, { t: 'field' }>, dot: Dot): string[] | undefined {
  if (field.root === 'var') return undefined;
  if (field.root === '$' || dot === 'root') return field.path[0] === 'Values' ? field.path.slice(1) : undefined;
  return dot === undefined ? undefined : [...dot, ...field.path];
}

/** `index .Values "a-b" "c"`: the path, when every key is a literal. */
function indexPath(args: Operand[], dot: Dot): string[][] | undefined {
  const base = args[0];
  if (!base || base.t !== 'field') return undefined;
  const path = valuesPathOf(base, dot);
  if (path === undefined) return [];
  const keys: string[] = [];
  for (const arg of args.slice(1)) {
    if (arg.t !== 'literal') return undefined;
    keys.push(arg.value);
  }
  return [[...path, ...keys]];
}

/** `nindent N` / `indent N` in an output action: the column its text is written at. */
export function indentOf(pipeline: string): number | undefined {
  const commands = pipelineOf(pipeline);
  if (!commands) return undefined;
  let found: number | undefined;
  for (const command of commands) {
    const head = command[0];
    if (head?.t === 'ident' && (head.name === 'nindent' || head.name === 'indent')) {
      const n = command[1];
      if (n?.t === 'literal' && /^\d{1,3}$/.test(n.value)) found = Number(n.value);
    }
  }
  return found;
}

/** For `with`: what `.` becomes inside it, when that is a `.Values` path. */
export function dotOfWith(pipeline: string, dot: Dot): Dot {
  // `with $gpu := .Values.gpu` sets `.` too.
  const declared = pipeline.startsWith('$') ? pipeline.indexOf(':=') : -1;
  const commands = pipelineOf(declared === -1 ? pipeline : pipeline.slice(declared + 2));
  if (!commands || commands.length !== 1 || commands[0]!.length !== 1) return undefined;
  const operand = commands[0]![0]!;
  if (operand.t !== 'field') return undefined;
  return valuesPathOf(operand, dot);
}
