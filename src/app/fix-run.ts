// --fix and --fix-dry-run: lint, apply the change sets of the fixable findings, lint the fixed
// text again, and repeat while fixes still apply (at most MAX_PASSES): one fix can make room for
// another, and two that touch the same lines go in different passes. The passes work on texts in
// memory (the lint run reads them through readText); only the last texts are written, each file
// replaced in one step and never through a link. What a change set cannot write safely (a render,
// stdin, an anchor on the way, a file not in UTF-8) is left as it is, and its finding stays.
import { resolve } from 'node:path';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { printable } from '../core/printable.js';
import { looksLikeWorkflowCommand } from '../report/escape.js';
import type { FixKind } from '../core/change-set.js';
import type { Finding } from '../core/types.js';
import type { ResolvedConfig } from '../config/types.js';
import { FileReadError, MAX_BYTES, readRegularFile } from '../files/read-file.js';
import { replaceFileAtomically } from '../files/write-file.js';
import { applyEdits, FilePlanner } from '../fix/plan.js';
import type { TextEdit } from '../core/change-set.js';
import type { LintReport } from '../report/report.js';
import { lintRun, type LintFilesOptions } from './run.js';
import { appendTo } from '../core/memo.js';

export const MAX_PASSES = 10;

export interface FixOptions {
  /** Write the fixed files (--fix); without it nothing changes on disk (--fix-dry-run). */
  write: boolean;
  /** --fix-rule: only these rules' fixes. */
  rules?: ReadonlySet<string>;
  /** --fix-type: the kinds applied (default: fixes only, not suggestions). */
  kinds: ReadonlySet<FixKind>;
}

export interface FixedFile {
  /** As reports name it (cwd-relative). */
  file: string;
  before: string;
  after: string;
}

export interface FixOutcome {
  /** The lint report of the fixed texts. */
  report: LintReport;
  files: FixedFile[];
  /** Findings whose fix was applied, over all passes. */
  fixed: number;
  passes: number;
}

/** A file's text as --fix may rewrite it: UTF-8, with or without a byte order mark. */
interface Editable {
  text: string;
  bom: boolean;
}

export function readEditable(absolute: string): Editable | undefined {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(absolute, MAX_BYTES.manifest);
  } catch (e) {
    if (e instanceof FileReadError) return undefined;
    throw e;
  }
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const text = body.toString('utf8');
  // Anything that does not round-trip (UTF-16, invalid UTF-8) is not rewritten.
  if (!Buffer.from(text, 'utf8').equals(body)) return undefined;
  return { text, bom };
}

/** Whether --fix may apply this finding's change set. */
export function applicable(f: Finding, options: Pick<FixOptions, 'rules' | 'kinds'>): boolean {
  return (
    f.fix !== undefined &&
    f.suppressed === undefined &&
    options.kinds.has(f.fix.kind) &&
    (options.rules === undefined || options.rules.has(f.ruleId))
  );
}

export function fixRun(config: ResolvedConfig, lint: LintFilesOptions, options: FixOptions): FixOutcome {
  const overlay = new Map<string, string>();
  const originals = new Map<string, { file: string } & Editable>();
  let report = lintRun(config, { ...lint, readText: (file) => overlay.get(file.absolute) }).report;
  let fixed = 0;
  let passes = 0;
  while (passes < MAX_PASSES) {
    const byFile = new Map<string, Finding[]>();
    for (const f of report.findings) if (applicable(f, options)) appendTo(byFile, f.file, f);
    let applied = 0;
    for (const [file, findings] of byFile) {
      const absolute = resolve(lint.cwd, file);
      if (!originals.has(absolute)) {
        const editable = readEditable(absolute);
        if (!editable) continue;
        originals.set(absolute, { file, ...editable });
      }
      const text = overlay.get(absolute) ?? originals.get(absolute)!.text;
      const edits: TextEdit[] = [];
      const planner = new FilePlanner(text);
      for (const f of findings) {
        const edit = planner.plan(f.docIndex ?? 0, f.fix!);
        // A change that writes what is already there resolves nothing (the rule still reports it).
        if (edit && edit.text !== text.slice(edit.start, edit.end)) edits.push(edit);
      }
      // Edits that overlap one taken earlier wait for the next pass, against the fixed text.
      edits.sort((a, b) => a.start - b.start || a.end - b.end);
      const taken: TextEdit[] = [];
      for (const e of edits) {
        const last = taken[taken.length - 1];
        if (last && last.start === e.start && last.end === e.end && last.text === e.text) {
          applied++; // the same change for two findings
          continue;
        }
        if (last && e.start < last.end) continue;
        if (last && e.start === last.end && e.start === e.end && last.start === last.end) continue;
        taken.push(e);
      }
      if (taken.length === 0) continue;
      overlay.set(absolute, applyEdits(text, taken));
      applied += taken.length;
    }
    if (applied === 0) break;
    fixed += applied;
    passes++;
    report = lintRun(config, { ...lint, readText: (file) => overlay.get(file.absolute) }).report;
  }
  const files: FixedFile[] = [];
  for (const [absolute, after] of overlay) {
    const original = originals.get(absolute)!;
    if (after === original.text) continue;
    files.push({ file: original.file, before: original.text, after });
  }
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  if (options.write) {
    for (const f of files) {
      const bom = originals.get(resolve(lint.cwd, f.file))!.bom;
      replaceFileAtomically(f.file, bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(f.after)]) : f.after, {
        cwd: lint.cwd,
      });
    }
  }
  return { report, files, fixed, passes };
}

/**
 * The fixes as a unified diff (git's a/ and b/ names), for --fix-dry-run. Its lines are the
 * manifest's, printed to a terminal or a CI log: control characters are made visible (a CR at a
 * line's end is dropped) and a line the runner would take for a workflow command is broken up.
 */
export function unifiedDiff(files: readonly FixedFile[]): string {
  const patch = files
    .map((f) =>
      createTwoFilesPatch(`a/${f.file}`, `b/${f.file}`, f.before, f.after, undefined, undefined, {
        context: 3,
        headerOptions: FILE_HEADERS_ONLY,
      }),
    )
    .join('');
  return patch
    .split('\n')
    .map((line) => {
      const shown = printable(line.endsWith('\r') ? line.slice(0, -1) : line);
      return looksLikeWorkflowCommand(shown) ? shown.replace('::', ':\\:') : shown;
    })
    .join('\n');
}
