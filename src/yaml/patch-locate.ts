// Which kustomize patch writes a key of a rendered object, and where in the patch file: the last
// patch, in the order kustomize applies them, that targets the object and writes the key or one
// of its parents. Strategic-merge patches write the keys they hold (list items matched by their
// merge key, `name` for containers); a JSON6902 operation writes its `path`.
import type { JsonPath } from '../core/types.js';
import { targetSelects, type PatchTarget, type SelectableObject } from './kustomize-select.js';
import { loadYaml, type LoadedFile, type ParsedDocument } from './load.js';
import { keyLocationOf, type KeyLocation } from './key-location.js';

export type { PatchTarget } from './kustomize-select.js';

export interface KustomizePatch {
  /** The file the caller reports: the patch file, or the kustomization.yaml of an inline patch. */
  file: string;
  text: string;
  /** Read from the text when not given: a list of operations is JSON6902, anything else a strategic merge. */
  type?: 'strategic-merge' | 'json6902';
  /** The entry's `target:`; without one a strategic-merge patch names its object itself. */
  target?: PatchTarget;
  /**
   * Where `text` starts in `file` when it is inline (`patch: |-`): the 1-based line of its first
   * line, and the column its lines start at (the block scalar's indentation plus one).
   */
  at?: { line: number; column: number };
  /**
   * An inline patch whose lines are not lines of `file` (a folded or escaped string): where its
   * entry is written. Every key it writes points there.
   */
  entry?: KeyLocation;
}

/** The object as rendered, with what kustomize matches targets against. */
export interface PatchedObject extends SelectableObject {
  /** The rendered object: list items are matched by their merge key through it (labels too when not given). */
  rendered?: unknown;
}

export interface PatchLocation extends KeyLocation {
  /** Index of the patch in the list given. */
  patch: number;
  file: string;
  /** 0-based document of the patch text (a strategic-merge file may patch several objects). */
  document: number;
  /** The patch writes the key itself; false when it writes a parent (a JSON6902 op on `resources`). */
  exact: boolean;
}

export type PatchLocator = (object: PatchedObject, path: JsonPath) => PatchLocation | undefined;

/**
 * The last of `patches` that writes `path` of `object`, and where. `patches` must be in the
 * order kustomize applies them: a base's before its overlay's; within one kustomization
 * `patchesStrategicMerge`, then `patches`, then `patchesJson6902`, each in file order.
 * Undefined when no patch writes the key (it comes from the resource file).
 */
export function locatePatch(patches: readonly KustomizePatch[], object: PatchedObject, path: JsonPath): PatchLocation | undefined {
  return patchLocator(patches)(object, path);
}

/** locatePatch with every patch read once, for many lookups. */
export function patchLocator(patches: readonly KustomizePatch[]): PatchLocator {
  const read = patches.map(readPatch);
  return (object, path) => {
    const selectable = withMetadata(object);
    for (let p = read.length - 1; p >= 0; p--) {
      const patch = read[p];
      if (!patch) continue;
      const found = writerIn(patch, selectable, path);
      if (found)
        return {
          ...(patches[p]!.entry ?? shift(keyLocationOf(patch.file, found.range), patches[p]!.at)),
          patch: p,
          file: patches[p]!.file,
          document: found.document,
          exact: found.exact,
        };
    }
    return undefined;
  };
}

/** A patch read once: its type, and for a strategic merge each document with the object it names. */
interface ReadPatch {
  file: LoadedFile;
  target?: PatchTarget;
  type: 'strategic-merge' | 'json6902';
  documents: { doc: ParsedDocument; value: Record<string, unknown>; names?: NamedObject }[];
}

interface NamedObject {
  group: string;
  kind: unknown;
  name: string;
  namespace?: string;
}

function readPatch(patch: KustomizePatch): ReadPatch | undefined {
  let file: LoadedFile;
  try {
    file = loadYaml(patch.text);
  } catch {
    return undefined;
  }
  const type = patch.type ?? (Array.isArray(file.documents[0]?.value) ? 'json6902' : 'strategic-merge');
  const documents: ReadPatch['documents'] = [];
  for (const doc of type === 'json6902' ? file.documents.slice(0, 1) : file.documents) {
    const value = type === 'json6902' ? { ops: doc.value } : record(doc.value);
    if (value) documents.push({ doc, value, names: type === 'json6902' ? undefined : namedObject(value) });
  }
  return { file, target: patch.target, type, documents };
}

