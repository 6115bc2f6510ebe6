// Kustomize patch targets: which objects a `target:` selector picks. Kustomize reads each field
// as an anchored Go regular expression; the target text comes from a pull request, so it is never
// compiled: literals, `.`, `*`, `+`, `?`, escapes and top-level `|` are matched by a set-of-states
// scan (time bound by pattern length times text length), and anything else is "cannot tell".

export interface PatchTarget {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
  labelSelector?: string;
  annotationSelector?: string;
}

/** What a selector is matched against (kustomize matches the current and the original name). */
export interface SelectableObject {
  group: string;
  version?: string;
  kind: string;
  name: string;
  namespace?: string;
  originalName?: string;
  originalNamespace?: string;
  labels?: Readonly<Record<string, string>>;
  annotations?: Readonly<Record<string, string>>;
}

const MAX_PATTERN = 256;
const MAX_TEXT = 1024;

/** Whether `target` selects `object`; a field whose pattern this reader cannot follow selects nothing. */
export function targetSelects(target: PatchTarget, object: SelectableObject): boolean {
  const field = (pattern: string | undefined, ...values: (string | undefined)[]) =>
    pattern === undefined || pattern === '' || values.some((v) => v !== undefined && patternMatches(pattern, v) === true);
  return (
    field(target.group, object.group) &&
    (target.version === undefined || object.version === undefined || field(target.version, object.version)) &&
    field(target.kind, object.kind) &&
    field(target.name, object.name, object.originalName) &&
    field(target.namespace, effectiveNamespace(object.namespace), effectiveNamespace(object.originalNamespace ?? object.namespace)) &&
    (target.labelSelector === undefined || selectorMatches(target.labelSelector, object.labels ?? {}) === true) &&
    (target.annotationSelector === undefined || selectorMatches(target.annotationSelector, object.annotations ?? {}) === true)
  );
}

function effectiveNamespace(namespace: string | undefined): string {
  return namespace === undefined || namespace === '' ? 'default' : namespace;
}

interface Atom {
  /** undefined: any character (`.`). */
  char?: string;
  min: number;
  /** 1 or Infinity. */
  max: number;
}

/**
 * Whether `text` matches the anchored pattern `^(?:pattern)$`; undefined when the pattern uses
 * what this matcher does not read (groups, classes, counted repeats) or is too long.
 */
export function patternMatches(pattern: string, text: string): boolean | undefined {
  if (pattern.length > MAX_PATTERN || text.length > MAX_TEXT) return undefined;
  const alternatives = compile(pattern);
  if (!alternatives) return undefined;
  return alternatives.some((atoms) => run(atoms, text));
}

function compile(pattern: string): Atom[][] | undefined {
  const alternatives: Atom[][] = [[]];
  let i = 0;
  if (pattern[0] === '^') i++;
  let end = pattern.length;
  if (end > i && pattern[end - 1] === '$' && pattern[end - 2] !== '\\') end--;
  while (i < end) {
    const c = pattern[i]!;
    let atom: Atom;
    if (c === '|') {
      alternatives.push([]);
      i++;
      continue;
    }
    if (
      c === '(' ||
      c === ')' ||
      c === '[' ||
      c === ']' ||
      c === '{' ||
      c === '}' ||
      c === '^' ||
      c === '$' ||
      c === '*' ||
      c === '+' ||
      c === '?'
    )
      return undefined;
    if (c === '\\') {
      const next = pattern[i + 1];
      // Only escapes of punctuation: `\d`, `\w` and friends are classes.
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined;
      atom = { char: next, min: 1, max: 1 };
      i += 2;
    } else {
      atom = c === '.' ? { min: 1, max: 1 } : { char: c, min: 1, max: 1 };
      i++;
    }
    const q = pattern[i];
    if (q === '*' || q === '+' || q === '?') {
      atom.min = q === '+' ? 1 : 0;
      atom.max = q === '?' ? 1 : Infinity;
      i++;
      if (pattern[i] === '?' || pattern[i] === '*' || pattern[i] === '+') i++;
    }
    alternatives[alternatives.length - 1]!.push(atom);
  }
  return alternatives;
}

/** Set-of-states simulation: state k means "atoms before k are matched". */
function run(atoms: Atom[], text: string): boolean {
  const m = atoms.length;
  const start = new Uint8Array(m + 1);
  start[0] = 1;
  let states = closure(atoms, start);
  for (let p = 0; p < text.length; p++) {
    const ch = text[p]!;
    const next = new Uint8Array(m + 1);
    for (let k = 0; k < m; k++) {
      if (!states[k]) continue;
      const atom = atoms[k]!;
      if (atom.char !== undefined && atom.char !== ch) continue;
      // Consume one: a repeating atom may stay (k), or move on (k + 1).
      if (atom.max === Infinity) next[k] = 1;
      next[k + 1] = 1;
    }
    states = closure(atoms, next);
    if (!states.some((s) => s === 1)) return false;
  }
  return states[m] === 1;
}

/** Adds the states reachable by skipping optional atoms. */
function closure(atoms: Atom[], states: Uint8Array): Uint8Array {
  for (let k = 0; k < atoms.length; k++) if (states[k] && atoms[k]!.min === 0) states[k + 1] = 1;
  return states;
}

/**
 * A Kubernetes label selector string (`a=b,c!=d,e,!f,g in (x,y),h notin (z)`) against labels;
 * undefined when it does not parse.
 */
export function selectorMatches(selector: string, labels: Readonly<Record<string, string>>): boolean | undefined {
  if (selector.length > MAX_TEXT) return undefined;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(labels, key);
  for (const requirement of splitRequirements(selector)) {
    const text = requirement.trim();
    if (text === '') continue;
    const setOp = setRequirement(text);
    if (setOp) {
      const value = has(setOp.key) ? labels[setOp.key] : undefined;
      const inSet = value !== undefined && setOp.values.includes(value);
      if (setOp.op === 'in' ? !inSet : inSet) return false;
      continue;
    }
    if (text.startsWith('!')) {
      if (has(text.slice(1).trim())) return false;
      continue;
    }
    const ne = text.indexOf('!=');
    const eq = text.indexOf('=');
    if (ne !== -1) {
      const key = text.slice(0, ne).trim();
      if (has(key) && labels[key] === text.slice(ne + 2).trim()) return false;
    } else if (eq !== -1) {
      const key = text.slice(0, eq).trim();
      const value = text.slice(text[eq + 1] === '=' ? eq + 2 : eq + 1).trim();
      if (!has(key) || labels[key] !== value) return false;
    } else if (text.includes(' ') || text.includes('(')) return undefined;
    else if (!has(text)) return false;
  }
  return true;
}

function splitRequirements(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(selector.slice(from));
  return parts;
}

function setRequirement(text: string): { key: string; op: 'in' | 'notin'; values: string[] } | undefined {
  const open = text.indexOf('(');
  if (open === -1 || !text.endsWith(')')) return undefined;
  const head = text.slice(0, open).trim();
  const space = head.lastIndexOf(' ');
  if (space === -1) return undefined;
  const op = head.slice(space + 1);
  if (op !== 'in' && op !== 'notin') return undefined;
  const values = text
    .slice(open + 1, -1)
    .split(',')
    .map((v) => v.trim());
  return { key: head.slice(0, space).trim(), op, values };
}
