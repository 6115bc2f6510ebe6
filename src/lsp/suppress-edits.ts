// The two ways to silence a finding in the manifest itself, as text edits: a comment directive on
// the line before (`# ai-k8s-lint-disable-next-line <id> -- reason`) and the object's
// `ai-k8s-lint.io/ignore` annotation. Each edit is made on the text as it is (indentation, flow
// or block style, line breaks) and then checked: the edited text, read again, must hold the
// same documents, save for the annotation. An edit that would change anything else (a comment
// line inside a block scalar, an odd layout) is not offered.
import type { TextEdit } from 'vscode-languageserver';
import type { Finding, JsonPath } from '../core/types.js';
import { IGNORE_ANNOTATION } from '../engine/suppress.js';
import { objectsOfDocument } from '../k8s/objects.js';
import { loadYaml, type LoadedFile, type ParsedDocument } from '../yaml/load.js';
import { startsWithBom, toLspPosition } from './positions.js';

/** Edits are checked by reading the whole text again: above this size they are not offered. */
export const MAX_EDITED_CHARS = 4 * 1024 * 1024;

/** The placeholder after `--`: the justification reports carry (SARIF, the Action) until someone writes one. */
export const REASON_PLACEHOLDER = 'reason';

interface Insertion {
  /** Offset in the loaded text (the buffer without its byte order mark). */
  offset: number;
  /** Characters replaced from there (0 for an insertion). */
  length: number;
  text: string;
}

/** A manifest as the linter reads it, with what the edits need. */
export class EditableText {
  readonly loaded: LoadedFile;
  readonly bom: boolean;
  readonly eol: string;

  constructor(readonly raw: string) {
    this.bom = startsWithBom(raw);
    this.loaded = loadYaml(raw);
    this.eol = raw.includes('\r\n') ? '\r\n' : '\n';
  }

  /** Offset of the start of a 1-based line; the text's length past the last line. */
  lineStart(line: number): number {
    const text = this.loaded.text;
    let offset = 0;
    for (let l = 1; l < line; l++) {
      const next = text.indexOf('\n', offset);
      if (next === -1) return text.length;
      offset = next + 1;
    }
    return offset;
  }

  document(index: number | undefined): ParsedDocument | undefined {
    return index === undefined ? undefined : this.loaded.documents.find((d) => d.index === index);
  }

  toTextEdit(i: Insertion): TextEdit {
    const at = (offset: number) => toLspPosition(this.loaded.lines.position(offset), this.bom);
    return { range: { start: at(i.offset), end: at(i.offset + i.length) }, newText: i.text };
  }

  apply(i: Insertion): string {
    const t = this.loaded.text;
    return t.slice(0, i.offset) + i.text + t.slice(i.offset + i.length);
  }
}

const indentOf = (line: string) => /^ */.exec(line)![0];

/** `# ai-k8s-lint-disable-next-line <id> -- reason` above the finding's line, at its indentation. */
export function disableNextLineEdit(file: EditableText, finding: Finding): TextEdit | undefined {
  if (file.raw.length > MAX_EDITED_CHARS) return undefined;
  const line = finding.range.start.line;
  if (line < 1 || line > file.loaded.lines.lineCount) return undefined;
  const indent = indentOf(file.loaded.lines.lineText(line));
  const edit: Insertion = {
    offset: file.lineStart(line),
    length: 0,
    text: `${indent}# ai-k8s-lint-disable-next-line ${finding.ruleId} -- ${REASON_PLACEHOLDER}${file.eol}`,
  };
  return keepsDocuments(file, edit, () => undefined) ? file.toTextEdit(edit) : undefined;
}

/**
 * The finding's rule added to its object's `ai-k8s-lint.io/ignore` annotation: the annotation's
 * value extended, or the annotation added to `metadata.annotations`, or `annotations` added to
 * `metadata`, in the block or flow style the text uses there.
 */
export function ignoreAnnotationEdit(file: EditableText, finding: Finding): TextEdit | undefined {
  if (file.raw.length > MAX_EDITED_CHARS || !finding.object) return undefined;
  const doc = file.document(finding.docIndex);
  if (!doc) return undefined;
  const ref = finding.object;
  const object = objectsOfDocument(doc.value).objects.find(
    (o) => o.kind === ref.kind && o.apiVersion === ref.apiVersion && o.name === ref.name && o.namespace === ref.namespace,
  );
  if (!object) return undefined;
  const current = object.annotations[IGNORE_ANNOTATION];
  if (current !== undefined && current.split(/[\s,]+/).includes(finding.ruleId)) return undefined;
  const value = current === undefined || current.trim() === '' ? finding.ruleId : `${current.trim()},${finding.ruleId}`;
  const edit = annotationInsertion(file, doc, object.path, value);
  if (!edit) return undefined;
  const expected = (before: unknown) => withAnnotation(before, object.path, value);
  return keepsDocuments(file, edit, (index) => (index === doc.index ? expected : undefined)) ? file.toTextEdit(edit) : undefined;
}