/** Labels and annotations from the rendered object when the caller did not give them. */
function withMetadata(object: PatchedObject): PatchedObject {
  if (object.labels && object.annotations) return object;
  const metadata = record(record(object.rendered)?.metadata);
  return {
    ...object,
    labels: object.labels ?? stringMap(metadata?.labels),
    annotations: object.annotations ?? stringMap(metadata?.annotations),
  };
}

function shift(location: KeyLocation, at: KustomizePatch['at']): KeyLocation {
  if (!at) return location;
  const dx = at.column - 1;
  const shifted: KeyLocation = { line: location.line + at.line - 1, column: location.column + dx, endColumn: location.endColumn + dx };
  if (location.valueEndColumn !== undefined) shifted.valueEndColumn = location.valueEndColumn + dx;
  return shifted;
}

interface Writer {
  document: number;
  range: { start: number; end: number; exact: boolean };
  exact: boolean;
}

function writerIn(patch: ReadPatch, object: PatchedObject, path: JsonPath): Writer | undefined {
  const { file } = patch;
  if (patch.type === 'json6902') {
    const doc = patch.documents[0]?.doc;
    return doc && patch.target && targetSelects(patch.target, object) ? jsonPatchWriter(file, doc, object, path) : undefined;
  }
  let found: Writer | undefined;
  for (const { doc, value, names } of patch.documents) {
    if (!(patch.target ? targetSelects(patch.target, object) : names !== undefined && namesObject(names, object))) continue;
    const written = strategicMergeWrites(value, path, object);
    if (!written) continue;
    const range = doc.locate(written.patchPath, (o) => file.lines.lineEnd(o));
    // A later document patching the same object is applied later.
    if (range) found = { document: doc.index, range, exact: written.exact };
  }
  return found;
}

// ---- Strategic merge ----

/** The object a strategic-merge document names by its apiVersion, kind and metadata. */
function namedObject(patch: Record<string, unknown>): NamedObject | undefined {
  const apiVersion = typeof patch.apiVersion === 'string' ? patch.apiVersion : '';
  const slash = apiVersion.indexOf('/');
  const metadata = record(patch.metadata);
  const name = metadata?.name;
  if (typeof name !== 'string') return undefined;
  return {
    group: slash === -1 ? '' : apiVersion.slice(0, slash),
    kind: patch.kind,
    name,
    namespace: typeof metadata?.namespace === 'string' ? metadata.namespace : undefined,
  };
}

/** A strategic-merge patch without a target patches the object it names (current or original name). */
function namesObject(named: NamedObject, object: SelectableObject): boolean {
  if (named.kind !== object.kind || named.group !== object.group) return false;
  if (named.name !== object.name && named.name !== object.originalName) return false;
  return named.namespace === undefined || named.namespace === (object.namespace ?? '') || named.namespace === object.originalNamespace;
}

/** Merge keys of the lists of built-in kinds that strategic merge matches item by item. */
const MERGE_KEYS: Record<string, readonly string[]> = {
  containers: ['name'],
  initContainers: ['name'],
  ephemeralContainers: ['name'],
  env: ['name'],
  volumes: ['name'],
  volumeMounts: ['mountPath'],
  volumeDevices: ['devicePath'],
  imagePullSecrets: ['name'],
  resourceClaims: ['name'],
  hostAliases: ['ip'],
  // Container ports merge by containerPort, Service ports by port.
  ports: ['containerPort', 'port'],
};

/**
 * Whether a strategic-merge patch writes `path` or a parent of it, and the path of that key in
 * the patch. Lists with a merge key (built-in kinds only: others are replaced whole) are matched
 * by the key of the rendered item; other lists are replaced, so indexes are the patch's own.
 */
