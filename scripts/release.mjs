// Prepares a release, or checks that every place naming the version agrees.
//
//   npm run release -- 0.2.0             set 0.2.0 in package.json, package-lock.json, src/core/version.ts
//                                        and the install examples of the docs; move the changelog's
//                                        Unreleased section to "0.2.0 - <today>"; rebuild (dist/, schemas)
//   node scripts/release.mjs --check         the places agree with package.json; the changelog has its shape
//   node scripts/release.mjs --check v0.2.0  also: the tag names this version and the changelog has its section
//                                            (the release workflow, before it publishes)
//
// Options: --date YYYY-MM-DD (the changelog date, default today in UTC), --no-build.
// The project's root is the folder above this script, whatever the working directory.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY_URL = 'https://github.com/ai-k8s-lint/ai-k8s-lint';
const VERSION_SOURCE = 'src/core/version.ts';
// Keep a Changelog's kinds of change.
const CHANGE_KINDS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

const read = (file) => readFileSync(join(root, file), 'utf8');
const write = (file, text) => writeFileSync(join(root, file), text);

class UsageError extends Error {}

// ---- versions ----

/** [major, minor, patch] of a plain release version (no pre-release or build part), or undefined. */
function parseVersion(text) {
  const parts = text.split('.');
  if (parts.length !== 3 || !parts.every((p) => /^(0|[1-9][0-9]*)$/.test(p))) return undefined;
  return parts.map(Number);
}

function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

const majorOf = (version) => String(parseVersion(version)[0]);

// ---- the places that name the version ----

/** The hand-written docs whose install examples name a release: README.md, docs/*.md, the hook manifest. */
function docFiles() {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', '.pre-commit-hooks.yaml', ...docs].filter((f) => existsSync(join(root, f)));
}

// A version in a doc: the Action's ref (`ai-k8s-lint/ai-k8s-lint@v0.1.0`, or the major tag `@v0`), a
// pre-commit `rev: v0.1.0`, an npm spec (`ai-k8s-lint@0.1.0`). Each pattern captures the version text.
const DOC_REFS = [
  { kind: 'Action ref', re: /ai-k8s-lint\/ai-k8s-lint@v([0-9][0-9.]*[0-9]|[0-9])(?![0-9A-Za-z.-])/g },
  // Only the rev of this repository's entry: the line after its `repo:` (in a YAML comment too).
  { kind: 'pre-commit rev', re: /github\.com\/ai-k8s-lint\/ai-k8s-lint\n[ #]*rev: v([0-9][0-9.]*[0-9])(?![0-9A-Za-z.-])/g },
  { kind: 'npm version', re: /(?<![/\w-])ai-k8s-lint@([0-9][0-9.]*[0-9])(?![0-9A-Za-z.-])/g },
];

/** What a reference should say for this version: a major tag stays a major tag. */
function expectedRef(found, version) {
  return /^[0-9]+$/.test(found) ? majorOf(version) : version;
}

function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Every version reference of the docs: file, line, kind, the version written. */
function docRefs() {
  const refs = [];
  for (const file of docFiles()) {
    const text = read(file);
    for (const { kind, re } of DOC_REFS)
      for (const m of text.matchAll(re)) refs.push({ file, line: lineOf(text, m.index), kind, found: m[1] });
  }
  return refs;
}

function rewriteDocRefs(version) {
  const changed = [];
  for (const file of docFiles()) {
    const before = read(file);
    let text = before;
    for (const { re } of DOC_REFS) text = text.replace(re, (match, found) => match.slice(0, -found.length) + expectedRef(found, version));
    if (text !== before) {
      write(file, text);
      changed.push(file);
    }
  }
  return changed;
}

const VERSION_CONST = /export const VERSION = '([^'\n]*)';/;

function sourceVersion() {
  return VERSION_CONST.exec(read(VERSION_SOURCE))?.[1];
}

// package.json and package-lock.json are written as npm writes them (two spaces, final newline):
// the test checks that a round trip leaves them unchanged.
const readJson = (file) => JSON.parse(read(file));
const writeJson = (file, value) => write(file, `${JSON.stringify(value, null, 2)}\n`);

// ---- the changelog ----

const RELEASE_HEADING = /^## \[([0-9.]+)\] - ([0-9]{4}-[0-9]{2}-[0-9]{2})$/;

