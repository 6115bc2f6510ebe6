// The schema validator's errors, as a person reads them: one problem per mistake, at the key or
// value it is about, worded for the config ("unknown setting", "unknown node pool key") with a
// did-you-mean when a declared name is close. The validator runs with allErrors, so a config
// with several mistakes gets all of them in one round; it runs verbose, so each error carries the
// schema object it failed in and that object's declared keys are the suggestions.
import type { ValidationError } from '../generated/config-validator.js';
import { closest } from './suggest.js';
import { appendTo } from '../core/memo.js';

export type ConfigPath = (string | number)[];

export interface ConfigProblem {
  /** Where in the config: for an unknown key, the key itself. */
  path: ConfigPath;
  message: string;
}

/** A JSON pointer (`/nodePools/0/gpu`) as a path; array indexes become numbers. */
export function pointerToPath(pointer: string): ConfigPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** At most this many characters of a value are quoted in a message. */
const VALUE_CHARS = 40;
/** Declared keys are listed when no one is close, if there are at most this many. */
const LISTED_KEYS = 12;

/** What an unknown key is called, by the name of the section it sits in. */
const KEY_NOUNS = new Map([
  ['settings', 'setting'],
  ['cluster', 'cluster key'],
  ['nodePools', 'node pool key'],
  ['gpu', 'gpu key'],
  ['kubelet', 'kubelet key'],
  ['taints', 'taint key'],
  ['compat', 'compat key'],
  ['images', 'image key'],
  ['workloads', 'workload key'],
  ['templates', 'template key'],
  ['render', 'render key'],
  ['charts', 'chart key'],
  ['applyUnits', 'apply unit key'],
  ['overrides', 'override key'],
]);

/** `rules` at the top or in an override: a map from rule id to its setting. */
function isRuleMap(parent: ConfigPath): boolean {
  const n = parent.length;
  return parent[n - 1] === 'rules' && (n === 1 || (n === 3 && parent[0] === 'overrides'));
}

/** `rules.<id>[1]`: a rule's options object. */
function ruleOfOptions(parent: ConfigPath): string | undefined {
  const n = parent.length;
  return parent[n - 1] === 1 && isRuleMap(parent.slice(0, n - 2)) ? String(parent[n - 2]) : undefined;
}

function nounOf(parent: ConfigPath): string {
  if (parent.length === 0) return 'section';
  if (isRuleMap(parent)) return 'rule';
  const rule = ruleOfOptions(parent);
  if (rule !== undefined) return `option of rule ${rule}`;
  const last = parent[parent.length - 1];
  const section = typeof last === 'number' ? parent[parent.length - 2] : last;
  return KEY_NOUNS.get(String(section)) ?? 'key';
}

/** A value for a message: short, one line, quoted as JSON (escapes made visible by the caller's printable()). */
export function shownValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a mapping';
  if (typeof value !== 'string') return String(value);
  const clipped = value.length > VALUE_CHARS ? `${value.slice(0, VALUE_CHARS)}…` : value;
  return JSON.stringify(clipped);
}

const quoted = (names: readonly unknown[]) => names.map((n) => JSON.stringify(n)).join(', ');

function unknownKey(error: ValidationError, ruleIds: readonly string[]): ConfigProblem & { guess?: string } {
  const parent = pointerToPath(error.instancePath);
  const key = String(error.params.additionalProperty);
  const properties = error.parentSchema?.properties;
  const declared = properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
  const candidates = isRuleMap(parent) && ruleIds.length > 0 ? ruleIds : declared;
  const noun = nounOf(parent);
  const guess = closest(key, candidates);
  let hint = '';
  if (guess !== undefined) hint = ` (did you mean "${guess}"?)`;
  else if (isRuleMap(parent)) hint = ' (ai-k8s-lint --list-rules lists them)';
  else if (candidates.length === 0) hint = ruleOfOptions(parent) !== undefined ? ' (the rule has no options)' : '';
  else if (candidates.length <= LISTED_KEYS) hint = ` (expected one of ${quoted(candidates)})`;
  return { path: [...parent, key], message: `unknown ${noun}${hint}`, ...(guess !== undefined ? { guess } : {}) };
}

