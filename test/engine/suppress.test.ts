import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { DirectiveSet } from '../../src/engine/suppress.js';
import type { Finding } from '../../src/core/types.js';
import { loadYaml } from '../../src/yaml/load.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';
import { insertBefore, marked, markOf, pod as buildPod } from '../helpers/manifests.js';

function lint(yaml: string, reportUnused = false) {
  const linter = new Linter({ rules, config: resolveConfig({}), reportUnusedDirectives: reportUnused });
  linter.lintText('t.yaml', yaml);
  return linter.findings.filter(
    (f) => f.ruleId === 'gpu-quantity-invalid' || f.ruleId === 'unused-disable-directive' || f.ruleId === 'yaml-ambiguous-scalar',
  );
}

/**
 * A Pod that asks for half a GPU (gpu-quantity-invalid, on the line marked last), with `top`
 * lines above it and `before` lines above the GPU limit; lines ending in `# <-- here` are marked.
 */
const pod = (extra: { annotations?: Record<string, string>; before?: string[]; top?: string[] } = {}) => {
  const text = buildPod({
    annotations: extra.annotations,
    containers: [{ name: 'c', image: 'busybox', limits: { 'nvidia.com/gpu': '"0.5"  # <-- here', cpu: '"1"', memory: '1Gi' } }],
  });
  return marked([...(extra.top ?? []), insertBefore(text, 'nvidia.com/gpu', extra.before ?? [])].join('\n'));
};
/** The line of each finding. */
const lines = (found: Finding[]) => found.map((f) => f.range.start.line);

describe('suppression', () => {
  it('unsuppressed baseline', () => {
    const { text, mark } = pod();
    const f = lint(text);
    expect(f.map((x) => [x.ruleId, !!x.suppressed])).toEqual([['gpu-quantity-invalid', false]]);
    expect(markOf(f[0]!.range)).toEqual(mark);
  });

  it('annotation with a reason', () => {
    const f = lint(
      pod({
        annotations: {
          'ai-k8s-lint.io/ignore': '"shm-missing, gpu-quantity-invalid"',
          'ai-k8s-lint.io/ignore-reason': 'MPS sharing is configured',
        },
      }).text,
    );
    expect(f[0]!.suppressed).toEqual({ kind: 'inSource', source: 'annotation', justification: 'MPS sharing is configured' });
  });

  it('an annotation for another rule does not suppress', () => {
    expect(lint(pod({ annotations: { 'ai-k8s-lint.io/ignore': 'shm-missing' } }).text)[0]!.suppressed).toBeUndefined();
  });

  it('disable-next-line, with comments in between, and a reason after --', () => {
    const f = lint(
      pod({ before: ['# ai-k8s-lint-disable-next-line gpu-quantity-invalid -- fractional via HAMi', '', '# unrelated comment'] }).text,
    );
    expect(f[0]!.suppressed).toEqual({ kind: 'inSource', source: 'comment', justification: 'fractional via HAMi' });
  });

  it('disable-next-line for other ids does not suppress', () => {
    expect(lint(pod({ before: ['# ai-k8s-lint-disable-next-line shm-missing'] }).text)[0]!.suppressed).toBeUndefined();
  });

  it('document-level disable applies to its document only', () => {
    const f = lint(`${pod({ top: ['# ai-k8s-lint-disable gpu-quantity-invalid'] }).text}---\n${pod().text}`);
    expect(f.map((x) => !!x.suppressed)).toEqual([true, false]);
  });

  it('--report-unused-disable-directives', () => {
    const { text, marks } = pod({
      top: ['# ai-k8s-lint-disable shm-missing  # <-- here'],
      before: ['# ai-k8s-lint-disable-next-line gpu-quantity-invalid'],
    });
    const f = lint(text, true);
    expect(f.map((x) => x.ruleId)).toEqual(['gpu-quantity-invalid', 'unused-disable-directive']);
    expect(lines(f)).toEqual([marks[1]!.line, marks[0]!.line]);
  });
});

