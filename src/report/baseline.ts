// Baseline files: the findings a repository already had when it adopted the linter.
// Matching is by fingerprint only (rule, file, object and JSON path, not line numbers), so
// edits elsewhere in a file do not turn old findings into new ones. Format: README.md.
import { printablePath } from '../files/describe-fs.js';
import { printable } from '../core/printable.js';
import { FileReadError, MAX_BYTES, readNamedTextFile } from '../files/read-file.js';
import type { Finding } from '../core/types.js';

export const BASELINE_VERSION = 1;

export class BaselineError extends Error {}

export interface BaselineEntry {
  fingerprint: string;
  ruleId: string;
  file: string;
  line: number;
  message: string;
}

export interface BaselineFile {
  version: typeof BASELINE_VERSION;
  tool: 'ai-k8s-lint';
  findings: BaselineEntry[];
}

/** The fingerprints of a baseline file (relative to `cwd`); any problem with the file is a BaselineError. */
export function readBaseline(path: string, cwd = process.cwd()): Set<string> {
  let text: string;
  try {
    text = readNamedTextFile(path, { cwd, maxBytes: MAX_BYTES.baseline });
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    throw new BaselineError(`cannot read baseline ${printablePath(path)}: ${e.reason}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new BaselineError(`baseline ${path} is not JSON: ${printable((e as Error).message)}`);
  }
  const file = data as Partial<BaselineFile> | null;
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    throw new BaselineError(`baseline ${path}: expected an object with "version" and "findings"`);
  if (file.version !== BASELINE_VERSION)
    throw new BaselineError(`baseline ${path}: unsupported version ${JSON.stringify(file.version)} (expected ${BASELINE_VERSION})`);
  if (!Array.isArray(file.findings)) throw new BaselineError(`baseline ${path}: "findings" must be an array`);
  const out = new Set<string>();
  file.findings.forEach((entry, i) => {
    const fp = (entry as Partial<BaselineEntry> | null)?.fingerprint;
    if (typeof fp !== 'string' || fp === '')
      throw new BaselineError(`baseline ${path}: findings[${i}].fingerprint must be a non-empty string`);
    out.add(fp);
  });
  return out;
}

/** A baseline holding the given findings, sorted so that regenerating it gives small diffs. */
export function baselineText(findings: Finding[]): string {
  const entries: BaselineEntry[] = findings
    .map((f) => ({ fingerprint: f.fingerprint, ruleId: f.ruleId, file: f.file, line: f.range.start.line, message: f.message }))
    .sort(
      (a, b) =>
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line ||
        (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) ||
        (a.fingerprint < b.fingerprint ? -1 : 1),
    );
  const file: BaselineFile = { version: BASELINE_VERSION, tool: 'ai-k8s-lint', findings: entries };
  return `${JSON.stringify(file, null, 2)}\n`;
}
