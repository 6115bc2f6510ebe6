import type { ChangeSet } from './change-set.js';
export type Level = 'error' | 'warning' | 'note';
export type LevelSetting = Level | 'off';
export type JsonPath = readonly (string | number)[];

export const LEVEL_RANK: Record<Level, number> = { note: 1, warning: 2, error: 3 };

export interface Position {
  line: number;
  column: number;
}

/** 1-based lines and columns; columns count UTF-16 code units; `end` is exclusive. */
export interface Range {
  start: Position;
  end: Position;
}

/** A range with the start line's text for a code frame (see Finding.snippet). */
export type LocatedRange = Range & {
  snippet?: Finding['snippet'];
  /** The file, when it is not the one being linted: the template or patch a rendered key comes from. */
  file?: string;
};

/**
 * A field of the current document that a cross-object rule will point at after the file is gone:
 * its range (of the nearest existing parent when the field is missing) and the JSON path asked for,
 * which makes the finding's fingerprint survive edits that move lines.
 */
export type Anchor = LocatedRange & { path: JsonPath };

export interface ObjectRef {
  apiVersion: string;
  kind: string;
  namespace?: string;
  name?: string;
}

export interface RelatedLocation {
  file: string;
  range?: Range;
  message: string;
  /**
   * What the place is, for the reports that treat it apart (SARIF, the GitHub annotations):
   * `render-output`: `file` names a render (`charts/gpu (helm template)`) and the range is in its
   * output, which is in no file of the checkout; `value-source`: the values-file line that sets the
   * value a template line reads (a pull request may change only that line).
   */
  kind?: 'render-output' | 'value-source';
}

export interface Suppression {
  kind: 'inSource' | 'external';
  /** Where the suppression came from: an annotation, a comment directive or config. */
  source: 'annotation' | 'comment' | 'config';
  justification?: string;
}

export interface Finding {
  ruleId: string;
  level: Level;
  message: string;
  /** Repository- or cwd-relative POSIX path; `<stdin>` or the --stdin-filename for stdin. */
  file: string;
  range: Range;
  /** JSON path inside the document the finding is about (absent for file-level findings). */
  path?: JsonPath;
  docIndex?: number;
  object?: ObjectRef;
  related?: RelatedLocation[];
  suppressed?: Suppression;
  fingerprint: string;
  /** The render (chart and values, or overlay) the finding was made on; part of its fingerprint. */
  render?: string;
  /** The start line's text for code frames, clipped around the range on very long lines. */
  snippet?: { text: string; offset: number; clipped: boolean };
  /** The change that resolves it, on the finding's document (not on renders, whose templates are not YAML, nor on stdin). */
  fix?: ChangeSet;
  /** The fix as a text edit on the file, planned for the reports that carry edits (SARIF fixes, JSON). */
  fixEdit?: { range: Range; text: string };
}

/** A JSON Schema (draft-07) object with declared properties: rule options, config sections. */
export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  additionalProperties: false;
}
