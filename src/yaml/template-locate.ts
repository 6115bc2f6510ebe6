// Where a Helm template writes a key of a rendered object: the template document that produced
// the object, then the JSON path matched against the keys that document writes (template-tree.ts).
// A key an action writes (`toYaml`, `include`) maps to that action's line; a key written in both
// branches of an `if` maps to the first; when nothing below the object matches, its head.
import type { JsonPath } from '../core/types.js';
import {
  parseTemplate,
  type Container,
  type Entry,
  type Frame,
  type Generator,
  type Item,
  type ParsedTemplate,
  type TemplateDocument,
  type Value,
} from './template-tree.js';

export interface TemplateLocateOptions {
  /** The rendered object's kind and metadata.name (read from `rendered` when not given). */
  kind?: string;
  name?: string;
  /**
   * The object's position among the rendered documents of this template that have its kind.
   * Helm sorts a template's documents by kind, so this is more reliable than objectIndex.
   */
  kindIndex?: number;
  /** The rendered object: its kind and name, and the `name` of each list item the path goes through. */
  rendered?: unknown;
  /**
   * The values the chart was rendered with (merged), when known: of several actions that could
   * write a key (`include "labels"` and `toYaml .Values.podLabels`), the one whose values hold it.
   */
  values?: unknown;
}

/** 1-based line and columns (UTF-16 code units); `endColumn` is exclusive. */
export interface TemplateLocation {
  line: number;
  column: number;
  endColumn: number;
  /** End of the key's one-line scalar value, for a range over `key: value` as in plain files. */
  valueEndColumn?: number;
  /**
   * `key`: the key (or list item) is written on this line, or its nearest written parent when
   * `exact` is false; `action`: an action on this line writes it (`toYaml`, `include`, `tpl`);
   * `head`: nothing below the object matched, this is its `kind:` line.
   */
  via: 'key' | 'action' | 'head';
  /** The whole path was matched (by a key, or by the action that writes it). */
  exact: boolean;
  /**
   * The `.Values` paths the located value reads, the main one first: one per reference for
   * `image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"`; for `toYaml .Values.x`,
   * x followed by the rest of the path. The caller keeps the ones a values file sets.
   */
  valuesRefs?: string[][];
  /** 0-based index of the template document (the `---`-separated part of the file). */
  document: number;
}

export type TemplateLocator = (objectIndex: number, path: JsonPath, options?: TemplateLocateOptions) => TemplateLocation | undefined;

/**
 * The line of `templateText` where the key at `path` of a rendered object is written.
 * `objectIndex` is the object's position among the rendered documents that came from this
 * template; pass the object's kind and name (or the rendered object) too: a document inside
 * `{{ if }}` may render nothing, and Helm reorders a template's documents by kind.
 *
 * Which document: with a kind or name, the documents whose `kind:` and `metadata.name:` can be
 * the object's (a literal that is equal, or a templated value whose literal parts fit), best
 * first: a literal kind over a templated one, then the name with the most literal characters
 * matched; among equals the one at `kindIndex` among the documents of that kind, else the one
 * at `objectIndex`, else the first. Without kind and name, the document at `objectIndex`.
 * Undefined when no document fits, or the text is too broken to read.
 */
export function locateInTemplate(
  templateText: string,
  objectIndex: number,
  path: JsonPath,
  options: TemplateLocateOptions = {},
): TemplateLocation | undefined {
  return templateLocator(templateText)(objectIndex, path, options);
}

/** locateInTemplate with the template read once, for many lookups in one file. */
export function templateLocator(templateText: string): TemplateLocator {
  let parsed: ParsedTemplate | undefined;
  try {
    parsed = parseTemplate(templateText);
  } catch {
    parsed = undefined;
  }
  return (objectIndex, path, options = {}) => {
    if (!parsed) return undefined;
    try {
      return locate(parsed, objectIndex, path, options);
    } catch {
      return undefined;
    }
  };
}

