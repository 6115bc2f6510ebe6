// A stable machine-readable shape, described by schemas/report.schema.json.
import { counts, jsonWithArray, lazyMap, STREAMED_ARRAY, activeFindings, type Formatter, type LintReport } from './report.js';
import type { Finding } from '../core/types.js';
import { jsonForLogs } from './escape.js';

export function jsonReport(report: LintReport): Record<string, unknown> {
  const shown = activeFindings(report);
  return { ...reportHead(report, shown), findings: shown.map(findingJson) };
}

function reportHead(report: LintReport, shown: Finding[]): Record<string, unknown> {
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
  };
}

function findingJson(f: Finding): Record<string, unknown> {
  return {
    ruleId: f.ruleId,
    level: f.level,
    message: f.message,
    file: f.file,
    range: f.range,
    ...(f.path ? { path: f.path } : {}),
    ...(f.object ? { object: f.object } : {}),
    ...(f.related ? { related: f.related } : {}),
    ...(f.fix
      ? {
          fix: {
            kind: f.fix.kind,
            description: f.fix.description,
            ...(f.fixEdit ? { edit: { range: f.fixEdit.range, text: f.fixEdit.text } } : {}),
          },
        }
      : {}),
    fingerprint: f.fingerprint,
  };
}

/** The report in pieces: a run with thousands of findings never holds the whole text. */
function* jsonChunks(report: LintReport): Generator<string> {
  const shown = activeFindings(report);
  for (const chunk of jsonWithArray({ ...reportHead(report, shown), findings: STREAMED_ARRAY }, lazyMap(shown, findingJson), 1))
    yield jsonForLogs(chunk);
  yield '\n';
}

export const json: Formatter = Object.assign((report: LintReport) => [...jsonChunks(report)].join(''), { chunks: jsonChunks });
