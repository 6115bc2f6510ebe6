// The language server (`ai-k8s-lint lsp --stdio`, `ai-k8s-lint-lsp`): LSP over standard input and
// output. It wires the protocol to the parts: linting.ts (when and what to lint), diagnostics.ts,
// code-actions.ts, hover.ts, config-file.ts and config-assist.ts (the config file). Standard
// output carries the protocol alone: the console goes to the client's log.
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { rules } from '../app/run.js';
import { printable } from '../core/printable.js';
import { VERSION } from '../core/version.js';
import { buildConfigSchema } from '../docs/config-schema.js';
import { codeActionsFor, type FindingUnderCursor } from './code-actions.js';
import { ConfigAssist } from './config-assist.js';
import { isConfigFile } from './config-file.js';
import type { DiagnosticData } from './diagnostics.js';
import { RULE_FIXES, type FixSource } from './fixes.js';
import { findingsHover } from './hover.js';
import { Linting } from './linting.js';
import { rangeContains, sameRange } from './positions.js';
import { ConfigCache, filePathOf, Folders } from './workspace.js';

/** The request that answers with the config's JSON schema, for clients that complete the config without network. */
export const CONFIG_SCHEMA_REQUEST = 'ai-k8s-lint/configSchema';

export interface ServerOptions {
  /** --config: one config file for every folder (relative to the folder), instead of discovery. */
  config?: string;
  /** --node-pools: extra node pools, as for the CLI (relative to the folder). */
  nodePools?: string;
}

export class UsageError extends Error {}

const USAGE = 'usage: ai-k8s-lint lsp [--stdio] [--config <file>] [--node-pools <file>]';

