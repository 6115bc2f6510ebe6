// A language client for the tests: the server bundle (test/setup/bundles.ts) spawned as an editor
// starts it, spoken to over stdio with the protocol library's own client side
// (vscode-languageserver-protocol), never with hand-made JSON.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type Diagnostic,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { BUNDLE_DIR } from './run-cli.js';

export const fileUri = (path: string) => pathToFileURL(path).href;

/** Long enough for a loaded 2-core machine; a hang still fails. */
const WAIT_MS = 60_000;

export interface LspClientOptions {
  cwd: string;
  /** The workspace folder (default: cwd). */
  folder?: string;
  /** Arguments after the command (default: ['--stdio']). */
  args?: string[];
  /** Run dist's `ai-k8s-lint-lsp` instead of `ai-k8s-lint lsp`. */
  bin?: 'cli' | 'lsp';
  /** Another server script to run with node (the one packaged in the VS Code extension). */
  script?: string;
  capabilities?: ClientCapabilities;
}

export class LspClient {
  readonly connection: ProtocolConnection;
  readonly child: ChildProcessWithoutNullStreams;
  readonly stderr: string[] = [];
  readonly logs: string[] = [];
  /** Every publishDiagnostics, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  private waiters: { test: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  readonly exited: Promise<number | null>;
  initializeResult?: InitializeResult;

  constructor(private readonly options: LspClientOptions) {
    const command = options.script
      ? [options.script]
      : options.bin === 'lsp'
        ? [join(BUNDLE_DIR, 'lsp.mjs')]
        : [join(BUNDLE_DIR, 'cli.js'), 'lsp'];
    this.child = spawn(process.execPath, [...command, ...(options.args ?? ['--stdio'])], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', AI_K8S_LINT_COMPILE_CACHE: '0' },
    });
    this.child.stderr.on('data', (d: Buffer) => this.stderr.push(d.toString()));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
    this.connection = createProtocolConnection(new StreamMessageReader(this.child.stdout), new StreamMessageWriter(this.child.stdin));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.published.push(p);
      this.waiters = this.waiters.filter((w) => (w.test(p) ? (w.resolve(p), false) : true));
    });
    this.connection.onNotification('window/logMessage', (p: { message: string }) => void this.logs.push(p.message));
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.listen();
  }

  async initialize(): Promise<InitializeResult> {
    const folder = this.options.folder ?? this.options.cwd;
    this.initializeResult = await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: fileUri(folder),
      workspaceFolders: [{ uri: fileUri(folder), name: 'test' }],
      capabilities: this.options.capabilities ?? {
        textDocument: { publishDiagnostics: { relatedInformation: true, codeDescriptionSupport: true, dataSupport: true } },
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true }, workspaceFolders: true },
      },
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
    return this.initializeResult;
  }

  /** The next publishDiagnostics for `uri` that `test` accepts (default: any). */
  diagnostics(uri: string, test: (d: Diagnostic[], version?: number) => boolean = () => true): Promise<Diagnostic[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no diagnostics for ${uri} within ${WAIT_MS} ms; stderr: ${this.stderr.join('')}`)),
        WAIT_MS,
      );
      this.waiters.push({
        test: (p) => p.uri === uri && test(p.diagnostics, p.version),
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p.diagnostics);
        },
      });
    });
  }

  async open(path: string, text: string, languageId = 'yaml', version = 1): Promise<void> {
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: fileUri(path), languageId, version, text } });
  }

  /** Replaces the whole text (a full-document change event). */
  async change(path: string, text: string, version: number): Promise<void> {
    await this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: fileUri(path), version },
      contentChanges: [{ text }],
    });
  }

  async shutdown(): Promise<number | null> {
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  kill(): void {
    this.connection.dispose();
    this.child.kill();
  }
}