function strategicMergeWrites(
  patch: Record<string, unknown>,
  path: JsonPath,
  object: PatchedObject,
): { patchPath: JsonPath; exact: boolean } | undefined {
  const patchPath: (string | number)[] = [];
  let current: unknown = patch;
  let rendered: unknown = object.rendered;
  const builtIn = isBuiltInGroup(object.group);
  for (let j = 0; j < path.length; j++) {
    const segment = path[j]!;
    if (Array.isArray(current)) {
      if (typeof segment !== 'number') return undefined;
      const item = Array.isArray(rendered) ? rendered[segment] : undefined;
      const field = path[j - 1];
      const keys = builtIn && typeof field === 'string' ? MERGE_KEYS[field] : undefined;
      const list: unknown[] = current;
      let index: number;
      if (keys && list.some((entry) => keys.some((k) => record(entry)?.[k] !== undefined))) {
        const key = keys.find((k) => list.some((entry) => record(entry)?.[k] !== undefined))!;
        const wanted = record(item)?.[key];
        if (wanted === undefined) return undefined;
        index = list.findIndex((entry) => String(record(entry)?.[key]) === String(wanted));
        if (index === -1) return undefined;
      } else {
        // A list without merge key is replaced: the rendered list is the patch's.
        if (segment >= list.length) return { patchPath, exact: false };
        index = segment;
      }
      patchPath.push(index);
      current = list[index];
      rendered = item;
      continue;
    }
    const map = record(current);
    if (!map) return { patchPath, exact: false };
    if (typeof segment !== 'string' || !Object.prototype.hasOwnProperty.call(map, segment)) return undefined;
    patchPath.push(segment);
    current = map[segment];
    rendered = record(rendered)?.[segment];
    // A scalar (or null) where the path goes on replaces or deletes the whole subtree.
    if (j < path.length - 1 && (current === null || typeof current !== 'object')) return { patchPath, exact: false };
  }
  return { patchPath, exact: true };
}

/** Core and `*.k8s.io` groups and the unqualified ones (apps, batch): kinds kustomize knows the schema of. */
function isBuiltInGroup(group: string): boolean {
  return group === '' || !group.includes('.') || group.endsWith('.k8s.io');
}

// ---- JSON6902 ----

const WRITING_OPS = new Set(['add', 'replace', 'remove', 'copy', 'move']);

function jsonPatchWriter(file: LoadedFile, doc: ParsedDocument, object: PatchedObject, path: JsonPath): Writer | undefined {
  const ops = doc.value;
  if (!Array.isArray(ops)) return undefined;
  for (let k = ops.length - 1; k >= 0; k--) {
    const op = record(ops[k]);
    if (!op || typeof op.op !== 'string' || !WRITING_OPS.has(op.op) || typeof op.path !== 'string') continue;
    const pointer = parsePointer(op.path);
    if (!pointer || !pointerCovers(pointer, path, object.rendered)) continue;
    const lineEnd = (o: number) => file.lines.lineEnd(o);
    // Inside the written value when the op carries one that holds the key, else its `path:`.
    if ((op.op === 'add' || op.op === 'replace') && 'value' in op) {
      const inValue = doc.locate([k, 'value', ...path.slice(pointer.length)], lineEnd);
      if (inValue?.exact) return { document: doc.index, range: inValue, exact: true };
    }
    const at = doc.locate([k, 'path'], lineEnd);
    if (at) return { document: doc.index, range: at, exact: pointer.length === path.length };
  }
  return undefined;
}

/** The segments of a JSON pointer (`/a/b~1c` → a, b/c); undefined when it is not one. */
function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || pointer.length > 4096) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.split('~1').join('/').split('~0').join('~'));
}

/** Whether the pointer names `path` or a parent of it; `-` (append) is the rendered list's last item. */
function pointerCovers(pointer: readonly string[], path: JsonPath, rendered: unknown): boolean {
  if (pointer.length > path.length) return false;
  let current = rendered;
  for (let i = 0; i < pointer.length; i++) {
    const segment = path[i]!;
    const written = pointer[i]!;
    if (written === '-') {
      if (!Array.isArray(current) || typeof segment !== 'number' || segment !== current.length - 1) return false;
    } else if (written !== String(segment)) return false;
    current = Array.isArray(current) && typeof segment === 'number' ? current[segment] : record(current)?.[String(segment)];
  }
  return true;
}

