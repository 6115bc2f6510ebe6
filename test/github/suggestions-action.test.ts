// `suggestions: true` end to end: action.mjs run as the runner runs it on a pull request (a git
// repository with the base and head commits, the event file), against a local stand-in for the
// REST API that keeps the review comments between runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { marked } from 'marked';
import { afterEach, describe, expect, it } from 'vitest';
import { markersIn } from '../../src/github/suggestion-text.js';
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
  type FakeApiOptions,
  type ReviewCommentInput,
} from '../helpers/run-action.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

/** A repository whose HEAD is the pull request's head: `base`, then a commit that writes `head`'s files. */
function pullRequest(base: Record<string, string>, head: Record<string, string>): { repo: string; event: unknown } {
  const repo = workspace(base);
  git(repo, 'init', '-q');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  const baseSha = git(repo, 'rev-parse', 'HEAD');
  for (const [path, text] of Object.entries(head)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'head');
  return { repo, event: prEvent(git(repo, 'rev-parse', 'HEAD'), baseSha) };
}

// A GPU request without a limit: the fix adds the limit after the request (line 11).
const POD = `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.2
      resources:
        requests:
          nvidia.com/gpu: 2
`;

/** The ```suggestion blocks of a comment as a GFM renderer shows them. */
function suggestionBlocks(body: string): string[] {
  const html = marked.parse(body, { async: false, gfm: true });
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<pre><code class="language-suggestion">([\s\S]*?)<\/code><\/pre>/g)].map((m) => decode(m[1]!));
}

