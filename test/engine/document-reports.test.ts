// Reports of document-level rules go to the List item their path is in, in linear time.
import { describe, expect, it } from 'vitest';
import yamlAmbiguousScalar from '../../rules/yaml-ambiguous-scalar/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

function lint(text: string): Linter {
  const linter = new Linter({ rules: [yamlAmbiguousScalar], config: resolveConfig({}) });
  linter.lintText('list.yaml', text);
  linter.finish();
  return linter;
}

describe('document-level reports in a long List', () => {
  // yaml-ambiguous-scalar reports per document; each report is given to the List item it is in.
  const list = (n: number) =>
    `apiVersion: v1\nkind: List\nitems:\n${Array.from({ length: n }, (_, i) => `  - {apiVersion: v1, kind: ConfigMap, metadata: {name: c${i}}, data: {a: yes}}\n`).join('')}`;

  it('belong to their item', () => {
    const found = lint(list(3)).findings;
    expect(found.map((f) => [f.range.start.line, f.object?.name])).toEqual([
      [4, 'c0'],
      [5, 'c1'],
      [6, 'c2'],
    ]);
  });

  it('take linear time (a List of 50k items took over 30 s)', () => {
    expectWithin(10, () => expect(lint(list(50_000)).findings).toHaveLength(50_000));
    expectLinearGrowth(3_000, list, (text) => lint(text));
  });
});
