// `npm run docs:screenshots`: the Action's job summary as a reviewer sees it, for docs/ and the
// README. It builds a small repository with a pull request (a chart whose production values the
// pull request breaks, a new Deployment, and a training Job that was already there), runs the
// committed dist/action.mjs on it the way the runner does, renders the summary with a GitHub-
// flavoured Markdown renderer (marked, GitHub's stylesheet from github-markdown-css) and
// screenshots it with headless Chromium (Debian's `chromium` package).
//
//   npm run build && npm run docs:screenshots     # docs/job-summary.png
//   npm run docs:screenshots -- --expanded        # also every <details> open, in a temp directory it keeps
//
// helm comes from AI_K8S_LINT_HELM, else the test suite's pinned copy (node_modules/.cache), else
// PATH; Chromium from CHROMIUM, else chromium or chromium-browser on PATH. Not part of `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { marked } from 'marked';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const docs = join(root, 'docs');
const WIDTH = 1012; // about the width of a job summary on a desktop browser

function fail(message) {
  process.stderr.write(`docs:screenshots: ${message}\n`);
  process.exit(1);
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir.startsWith('/') && existsSync(join(dir, name))) return join(dir, name);
  return undefined;
}

function helmBinary() {
  if (process.env.AI_K8S_LINT_HELM) return process.env.AI_K8S_LINT_HELM;
  const cache = join(root, 'node_modules', '.cache', 'ai-k8s-lint-renderers');
  if (existsSync(cache)) for (const dir of readdirSync(cache)) if (existsSync(join(cache, dir, 'helm'))) return join(cache, dir, 'helm');
  return onPath('helm') ?? fail('no helm: set AI_K8S_LINT_HELM, run the rendering tests once (they fetch one), or install helm');
}

function chromium() {
  return (
    process.env.CHROMIUM ??
    onPath('chromium') ??
    onPath('chromium-browser') ??
    fail("no Chromium: install Debian's package (apt-get install chromium fonts-noto-color-emoji) or set CHROMIUM")
  );
}

function git(cwd, ...args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  }).trim();
}

/** A repository with two commits: the base of the pull request and its head. */
function demoRepository(dir) {
  const copy = (from, to) => cpSync(join(root, from), join(dir, to), { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'dev@example.com');
  git(dir, 'config', 'user.name', 'dev');
  copy('test/fixtures/render/gpu-chart', 'charts/inference');
  copy('examples/pytorch-training-job.yaml', 'deploy/train.yaml');
  copy('examples/cluster/compat-pools.yaml', 'cluster/pools.yaml');
  writeFileSync(
    join(dir, '.ai-k8s-lint.yaml'),
    [
      'render:',
      '  charts:',
      ...['dev', 'prod'].map(
        (env) =>
          `    - path: charts/inference\n      releaseName: inference\n      namespace: serving\n      values: [charts/inference/values-${env}.yaml]`,
      ),
      '',
    ].join('\n'),
  );
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  // The pull request: half a GPU in the dev values, and a new serving Deployment.
  const values = join(dir, 'charts/inference/values-dev.yaml');
  writeFileSync(values, readFileSync(values, 'utf8').replace('count: 1', 'count: 0.5'));
  copy('examples/vllm-deployment-mistakes.yaml', 'deploy/llm-serving.yaml');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  return { base, head: git(dir, 'rev-parse', 'HEAD') };
}

/** Runs dist/action.mjs as the runner would on a pull_request event; returns the job summary's Markdown. */
function jobSummary(dir, base, head) {
  const summary = join(dir, '..', 'summary.md');
  const event = join(dir, '..', 'event.json');
  writeFileSync(summary, '');
  writeFileSync(join(dir, '..', 'output'), '');
  writeFileSync(
    event,
    JSON.stringify({ pull_request: { number: 42, head: { sha: head, repo: { full_name: 'octo/gpu-infra' } }, base: { sha: base } } }),
  );
  const r = spawnSync(process.execPath, [join(root, 'dist', 'action.mjs')], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: dir,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: join(dir, '..', 'output'),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'octo/gpu-infra',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_SHA: head,
      INPUT_PATH: '.',
      INPUT_HELM: helmBinary(),
      'INPUT_NODE-POOLS': 'cluster/pools.yaml',
      INPUT_FORMAT: 'none',
    },
  });
  if (r.status !== 1) fail(`the Action exited with ${r.status}, expected 1 (findings):\n${r.stdout}${r.stderr}`);
  return readFileSync(summary, 'utf8');
}

function page(markdown) {
  const css = readFileSync(join(root, 'node_modules', 'github-markdown-css', 'github-markdown-light.css'), 'utf8');
  const body = marked.parse(markdown, { gfm: true });
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>job summary</title>
<style>${css}
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; width: ${WIDTH}px; padding: 24px 32px; }
</style></head>
<body><article class="markdown-body">${body}</article>
<script>document.body.dataset.height = String(document.documentElement.scrollHeight);</script>
</body></html>`;
}

function screenshot(browser, html, png) {
  const url = pathToFileURL(html).href;
  const common = ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1', '--no-first-run'];
  const dom = execFileSync(browser, [...common, `--window-size=${WIDTH},800`, '--dump-dom', url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const height = Number(/data-height="(\d+)"/.exec(dom)?.[1]);
  if (!Number.isFinite(height) || height <= 0) fail('could not measure the page');
  execFileSync(browser, [...common, `--window-size=${WIDTH},${height}`, `--screenshot=${png}`, url], { stdio: 'ignore' });
  return height;
}

const expanded = process.argv.includes('--expanded');
const work = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-screenshots-'));
try {
  const repo = join(work, 'repo');
  mkdirSync(repo);
  const { base, head } = demoRepository(repo);
  const markdown = jobSummary(repo, base, head);
  writeFileSync(join(work, 'summary.md'), markdown);
  const browser = chromium();
  const shots = [['summary.html', page(markdown), join(docs, 'job-summary.png')]];
  // --expanded: also every <details> open (warnings, notes, the matrix), kept in the temp directory.
  if (expanded)
    shots.push(['expanded.html', page(markdown).replaceAll('<details>', '<details open>'), join(work, 'job-summary-expanded.png')]);
  for (const [name, html, png] of shots) {
    writeFileSync(join(work, name), html);
    const height = screenshot(browser, join(work, name), png);
    process.stdout.write(`${png}: ${WIDTH}x${height}\n`);
  }
} finally {
  if (expanded) process.stdout.write(`kept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}
