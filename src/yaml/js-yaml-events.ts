// js-yaml's parse events of one text as a tree of numbered nodes in typed arrays, one table
// reused from text to text. js-yaml opens and closes a node for every key, value and probe it
// composes (about 350 for a 4 KB manifest); an object and a child array per node were 8% of
// what a lint of 1,000 manifests allocates, and took longer than js-yaml's own parse once warm.
// Nodes are numbered in the order they open; node 0 stands for the stream, whose children are
// the documents' roots. Siblings are in source order (nodes nest: they close in the order they
// open).
import type { AmbiguityKind } from './scalars.js';

/** What a node is, from js-yaml's `state.kind` when it closes. */
export const enum EventKind {
  /** An empty node: no content (`key:` and nothing, or js-yaml's probe for one more entry). */
  None = 0,
  Scalar = 1,
  Mapping = 2,
  Sequence = 3,
  Other = 4,
}

export interface Ambiguity {
  kind: AmbiguityKind;
  source: string;
}

/** Node 0: the stream. */
export const STREAM = 0;
/** No node (no first child, no next sibling). */
const NO_NODE = -1;

const INITIAL_NODES = 4096;
/** A table grown past this many nodes (a file of many MB) is not kept for the next text. */
const KEPT_NODES = 1 << 16;

export class EventTable {
  /** Offset where js-yaml started composing the node (before white space and comments). */
  open = new Int32Array(INITIAL_NODES);
  /** Offset where it stopped. */
  close = new Int32Array(INITIAL_NODES);
  kind = new Uint8Array(INITIAL_NODES);
  firstChild = new Int32Array(INITIAL_NODES);
  lastChild = new Int32Array(INITIAL_NODES);
  nextSibling = new Int32Array(INITIAL_NODES);
  childCount = new Int32Array(INITIAL_NODES);
  /** The value js-yaml composed (an array of any values from the start: no elements kind changes under optimized code). */
  result: unknown[] = new Array<unknown>(INITIAL_NODES).fill(undefined);
  /** For a scalar that resolved to something YAML 1.2 tools read differently: how. */
  ambiguity: (Ambiguity | undefined)[] = new Array<Ambiguity | undefined>(INITIAL_NODES).fill(undefined);
  count = 0;
  /** The open nodes, innermost last. */
  private stack = new Int32Array(256);
  private depth = 0;

  constructor() {
    this.reset();
  }

  /** Empties the table: only the stream node. */
  reset(): void {
    this.count = 0;
    this.depth = 0;
    this.add(0);
    this.stack[this.depth++] = STREAM;
  }

  /** A node opens at `position`, in the innermost open node. */
  opened(position: number): void {
    const n = this.add(position);
    const parent = this.stack[this.depth - 1]!;
    if (this.childCount[parent] === 0) this.firstChild[parent] = n;
    else this.nextSibling[this.lastChild[parent]!] = n;
    this.lastChild[parent] = n;
    this.childCount[parent]!++;
    if (this.depth === this.stack.length) this.stack = grown(this.stack, this.depth * 2);
    this.stack[this.depth++] = n;
  }

  /** The innermost open node closes at `position`, as `kind`, with `result`. */
  closed(position: number, kind: string | null, result: unknown, ambiguity: Ambiguity | undefined): void {
    const n = this.stack[--this.depth]!;
    this.close[n] = position;
    const k = kindOf(kind);
    this.kind[n] = k;
    this.result[n] = result;
    // Written whatever it is: a store first made once the caller runs optimized (the first ambiguous
    // scalar comes some files in) would throw that code away.
    this.ambiguity[n] = k === EventKind.Scalar ? ambiguity : undefined;
  }

  /**
   * The node that holds `n`'s value: js-yaml first tries a scalar or flow collection in a block
   * sequence as a possible mapping key, which wraps it in an outer node with the same result.
   * A real collection never has exactly one child that is its own value.
   */
  collapse(n: number): number {
    let node = n;
    for (;;) {
      const child = this.firstChild[node]!;
      if (this.childCount[node] !== 1 || this.result[child] !== this.result[node] || this.kind[child] !== this.kind[node]) return node;
      node = child;
    }
  }

  /** Drops the values, so that the table keeps none of the text's objects alive. */
  release(): void {
    this.result.fill(undefined, 0, this.count);
    this.ambiguity.fill(undefined, 0, this.count);
  }

  private add(position: number): number {
    const n = this.count++;
    if (n === this.open.length) this.grow();
    this.open[n] = position;
    this.close[n] = -1;
    this.kind[n] = EventKind.None;
    this.firstChild[n] = NO_NODE;
    this.lastChild[n] = NO_NODE;
    this.nextSibling[n] = NO_NODE;
    this.childCount[n] = 0;
    this.result[n] = undefined;
    return n;
  }

  private grow(): void {
    const old = this.open.length;
    const size = old * 2;
    this.open = grown(this.open, size);
    this.close = grown(this.close, size);
    this.firstChild = grown(this.firstChild, size);
    this.lastChild = grown(this.lastChild, size);
    this.nextSibling = grown(this.nextSibling, size);
    this.childCount = grown(this.childCount, size);
    for (const values of [this.result, this.ambiguity]) {
      values.length = size;
      values.fill(undefined, old);
    }
    this.kind = grown(this.kind, size);
  }
}

/** A copy of `array` of `size` elements, the rest zeros. */
function grown<A extends Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>>(array: A, size: number): A {
  const larger = new (array.constructor as new (length: number) => A)(size);
  larger.set(array);
  return larger;
}

function kindOf(kind: string | null): EventKind {
  if (kind === 'scalar') return EventKind.Scalar;
  if (kind === 'mapping') return EventKind.Mapping;
  if (kind === 'sequence') return EventKind.Sequence;
  return kind === null ? EventKind.None : EventKind.Other;
}

let shared: EventTable | undefined;
let inUse = false;

/**
 * A table for one text's events: the same one for each text (reading allocates no tables), a
 * new one if a reading is under way (the reader does not nest, but nothing breaks if it does).
 * Give it back with `done`.
 */
export function eventTable(): { table: EventTable; done: () => void } {
  if (inUse) {
    const table = new EventTable();
    return { table, done: () => undefined };
  }
  inUse = true;
  const table = (shared ??= new EventTable());
  table.reset();
  return {
    table,
    done: () => {
      // A table grown for a file of many MB is not kept for the small ones after it.
      if (table.open.length > KEPT_NODES) shared = undefined;
      else table.release();
      inUse = false;
    },
  };
}
