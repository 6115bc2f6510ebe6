// A summary fit for a PR comment or a job summary.
import { markdownText } from './escape.js';
import { plural } from '../core/strings.js';
import { bySeverity, counts, summaryLine, activeFindings, type Formatter } from './report.js';

const ICON = { error: '🔴', warning: '🟡', note: '🔵' };
const MAX_ROWS = 50;

export const markdown: Formatter = (report) => {
  const shown = activeFindings(report);
  const c = counts(shown);
  const out = [
    `### ai-k8s-lint: ${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.note, 'note')}`,
    '',
    summaryLine(report),
    '',
  ];
  if (shown.length === 0) return `${out.join('\n')}\n`;
  const perRule = new Map<string, { level: string; n: number }>();
  for (const f of shown) perRule.set(f.ruleId, { level: f.level, n: (perRule.get(f.ruleId)?.n ?? 0) + 1 });
  out.push('| rule | level | findings |', '|---|---|---|');
  for (const [id, v] of [...perRule].sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1)))
    out.push(`| \`${id}\` | ${v.level} | ${v.n} |`);
  out.push('', '| | location | rule | message |', '|---|---|---|---|');
  const top = [...shown].sort(bySeverity).slice(0, MAX_ROWS);
  // File names and messages are text, never code spans: backslash escapes do not work in those.
  for (const f of top)
    out.push(`| ${ICON[f.level]} | ${markdownText(f.file)}:${f.range.start.line} | \`${f.ruleId}\` | ${markdownText(f.message)} |`);
  if (shown.length > top.length) out.push('', `${shown.length - top.length} more not shown.`);
  return `${out.join('\n')}\n`;
};
