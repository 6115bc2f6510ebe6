// A summary fit for a pull request comment or a job summary: the Action's job summary without
// the links to lines (the formatter knows no repository or commit).
import { CHECK_RUN_CHARS, summaryMarkdown } from '../github/summary.js';
import { activeFindings, baselineFindings, summaryLine, type Formatter } from './report.js';

export const markdown: Formatter = (report) =>
  summaryMarkdown(activeFindings(report), {
    title: 'ai-k8s-lint',
    depth: 3,
    intro: [`${summaryLine(report)}.`],
    link: () => undefined,
    seeAlso: 'the other report formats (stylish, json, sarif)',
    // A pull request comment holds at most 65,536 characters.
    max: CHECK_RUN_CHARS,
    measure: 'chars',
    baseline: baselineFindings(report),
  });
