// Completion and hover in the config file, from the config's JSON schema (the one shipped in
// schemas/, built from the same rules): keys where a key goes, values where an enum or a boolean
// goes, a rule's docs on its id. Works on the block style the docs and --init write: the path to
// the cursor comes from the indentation of the lines above it.
import { CompletionItemKind, type CompletionItem, type MarkupContent, type Position } from 'vscode-languageserver';
import type { DocumentedRule } from '../engine/rule.js';
import { ruleMarkdown } from './hover.js';

type Schema = Record<string, unknown>;
type Path = (string | number)[];

/** Lines looked at above the cursor to find its parents; a config is a few hundred lines. */
const MAX_LINES_UP = 5_000;
/** A line longer than this is not parsed for a key (the config's own keys are short). */
const MAX_LINE_CHARS = 2_000;

interface LineKey {
  /** Column of the `- ` of a sequence item on the line, if any. */
  dash?: number;
  /** Column where the key (or the item's content) starts. */
  column: number;
  key?: string;
  /** What follows the key's colon, trimmed, comment included. */
  rest?: string;
}

/** The key a block-style line starts with: `  key: value`, `  - key: value`, `  -`. Not a regex over the line: linear by construction. */
function lineKey(line: string): LineKey | undefined {
  if (line.length > MAX_LINE_CHARS) return undefined;
  let i = 0;
  while (line[i] === ' ') i++;
  if (i === line.length || line[i] === '#') return undefined;
  let dash: number | undefined;
  if (line[i] === '-' && (line[i + 1] === ' ' || i + 1 === line.length)) {
    dash = i;
    i++;
    while (line[i] === ' ') i++;
  }
  const column = i;
  let key: string | undefined;
  let rest: string | undefined;
  const quote = line[i] === '"' || line[i] === "'" ? line[i] : undefined;
  if (quote) {
    const close = line.indexOf(quote, i + 1);
    if (close !== -1 && line[close + 1] === ':') {
      key = line.slice(i + 1, close);
      rest = line.slice(close + 2).trim();
    }
  } else {
    const colon = line.indexOf(': ', i);
    const end = colon !== -1 ? colon : line.endsWith(':') ? line.length - 1 : -1;
    if (end > i && !line.slice(i, end).includes('#')) {
      key = line.slice(i, end).trimEnd();
      rest = line.slice(end + 1).trim();
    }
  }
  return { dash, column, key, rest };
}

/**
 * The path of the mapping that holds a key at `column` on line `line` (0-based), read from the
 * lines above: each less indented key is a parent, each `- ` item an index (0: any item will do
 * for the schema).
 */
function parentPath(lines: readonly string[], line: number, column: number, inItem: boolean): Path {
  const path: Path = inItem ? [0] : [];
  let col = column;
  let sameColumnParent = inItem;
  for (let l = line - 1; l >= 0 && l >= line - MAX_LINES_UP && (col > 0 || sameColumnParent); l--) {
    const k = lineKey(lines[l]!);
    if (!k) continue;
    if (k.key !== undefined && (k.column < col || (sameColumnParent && k.column === col && k.dash === undefined))) {
      path.unshift(k.key);
      if (k.dash !== undefined) {
        path.unshift(0);
        col = k.dash;
        sameColumnParent = true;
      } else {
        col = k.column;
        sameColumnParent = false;
      }
    } else if (k.dash !== undefined && k.dash < col && k.column === col) {
      // A sibling key on the item's first line: the cursor is in that item's mapping.
      path.unshift(0);
      col = k.dash;
      sameColumnParent = true;
    } else if (k.column < col) {
      // A less indented line that is no key (a scalar item): the structure is not one this reads.
      return path;
    }
  }
  return path;
}

function resolveRef(root: Schema, s: Schema | undefined): Schema | undefined {
  const ref = s?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return s;
  return (root.definitions as Record<string, Schema>)[ref.slice('#/definitions/'.length)];
}