describe('which directive applies', () => {
  it('the first in the file wins when several apply, and the others stay unused', () => {
    const { text, marks } = pod({
      before: ['# ai-k8s-lint-disable-next-line gpu-quantity-invalid -- first', '# ai-k8s-lint-disable-next-line -- second  # <-- here'],
    });
    const [second, quantity] = marks;
    const f = lint(text, true);
    expect(f.map((x) => [x.ruleId, x.suppressed?.justification])).toEqual([
      ['gpu-quantity-invalid', 'first'],
      ['unused-disable-directive', undefined],
    ]);
    expect(lines(f)).toEqual([quantity!.line, second!.line]);
  });

  it('a document directive above wins over a next-line directive below it', () => {
    const { text, marks } = pod({
      top: ['# ai-k8s-lint-disable gpu-quantity-invalid -- whole pod'],
      before: ['# ai-k8s-lint-disable-next-line gpu-quantity-invalid -- this line  # <-- here'],
    });
    const [nextLine, quantity] = marks;
    const f = lint(text, true);
    expect(f.map((x) => [x.ruleId, x.suppressed?.justification])).toEqual([
      ['gpu-quantity-invalid', 'whole pod'],
      ['unused-disable-directive', undefined],
    ]);
    expect(lines(f)).toEqual([quantity!.line, nextLine!.line]);
  });

  it('a run of next-line directives all apply to the line after the run', () => {
    const { text, marks } = pod({
      before: [
        '# ai-k8s-lint-disable-next-line shm-missing  # <-- here',
        '# ai-k8s-lint-disable-next-line',
        '',
        '# ai-k8s-lint-disable-next-line gpu-quantity-invalid -- third  # <-- here',
      ],
    });
    const [first, third, quantity] = marks;
    const f = lint(text, true);
    // The second (for every rule, without a reason) is the first that applies.
    expect(f.map((x) => [x.ruleId, !!x.suppressed, x.suppressed?.justification])).toEqual([
      ['gpu-quantity-invalid', true, undefined],
      ['unused-disable-directive', false, undefined],
      ['unused-disable-directive', false, undefined],
    ]);
    expect(lines(f)).toEqual([quantity!.line, first!.line, third!.line]);
  });
});

describe('directives take linear time (C9)', () => {
  /** A finding as the engine hands it to match(): only the rule, line and document count. */
  const finding = (ruleId: string, line: number, docIndex = 0) =>
    ({ ruleId, range: { start: { line, column: 1 }, end: { line, column: 2 } }, docIndex }) as Finding;
  const directivesOf = (text: string) => {
    const loaded = loadYaml(text);
    return { loaded, docRanges: loaded.documents.map((d) => ({ index: d.index, start: d.range[0], end: d.range[1] })) };
  };
  const matchAll = ({ loaded, docRanges }: ReturnType<typeof directivesOf>, findings: Finding[]) => {
    const set = new DirectiveSet(loaded, docRanges);
    for (const f of findings) set.match(f);
    return set;
  };
  // Growth is timed on small inputs, many times over: past the CPU caches the time per directive
  // grows with the size of the maps (measured: 5.7x from 4k to 16k directives, 4.2x from 250 to 1k).
  const repeated =
    <T>(times: number, run: (input: T) => unknown) =>
    (input: T) => {
      for (let i = 0; i < times; i++) run(input);
    };

  /** n next-line directives, each above a key with 6 findings of other rules (as a GPU Deployment has). */
  const interleaved = (n: number) => {
    const text = Array.from({ length: n }, (_, i) => `# ai-k8s-lint-disable-next-line some-rule\nk${i}: v\n`).join('');
    const findings = Array.from({ length: 6 * n }, (_, i) => finding(`other-rule-${i % 6}`, 2 * Math.floor(i / 6) + 2));
    return { input: directivesOf(text), findings };
  };

  it('40k directives with 240k findings of other rules, interleaved (103 s before)', () => {
    const { input, findings } = interleaved(40_000);
    expectWithin(10, () => expect(matchAll(input, findings).unused()).toHaveLength(40_000));
    expectLinearGrowth(
      500,
      interleaved,
      repeated(100, ({ input: i, findings: f }) => matchAll(i, f)),
    );
  });

  it('a run of next-line directives', () => {
    const run = (n: number) => directivesOf(`${'# ai-k8s-lint-disable-next-line a\n'.repeat(n)}k: v\n`);
    const set = matchAll(run(3), [finding('a', 4)]);
    expect(set.placed.map((p) => p.lines)).toEqual([[4], [4], [4]]);
    expect(set.unused()).toHaveLength(2);
    expectLinearGrowth(
      500,
      run,
      repeated(100, (input) => matchAll(input, [])),
    );
  });

  it('one document directive in each of many documents', () => {
    const docs = (n: number) => directivesOf(Array.from({ length: n }, (_, i) => `---\n# ai-k8s-lint-disable a\nk${i}: v\n`).join(''));
    const input = docs(3);
    expect(input.docRanges.map((d) => d.index)).toEqual([0, 1, 2]);
    const set = matchAll(input, [finding('a', 3, 1)]);
    expect(set.placed.map((p) => [p.docIndex, p.used])).toEqual([
      [0, false],
      [1, true],
      [2, false],
    ]);
    expectLinearGrowth(
      500,
      docs,
      repeated(400, (i) => matchAll(i, [])),
    );
  });
});
