// reviewdog's Diagnostic Format, rdjson: one DiagnosticResult (`reviewdog -f=rdjson`), as
// proto/rdf/reviewdog.proto of reviewdog defines it. Lines and columns are 1-based, columns
// count UTF-8 bytes, and a range's end is exclusive. reviewdog reads it with protojson, which
// rejects fields it does not know: only the fields the format has had from its first release are
// written (related locations are not among them; the message already names what they point at).
import type { Finding, Level, Position } from '../core/types.js';
import { jsonForLogs } from './escape.js';
import { repositoryUrl, ruleDocsUrl } from './links.js';
import { activeFindings, jsonWithArray, lazyMap, STREAMED_ARRAY, type Formatter, type LintReport } from './report.js';

const SEVERITY: Record<Level, 'ERROR' | 'WARNING' | 'INFO'> = { error: 'ERROR', warning: 'WARNING', note: 'INFO' };

/** Where the tool is described, as in SARIF's informationUri. */
const SOURCE_URL = repositoryUrl;

/**
 * A position with its column in UTF-8 bytes. The finding keeps the text of its start line (the
 * code-frame snippet), which is enough to count bytes on that line; elsewhere, or when the
 * snippet is a window of a very long line, the UTF-16 column stands (the same for ASCII text).
 */
function bytePosition(f: Finding, p: Position): { line: number; column: number } {
  const snippet = f.snippet;
  const index = p.column - 1;
  if (!snippet || snippet.offset !== 0 || p.line !== f.range.start.line || index > snippet.text.length)
    return { line: p.line, column: p.column };
  return { line: p.line, column: Buffer.byteLength(snippet.text.slice(0, index), 'utf8') + 1 };
}

function diagnostic(f: Finding, version: string) {
  return {
    message: f.message,
    location: {
      path: f.file.replace(/^(\.\/)+/, ''),
      range: { start: bytePosition(f, f.range.start), end: bytePosition(f, f.range.end) },
    },
    severity: SEVERITY[f.level],
    code: { value: f.ruleId, url: ruleDocsUrl(f.ruleId, version) },
  };
}

/** The result in pieces: diagnostics are made and written one at a time. */
function* rdjsonChunks(report: LintReport): Generator<string> {
  const head = { source: { name: report.tool.name, url: SOURCE_URL }, diagnostics: STREAMED_ARRAY };
  const chunks = jsonWithArray(
    head,
    lazyMap(activeFindings(report), (f) => diagnostic(f, report.tool.version)),
    1,
  );
  for (const chunk of chunks) yield jsonForLogs(chunk);
  yield '\n';
}

export const rdjson: Formatter = Object.assign((report: LintReport) => [...rdjsonChunks(report)].join(''), { chunks: rdjsonChunks });
