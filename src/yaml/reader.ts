// What the two fast readers (read-js-yaml.ts, read-cst.ts) share: the documents they
// produce and how they give a file up to the next reader.
import type { JsonPath } from '../core/types.js';
import type { AmbiguityKind } from './scalars.js';
import type { NodePositions } from './positions.js';

export interface ComposedDocument {
  value: unknown;
  positions: NodePositions;
  /** The document's range[0] (its first token) and range[2] (end including trailing comments). */
  range: [number, number];
  /** Offset of the content node, and its end (range[1]). */
  start: number;
  contentEnd: number;
  ambiguous: { path: JsonPath; kind: AmbiguityKind; source: string; value: unknown }[];
}

/** Thrown by a reader to leave a file to the next one; the readers catch it and return undefined. */
class Unsupported {}
const UNSUPPORTED = new Unsupported();

export function unsupported(): never {
  throw UNSUPPORTED;
}

/** Thrown for what neither fast reader takes (anchors, aliases, tags): the next one need not try. */
export const LIBRARY_ONLY = new Unsupported();

export function libraryOnly(): never {
  throw LIBRARY_ONLY;
}
