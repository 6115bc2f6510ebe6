// publishCheckRun against a local stand-in for the Checks API, in process: deadlines, the one
// retry, answers that are not what GitHub sends, and error messages fit for the log.
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_TIMEOUTS,
  CheckRunError,
  publishCheckRun,
  safeApiMessage,
  type ApiTimeouts,
  type CheckAnnotation,
  type CheckRunRequest,
} from '../../src/github/check-run.js';
import { fakeGitHubApi, type FakeApi, type FakeApiOptions } from '../helpers/run-action.js';

const TOKEN = 'ghs_checkRunUnitTestToken0123456789abcdef';
const FAST: ApiTimeouts = { requestMs: 500, totalMs: 5_000, retryPauseMs: 10 };

const annotations = (n: number): CheckAnnotation[] =>
  Array.from({ length: n }, (_, i) => ({
    path: 'a.yaml',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'warning',
    message: `m${i}`,
    title: 't',
  }));

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function publish(options: FakeApiOptions, extra: Partial<CheckRunRequest> = {}) {
  api = await fakeGitHubApi(options);
  const request: CheckRunRequest = {
    apiUrl: api.url,
    token: TOKEN,
    owner: 'octo',
    repo: 'gpu-infra',
    headSha: 'a'.repeat(40),
    name: 'ai-k8s-lint',
    conclusion: 'neutral',
    title: 't',
    summary: 's',
    annotations: annotations(3),
    timeouts: FAST,
    ...extra,
  };
  const started = performance.now();
  try {
    return { result: await publishCheckRun(request), error: undefined, ms: performance.now() - started };
  } catch (error) {
    return { result: undefined, error: error as CheckRunError, ms: performance.now() - started };
  }
}

const paths = () => api!.requests.map((q) => `${q.method} ${q.path}`);

