// The language server over stdio, driven by a real LSP client (test/helpers/lsp-client.ts): the
// findings of open documents as diagnostics, edits, the config nearby, code actions that apply,
// hover, and a clean shutdown.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CodeActionRequest,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  HoverRequest,
  type CodeAction,
  type Diagnostic,
  type MarkupContent,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fileUri, LspClient } from '../helpers/lsp-client.js';
import { DEPLOYMENT, PDB, POD } from '../helpers/lsp-fixtures.js';
import { CLI, tempTree } from '../helpers/run-cli.js';

const SHM_FIXED = `${POD.text}      volumeMounts:
        - name: shm
          mountPath: /dev/shm
  volumes:
    - name: shm
      emptyDir: {medium: Memory, sizeLimit: 16Gi}
`;

/** The LSP range of a mark (1-based, end exclusive) : 0-based, end exclusive. */
const lspRange = (m: { line: number; column: number; endLine: number; endColumn: number }) => ({
  start: { line: m.line - 1, character: m.column - 1 },
  end: { line: m.endLine - 1, character: m.endColumn - 1 },
});

const byRule = (ds: Diagnostic[], id: string) => ds.filter((d) => d.code === id);
const has = (id: string) => (ds: Diagnostic[]) => ds.some((d) => d.code === id);
const hasNot = (id: string) => (ds: Diagnostic[]) => !ds.some((d) => d.code === id);

let client: LspClient | undefined;
afterEach(() => {
  client?.kill();
  client = undefined;
});

function start(files: Record<string, string>, args?: string[]): { dir: string; client: LspClient } {
  const dir = tempTree(files);
  client = new LspClient({ cwd: dir, args });
  return { dir, client };
}

function applyEdit(text: string, uri: string, action: CodeAction): string {
  const edits: TextEdit[] = action.edit?.changes?.[uri] ?? [];
  expect(edits.length).toBeGreaterThan(0);
  return TextDocument.applyEdits(TextDocument.create(uri, 'yaml', 1, text), edits);
}

