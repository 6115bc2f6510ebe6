// One walk over a `yaml` Document, before it becomes a JS value, for what that value would
// hide: how many nodes its aliases stand for, aliases inside the node they name, and mapping
// keys that are collections. Iterative (no depth limit is needed) and in document order, so
// "first" means the lowest offset.
import { isAlias, isMap, isPair, isSeq, type Document, type Node } from 'yaml';

export interface DocumentScan {
  /** Nodes as written: every scalar, collection, key and alias counts one. */
  written: number;
  /** Each alias in document order: where it is and how many nodes it stands for. */
  aliases: { offset: number; nodes: number }[];
  /** An alias inside the node its anchor names (`&a [*a]`): a value that contains itself. */
  selfAlias?: number;
  /** The first mapping key that is a collection (or an alias of one), as in `[a]: b`. */
  collectionKey?: number;
  /** The first mapping key that is a flow mapping: `{{ .Values.x }}` in an unrendered template. */
  flowMapKey?: number;
}

interface Frame {
  node: Node;
  items: unknown[];
  next: number;
  /** The key of the pair at `next` has been entered; its value comes next. */
  keyDone: boolean;
  /** Nodes this collection stands for, aliases expanded. */
  size: number;
}

const offsetOf = (node: unknown) => (node as Node | null)?.range?.[0] ?? 0;

export function scanDocument(doc: Document.Parsed): DocumentScan {
  const scan: DocumentScan = { written: 0, aliases: [] };
  // Anchors as defined so far (a later `&a` replaces an earlier one, as in the `yaml` package),
  // the size of each anchored node once it is closed, and the anchored collections still open.
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, number>();
  const open = new Set<Node>();
  const stack: Frame[] = [];

  /** The nodes a child stands for; a collection opens a frame instead and counts when it closes. */
  const enter = (child: unknown, isKey: boolean): number => {
    scan.written++;
    if (child == null) return 1;
    if (isKey) {
      const target = isAlias(child) ? anchors.get(child.source) : child;
      if (isMap(target) || isSeq(target)) scan.collectionKey ??= offsetOf(child);
      if (isMap(child) && child.flow) scan.flowMapKey ??= offsetOf(child);
    }
    if (isAlias(child)) {
      const target = anchors.get(child.source);
      if (target === undefined) return 1;
      if (open.has(target)) {
        scan.selfAlias ??= offsetOf(child);
        return 1;
      }
      const nodes = sizes.get(target) ?? 1;
      scan.aliases.push({ offset: offsetOf(child), nodes });
      return 1 + nodes;
    }
    const node = child as Node;
    if (node.anchor) anchors.set(node.anchor, node);
    if (isMap(node) || isSeq(node)) {
      if (node.anchor) open.add(node);
      stack.push({ node, items: node.items as unknown[], next: 0, keyDone: false, size: 1 });
      return 0;
    }
    if (node.anchor) sizes.set(node, 1);
    return 1;
  };

  enter(doc.contents, false);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next < frame.items.length) {
      const item = frame.items[frame.next];
      // A pair (a mapping's, or one in a flow sequence: `[a: b]`) gives its key, then its value.
      if (!isPair(item)) {
        frame.next++;
        frame.size += enter(item, false);
      } else if (!frame.keyDone) {
        frame.keyDone = true;
        frame.size += enter(item.key, true);
      } else {
        frame.keyDone = false;
        frame.next++;
        frame.size += enter(item.value, false);
      }
      continue;
    }
    stack.pop();
    if (frame.node.anchor) {
      sizes.set(frame.node, frame.size);
      open.delete(frame.node);
    }
    if (stack.length > 0) stack[stack.length - 1]!.size += frame.size;
  }
  return scan;
}
