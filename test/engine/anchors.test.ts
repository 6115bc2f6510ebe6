// Anchors live until the end of the run: made of parts shared within a document (one anchor per
// path) and across the run (paths, positions, code-frame lines), never changed once made.
import { describe, expect, it } from 'vitest';
import { AnchorTable } from '../../src/engine/anchors.js';
import type { JsonPath, LocatedRange } from '../../src/core/types.js';

const snippet = (text: string) => ({ text, offset: 0, clipped: false });

/** A document's locate function that counts its calls and gives each path the range `rangeOf` says. */
function documentWith(rangeOf: (path: JsonPath) => LocatedRange | undefined) {
  const calls: JsonPath[] = [];
  const locate = (path: JsonPath) => {
    calls.push(path);
    return rangeOf(path);
  };
  return { locate, calls };
}

const at = (line: number, column: number, text = '    spec:'): LocatedRange => ({
  start: { line, column },
  end: { line, column: column + 4 },
  snippet: snippet(text),
});

describe('AnchorTable', () => {
  it('gives one anchor per path of a document, located once, whichever array names the path', () => {
    const table = new AnchorTable();
    const doc = documentWith(() => at(26, 5));
    const a = table.anchor(doc.locate, ['spec', 'template', 'spec']);
    const b = table.anchor(doc.locate, [...['spec', 'template'], 'spec']);
    expect(b).toBe(a);
    expect(doc.calls).toHaveLength(1);
    expect(a).toEqual({
      start: { line: 26, column: 5 },
      end: { line: 26, column: 9 },
      snippet: snippet('    spec:'),
      path: ['spec', 'template', 'spec'],
    });
    expect(a && 'file' in a).toBe(false);
  });

  it('shares paths, positions and code-frame lines between documents, frozen', () => {
    const table = new AnchorTable();
    const path = ['spec', 'containers', 0, 'image'];
    const first = table.anchor(documentWith(() => at(71, 11, '          image: vllm')).locate, path)!;
    const second = table.anchor(documentWith(() => at(71, 11, '          image: vllm')).locate, [...path])!;
    expect(second).not.toBe(first);
    expect(second.path).toBe(first.path);
    expect(first.path).not.toBe(path);
    expect(first.path).toEqual(path);
    expect(second.start).toBe(first.start);
    expect(second.end).toBe(first.end);
    expect(second.snippet).toBe(first.snippet);
    for (const part of [first.path, first.start, first.end, first.snippet]) expect(Object.isFrozen(part)).toBe(true);
    // The caller's array stays the caller's.
    path.push('more');
    expect(first.path).toEqual(['spec', 'containers', 0, 'image']);
  });

  it('tells a number segment from a string one', () => {
    const table = new AnchorTable();
    const doc = documentWith((p) => at(p[1] === 0 ? 3 : 4, 1));
    expect(table.anchor(doc.locate, ['items', 0])!.start.line).toBe(3);
    expect(table.anchor(doc.locate, ['items', '0'])!.start.line).toBe(4);
  });

  it('keeps positions of long files and windows of long lines as they are', () => {
    const table = new AnchorTable();
    const window = { text: 'x'.repeat(160), offset: 40, clipped: true };
    const range: LocatedRange = { start: { line: 70_000, column: 90_000 }, end: { line: 70_000, column: 90_010 }, snippet: window };
    const anchor = table.anchor(documentWith(() => range).locate, ['data', 'big'])!;
    expect(anchor.start).toEqual({ line: 70_000, column: 90_000 });
    expect(anchor.end).toEqual({ line: 70_000, column: 90_010 });
    expect(anchor.snippet).toBe(window);
  });

  it('remembers a path a document does not have, and keeps the file of a rendered source', () => {
    const made: LocatedRange[] = [];
    const table = new AnchorTable((_anchor, range) => made.push(range));
    const missing = documentWith(() => undefined);
    expect(table.anchor(missing.locate, ['spec', 'nope'])).toBeUndefined();
    expect(table.anchor(missing.locate, ['spec', 'nope'])).toBeUndefined();
    expect(missing.calls).toHaveLength(1);
    const source = { ...at(3, 1), file: 'templates/deployment.yaml' };
    const anchor = table.anchor(documentWith(() => source).locate, ['kind'])!;
    expect(anchor.file).toBe('templates/deployment.yaml');
    expect(made).toEqual([source]);
  });
});