/** The schemas a value at `path` may match (anyOf branches spread). */
function schemasAt(root: Schema, path: Path): Schema[] {
  let current: Schema[] = [root];
  for (const step of path) {
    const next: Schema[] = [];
    for (const s of current.flatMap((c) => branches(root, c))) {
      if (typeof step === 'number') {
        const items = s.items;
        if (Array.isArray(items)) {
          if (items[step]) next.push(items[step] as Schema);
        } else if (items) next.push(items as Schema);
      } else {
        const props = s.properties as Record<string, Schema> | undefined;
        if (props?.[step]) next.push(props[step]!);
        else if (typeof s.additionalProperties === 'object') next.push(s.additionalProperties as Schema);
      }
    }
    current = next;
  }
  return current.flatMap((c) => branches(root, c));
}

function branches(root: Schema, s: Schema): Schema[] {
  const resolved = resolveRef(root, s);
  if (!resolved) return [];
  if (Array.isArray(resolved.anyOf)) return (resolved.anyOf as Schema[]).flatMap((b) => branches(root, b));
  // A property's own description sits beside its $ref (rule ids): keep it on the resolved schema.
  return [resolved === s || s.description === undefined ? resolved : { ...resolved, description: s.description }];
}

function isRuleMap(path: Path): boolean {
  const n = path.length;
  return path[n - 1] === 'rules' && (n === 1 || (n === 3 && path[0] === 'overrides'));
}

export class ConfigAssist {
  private readonly ruleById: Map<string, DocumentedRule>;

  constructor(
    private readonly schema: Schema,
    rules: readonly DocumentedRule[],
  ) {
    this.ruleById = new Map(rules.map((r) => [r.id, r]));
  }

  complete(text: string, position: Position): CompletionItem[] {
    const lines = text.split(/\r?\n|\r/);
    const line = lines[position.line];
    if (line === undefined || line.length > MAX_LINE_CHARS) return [];
    const before = line.slice(0, position.character);
    const k = lineKey(before) ?? { column: before.length, dash: undefined };
    const inItem = k.dash !== undefined;
    // After `key: `: the values of that key.
    if (k.key !== undefined && k.rest !== undefined && !k.rest.startsWith('#')) {
      const path = [...parentPath(lines, position.line, k.column, inItem), k.key];
      return this.values(path);
    }
    // A key being typed: the keys of the mapping it is in.
    if (before.slice(k.column).includes(':')) return [];
    const path = parentPath(lines, position.line, k.column, inItem);
    return this.keys(path);
  }

  hover(text: string, position: Position): MarkupContent | undefined {
    const lines = text.split(/\r?\n|\r/);
    const line = lines[position.line];
    if (line === undefined) return undefined;
    const k = lineKey(line);
    if (!k?.key || position.character < k.column || position.character > k.column + k.key.length + 2) return undefined;
    const parent = parentPath(lines, position.line, k.column, k.dash !== undefined);
    const rule = isRuleMap(parent) ? this.ruleById.get(k.key) : undefined;
    if (rule) return { kind: 'markdown', value: ruleMarkdown(rule) };
    const description = schemasAt(this.schema, [...parent, k.key]).find((s) => typeof s.description === 'string')?.description;
    return typeof description === 'string' ? { kind: 'markdown', value: `**${k.key}**: ${description}` } : undefined;
  }

  private keys(path: Path): CompletionItem[] {
    const items = new Map<string, CompletionItem>();
    for (const s of schemasAt(this.schema, path)) {
      for (const [name, prop] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) {
        if (items.has(name)) continue;
        const rule = isRuleMap(path) ? this.ruleById.get(name) : undefined;
        const description = rule?.summary ?? (resolveRef(this.schema, prop) === prop ? prop.description : prop.description);
        items.set(name, {
          label: name,
          kind: rule ? CompletionItemKind.Value : CompletionItemKind.Property,
          detail: typeof description === 'string' ? description : undefined,
          documentation: rule ? { kind: 'markdown', value: ruleMarkdown(rule) } : undefined,
          insertText: `${name}: `,
        });
      }
    }
    return [...items.values()];
  }

  private values(path: Path): CompletionItem[] {
    const items = new Map<string, CompletionItem>();
    for (const s of schemasAt(this.schema, path)) {
      const values = Array.isArray(s.enum) ? s.enum : s.type === 'boolean' ? [true, false] : [];
      for (const v of values) {
        const label = String(v);
        if (!items.has(label))
          items.set(label, {
            label,
            kind: CompletionItemKind.EnumMember,
            detail: typeof s.description === 'string' ? s.description : undefined,
          });
      }
    }
    return [...items.values()];
  }
}