function locate(parsed: ParsedTemplate, objectIndex: number, path: JsonPath, options: TemplateLocateOptions): TemplateLocation | undefined {
  const rendered = isRecord(options.rendered) ? options.rendered : undefined;
  const kind = options.kind ?? stringOf(rendered?.kind);
  const name = options.name ?? stringOf(isRecord(rendered?.metadata) ? rendered.metadata.name : undefined);
  const doc = pickDocument(parsed.documents, objectIndex, kind, name, options.kindIndex);
  if (!doc?.root) return undefined;
  const search = new PathSearch(path, renderedNames(options.rendered, path), options.values);
  const found = path.length > 0 ? search.inContainer(doc.root, 0) : undefined;
  if (!found) return head(doc, doc.root, kind, path.length === 0);
  const location: TemplateLocation = {
    line: found.line + 1,
    column: found.column + 1,
    endColumn: found.endColumn + 1,
    via: found.via,
    exact: found.rank > 1,
    document: doc.index,
  };
  if (found.valueEnd !== undefined && found.valueEnd > found.endColumn) location.valueEndColumn = found.valueEnd + 1;
  if (found.refs && found.refs.length > 0) location.valuesRefs = found.refs;
  return location;
}

// ---- Which document ----

interface Candidate {
  doc: TemplateDocument;
  position: number;
  kindScore: number;
  nameScore: number;
}

function pickDocument(
  documents: TemplateDocument[],
  objectIndex: number,
  kind: string | undefined,
  name: string | undefined,
  kindIndex: number | undefined,
): TemplateDocument | undefined {
  const written = documents.filter((d) => d.root && d.root.children.length > 0);
  if (kind === undefined && name === undefined) return written[objectIndex];
  const score = (useName: boolean): Candidate[] =>
    written
      .map((doc, position) => ({
        doc,
        position,
        kindScore: kind === undefined ? 1 : kindScore(doc.root!, kind),
        nameScore: useName && name !== undefined ? nameScore(doc.root!, name) : 0,
      }))
      .filter((c) => c.kindScore > 0 && c.nameScore >= 0);
  let candidates = score(true);
  // A name the template builds with functions (`trunc 63`) may fit no pattern: the kind decides.
  if (candidates.length === 0 && name !== undefined) candidates = score(false);
  if (candidates.length === 0) return undefined;
  // Loops, not Math.max(...list): a template may hold more documents than a call takes arguments.
  let bestKind = 0;
  for (const c of candidates) bestKind = Math.max(bestKind, c.kindScore);
  let bestName = -1;
  for (const c of candidates) if (c.kindScore === bestKind) bestName = Math.max(bestName, c.nameScore);
  const best = candidates.filter((c) => c.kindScore === bestKind && c.nameScore === bestName);
  if (kindIndex !== undefined && kind !== undefined) {
    const ofKind = written.filter((d) => literalKinds(d.root!).includes(kind));
    const byKind = best.find((c) => c.doc === ofKind[kindIndex]);
    if (byKind) return byKind.doc;
  }
  return (best.find((c) => c.position === objectIndex) ?? best[0]!).doc;
}

function topEntries(root: Container, key: string): Entry[] {
  return root.children.filter((c): c is Entry => c.type === 'entry' && c.pieces === undefined && c.key === key);
}

function literalKinds(root: Container): string[] {
  return topEntries(root, 'kind').flatMap((e) => (e.value.kind === 'scalar' && e.value.literal !== undefined ? [e.value.literal] : []));
}

/** 2: a `kind:` with this literal value; 1: a templated kind, or none written (an action writes it); 0: other kinds only. */
function kindScore(root: Container, kind: string): number {
  const entries = topEntries(root, 'kind');
  if (entries.length === 0) return root.kind === 'map' && !root.children.some((c) => c.type === 'action') ? 0 : 1;
  let score = 0;
  for (const entry of entries) {
    const value = entry.value;
    if (value.kind !== 'scalar') continue;
    if (value.literal === kind) return 2;
    if (value.pieces && matchPieces(value.pieces, kind) >= 0) score = 1;
  }
  return score;
}

/** How well `metadata.name` fits: literal characters matched (a literal name: 10000), 0 when not written, -1 when it cannot be. */
function nameScore(root: Container, name: string): number {
  let score = -1;
  let any = false;
  for (const metadata of topEntries(root, 'metadata')) {
    if (metadata.value.kind !== 'container') continue;
    for (const entry of metadata.value.node.children) {
      if (entry.type === 'action') return Math.max(score, 0);
      if (entry.type !== 'entry' || entry.key !== 'name' || entry.pieces) continue;
      any = true;
      score = Math.max(score, scalarScore(entry.value, name));
    }
  }
  return any ? score : 0;
}

const LITERAL_MATCH = 10_000;

