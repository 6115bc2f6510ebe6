// Hostile and broken input: a finding or silence, never a crash, a hang or a stack trace.
import { describe, expect, it } from 'vitest';
import { CASES, GOOD, UNCLOSED_QUOTE } from '../helpers/hostile-documents.js';
import { runCli, tempTree } from '../helpers/run-cli.js';

describe('bad input', () => {
  const dir = tempTree(Object.fromEntries(Object.entries(CASES).map(([name, c]) => [name, c.content])));
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: ${c.expect === 'syntax' ? 'a yaml-syntax finding' : c.expect}, no crash, within seconds`, () => {
      const r = runCli(['--format', 'json', name], { cwd: dir });
      // A file that holds no object and gives no finding is named, not passed silently (CONFIG.md).
      const objectless = name === 'empty.yaml' || name === 'comments-only.yaml';
      expect(r.stderr).toBe(objectless ? `ai-k8s-lint: warning: no Kubernetes object in ${name}\n` : '');
      expect(r.code === 0 || r.code === 1).toBe(true);
      // A hang detector, not a benchmark: the 200 MB deep-block case alone takes 2-9 s on a loaded 2-core machine.
      expect(r.ms).toBeLessThan(30_000);
      const report = JSON.parse(r.stdout) as { findings: { ruleId: string; range: { start: { line: number } } }[] };
      if (c.expect === 'syntax') expect(report.findings.map((f) => f.ruleId)).toContain('yaml-syntax');
      if (c.expect === 'silent') expect(report.findings.filter((f) => f.ruleId !== 'yaml-ambiguous-scalar')).toEqual([]);
      if (c.expect === 'findings') expect(report.findings.every((f) => f.range.start.line >= 1)).toBe(true);
      // __proto__ and constructor are plain keys: reported as unknown fields like any other, nothing more.
      if (c.expect === 'schema') expect([...new Set(report.findings.map((f) => f.ruleId))]).toEqual(['schema-unknown-field']);
    });
  }

  it('a broken document does not hide the documents after it, or the other files', () => {
    const r = runCli(['--format', 'json', 'syntax-in-one-doc.yaml', 'tabs.yaml'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { findings: { ruleId: string; file: string; range: { start: { line: number } } }[] };
    expect(
      report.findings
        .filter((f) => ['yaml-syntax', 'gpu-quantity-invalid'].includes(f.ruleId))
        .map((f) => [f.file, f.ruleId, f.range.start.line]),
    ).toEqual([
      ['syntax-in-one-doc.yaml', 'gpu-quantity-invalid', 11],
      ['syntax-in-one-doc.yaml', 'yaml-syntax', 14],
      ['syntax-in-one-doc.yaml', 'gpu-quantity-invalid', 25],
      ['tabs.yaml', 'yaml-syntax', 4],
    ]);
    expect(r.code).toBe(1);
  });

  it('an unclosed quote is reported where it opens, and the documents after it are linted', () => {
    const r = runCli(['--format', 'json', 'unclosed-quote.yaml'], { cwd: dir });
    const report = JSON.parse(r.stdout) as {
      summary: { documents: number };
      findings: { ruleId: string; range: { start: { line: number; column: number } } }[];
    };
    expect(
      report.findings
        .filter((f) => ['yaml-syntax', 'gpu-quantity-invalid'].includes(f.ruleId))
        .map((f) => [f.ruleId, f.range.start.line, f.range.start.column]),
    ).toEqual([
      ['yaml-syntax', 4, 11],
      ['gpu-quantity-invalid', 9, UNCLOSED_QUOTE.split('\n')[8]!.indexOf('nvidia.com/gpu') + 1],
    ]);
    expect(report.summary.documents).toBe(1);
  });

  it('CR-only and mixed line ends give the findings of the LF copy, at the same lines and columns', () => {
    const lf = `${GOOD}---\n${UNCLOSED_QUOTE}`;
    let i = 0;
    const tree = tempTree({
      'lf.yaml': lf,
      'cr.yaml': lf.replace(/\n/g, '\r'),
      'mixed.yaml': lf.replace(/\n/g, () => ['\n', '\r', '\r\n'][i++ % 3]!),
    });
    const findings = (name: string) => {
      const r = runCli(['--format', 'json', name], { cwd: tree });
      expect(r.stderr).toBe('');
      return (JSON.parse(r.stdout) as { findings: { ruleId: string; range: unknown }[] }).findings.map((f) => [f.ruleId, f.range]);
    };
    const expected = findings('lf.yaml');
    expect(expected.filter(([id]) => id === 'yaml-syntax' || id === 'gpu-quantity-invalid').map(([id]) => id)).toEqual([
      'gpu-quantity-invalid',
      'yaml-syntax',
      'gpu-quantity-invalid',
    ]);
    expect(findings('cr.yaml')).toEqual(expected);
    expect(findings('mixed.yaml')).toEqual(expected);
  });

  it('the code frame of a 5 MB line is clipped', () => {
    const r = runCli(['--rule', 'yaml-ambiguous-scalar=error', 'long-line.yaml'], { cwd: dir });
    expect(r.stdout.length).toBeLessThan(2000);
    expect(r.stdout).toContain('yaml-ambiguous-scalar');
  });

  it('the whole directory lints in one run', () => {
    const r = runCli(['--format', 'json', '.'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
  });
});