/** The changelog's `## ` sections and link definitions, and what is wrong with its shape. */
function readChangelog() {
  const text = read('CHANGELOG.md');
  const lines = text.split('\n');
  const sections = [];
  const links = new Map();
  const problems = [];
  lines.forEach((line, i) => {
    const where = `CHANGELOG.md:${i + 1}`;
    const link = /^\[([^\]]+)\]: (\S+)$/.exec(line);
    if (link) links.set(link[1], link[2]);
    if (line.startsWith('### ') && !CHANGE_KINDS.includes(line.slice(4)))
      problems.push(`${where}: "${line}" is not one of ${CHANGE_KINDS.map((k) => `### ${k}`).join(', ')}`);
    if (!line.startsWith('## ')) return;
    if (line === '## [Unreleased]') {
      if (sections.length > 0) problems.push(`${where}: [Unreleased] must be the first section`);
      sections.push({ name: 'Unreleased', line: i });
      return;
    }
    const release = RELEASE_HEADING.exec(line);
    if (!release || !parseVersion(release[1])) {
      problems.push(`${where}: "${line}" is neither "## [Unreleased]" nor "## [X.Y.Z] - YYYY-MM-DD"`);
      return;
    }
    sections.push({ name: release[1], date: release[2], line: i });
  });
  if (sections[0]?.name !== 'Unreleased') problems.push('CHANGELOG.md: no "## [Unreleased]" section first');
  const releases = sections.filter((s) => s.name !== 'Unreleased');
  for (let i = 1; i < releases.length; i++)
    if (compareVersions(releases[i - 1].name, releases[i].name) <= 0)
      problems.push(`CHANGELOG.md:${releases[i].line + 1}: ${releases[i].name} is listed after ${releases[i - 1].name}, not newest first`);
  for (const s of sections) if (!links.has(s.name)) problems.push(`CHANGELOG.md: no link definition "[${s.name}]: <url>"`);
  return { text, lines, sections, releases, problems };
}

/** The body of a section: its lines up to the next `## ` heading or the link definitions. */
function sectionBody(changelog, section) {
  const body = [];
  for (let i = section.line + 1; i < changelog.lines.length; i++) {
    const line = changelog.lines[i];
    if (line.startsWith('## ') || /^\[[^\]]+\]: /.test(line)) break;
    body.push(line);
  }
  return body;
}

const compareUrl = (from, to) => `${REPOSITORY_URL}/compare/${from}...${to}`;

function releaseChangelog(version, date) {
  const changelog = readChangelog();
  if (changelog.problems.length > 0) throw new UsageError(`Fix the changelog first:\n${changelog.problems.join('\n')}`);
  const unreleased = changelog.sections[0];
  if (!sectionBody(changelog, unreleased).some((l) => l.startsWith('- ')))
    throw new UsageError('CHANGELOG.md: the [Unreleased] section lists no change to release');
  const previous = changelog.releases[0];
  if (previous && compareVersions(version, previous.name) <= 0)
    throw new UsageError(`${version} is not newer than the last release in CHANGELOG.md, ${previous.name}`);
  const lines = [...changelog.lines];
  lines.splice(unreleased.line + 1, 0, '', `## [${version}] - ${date}`);
  // Link definitions: Unreleased compares the new tag with HEAD; the new version its predecessor with it.
  const releaseLink = previous ? compareUrl(`v${previous.name}`, `v${version}`) : `${REPOSITORY_URL}/releases/tag/v${version}`;
  const at = lines.findIndex((l) => l.startsWith('[Unreleased]: '));
  lines.splice(at, 1, `[Unreleased]: ${compareUrl(`v${version}`, 'HEAD')}`, `[${version}]: ${releaseLink}`);
  write('CHANGELOG.md', lines.join('\n'));
}

// ---- check ----

