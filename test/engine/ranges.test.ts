// Ranges stay on their lines: no range ends past the last character of its line (C5).
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import type { Finding } from '../../src/core/types.js';
import { runCli, tempTree } from '../helpers/run-cli.js';
import { multitoolAvailable, validateSarif } from '../helpers/sarif-multitool.js';

function lint(text: string): Finding[] {
  const linter = new Linter({ rules, config: resolveConfig({}) });
  linter.lintText('r.yaml', text);
  linter.finish();
  return linter.findings;
}

/** Line lengths as the range columns count them (UTF-16, without the CR of a CRLF). */
const lineLengths = (text: string) => text.split('\n').map((l) => (l.endsWith('\r') ? l.length - 1 : l.length));

const range = (f: Finding) => `${f.range.start.line}:${f.range.start.column}-${f.range.end.line}:${f.range.end.column}`;

describe('zero-width errors', () => {
  it.each([
    // The parser points just past the end of the text: the range marks the last character.
    ['an unclosed flow sequence at the end of the file', 'a: [', '1:4-1:5'],
    ['an unclosed flow mapping at the end of the file', '{a: 1', '1:5-1:6'],
    ['a flow sequence cut after a comma', 'a: [1,', '1:6-1:7'],
    // An empty last line has no character to mark: the range stays a point.
    ['an unclosed flow sequence before an empty last line', 'a: [\n', '2:1-2:1'],
  ])('%s: %j gives %s', (_, text, expected) => {
    const found = lint(text).filter((f) => f.ruleId === 'yaml-syntax');
    expect(found.map(range)).toEqual([expected]);
  });
});

describe('no range ends past its line', () => {
  const texts = [
    'a: [',
    '{a: 1',
    'a: {',
    "a: 'x",
    'a: "x\r\n',
    'a: [\r\n',
    'a: [1,\r\n\r\n',
    "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: 'oops}\n",
    'apiVersion: v1\r\nkind: Pod\r\nmetadata:\r\n  name: p\r\nspec:\r\n  containers:\r\n    - name: c\r\n      image: busybox\r\n      resources: {limits: {nvidia.com/gpu: "0.5"}}\r\n  bogus: 1\r\n',
  ];
  it.each(texts)('%j', (text) => {
    const lengths = lineLengths(text);
    const found = lint(text);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      const { start, end } = f.range;
      expect(start.column, range(f)).toBeGreaterThanOrEqual(1);
      expect(start.column, `${range(f)} ${f.ruleId}`).toBeLessThanOrEqual(lengths[start.line - 1]! + 1);
      expect(end.column, `${range(f)} ${f.ruleId}`).toBeLessThanOrEqual(lengths[end.line - 1]! + 1);
      expect(end.line > start.line || end.column >= start.column, range(f)).toBe(true);
    }
  });
});

describe.skipIf(!multitoolAvailable)('SARIF of ranges at the end of a line and on an empty line', () => {
  it('passes GitHub ingestion rules', () => {
    const dir = tempTree({ 'end.yaml': 'a: [', 'empty.yaml': 'a: [\n', 'crlf.yaml': 'a: {\r\n' });
    const r = runCli(['-f', 'sarif', '-o', 'out.sarif', '.'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(validateSarif(`${dir}/out.sarif`)).toEqual([]);
  });
});
