// The Action against hostile input, end to end through action.mjs: manifest values and file
// names that are workflow commands (S1), an API that echoes the token (S7), never answers (H8)
// or answers 2xx with something that is not a check run (D3), and malformed event files (C2).
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/report/load.js';
import {
  configMaps,
  expectTokenKept,
  fakeGitHubApi,
  foreignCommands,
  prEvent,
  runAction,
  TOKEN,
  workspace,
  type FakeApi,
} from '../helpers/run-action.js';

describe('action: what manifests, file names, event files and APIs say reaches no command parser', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  const sarifOf = (ws: string) => JSON.parse(readFileSync(join(ws, 'ai-k8s-lint.sarif'), 'utf8'));

  // The reviewer's pull request (S1): values and file names that are workflow commands.
  const forging = {
    'deploy/app.yaml':
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: "x\\n::stop-commands::h1dd3n"\nspec:\n  containers:\n    - name: "c\\n::error file=README.md,line=1::forged\\r::notice::CR works too"\n      image: nvidia/cuda:12.2.2-runtime-ubuntu22.04\n      resources: {limits: {nvidia.com/gpu: "0.5"}}\n',
    'x\n::error file=README.md,line=1::forged.yaml': configMaps(1),
    '::warning title=FORGED::a.yaml': configMaps(1),
    'deploy/##[error]legacy form.yaml': configMaps(1),
    // The YAML library warns on stderr about a collection as a key, quoting it.
    'deploy/key.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: k}\ndata:\n  ? ["##[error file=README.md]forged on stderr"]\n  : y\n',
  };
  const logFormats = [...FORMATS.filter((f) => f !== 'github'), 'none'];

  it('the log report is fenced with a fresh token: no manifest value or file name is a command, in any log format (S1)', async () => {
    const ws = workspace(forging);
    const tokens = new Set<string>();
    for (const [format, env] of [...logFormats.map((f) => [f, {}] as const), ['stylish', { NO_COLOR: '1' }] as const]) {
      const r = await runAction({ workspace: ws, inputs: { format }, env });
      const what = `${format} ${JSON.stringify(env)}`;
      expect(foreignCommands(r.runner.commands, sarifOf(ws)), what).toEqual([]);
      expect(r.stderrCommands, what).toEqual([]);
      expect(r.runner.open, what).toBe(false);
      expect(r.runner.fences, what).toHaveLength(format === 'none' ? 0 : 1);
      for (const t of r.runner.fences) tokens.add(t);
      // The Action's own commands still work: annotations of the findings, and the failure.
      expect(r.commands.filter((c) => c.startsWith('::error file=deploy/app.yaml,')).length, what).toBeGreaterThan(0);
      expect(r.commands.at(-1), what).toMatch(/^::error::ai-k8s-lint: \d+ findings at or above error/);
    }
    expect(tokens.size).toBe(logFormats.length);
  });

  it("the walk's warning about links it did not follow is an escaped annotation, not a stderr line that names them raw", async () => {
    const ws = workspace({ 'deploy/a.yaml': configMaps(1) });
    const outside = join(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-outside-')), 'secret.yaml');
    writeFileSync(outside, configMaps(1));
    symlinkSync(outside, join(ws, 'deploy', '##[error file=README.md]forged.yaml'));
    const r = await runAction({ workspace: ws, inputs: { format: 'none' } });
    expect(r.stderr).toBe('');
    expect(r.stderrCommands).toEqual([]);
    expect(foreignCommands(r.runner.commands, sarifOf(ws))).toEqual([]);
    expect(r.commands.filter((c) => c.startsWith('::warning::ai-k8s-lint: did not follow 1 symbolic link under '))).toHaveLength(1);
  });

  it('registers the token with add-mask and redacts it from an API error that quotes it (S7)', async () => {
    api = await fakeGitHubApi({
      reply: (q) => ({
        status: 401,
        body: JSON.stringify({ message: `Bad credentials: ${q.authorization}\n::error::forged\u001b[2J ${'x'.repeat(3000)}` }),
      }),
    });
    const ws = workspace({ 'a.yaml': configMaps(1) });
    const r = await runAction({
      workspace: ws,
      event: prEvent(),
      inputs: { annotations: 'check-run', 'github-token': TOKEN, format: 'none' },
      env: { GITHUB_API_URL: api.url },
    });
    expectTokenKept(r);
    expect(r.commands[0]).toMatch(
      /^::warning::ai-k8s-lint: cannot annotate through a check run: creating the check run failed \(HTTP 401: Bad credentials: token \*\*\* ::error::forged\[2J x+…\)\. Falling back/,
    );
    expect(r.commands[0]!.length).toBeLessThan(600);
    expect(r.stdout).not.toContain('\u001b');
    expect(r.commands.filter((c) => c.startsWith('::warning file=a.yaml'))).toHaveLength(1);
  });

  it('a Checks API that accepts the connection and never answers times out; the Action falls back to workflow annotations (H8)', async () => {
    api = await fakeGitHubApi({ reply: () => 'hang' });
    const ws = workspace({ 'a.yaml': configMaps(2) });
    const started = performance.now();
    const r = await runAction({
      workspace: ws,
      event: prEvent(),
      inputs: { annotations: 'check-run', 'github-token': TOKEN, format: 'none' },
      env: { GITHUB_API_URL: api.url, AI_K8S_LINT_API_TIMEOUT_MS: '1000' },
    });
    // The old code waited for Node's 300 s headers timeout.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(r.code).toBe(0);
    expect(api.requests).toHaveLength(1);
    expect(r.commands[0]).toMatch(
      /^::warning::ai-k8s-lint: cannot annotate through a check run: creating the check run failed \(no answer within 1 s\)\. Falling back to workflow annotations/,
    );
    expect(r.commands.filter((c) => c.startsWith('::warning file=a.yaml'))).toHaveLength(2);
    expect(r.summary).toContain('Annotations: 2 in the workflow log');
  });

  it.each([
    ['invalid JSON', '{oops', 'application/json'],
    ['an HTML page', '<!doctype html><title>Sign in</title>', 'text/html'],
    ['an object without an id', '{"html_url": "https://github.com/octo/gpu-infra/runs/1"}', 'application/json'],
  ])(
    'a 201 answer to the create call with %s falls back to workflow annotations, and sends no update (D3)',
    async (_name, body, contentType) => {
      api = await fakeGitHubApi({ reply: (q) => (q.method === 'POST' ? { status: 201, body, contentType } : undefined) });
      const ws = workspace({ 'a.yaml': configMaps(120) });
      const r = await runAction({
        workspace: ws,
        event: prEvent(),
        inputs: { annotations: 'check-run', 'github-token': TOKEN, format: 'none', 'fail-on': 'never' },
        env: { GITHUB_API_URL: api.url },
      });
      expect(api.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['POST /repos/octo/gpu-infra/check-runs']);
      expect(r.commands[0]).toMatch(
        /^::warning::ai-k8s-lint: cannot annotate through a check run: creating the check run failed \(HTTP 201: the answer is not a check run: (not JSON|no numeric id)\)\. Falling back/,
      );
      expect(r.commands.filter((c) => c.startsWith('::warning file=a.yaml'))).toHaveLength(9);
      expect(r.stdout).not.toMatch(/Check run undefined/);
      expect(r.summary).not.toContain('runs/undefined');
      expect(r.summary).toMatch(/Annotations: 9 in the workflow log/);
    },
  );

  it.each([
    ['null', 'null'],
    ['[]', '[]'],
    ['a string', '"x"'],
    ['invalid JSON', '{oops'],
    ['{"pull_request": null}', '{"pull_request": null}'],
    ['{"pull_request": 5}', '{"pull_request": 5}'],
    ['wrong types inside', '{"pull_request": {"number": "7", "head": {"sha": 7, "repo": []}, "base": "main"}}'],
  ])('an event file holding %s gives a warning; SARIF, outputs and summary are still written (C2)', async (_name, eventText) => {
    const ws = workspace({ 'a.yaml': configMaps(1) });
    const r = await runAction({ workspace: ws, eventText, inputs: { format: 'none' } });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/internal error/);
    expect(r.commands[0]).toMatch(
      /^::warning::ai-k8s-lint: the event file .*event\.json \(GITHUB_EVENT_PATH\) is not a usable event payload: /,
    );
    expect(r.commands[1]).toMatch(/^::warning file=a\.yaml,line=7,/);
    expect(r.outputs).toMatchObject({ findings: '1', warnings: '1' });
    expect(sarifOf(ws).runs[0].results).toHaveLength(1);
    expect(r.summary).toContain('## ai-k8s-lint: ✅ passed, 0 errors, 1 warning');
  });
});