/** Every disagreement between package.json's version and the other places, as messages. */
function check(tag) {
  const problems = [];
  const pkg = readJson('package.json');
  const version = pkg.version;
  if (!parseVersion(version)) return [`package.json: version "${version}" is not X.Y.Z`];
  const lock = readJson('package-lock.json');
  if (lock.version !== version) problems.push(`package-lock.json: version is ${lock.version}, package.json says ${version}`);
  if (lock.packages?.['']?.version !== version)
    problems.push(`package-lock.json: packages[""].version is ${lock.packages?.['']?.version}, package.json says ${version}`);
  const source = sourceVersion();
  if (source !== version) problems.push(`${VERSION_SOURCE}: VERSION is ${source ?? '(not found)'}, package.json says ${version}`);
  const refs = docRefs();
  for (const ref of refs) {
    const want = expectedRef(ref.found, version);
    if (ref.found !== want) problems.push(`${ref.file}:${ref.line}: ${ref.kind} names ${ref.found}, expected ${want}`);
  }
  // The README's install section pins each way of installing; a rewrite must keep a pinned example of each.
  for (const { kind } of DOC_REFS)
    if (!refs.some((r) => r.file === 'README.md' && r.kind === kind)) problems.push(`README.md: no ${kind} example`);
  const changelog = readChangelog();
  problems.push(...changelog.problems);
  const newest = changelog.releases[0];
  if (newest && compareVersions(newest.name, version) > 0)
    problems.push(`CHANGELOG.md: ${newest.name} is newer than package.json's ${version}`);
  if (tag !== undefined) {
    if (tag !== `v${version}`) problems.push(`the tag ${tag} does not name package.json's version ${version} (v${version})`);
    if (!changelog.releases.some((s) => s.name === version)) problems.push(`CHANGELOG.md: no "## [${version}] - YYYY-MM-DD" section`);
  }
  return problems;
}

// ---- release ----

function release(version, { date, build }) {
  if (!parseVersion(version)) throw new UsageError(`"${version}" is not a release version X.Y.Z`);
  const current = readJson('package.json').version;
  if (parseVersion(current) && compareVersions(version, current) < 0) throw new UsageError(`${version} is older than ${current}`);
  releaseChangelog(version, date);
  const pkg = readJson('package.json');
  pkg.version = version;
  writeJson('package.json', pkg);
  const lock = readJson('package-lock.json');
  lock.version = version;
  lock.packages[''].version = version;
  writeJson('package-lock.json', lock);
  write(VERSION_SOURCE, read(VERSION_SOURCE).replace(VERSION_CONST, `export const VERSION = '${version}';`));
  const docs = rewriteDocRefs(version);
  console.log(`Set ${version} in package.json, package-lock.json, ${VERSION_SOURCE}, CHANGELOG.md${docs.map((f) => `, ${f}`).join('')}.`);
  if (build) {
    console.log('Rebuilding (npm run build)...');
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
  const problems = check();
  if (problems.length > 0) throw new Error(`After the bump, places still disagree:\n${problems.join('\n')}`);
  console.log(
    [
      '',
      'Next: review the diff, then',
      `  git add -A && git commit -m "Release ${version}"`,
      `  git tag -a v${version} -m "ai-k8s-lint ${version}"`,
      `  git push origin HEAD v${version}   # the release workflow tests, publishes to npm and moves v${majorOf(version)}`,
    ].join('\n'),
  );
}

// ---- command line ----

function main(argv) {
  const args = [...argv];
  const take = (flag) => {
    const i = args.indexOf(flag);
    if (i === -1) return undefined;
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    args.splice(i, 2);
    return value;
  };
  const flag = (name) => {
    const i = args.indexOf(name);
    if (i !== -1) args.splice(i, 1);
    return i !== -1;
  };
  const date = take('--date') ?? new Date().toISOString().slice(0, 10);
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date)) throw new UsageError(`--date ${date} is not YYYY-MM-DD`);
  const checkOnly = flag('--check');
  const build = !flag('--no-build');
  const unknown = args.filter((a) => a.startsWith('--'));
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown[0]}`);
  if (args.length > 1) throw new UsageError(`one version at most, got ${args.join(' ')}`);
  if (checkOnly) {
    if (args[0] !== undefined && !(args[0].startsWith('v') && parseVersion(args[0].slice(1))))
      throw new UsageError(`--check takes a release tag vX.Y.Z, not ${args[0]}`);
    const problems = check(args[0]);
    if (problems.length > 0) {
      console.error(`Release check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
      return 1;
    }
    console.log(`Release check: every place names ${readJson('package.json').version}.`);
    return 0;
  }
  if (args.length === 0) throw new UsageError('usage: npm run release -- <X.Y.Z>   or   node scripts/release.mjs --check [vX.Y.Z]');
  release(args[0], { date, build });
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(e.message);
  process.exitCode = 2;
}
