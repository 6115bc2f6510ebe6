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
  // Optional keys assigned in the schema's order, not spread from a little object each: the
  // key order (and so the text) is the same, without an object and a copy per optional key.
  const out: Record<string, unknown> = { ruleId: f.ruleId, level: f.level, message: f.message, file: f.file, range: f.range };
  if (f.path) out.path = f.path;
  if (f.object) out.object = f.object;
  if (f.related) out.related = f.related;
  if (f.fix) {
    const fix: Record<string, unknown> = { kind: f.fix.kind, description: f.fix.description };
    if (f.fixEdit) fix.edit = { range: f.fixEdit.range, text: f.fixEdit.text };
    out.fix = fix;
  }
  out.fingerprint = f.fingerprint;
  return out;
}

/** The report in pieces: a run with thousands of findings never holds the whole text. */
function* jsonChunks(report: LintReport): Generator<string> {
  const shown = activeFindings(report);
  for (const chunk of jsonWithArray({ ...reportHead(report, shown), findings: STREAMED_ARRAY }, lazyMap(shown, findingJson), 1))
    yield jsonForLogs(chunk);
  yield '\n';
}

export const json: Formatter = Object.assign((report: LintReport) => [...jsonChunks(report)].join(''), { chunks: jsonChunks });