describe('action: suggested changes on a pull request', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  const run = async (repo: string, event: unknown, options: FakeApiOptions = {}, inputs: Record<string, string> = {}) => {
    api ??= await fakeGitHubApi(options);
    return runAction({
      workspace: repo,
      event,
      inputs: { suggestions: 'true', 'github-token': TOKEN, format: 'none', 'fail-on': 'never', ...inputs },
      env: { GITHUB_API_URL: api.url },
    });
  };
  const reviews = () => api!.requests.filter((q) => q.method === 'POST');

  it('posts one review with a suggestion per fix on the changed lines; a second run posts nothing', async () => {
    // The old ConfigMap's `immutable: yes` has a fix too, but the pull request does not change it.
    const { repo, event } = pullRequest(
      { 'deploy/old.yaml': configMaps(1, 'old') },
      { 'deploy/pod.yaml': POD, 'deploy/cm.yaml': configMaps(1) },
    );
    const r = await run(repo, event);
    expect(r.code).toBe(0);
    expect(api!.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      'GET /repos/octo/gpu-infra/pulls/7/comments?per_page=100&page=1',
      'POST /repos/octo/gpu-infra/pulls/7/reviews',
    ]);
    const review = reviews()[0]!;
    expect(review.body).toMatchObject({
      commit_id: (event as { pull_request: { head: { sha: string } } }).pull_request.head.sha,
      event: 'COMMENT',
    });
    const comments = review.body.comments!;
    expect(comments.map(({ body: _body, ...at }) => at)).toEqual([
      { path: 'deploy/pod.yaml', line: 11, side: 'RIGHT' },
      { path: 'deploy/cm.yaml', line: 7, side: 'RIGHT' },
    ]);
    expect(comments.map((c) => suggestionBlocks(c.body))).toEqual([
      ['          nvidia.com/gpu: 2\n        limits:\n          nvidia.com/gpu: 2\n'],
      ['immutable: true\n'],
    ]);
    // Most severe first.
    expect(comments[0]!.body).toMatch(/`gpu-requests-limits-mismatch` \(error\): /);
    expect(comments[1]!.body).toMatch(/`yaml-ambiguous-scalar` \(warning\): /);
    // The annotations are there as without suggestions, the old file's finding included.
    expect(r.commands.filter((c) => c.startsWith('::warning file=')).length).toBeGreaterThanOrEqual(2);
    expect(r.summary).toMatch(/Suggestions: 2 in a \[review\]\(https:\/\/github\.com\/octo\/gpu-infra\/pull\/7#pullrequestreview-\d+\)\./);
    expectTokenKept(
      r,
      comments.map((c) => c.body),
    );

    const again = await run(repo, event);
    expect(again.code).toBe(0);
    expect(reviews()).toHaveLength(1);
    expect(again.summary).toContain('Suggestions: none new; 2 already on the pull request.');
    expect(api!.reviewComments).toHaveLength(2);
  });

  it('a token that may not write (HTTP 403, a fork): no review, the annotations stand, the step does not fail for it', async () => {
    const { repo, event } = pullRequest({ 'README.md': 'base\n' }, { 'deploy/cm.yaml': configMaps(2) });
    const r = await run(repo, event, { reviewStatus: 403 }, { 'fail-on': 'error' });
    expect(r.code).toBe(0);
    expect(reviews()).toHaveLength(1);
    expect(r.commands.filter((c) => c.startsWith('::warning file=deploy/cm.yaml'))).toHaveLength(2);
    // Expected on every pull request from a fork: said in the log and the summary, not as a warning annotation.
    expect(r.commands.filter((c) => !c.includes('file='))).toEqual([]);
    expect(r.stdout).toMatch(/^suggestions: the token may not post a review \(HTTP 403: Resource not accessible by integration/m);
    expect(r.summary).toContain('Suggestions: not posted (HTTP 403: a pull request from a fork, or the job lacks `pull-requests: write`).');
    expectTokenKept(r);
  });

  it('an API that fails otherwise is one warning; the step still does not fail for it', async () => {
    const { repo, event } = pullRequest({ 'README.md': 'base\n' }, { 'deploy/cm.yaml': configMaps(1) });
    const r = await run(repo, event, { reply: (q) => (q.method === 'GET' ? { status: 404, body: '{"message":"Not Found"}' } : undefined) });
    expect(r.code).toBe(0);
    expect(reviews()).toEqual([]);
    expect(r.commands[0]).toMatch(
      /^::warning::ai-k8s-lint: cannot post suggested changes: reading the review comments failed \(HTTP 404: Not Found\)\./,
    );
    expect(r.commands.filter((c) => c.startsWith('::warning file=deploy/cm.yaml'))).toHaveLength(1);
  });

  it('at most 25 per run, the next run posts the rest', async () => {
    const { repo, event } = pullRequest({ 'README.md': 'base\n' }, { 'many.yaml': configMaps(30) });
    const r = await run(repo, event);
    expect(reviews()[0]!.body.comments).toHaveLength(25);
    expect(r.summary).toMatch(/Suggestions: 25 in a \[review\]\([^)]+\); 5 more left for a later run \(at most 25 per run\)\./);
    const next = await run(repo, event);
    expect(reviews()[1]!.body.comments).toHaveLength(5);
    expect(next.summary).toMatch(/Suggestions: 5 in a \[review\]\([^)]+\); 25 already on the pull request\./);
    expect(new Set(api!.reviewComments.map((c) => c.line))).toEqual(new Set(Array.from({ length: 30 }, (_, i) => 7 + 8 * i)));
  });

  it('a hostile manifest: backticks, HTML and a workflow command stay inside the suggestion, as they are', async () => {
    const hostile = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: "<img src=x onerror=alert(1)> [x](https://evil.example)"',
      '  annotations: {note: "```` </code></pre><img src=x onerror=alert(1)> ```suggestion", flag: on}',
      'data:',
      '  ::error file=a.yaml,line=1::forged: on',
      '  <script>alert(1)</script>: yes',
      '',
    ].join('\n');
    const { repo, event } = pullRequest({ 'README.md': 'base\n' }, { 'deploy/hostile.yaml': hostile });
    const r = await run(repo, event);
    expect(r.code).toBe(0);
    const comments: ReviewCommentInput[] = reviews()[0]!.body.comments!;
    expect(comments.map((c) => [c.line, suggestionBlocks(c.body)])).toEqual([
      [5, ['  annotations: {note: "```` </code></pre><img src=x onerror=alert(1)> ```suggestion", flag: "on"}\n']],
      [7, ['  ::error file=a.yaml,line=1::forged: "on"\n']],
      [8, ['  <script>alert(1)</script>: "yes"\n']],
    ]);
    for (const c of comments) {
      const html = marked.parse(c.body, { async: false, gfm: true }).replace(/^<!-- ai-k8s-lint suggestion [0-9a-f]{64} -->\n/, '');
      // One block, and outside it only the comment's own markup.
      expect(html.match(/<pre>/g)).toHaveLength(1);
      const outside = html.replace(/<pre><code class="language-suggestion">[\s\S]*?<\/code><\/pre>/, '');
      expect([...outside.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]).filter((t) => !['p', 'strong', 'code'].includes(t!))).toEqual([]);
      expect(markersIn(c.body)).toHaveLength(1);
    }
    // Nothing reached the runner as a command: the Action logs counts, never the suggestions.
    const sarif = JSON.parse(readFileSync(join(repo, 'ai-k8s-lint.sarif'), 'utf8'));
    expect(foreignCommands(r.runner.commands, sarif, TOKEN)).toEqual([]);
    expect(r.stdout).not.toContain('forged: "on"');
  });

  it('off by default, and off the pull request: no API call', async () => {
    const { repo, event } = pullRequest({ 'README.md': 'base\n' }, { 'deploy/cm.yaml': configMaps(1) });
    api = await fakeGitHubApi();
    const plain = await runAction({
      workspace: repo,
      event,
      inputs: { 'github-token': TOKEN, format: 'none' },
      env: { GITHUB_API_URL: api.url },
    });
    expect(plain.summary).not.toContain('Suggestions');
    const push = await runAction({
      workspace: repo,
      inputs: { suggestions: 'true', 'github-token': TOKEN, format: 'none' },
      env: { GITHUB_API_URL: api.url },
    });
    expect(push.summary).toContain('Suggestions: none (not a pull request).');
    expect(api.requests).toEqual([]);
    const bad = await runAction({ workspace: repo, inputs: { suggestions: 'yes' } });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^::error::ai-k8s-lint: input suggestions: expected one of true, false, got "yes"/m);
  });
});
