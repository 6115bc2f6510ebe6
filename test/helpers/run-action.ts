// Runs dist/action.js the way the Actions runner does: a node process with INPUT_* variables
// (upper-cased, hyphens kept), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, an event file.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-cli.js';

export const ACTION = join(ROOT, 'dist/action.js');

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Lines of stdout that are workflow commands (::error ..., ::warning ..., ::notice ...). */
  commands: string[];
}

export interface ActionOptions {
  workspace: string;
  /** Input name as in action.yml → value; names left out are absent from the environment. */
  inputs?: Record<string, string>;
  /** The pull_request event payload; undefined: no event file. */
  event?: unknown;
  env?: Record<string, string>;
  /** Working directory of the process (the runner uses the workspace). */
  cwd?: string;
}

/** GITHUB_OUTPUT holds `name<<DELIMITER`, the value lines, `DELIMITER`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^=<]+)<<(.+)$/.exec(lines[i]!);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
      out[m[1]!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const [k, ...v] = lines[i]!.split('=');
      out[k!] = v.join('=');
    }
  }
  return out;
}

/** Asynchronous on purpose: a test's HTTP server must keep answering while the action runs. */
export function runAction(opts: ActionOptions): Promise<ActionRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-runner-'));
  const outputFile = join(scratch, 'output');
  const summaryFile = join(scratch, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_REPOSITORY: 'octo/gpu-infra',
    GITHUB_SHA: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
    GITHUB_SERVER_URL: 'https://github.com',
    RUNNER_TEMP: scratch,
  };
  if (opts.event !== undefined) {
    const eventFile = join(scratch, 'event.json');
    writeFileSync(eventFile, JSON.stringify(opts.event));
    env.GITHUB_EVENT_PATH = eventFile;
    env.GITHUB_EVENT_NAME = 'pull_request';
  }
  for (const [name, value] of Object.entries(opts.inputs ?? {})) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, opts.env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ACTION], { cwd: opts.cwd ?? opts.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
        commands: stdout.split('\n').filter((l) => /^::(error|warning|notice)\b/.test(l)),
      });
    });
  });
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: Record<string, unknown> & { output?: { title?: string; summary?: string; text?: string; annotations?: Record<string, unknown>[] } };
}

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/**
 * A stand-in for the GitHub REST API's check-run endpoints: 201 with an id on create, 200 on
 * update, or `createStatus` (e.g. 403, as for a read-only token) with GitHub's error body.
 */
export async function fakeGitHubApi(options: { createStatus?: number } = {}): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.setEncoding('utf8').on('data', (d: string) => (body += d));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : {};
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/check-runs$/.test(req.url ?? '')) {
      if (options.createStatus && options.createStatus >= 400) return send(options.createStatus, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run', status: String(options.createStatus) });
      return send(201, { id: 4242, head_sha: body.head_sha, name: body.name, status: body.status, conclusion: body.conclusion, html_url: 'https://github.com/octo/gpu-infra/runs/4242' });
    }
    const m = /^\/repos\/[^/]+\/[^/]+\/check-runs\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'PATCH' && m) return send(200, { id: Number(m[1]), html_url: `https://github.com/octo/gpu-infra/runs/${m[1]}` });
    send(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