/** The server's command line. `--stdio` is the only transport (and the default); `--clientProcessId` is the client's. */
export function parseServerArgs(argv: readonly string[]): ServerOptions {
  const options: ServerOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    const value = () => {
      if (eq !== -1) return arg.slice(eq + 1);
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${name} expects a value\n${USAGE}`);
      return next;
    };
    if (name === '--stdio') continue;
    else if (name === '--clientProcessId') value();
    else if (name === '--config' || name === '-c') options.config = value();
    else if (name === '--node-pools') options.nodePools = value();
    else if (name === '--help' || name === '-h') throw new UsageError(USAGE);
    else throw new UsageError(`unknown option ${printable(arg)} for the language server\n${USAGE}`);
  }
  return options;
}

/** Serves one client until it says exit (the connection then ends the process with 0, or 1 without shutdown). */
export function startServer(options: ServerOptions, fixes: FixSource = RULE_FIXES): Connection {
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  // Nothing but the protocol may reach standard output.
  console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
  console.info = console.log;
  console.warn = (...args: unknown[]) => connection.console.warn(args.map(String).join(' '));
  console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
  process.on('uncaughtException', (e) => connection.console.error(`internal error: ${printable(e.stack ?? e.message)}`));

  const documents = new TextDocuments(TextDocument);
  const folders = new Folders();
  const ruleById = new Map(rules.map((r) => [r.id, r]));
  const schema = buildConfigSchema(rules);
  const assist = new ConfigAssist(schema, rules);
  let watchFiles = false;
  const linting = new Linting({
    document: (uri) => documents.get(uri),
    documents: () => documents.all(),
    publish: (uri, version, diagnostics) => void connection.sendDiagnostics({ uri, version, diagnostics }),
    log: (message) => connection.console.log(message),
    folders,
    configs: new ConfigCache(options.config),
    ruleIds: rules.map((r) => r.id),
    nodePools: options.nodePools,
  });

  connection.onInitialize((params): InitializeResult => {
    folders.set(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    // The pause after an edit: 200 ms unless the client asks for another (0 to 5 s).
    const debounce = (params.initializationOptions as { debounceMs?: unknown } | undefined)?.debounceMs;
    if (typeof debounce === 'number' && debounce >= 0 && debounce <= 5000) linting.debounceMs = debounce;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        hoverProvider: true,
        completionProvider: { triggerCharacters: [' '] },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'ai-k8s-lint', version: VERSION },
    };
  });

  connection.onInitialized(() => {
    // Files changed outside the editor (a checkout, a config written by --init): relint what is open.
    if (watchFiles)
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{yaml,yml,json}' }],
      });
    if (connection.workspace && typeof connection.workspace.onDidChangeWorkspaceFolders === 'function') {
      try {
        connection.workspace.onDidChangeWorkspaceFolders((e) => {
          for (const f of e.removed) folders.remove(f.uri);
          for (const f of e.added) folders.add(f.uri);
          linting.scheduleAll();
        });
      } catch {
        // A client without workspace folders: the root it gave stays.
      }
    }
  });

  // An opened document is linted at once; TextDocuments reports the open as a change as well, right after.
  let opening: string | undefined;
  documents.onDidOpen((e) => {
    opening = e.document.uri;
    linting.schedule(e.document.uri, 0);
  });
  documents.onDidChangeContent((e) => {
    if (opening === e.document.uri) opening = undefined;
    else linting.schedule(e.document.uri);
  });
  documents.onDidClose((e) => linting.close(e.document.uri));
  documents.onDidSave((e) => {
    // A saved config changes what every open manifest is linted with.
    const path = filePathOf(e.document.uri);
    if (path !== undefined && isConfigFile(path)) linting.scheduleAll(0);
  });
  connection.onDidChangeWatchedFiles(() => linting.scheduleAll());

  connection.onHover((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return null;
    const path = filePathOf(doc.uri);
    if (path !== undefined && isConfigFile(path)) {
      const contents = assist.hover(doc.getText(), params.position);
      return contents ? { contents } : null;
    }
    const linted = linting.result(doc.uri);
    if (!linted || linted.version !== doc.version) return null;
    const under = linted.findings.filter((_, i) => rangeContains(linted.diagnostics[i]!.range, params.position));
    const contents = findingsHover(under, (id) => ruleById.get(id));
    return contents ? { contents } : null;
  });

  connection.onCompletion((params) => {
    const doc = documents.get(params.textDocument.uri);
    const path = doc && filePathOf(doc.uri);
    if (!doc || path === undefined || !isConfigFile(path)) return [];
    return assist.complete(doc.getText(), params.position);
  });

  connection.onCodeAction((params) => {
    const only = params.context.only;
    if (only && !only.some((k) => k === CodeActionKind.QuickFix || CodeActionKind.QuickFix.startsWith(`${k}.`) || k === '')) return [];
    const doc = documents.get(params.textDocument.uri);
    const linted = doc && linting.result(doc.uri);
    // Results of an older text would put the edits in the wrong places.
    if (!doc || !linted || linted.version !== doc.version) return [];
    const found: FindingUnderCursor[] = [];
    const asked = params.context.diagnostics.filter((d) => d.source === 'ai-k8s-lint');
    linted.findings.forEach((finding, i) => {
      const diagnostic = linted.diagnostics[i]!;
      const mentioned =
        asked.length > 0
          ? asked.some(
              (d) =>
                (d.data as DiagnosticData | undefined)?.fingerprint === finding.fingerprint ||
                (d.code === finding.ruleId && sameRange(d.range, diagnostic.range)),
            )
          : rangeContains(diagnostic.range, params.range.start);
      if (mentioned) found.push({ finding, diagnostic });
    });
    return codeActionsFor(doc.uri, doc.getText(), found, fixes);
  });

  connection.onRequest(CONFIG_SCHEMA_REQUEST, () => schema);

  documents.listen(connection);
  connection.listen();
  return connection;
}

/** `ai-k8s-lint lsp …`: a usage error is exit 2; otherwise the server runs until the client ends it. */
export function runLanguageServer(argv: readonly string[], stderr: (s: string) => void): Promise<number> {
  let options: ServerOptions;
  try {
    options = parseServerArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    stderr(`ai-k8s-lint: ${e.message}\n`);
    return Promise.resolve(2);
  }
  startServer(options);
  // The connection ends the process on exit, or when the client goes away.
  return new Promise<number>(() => {});
}
