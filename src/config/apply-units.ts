// Apply units (RULES.md "Apply unit"): the objects that are applied together. Order and
// co-deployment rules (CRD before its resources, the PDB or NetworkPolicy of these pods) look
// inside one unit; existence rules look at the whole run. A unit is one stdin stream, the files
// of one config `applyUnits` entry, or else the files of one directory (not its subdirectories),
// so a directory linted alone or within its repository forms the same unit.
import { posix } from 'node:path';
import { matchesAny } from '../core/globs.js';

/** How a unit is named in messages ("in deploy/serving/"): a directory ends with `/`. */
export interface ApplyUnit {
  /** Distinct per unit of a run. */
  id: string;
  /** For messages: `deploy/serving/`, `./`, `deploy/prod/**`, or the stdin stream's name. */
  label: string;
  /** Read from standard input: there is no file to fix (--stdin-filename only names it). */
  stdin?: boolean;
  /** A render's: the chart or kustomization directory it was made from (its objects live in other files). */
  root?: string;
  /** A render's namespace (Helm `--namespace`): where its objects without `metadata.namespace` are applied. */
  namespace?: string;
}

export interface ApplyUnitEntry {
  files: string[];
}

/** The unit of a file read from disk (its path as displayed, POSIX separators). */
export function applyUnitOfFile(file: string, entries: readonly ApplyUnitEntry[]): ApplyUnit {
  const i = entries.findIndex((e) => matchesAny(file, e.files));
  if (i !== -1) return { id: `config:${i}`, label: entries[i]!.files.join(', ') };
  const dir = posix.dirname(file);
  const label = dir === '.' ? './' : dir.endsWith('/') ? dir : `${dir}/`;
  return { id: `dir:${label}`, label };
}

/** The unit of one stream read from standard input: its own, whatever name it is shown under. */
export function applyUnitOfStdin(name: string): ApplyUnit {
  return { id: `stdin:${name}`, label: name === '-' ? 'standard input' : `${name} (standard input)`, stdin: true };
}
