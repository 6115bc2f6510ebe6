// The JSON report is written in pieces; the pieces must make exactly the indented document a
// single JSON.stringify would, with and without findings.
import { describe, expect, it } from 'vitest';
import { json, jsonReport } from '../../src/report/json.js';
import { chunksOf, ITEMS_PER_PIECE, jsonWithArray, STREAMED_ARRAY, type LintReport } from '../../src/report/report.js';
import type { Finding } from '../../src/core/types.js';

function finding(n: number, extra: Partial<Finding> = {}): Finding {
  return {
    ruleId: 'shm-missing',
    level: 'warning',
    message: `message ${n} with "quotes" and a\nnewline`,
    file: `deploy/app-${n}.yaml`,
    range: { start: { line: n, column: 1 }, end: { line: n, column: 5 } },
    fingerprint: `fp${n}`,
    ...extra,
  };
}

function report(findings: Finding[]): LintReport {
  return {
    findings,
    stats: { files: 2, documents: 3, objects: 3, skippedNonKubernetes: 0, skippedTemplates: 0 },
    rules: [],
    files: [],
    tool: { name: 'ai-k8s-lint', version: '0.0.0' },
  };
}

describe('json report', () => {
  it.each([
    ['no findings', []],
    ['one finding', [finding(1)]],
    [
      'findings with paths, objects, related locations and suppressions',
      [
        finding(1, { path: ['spec', 0] }),
        finding(2, { object: { apiVersion: 'v1', kind: 'Pod', name: 'p' }, related: [{ file: 'x', message: 'm' }] }),
        finding(3, { suppressed: { kind: 'inSource', source: 'comment' } }),
      ],
    ],
  ])('streams exactly the whole document: %s', (_name, findings) => {
    const r = report(findings as Finding[]);
    const whole = `${JSON.stringify(jsonReport(r), null, 2)}\n`;
    const pieces = [...chunksOf(json, r, { color: false })];
    expect(pieces.join('')).toBe(whole);
    expect(json(r, { color: false })).toBe(whole);
    // Suppressed findings are not shown; the others come in pieces of ITEMS_PER_PIECE, then the closing and the newline.
    expect(pieces.length).toBe(Math.ceil(findings.filter((f) => !(f as Finding).suppressed).length / ITEMS_PER_PIECE) + 2);
  });

  it.each([
    ['a top-level key', (list: unknown) => ({ a: 1, list, z: { y: [1] } }), 1],
    ['the first run of a log', (list: unknown) => ({ version: '2', runs: [{ tool: { x: [] }, results: list, after: true }] }), 3],
  ])('indents the streamed array as the whole would: %s', (_name, shape, depth) => {
    const items = [{ b: [1, 2], c: { d: 'e' } }, 'two', [], { e: [] }];
    expect([...jsonWithArray(shape(STREAMED_ARRAY), items, depth)].join('')).toBe(JSON.stringify(shape(items), null, 2));
    // Over several pieces: each piece is ITEMS_PER_PIECE items, the last one fewer.
    const many = Array.from({ length: 2 * ITEMS_PER_PIECE + 3 }, (_, i) => ({ i, nested: { list: [i, `${i}`] } }));
    const pieces = [...jsonWithArray(shape(STREAMED_ARRAY), many, depth)];
    expect(pieces.join('')).toBe(JSON.stringify(shape(many), null, 2));
    expect(pieces).toHaveLength(4);
    expect([...jsonWithArray(shape(STREAMED_ARRAY), [], depth)].join('')).toBe(JSON.stringify(shape([]), null, 2));
  });
});
