// The two fast readers (read-js-yaml.ts, read-cst.ts) must read every file they accept exactly
// as the library composer does: the same values (key order included), ranges, ambiguity notes
// and Helm sources, and no file the library rejects. Checked on the real corpus (the shared
// one, when it is there), the examples, the fixtures, edge cases, and random single-character
// edits of real manifests. The same texts are also read with the YAML 1.2 core schema (the config
// file's reading), js-yaml first, against the library.
// The corpus is read one test per file (named by the file, with its own time and timeout); the
// share of files the fast readers take is checked after them, from the same readings.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPartStarts } from '../../src/yaml/document-split.js';
import { composeFromCst } from '../../src/yaml/read-cst.js';
import { composeWithJsYaml } from '../../src/yaml/read-js-yaml.js';
import { lfForLoneCr } from '../../src/yaml/lines.js';
import { loadYaml, type LoadedFile, type Reader } from '../../src/yaml/load.js';
import type { JsonPath } from '../../src/core/types.js';
import { describeWithShared, itWithShared, lazy, sharedFiles, sharedPath } from '../helpers/shared.js';

const ROOT = join(import.meta.dirname, '..', '..');

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...yamlFiles(path));
    else if (/\.(ya?ml|json)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every path of a value, plus one missing key under each mapping and one index past each list. */
function pathsOf(value: unknown): JsonPath[] {
  const out: JsonPath[] = [[]];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (Array.isArray(v)) {
      out.push([...path, v.length], [...path, 'x']);
      v.forEach((item, i) => {
        out.push([...path, i]);
        stack.push({ value: item, path: [...path, i] });
      });
    } else if (v !== null && typeof v === 'object') {
      out.push([...path, '__missing__', 'deeper']);
      for (const key of Object.keys(v)) {
        out.push([...path, key]);
        stack.push({ value: (v as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return out;
}

/** At most `n` paths, spread evenly (the big CRDs have tens of thousands). */
function sample<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
}

/** A comparable form: key order kept, NaN and -0 spelled out. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'number' && (Number.isNaN(v) || !Number.isFinite(v) || Object.is(v, -0)) ? `<${Object.is(v, -0) ? '-0' : String(v)}>` : v,
  );
}

function summary(file: LoadedFile, withPaths: boolean) {
  const lineEnd = (o: number) => file.lines.lineEnd(o);
  return {
    problems: file.problems,
    documents: file.documents.map((d) => ({
      index: d.index,
      value: canonical(d.value),
      start: d.start,
      range: d.range,
      helmSource: d.helmSource,
      ambiguous: d.ambiguous,
      located: withPaths ? sample(pathsOf(d.value), 400).map((p) => [JSON.stringify(p), d.locate(p, lineEnd)]) : [],
    })),
  };
}

/**
 * How many of the fast readers (js-yaml, then the CST composer) accepted the text; throws (via
 * expect) when one of them reads it differently from the library, or accepts what it rejects.
 * Every text the library reads without a problem is also read document by document (`parts`,
 * and the default reading when js-yaml does not take the whole file) and in batches of parts
 * (`batches`, as the linter reads a large stream), which must agree too.
 * `took` receives the fast readers that accepted the text.
 */
const CORE_MAX_TEXT = 8_192;

function agrees(text: string, withPaths = true, took: Reader[] = []): number {
  // As loadYaml gives it to the readers: without a BOM, lone CRs made LFs.
  const bare = lfForLoneCr(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const readers: Reader[] = [];
  if (composeWithJsYaml(bare)) readers.push('js-yaml');
  if (composeFromCst(bare)) readers.push('cst');
  const accepted = readers.length;
  took.push(...readers);
  const library = loadYaml(text, 'kubernetes', 'library');
  if (accepted > 0) expect(library.problems).toEqual([]);
  // The config file's reading (the YAML 1.2 core schema) also goes through js-yaml first. Only
  // on texts of a config's size: the library reads the large CRDs slowly, and they add nothing.
  if (text.length <= CORE_MAX_TEXT) {
    const coreLibrary = loadYaml(text, 'core', 'library');
    const core = loadYaml(text, 'core');
    if (JSON.stringify(summary(core, withPaths)) !== JSON.stringify(summary(coreLibrary, withPaths)))
      expect({ reader: 'core', ...summary(core, withPaths) }).toEqual({ reader: 'core', ...summary(coreLibrary, withPaths) });
  }
  if (library.problems.length > 0) return 0;
  // One part is read as the whole file is (the big CRDs): only streams are read differently,
  // part by part, and in batches of parts as the linter reads a large file.
  const partCount = documentPartStarts(bare).length;
  if (partCount > 1) readers.push('parts');
  if (partCount > 2) readers.push('batches');
  if (!readers.includes('js-yaml')) readers.push('auto');
  const expected = JSON.stringify(summary(library, withPaths));
  for (const reader of readers) {
    const fast = loadYaml(text, 'kubernetes', reader);
    // Compared as text (fast on big files); the structured diff only when they differ.
    if (JSON.stringify(summary(fast, withPaths)) !== expected)
      expect({ reader, ...summary(fast, withPaths) }).toEqual({ reader, ...summary(library, withPaths) });
  }
  return accepted;
}

type Random = (n: number) => number;

const WORDS = ['alpha', 'beta: x', 'gamma', '#', 'x #y', "it's", '"q"', '\\', '? z', '- w', '{a}', '[b]', '- ? v', 'a\tb', '---', '...'];

/** One line of a scalar's content: words, nothing, or white space. */
function contentLine(random: Random, pick: <T>(l: readonly T[]) => T): string {
  switch (random(8)) {
    case 0:
      return '';
    case 1:
      return ' '.repeat(random(6));
    case 2:
      return pick(['\t', ' \t', '\tx', 'x\t', '  \t  ']);
    default:
      return Array.from({ length: 1 + random(3) }, () => pick(WORDS.slice(0, random(4) === 0 ? WORDS.length : 3))).join(' ');
  }
}

/**
 * The text with one value replaced by a block scalar (every chomping and indentation
 * indicator, blank lines, tabs) or a plain or quoted scalar over several lines, indented
 * mostly as it should be; sometimes with CRLF line ends, or as the last thing in the file
 * without a final line break. `kind` names what was made (`|+`, `plain`, `crlf`...).
 */
function withMultiLineValue(text: string, random: Random, pick: <T>(l: readonly T[]) => T): { text: string; kind: string } {
  const lines = text.split('\n');
  // A line `key: value` or `- key: value` (the value is replaced), else the last line gets a new key.
  const candidates = lines.map((l, i) => (/^[ -]*[\w.-]+:( |$)/.test(l) ? i : -1)).filter((i) => i >= 0);
  const last = candidates.length === 0 || random(6) === 0;
  const at = last ? lines.length : pick(candidates);
  const line = last ? 'zz:' : lines[at]!;
  const keyColumn = line.length - line.replace(/^[ -]*/, '').length;
  const colon = line.indexOf(':', keyColumn);
  const indent = Math.max(0, keyColumn + pick([2, 2, 2, 2, 1, 1, 3, 4, 0, -1]));
  const pad = (extra: number) => ' '.repeat(Math.max(0, indent + extra));
  const body: string[] = [];
  // The value after its key, or (sometimes) on a line of its own below it, maybe after a comment line.
  const keyAndValue = (first: string) =>
    random(5) > 0
      ? [`${line.slice(0, colon + 1)} ${first}`]
      : [line.slice(0, colon + 1), ...(random(2) === 0 ? [`${' '.repeat(random(keyColumn + 3))}# note`] : []), pad(0) + first];
  let kind: string;
  const style = random(10);
  if (style < 6) {
    const mode = pick(['|', '>']);
    const chomp = pick(['', '-', '+']);
    const digit = random(3) === 0 ? String(1 + random(4)) : '';
    kind = digit ? '|2' : mode + chomp;
    const header = random(2) === 0 ? mode + digit + chomp : mode + chomp + digit;
    body.push(...keyAndValue(header + (random(5) === 0 ? ' # note' : '')));
    const count = 1 + random(5);
    for (let i = 0; i < count; i++) {
      const content = contentLine(random, pick);
      body.push(content.trim() === '' && random(2) === 0 ? content : pad(pick([0, 0, 0, 0, 1, 2, -1])) + content);
    }
    for (let i = random(4); i > 0; i--) body.push(' '.repeat(random(indent + 3)));
  } else {
    const quote = pick(['', '', "'", '"']);
    kind = quote === '' ? 'plain' : quote;
    const first = quote + pick(['one', 'two words', 'x', "a''b", 'c\\', 'd \\', '1']);
    body.push(...keyAndValue(first));
    const count = 1 + random(3);
    for (let i = 0; i < count; i++) {
      const content = i === count - 1 ? `${pick(['end', 'z', ''])}${quote}` : contentLine(random, pick);
      body.push(content.trim() === '' && random(2) === 0 ? content : pad(pick([0, 0, 0, 1, 2, -1])) + content);
    }
  }
  let out = [...lines.slice(0, at), ...body, ...lines.slice(at + 1)].join('\n');
  if (body.some((l) => l.includes('\t'))) kind = random(2) === 0 ? 'tab' : kind;
  if (last) {
    while (out.endsWith('\n')) out = out.slice(0, -1);
    kind = random(2) === 0 ? 'last' : kind;
  }
  if (random(5) === 0) {
    out = out.replace(/\n/g, '\r\n');
    kind = 'crlf';
  }
  return { text: out, kind };
}

/** Random edits per run; FUZZ_EDITS=50000 (and another FUZZ_SEED) for a longer search. */
const EDITS = Number(process.env.FUZZ_EDITS ?? 2500);

/** The files of the shared corpus (absolute paths), listed by the first test that needs them. */
const corpus = lazy(() => yamlFiles(sharedPath('corpus')));
/** The same files relative to the corpus, listed while collecting (a test each); [] without it. */
const CORPUS_FILES = sharedFiles('corpus', /\.(ya?ml|json)$/);
const local = [...yamlFiles(join(ROOT, 'examples')), ...yamlFiles(join(ROOT, 'test', 'fixtures'))];
/** A corpus file as the messages name it. */
const inCorpus = (path: string) => relative(sharedPath('corpus'), path);

/** path → how many fast readers took the file (see agrees), for each file read so far. */
const readers = new Map<string, number>();

/** agrees() on a file, once per file; fails, naming the file, when a reader disagrees. */
function readFile(path: string): number {
  let n = readers.get(path);
  if (n === undefined) {
    try {
      n = agrees(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
    }
    readers.set(path, n);
  }
  return n;
}

/** How many of the files a fast reader takes (accepted) and how many both take; fails on the first disagreement. */
function readAll(files: string[]): { accepted: number; bothAccepted: number } {
  const counts = files.map(readFile);
  return { accepted: counts.filter((n) => n > 0).length, bothAccepted: counts.filter((n) => n === 2).length };
}

describe('the fast readers', () => {
  it('reads the examples and the fixtures exactly as the library does', () => {
    // Runs without the shared corpus; the corpus tests below count these files too.
    const { accepted } = readAll(local);
    expect(local.length).toBeGreaterThan(20);
    expect(accepted).toBeGreaterThan(local.length / 2);
  });

  describeWithShared('corpus', 'reads each file of the corpus exactly as the library does', () => {
    // A timeout per file, so a hang fails and names the file. Measured on a loaded 2-core
    // machine: 50 s for the 783 files, 7 s for the slowest (a rendered KubeRay install).
    it.each(CORPUS_FILES)('%s', { timeout: 120_000 }, (file) => {
      readFile(sharedPath('corpus', file));
    });

    it('and a fast reader takes nearly every file of the corpus, the examples and the fixtures', { timeout: 180_000 }, () => {
      // From the readings above (a file read by none of them, e.g. with -t, is read now).
      const files = [...corpus(), ...local];
      const { accepted, bothAccepted } = readAll(files);
      // The point of the fast path: nearly every real manifest takes it.
      expect(files.length).toBeGreaterThan(700);
      expect(accepted / files.length).toBeGreaterThan(0.9);
      expect(bothAccepted / files.length).toBeGreaterThan(0.8);
    });
  });

  it.each([
    ['block scalars', 'a: |\n  x\n  y\nb: >-\n  folded\n  text\n\nc: |+\n  keep\n\n', 2],
    ['flow collections', 'a: [1, "two", {b: c}, []]\nd: {}\ne: { f: [g], h: null, }\n', 2],
    ['multi-line flow', 'args: [\n  "--a",\n  "--b"\n]\nx: 1\n', 2],
    ['comments everywhere', '# head\na: 1 # one\n# between\nb:\n  # inside\n  - x # item\n  # after\nc: # empty\n', 2],
    ['empty values', 'a:\nb: \nc: ~\nd: []\n- \n'.replace('- \n', ''), 2],
    [
      'documents and comments',
      '---\n# Source: chart/templates/a.yaml\napiVersion: v1\nkind: A\n---\n---\n# only a comment\n---\nb: 2\n',
      2,
    ],
    [
      'Kubernetes scalars',
      'a: 0444\nb: 0o17\nc: yes\nd: on\ne: 1:20\nf: 2024-01-01\ng: .inf\nh: -.Inf\ni: .nan\nj: 0x1F\nk: 1_000\nl: 089\nm: +12\nn: 1e3\no: Null\n',
      2,
    ],
    ['quoted keys and odd keys', '"a b": 1\n\'c\': 2\n1: one\ntrue: t\n~: nothing\n__proto__: p\nconstructor: c\n', 1],
    ['plain multi-line scalars', 'a: one\n  two\n  three\nb: "x\n  y"\n', 2],
    ['root scalar and root list', '---\nhello\n---\n- a\n- b: c\n  d: e\n', 1],
    ['CRLF line ends', 'a: 1\r\nb:\r\n  - x\r\n  - y\r\n', 2],
    ['a BOM', '\uFEFFapiVersion: v1\nkind: Pod\n', 2],
    ['indented sequences', 'spec:\n  containers:\n  - name: a\n    args:\n    - x\n', 2],
    ['trailing document comments', 'a: 1\n# trailing\n...\n', 0],
    ['literal and folded blocks', 'a: |\n  x\n  y\nb: >-\n  folded\n  text\nc: |2\n    indented\nd: e\n', 2],
    ['unicode', 'name: "ü€😀"\nx: 😀😀\n', 2],
    [
      'a JSON manifest',
      '{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "labels": {}}, "spec": {"containers": [{"name": "c", "args": ["a", 1, true, null]}]}}\n',
      2,
    ],
    ['flow mappings as sequence items', 'volumeMounts:\n  - {name: shm, mountPath: /dev/shm}\n  - { name: cache , mountPath: "/c" }\n', 2],
    ['empty values before comments and blank lines', 'a: # c\n\nb:\n  # inside\nc:   \nd: 1\n', 2],
    [
      'every chomping and indentation indicator',
      'a: |-\n  x\n\n\nb: |+\n  y\n\n\nc: >\n  p\n  q\n\n  r\n   more\n  s\n' +
        'd: >+\n  s\n\ne: |2-\n     t\nf: >-1\n  u\ng: |+2\n    v\n\nh: 1\n',
      2,
    ],
    ['blank lines before, in and after block scalars', 'a: |\n\n  x\n\n  y\n  \n\nb:\n  - >\n\n    z\n\n\n  - |-\n    w\n\n\nc: 1\n', 2],
    ['CRLF block scalars', 'a: |\r\n  x\r\n\r\n  y\r\n\r\nb: >-\r\n  z\r\n  w\r\n\r\nc: |+\r\n  k\r\n\r\n', 2],
    ['tabs inside block content', 'a: |\n  all:\n  \tmake build\n  \t\n  x\ty\nb: >\n  c\n  \td\n  e\n', 2],
    ['a block scalar last, without a final line break', 'a: 1\nb: |-\n  last\n  line', 2],
    ['a keeping block scalar last, without a final line break', 'a: 1\nb: >+\n  last\n\n  line', 2],
    [
      'wrapped descriptions and CEL rules',
      'description: Pods is the list\n  of pods in the group.\n\n  A second paragraph.\n' +
        "rule: 'has(self.a) && has(self.b)\n  ? self.a == self.b\n  : true'\n" +
        'message: "a long message that \\\n  continues\n\n  \\ with escapes\\t"\nlist:\n- one item\n  wrapped\n- \'two\'\n',
      2,
    ],
    [
      'lines of spaces inside a block scalar, wider than its content',
      'data:\n  c.yaml: |\n    a:\n      b: 1\n      \n    c: 2\n  d: >\n    e\n        \n    f\n',
      2,
    ],
    ['a comment under a value', 'a: x\n  # note\nb: "y"\n    # note\nc: 1\n', 2],
    ['a merge-like key that is quoted', '"<<": 1\nb: "<<: x"\n', 2],
    // js-yaml's parse events are kept in tables that start at 4,096 nodes and 256 levels and grow.
    [
      'a document of more parse events than the first table holds, then a small one',
      `items:\n${Array.from({ length: 3000 }, (_, i) => `  - name: n${i}\n    args: [a, "b${i}", {c: ${i}}]\n`).join('')}---\nz: 1\n`,
      2,
    ],
    // Read by js-yaml (through 300 levels of events), left to the library past 200 levels.
    ['flow collections nested deeper than the first stack holds', `deep: ${'['.repeat(300)}x${']'.repeat(300)}\nnext: 1\n`, 0],
  ])('agrees on %s', (_name, text, readers) => {
    // 2: both fast readers take it; 1: js-yaml leaves it to the CST reader by design (null keys,
    // a root sequence); 0: both leave it to the library (`...`).
    expect(agrees(text)).toBe(readers);
  });

  it.each([
    [
      'an anchor in one document of three',
      '---\n# Source: chart/a.yaml\na: 1\n---\n# Source: chart/b.yaml\nb: &x {c: 1}\nd: *x\n---\n# Source: chart/c.yaml\ne: [1, 2]\n',
    ],
    ['directives and document ends', '%YAML 1.2\n---\na: 1\n...\n%YAML 1.2\n# between\n---\nb: &x 2\nc: *x\n'],
    ['comments around the markers', '# head\n\n---\n# one\na: 1\n# after one\n---\nb: !!str 2\n# tail\n'],
    ['empty documents', '---\n---\n# only a comment\n---\na: *x\n'.replace('*x', '&x 1')],
    ['a root block scalar ended by a marker', '--- |\nfoo\n  bar\n---\nb: &y 1\n'],
    ['a marker with content on its line', '--- {a: 1}\n--- !!map\nb: 2\n---   \nc: 3\n'],
    ['lone CR line ends', 'a: 1\rb: &x\r  - y\rc: *x\r---\rd: "e\r  f"\r'],
  ])('agrees document by document on %s', (_name, text) => {
    // None of these is taken whole by a fast reader; each part goes to the first that takes it.
    expect(agrees(text)).toBe(0);
    expect(loadYaml(text).problems).toEqual([]);
  });

  it.each([
    ['an escaped line break before a blank line', 'a: "x\\\n\n  y"\n'],
    ['a line of spaces wider than its block scalar', 'a: |\n  x\n     \nb: 1\n'],
    ['a line of spaces as the last line of a keeping block scalar', 'a: |+\n  x\n  '],
    ['a block scalar at the root', '--- |\n  x\n'],
    ['a tab before the content of a block scalar', 'a: |\t\n  x\n'],
    ['a scalar over several lines in a flow collection', 'a: [one\n  two]\n'],
    ['a plain `<<` key', 'a:\n  <<: {b: 1}\n'],
  ])('js-yaml leaves %s to the other readers', (_name, text) => {
    // js-yaml reads these otherwise than the library (or may): the next reader decides, and agrees.
    expect(composeWithJsYaml(text)).toBeUndefined();
    agrees(text);
  });

  it.each([
    ['a comment right after a quote', 'a: "x"#c\n'],
    ['a comment right after a flow collection', 'a: [1]#c\nb: {c: 1}#d\n'],
    ["a flow collection with a line at its key's column", 'a: [1,\nb]\n'],
    ["a quoted scalar with a line at its key's column", 'a: "x\ny"\n'],
    ['a block mapping on the `---` line', '--- a: 1\n'],
  ])('leaves %s to the library, which reports it', (_name, text) => {
    // js-yaml reads these; the library does not (a syntax error).
    expect(composeWithJsYaml(text)).toBeUndefined();
    expect(loadYaml(text).problems).toHaveLength(1);
    agrees(text);
  });

  it.each([
    ['anchors and aliases', 'a: &x {b: 1}\nc: *x\n'],
    ['merge keys', 'a: &x {b: 1}\nc:\n  <<: *x\n  d: 2\n'],
    ['tags', 'a: !!str 1\n'],
    ['directives', '%YAML 1.1\n---\na: 1\n'],
    ['duplicate keys', 'a: 1\na: 2\n'],
    ['tabs as indentation', 'a:\n\tb: 1\n'],
    ['a syntax error', 'a: [1, 2\nb: 3\n'],
    ['an explicit key', '? a\n: 1\n'],
    ['a flow mapping as a key (unrendered Helm)', 'replicas: {{ .Values.n }}\n'],
    ['deep nesting', `${'['.repeat(300)}${']'.repeat(300)}\n`],
  ])('leaves %s to the library', (_name, text) => {
    expect(composeFromCst(text)).toBeUndefined();
    expect(composeWithJsYaml(text)).toBeUndefined();
  });

  itWithShared('corpus', 'a broken document leaves the others of a stream read as in the well-formed file', { timeout: 120_000 }, () => {
    // Inserted after a document's `---` line, each breaks that document (the first hid the rest of the stream).
    const breakers = ["x: 'open\n", 'x: [1, 2\n', 'x:\n\t- tab\n'];
    // Not with `{{`: a file that does not parse and holds template syntax is an unrendered template.
    const streams = corpus()
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => text.length < 400_000 && !text.includes('{{') && documentPartStarts(text).length > 3);
    expect(streams.length).toBeGreaterThan(20);
    let checked = 0;
    streams.forEach(({ path, text }, n) => {
      const starts = documentPartStarts(text);
      const part = 1 + (n % (starts.length - 1));
      const breaker = breakers[n % breakers.length]!;
      const at = text.indexOf('\n', starts[part]!) + 1;
      const clean = loadYaml(text, 'kubernetes', 'library');
      if (clean.problems.length > 0 || at === 0) return;
      const broken = loadYaml(text.slice(0, at) + breaker + text.slice(at));
      // An empty document (`---` right after `---`) has no entry to compare.
      const brokenIndex = clean.documents.find((d) => d.range[0] <= at && at <= d.range[1])?.index;
      if (brokenIndex === undefined) return;
      const where = `${inCorpus(path)} broken in document ${brokenIndex}`;
      expect(
        broken.problems.map((p) => p.docIndex),
        where,
      ).toEqual([brokenIndex]);
      // Offsets after the insertion are `breaker.length` later; the rest must be the same.
      const back = (o: number) => (o > at ? o - breaker.length : o);
      const view = (file: LoadedFile, d: LoadedFile['documents'][number], shifted: boolean) => {
        const by = (o: number) => (shifted ? back(o) : o);
        const located = sample(pathsOf(d.value), 50).map((p) => {
          const r = d.locate(p, (o) => file.lines.lineEnd(o));
          return r && [by(r.start), by(r.end), r.exact];
        });
        return {
          index: d.index,
          value: canonical(d.value),
          range: d.range.map(by),
          start: by(d.start),
          helm: d.helmSource && [d.helmSource.path, by(d.helmSource.offset)],
          ambiguous: d.ambiguous,
          located,
        };
      };
      expect(
        broken.documents.map((d) => view(broken, d, true)),
        where,
      ).toEqual(clean.documents.filter((d) => d.index !== brokenIndex).map((d) => view(clean, d, false)));
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });

  itWithShared(
    'corpus',
    'reads block scalars and scalars over several lines as the library does, after random edits',
    { timeout: Math.max(120_000, EDITS * 40) },
    () => {
      // Deterministic: mulberry32, in 32-bit integer arithmetic.
      let seed = Number(process.env.FUZZ_SEED ?? 6789) | 0;
      const random = (n: number) => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
      };
      const pick = <T>(list: readonly T[]): T => list[random(list.length)]!;
      const sources = corpus()
        .filter((_, i) => i % 4 === 1)
        .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
        .filter(({ text }) => text.length < 6000 && !text.includes('\r'));
      let accepted = 0;
      const kinds = new Map<string, number>();
      for (let n = 0; n < EDITS; n++) {
        const { path, text } = pick(sources);
        const { text: mutated, kind } = withMultiLineValue(text, random, pick);
        try {
          const took: Reader[] = [];
          if (agrees(mutated, n % 10 === 0, took) > 0) accepted++;
          if (took.includes('js-yaml')) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        } catch (error) {
          throw new Error(`edit #${n} of ${inCorpus(path)} (${kind}): ${JSON.stringify(mutated)}\n${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      if (process.env.FUZZ_DEBUG) console.log(accepted, [...kinds]);
      // Many edits stay valid YAML; js-yaml reads every kind of construct among them.
      expect(accepted).toBeGreaterThan(EDITS * 0.3);
      expect(accepted).toBeLessThan(EDITS * 0.98);
      for (const kind of ['|', '>', '|-', '>-', '|+', '>+', '|2', 'plain', "'", '"', 'crlf', 'tab', 'last'])
        expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    },
  );

  itWithShared(
    'corpus',
    'reads excerpts of CRDs (wrapped descriptions, blocks, CEL rules) as the library does, after random edits',
    { timeout: Math.max(120_000, EDITS * 40) },
    () => {
      let seed = Number(process.env.FUZZ_SEED ?? 4242) | 0;
      const random = (n: number) => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
      };
      // The large files with scalars over several lines: CRDs and operator installs.
      const big = corpus()
        .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
        .filter(({ text }) => text.length > 100_000 && /\n +[\w-]+: (?:[|>]|'[^'\n]*\n|[^'"\n|>][^\n]*\n {4,}\w)/.test(text));
      expect(big.length).toBeGreaterThan(5);
      const lines = big.map(({ path, text }) => ({ path, lines: text.split('\n') }));
      const pieces = [
        ' ',
        '\t',
        '\n',
        '\r\n',
        '\n\n',
        '  \n',
        '#',
        ':',
        '- ',
        '? ',
        "'",
        '"',
        '\\',
        '|-\n',
        '|+\n',
        '>2\n',
        'a',
        '  ',
        '\n  ',
      ];
      let accepted = 0;
      for (let n = 0; n < EDITS; n++) {
        const { path, lines: all } = lines[random(lines.length)]!;
        // About 40 lines from a key line on, made a document of their own: dedented to the key.
        let first = random(all.length);
        while (first < all.length - 1 && !/^ *[\w-]+:/.test(all[first]!)) first++;
        const indent = all[first]!.length - all[first]!.trimStart().length;
        const excerpt: string[] = [];
        for (let i = first; i < all.length && excerpt.length < 40; i++) {
          const line = all[i]!;
          if (line.trim() !== '' && line.length - line.trimStart().length < indent) break;
          excerpt.push(line.slice(Math.min(indent, line.length - line.trimStart().length)));
        }
        let text = `${excerpt.join('\n')}\n`;
        for (let edits = random(3); edits >= 0; edits--) {
          const at = random(text.length + 1);
          text = text.slice(0, at) + pieces[random(pieces.length)]! + text.slice(at + random(3));
        }
        try {
          const took: Reader[] = [];
          agrees(text, n % 5 === 0, took);
          if (took.includes('js-yaml')) accepted++;
        } catch (error) {
          throw new Error(`edit #${n} of ${inCorpus(path)}: ${JSON.stringify(text)}\n${(error as Error).message}`, { cause: error });
        }
      }
      if (process.env.FUZZ_DEBUG) console.log(accepted);
      expect(accepted).toBeGreaterThan(EDITS * 0.2);
    },
  );

  itWithShared(
    'corpus',
    'never accepts what the library rejects, nor reads anything differently, after random edits',
    { timeout: Math.max(120_000, EDITS * 20) },
    () => {
      // Deterministic: a small linear congruential generator.
      let seed = Number(process.env.FUZZ_SEED ?? 12345);
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const pieces = [
        ' ',
        '\t',
        ':',
        '-',
        '#',
        '{',
        '}',
        '[',
        ']',
        ',',
        "'",
        '"',
        '\n',
        '|',
        '>',
        '&',
        '*',
        '!',
        '?',
        'a',
        '  ',
        ': ',
        '- ',
        '\n  ',
      ];
      const sources = corpus()
        .filter((_, i) => i % 4 === 0)
        .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
        .filter(({ text }) => text.length < 6000);
      let accepted = 0;
      let checked = 0;
      for (let n = 0; n < EDITS; n++) {
        const { path, text } = sources[random(sources.length)]!;
        const at = random(text.length + 1);
        const piece = pieces[random(pieces.length)]!;
        const cut = random(3);
        const mutated = text.slice(0, at) + piece + text.slice(at + cut);
        try {
          if (agrees(mutated, n % 10 === 0) > 0) accepted++;
        } catch (error) {
          throw new Error(`edit #${n} of ${inCorpus(path)} at ${at} (+${JSON.stringify(piece)} -${cut}): ${(error as Error).message}`, {
            cause: error,
          });
        }
        checked++;
      }
      expect(checked).toBe(EDITS);
      // Both kinds of outcome occur: edits that stay valid and edits that the library must handle.
      expect(accepted).toBeGreaterThan(EDITS * 0.2);
      expect(accepted).toBeLessThan(EDITS * 0.96);
    },
  );
});
