// Suggested changes in process: a text edit made whole lines, the comment a reviewer reads (as a
// GFM renderer shows it), the plan over real findings and their fixes, and the review posted to
// a local stand-in for the REST API (the request body, the dedupe, the cap, the failures).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { afterEach, describe, expect, it } from 'vitest';
import { lint } from '../../src/app/api.js';
import { planFix } from '../../src/fix/plan.js';
import type { Finding } from '../../src/core/types.js';
import type { ChangedLines } from '../../src/github/diff.js';
import {
  fenceFor,
  LineTable,
  markersIn,
  suggestedLines,
  suggestionComment,
  suggestionHash,
  suggestionMarker,
} from '../../src/github/suggestion-text.js';
import {
  headTexts,
  MAX_SUGGESTIONS,
  planSuggestions,
  publishSuggestions,
  SuggestionError,
  type ReviewRequest,
  type Suggestion,
} from '../../src/github/suggestions.js';
import { fakeGitHubApi, workspace, type FakeApi, type FakeApiOptions } from '../helpers/run-action.js';

const TOKEN = 'ghs_suggestionsUnitTestToken0123456789ab';
const lines = (text: string, edit: { start: number; end: number; text: string }) => suggestedLines(new LineTable(text), edit);
/** The edit that replaces the first `find` of `text` by `by`. */
const replace = (text: string, find: string, by: string) => ({
  start: text.indexOf(find),
  end: text.indexOf(find) + find.length,
  text: by,
});

describe('suggestedLines: a text edit as a replacement of whole lines', () => {
  const text = 'a: 1\nb: 2\nc: 3\n';

  it('an edit inside a line replaces that line', () => {
    expect(lines(text, replace(text, '2', '"2"'))).toEqual([{ startLine: 2, endLine: 2, body: 'b: "2"' }]);
  });

  it('an edit over two lines replaces both (start_line..line)', () => {
    expect(lines(text, replace(text, '1\nb: 2', '9'))).toEqual([{ startLine: 1, endLine: 2, body: 'a: 9' }]);
  });

  it('an edit that takes a line end away takes in the line it joins', () => {
    expect(lines(text, { start: 4, end: 5, text: ', ' })).toEqual([{ startLine: 1, endLine: 2, body: 'a: 1, b: 2' }]);
  });

  it('lines that only go in are offered on the line before, then on the line after', () => {
    const at = text.indexOf('c: 3');
    expect(lines(text, { start: at, end: at, text: 'x: 0\n' })).toEqual([
      { startLine: 2, endLine: 2, body: 'b: 2\nx: 0' },
      { startLine: 3, endLine: 3, body: 'x: 0\nc: 3' },
    ]);
    // After the last line (with and without a final line break): only the line before.
    expect(lines(text, { start: text.length, end: text.length, text: 'd: 4\n' })).toEqual([
      { startLine: 3, endLine: 3, body: 'c: 3\nd: 4' },
    ]);
    const bare = 'a: 1\nb: 2';
    expect(lines(bare, { start: bare.length, end: bare.length, text: '\nc: 3' })).toEqual([
      { startLine: 2, endLine: 2, body: 'b: 2\nc: 3' },
    ]);
  });

  it('the edit the fix engine makes mid-line for an insertion still comes out as whole lines', () => {
    // minimalEdit starts after the indentation both texts share: `      ` + `  limits:…\n      ` + `readinessProbe:`.
    const pod = '      resources:\n        requests:\n          nvidia.com/gpu: 2\n      readinessProbe:\n';
    const at = pod.indexOf('readinessProbe');
    expect(lines(pod, { start: at, end: at, text: '  limits:\n          nvidia.com/gpu: 2\n      ' })[0]).toEqual({
      startLine: 3,
      endLine: 3,
      body: '          nvidia.com/gpu: 2\n        limits:\n          nvidia.com/gpu: 2',
    });
  });

  it('CRLF lines are suggested without their CR; an edit that changes nothing is no suggestion', () => {
    const crlf = 'a: 1\r\nb: on\r\n';
    expect(lines(crlf, replace(crlf, 'on', '"on"'))).toEqual([{ startLine: 2, endLine: 2, body: 'b: "on"' }]);
    expect(lines(text, replace(text, '2', '2'))).toEqual([]);
  });

  it('lines a reviewer could not read as they are get no suggestion: control characters, a lone CR, bidi overrides', () => {
    for (const line of ['b: on # \u001b[2J', 'b: on # \rc: 1', 'b: on # \u202eevil', 'b: on # \u0000'])
      expect(lines(`a: 1\n${line}\n`, { start: 8, end: 10, text: '"on"' }), JSON.stringify(line)).toEqual([]);
    // A tab is shown as it is.
    expect(lines('a: 1\nb: on\t# x\n', { start: 8, end: 10, text: '"on"' })).toEqual([{ startLine: 2, endLine: 2, body: 'b: "on"\t# x' }]);
  });
});