function annotationInsertion(file: EditableText, doc: ParsedDocument, objectPath: JsonPath, value: string): Insertion | undefined {
  const pair = `${IGNORE_ANNOTATION}: ${JSON.stringify(value)}`;
  const locate = (path: JsonPath) => doc.locate([...objectPath, ...path], (o) => file.loaded.lines.lineEnd(o));
  const existing = locate(['metadata', 'annotations', IGNORE_ANNOTATION]);
  if (existing?.exact) {
    // The key and its one-line value: rewritten whole (quoting the new value).
    const written = file.loaded.text.slice(existing.start, existing.end);
    if (!written.includes(':') || written.includes('\n')) return undefined;
    return { offset: existing.start, length: existing.end - existing.start, text: pair };
  }
  const annotations = locate(['metadata', 'annotations']);
  if (annotations?.exact) return childInsertion(file, annotations.start, pair, [pair]);
  const metadata = locate(['metadata']);
  if (metadata?.exact) return childInsertion(file, metadata.start, `annotations: {${pair}}`, ['annotations:', `  ${pair}`]);
  return undefined;
}

/**
 * A new entry in the mapping that is the value of the key at `keyStart`: first inside its braces
 * when it is a flow mapping on the key's line, else last, on a line after its entries, indented
 * like its first entry (or two spaces deeper than the key).
 */
function childInsertion(file: EditableText, keyStart: number, flowText: string, blockLines: string[]): Insertion | undefined {
  const { text, lines } = file.loaded;
  const keyLine = lines.position(keyStart).line;
  const lineText = lines.lineText(keyLine);
  const lineStart = file.lineStart(keyLine);
  const colon = text.indexOf(':', keyStart);
  if (colon === -1 || colon >= lineStart + lineText.length) return undefined;
  const rest = text.slice(colon + 1, lineStart + lineText.length);
  const afterColon = rest.trimStart();
  if (afterColon.startsWith('{')) {
    const brace = colon + 1 + rest.indexOf('{');
    const empty = afterColon.slice(1).trimStart().startsWith('}');
    return { offset: brace + 1, length: 0, text: empty ? flowText : `${flowText}, ` };
  }
  if (afterColon !== '' && !afterColon.startsWith('#')) return undefined;
  const keyIndent = keyStart - lineStart;
  // The entries are the lines below the key indented deeper (comment and blank lines aside).
  let childIndent: string | undefined;
  let lastLine = keyLine;
  for (let l = keyLine + 1; l <= lines.lineCount; l++) {
    const t = lines.lineText(l);
    if (/^\s*(#.*)?$/.test(t)) continue;
    const indent = indentOf(t);
    if (indent.length <= keyIndent) break;
    childIndent ??= indent;
    lastLine = l;
  }
  const indent = childIndent ?? ' '.repeat(keyIndent + 2);
  const offset = file.lineStart(lastLine + 1);
  // The last entry on the text's last line, without a line break: the insertion brings one.
  const lead = offset === text.length && !text.endsWith('\n') ? file.eol : '';
  return { offset, length: 0, text: lead + blockLines.map((l) => `${indent}${l}${file.eol}`).join('') };
}

/** A copy of a document's value with `metadata.annotations[IGNORE_ANNOTATION]` of the object at `path` set. */
function withAnnotation(documentValue: unknown, objectPath: JsonPath, value: string): unknown {
  const copy = structuredClone(documentValue) as Record<string, unknown>;
  let object: Record<string, unknown> = copy;
  for (const key of objectPath) object = (object as Record<string | number, unknown>)[key] as Record<string, unknown>;
  const metadata = (object.metadata ??= {}) as Record<string, unknown>;
  const annotations = (metadata.annotations ??= {}) as Record<string, unknown>;
  annotations[IGNORE_ANNOTATION] = value;
  return copy;
}

/**
 * Whether the text with the edit reads as the same documents, without new problems: each
 * document's value equal to before, or to what `expected(index)` makes of it.
 */
function keepsDocuments(
  file: EditableText,
  edit: Insertion,
  expected: (index: number) => ((before: unknown) => unknown) | undefined,
): boolean {
  const after = loadYaml(file.apply(edit));
  const before = file.loaded;
  if (after.problems.length !== before.problems.length || after.documents.length !== before.documents.length) return false;
  return before.documents.every((d, i) => {
    const other = after.documents[i]!;
    if (other.index !== d.index) return false;
    const want = expected(d.index);
    return sameValue(want ? want(d.value) : d.value, other.value);
  });
}

/** Deep equality of two YAML values (mappings compared by keys, whatever their order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((x, i) => sameValue(x, bs[i]));
  }
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao);
  if (keys.length !== Object.keys(bo).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(bo, k) && sameValue(ao[k], bo[k]));
}
