// JSON path -> source range in a `yaml` Document (the documents the `yaml` composer reads).
// Rules report paths; this is the only place that knows the AST. positions.ts does the same
// for the position tables of the fast readers, with the same keyRange and anchorIndex.
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';
import type { JsonPath } from '../core/types.js';
import { anchorIndex, keyRange, type LineEnd, type OffsetRange } from './positions.js';

const MAX_MERGE_DEPTH = 16;

function keyString(key: unknown): string {
  if (isScalar(key)) return String(key.value ?? '');
  return String(key);
}

function deref(doc: Document, node: unknown): unknown {
  let current = node;
  for (let i = 0; i < MAX_MERGE_DEPTH && isAlias(current); i++) current = current.resolve(doc);
  return current;
}

function findPair(doc: Document, map: unknown, key: string, depth = 0): Pair | undefined {
  if (!isMap(map) || depth > MAX_MERGE_DEPTH) return undefined;
  let merged: Pair | undefined;
  // The last duplicate wins in toJS; duplicates are syntax errors anyway.
  for (const pair of map.items) {
    if (isScalar(pair.key) && pair.key.source === '<<' && pair.key.type === 'PLAIN') {
      if (merged) continue;
      const sources = deref(doc, pair.value);
      const list = isSeq(sources) ? sources.items : [sources];
      for (const source of list) {
        merged = findPair(doc, deref(doc, source), key, depth + 1);
        if (merged) break;
      }
      continue;
    }
    if (keyString(pair.key) === key) return pair;
  }
  return merged;
}

function nodeRange(node: unknown): [number, number] | undefined {
  const range = (node as Node | undefined)?.range;
  return range ? [range[0], range[1]] : undefined;
}

function pairRange(pair: Pair, lineEnd: LineEnd): [number, number] | undefined {
  const key = nodeRange(pair.key);
  if (!key) return nodeRange(pair.value);
  const value = pair.value;
  return keyRange(key[0], key[1], (isScalar(value) || isAlias(value)) && value.range ? value.range[1] : undefined, lineEnd);
}

function mapAnchor(map: unknown, lineEnd: LineEnd): [number, number] | undefined {
  if (!isMap(map) || map.items.length === 0) return nodeRange(map);
  return pairRange(map.items[anchorIndex(map.items.map((p) => keyString(p.key)))]!, lineEnd);
}

export function locateInDocument(doc: Document, path: JsonPath, lineEnd: LineEnd): OffsetRange | undefined {
  const root = deref(doc, doc.contents);
  let node: unknown = root;
  // The deepest existing step; its range is computed once, at the end (lineEnd scans text).
  let last: { pair?: Pair; item?: unknown; node: unknown } = { node: root };
  let exact = true;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = findPair(doc, node, String(segment));
      if (!pair) {
        exact = false;
        break;
      }
      node = deref(doc, pair.value);
      last = { pair, node };
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
      const item = node.items[segment];
      node = deref(doc, item);
      last = { item, node };
    } else {
      exact = false;
      break;
    }
  }
  let range: [number, number] | undefined;
  if (last.pair) range = pairRange(last.pair, lineEnd);
  else if (last.item !== undefined)
    range = isPair(last.item) ? pairRange(last.item, lineEnd) : isMap(last.node) ? mapAnchor(last.node, lineEnd) : nodeRange(last.item);
  else range = mapAnchor(root, lineEnd);
  return range && { start: range[0], end: range[1], exact };
}
