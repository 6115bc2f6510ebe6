// The GitHub Action end to end: action.mjs (bundled from the sources, see test/setup/bundles.ts) run the way the runner runs it (INPUT_* variables,
// GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, an event file), a local stand-in for the REST API, and a
// git repository with two commits for filter-mode.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configMaps,
  expectTokenKept,
  fakeGitHubApi,
  HEAD_SHA,
  prEvent,
  runAction,
  TOKEN,
  workspace,
  type FakeApi,
} from './helpers/run-action.js';
import { BUNDLE_DIR, CLI, ROOT } from './helpers/run-cli.js';
import { multitoolAvailable, validateSarif } from './helpers/sarif-multitool.js';
import { summaryRows } from './report/markdown-check.js';

const BAD_POD = `apiVersion: v1
kind: Pod
metadata:
  name: half
spec:
  containers:
    - name: c
      image: busybox:1.36
      resources:
        limits:
          nvidia.com/gpu: "0.5"
          cpu: "2"
          memory: 8Gi
`;

describe('action.yml', () => {
  const meta = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'));
  it('is a node24 action on the committed bundle with the documented inputs and outputs', () => {
    expect(meta.runs).toEqual({ using: 'node24', main: 'dist/action.mjs' });
    expect(existsSync(join(ROOT, meta.runs.main))).toBe(true);
    expect(Object.keys(meta.inputs)).toEqual(
      expect.arrayContaining([
        'path',
        'config',
        'node-pools',
        'fail-on',
        'format',
        'sarif-file',
        'annotations',
        'category',
        'github-token',
        'filter-mode',
      ]),
    );
    expect(meta.inputs.path.default).toBe('.');
    expect(meta.inputs['sarif-file'].default).toBe('ai-k8s-lint.sarif');
    expect(meta.inputs.annotations.default).toBe('workflow');
    expect(meta.inputs['github-token'].default).toBe('${{ github.token }}');
    expect(Object.keys(meta.outputs).sort()).toEqual(['errors', 'findings', 'notes', 'sarif-file', 'warnings']);
    for (const x of [...Object.values(meta.inputs), ...Object.values(meta.outputs)])
      expect((x as { description: string }).description.length).toBeGreaterThan(10);
    expect(meta.branding).toMatchObject({ icon: expect.any(String), color: expect.any(String) });
  });

  it('the bundle does not import @actions/* or Octokit from the CLI', () => {
    const cli = readFileSync(CLI, 'utf8');
    const seen = new Set<string>();
    const reachable = (file: string): string => {
      if (seen.has(file)) return '';
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      const deps = [...text.matchAll(/(?:import|from)\s*"(\.[^"]+)"/g)].map((m) => join(dirname(file), m[1]!));
      return text + deps.map(reachable).join('');
    };
    // The launcher runs cli-main.cjs (read, not imported), which is the whole CLI.
    const loaded = reachable(CLI) + readFileSync(join(BUNDLE_DIR, 'cli-main.cjs'), 'utf8');
    expect(cli).toContain('cli-main.cjs');
    expect(loaded).toContain('--explain');
    expect(loaded).not.toMatch(/octokit|@actions\/core|::add-mask::|GITHUB_STEP_SUMMARY/i);
  });
});