/** The tags a GFM renderer makes of a comment, its leading marker (an HTML comment, hidden) aside. */
function rendered(body: string): { html: string; tags: string[]; blocks: string[] } {
  const html = marked.parse(body, { async: false, gfm: true });
  const withoutMarker = html.replace(/^<!-- ai-k8s-lint suggestion [0-9a-f]{64} -->\n/, '');
  const tags = [...withoutMarker.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase());
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const blocks = [...withoutMarker.matchAll(/<pre><code class="language-suggestion">([\s\S]*?)<\/code><\/pre>/g)].map((m) => decode(m[1]!));
  return { html: withoutMarker, tags, blocks };
}

describe('the comment a reviewer reads', () => {
  it('a fence longer than any run of backticks in the text', () => {
    expect(fenceFor('plain')).toBe('```');
    expect(fenceFor('a ``` b')).toBe('````');
    expect(fenceFor('`````\n``')).toBe('``````');
  });

  it('the suggestion is exactly the new lines, and nothing around it renders as anything but text', () => {
    const body = [
      '  note: "```` </code></pre><img src=x onerror=alert(1)>"',
      '````',
      '::error file=a.yaml,line=1::forged',
      '<script>alert(1)</script>',
      '~~~',
    ].join('\n');
    const message = 'Deployment "[click](https://evil.example) ![p](https://evil.example/p.png) <b>x</b> **y** `z`\n# H\r- l" is odd';
    const comment = suggestionComment({
      hash: 'a'.repeat(64),
      ruleId: 'yaml-ambiguous-scalar',
      level: 'warning',
      message,
      description: 'Quote <on> [now](https://evil.example)',
      kind: 'fix',
      body,
    });
    const r = rendered(comment);
    expect(r.blocks).toEqual([`${body}\n`]);
    expect(new Set(r.tags)).toEqual(new Set(['p', 'strong', 'code', 'pre', 'a']));
    expect(r.html).not.toMatch(/<(img|script|h1|li|b)\b/);
    // GFM still links a bare URL, but such a link shows its own address: no link text from the manifest.
    for (const a of r.html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)) expect(a[2]).toBe(decodeURI(a[1]!));
    // The rule id is the only code span outside the block; the message is on one line.
    expect(r.html.match(/<code>/g)).toEqual(['<code>']);
    expect(comment.split('\n')[1]).toMatch(/^\*\*ai-k8s-lint\*\* `yaml-ambiguous-scalar` \(warning\): /);
    expect(comment.startsWith(`${suggestionMarker('a'.repeat(64))}\n`)).toBe(true);
  });

  it('a change of kind suggestion says it changes runtime behaviour; a fix does not', () => {
    const base = {
      hash: 'b'.repeat(64),
      ruleId: 'r',
      level: 'warning' as const,
      message: 'm',
      description: 'Add a toleration',
      body: 'x: 1',
    };
    expect(suggestionComment({ ...base, kind: 'suggestion' })).toContain(
      '**Suggested change, which changes runtime behaviour:** Add a toleration.',
    );
    expect(suggestionComment({ ...base, kind: 'fix' })).toContain('**Suggested fix:** Add a toleration.');
    expect(suggestionComment({ ...base, kind: 'fix' })).not.toContain('runtime behaviour');
  });

  it('markers are found by string scanning; a malformed or truncated one is not a marker', () => {
    const h = 'c'.repeat(64);
    expect(markersIn(`${suggestionMarker(h)}\ntext`)).toEqual([h]);
    expect(markersIn(`<!-- ai-k8s-lint suggestion ${'c'.repeat(63)} -->`)).toEqual([]);
    expect(markersIn(`<!-- ai-k8s-lint suggestion ${'C'.repeat(64)} -->`)).toEqual([]);
    expect(markersIn(`<!-- ai-k8s-lint suggestion ${h}-->`)).toEqual([]);
    expect(markersIn('<!-- ai-k8s-lint suggestion '.repeat(10_000))).toEqual([]);
    expect(markersIn(suggestionMarker(h).repeat(50))).toHaveLength(8);
  });

  it('the hash tells rule, file, lines and text apart', () => {
    const s = { startLine: 3, endLine: 3, body: 'x' };
    const all = [
      suggestionHash('r', 'a.yaml', s),
      suggestionHash('q', 'a.yaml', s),
      suggestionHash('r', 'b.yaml', s),
      suggestionHash('r', 'a.yaml', { ...s, startLine: 2 }),
      suggestionHash('r', 'a.yaml', { ...s, endLine: 4 }),
      suggestionHash('r', 'a.yaml', { ...s, body: 'y' }),
    ];
    expect(new Set(all).size).toBe(all.length);
  });
});

