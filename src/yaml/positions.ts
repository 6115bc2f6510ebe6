// Source ranges of a composed document, kept beside its plain JS value instead of a `yaml`
// Document: a few numbers per key and item. Answers the same JSON-path questions as
// `locate` does on a Document, with the same ranges.
import type { JsonPath } from '../engine/types.js';
import type { OffsetRange } from './locate.js';

/** A scalar value: its start and the end of its text (the node's range[0] and range[1]). */
export interface ScalarPositions {
  kind: 'scalar';
  start: number;
  end: number;
}

export interface MapPositions {
  kind: 'map';
  start: number;
  end: number;
  /** Key strings as the JS object has them, in source order. */
  keys: string[];
  /** Per pair: key start, key end, value end when the value is a scalar (else -1). */
  offsets: number[];
  values: NodePositions[];
}

export interface SeqPositions {
  kind: 'seq';
  start: number;
  end: number;
  items: NodePositions[];
}

export type NodePositions = ScalarPositions | MapPositions | SeqPositions;

type LineEnd = (offset: number) => number;

/** A pair's range: its key, extended over its value when the value is a one-line scalar. */
function pairRange(map: MapPositions, i: number, lineEnd: LineEnd): [number, number] {
  const keyStart = map.offsets[i * 3]!;
  const keyEnd = map.offsets[i * 3 + 1]!;
  const valueEnd = map.offsets[i * 3 + 2]!;
  if (valueEnd !== -1 && valueEnd > keyStart && valueEnd <= lineEnd(keyStart)) return [keyStart, valueEnd];
  return [keyStart, keyEnd];
}

/** Where a mapping that is the target of a path points: its `name:` key, else its first key. */
function anchorOf(node: NodePositions, lineEnd: LineEnd): [number, number] {
  if (node.kind !== 'map' || node.keys.length === 0) return [node.start, node.end];
  const named = node.keys.indexOf('name');
  return pairRange(node, named === -1 ? 0 : named, lineEnd);
}

export function locateIn(root: NodePositions, path: JsonPath, lineEnd: LineEnd): OffsetRange {
  let node = root;
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
      node = node.values[i]!;
    } else if (node.kind === 'seq' && typeof segment === 'number' && node.items[segment] !== undefined) {
      pairOf = undefined;
      node = node.items[segment];
    } else {
      exact = false;
      break;
    }
  }
  const [start, end] = pairOf ? pairRange(pairOf, pairIndex, lineEnd) : anchorOf(node, lineEnd);
  return { start, end, exact };
}
