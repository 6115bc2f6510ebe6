// What a rule may attach to a finding to change the manifest for the user: a change set, expressed
// on the document (JSON paths and values), never as text. The engine (src/fix/) turns it into text
// edits that touch only the bytes the change is about, so comments, key order, indentation,
// quoting and line ends of everything else stay as they were.

/** A JSON path (as core/types JsonPath; spelled out here so the finding types can import this file). */
type JsonPath = readonly (string | number)[];

/** A value a change writes: what JSON can hold (numbers and booleans are written plain). */
export type FixValue = string | number | boolean | null | FixValue[] | { [key: string]: FixValue };

export type Change =
  /** Sets the value at `path`, creating the mappings on the way that do not exist. */
  | { op: 'set'; path: JsonPath; value: FixValue }
  /** Appends an item to the sequence at `path`, creating it (and its parents) when it does not exist. */
  | { op: 'append'; path: JsonPath; value: FixValue }
  /** Quotes the plain scalar at `path` as the string it is (`on` → `"on"`), or writes `value` quoted instead. */
  | { op: 'quote'; path: JsonPath; value?: string }
  /** Writes `text` in place of the plain scalar at `path` (`0o444` for `0444`); it must read back as `value`. */
  | { op: 'scalar'; path: JsonPath; text: string; value: string | number | boolean | null };

/**
 * A fix changes only what the finding is about and is safe to apply unreviewed; a suggestion
 * changes runtime behaviour (a toleration, a restart policy) and is applied by --fix only with
 * `--fix-type suggestion`.
 */
export type FixKind = 'fix' | 'suggestion';

export interface ChangeSet {
  kind: FixKind;
  /** What the change does, in one line: "Set the nvidia.com/gpu request to 2". */
  description: string;
  changes: Change[];
}

/** A replacement of the UTF-16 code units [start, end) of the file's text. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}