// Two fixable findings: a GPU request that differs from its limit (line 11, fixed there), an
// unquoted `on` in an env value (line 9); /dev/shm and the token are taken care of (their rules fix too).
const POD = `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
  containers:
    - name: server
      image: vllm/vllm-openai:v0.9.2
      env: [{name: FLAG, value: on}]
      resources:
        requests: {nvidia.com/gpu: 2}
        limits: {nvidia.com/gpu: 1}
      volumeMounts: [{name: dshm, mountPath: /dev/shm}]
  volumes: [{name: dshm, emptyDir: {medium: Memory, sizeLimit: 8Gi}}]
  automountServiceAccountToken: false
`;

const everyLine = (...files: [string, string][]): ChangedLines =>
  new Map(files.map(([file, text]) => [file, new Set(Array.from({ length: text.split('\n').length }, (_, i) => i + 1))]));

async function fixable(files: Record<string, string>): Promise<{ dir: string; findings: Finding[] }> {
  const dir = workspace(files);
  const result = await lint(Object.keys(files), { cwd: dir });
  return { dir, findings: result.findings.filter((f) => f.fix) as Finding[] };
}

const fromDisk = (dir: string) => (file: string) => ({ text: readFileSync(join(dir, file), 'utf8'), bom: false });

describe('planSuggestions', () => {
  it('one suggestion per fixable finding on the changes, most severe first, on the repository path', async () => {
    const { dir, findings } = await fixable({ 'deploy/pod.yaml': POD });
    expect(findings.map((f) => `${f.ruleId}:${f.range.start.line}`).sort()).toEqual([
      'gpu-requests-limits-mismatch:11',
      'yaml-ambiguous-scalar:9',
    ]);
    const plan = planSuggestions(findings, everyLine(['deploy/pod.yaml', POD]), fromDisk(dir), 'infra/');
    expect(plan.skipped).toBe(0);
    expect(plan.suggestions.map((s) => [s.path, s.startLine, s.endLine, s.body])).toEqual(
      expect.arrayContaining([
        ['infra/deploy/pod.yaml', 9, 9, '      env: [{name: FLAG, value: "on"}]'],
        ['infra/deploy/pod.yaml', 11, 11, '        requests: {nvidia.com/gpu: 1}'],
      ]),
    );
  });

  it('a fix planned on its document alone is the fix planned on the whole stream', async () => {
    const stream = [
      '# leading comment\nimmutable: yes\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n',
      '--- # a marker with a comment\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\ndata: {x: on}\n...\n',
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n',
      '---\n' + POD,
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: d\nimmutable: no\n',
    ].join('');
    const { dir, findings } = await fixable({ 's.yaml': stream });
    expect(findings.map((f) => f.docIndex)).toEqual(expect.arrayContaining([0, 1, 3, 4]));
    const table = new LineTable(stream);
    const whole = findings
      .map((f) => suggestedLines(table, planFix(stream, f.docIndex ?? 0, f.fix!)!)[0]!)
      .sort((a, b) => a.startLine - b.startLine);
    const plan = planSuggestions(findings, everyLine(['s.yaml', stream]), fromDisk(dir), '');
    expect(
      plan.suggestions.map(({ startLine, endLine, body }) => ({ startLine, endLine, body })).sort((a, b) => a.startLine - b.startLine),
    ).toEqual(whole);
    expect(whole).toHaveLength(findings.length);
  });

  it('only on lines the pull request adds or changes, and never in a file it does not change', async () => {
    const { dir, findings } = await fixable({ 'a.yaml': POD, 'b.yaml': POD });
    const changed: ChangedLines = new Map([['a.yaml', new Set([10, 11, 12])]]);
    const plan = planSuggestions(findings, changed, fromDisk(dir), '');
    expect(plan.suggestions.map((s) => `${s.path}:${s.endLine}`)).toEqual(['a.yaml:11']);
    // The finding on line 9 of a.yaml has a fix, but not on the changes.
    expect(plan.skipped).toBe(1);
  });

  it("no suggestion when the checkout does not hold the head commit's file", async () => {
    const { findings } = await fixable({ 'a.yaml': POD });
    expect(planSuggestions(findings, everyLine(['a.yaml', POD]), () => undefined, '').suggestions).toEqual([]);
  });

  it("a byte order mark keeps suggestions off line 1 (GitHub's line 1 holds it)", async () => {
    const text = 'immutable: yes\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n';
    const { dir, findings } = await fixable({ 'a.yaml': text });
    expect(findings).toHaveLength(1);
    const withBom = planSuggestions(findings, everyLine(['a.yaml', text]), (f) => ({ ...fromDisk(dir)(f), bom: true }), '');
    expect(withBom.suggestions).toEqual([]);
    expect(planSuggestions(findings, everyLine(['a.yaml', text]), fromDisk(dir), '').suggestions).toHaveLength(1);
  });

  it("headTexts: the working tree file only when it is the head commit's file byte for byte", () => {
    const repo = workspace({ 'a.yaml': POD });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'head');
    const head = git('rev-parse', 'HEAD');
    expect(headTexts(repo, head)('a.yaml')).toEqual({ text: POD, bom: false });
    expect(headTexts(repo, head)('missing.yaml')).toBeUndefined();
    writeFileSync(join(repo, 'a.yaml'), `${POD}# changed after checkout\n`);
    expect(headTexts(repo, head)('a.yaml')).toBeUndefined();
    expect(headTexts(repo, 'f'.repeat(40))('a.yaml')).toBeUndefined();
  });
});

