// Runs a renderer (helm, kustomize, kubectl) as a child process, the one way this project runs
// programs on input a pull request controls: an argument list and no shell (nothing in a path or a
// value is ever parsed as a command), a timeout, a cap on the output (the child is killed when it
// writes more), and an environment built from scratch rather than inherited:
//
// - HOME, the XDG directories and helm's config, cache, data, plugin and registry paths point into
//   a fresh temporary directory, so no user or runner configuration (repositories, credentials,
//   plugins, a kubeconfig) is read or written;
// - PATH is empty: the tools need no helper program, and kustomize cannot reach `git` to clone a
//   remote base (remote resources are refused before running, kustomization.ts; this is the second
//   lock);
// - the proxy variables name a closed local port, so an HTTP request a tool might still attempt
//   fails at once instead of reaching the network; the caller's own proxy settings are not passed.
//
// runToolSync (spawnSync) serves the synchronous lint run; runTool (spawn) the asynchronous API.
// Both return the same ToolOutput; neither throws for anything the child does.
import type { SpawnOptions } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_LIMITS } from './types.js';

// Loaded when a tool runs: node:child_process brings much of Node's stream and socket code, which a
// start that renders nothing does not need.
const childProcess = () => process.getBuiltinModule('node:child_process');

export interface ToolRun {
  /** The executable (absolute). */
  file: string;
  args: string[];
  cwd: string;
  /** A private temporary directory that becomes HOME and holds every config and cache directory. */
  home: string;
  timeoutMs: number;
  maxOutputBytes: number;
}

export type ToolOutcome = 'exited' | 'timeout' | 'output-too-large' | 'spawn-error';

export interface ToolOutput {
  outcome: ToolOutcome;
  /** The exit code (null when killed). */
  status: number | null;
  stdout: Buffer;
  /** The first RENDER_LIMITS.maxErrorBytes of stderr, as text. */
  stderr: string;
  /** Why the program could not be started (`spawn-error`): "permission denied", "no such file". */
  spawnError?: string;
  durationMs: number;
}

/** Any HTTP(S) request a tool makes goes to this proxy, where nothing listens (the discard port). */
const CLOSED_PROXY = 'http://127.0.0.1:9';

/** The whole environment of a renderer: nothing of the caller's except what Windows needs to start a program. */
export function toolEnvironment(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    HOME: home,
    USERPROFILE: home,
    TMPDIR: join(home, 'tmp'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_STATE_HOME: join(home, 'state'),
    HELM_CONFIG_HOME: join(home, 'helm', 'config'),
    HELM_CACHE_HOME: join(home, 'helm', 'cache'),
    HELM_DATA_HOME: join(home, 'helm', 'data'),
    HELM_PLUGINS: join(home, 'helm', 'plugins'),
    HELM_REGISTRY_CONFIG: join(home, 'helm', 'registry.json'),
    HELM_REPOSITORY_CONFIG: join(home, 'helm', 'repositories.yaml'),
    HELM_REPOSITORY_CACHE: join(home, 'helm', 'repository'),
    PATH: '',
    HTTP_PROXY: CLOSED_PROXY,
    HTTPS_PROXY: CLOSED_PROXY,
    ALL_PROXY: CLOSED_PROXY,
    http_proxy: CLOSED_PROXY,
    https_proxy: CLOSED_PROXY,
    all_proxy: CLOSED_PROXY,
    NO_PROXY: '',
    no_proxy: '',
    LC_ALL: 'C',
  };
  if (process.platform === 'win32') {
    for (const name of ['SystemRoot', 'windir', 'TEMP', 'TMP']) if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  return env;
}

function spawnOptions(run: ToolRun): SpawnOptions {
  mkdirSync(join(run.home, 'tmp'), { recursive: true });
  return { cwd: run.cwd, env: toolEnvironment(run.home), shell: false, windowsHide: true, stdio: ['ignore', 'pipe', 'pipe'] };
}

function spawnErrorText(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return 'no such file';
  if (error.code === 'EACCES') return 'permission denied (not executable)';
  return error.code ?? error.message;
}

function firstBytes(buffer: Buffer | null | undefined, max: number): string {
  if (!buffer) return '';
  return buffer.subarray(0, max).toString('utf8');
}

export function runToolSync(run: ToolRun): ToolOutput {
  const started = performance.now();
  const r = childProcess().spawnSync(run.file, run.args, {
    ...spawnOptions(run),
    timeout: run.timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: run.maxOutputBytes,
  });
  const durationMs = performance.now() - started;
  const stdout = r.stdout ?? Buffer.alloc(0);
  const stderr = firstBytes(r.stderr, RENDER_LIMITS.maxErrorBytes);
  const code = (r.error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ETIMEDOUT') return { outcome: 'timeout', status: null, stdout, stderr, durationMs };
  // spawnSync's maxBuffer covers stderr as well; either stream over the cap ends the run.
  if (code === 'ENOBUFS') return { outcome: 'output-too-large', status: null, stdout, stderr, durationMs };
  if (r.error) return { outcome: 'spawn-error', status: null, stdout, stderr, spawnError: spawnErrorText(r.error), durationMs };
  return { outcome: 'exited', status: r.status, stdout, stderr, durationMs };
}

export function runTool(run: ToolRun): Promise<ToolOutput> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = childProcess().spawn(run.file, run.args, spawnOptions(run));
    const chunks: Buffer[] = [];
    let bytes = 0;
    const errChunks: Buffer[] = [];
    let stderrBytes = 0;
    let outcome: ToolOutcome = 'exited';
    let spawnError: string | undefined;
    const kill = (why: ToolOutcome) => {
      if (outcome === 'exited') outcome = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), run.timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (outcome !== 'exited') return;
      bytes += chunk.length;
      if (bytes > run.maxOutputBytes) kill('output-too-large');
      else chunks.push(chunk);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      // Kept up to a cap; the rest is read and dropped so the child never blocks on a full pipe.
      if (stderrBytes < RENDER_LIMITS.maxErrorBytes) errChunks.push(chunk.subarray(0, RENDER_LIMITS.maxErrorBytes - stderrBytes));
      stderrBytes += chunk.length;
    });
    let settled = false;
    const settle = (status: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const durationMs = performance.now() - started;
      const stdout = Buffer.concat(chunks);
      const stderr = Buffer.concat(errChunks).toString('utf8');
      if (outcome === 'spawn-error') resolve({ outcome, status: null, stdout, stderr, spawnError, durationMs });
      else resolve({ outcome, status: outcome === 'exited' ? status : null, stdout, stderr, durationMs });
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (outcome === 'exited') outcome = 'spawn-error';
      spawnError ??= spawnErrorText(error);
      // A program that never started may not close its pipes: settle now.
      if (child.pid === undefined) settle(null);
    });
    child.on('close', (status) => settle(status));
  });
}
