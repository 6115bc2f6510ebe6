// The anchors cross-object rules take while a file is read (ctx.anchor) live until the end of the
// run, about twenty per workload: they are made of shared parts. Within a document one path is one
// anchor, whichever rules ask for it; across the run equal paths are one frozen array, equal
// positions one frozen object, and equal code-frame lines one snippet (the same keys sit on the
// same lines of every workload of a code base). Parts are never changed once made.
import type { Anchor, Finding, JsonPath, LocatedRange, Position } from '../core/types.js';
import { BoundedMap, memo } from '../core/memo.js';

type Snippet = NonNullable<Finding['snippet']>;
type Locate = (path: JsonPath) => LocatedRange | undefined;

/**
 * Past this many distinct paths, positions or lines, new ones are kept unshared: a run over huge
 * custom resources (whose every field the schema rules anchor) does not grow the tables without end.
 */
const MAX_SHARED = 1 << 18;

/** A path of the run's table, and the paths that extend it by one segment. */
interface PathNode {
  path?: JsonPath;
  next?: Map<string | number, PathNode>;
}

export class AnchorTable {
  private readonly paths: PathNode = {};
  private pathCount = 0;
  private readonly positions = new BoundedMap<number, Position>(MAX_SHARED);
  private readonly snippets = new BoundedMap<string, Snippet>(MAX_SHARED);
  /**
   * The anchors of the document being read, by path, keyed by that document's locate function
   * (one per document): weakly, so the last document's closure (and its file) is not kept.
   */
  private readonly byDocument = new WeakMap<Locate, Map<JsonPath, Anchor | undefined>>();

  /** `made` is told of every new anchor and the range it was made from. */
  constructor(private readonly made: (anchor: Anchor, range: LocatedRange) => void = () => {}) {}

  /** The anchor of `path` in the document that `locate` reads, or undefined when it locates nothing. */
  anchor(locate: Locate, path: JsonPath): Anchor | undefined {
    const here = memo(this.byDocument, locate, () => new Map<JsonPath, Anchor | undefined>());
    return memo(here, this.path(path), (shared) => {
      const range = locate(path);
      const anchor = range && this.compose(range, shared);
      if (anchor && range) this.made(anchor, range);
      return anchor;
    });
  }

  private compose(range: LocatedRange, path: JsonPath): Anchor {
    const start = this.position(range.start);
    const end = this.position(range.end);
    const snippet = range.snippet && this.snippet(range.snippet);
    // The shape of `{ ...range, path }`, which anchors had: `file` only for a render's source.
    return range.file === undefined ? { start, end, snippet, path } : { start, end, file: range.file, snippet, path };
  }

  /** The run's array of this path, found segment by segment (no key string to build for each call). */
  private path(path: JsonPath): JsonPath {
    let node = this.paths;
    for (const segment of path) {
      let next = node.next?.get(segment);
      if (!next) {
        // A copy of exactly its length (an array built by spreading keeps spare room) that no caller holds.
        if (this.pathCount >= MAX_SHARED) return Object.freeze(path.slice());
        (node.next ??= new Map()).set(segment, (next = {}));
        this.pathCount++;
      }
      node = next;
    }
    return (node.path ??= Object.freeze(path.slice()));
  }

  private position(p: Position): Position {
    // Line and column in one small integer: a cheap key (the lines of one file past 32767 are
    // not shared, as no other file has them).
    if (p.line >= 1 << 15 || p.column >= 1 << 16) return Object.freeze({ line: p.line, column: p.column });
    const key = (p.line << 16) | p.column;
    return memo(this.positions, key, () => Object.freeze({ line: p.line, column: p.column }));
  }

  private snippet(s: Snippet): Snippet {
    // Lines short enough to be shown whole are most of them; a window of a long line stays its own.
    if (s.offset !== 0 || s.clipped) return s;
    return memo(this.snippets, s.text, (text) => Object.freeze({ text, offset: 0, clipped: false }));
  }
}
