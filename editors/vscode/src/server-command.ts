// How the extension starts the language server: the server bundled in the extension
// (server/lsp.cjs, with data/ beside it) and the command line its settings give. No `vscode`
// import here, so the packaging test starts the server exactly as the extension does.
import { join } from 'node:path';

export interface ServerSettings {
  /** ai-k8s-lint.configPath: --config, relative to the workspace folder. */
  configPath?: string;
  /** ai-k8s-lint.nodePools: --node-pools, relative to the workspace folder. */
  nodePools?: string;
}

export function serverModule(extensionPath: string): string {
  return join(extensionPath, 'server', 'lsp.cjs');
}

/** The server's options; the language client adds --stdio and --clientProcessId. */
export function serverArgs(settings: ServerSettings): string[] {
  const args: string[] = [];
  if (settings.configPath) args.push('--config', settings.configPath);
  if (settings.nodePools) args.push('--node-pools', settings.nodePools);
  return args;
}
