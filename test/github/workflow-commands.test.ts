// Text the runner reads as workflow commands: `--format github` escaping, the fence around the
// Action's log report, and the event file (which must never crash the Action). Checked with the
// runner's own parsing rules (test/helpers/run-action.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/types.js';
import { escapeData, escapeProperty, github } from '../../src/report/github.js';
import type { LintReport } from '../../src/report/report.js';
import { readContext } from '../../src/github/context.js';
import { fenceToken, writeFenced } from '../../src/github/log-fence.js';
import { runnerCommands } from '../helpers/run-action.js';

function report(findings: Finding[]): LintReport {
  return {
    findings,
    stats: { files: 1, documents: 1, objects: 1, skippedNonKubernetes: 0, skippedTemplates: 0 },
    rules: [],
    files: [],
    tool: { name: 'ai-k8s-lint', version: '0' },
  };
}

const finding = (file: string, message: string, line = 3): Finding => ({
  ruleId: 'gpu-quantity-invalid',
  level: 'error',
  message,
  file,
  range: { start: { line, column: 1 }, end: { line, column: 5 } },
  fingerprint: `${file}:${line}`,
});

describe('--format github (S1)', () => {
  const files = [
    'a,b.yaml',
    'c:d.yaml',
    'e%0Af.yaml',
    'g\rh.yaml',
    'i\nj.yaml',
    'k\r\nl.yaml',
    '::warning title=X::m.yaml',
    '%25n.yaml',
    'o=p;q]r.yaml',
    ' ::s.yaml',
  ];
  const messages = [
    'plain',
    'with %0A and %25 and %',
    'line\nbreak',
    'carriage\rreturn',
    'crlf\r\n::error file=README.md,line=1::forged',
    '::add-mask::x and ::stop-commands::y',
    'a, b: c',
  ];

  it('escapes properties (%, CR, LF, :, ,) and data (%, CR, LF) per GitHub: one command per finding, read back as written', () => {
    const findings = files.flatMap((file, i) => messages.map((message, j) => finding(file, message, i * 10 + j + 1)));
    const view = runnerCommands(github(report(findings), { color: false }));
    expect(view.fences).toEqual([]);
    expect(view.commands).toHaveLength(findings.length);
    view.commands.forEach((c, i) => {
      const f = findings[i]!;
      expect(c).toMatchObject({ name: 'error', form: 'v2' });
      expect(c.properties).toEqual({
        file: f.file,
        line: String(f.range.start.line),
        endLine: String(f.range.end.line),
        col: '1',
        endColumn: '5',
        title: 'ai-k8s-lint (gpu-quantity-invalid)',
      });
      // The message's line breaks may be shown as ^J (escape.ts); nothing else changes.
      expect(c.data.replace(/\^J/g, '\n').replace(/\^M/g, '\r')).toBe(f.message);
    });
  });

  it('the escapes, exactly', () => {
    expect(escapeData('50% a\r\nb')).toBe('50%25 a%0D%0Ab');
    expect(escapeProperty('dir,x:y%0A\n.yaml')).toBe('dir%2Cx%3Ay%250A%0A.yaml');
  });
});

