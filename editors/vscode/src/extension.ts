// The VS Code extension: starts the bundled language server for YAML documents (the client is
// vscode-languageclient) and restarts it when its settings change.
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { serverArgs, serverModule } from './server-command.js';

const SECTION = 'ai-k8s-lint';
let client: LanguageClient | undefined;

async function start(context: vscode.ExtensionContext): Promise<void> {
  const settings = vscode.workspace.getConfiguration(SECTION);
  if (!settings.get<boolean>('enable', true)) return;
  const module = serverModule(context.extensionPath);
  const args = serverArgs({ configPath: settings.get<string>('configPath'), nodePools: settings.get<string>('nodePools') });
  const server = { module, transport: TransportKind.stdio, args };
  const serverOptions: ServerOptions = { run: server, debug: server };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'yaml' },
      { scheme: 'untitled', language: 'yaml' },
    ],
  };
  // The id is the settings section: the client reads ai-k8s-lint.trace.server itself.
  client = new LanguageClient(SECTION, 'ai-k8s-lint', serverOptions, clientOptions);
  await client.start();
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.stop();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const restart = async () => {
    await stop();
    await start(context);
  };
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(SECTION)) void restart();
    }),
    vscode.commands.registerCommand(`${SECTION}.restart`, restart),
  );
  await start(context);
}

export function deactivate(): Promise<void> {
  return stop();
}
