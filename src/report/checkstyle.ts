// Checkstyle XML, the structured input reviewdog (`-f=checkstyle`), Jenkins' warnings plugin and
// other CI tools read: <checkstyle><file name><error line column severity message source/>. Every
// linted file is listed, with no errors when it is clean, as ESLint's checkstyle formatter does.
import type { Finding, Level } from '../core/types.js';
import { activeFindings, findingsByFile, type Formatter } from './report.js';
import { xmlText } from './xml.js';

/** Checkstyle's own scale is error | warning | info | ignore. */
const SEVERITY: Record<Level, 'error' | 'warning' | 'info'> = { error: 'error', warning: 'warning', note: 'info' };

function error(f: Finding): string {
  // The rule id closes the message, as ESLint writes it: reviewdog shows the message, not the source.
  const attributes = [
    `line="${f.range.start.line}"`,
    `column="${f.range.start.column}"`,
    `severity="${SEVERITY[f.level]}"`,
    `message="${xmlText(`${f.message} (${f.ruleId})`)}"`,
    `source="${xmlText(`ai-k8s-lint.${f.ruleId}`)}"`,
  ];
  return `    <error ${attributes.join(' ')}/>`;
}

export const checkstyle: Formatter = (report) => {
  const byFile = findingsByFile(report, activeFindings(report));
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<checkstyle version="4.3">'];
  for (const [file, findings] of byFile) {
    const name = xmlText(file.replace(/^(\.\/)+/, ''));
    if (findings.length === 0) {
      out.push(`  <file name="${name}"/>`);
      continue;
    }
    out.push(`  <file name="${name}">`, ...findings.map(error), '  </file>');
  }
  out.push('</checkstyle>');
  return `${out.join('\n')}\n`;
};