function scalarScore(value: Value, text: string): number {
  if (value.kind !== 'scalar') return 0;
  if (value.literal !== undefined) return value.literal === text ? LITERAL_MATCH : -1;
  return value.pieces ? matchPieces(value.pieces, text) : 0;
}

/**
 * Whether a text can be what a templated value renders to: `pieces` are its literal parts around
 * the actions (literalPieces), each action standing for any text. The literal characters matched,
 * or -1. Leftmost matching of the middle parts is enough for fixed parts between wildcards.
 */
export function matchPieces(pieces: readonly string[], text: string): number {
  if (pieces.length < 2) return pieces[0] === text ? pieces[0]!.length : -1;
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (first.length + last.length > text.length || !text.startsWith(first) || !text.endsWith(last)) return -1;
  let at = first.length;
  const limit = text.length - last.length;
  let matched = first.length + last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i]!;
    const found = text.indexOf(piece, at);
    if (found === -1 || found + piece.length > limit) return -1;
    at = found + piece.length;
    matched += piece.length;
  }
  return matched;
}

// ---- The path in a document ----

interface Found {
  /** 3: the whole path at a key; 2: an action writes it; 1: the nearest written parent. */
  rank: number;
  depth: number;
  via: 'key' | 'action';
  line: number;
  column: number;
  endColumn: number;
  valueEnd?: number;
  refs?: string[][];
}

class PathSearch {
  constructor(
    private readonly path: JsonPath,
    /** The rendered `name` of the list item at each numeric step of the path. */
    private readonly names: (string | undefined)[],
    private readonly values: unknown,
  ) {}

  inContainer(container: Container, j: number): Found | undefined {
    const segment = this.path[j];
    if (typeof segment === 'string') {
      if (container.kind === 'seq') return undefined;
      let best: Found | undefined;
      for (const child of container.children) {
        if (child.type !== 'entry' || child.pieces !== undefined || child.key !== segment) continue;
        best = better(best, this.throughEntry(child, j + 1));
        if (best.rank === 3) break;
      }
      return best ?? this.generated(container, j);
    }
    if (typeof segment !== 'number' || container.kind === 'map') return undefined;
    if (container.kind === 'unknown') return this.generated(container, j);
    return this.inSequence(container, j, segment);
  }

  /** A key no line writes literally: the one action (or templated key) that can write it. */
  private generated(container: Container, j: number): Found | undefined {
    const segment = this.path[j];
    const candidates: { child: Entry | Generator; score: number }[] = [];
    for (const child of container.children) {
      if (child.type === 'entry' && child.pieces !== undefined && typeof segment === 'string') {
        const score = matchPieces(child.pieces, segment);
        if (score >= 0) candidates.push({ child, score });
      } else if (child.type === 'action') candidates.push({ child, score: 0 });
    }
    let top = -1;
    for (const c of candidates) top = Math.max(top, c.score);
    if (top > 0) return this.throughEntry(candidates.find((c) => c.score === top)!.child as Entry, j + 1);
    if (candidates.length !== 1)
      return this.byValues(
        candidates.map((c) => c.child),
        j,
      );
    const only = candidates[0]!.child;
    if (only.type === 'action') return this.action(only, j, 0);
    return { rank: 2, depth: j, via: 'action', line: only.line, column: only.column, endColumn: only.endColumn };
  }

  /**
   * Of several actions that could write path[j], with the values given: the one whose `.Values`
   * source holds it, else the one left when the others' sources do not hold it (an `include`
   * beside `toYaml .Values.podLabels`, for a label podLabels does not set).
   */
  private byValues(children: (Entry | Generator)[], j: number): Found | undefined {
    if (this.values === undefined) return undefined;
    const rest = this.path.slice(j).map(String);
    const holds = (c: Entry | Generator) =>
      c.type === 'action' && c.source !== undefined ? hasValue(this.values, [...c.source, ...rest]) : undefined;
    const holding = children.filter((c) => holds(c) === true);
    const left = holding.length === 1 ? holding : children.filter((c) => holds(c) !== false);
    if (left.length !== 1) return undefined;
    const only = left[0]!;
    if (only.type === 'action') return this.action(only, j, 0);
    return { rank: 2, depth: j, via: 'action', line: only.line, column: only.column, endColumn: only.endColumn };
  }

