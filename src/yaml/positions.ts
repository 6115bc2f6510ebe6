// Source ranges of a composed document, kept beside its plain JS value instead of a `yaml`
// Document: a few numbers per key and item. Answers the same JSON-path questions as
// locateInDocument (locate-document.ts) does on a Document, with the same ranges.
import type { JsonPath } from '../core/types.js';

export interface OffsetRange {
  start: number;
  end: number;
  /** false when the path does not exist and the range is its nearest existing parent. */
  exact: boolean;
}

/** A document whose content is a scalar: its start and the end of its text. */
export interface ScalarPositions {
  kind: 'scalar';
  start: number;
  end: number;
}

// Scalars inside collections get no object of their own (a manifest has tens of thousands):
// their range is kept in the parent's `offsets`, and `children` holds only the collections.

export interface MapPositions {
  kind: 'map';
  start: number;
  end: number;
  /** Key strings as the JS object has them, in source order. */
  keys: string[];
  /** Per pair: key start, key end, value start, value end (the value's range[0] and range[1]). */
  offsets: number[];
  /** Per pair: the value's positions when it is a collection, else undefined. */
  children: (MapPositions | SeqPositions | undefined)[];
}

export interface SeqPositions {
  kind: 'seq';
  start: number;
  end: number;
  /** Per item: start and end (range[0] and range[1]). */
  offsets: number[];
  children: (MapPositions | SeqPositions | undefined)[];
}

export type NodePositions = ScalarPositions | MapPositions | SeqPositions;

export type LineEnd = (offset: number) => number;

/**
 * Where a finding on a pair points: its key, extended over its value when the value is a
 * scalar that ends on the key's line. The one rule for both position sources (this file's
 * tables and locate-document.ts on `yaml` Documents).
 */
export function keyRange(keyStart: number, keyEnd: number, scalarValueEnd: number | undefined, lineEnd: LineEnd): [number, number] {
  if (scalarValueEnd !== undefined && scalarValueEnd > keyStart && scalarValueEnd <= lineEnd(keyStart)) return [keyStart, scalarValueEnd];
  return [keyStart, keyEnd];
}

/** Which pair a mapping that is the target of a path points at: its `name:` key, else its first. */
export function anchorIndex(keys: readonly string[]): number {
  const named = keys.indexOf('name');
  return named === -1 ? 0 : named;
}

function pairRange(map: MapPositions, i: number, lineEnd: LineEnd): [number, number] {
  return keyRange(
    map.offsets[i * 4]!,
    map.offsets[i * 4 + 1]!,
    map.children[i] === undefined ? map.offsets[i * 4 + 3]! : undefined,
    lineEnd,
  );
}

function anchorOf(node: NodePositions, lineEnd: LineEnd): [number, number] {
  if (node.kind !== 'map' || node.keys.length === 0) return [node.start, node.end];
  return pairRange(node, anchorIndex(node.keys), lineEnd);
}

export function locateIn(root: NodePositions, path: JsonPath, lineEnd: LineEnd): OffsetRange {
  let node: NodePositions = root;
  // The deepest existing step: a pair of a map, an item of a sequence, or the root.
  let pairOf: MapPositions | undefined;
  let pairIndex = -1;
  let exact = true;
  for (const segment of path) {
    if (node.kind === 'map') {
      const i = node.keys.indexOf(String(segment));
      if (i === -1) {
        exact = false;
        break;
      }
      pairOf = node;
      pairIndex = i;
      node = node.children[i] ?? { kind: 'scalar', start: node.offsets[i * 4 + 2]!, end: node.offsets[i * 4 + 3]! };
    } else if (
      node.kind === 'seq' &&
      typeof segment === 'number' &&
      segment >= 0 &&
      segment * 2 < node.offsets.length &&
      Number.isInteger(segment)
    ) {
      pairOf = undefined;
      node = node.children[segment] ?? { kind: 'scalar', start: node.offsets[segment * 2]!, end: node.offsets[segment * 2 + 1]! };
    } else {
      exact = false;
      break;
    }
  }
  const [start, end] = pairOf ? pairRange(pairOf, pairIndex, lineEnd) : anchorOf(node, lineEnd);
  return { start, end, exact };
}
