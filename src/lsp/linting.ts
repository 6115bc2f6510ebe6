// When documents are linted and what is kept of it. An open document is linted at once; an edit
// relints it after a pause (a newer edit restarts the pause and abandons a run still waiting for
// its config). One run lints the document's apply unit, so its results are published for every
// open document of that unit. Between runs only each open document's findings are kept (for
// hover and code actions); the linter itself, and everything it read, goes with the run.
import { extname, join } from 'node:path';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { printable } from '../core/printable.js';
import type { Finding } from '../core/types.js';
import { describeInternalError } from '../engine/linter.js';
import { configFileDiagnostics, isConfigFile } from './config-file.js';
import { shownFindings, SOURCE, toDiagnostic } from './diagnostics.js';
import { lintUnit } from './lint-unit.js';
import { startsWithBom } from './positions.js';
import { filePathOf, type ConfigCache, type Folders } from './workspace.js';

/** The pause after an edit before the document is linted again. */
export const DEBOUNCE_MS = 200;

export interface LintedDocument {
  version: number;
  /** The findings shown (their snippets dropped), each with its diagnostic at the same index. */
  findings: Finding[];
  diagnostics: Diagnostic[];
}

export interface LintingHost {
  document(uri: string): TextDocument | undefined;
  documents(): TextDocument[];
  publish(uri: string, version: number | undefined, diagnostics: Diagnostic[]): void;
  log(message: string): void;
  folders: Folders;
  configs: ConfigCache;
  ruleIds: readonly string[];
  nodePools?: string;
}

/** Distinct messages logOnce logs at most. */
const MAX_LOGGED = 200;

const MANIFEST_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

/** A document holding Kubernetes objects is worth diagnostics even while it does not parse. */
function looksLikeManifest(text: string): boolean {
  return text.includes('apiVersion') && text.includes('kind');
}

export class Linting {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Bumped by every schedule: a run that finds another number for its document was overtaken. */
  private readonly generation = new Map<string, number>();
  private readonly results = new Map<string, LintedDocument>();
  /** What logOnce has logged. */
  private readonly logged = new Set<string>();
  /**
   * Open documents whose last run needed every fact (a Pod Security policy that applies to
   * workloads read before it): their runs compute every fact at once. The others are linted
   * lazily, without the facts no object needs, as the CLI lints; a lazy run that needs them
   * after all lints a second time, once, and the document's runs are eager from then on.
   */
  private readonly eager = new Set<string>();

  constructor(private readonly host: LintingHost) {}

  /** Whether the server lints this document: YAML (or JSON) on disk or in an untitled buffer. */
  handles(doc: TextDocument): boolean {
    if (doc.languageId === 'yaml') return true;
    const path = filePathOf(doc.uri);
    return path !== undefined && MANIFEST_EXTENSIONS.has(extname(path).toLowerCase());
  }

  /** The pause after an edit (initializationOptions.debounceMs). */
  debounceMs = DEBOUNCE_MS;