describe('the fence around the log report (S1)', () => {
  const fenced = (pieces: string[], token?: string) => {
    let out = '';
    writeFenced(pieces, (t) => (out += t), token);
    return out;
  };

  it('the runner acts on no command inside, and on commands again after it', () => {
    const out = `${fenced(['a.yaml\n', '  ::error file=README.md::forged\r::notice::x\n', '##[warning]v1\n', '::stop-commands::other\n', 'no newline at the end'])}::notice::after\n`;
    const view = runnerCommands(out);
    expect(view.fences).toHaveLength(1);
    expect(view.open).toBe(false);
    expect(view.fenced).toEqual([
      'a.yaml',
      '  ::error file=README.md::forged',
      '::notice::x',
      '##[warning]v1',
      '::stop-commands::other',
      'no newline at the end',
    ]);
    expect(view.commands.map((c) => c.line)).toEqual(['::notice::after']);
  });

  it('an empty report is an empty fence', () => {
    const token = fenceToken();
    expect(fenced([], token)).toBe(`::stop-commands::${token}\n::${token}::\n`);
    expect(fenced(['', 'x\n', ''], token)).toBe(`::stop-commands::${token}\nx\n::${token}::\n`);
  });

  it('draws an unguessable token for each fence', () => {
    const tokens = new Set(Array.from({ length: 50 }, fenceToken));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('readContext on malformed event files (C2)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-event-'));
  const contextOf = (text: string | undefined) => {
    const path = join(dir, `event-${Math.random().toString(36).slice(2)}.json`);
    if (text !== undefined) writeFileSync(path, text);
    const warnings: string[] = [];
    const ctx = readContext({ GITHUB_EVENT_PATH: path, GITHUB_SHA: 'b'.repeat(40), GITHUB_REPOSITORY: 'o/r' }, (m) => warnings.push(m));
    return { ctx, warnings };
  };
  const sha = 'a'.repeat(40);

  it.each([
    ['null', 'null', /holds null/],
    ['an array', '[]', /holds an array/],
    ['a string', '"pull_request"', /holds a string/],
    ['a number', '5', /holds a number/],
    ['invalid JSON', '{oops', /not JSON/],
    ['a missing file', undefined, /cannot read it \(no such file or directory\)/],
    ['pull_request: null', '{"pull_request": null}', /pull_request is not an object/],
    ['pull_request: 5', '{"pull_request": 5}', /pull_request is not an object/],
    ['pull_request: []', '{"pull_request": []}', /pull_request is not an object/],
    ['head: null', '{"pull_request": {"head": null}}', /pull_request\.head\.sha is missing/],
    ['head.sha a number', '{"pull_request": {"head": {"sha": 5}}}', /pull_request\.head\.sha is not a commit SHA/],
    ['head.sha an option', '{"pull_request": {"head": {"sha": "--output=/tmp/x"}}}', /pull_request\.head\.sha is not a commit SHA/],
  ])('%s: one warning naming the file, no pull request, no crash', (_name, text, reason) => {
    const { ctx, warnings } = contextOf(text);
    expect(ctx.pullRequest).toBeUndefined();
    expect(ctx.sha).toBe('b'.repeat(40));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
    expect(warnings[0]).toContain(join(dir, 'event-'));
  });

  it('wrong types deeper down are dropped with a warning, and the pull request is still read', () => {
    const { ctx, warnings } = contextOf(
      JSON.stringify({ pull_request: { number: '7', head: { sha, repo: { full_name: 5 } }, base: { sha: {} } } }),
    );
    expect(ctx.pullRequest).toEqual({ number: undefined, headSha: sha, baseSha: undefined, headRepo: undefined });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /pull_request\.number is not an integer; pull_request\.head\.repo\.full_name is not a string; pull_request\.base\.sha is not a commit SHA/,
    );
  });

  it('a well-formed event, a push event and a deleted fork (repo: null) warn about nothing', () => {
    const pr = contextOf(
      JSON.stringify({ pull_request: { number: 7, head: { sha, repo: { full_name: 'fork/r' } }, base: { sha: 'c'.repeat(40) } } }),
    );
    expect(pr.ctx.pullRequest).toEqual({ number: 7, headSha: sha, baseSha: 'c'.repeat(40), headRepo: 'fork/r' });
    expect(contextOf('{"ref": "refs/heads/main"}').warnings).toEqual([]);
    const deleted = contextOf(JSON.stringify({ pull_request: { head: { sha, repo: null } } }));
    expect(deleted.ctx.pullRequest?.headSha).toBe(sha);
    for (const c of [pr, deleted]) expect(c.warnings).toEqual([]);
  });
});