describe('action: defaults, outputs, summary, SARIF, annotations', () => {
  it('applies its own defaults when the inputs are absent, and fails on errors', async () => {
    const ws = workspace({ 'deploy/bad pod.yaml': BAD_POD, 'deploy/warn.yaml': configMaps(1) });
    const r = await runAction({ workspace: ws, event: prEvent(), inputs: { 'github-token': TOKEN } });
    expect(r.code).toBe(1);
    // Outputs
    expect(r.outputs['sarif-file']).toBe('ai-k8s-lint.sarif');
    const errors = Number(r.outputs.errors);
    const warnings = Number(r.outputs.warnings);
    const notes = Number(r.outputs.notes);
    expect(errors).toBeGreaterThanOrEqual(1);
    expect(warnings).toBeGreaterThanOrEqual(1);
    expect(Number(r.outputs.findings)).toBe(errors + warnings + notes);
    // SARIF in the workspace, repository-relative URIs
    const sarif = JSON.parse(readFileSync(join(ws, 'ai-k8s-lint.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.length).toBe(errors + warnings + notes);
    expect(
      sarif.runs[0].results.map(
        (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          x.locations[0]!.physicalLocation.artifactLocation.uri,
      ),
    ).toContain('deploy/bad%20pod.yaml');
    expect(sarif.runs[0].automationDetails).toBeUndefined();
    // The stylish log (format default)
    expect(r.stdout.replace(/\u001b\[\d+m/g, '')).toMatch(/11:11 +error +nvidia\.com\/gpu: "0\.5"/);
    // Workflow annotations (annotations default), repository-relative, escaped
    expect(r.commands).toContainEqual(
      expect.stringMatching(
        /^::error file=deploy\/bad pod\.yaml,line=11,endLine=11,col=11,endColumn=32,title=ai-k8s-lint \(gpu-quantity-invalid\)::nvidia\.com\/gpu: "0\.5"/,
      ),
    );
    expect(r.commands).toContainEqual(expect.stringMatching(/^::warning file=deploy\/warn\.yaml,line=7,/));
    expect(r.commands.at(-1)).toMatch(/^::error::ai-k8s-lint: \d+ findings? at or above error/);
    // The job summary: the verdict, the errors with links to the PR head (not GITHUB_SHA's merge
    // commit), the warnings collapsed, counts per rule and level linked to the rule pages.
    expect(r.summary).toContain(`## ai-k8s-lint: ❌ failed, ${errors} error`);
    const rows = summaryRows(r.summary);
    expect(rows[0]).toMatchObject({
      place: 'deploy/bad pod.yaml:11',
      url: `https://github.com/octo/gpu-infra/blob/${HEAD_SHA}/deploy/bad%20pod.yaml#L11`,
      rule: 'gpu-quantity-invalid',
      ruleUrl: 'https://github.com/ai-k8s-lint/ai-k8s-lint/blob/v0.1.0/docs/rules/gpu-quantity-invalid.md',
    });
    expect(r.summary.indexOf('### 🔴')).toBeLessThan(r.summary.indexOf('<details><summary><b>🟡'));
    expect(r.summary).toMatch(/\| \[`gpu-quantity-invalid`\]\([^)]+\) \| 1 \| 0 \| 0 \|/);
    expect(r.summary).toMatch(/\| \[`yaml-ambiguous-scalar`\]\([^)]+\) \| 0 \| 1 \| 0 \|/);
    expect(r.summary).not.toContain('f00dfeed');
    // The token is registered with the runner and never printed
    expectTokenKept(r, [JSON.stringify(r.outputs), readFileSync(join(ws, 'ai-k8s-lint.sarif'), 'utf8')]);
  });

  it('empty inputs (as the runner passes unset optional inputs) also get defaults', async () => {
    const ws = workspace({ 'a.yaml': configMaps(1) });
    const r = await runAction({
      workspace: ws,
      inputs: {
        path: '',
        config: '',
        'node-pools': '',
        'fail-on': '',
        format: '',
        'sarif-file': '',
        annotations: '',
        category: '',
        'filter-mode': '',
        'github-token': '',
      },
    });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ 'sarif-file': 'ai-k8s-lint.sarif', findings: '1', errors: '0', warnings: '1', notes: '0' });
    expect(existsSync(join(ws, 'ai-k8s-lint.sarif'))).toBe(true);
    expect(r.commands).toEqual([expect.stringMatching(/^::warning file=a\.yaml,line=7,/)]);
  });

  it('path (several lines), sarif-file, category, format and fail-on', async () => {
    const ws = workspace({ 'one/a.yaml': configMaps(1), 'two/b.yaml': configMaps(1), 'three/c.yaml': BAD_POD });
    mkdirSync(join(ws, 'reports')); // the Action creates no directories (a missing one is an error)
    const r = await runAction({
      workspace: ws,
      inputs: {
        path: 'one\n  two/b.yaml\n\n',
        'sarif-file': 'reports/k8s.sarif',
        category: 'gpu-manifests',
        format: 'json',
        'fail-on': 'warning',
      },
    });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ 'sarif-file': 'reports/k8s.sarif', findings: '2', warnings: '2' });
    const sarif = JSON.parse(readFileSync(join(ws, 'reports/k8s.sarif'), 'utf8'));
    expect(sarif.runs[0].automationDetails).toEqual({ id: 'gpu-manifests/' });
    const json = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'), r.stdout.lastIndexOf('}') + 1));
    expect(json.summary.files).toBe(2);
    expect(r.commands.at(-1)).toMatch(/^::error::ai-k8s-lint: 2 findings at or above warning/);

    const never = await runAction({ workspace: ws, inputs: { 'fail-on': 'never', format: 'none' } });
    expect(never.code).toBe(0);
    expect(never.stdout).not.toMatch(/11:11 /);
    expect(never.stdout).not.toMatch(/problems? \(/);
  });

  it('invalid inputs and configs fail the step with a message', async () => {
    const ws = workspace({ 'a.yaml': configMaps(1), 'bad.yaml': 'rules: {no-such-rule: error}\n' });
    for (const [inputs, message] of [
      [{ 'fail-on': 'sometimes' }, /input fail-on: expected one of error, warning, note, never/],
      [{ annotations: 'checks' }, /input annotations: expected one of workflow, check-run, none/],
      [{ format: 'github' }, /input format: "github"/],
      [{ 'filter-mode': 'diff' }, /input filter-mode/],
      [{ config: 'bad.yaml' }, /no-such-rule/],
      [{ path: 'missing/' }, /cannot read missing\//],
      [{ 'node-pools': 'pools.yaml' }, /node-pools/],
    ] as [Record<string, string>, RegExp][]) {
      const r = await runAction({ workspace: ws, inputs });
      expect(r.code, JSON.stringify(inputs)).toBe(1);
      expect(r.stdout).toMatch(new RegExp(`^::error::ai-k8s-lint: .*${message.source}`, 'm'));
    }
  });

  it('keeps within 10 errors, 10 warnings and 10 notices per step, then one notice says how many more', async () => {
    const config =
      'overrides:\n  - files: ["errors/**"]\n    rules: {yaml-ambiguous-scalar: error}\n  - files: ["notes/**"]\n    rules: {yaml-ambiguous-scalar: note}\n';
    const ws = workspace({
      '.ai-k8s-lint.yaml': config,
      'errors/e.yaml': configMaps(12),
      'warnings/w.yaml': configMaps(12),
      'notes/n.yaml': configMaps(12),
    });
    const failing = await runAction({ workspace: ws, inputs: { format: 'none' } });
    expect(failing.outputs).toMatchObject({ findings: '36', errors: '12', warnings: '12', notes: '12' });
    const count = (r: { commands: string[] }, re: RegExp) => r.commands.filter((c) => re.test(c)).length;
    // setFailed's own error annotation takes one of the 10 error slots; the closing notice one notice slot.
    expect(count(failing, /^::error file=/)).toBe(9);
    expect(count(failing, /^::error::/)).toBe(1);
    expect(count(failing, /^::warning file=/)).toBe(10);
    expect(count(failing, /^::notice file=/)).toBe(9);
    const closing = failing.commands.filter((c) => /^::notice title=/.test(c));
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatch(/8 more findings are not annotated here/);
    expect(closing[0]).toMatch(/job summary/);
    expect(failing.summary).toContain('Annotations: 28 in the workflow log; 8 not annotated');

    const passing = await runAction({ workspace: ws, inputs: { format: 'none', 'fail-on': 'never' } });
    expect(passing.code).toBe(0);
    expect(count(passing, /^::error file=/)).toBe(10);
    expect(count(passing, /^::warning file=/)).toBe(10);
    expect(count(passing, /^::notice file=/)).toBe(9);
    expect(passing.commands.filter((c) => /^::notice title=/.test(c))[0]).toMatch(/7 more findings/);

    const none = await runAction({ workspace: ws, inputs: { format: 'none', 'fail-on': 'never', annotations: 'none' } });
    expect(none.commands).toEqual([]);
  });

  it('the job summary stays small with thousands of findings and says how many it leaves out', async () => {
    const ws = workspace({ 'many.yaml': configMaps(3000) });
    const r = await runAction({ workspace: ws, inputs: { format: 'none' } });
    expect(r.outputs.findings).toBe('3000');
    expect(Buffer.byteLength(r.summary)).toBeLessThan(1024 * 1024);
    expect(r.summary).toContain('…and 2950 more warnings not shown here');
    expect(summaryRows(r.summary)).toHaveLength(50);
  });

  it('node-pools reaches the rules', async () => {
    const pools =
      'nodePools:\n  - name: a10-small\n    labels: {nvidia.com/gpu.product: NVIDIA-A10}\n    gpu: {vendor: nvidia, count: 1, memoryGiB: 24}\n';
    const big =
      'apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nspec:\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n      resources: {limits: {nvidia.com/gpu: 8, cpu: 4, memory: 8Gi}, requests: {nvidia.com/gpu: 8, cpu: 4, memory: 8Gi}}\n';
    const ws = workspace({ 'cluster/pools.yaml': pools, 'deploy/pod.yaml': big });
    const withPools = await runAction({
      workspace: ws,
      inputs: { path: 'deploy', 'node-pools': 'cluster/pools.yaml', format: 'json', 'fail-on': 'never' },
    });
    const without = await runAction({ workspace: ws, inputs: { path: 'deploy', format: 'json', 'fail-on': 'never' } });
    expect(withPools.stdout).toContain('a10-small');
    expect(without.stdout).not.toContain('a10-small');
    // Collapsed, after the findings: one row per workload, the pool as a short code with its name below.
    const matrix = withPools.summary.indexOf('<details><summary><b>CUDA compatibility</b>: 1 GPU workload × 1 node pool');
    expect(matrix).toBeGreaterThan(withPools.summary.indexOf('### Findings per rule'));
    expect(withPools.summary).toContain('| workload | CUDA | P1 |');
    expect(withPools.summary).toContain('- **P1** a10-small: ');
    expect(without.summary).not.toContain('CUDA compatibility');
  });

  it('a baseline keeps old findings from failing the step and from annotations', async () => {
    const ws = workspace({ 'a.yaml': BAD_POD });
    execFileSync(process.execPath, [CLI, '--write-baseline', 'baseline.json', 'a.yaml'], { cwd: ws, stdio: 'pipe' });
    writeFileSync(join(ws, 'b.yaml'), configMaps(1));
    const r = await runAction({ workspace: ws, inputs: { baseline: 'baseline.json', format: 'none', 'fail-on': 'warning' } });
    expect(r.outputs.findings).toBe('1');
    expect(r.commands.filter((c) => c.includes('file=a.yaml'))).toEqual([]);
    expect(r.commands.some((c) => c.startsWith('::warning file=b.yaml'))).toBe(true);
    expect(r.summary).toMatch(/unchanged since the baseline/);
    // Listed apart and collapsed, after the findings that count.
    const listed = r.summary.indexOf('<details><summary>2 findings already in the baseline (not counted)</summary>');
    expect(listed).toBeGreaterThan(r.summary.indexOf('### Findings per rule'));
    expect(summaryRows(r.summary.slice(listed)).map((x) => x.place)).toEqual(['a.yaml:11', 'a.yaml:5']);
    const sarif = JSON.parse(readFileSync(join(ws, 'ai-k8s-lint.sarif'), 'utf8'));
    const states = sarif.runs[0].results.map((x: { baselineState: string }) => x.baselineState);
    expect(states).toContain('unchanged');
    expect(states).toContain('new');
  });

  it.skipIf(!multitoolAvailable)('its SARIF passes sarif-multitool validate --rule-kind "Gh;Sarif"', async () => {
    const ws = workspace({
      'deploy/bad pod.yaml': BAD_POD,
      'deploy/ünïcode.yaml': configMaps(2),
      'deploy/broken.yaml': 'a: !!int "x\ny"\n',
      'charts/x/templates/t.yaml': 'metadata:\n  name: {{ .Release.Name }}\n',
    });
    mkdirSync(join(ws, 'out'));
    const r = await runAction({ workspace: ws, inputs: { category: 'k8s', 'sarif-file': 'out/ai-k8s-lint.sarif', 'fail-on': 'never' } });
    expect(r.code).toBe(0);
    expect(validateSarif(join(ws, 'out/ai-k8s-lint.sarif'))).toEqual([]);
  });
});