// ---- Inline patches ----

/** An inline patch as its kustomization holds it (see inlinePatchOf). */
export interface InlinePatch {
  text: string;
  /** Where the text starts in the kustomization, when each of its lines is a line of the file there. */
  at?: { line: number; column: number };
  /** The entry: the `patch:` key, or the `patchesStrategicMerge` item. */
  entry: KeyLocation;
}

/**
 * The inline patch at `path` of a kustomization (`['patches', 0, 'patch']`,
 * `['patchesStrategicMerge', 1]`): its text and where that text is written. A literal block
 * scalar (`|`, `|-`) holds the patch line by line, shifted by its indentation; a string on one
 * line (plain or quoted, without escapes) holds it at its first character. A folded (`>`),
 * escaped or multi-line quoted string has no such place: `at` is left out and the caller points
 * at the entry. Each line is compared with the file, so a wrong guess never reaches a location.
 */
export function inlinePatchOf(kustomization: LoadedFile, path: JsonPath): InlinePatch | undefined {
  const doc = kustomization.documents[0];
  let value: unknown = doc?.value;
  for (const segment of path) value = Array.isArray(value) ? value[segment as number] : record(value)?.[segment];
  if (!doc || typeof value !== 'string') return undefined;
  const lines = kustomization.lines;
  const range = doc.locate(path, (o) => lines.lineEnd(o));
  if (!range) return undefined;
  const entry = keyLocationOf(kustomization, range);
  const start = typeof path[path.length - 1] === 'number' ? range.start : valueStart(kustomization, range.start, entry);
  const at = start === undefined ? undefined : textStart(kustomization, start, value);
  return at ? { text: value, at, entry } : { text: value, entry };
}

/** The offset of the value after a `key:` located at `keyStart`, on the key's line; undefined when there is none. */
function valueStart(file: LoadedFile, keyStart: number, key: KeyLocation): number | undefined {
  const { text } = file;
  let i = keyStart + (key.endColumn - key.column);
  while (text.charCodeAt(i) === 32) i++;
  if (text.charCodeAt(i) !== 58) return undefined;
  i++;
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return i < file.lines.lineEnd(keyStart) ? i : undefined;
}

/** Where the string `value`, whose node starts at `start`, has its first character, if its lines are the file's lines. */
function textStart(file: LoadedFile, start: number, value: string): { line: number; column: number } | undefined {
  const { text } = file;
  const c = text[start];
  if (c === '|') return literalBlockStart(file, file.lines.position(start).line + 1, value);
  // Folded, tagged or anchored, or more than one line: not the file's lines.
  if (c === '>' || c === '!' || c === '&' || value.includes('\n') || value.length === 0) return undefined;
  const quoted = c === "'" || c === '"';
  const first = quoted ? start + 1 : start;
  if (!text.startsWith(value, first) || (quoted && text[first + value.length] !== c)) return undefined;
  return file.lines.position(first);
}

/** A literal block scalar's content from `line`: where it starts when every line of `value` is there, indented alike. */
function literalBlockStart(file: LoadedFile, line: number, value: string): { line: number; column: number } | undefined {
  const lines = value.split('\n');
  // The last line break ends the last line (`|`, `|+`); it starts no line of its own.
  if (value.endsWith('\n')) lines.pop();
  const k = lines.findIndex((l) => l !== '');
  if (k === -1) return undefined;
  const firstText = file.lines.lineText(line + k);
  const indent = firstText.length - lines[k]!.length;
  if (indent < 0) return undefined;
  for (let j = 0; j < lines.length; j++) {
    const written = file.lines.lineText(line + j);
    if (written.slice(indent) !== lines[j] || !isSpaces(written.slice(0, indent))) return undefined;
  }
  return { line, column: indent + 1 };
}

function isSpaces(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) !== 32) return false;
  return true;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function stringMap(value: unknown): Record<string, string> | undefined {
  const map = record(value);
  if (!map) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map)) if (typeof v === 'string') out[k] = v;
  return out;
}