function describe(error: ValidationError, ruleIds: readonly string[]): (ConfigProblem & { guess?: string; missing?: string }) | undefined {
  // The key's own error (above) says what is wrong; this one only says that one was.
  if (error.keyword === 'propertyNames') return undefined;
  const path = pointerToPath(error.instancePath);
  const got = 'data' in error ? `, got ${shownValue(error.data)}` : '';
  switch (error.keyword) {
    case 'additionalProperties':
      return unknownKey(error, ruleIds);
    case 'enum': {
      const allowed = error.params.allowedValues as unknown[];
      const strings = allowed.filter((v): v is string => typeof v === 'string');
      const guess = typeof error.data === 'string' ? closest(error.data, strings) : undefined;
      return { path, message: `expected one of ${quoted(allowed)}${got}${guess !== undefined ? ` (did you mean "${guess}"?)` : ''}` };
    }
    case 'type':
      return { path, message: `expected ${String(error.params.type)}${got}` };
    case 'required': {
      const missing = String(error.params.missingProperty);
      return { path, message: `missing required key "${missing}"`, missing };
    }
    default: {
      // Under propertyNames the value that failed is a key: the problem is at the key.
      if (typeof error.propertyName === 'string') return { path: [...path, error.propertyName], message: `the key ${error.message}` };
      return { path, message: `${error.message ?? 'does not match the schema'}${got}` };
    }
  }
}

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);
const depth = (pointer: string) => (pointer === '' ? 0 : pointer.split('/').length);

/**
 * ajv reports every failed branch of an anyOf, then the anyOf itself. Of the branches, keep the
 * one the value came closest to: not a plain type mismatch, then the deepest errors (the value had
 * the branch's shape), then the fewest. When every branch is a type mismatch, say so once.
 */
function closestBranches(errors: readonly ValidationError[]): ValidationError[] {
  const out: ValidationError[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf') {
      out.push(error);
      continue;
    }
    let start = out.length;
    while (start > 0 && within(out[start - 1]!.instancePath, error.instancePath)) start--;
    const candidates = out.splice(start);
    if (candidates.length === 0) {
      out.push(error);
      continue;
    }
    // A branch is known by its index in the schema path; errors reached through a $ref carry the
    // referenced schema's path instead, and belong to the branch being reported when they came.
    const branches = new Map<number, ValidationError[]>();
    let current = -1;
    for (const c of candidates) {
      const rest = c.schemaPath.startsWith(`${error.schemaPath}/`) ? c.schemaPath.slice(error.schemaPath.length + 1) : '';
      const index = Number.parseInt(rest, 10);
      if (Number.isInteger(index)) current = index;
      appendTo(branches, current, c);
    }
    const typeMismatch = (list: ValidationError[]) => list.every((c) => c.keyword === 'type' && c.instancePath === error.instancePath);
    const lists = [...branches.values()];
    if (lists.every(typeMismatch)) {
      const types = [...new Set(lists.flat().map((c) => String(c.params.type)))];
      const words = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types[types.length - 1]}` : types[0]!;
      out.push({ ...lists[0]![0]!, params: { type: words } });
      continue;
    }
    const score = (list: ValidationError[]): [number, number, number] => [
      typeMismatch(list) ? 1 : 0,
      -Math.max(...list.map((c) => depth(c.instancePath))),
      list.length,
    ];
    const better = (a: [number, number, number], b: [number, number, number]) => (a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) < 0;
    let best = lists[0]!;
    for (const list of lists.slice(1)) if (better(score(list), score(best))) best = list;
    // Branches reached only through $refs cannot be told apart by path: a value that got inside
    // one of them (an error below it) is not also "of the wrong type or value" itself.
    const deeper = best.some((c) => c.instancePath !== error.instancePath);
    const shapeMismatch = (c: ValidationError) => c.instancePath === error.instancePath && (c.keyword === 'type' || c.keyword === 'enum');
    out.push(...(deeper ? best.filter((c) => !shapeMismatch(c)) : best));
  }
  return out;
}

/** Every problem the validator found, each once; a misspelled key is not also reported as missing. */
export function schemaProblems(errors: readonly ValidationError[], ruleIds: readonly string[]): ConfigProblem[] {
  const described = closestBranches(errors).flatMap((e) => describe(e, ruleIds) ?? []);
  const misspelled = new Set(described.filter((p) => p.guess !== undefined).map((p) => JSON.stringify([p.path.slice(0, -1), p.guess])));
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const p of described) {
    if (p.missing !== undefined && misspelled.has(JSON.stringify([p.path, p.missing]))) continue;
    const key = JSON.stringify([p.path, p.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path: p.path, message: p.message });
  }
  return problems;
}
