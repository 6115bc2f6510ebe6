// Findings as LSP diagnostics: the rule id as the code with a link to its page, the level as the
// severity, related locations as related information. Suppressed findings are left out, as the
// CLI leaves them out of its exit code.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic, type DiagnosticRelatedInformation } from 'vscode-languageserver';
import type { Finding, Level } from '../core/types.js';
import { isWithin } from '../files/checkout.js';
import { ruleDocsUrl } from './links.js';
import { toLspRange } from './positions.js';

export const SOURCE = 'ai-k8s-lint';

/** More diagnostics than this in one document are not shown: the editor could not use them, and each costs memory. */
export const MAX_DIAGNOSTICS = 1000;

const SEVERITY: Record<Level, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  note: DiagnosticSeverity.Information,
};

/** What a code action needs to find the finding again (clients send diagnostics back with their data). */
export interface DiagnosticData {
  fingerprint: string;
}

export function toDiagnostic(f: Finding, cwd: string, bom = false): Diagnostic {
  const d: Diagnostic = {
    range: toLspRange(f.range, bom),
    severity: SEVERITY[f.level],
    code: f.ruleId,
    codeDescription: { href: ruleDocsUrl(f.ruleId) },
    source: SOURCE,
    message: f.message,
    data: { fingerprint: f.fingerprint } satisfies DiagnosticData,
  };
  const related = relatedInformation(f, cwd);
  if (related.length > 0) d.relatedInformation = related;
  return d;
}

/**
 * Related locations that are files of the workspace. A location without a range (the template a
 * committed Helm render names) points at the file's start when the file is there; names that are
 * not files (a render's output) and paths that lead out of the workspace are left out.
 */
function relatedInformation(f: Finding, cwd: string): DiagnosticRelatedInformation[] {
  const out: DiagnosticRelatedInformation[] = [];
  for (const r of f.related ?? []) {
    const absolute = resolve(cwd, r.file);
    if (!isWithin(absolute, cwd)) continue;
    if (!r.range && !existsSync(absolute)) continue;
    const range = r.range ? toLspRange(r.range) : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    out.push({ location: { uri: pathToFileURL(absolute).href, range }, message: r.message });
  }
  return out;
}

/** The findings a document shows: active ones only, at most MAX_DIAGNOSTICS, the worst first when cut. */
export function shownFindings(findings: readonly Finding[]): Finding[] {
  const active = findings.filter((f) => !f.suppressed);
  if (active.length <= MAX_DIAGNOSTICS) return active;
  const rank: Record<Level, number> = { error: 0, warning: 1, note: 2 };
  return [...active].sort((a, b) => rank[a.level] - rank[b.level]).slice(0, MAX_DIAGNOSTICS);
}