describe('publishSuggestions against a local stand-in for the API', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function publish(suggestions: Suggestion[], options: FakeApiOptions = {}, extra: Partial<ReviewRequest> = {}) {
    api ??= await fakeGitHubApi(options);
    const request: ReviewRequest = {
      apiUrl: api.url,
      token: TOKEN,
      owner: 'octo',
      repo: 'gpu-infra',
      pullNumber: 7,
      headSha: 'a'.repeat(40),
      suggestions,
      timeouts: { requestMs: 2_000, totalMs: 10_000, retryPauseMs: 10 },
      ...extra,
    };
    try {
      return { result: await publishSuggestions(request), error: undefined };
    } catch (error) {
      return { result: undefined, error: error as SuggestionError };
    }
  }
  const calls = () => api!.requests.map((q) => `${q.method} ${q.path}`);

  it('one review on the head commit: path, line, side, start_line for several lines, and the suggestion block', async () => {
    const { dir, findings } = await fixable({ 'deploy/pod.yaml': POD });
    const mismatch = findings.find((f) => f.ruleId === 'gpu-requests-limits-mismatch')!;
    // A change set of two changes on two lines (set the request and the limit) is one edit over both lines.
    const both: Finding = {
      ...mismatch,
      fix: {
        kind: 'suggestion',
        description: 'Set the nvidia.com/gpu request and limit to 4',
        changes: [
          { op: 'set', path: [...mismatch.path!.slice(0, -2), 'requests', 'nvidia.com/gpu'], value: 4 },
          { op: 'set', path: [...mismatch.path!.slice(0, -2), 'limits', 'nvidia.com/gpu'], value: 4 },
        ],
      },
    };
    const plan = planSuggestions([both], everyLine(['deploy/pod.yaml', POD]), fromDisk(dir), '');
    const { result } = await publish(plan.suggestions);
    expect(result).toEqual({ posted: 1, already: 0, left: 0, url: expect.stringMatching(/#pullrequestreview-\d+$/), requests: 2 });
    expect(calls()).toEqual([
      'GET /repos/octo/gpu-infra/pulls/7/comments?per_page=100&page=1',
      'POST /repos/octo/gpu-infra/pulls/7/reviews',
    ]);
    const review = api!.requests[1]!;
    expect(review.authorization).toContain(TOKEN);
    expect(review.body).toMatchObject({
      commit_id: 'a'.repeat(40),
      event: 'COMMENT',
      body: expect.stringMatching(/^ai-k8s-lint suggests a change/),
    });
    expect(review.body.comments).toEqual([
      { path: 'deploy/pod.yaml', start_line: 11, start_side: 'RIGHT', line: 12, side: 'RIGHT', body: expect.any(String) },
    ]);
    const comment = review.body.comments![0]!.body;
    expect(rendered(comment).blocks).toEqual(['        requests: {nvidia.com/gpu: 4}\n        limits: {nvidia.com/gpu: 4}\n']);
    expect(comment).toContain('changes runtime behaviour');
    expect(markersIn(comment)).toEqual([plan.suggestions[0]!.hash]);
  });

  it('a second run finds its comments (over several pages) and posts nothing; an outdated one is not repeated either', async () => {
    const { dir, findings } = await fixable({ 'a.yaml': POD });
    const plan = planSuggestions(findings, everyLine(['a.yaml', POD]), fromDisk(dir), '');
    expect(plan.suggestions).toHaveLength(2);
    // 250 comments by people first, so the Action's own are on page 3.
    const people = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, path: 'a.yaml', line: 1, body: `looks good ${i}` }));
    const first = await publish(plan.suggestions, { reviewComments: people });
    expect(first.result).toMatchObject({ posted: 2, already: 0 });
    // GitHub marks a comment outdated (line: null) once a push moves its lines.
    api!.reviewComments[250]!.line = null;
    api!.requests.length = 0;
    const second = await publish(plan.suggestions);
    expect(second.result).toEqual({ posted: 0, already: 2, left: 0, requests: 3 });
    expect(calls()).toEqual([1, 2, 3].map((page) => `GET /repos/octo/gpu-infra/pulls/7/comments?per_page=100&page=${page}`));
  });

  it('at most 25 comments per run; the next run posts the rest', async () => {
    const many = Array.from({ length: 30 }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\nimmutable: yes\n`).join(
      '---\n',
    );
    const { dir, findings } = await fixable({ 'many.yaml': many });
    const plan = planSuggestions(findings, everyLine(['many.yaml', many]), fromDisk(dir), '');
    expect(plan.suggestions).toHaveLength(30);
    const first = await publish(plan.suggestions);
    expect(first.result).toMatchObject({ posted: MAX_SUGGESTIONS, already: 0, left: 5 });
    expect(api!.requests.at(-1)!.body.comments).toHaveLength(25);
    const second = await publish(plan.suggestions);
    expect(second.result).toMatchObject({ posted: 5, already: 25, left: 0 });
    expect(api!.reviewComments).toHaveLength(30);
    expect(new Set(api!.reviewComments.map((c) => c.line)).size).toBe(30);
  });

  it('403 on the review is an error of that stage with the status; nothing is retried', async () => {
    const { dir, findings } = await fixable({ 'a.yaml': POD });
    const plan = planSuggestions(findings, everyLine(['a.yaml', POD]), fromDisk(dir), '');
    const { error } = await publish(plan.suggestions, { reviewStatus: 403 });
    expect(error).toBeInstanceOf(SuggestionError);
    expect(error).toMatchObject({
      stage: 'review',
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration'),
    });
    expect(calls()).toHaveLength(2);
  });

  it('a 5xx on the review is not retried (the review may exist); a 5xx on the list is, once', async () => {
    const { dir, findings } = await fixable({ 'a.yaml': POD });
    const plan = planSuggestions(findings, everyLine(['a.yaml', POD]), fromDisk(dir), '');
    const review = await publish(plan.suggestions, {
      reply: (q) => (q.method === 'POST' ? { status: 502, body: '<html>Bad gateway</html>' } : undefined),
    });
    expect(review.error).toMatchObject({ stage: 'review', status: 502 });
    expect(calls().filter((c) => c.startsWith('POST'))).toHaveLength(1);
    await api!.close();
    api = undefined;
    const list = await publish(plan.suggestions, {
      reply: (q, n) => (q.method === 'GET' && n === 0 ? { status: 503, body: '{}' } : undefined),
    });
    expect(list.result).toMatchObject({ posted: 2 });
    expect(calls()).toEqual([
      'GET /repos/octo/gpu-infra/pulls/7/comments?per_page=100&page=1',
      'GET /repos/octo/gpu-infra/pulls/7/comments?per_page=100&page=1',
      'POST /repos/octo/gpu-infra/pulls/7/reviews',
    ]);
  });

  it('nothing is posted when the earlier comments cannot be read or are not a list; the token never shows', async () => {
    const { dir, findings } = await fixable({ 'a.yaml': POD });
    const plan = planSuggestions(findings, everyLine(['a.yaml', POD]), fromDisk(dir), '');
    const notList = await publish(plan.suggestions, {
      reply: (q) => (q.method === 'GET' ? { status: 200, body: '{"message":"hi"}' } : undefined),
    });
    expect(notList.error).toMatchObject({ stage: 'list', message: 'the answer is not a list of review comments' });
    await api!.close();
    api = undefined;
    const echo = await publish(plan.suggestions, {
      reply: (q) =>
        q.method === 'GET' ? { status: 401, body: JSON.stringify({ message: `Bad credentials: ${q.authorization}` }) } : undefined,
    });
    expect(echo.error).toMatchObject({ stage: 'list', status: 401, message: 'Bad credentials: token ***' });
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('no suggestions, no request', async () => {
    const { result } = await publish([]);
    expect(result).toEqual({ posted: 0, already: 0, left: 0, requests: 0 });
    expect(api!.requests).toEqual([]);
  });
});