describe('action: annotations through a check run', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('creates the check run on the PR head SHA and adds annotations in batches of 50', async () => {
    api = await fakeGitHubApi();
    const ws = workspace({ 'a.yaml': configMaps(119), 'z.yaml': 'a: !!int "x\ny"\n' });
    const r = await runAction({
      workspace: ws,
      event: prEvent(),
      inputs: { annotations: 'check-run', 'github-token': TOKEN, format: 'none', 'fail-on': 'warning' },
      env: { GITHUB_API_URL: api.url },
    });
    expect(r.outputs.findings).toBe('120');
    expect(r.code).toBe(1);
    expect(r.commands.filter((c) => /^::(warning|notice) file=/.test(c))).toEqual([]);
    const reqs = api.requests;
    expect(reqs.map((q) => `${q.method} ${q.path}`)).toEqual([
      'POST /repos/octo/gpu-infra/check-runs',
      'PATCH /repos/octo/gpu-infra/check-runs/4242',
      'PATCH /repos/octo/gpu-infra/check-runs/4242',
    ]);
    expect(reqs.map((q) => q.body.output!.annotations!.length)).toEqual([50, 50, 20]);
    expect(reqs[0]!.body).toMatchObject({ name: 'ai-k8s-lint', head_sha: HEAD_SHA, status: 'completed', conclusion: 'failure' });
    expect(reqs[0]!.authorization).toContain(TOKEN);
    const all = reqs.flatMap((q) => q.body.output!.annotations!);
    // Most severe first: the syntax error leads.
    // Where the quote opens: `"x`, columns 10-11.
    expect(all[0]).toEqual({
      path: 'z.yaml',
      start_line: 1,
      end_line: 1,
      start_column: 10,
      end_column: 12,
      annotation_level: 'failure',
      message: expect.stringMatching(/quote/),
      title: 'ai-k8s-lint (yaml-syntax)',
    });
    expect(all[1]).toEqual({
      path: 'a.yaml',
      start_line: 7,
      end_line: 7,
      start_column: 1,
      end_column: 15,
      annotation_level: 'warning',
      message: expect.stringMatching(/Unquoted yes/),
      title: 'ai-k8s-lint (yaml-ambiguous-scalar)',
    });
    for (const a of all) {
      if (a.start_line !== a.end_line) expect(a).not.toHaveProperty('start_column');
      expect(['notice', 'warning', 'failure']).toContain(a.annotation_level);
    }
    for (const q of reqs) {
      expect(q.body.output!.title).toBe('1 error, 119 warnings, 0 notes');
      expect(q.body.output!.summary!.length).toBeLessThanOrEqual(65535);
      expect(q.body.output!.text!.length).toBeLessThanOrEqual(65535);
    }
    expect(reqs[0]!.body.output!.text).toContain(`https://github.com/octo/gpu-infra/blob/${HEAD_SHA}/a.yaml#L7`);
    expect(r.summary).toContain('Annotations: 120 on the check run [ai-k8s-lint](https://github.com/octo/gpu-infra/runs/4242)');
    expectTokenKept(r);
  });

  it('on HTTP 403 (a fork PR, a read-only token) falls back to workflow annotations with a warning, and does not fail the job', async () => {
    api = await fakeGitHubApi({ createStatus: 403 });
    const ws = workspace({ 'a.yaml': configMaps(2) });
    const r = await runAction({
      workspace: ws,
      event: prEvent(),
      inputs: { annotations: 'check-run', 'github-token': TOKEN, format: 'none' },
      env: { GITHUB_API_URL: api.url },
    });
    expect(api.requests).toHaveLength(1);
    expect(r.code).toBe(0);
    expect(r.commands[0]).toMatch(
      /^::warning::ai-k8s-lint: cannot annotate through a check run: .*HTTP 403.*Falling back to workflow annotations/,
    );
    expect(r.commands.filter((c) => c.startsWith('::warning file=a.yaml'))).toHaveLength(2);
    expect(r.summary).toContain('Annotations: 2 in the workflow log');
    expectTokenKept(r);
  });

  it('without a token it falls back to workflow annotations', async () => {
    const ws = workspace({ 'a.yaml': configMaps(1) });
    const r = await runAction({ workspace: ws, event: prEvent(), inputs: { annotations: 'check-run', format: 'none' } });
    expect(r.code).toBe(0);
    expect(r.commands[0]).toMatch(/^::warning::.*no github-token/);
    expect(r.commands[1]).toMatch(/^::warning file=a\.yaml/);
  });
});