  private throughEntry(entry: Entry, j: number): Found {
    if (j === this.path.length) return this.atKey(entry, true, j);
    const value = entry.value;
    if (value.kind === 'container') return this.inContainer(value.node, j) ?? this.atKey(entry, false, j);
    if (value.kind === 'scalar' && value.action) return this.action(value.action, j, 0);
    return this.atKey(entry, false, j);
  }

  private throughItem(item: Item, j: number): Found {
    if (j === this.path.length) return this.atItem(item, true, j);
    const value = item.value;
    if (value.kind === 'container') return this.inContainer(value.node, j) ?? this.atItem(item, false, j);
    if (value.kind === 'scalar' && value.action) return this.action(value.action, j, 0);
    return this.atItem(item, false, j);
  }

  private atKey(entry: Entry, exact: boolean, depth: number): Found {
    const found: Found = { rank: exact ? 3 : 1, depth, via: 'key', line: entry.line, column: entry.column, endColumn: entry.endColumn };
    const value = entry.value;
    if (value.kind === 'scalar' && value.line === entry.line) {
      found.valueEnd = value.end;
      if (exact && value.refs) found.refs = value.refs;
    }
    return found;
  }

  /** A list item points at its `name:` key, else its first key, else its value or its dash (as locate does in plain files). */
  private atItem(item: Item, exact: boolean, depth: number): Found {
    const value = item.value;
    if (value.kind === 'container' && value.node.kind === 'map') {
      const entries = value.node.children.filter((c): c is Entry => c.type === 'entry');
      const anchor = entries.find((e) => e.key === 'name' && e.pieces === undefined) ?? entries[0];
      if (anchor) return { ...this.atKey(anchor, false, depth), rank: exact ? 3 : 1 };
    }
    if (value.kind === 'scalar' && value.line === item.line) {
      const found: Found = { rank: exact ? 3 : 1, depth, via: 'key', line: item.line, column: value.start, endColumn: value.end };
      if (exact && value.refs) found.refs = value.refs;
      return found;
    }
    return { rank: exact ? 3 : 1, depth, via: 'key', line: item.line, column: item.column, endColumn: item.endColumn };
  }

  /** The key at path[j] and below come from an action; `shift` items come before it in its list. */
  private action(generator: Generator, j: number, shift: number): Found {
    const found: Found = {
      rank: 2,
      depth: j,
      via: 'action',
      line: generator.line,
      column: generator.column,
      endColumn: generator.endColumn,
    };
    if (generator.source) {
      const rest = this.path.slice(j).map((segment, i) => String(i === 0 && typeof segment === 'number' ? segment - shift : segment));
      found.refs = [[...generator.source, ...rest]];
    }
    return found;
  }

  private inSequence(container: Container, j: number, index: number): Found | undefined {
    if (!Number.isInteger(index) || index < 0) return undefined;
    const name = this.names[j];
    if (name !== undefined) {
      let best: Item | undefined;
      let bestScore = 0;
      for (const child of container.children) {
        if (child.type !== 'item') continue;
        const score = itemNameScore(child, name);
        if (score > bestScore) {
          best = child;
          bestScore = score;
        }
      }
      if (best) return this.throughItem(best, j + 1);
    }
    const at = byPosition(container, index);
    if (!at) return undefined;
    if (at.type === 'action') return this.action(at, j, at.shift);
    if (name !== undefined && itemNameScore(at, name) < 0) return undefined;
    return this.throughItem(at, j + 1);
  }
}

function better(a: Found | undefined, b: Found): Found {
  if (!a || b.rank > a.rank || (b.rank === a.rank && b.depth > a.depth)) return b;
  return a;
}

/** How well a list item's `name:` fits the rendered item's name (scalarScore), 0 when it writes none. */
function itemNameScore(item: Item, name: string): number {
  const value = item.value;
  if (value.kind !== 'container' || value.node.kind !== 'map') return 0;
  let score = 0;
  let any = false;
  for (const child of value.node.children) {
    if (child.type !== 'entry' || child.key !== 'name' || child.pieces !== undefined) continue;
    const s = scalarScore(child.value, name);
    score = any ? Math.max(score, s) : s;
    any = true;
  }
  return score;
}

/**
 * The list item at a rendered index, counting the items a sequence writes: items in no branch
 * count one each; an `if … else` whose branches each write n items counts n (the first branch's
 * stand for them); a conditional run at the end of the list counts its first branch. A `range`,
 * a nested condition or an `if` without `else` before the index makes it unknowable (undefined).
 * An action that writes items, last in the list (in a condition or not), stands for every index
 * from its own on.
 */
