// How the command writes its report: straight to a pipe, a socket or a file (src/app/fd-writer.ts),
// through Node's streams when the pipe is non-blocking, and quietly no more once the reader is gone.
// And what a short run leaves unloaded, which is why it writes so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cliEnv, ROOT, runCli, tempTree } from './helpers/run-cli.js';

const EXAMPLE = readFileSync(join(ROOT, 'examples/vllm-deployment-mistakes.yaml'), 'utf8');

/** 80 copies of the example (about 500 KB of stylish report, more than a pipe or socket buffers). */
function manyFindings(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 80; i++) files[`app-${i}.yaml`] = EXAMPLE.replaceAll('llama-3-8b-chat', `llama-${i}`);
  return tempTree(files);
}

/** A script for --require: writes the Node built-in modules the run loaded to `file` at exit. */
function moduleListPreload(file: string): string {
  const preload = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-preload-')), 'modules.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(file)}, process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)).join('\\n')));\n`,
  );
  return preload;
}

function builtinsLoaded(args: string[]): { loaded: string[]; stdout: string } {
  const list = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-modules-')), 'loaded.txt');
  // stdout is a socket here, as for any child of Node (pre-commit's are pipes: the same path).
  const r = spawnSync(process.execPath, ['--require', moduleListPreload(list), CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: cliEnv({ AI_K8S_LINT_COMPILE_CACHE: '0' }),
  });
  expect(r.stderr).toBe('');
  return { loaded: readFileSync(list, 'utf8').split('\n'), stdout: r.stdout };
}

describe('the report on stdout', () => {
  it('of a one-file run, stylish, loads neither node:crypto nor Node’s streams or node:v8', () => {
    const { loaded, stdout } = builtinsLoaded(['examples/vllm-deployment-mistakes.yaml']);
    expect(stdout).toContain('14 problems');
    expect(loaded).not.toContain('crypto');
    expect(loaded).not.toContain('stream');
    expect(loaded).not.toContain('net');
    expect(loaded).not.toContain('v8');
    // Not vacuous: the JSON report prints fingerprints, so that run loads node:crypto.
    const json = builtinsLoaded(['--format', 'json', 'examples/vllm-deployment-mistakes.yaml']);
    expect(JSON.parse(json.stdout).findings[0].fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(json.loaded).toContain('crypto');
  });

  it('is the same through a pipe as in a file, and ends with a newline', () => {
    const dir = manyFindings();
    const piped = runCli(['--no-color', '.'], { cwd: dir });
    expect(piped.code).toBe(1);
    const file = join(dir, 'report.txt');
    expect(runCli(['--no-color', '--output', file, '.'], { cwd: dir }).code).toBe(1);
    expect(piped.stdout.length).toBeGreaterThan(400_000);
    expect(piped.stdout).toBe(readFileSync(file, 'utf8'));
    expect(piped.stdout.endsWith('\n')).toBe(true);
  });

  it('is written whole and in order to a pipe another process made non-blocking', async () => {
    const dir = manyFindings();
    const expected = runCli(['--no-color', '.'], { cwd: dir }).stdout;
    // Node's own stdout stream sets the socket non-blocking; the first write that would block is
    // marked in a file, and only then does this side start reading.
    const marker = join(dir, 'would-block');
    const preload = join(dir, 'nonblocking.cjs');
    writeFileSync(
      preload,
      `process.stdout;
const fs = require('fs');
const writeSync = fs.writeSync;
fs.writeSync = function (fd, ...rest) {
  try { return writeSync.call(this, fd, ...rest); }
  catch (e) { if (fd === 1 && e.code === 'EAGAIN') fs.writeFileSync(${JSON.stringify(marker)}, ''); throw e; }
};
`,
    );
    const child = spawn(process.execPath, ['--require', preload, CLI, '--no-color', '.'], {
      cwd: dir,
      env: cliEnv({ AI_K8S_LINT_COMPILE_CACHE: '0' }),
    });
    child.stdout.pause();
    while (!existsSync(marker) && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(marker)).toBe(true);
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.resume();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(expected);
  });

  it('stops quietly when its reader goes away, and the exit code still says what the lint found', async () => {
    const dir = manyFindings();
    const child = spawn(process.execPath, [CLI, '--no-color', '.'], {
      cwd: dir,
      env: cliEnv({ AI_K8S_LINT_COMPILE_CACHE: '0' }),
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // As `| head -1` does: read one piece, then close the read end.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });
});
