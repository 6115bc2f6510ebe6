// GitLab Code Quality: the Code Climate issue format, as a JSON array
// (artifacts:reports:codequality). GitLab needs description, check_name, fingerprint,
// severity and location.path + location.lines.begin; paths are relative to the repository root.
import type { Finding, Level } from '../core/types.js';
import { jsonForLogs } from './escape.js';
import { activeFindings, type Formatter } from './report.js';

/** GitLab's scale is info | minor | major | critical | blocker. */
export const CODECLIMATE_SEVERITY: Record<Level, 'info' | 'minor' | 'major'> = { note: 'info', warning: 'minor', error: 'major' };

function issue(f: Finding) {
  return {
    type: 'issue',
    check_name: f.ruleId,
    description: f.message,
    categories: ['Bug Risk'],
    severity: CODECLIMATE_SEVERITY[f.level],
    fingerprint: f.fingerprint,
    location: { path: f.file.replace(/^(\.\/)+/, ''), lines: { begin: f.range.start.line, end: f.range.end.line } },
  };
}

export const codeclimate: Formatter = (report) => `${jsonForLogs(JSON.stringify(activeFindings(report).map(issue), null, 2))}\n`;