describe('language server', () => {
  it('initializes, lints an opened GPU manifest, clears the finding once fixed, and exits with 0 after shutdown', async () => {
    const { dir, client } = start({ 'pod.yaml': POD.text });
    const init = await client.initialize();
    expect(init.serverInfo?.name).toBe('ai-k8s-lint');
    expect(init.capabilities.hoverProvider).toBe(true);
    const file = join(dir, 'pod.yaml');
    const uri = fileUri(file);

    const opened = client.diagnostics(uri);
    await client.open(file, POD.text);
    const diagnostics = await opened;
    expect(diagnostics.map((d) => d.code)).toEqual(['shm-missing']);
    const [shm] = diagnostics;
    expect(shm!.range).toEqual(lspRange(POD.mark));
    expect(shm!.severity).toBe(2);
    expect(shm!.source).toBe('ai-k8s-lint');
    expect(shm!.codeDescription?.href).toMatch(/\/docs\/rules\/shm-missing\.md$/);
    expect(shm!.message).toContain('/dev/shm');

    const fixed = client.diagnostics(uri, (ds, version) => version === 2);
    await client.change(file, SHM_FIXED, 2);
    expect(await fixed).toEqual([]);

    expect(await client.shutdown()).toBe(0);
    expect(client.stderr.join('')).toBe('');
  });

  it('the newest of quick edits wins: the diagnostics published last are those of the last text', async () => {
    const { dir, client } = start({ 'pod.yaml': POD.text });
    await client.initialize();
    const file = join(dir, 'pod.yaml');
    const uri = fileUri(file);
    const opened = client.diagnostics(uri);
    await client.open(file, POD.text);
    await opened;
    // Edits 2..6 in a row, the last one broken YAML: only the last text counts.
    for (let v = 2; v <= 5; v++) await client.change(file, v % 2 === 0 ? SHM_FIXED : POD.text, v);
    const last = client.diagnostics(uri, (_, version) => version === 6);
    await client.change(file, `${POD.text}  bad: [\n`, 6);
    expect((await last).map((d) => d.code)).toEqual(['yaml-syntax']);
    // Each publication is of the text as it was when its run started: never an older version after a newer one.
    const versions = client.published.filter((p) => p.uri === uri).map((p) => p.version!);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions.at(-1)).toBe(6);
  });

  it('reads the other files of the apply unit from disk, and an unsaved buffer wins over its file', async () => {
    const { dir, client } = start({ 'deploy.yaml': DEPLOYMENT.text, 'pdb.yaml': PDB });
    await client.initialize();
    const deploy = join(dir, 'deploy.yaml');
    const pdb = join(dir, 'pdb.yaml');
    const opened = client.diagnostics(fileUri(deploy));
    await client.open(deploy, DEPLOYMENT.text);
    // The PDB on disk selects the Deployment's pods.
    expect(byRule(await opened, 'pdb-missing')).toEqual([]);

    // The PDB opened and changed (not saved) to select other pods: the Deployment has none any more.
    const other = PDB.replace('{app: llm}', '{app: other}');
    const opens = client.diagnostics(fileUri(pdb));
    await client.open(pdb, PDB);
    await opens;
    const missing = client.diagnostics(fileUri(deploy), has('pdb-missing'));
    await client.change(pdb, other, 2);
    const [finding] = byRule(await missing, 'pdb-missing');
    expect(finding!.range).toEqual(lspRange(DEPLOYMENT.mark));
    expect(finding!.severity).toBe(3);
  });

  it('a config file next to the manifests changes levels, and is picked up when it changes', async () => {
    const { dir, client } = start({ 'pod.yaml': POD.text });
    await client.initialize();
    const file = join(dir, 'pod.yaml');
    const uri = fileUri(file);
    const opened = client.diagnostics(uri);
    await client.open(file, POD.text);
    expect((await opened).map((d) => [d.code, d.severity])).toEqual([['shm-missing', 2]]);

    const config = join(dir, '.ai-k8s-lint.yaml');
    writeFileSync(config, 'rules:\n  shm-missing: error\n');
    const raised = client.diagnostics(uri, (ds) => ds.some((d) => d.code === 'shm-missing' && d.severity === 1));
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: fileUri(config), type: FileChangeType.Created }],
    });
    expect((await raised).map((d) => [d.code, d.severity])).toEqual([['shm-missing', 1]]);

    writeFileSync(config, 'rules:\n  shm-missing: off\n');
    const off = client.diagnostics(uri, hasNot('shm-missing'));
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: fileUri(config), type: FileChangeType.Changed }],
    });
    expect(await off).toEqual([]);

    // A broken config: one error at the top of the manifest says so, instead of findings of another config.
    rmSync(config);
    writeFileSync(config, 'rules:\n  shm-mising: error\n');
    const broken = client.diagnostics(uri, (ds) => ds.some((d) => d.code === 'config'));
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: fileUri(config), type: FileChangeType.Changed }],
    });
    const [problem, ...rest] = await broken;
    expect(rest).toEqual([]);
    expect(problem!.severity).toBe(1);
    expect(problem!.message).toContain('did you mean "shm-missing"');
  });

  it('code actions: the disable comment and the ignore annotation, each a WorkspaceEdit that silences the finding', async () => {
    const { dir, client } = start({ 'pod.yaml': POD.text });
    await client.initialize();
    const file = join(dir, 'pod.yaml');
    const uri = fileUri(file);
    const opened = client.diagnostics(uri);
    await client.open(file, POD.text);
    const [shm] = await opened;
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: shm!.range,
      context: { diagnostics: [shm!] },
    })) as CodeAction[];
    // The rule's own fix comes first (its own test is below).
    expect(actions.map((a) => a.title)).toEqual([
      'Mount a new emptyDir "dshm" with medium: Memory and sizeLimit: 32Gi at /dev/shm in container "pytorch"',
      'Disable shm-missing for this line',
      'Ignore shm-missing on Pod train',
    ]);
    expect(actions.every((a) => a.kind === 'quickfix' && a.diagnostics?.[0]?.code === 'shm-missing')).toBe(true);

    const disabled = applyEdit(POD.text, uri, actions[1]!);
    expect(disabled).toBe(
      POD.text.replace('    - name: pytorch', '    # ai-k8s-lint-disable-next-line shm-missing -- reason\n    - name: pytorch'),
    );
    const silenced = client.diagnostics(uri, (_, v) => v === 2);
    await client.change(file, disabled, 2);
    expect(await silenced).toEqual([]);

    const annotated = applyEdit(POD.text, uri, actions[2]!);
    expect(annotated).toBe(
      POD.text.replace('  name: train\n', '  name: train\n  annotations:\n    ai-k8s-lint.io/ignore: "shm-missing"\n'),
    );
    const ignored = client.diagnostics(uri, (_, v) => v === 3);
    await client.change(file, annotated, 3);
    expect(await ignored).toEqual([]);
  });

  it('code actions: a rule’s fix first, as the preferred quick fix, and applying it clears the finding', async () => {
    const text = POD.text.replace(
      '          nvidia.com/gpu: 1\n',
      '          nvidia.com/gpu: 1\n        requests:\n          nvidia.com/gpu: 2   # two\n',
    );
    const { dir, client } = start({ 'pod.yaml': text });
    await client.initialize();
    const file = join(dir, 'pod.yaml');
    const uri = fileUri(file);
    const opened = client.diagnostics(uri);
    await client.open(file, text);
    const [mismatch] = byRule(await opened, 'gpu-requests-limits-mismatch');
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: mismatch!.range,
      context: { diagnostics: [mismatch!] },
    })) as CodeAction[];
    expect(actions[0]).toMatchObject({ title: 'Set the nvidia.com/gpu request to the limit, 1', isPreferred: true, kind: 'quickfix' });
    const fixed = applyEdit(text, uri, actions[0]!);
    expect(fixed).toBe(text.replace('nvidia.com/gpu: 2   # two', 'nvidia.com/gpu: 1   # two'));
    const cleared = client.diagnostics(uri, (_, v) => v === 2);
    await client.change(file, fixed, 2);
    expect(hasNot('gpu-requests-limits-mismatch')(await cleared)).toBe(true);
  });

  it('hover on a finding shows its message and the rule: summary, why, how to fix, and the link', async () => {
    const { dir, client } = start({ 'pod.yaml': POD.text });
    await client.initialize();
    const file = join(dir, 'pod.yaml');
    const uri = fileUri(file);
    const opened = client.diagnostics(uri);
    await client.open(file, POD.text);
    const [shm] = await opened;
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri },
      position: { line: shm!.range.start.line, character: shm!.range.start.character + 3 },
    });
    const text = (hover?.contents as MarkupContent).value;
    expect((hover?.contents as MarkupContent).kind).toBe('markdown');
    expect(text).toContain('**shm-missing**');
    expect(text).toContain('**Why it matters.**');
    expect(text).toContain('**How to fix.**');
    expect(text).toContain('emptyDir');
    expect(text).toContain(shm!.codeDescription!.href);
    // Off the finding: nothing.
    expect(
      await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 0 } }),
    ).toBeNull();
  });

  it('--node-pools names node pools as for the CLI; ai-k8s-lint-lsp is the same server', async () => {
    const big =
      'apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nspec:\n  automountServiceAccountToken: false\n  containers:\n    - name: c\n      image: busybox:1.36\n      resources:\n        limits: {nvidia.com/gpu: 4, cpu: "1", memory: 1Gi}\n        requests: {nvidia.com/gpu: 4, cpu: "1", memory: 1Gi}\n';
    const pools = '- name: small\n  labels: {nvidia.com/gpu.product: NVIDIA-L4}\n  gpu: {count: 1, memoryGiB: 24}\n';
    const dir = tempTree({ 'big.yaml': big, 'pools/small.yaml': pools });
    const file = join(dir, 'big.yaml');
    const lint = async (c: LspClient) => {
      client = c;
      await c.initialize();
      const published = c.diagnostics(fileUri(file));
      await c.open(file, big);
      const codes = (await published).map((d) => d.code);
      expect(await c.shutdown()).toBe(0);
      return codes;
    };
    expect(await lint(new LspClient({ cwd: dir, args: ['--stdio', '--node-pools', 'pools/small.yaml'] }))).toEqual(['unschedulable']);
    expect(await lint(new LspClient({ cwd: dir, bin: 'lsp', args: ['--stdio'] }))).toEqual([]);
  });

  it('an unknown option is a usage error (exit 2), not a server that never answers', () => {
    const r = spawnSync(process.execPath, [CLI, 'lsp', '--socket=3000'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown option --socket=3000 for the language server');
    expect(r.stdout).toBe('');
  });

  it('a warning of the run (a schema notice) reaches the client log once, not at every edit', async () => {
    const { dir, client } = start({ 'pod.yaml': POD.text, '.ai-k8s-lint.yaml': 'settings:\n  kubernetesVersion: "1.99"\n' });
    await client.initialize();
    const file = join(dir, 'pod.yaml');
    const opened = client.diagnostics(fileUri(file));
    await client.open(file, POD.text);
    await opened;
    for (let v = 2; v <= 4; v++) {
      const published = client.diagnostics(fileUri(file), (_, version) => version === v);
      await client.change(file, v % 2 === 0 ? SHM_FIXED : POD.text, v);
      await published;
    }
    expect(client.logs.filter((l) => l.includes('kubernetesVersion is 1.99'))).toHaveLength(1);
  });
});