describe('action: filter-mode on a pull request', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    }).trim();

  // base: a.yaml with one ConfigMap (finding on line 7), b.yaml likewise;
  // head: a second ConfigMap appended to a.yaml (finding on line 15), b.yaml untouched.
  const repo = workspace({ 'deploy/a.yaml': configMaps(1, 'a'), 'deploy/b.yaml': configMaps(1, 'b') });
  git(repo, 'init', '-q');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  writeFileSync(join(repo, 'deploy/a.yaml'), configMaps(2, 'a'));
  git(repo, 'commit', '-q', '-am', 'head');
  const head = git(repo, 'rev-parse', 'HEAD');
  const annotated = (r: { commands: string[] }) =>
    r.commands.filter((c) => c.startsWith('::warning file=')).map((c) => /file=([^,]+),line=(\d+)/.exec(c)!.slice(1).join(':'));

  it('added: only findings on lines the PR adds or changes', async () => {
    const r = await runAction({ workspace: repo, event: prEvent(head, base), inputs: { format: 'none' } });
    expect(annotated(r)).toEqual(['deploy/a.yaml:15']);
    expect(r.commands.at(-1)).toMatch(
      /^::notice title=ai-k8s-lint::2 findings are outside the lines this pull request changes.*filter-mode: added/,
    );
    // Everything still counts for the outputs, the summary and the SARIF file.
    expect(r.outputs.findings).toBe('3');
    expect(r.summary).toContain('2 outside the changed lines (filter-mode: added)');
    // The summary tells the new finding from those elsewhere, the new one first.
    expect(r.summary).toContain('1 on lines this pull request changes, 2 elsewhere');
    const changes = r.summary.indexOf('**On lines this pull request changes (1)**');
    const elsewhere = r.summary.indexOf('**Elsewhere (2)**');
    expect(changes).toBeGreaterThan(0);
    expect(summaryRows(r.summary.slice(changes, elsewhere)).map((x) => x.place)).toEqual(['deploy/a.yaml:15']);
    expect(summaryRows(r.summary.slice(elsewhere)).map((x) => x.place)).toEqual(['deploy/a.yaml:7', 'deploy/b.yaml:7']);
  });

  it('file: every finding in the files the PR touches', async () => {
    const r = await runAction({ workspace: repo, event: prEvent(head, base), inputs: { format: 'none', 'filter-mode': 'file' } });
    expect(annotated(r)).toEqual(['deploy/a.yaml:7', 'deploy/a.yaml:15']);
  });

  it('nofilter, and added without the PR commits in the clone, annotate everything', async () => {
    const all = ['deploy/a.yaml:7', 'deploy/a.yaml:15', 'deploy/b.yaml:7'];
    expect(
      annotated(await runAction({ workspace: repo, event: prEvent(head, base), inputs: { format: 'none', 'filter-mode': 'nofilter' } })),
    ).toEqual(all);
    const shallow = await runAction({ workspace: repo, event: prEvent('1'.repeat(40), '2'.repeat(40)), inputs: { format: 'none' } });
    expect(annotated(shallow)).toEqual(all);
    expect(shallow.stdout).toMatch(/not in the clone \(use actions\/checkout with fetch-depth: 0\)/);
  });
});
