// JUnit grouped a file's findings by copying the list for every finding: quadratic, 120k
// findings in one file (a 20k-Deployment render has that many) took 227 s. Now linear.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/types.js';
import { junit } from '../../src/report/junit.js';
import type { LintReport } from '../../src/report/report.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

function report(n: number): LintReport {
  const findings: Finding[] = Array.from({ length: n }, (_, i) => ({
    ruleId: 'pdb-missing',
    level: 'warning',
    message: `Deployment "d${i}" has no PodDisruptionBudget`,
    file: 'render.yaml',
    range: { start: { line: i + 1, column: 1 }, end: { line: i + 1, column: 5 } },
    fingerprint: `fp${i}`,
  }));
  return {
    findings,
    stats: { files: 1, documents: n, objects: n, skippedNonKubernetes: 0, skippedTemplates: 0 },
    rules: [],
    files: ['render.yaml'],
    tool: { name: 'ai-k8s-lint', version: '0' },
  } as unknown as LintReport;
}

describe('junit on many findings in one file', () => {
  it('grows linearly: 4x the findings take less than 6x the time', () => {
    expectLinearGrowth(5_000, report, (r) => junit(r, { color: false }));
  });

  it('80,000 findings in one file (about a minute before) render within 10 s', () => {
    const r = report(80_000);
    let out = '';
    expectWithin(10, () => (out = junit(r, { color: false })));
    expect(out.match(/<testcase /g)).toHaveLength(80_000);
  });
});