describe('publishCheckRun: deadlines and retries (H8)', () => {
  it('the defaults bound a hanging API to 30 s per request and 90 s in all', () => {
    expect(API_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
    expect(API_TIMEOUTS.totalMs).toBeLessThanOrEqual(120_000);
    expect(API_TIMEOUTS.totalMs).toBeGreaterThanOrEqual(API_TIMEOUTS.requestMs);
  });

  it('a create call that is never answered fails after the request timeout, without a retry', async () => {
    const { error, ms } = await publish({ reply: () => 'hang' });
    expect(error).toBeInstanceOf(CheckRunError);
    expect(error).toMatchObject({ stage: 'create', status: undefined, posted: 0, message: 'no answer within 0.5 s' });
    expect(paths()).toEqual(['POST /repos/octo/gpu-infra/check-runs']);
    // Far below Node's own 300 s, even on a loaded machine.
    expect(ms).toBeLessThan(10_000);
  });

  it('retries once on a 5xx answer', async () => {
    const { result } = await publish({
      reply: (_q, n) => (n === 0 ? { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' } : undefined),
    });
    expect(result).toMatchObject({ id: 4242, requests: 1 });
    expect(paths()).toEqual(['POST /repos/octo/gpu-infra/check-runs', 'POST /repos/octo/gpu-infra/check-runs']);
  });

  it('gives up after the retry, and does not retry a 4xx answer', async () => {
    const failing = await publish({ reply: () => ({ status: 503, body: '{"message":"Service unavailable"}' }) });
    expect(failing.error).toMatchObject({ stage: 'create', status: 503, message: 'Service unavailable' });
    expect(paths()).toHaveLength(2);
    await api!.close();
    const refused = await publish({ createStatus: 422 });
    expect(refused.error).toMatchObject({ stage: 'create', status: 422 });
    expect(paths()).toHaveLength(1);
  });

  it('an update that is never answered stops the run with the count of annotations already posted', async () => {
    const { error } = await publish({ reply: (q) => (q.method === 'PATCH' ? 'hang' : undefined) }, { annotations: annotations(120) });
    expect(error).toMatchObject({ stage: 'update', posted: 50, status: undefined, message: 'no answer within 0.5 s' });
    expect(paths()).toEqual(['POST /repos/octo/gpu-infra/check-runs', 'PATCH /repos/octo/gpu-infra/check-runs/4242']);
  });

  it('the overall budget ends a run of slow updates', async () => {
    // Each update is answered well within the request timeout, but 19 of them do not fit the budget.
    const slow: FakeApiOptions = { reply: (q) => (q.method === 'PATCH' ? { status: 200, body: '{"id":4242}', delayMs: 150 } : undefined) };
    const timeouts: ApiTimeouts = { requestMs: 2_000, totalMs: 1_000, retryPauseMs: 10 };
    const { error, ms } = await publish(slow, { annotations: annotations(1000), timeouts });
    expect(error).toMatchObject({ stage: 'update' });
    expect(error!.posted).toBeGreaterThanOrEqual(50);
    expect(error!.posted).toBeLessThan(1000);
    expect(api!.requests.length).toBeLessThan(20);
    expect(ms).toBeLessThan(10_000);
  });
});

describe('publishCheckRun: a 2xx answer that is not a check run (D3)', () => {
  it.each([
    ['invalid JSON', '{oops', 'application/json'],
    ['an HTML page', '<html><body>Welcome to the proxy</body></html>', 'text/html'],
    ['null', 'null', 'application/json'],
    ['an object without an id', '{"name":"ai-k8s-lint"}', 'application/json'],
    ['a string id', '{"id":"4242"}', 'application/json'],
    ['an id that is not a positive integer', '{"id":-1.5}', 'application/json'],
  ])('%s is an error of the create call, and no update is sent', async (_name, body, contentType) => {
    const { error } = await publish(
      { reply: (q) => (q.method === 'POST' ? { status: 201, body, contentType } : undefined) },
      { annotations: annotations(120) },
    );
    expect(error).toBeInstanceOf(CheckRunError);
    expect(error).toMatchObject({ stage: 'create', posted: 0 });
    expect(error!.message).toMatch(/^the answer is not a check run: (not JSON|no numeric id)$/);
    expect(error!.status).toBe(201);
    expect(paths()).toEqual(['POST /repos/octo/gpu-infra/check-runs']);
  });

  it('keeps html_url only when it is a plain http(s) URL (it becomes a Markdown link)', async () => {
    const good = await publish({});
    expect(good.result!.url).toBe('https://github.com/octo/gpu-infra/runs/4242');
    await api!.close();
    const bad = await publish({
      reply: (q) =>
        q.method === 'POST'
          ? { status: 201, body: JSON.stringify({ id: 7, html_url: 'https://github.com/o/r/runs/7) [click](https://evil.example' }) }
          : undefined,
    });
    expect(bad.result).toMatchObject({ id: 7, url: undefined });
  });
});

describe('API error messages in the log (S7)', () => {
  it('redact the token, blank control characters and stay short', () => {
    const body = `Bad credentials: token ${TOKEN}\n::error file=a.yaml::forged\r\u001b[31mred\u202eevil ${'x'.repeat(5000)}`;
    const shown = safeApiMessage(body, TOKEN);
    expect(shown).not.toContain(TOKEN);
    expect(shown).toContain('token ***');
    expect(shown).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(shown.length).toBeLessThanOrEqual(300);
    expect(shown.endsWith('…')).toBe(true);
    // A token split by a control character is still found.
    expect(safeApiMessage(`${TOKEN.slice(0, 10)}\u0000${TOKEN.slice(10)}`, TOKEN)).not.toContain(TOKEN.slice(10));
  });

  it('a 401 whose body quotes the Authorization header reaches the caller redacted', async () => {
    const { error } = await publish({
      reply: (q) => ({ status: 401, body: JSON.stringify({ message: `Bad credentials: ${q.authorization}` }) }),
    });
    expect(error).toMatchObject({ stage: 'create', status: 401 });
    expect(error!.message).toBe('Bad credentials: token ***');
  });
});
