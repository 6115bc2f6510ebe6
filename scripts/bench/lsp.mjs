// The language server's part of `npm run bench`: how long a relint of a 1,000-line manifest takes
// as an editor sees it (didChange to publishDiagnostics over stdio, the pause after edits set to
// 0), alone in its folder and among 20 other manifests of its apply unit; and the server's memory
// with many documents open, after closing them, and after opening them again.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { generate, manifestOfLines, nodePoolsConfig } from './generate.mjs';

const uri = (path) => pathToFileURL(path).href;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

/** The server's resident memory now and at its peak, in MB (Linux /proc). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

async function startServer(root, folder) {
  const child = spawn(process.execPath, [join(root, 'dist/cli.js'), 'lsp', '--stdio'], { cwd: folder, stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  connection.onNotification('textDocument/publishDiagnostics', (p) => {
    const key = `${p.uri} ${p.version}`;
    waiting.get(key)?.(p);
    waiting.delete(key);
  });
  connection.onNotification('window/logMessage', () => {});
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: uri(folder),
    workspaceFolders: [{ uri: uri(folder), name: 'bench' }],
    capabilities: {},
    initializationOptions: { debounceMs: 0 },
  });
  await connection.sendNotification('initialized', {});
  const published = (file, version) => new Promise((resolve) => waiting.set(`${uri(file)} ${version}`, resolve));
  return {
    child,
    async open(file, text) {
      const done = published(file, 1);
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(file), languageId: 'yaml', version: 1, text } });
      return done;
    },
    /** Milliseconds from didChange to the diagnostics of that version. */
    async change(file, text, version) {
      const done = published(file, version);
      const started = process.hrtime.bigint();
      await connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: uri(file), version },
        contentChanges: [{ text }],
      });
      const p = await done;
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, diagnostics: p.diagnostics.length };
    },
    async close(file) {
      const done = published(file, undefined);
      await connection.sendNotification('textDocument/didClose', { textDocument: { uri: uri(file) } });
      return done;
    },
    async stop() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      await new Promise((resolve) => child.on('exit', resolve));
      connection.dispose();
    },
  };
}

/** Relints of `file` after warm-up: each edit changes one replica count, so every run lints a new text. */
async function relints(server, file, text, edits = 40, warmup = 10) {
  await server.open(file, text);
  const times = [];
  let diagnostics = 0;
  for (let v = 2; v < 2 + warmup + edits; v++) {
    const r = await server.change(file, text.replace('replicas: ', `replicas: ${v % 3 === 0 ? '' : ' '}`), v);
    if (v >= 2 + warmup) times.push(r.ms);
    diagnostics = r.diagnostics;
  }
  return { times, diagnostics };
}

export async function benchLanguageServer(root) {
  const base = join(tmpdir(), 'ai-k8s-lint-bench-lsp');
  rmSync(base, { recursive: true, force: true });
  const text = manifestOfLines(1000);
  const lines = text.split('\n').length - 1;

  // Alone in its folder, with the benchmark's 20 node pools in the config.
  const alone = join(base, 'alone');
  mkdirSync(join(alone, '.git'), { recursive: true });
  writeFileSync(join(alone, '.ai-k8s-lint.yaml'), nodePoolsConfig());
  writeFileSync(join(alone, 'serving.yaml'), text);
  let server = await startServer(root, alone);
  const one = await relints(server, join(alone, 'serving.yaml'), text);
  await server.stop();
  const row = (name, r) =>
    `${name.padEnd(34)} median ${median(r.times).toFixed(1).padStart(6)} ms  p90 ${quantile(r.times, 0.9).toFixed(1).padStart(6)} ms  max ${Math.max(
      ...r.times,
    )
      .toFixed(1)
      .padStart(6)} ms  (${r.diagnostics} diagnostics)`;
  console.log(
    `language server: relint of a ${lines}-line manifest, didChange to publishDiagnostics, after 10 warm-up edits (target < 50 ms)`,
  );
  console.log(row('  alone in its folder', one));

  // Among 20 other manifests of its directory (its apply unit), read from disk at each relint.
  const unit = join(base, 'unit');
  generate(unit, 20);
  mkdirSync(join(unit, '.git'));
  writeFileSync(join(unit, 'serving.yaml'), text);
  server = await startServer(root, unit);
  const many = await relints(server, join(unit, 'serving.yaml'), text);
  await server.stop();
  console.log(row('  with 20 files in its apply unit', many));

  // Memory: 1,000 files (100 directories of 10) opened one by one, closed, and opened again.
  const corpus = join(base, 'corpus');
  const flat = join(base, 'flat');
  generate(flat, 1000);
  mkdirSync(join(corpus, '.git'), { recursive: true });
  const files = readdirSync(flat)
    .sort()
    .map((name, i) => {
      const dir = join(corpus, `d${String(Math.floor(i / 10)).padStart(3, '0')}`);
      mkdirSync(dir, { recursive: true });
      renameSync(join(flat, name), join(dir, name));
      return join(dir, name);
    });
  server = await startServer(root, corpus);
  const started = memoryOf(server.child.pid);
  const openAll = async () => {
    for (const f of files) await server.open(f, readFileSync(f, 'utf8'));
  };
  await openAll();
  const opened = memoryOf(server.child.pid);
  for (const f of files) await server.close(f);
  const closed = memoryOf(server.child.pid);
  await openAll();
  const reopened = memoryOf(server.child.pid);
  await server.stop();
  const mb = (m) => `${m.rss.toFixed(0)} MB`;
  console.log(
    `language server memory (RSS): ${mb(started)} started, ${mb(opened)} with ${files.length} files open, ${mb(closed)} after closing them, ${mb(reopened)} after opening them again (peak ${reopened.peak.toFixed(0)} MB)`,
  );
  rmSync(base, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLanguageServer(join(import.meta.dirname, '../..'));
}