  schedule(uri: string, delay = this.debounceMs): void {
    const doc = this.host.document(uri);
    if (!doc || !this.handles(doc)) return;
    const generation = (this.generation.get(uri) ?? 0) + 1;
    this.generation.set(uri, generation);
    clearTimeout(this.timers.get(uri));
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        this.run(uri, generation).catch((e: unknown) => this.failed(uri, e));
      }, delay),
    );
  }

  /** Every open document again (a config changed, the folders changed). */
  scheduleAll(delay = this.debounceMs): void {
    for (const doc of this.host.documents()) this.schedule(doc.uri, delay);
  }

  close(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.generation.delete(uri);
    this.results.delete(uri);
    this.eager.delete(uri);
    this.host.publish(uri, undefined, []);
  }

  result(uri: string): LintedDocument | undefined {
    return this.results.get(uri);
  }

  private current(uri: string, generation: number): TextDocument | undefined {
    return this.generation.get(uri) === generation ? this.host.document(uri) : undefined;
  }

  private async run(uri: string, generation: number): Promise<void> {
    let doc = this.current(uri, generation);
    if (!doc) return;
    const path = filePathOf(uri);
    if (path !== undefined && isConfigFile(path)) {
      const diagnostics = await configFileDiagnostics(doc.getText(), this.host.ruleIds);
      doc = this.current(uri, generation);
      if (doc) this.host.publish(uri, doc.version, diagnostics);
      return;
    }
    const document = path ?? untitledPath(uri, this.host.folders.defaultCwd());
    const cwd = path !== undefined ? this.host.folders.cwdOf(path) : this.host.folders.defaultCwd();
    const loaded = await this.host.configs.get(cwd);
    // An edit while the config loaded: its own run comes after its pause.
    doc = this.current(uri, generation);
    if (!doc) return;
    if ('error' in loaded) {
      this.store(uri, doc.version, [], [configProblem(loaded.error)]);
      return;
    }
    const open = new Map<string, TextDocument>();
    for (const d of this.host.documents()) {
      const p = filePathOf(d.uri);
      if (p !== undefined) open.set(p, d);
    }
    const result = lintUnit({
      cwd,
      config: loaded.config,
      document,
      onDisk: path !== undefined,
      openText: (absolute) => (absolute === document ? doc!.getText() : open.get(absolute)?.getText()),
      nodePools: this.host.nodePools,
      eagerFacts: this.eager.has(uri),
      warn: (message) => this.logOnce(`warning: ${message}`),
    });
    if (result.eager) this.eager.add(uri);
    if (result.alone !== undefined) this.logOnce(`${uri}: linted alone: ${result.alone}`);
    for (const e of result.internalErrors) this.logOnce(`error: ${describeInternalError(e)}`);
    // The run read every open document of the unit as it is now: their results are current too.
    for (const file of result.files) {
      const target: TextDocument | undefined = file === document ? doc : open.get(file);
      if (!target || !this.handles(target)) continue;
      const text = target.getText();
      const findings = shownFindings(result.findings.get(file) ?? []);
      const shown = result.withObjects.has(file) || (findings.length > 0 && looksLikeManifest(text));
      const kept = shown ? findings.map(({ snippet: _snippet, ...f }) => f) : [];
      const bom = startsWithBom(text);
      this.store(
        target.uri,
        target.version,
        kept,
        kept.map((f) => toDiagnostic(f, cwd, bom)),
      );
      // Another document of the unit waiting for its own run (opened with this one): this run was it.
      if (target !== doc && this.timers.has(target.uri) && this.results.get(target.uri)?.version === target.version) {
        clearTimeout(this.timers.get(target.uri));
        this.timers.delete(target.uri);
      }
    }
  }

  /** Once per server, not at every keystroke (a schema notice, a link not followed, a rule that threw). */
  private logOnce(message: string): void {
    if (this.logged.has(message) || this.logged.size >= MAX_LOGGED) return;
    this.logged.add(message);
    this.host.log(printable(message));
  }

  private store(uri: string, version: number, findings: Finding[], diagnostics: Diagnostic[]): void {
    this.results.set(uri, { version, findings, diagnostics });
    this.host.publish(uri, version, diagnostics);
  }

  private failed(uri: string, e: unknown): void {
    // A bug in the linter: the editor keeps its server, the log keeps the reason.
    this.host.log(`error: linting ${printable(uri)} failed: ${printable(e instanceof Error ? (e.stack ?? e.message) : String(e))}`);
  }
}

/** A buffer that is no file: named like a file in the first folder, so that messages and overrides read as usual. */
function untitledPath(uri: string, cwd: string): string {
  const name = uri.slice(uri.lastIndexOf('/') + 1).replace(/[^A-Za-z0-9._-]/g, '_') || 'untitled';
  return join(cwd, name);
}

function configProblem(message: string): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Error,
    source: SOURCE,
    code: 'config',
    message: `The config is invalid, so nothing was linted: ${message}`,
  };
}
