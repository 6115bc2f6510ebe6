// The hostile and broken manifests of the CLI's bad-input tests, opened in the editor: the server
// publishes diagnostics for each (a yaml-syntax error where the CLI reports one on a manifest),
// answers requests afterwards, and exits cleanly.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HoverRequest } from 'vscode-languageserver-protocol/node';
import { CASES } from '../helpers/hostile-documents.js';
import { fileUri, LspClient } from '../helpers/lsp-client.js';
import { tempTree } from '../helpers/run-cli.js';

describe('language server on hostile documents', () => {
  it('answers every one and stays up', { timeout: 600_000 }, async () => {
    // Each case in its own directory (its own apply unit), on disk as the editor opened it.
    const dir = tempTree(Object.fromEntries(Object.entries(CASES).map(([name, c]) => [`${name}/${name}`, c.content])));
    const client = new LspClient({ cwd: dir });
    try {
      await client.initialize();
      for (const [name, c] of Object.entries(CASES)) {
        const file = join(dir, name, name);
        const text = typeof c.content === 'string' ? c.content : c.content.toString('utf8');
        const published = client.diagnostics(fileUri(file));
        await client.open(file, text);
        const diagnostics = await published;
        const ids = diagnostics.map((d) => d.code);
        if (c.expect === 'syntax' && text.includes('apiVersion')) expect(ids, name).toContain('yaml-syntax');
        if (c.expect === 'silent')
          expect(
            ids.filter((id) => id !== 'yaml-ambiguous-scalar'),
            name,
          ).toEqual([]);
        if (c.expect === 'schema') expect([...new Set(ids)], name).toEqual(['schema-unknown-field']);
        // Closed again, so the server does not keep a 200 MB buffer for the rest of the test.
        await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri: fileUri(file) } });
      }
      // Still serving: a request gets its answer.
      const hover = await client.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: fileUri(join(dir, 'x.yaml')) },
        position: { line: 0, character: 0 },
      });
      expect(hover).toBeNull();
      expect(client.logs.filter((l) => l.includes('error'))).toEqual([]);
      expect(await client.shutdown()).toBe(0);
    } finally {
      client.kill();
    }
  });
});
