// A stable machine-readable shape, described by schemas/report.schema.json.
import { counts, visible, type Formatter, type LintReport } from './report.js';

export function jsonReport(report: LintReport): Record<string, unknown> {
  const shown = visible(report);
  return {
    version: 1,
    tool: report.tool,
    summary: {
      ...counts(shown),
      suppressed: report.findings.filter((f) => f.suppressed).length,
      files: report.stats.files,
      documents: report.stats.documents,
      objects: report.stats.objects,
      skippedNonKubernetes: report.stats.skippedNonKubernetes,
      skippedTemplates: report.stats.skippedTemplates,
    },
    findings: shown.map((f) => ({
      ruleId: f.ruleId,
      level: f.level,
      message: f.message,
      file: f.file,
      range: f.range,
      ...(f.path ? { path: f.path } : {}),
      ...(f.object ? { object: f.object } : {}),
      ...(f.related ? { related: f.related } : {}),
      fingerprint: f.fingerprint,
    })),
  };
}

export const json: Formatter = (report) => `${JSON.stringify(jsonReport(report), null, 2)}\n`;
