// One lint run for an editor: the document and the other files of its apply unit (RULES.md
// "Apply unit": its directory's files, or a config applyUnits entry), through the CLI's own run
// (src/app/run.ts), so that cross-file rules see what `ai-k8s-lint <dir>` shows them. Open
// buffers win over the files on disk. A document that is not a file on disk (new, untitled, or
// deleted under the editor) is linted alone, as the CLI lints standard input.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { applyUnitOfFile } from '../config/apply-units.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Finding } from '../core/types.js';
import { collectFiles, isLintedName, PathError } from '../files/collect.js';
import { displayPath } from '../files/display-path.js';
import { lintRun } from '../app/run.js';
import type { InternalError } from '../engine/linter.js';
import { appendTo } from '../core/memo.js';

/** A unit with more files or bytes than this is not read for each edit: the document is linted alone. */
export const UNIT_LIMITS = { files: 300, bytes: 16 * 1024 * 1024 } as const;

export interface UnitRequest {
  /** The workspace folder: where config discovery starts and what paths in findings are relative to. */
  cwd: string;
  config: ResolvedConfig;
  /** The document's absolute path; for a document not on disk, the name it is shown under. */
  document: string;
  /** Whether the document is a file (else an untitled buffer, linted alone). */
  onDisk: boolean;
  /** The open buffers: their text wins over the file on disk. */
  openText: (absolute: string) => string | undefined;
  /** A --node-pools file of the server's command line. */
  nodePools?: string;
  /**
   * Compute every fact in one pass (RunCache): for a document whose last run needed that. Else the
   * run is lazy, as the CLI's, and lints a second time, eagerly, only if it turns out to need to.
   */
  eagerFacts: boolean;
  warn: (message: string) => void;
}

export interface UnitResult {
  /** The files linted (absolute), the document first when it was linted alone. */
  files: string[];
  /** Findings by absolute file (every file of the run; files without findings are absent). */
  findings: Map<string, Finding[]>;
  /** Files (absolute) that hold at least one Kubernetes object. */
  withObjects: Set<string>;
  internalErrors: InternalError[];
  /** Why the siblings were not read, when they were not. */
  alone?: string;
  /** The run that counts computed every fact: the lazy pass needed a second one, or none was tried. */
  eager: boolean;
}

function isFileOnDisk(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The files of the document's apply unit in apply order (as the directory walk orders them), or
 * the reason to lint the document alone.
 */
export function unitMembers(document: string, cwd: string, config: ResolvedConfig): { files: string[] } | { alone: string } {
  const unit = applyUnitOfFile(displayPath(document, cwd), config.applyUnits);
  const sameUnit = (absolute: string) => applyUnitOfFile(displayPath(absolute, cwd), config.applyUnits).id === unit.id;
  let candidates: string[];
  if (unit.id.startsWith('config:')) {
    const entry = config.applyUnits[Number(unit.id.slice('config:'.length))]!;
    try {
      candidates = collectFiles(entry.files, cwd, () => false).map((f) => f.absolute);
    } catch (e) {
      if (e instanceof PathError) return { alone: e.message };
      throw e;
    }
  } else {
    const dir = dirname(document);
    try {
      candidates = readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile() && isLintedName(d.name))
        .map((d) => d.name)
        .sort(byCodeUnit)
        .map((name) => join(dir, name));
    } catch {
      return { alone: 'its directory cannot be read' };
    }
  }
  const files = candidates.filter(sameUnit);
  if (!files.includes(document)) files.push(document);
  if (files.length > UNIT_LIMITS.files) return { alone: `its apply unit has more than ${UNIT_LIMITS.files} files` };
  let bytes = 0;
  for (const f of files) {
    try {
      bytes += statSync(f).size;
    } catch {
      // gone since the listing: the run reports it or skips it
    }
  }
  if (bytes > UNIT_LIMITS.bytes) return { alone: `its apply unit holds more than ${UNIT_LIMITS.bytes / 1024 / 1024} MB` };
  return { files };
}

export function lintUnit(request: UnitRequest): UnitResult {
  const { cwd, config, document } = request;
  const members = request.onDisk && isFileOnDisk(document) ? unitMembers(document, cwd, config) : { alone: 'it is not a file on disk' };
  if ('files' in members) {
    try {
      return run(request, members.files);
    } catch (e) {
      // A sibling that cannot be read (gone, a link out of the workspace) does not cost the document its findings.
      if (!(e instanceof PathError)) throw e;
      return { ...alone(request), alone: e.message };
    }
  }
  return { ...alone(request), alone: members.alone };
}

function run(request: UnitRequest, files: string[]): UnitResult {
  const { cwd } = request;
  const { report, linter } = lintRun(request.config, {
    paths: files,
    cwd,
    nodePools: request.nodePools,
    noRender: true,
    readText: (file) => request.openText(file.absolute),
    // Diagnostics go to the open documents only (linting.ts): the unit's other files are read for
    // the objects and facts cross-file rules need, and their per-object rules do not run.
    findingsWanted: (file) => file.absolute === request.document || request.openText(file.absolute) !== undefined,
    warn: request.warn,
    eagerFacts: request.eagerFacts,
  });
  return {
    files,
    findings: byFile(report.findings, (f) => resolve(cwd, f)),
    withObjects: new Set(linter.index.objects.map((o) => resolve(cwd, o.file))),
    internalErrors: report.internalErrors ?? [],
    eager: linter.run.eager,
  };
}

/** The document alone, read like standard input under its own name. */
function alone(request: UnitRequest): UnitResult {
  const { cwd, document } = request;
  const name = displayPath(document, cwd);
  const text = request.openText(document) ?? '';
  const { report, linter } = lintRun(request.config, {
    paths: ['-'],
    cwd,
    readStdin: () => text,
    stdinFilename: name,
    nodePools: request.nodePools,
    noRender: true,
    warn: request.warn,
    eagerFacts: request.eagerFacts,
  });
  const here = (file: string) => (file === name ? document : resolve(cwd, file));
  return {
    files: [document],
    findings: byFile(report.findings, here),
    withObjects: new Set(linter.index.objects.map((o) => here(o.file))),
    internalErrors: report.internalErrors ?? [],
    eager: linter.run.eager,
  };
}

function byFile(findings: readonly Finding[], absolute: (file: string) => string): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const f of findings) appendTo(out, absolute(f.file), f);
  return out;
}
