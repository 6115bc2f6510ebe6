// The VS Code extension as `npm run vscode:package` makes it: a .vsix whose manifest VS Code
// accepts, whose client bundle needs nothing but VS Code and Node, and whose bundled server,
// started from the packaged files as the extension starts it, lints a manifest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverArgs, serverModule } from '../../editors/vscode/src/server-command.js';
import { fileUri, LspClient } from '../helpers/lsp-client.js';
import { ROOT, tempTree } from '../helpers/run-cli.js';

const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
let files: Record<string, Uint8Array>;
let extracted: string;
const text = (name: string) => Buffer.from(files[name]!).toString('utf8');

interface Manifest {
  name: string;
  publisher: string;
  version: string;
  main: string;
  engines: { vscode: string };
  activationEvents: string[];
  contributes: { configuration: { properties: Record<string, unknown> }; yamlValidation: { fileMatch: string[]; url: string }[] };
}

beforeAll(() => {
  const dir = tempTree({});
  const vsix = join(dir, 'ai-k8s-lint.vsix');
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/vscode-extension.mjs'), '--out', vsix], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  expect(r.status, r.stderr).toBe(0);
  files = unzipSync(readFileSync(vsix));
  extracted = join(dir, 'unpacked');
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(extracted, name)), { recursive: true });
    writeFileSync(join(extracted, name), bytes);
  }
}, 300_000);

describe('the VS Code extension package', () => {
  it('has a manifest VS Code reads: identity, engine, activation on YAML, settings, the config schema', () => {
    expect(text('extension.vsixmanifest')).toContain(
      `<Identity Language="en-US" Id="ai-k8s-lint" Version="${version}" Publisher="ai-k8s-lint" />`,
    );
    const manifest = JSON.parse(text('extension/package.json')) as Manifest;
    expect(manifest.version).toBe(version);
    // The engine the language client needs.
    const client = JSON.parse(readFileSync(join(ROOT, 'node_modules/vscode-languageclient/package.json'), 'utf8')) as Manifest;
    expect(manifest.engines.vscode).toBe(client.engines.vscode);
    expect(manifest.activationEvents).toEqual(['onLanguage:yaml']);
    expect(Object.keys(manifest.contributes.configuration.properties).sort()).toEqual([
      'ai-k8s-lint.configPath',
      'ai-k8s-lint.enable',
      'ai-k8s-lint.nodePools',
      'ai-k8s-lint.trace.server',
    ]);
    expect(files[join('extension', manifest.main)]).toBeDefined();
    const [schema] = manifest.contributes.yamlValidation;
    expect(schema!.fileMatch).toEqual(['.ai-k8s-lint.yaml', '.ai-k8s-lint.yml']);
    expect(text(join('extension', schema!.url))).toBe(readFileSync(join(ROOT, 'schemas/config.schema.json'), 'utf8'));
  });

  it('bundles the client: it requires only VS Code and Node built-ins', () => {
    const required = new Set([...text('extension/dist/extension.js').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!));
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    expect([...required].filter((m) => m !== 'vscode' && !builtins.has(m))).toEqual([]);
    expect(required.has('vscode')).toBe(true);
  });

  it('starts the packaged server as the extension does, and it lints', async () => {
    const big =
      'apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nspec:\n  automountServiceAccountToken: false\n  containers:\n    - name: c\n      image: busybox:1.36\n      resources:\n        limits: {nvidia.com/gpu: 4, cpu: "1", memory: 1Gi}\n        requests: {nvidia.com/gpu: 4, cpu: "1", memory: 1Gi}\n';
    const pools = '- name: small\n  labels: {nvidia.com/gpu.product: NVIDIA-L4}\n  gpu: {count: 1, memoryGiB: 24}\n';
    const dir = tempTree({ 'big.yaml': big, 'pools.yaml': pools });
    const args = [...serverArgs({ configPath: '', nodePools: 'pools.yaml' }), '--stdio', `--clientProcessId=${process.pid}`];
    const client = new LspClient({ cwd: dir, script: serverModule(join(extracted, 'extension')), args });
    try {
      await client.initialize();
      const published = client.diagnostics(fileUri(join(dir, 'big.yaml')));
      await client.open(join(dir, 'big.yaml'), big);
      expect((await published).map((d) => d.code)).toEqual(['unschedulable']);
      expect(await client.shutdown()).toBe(0);
    } finally {
      client.kill();
    }
  });
});