function byPosition(container: Container, index: number): Item | (Generator & { shift: number }) | undefined {
  const elements = container.children.filter((c): c is Item | Generator => c.type !== 'entry');
  let slot = 0;
  for (let k = 0; k < elements.length;) {
    const element = elements[k]!;
    const chain = framesBetween(element.frame, container.frame);
    if (!chain) return undefined;
    if (chain.length === 0) {
      if (element.type === 'action') return k === elements.length - 1 ? { ...element, shift: slot } : undefined;
      if (slot === index) return element;
      slot++;
      k++;
      continue;
    }
    const group = chain[chain.length - 1]!.group;
    const branches: Item[][] = Array.from({ length: Math.min(group.branches, 64) }, () => []);
    let tail: Generator | undefined;
    let m = k;
    for (; m < elements.length; m++) {
      const other = elements[m]!;
      const frames = framesBetween(other.frame, container.frame);
      if (!frames || frames.length === 0 || frames[frames.length - 1]!.group !== group) break;
      if (frames.length > 1 || group.kind === 'range' || group.kind === 'define') return undefined;
      if (other.type === 'action') {
        // `{{- with .Values.extra }}{{ toYaml . }}`: the rest of the list, when it ends it.
        if (m !== elements.length - 1 || frames[0]!.branch !== 0) return undefined;
        tail = other;
      } else branches[frames[0]!.branch]?.push(other);
    }
    const first = branches[0] ?? [];
    const n = first.length;
    if (tail) return group.branches === 1 ? (index - slot < n ? first[index - slot] : { ...tail, shift: slot + n }) : undefined;
    if (group.finalElse && branches.every((b) => b.length === n)) {
      if (index < slot + n) return first[index - slot];
      slot += n;
      k = m;
      continue;
    }
    if (m === elements.length && group.branches === 1 && index - slot < n) return first[index - slot];
    return undefined;
  }
  return undefined;
}

/** The frames opened between a container's owner and an element of it, innermost first; undefined when not nested in it. */
function framesBetween(frame: Frame | undefined, base: Frame | undefined): Frame[] | undefined {
  const chain: Frame[] = [];
  for (let f = frame; f !== base; f = f.parent) {
    if (!f || chain.length > 64) return undefined;
    chain.push(f);
  }
  return chain;
}

/** The object's head: its `kind:` line (the one with the object's kind), else its first key. */
function head(doc: TemplateDocument, root: Container, kind: string | undefined, exact: boolean): TemplateLocation | undefined {
  const kinds = topEntries(root, 'kind');
  const target =
    kinds.find((e) => e.value.kind === 'scalar' && e.value.literal === kind) ??
    kinds[0] ??
    root.children.find((c) => c.type === 'entry') ??
    root.children[0];
  if (!target) return undefined;
  const location: TemplateLocation = {
    line: target.line + 1,
    column: target.column + 1,
    endColumn: target.endColumn + 1,
    via: 'head',
    exact,
    document: doc.index,
  };
  if (
    target.type !== 'action' &&
    target.value.kind === 'scalar' &&
    target.value.line === target.line &&
    target.value.end > target.endColumn
  )
    location.valueEndColumn = target.value.end + 1;
  return location;
}

/** The rendered `name` of the list item at each numeric step of the path (undefined elsewhere). */
function renderedNames(rendered: unknown, path: JsonPath): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  let current = rendered;
  for (let j = 0; j < path.length; j++) {
    const segment = path[j]!;
    if (typeof segment === 'number') {
      const item = Array.isArray(current) ? current[segment] : undefined;
      names[j] = isRecord(item) ? stringOf(item.name) : undefined;
      current = item;
    } else current = isRecord(current) ? current[segment] : undefined;
  }
  return names;
}

/** Whether `values` has a value at `path` (digit segments index lists). */
function hasValue(values: unknown, path: readonly string[]): boolean {
  let current = values;
  for (const segment of path) {
    if (Array.isArray(current)) current = /^\d{1,9}$/.test(segment) ? current[Number(segment)] : undefined;
    else if (isRecord(current) && Object.prototype.hasOwnProperty.call(current, segment)) current = current[segment];
    else return false;
    if (current === undefined) return false;
  }
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
