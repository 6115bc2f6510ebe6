// JUnit XML: one test suite per linted file, one failing test case per finding.
import { activeFindings, findingsByFile, type Formatter } from './report.js';
import { xmlText as xml } from './xml.js';

export const junit: Formatter = (report) => {
  const shown = activeFindings(report);
  const byFile = findingsByFile(report, shown);
  const failures = shown.filter((f) => f.level !== 'note').length;
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ai-k8s-lint" tests="${Math.max(shown.length, 0) + [...byFile.values()].filter((l) => l.length === 0).length}" failures="${failures}">`,
  ];
  for (const [file, findings] of byFile) {
    const fileFailures = findings.filter((f) => f.level !== 'note').length;
    out.push(`  <testsuite name="${xml(file)}" tests="${findings.length || 1}" failures="${fileFailures}" errors="0">`);
    if (findings.length === 0) out.push(`    <testcase name="ai-k8s-lint" classname="${xml(file)}"/>`);
    for (const f of findings) {
      const name = `${f.ruleId} at ${f.range.start.line}:${f.range.start.column}`;
      out.push(`    <testcase name="${xml(name)}" classname="${xml(file)}">`);
      if (f.level === 'note')
        out.push(`      <system-out>${xml(`${f.file}:${f.range.start.line}:${f.range.start.column}: ${f.message}`)}</system-out>`);
      else
        out.push(
          `      <failure type="${f.level}" message="${xml(f.message)}">${xml(`${f.file}:${f.range.start.line}:${f.range.start.column}: ${f.message} [${f.ruleId}]`)}</failure>`,
        );
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
};
