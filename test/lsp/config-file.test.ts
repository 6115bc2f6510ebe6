// The config file in the editor: its problems at their keys, completion and hover of rule ids and
// settings from the config's schema, and the schema itself served by the server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompletionRequest, HoverRequest, type CompletionItem, type MarkupContent } from 'vscode-languageserver-protocol/node';
import { fileUri, LspClient } from '../helpers/lsp-client.js';
import { marked } from '../helpers/manifests.js';
import { ROOT, tempTree } from '../helpers/run-cli.js';

const CONFIG = marked`rules:
  ⟦shm-mising: error⟧
  probe-timeout-too-short: [warning, {⟦secnds: 3⟧}]
settings:
  ⟦modelLoadSecond: 300⟧
  kubernetesVersion: "1.34"
`;

let client: LspClient;
let dir: string;
const configPath = () => join(dir, '.ai-k8s-lint.yaml');

beforeAll(async () => {
  dir = tempTree({ '.ai-k8s-lint.yaml': CONFIG.text });
  client = new LspClient({ cwd: dir });
  await client.initialize();
});
afterAll(() => client.kill());

async function complete(text: string, line: number, character: number): Promise<CompletionItem[]> {
  const uri = fileUri(configPath());
  await client.connection.sendNotification('textDocument/didChange', {
    textDocument: { uri, version: Date.now() },
    contentChanges: [{ text }],
  });
  const items = await client.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line, character } });
  return (Array.isArray(items) ? items : (items?.items ?? [])) as CompletionItem[];
}

describe('the config file in the editor', () => {
  it('reports each problem at its key, with the did-you-mean of the CLI', async () => {
    const published = client.diagnostics(fileUri(configPath()));
    await client.open(configPath(), CONFIG.text);
    const diagnostics = await published;
    const at = (m: { line: number; column: number; endLine: number; endColumn: number }) => ({
      start: { line: m.line - 1, character: m.column - 1 },
      end: { line: m.endLine - 1, character: m.endColumn - 1 },
    });
    expect(diagnostics.map((d) => ({ range: d.range, message: d.message, severity: d.severity }))).toEqual([
      { range: at(CONFIG.marks[0]!), message: 'unknown rule "shm-mising" (did you mean "shm-missing"?)', severity: 1 },
      { range: at(CONFIG.marks[1]!), message: 'unknown key "secnds"', severity: 1 },
      { range: at(CONFIG.marks[2]!), message: 'unknown key "modelLoadSecond"', severity: 1 },
    ]);
  });

  it('completes rule ids under rules:, with their docs', async () => {
    const items = await complete('rules:\n  shm\n', 1, 5);
    const shm = items.find((i) => i.label === 'shm-missing');
    expect(shm?.insertText).toBe('shm-missing: ');
    expect((shm?.documentation as MarkupContent).value).toContain('**Why it matters.**');
    expect(items.length).toBeGreaterThan(50);
  });

  it('completes levels after a rule id, settings keys under settings:, and keys inside a list item', async () => {
    expect((await complete('rules:\n  shm-missing: \n', 1, 15)).map((i) => i.label)).toEqual(['off', 'note', 'warning', 'error']);
    expect((await complete('settings:\n  \n', 1, 2)).map((i) => i.label)).toContain('modelLoadSeconds');
    const poolKeys = (await complete('nodePools:\n  - name: a100\n    \n', 2, 4)).map((i) => i.label);
    expect(poolKeys).toEqual(expect.arrayContaining(['labels', 'taints', 'gpu', 'kubelet']));
    const gpu = (await complete('nodePools:\n  - name: a100\n    gpu:\n      migStrategy: \n', 3, 19)).map((i) => i.label);
    expect(gpu).toEqual(['none', 'single', 'mixed']);
    expect((await complete('\n', 0, 0)).map((i) => i.label)).toEqual(
      expect.arrayContaining(['rules', 'settings', 'nodePools', 'overrides']),
    );
  });

  it('hover on a rule id shows the rule; on a setting, its description', async () => {
    const uri = fileUri(configPath());
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: Date.now() },
      contentChanges: [{ text: 'rules:\n  shm-missing: error\nsettings:\n  modelLoadSeconds: 600\n' }],
    });
    const rule = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 1, character: 4 } });
    expect((rule?.contents as MarkupContent).value).toContain('**shm-missing**');
    const setting = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 3, character: 4 } });
    expect((setting?.contents as MarkupContent).value).toContain('Model-load budget');
  });

  it('serves the JSON schema of the config: the one shipped in schemas/', async () => {
    const schema = await client.connection.sendRequest('ai-k8s-lint/configSchema');
    expect(schema).toEqual(JSON.parse(readFileSync(join(ROOT, 'schemas/config.schema.json'), 'utf8')));
  });
});
