// Seeded fuzz over every registered output format: random manifests and file names carrying
// injection payloads (terminal escapes, workflow commands, Markdown and HTML, XML breakers,
// lone surrogates, bidi overrides), linted and rendered in process through the API. Each format
// must keep every value in its place: no raw control character, no line a runner takes for a
// workflow command (but `github`'s own, each one well-formed), parsable JSON, well-formed XML,
// Markdown whose values are text. FUZZ_SEED picks another sequence, FUZZ_CASES sets how many.
import { describe, expect, it } from 'vitest';
import { format, lint } from '../../src/app/api.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { printable } from '../../src/core/printable.js';
import { FORMATS, type FormatName } from '../../src/report/load.js';
import { stylish } from '../../src/report/stylish.js';
import { lintFiles } from '../../src/app/run.js';
import { tempTree } from '../helpers/run-cli.js';
import { deployment, namespace } from './hostile-input.js';
import { markupIn, renderedText, summaryRows, tableCells, withoutOwnTags } from './markdown-check.js';

const CASES = Number(process.env.FUZZ_CASES ?? 80);

const PAYLOADS = [
  '\u001b[2J',
  '\u001b]0;TITLE\u0007',
  '\u001b]52;c;cHduZWQ=\u0007',
  '\u001b[8mHIDDEN\u001b[0m',
  '\u0007',
  '\u0000',
  '\u009b31m',
  '\u0085',
  '\u007f',
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\n::error file=README.md,line=1::forged',
  '\r::notice::x',
  '::warning title=X::',
  '::stop-commands::x',
  '%0A::error::y',
  '[click](https://evil.example/p)',
  '![p](https://evil.example/x.png)',
  'x](https:%2F%2Fevil.example%2F)[y',
  '<img src=x onerror=alert(1)>',
  '</details>',
  '&lt;',
  '`',
  '``',
  '|',
  '\\',
  '**b** _e_ ~~s~~ $m$ # h',
  ']]>',
  '"',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u2066',
  '\u2028',
];
const PLAIN = ['a', 'web', '-', '.', '0', ' ', 'ü', '名', '🔴', ',', ':'];

/** Raw characters no format may print: C0 but LF, DEL, C1, line separators, bidi controls. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** stylish's own colour codes. */
const OWN_SGR = /\u001b\[(?:1|2|4|22|24|31|32|33|36|39)m/g;

describe('every output format, on random hostile manifests and file names', () => {
  it(
    `keeps values in their place (${CASES} cases, FUZZ_SEED=${process.env.FUZZ_SEED ?? 'default'})`,
    { timeout: Math.max(60_000, CASES * 1000) },
    async () => {
      // Deterministic: a small linear congruential generator (as in test/yaml/readers.test.ts).
      let seed = Number(process.env.FUZZ_SEED ?? 20261201);
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const piece = () => {
        const list = random(3) === 0 ? PLAIN : PAYLOADS;
        return list[random(list.length)]!;
      };
      const value = (pieces = 1 + random(4)) => Array.from({ length: pieces }, piece).join('');

      const formatsSeen = new Set<string>();
      for (let n = 0; n < CASES; n++) {
        const files: Record<string, string> = {};
        const count = 1 + random(3);
        for (let i = 0; i < count; i++) {
          // A file name holds anything but `/` and NUL; on disk a lone surrogate becomes U+FFFD.
          const name = `${value()
            .replace(/[/\u0000]/g, '_')
            .slice(0, 60)}${i}.yaml`;
          const ns = random(2) === 0 ? value() : undefined;
          const docs = [
            deployment({
              name: value(),
              namespace: ns,
              container: value(),
              image: random(2) ? `vllm/vllm-openai:${value(1)}` : value(),
              label: value(1),
            }),
          ];
          if (ns !== undefined && random(2) === 0) files[`zz${i}${value(1).replace(/[/\u0000]/g, '_')}.yaml`] = namespace(ns);
          // A line the YAML reader rejects, with the payload raw: its code frame shows the line.
          if (random(3) === 0) docs.push(`apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata: {k: "${value()}", k: 1}\n`);
          files[name] = docs.join('---\n');
        }
        const where = `case ${n} (files ${JSON.stringify(Object.keys(files))})`;
        const cwd = tempTree(files);
        const result = await lint('.', { cwd });
        const shown = result.findings.filter((f) => !f.suppressed);
        for (const name of FORMATS) {
          const out = await format(result, name);
          const problems = check(name, out, shown, result.files);
          expect(problems, `${where}, -f ${name}:\n${problems.join('\n')}`).toEqual([]);
          formatsSeen.add(name);
        }
        const report = lintFiles(resolveConfig({}), { paths: ['.'], cwd });
        const colour = stylish(report, { color: true });
        expect(colour).toContain('\u001b[');
        expect(check('stylish', colour.replace(OWN_SGR, ''), shown, result.files), `${where}, stylish in colour`).toEqual([]);
        // Wrapped to a terminal's width, grouped either way: the lines change, the guarantees do not.
        const width = 20 + random(120);
        const wrapped = stylish(report, { color: random(2) === 0, width, groupBy: random(2) ? 'rule' : 'file' }).replace(OWN_SGR, '');
        expect(wrapped, `${where}, stylish at width ${width}`).not.toMatch(RAW_CONTROL);
        expect(
          wrapped.split('\n').filter((l) => l.trimStart().startsWith('::')),
          `${where}, stylish at width ${width}`,
        ).toEqual([]);
      }
      expect([...formatsSeen]).toEqual([...FORMATS]);
    },
  );
});

type Shown = Awaited<ReturnType<typeof lint>>['findings'];

/** What is wrong with one format's output: empty when every property holds. */
function check(name: FormatName, out: string, findings: Shown, files: string[]): string[] {
  const problems: string[] = [];
  const lines = out.split('\n');
  if (LONE_SURROGATE.test(out)) problems.push('a lone surrogate');
  if (name === 'github') return [...problems, ...checkGithub(lines, findings)];
  if (RAW_CONTROL.test(out))
    problems.push(`raw control character U+${RAW_CONTROL.exec(out)![0].charCodeAt(0).toString(16).padStart(4, '0')}`);
  const commands = lines.filter((l) => l.trimStart().startsWith('::'));
  if (commands.length) problems.push(`lines a runner reads as workflow commands: ${JSON.stringify(commands)}`);
  switch (name) {
    case 'json': {
      const report = parse(out, problems) as { findings: { message: string; file: string }[] } | undefined;
      if (
        report &&
        JSON.stringify(report.findings.map((f) => [f.message, f.file])) !== JSON.stringify(findings.map((f) => [f.message, f.file]))
      )
        problems.push('json: messages or file names differ from the values');
      break;
    }
    case 'sarif': {
      const log = parse(out, problems) as { runs: { results: { message: { text: string } }[] }[] } | undefined;
      if (log && log.runs[0]!.results.length < findings.length) problems.push('sarif: results missing');
      break;
    }
    case 'codeclimate': {
      const issues = parse(out, problems) as { description: string }[] | undefined;
      if (issues && JSON.stringify(issues.map((i) => i.description)) !== JSON.stringify(findings.map((f) => f.message)))
        problems.push('codeclimate: descriptions differ from the messages');
      break;
    }
    case 'rdjson': {
      const result = parse(out, problems) as { diagnostics: { message: string; location: { path: string } }[] } | undefined;
      if (
        result &&
        JSON.stringify(result.diagnostics.map((d) => [d.message, d.location.path])) !==
          JSON.stringify(findings.map((f) => [f.message, f.file.replace(/^(\.\/)+/, '')]))
      )
        problems.push('rdjson: messages or paths differ from the values');
      break;
    }
    case 'junit':
    case 'checkstyle':
      problems.push(...xmlProblems(name, out));
      break;
    case 'markdown':
      problems.push(...markdownProblems(lines, findings, files));
      break;
    case 'stylish':
      problems.push(...stylishProblems(lines, files));
      break;
    case 'compact':
      problems.push(...compactProblems(lines, findings));
      break;
  }
  return problems;
}

function parse(text: string, problems: string[]): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    problems.push(`does not parse: ${(e as Error).message}`);
    return undefined;
  }
}

/** One well-formed command per finding; properties and data escaped as the runner reads them. */
function checkGithub(lines: string[], findings: Shown): string[] {
  const problems: string[] = [];
  if (lines.pop() !== '') problems.push('github: no final newline');
  if (lines.length !== findings.length) problems.push(`github: ${lines.length} lines for ${findings.length} findings`);
  lines.forEach((line, i) => {
    const m = /^::(error|warning|notice) ([^:]*)::(.*)$/s.exec(line);
    if (!m) return problems.push(`github: not a workflow command: ${JSON.stringify(line)}`);
    const [, , props, data] = m as unknown as [string, string, string, string];
    const values = props.split(',').map((p) => /^(file|line|endLine|col|endColumn|title)=(.*)$/s.exec(p));
    if (values.some((v) => !v)) problems.push(`github: properties ${JSON.stringify(props)}`);
    // The file property must name the file exactly (or GitHub cannot place the annotation): the
    // runner consumes the line, so it is the one place a raw control character may stay.
    if (RAW_CONTROL.test(data) || /\r/.test(props)) problems.push(`github: raw control character in ${JSON.stringify(line)}`);
    if (/%(?!25|0D|0A)/.test(data)) problems.push(`github: unescaped % in data ${JSON.stringify(data)}`);
    const decoded = data.replace(/%(25|0D|0A)/g, (_m, h: string) => ({ '25': '%', '0D': '\r', '0A': '\n' })[h]!);
    if (decoded !== printable(findings[i]!.message)) problems.push(`github: data ${JSON.stringify(data)} is not the message`);
  });
  return problems;
}

/** A small well-formedness check of the JUnit or checkstyle XML: declaration, nesting, attributes, entities, characters. */
function xmlProblems(name: string, xml: string): string[] {
  const problems: string[] = [];
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!xml.startsWith(declaration)) return [`${name}: no XML declaration`];
  if (!/^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u.test(xml)) problems.push(`${name}: a character XML 1.0 cannot hold`);
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;
  const token = /<\/([A-Za-z][\w.-]*)>|<([A-Za-z][\w.-]*)((?: [A-Za-z][\w.-]*="[^"<]*")*)(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  let roots = 0;
  let at = declaration.length;
  while (at < xml.length) {
    token.lastIndex = at;
    const m = token.exec(xml);
    if (!m) return [...problems, `${name}: not XML at ${at}: ${JSON.stringify(xml.slice(at, at + 60))}`];
    at = token.lastIndex;
    const [, close, open, attrs, selfClosing, text] = m;
    if (close && stack.pop() !== close) problems.push(`${name}: </${close}> closes nothing open`);
    if (open) {
      if (stack.length === 0) roots++;
      if (entity.test(attrs!)) problems.push(`${name}: a raw & in attributes of <${open}>`);
      if (!selfClosing) stack.push(open);
    }
    if (text !== undefined && entity.test(text)) problems.push(`${name}: a raw & in text`);
    if (text !== undefined && stack.length === 0 && text.trim()) problems.push(`${name}: text outside the root`);
  }
  if (stack.length) problems.push(`${name}: unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${name}: ${roots} root elements`);
  return problems;
}

/** No raw HTML; every table row has its cells; file names and messages are text that renders as the value. */
function markdownProblems(lines: string[], findings: Shown, files: string[]): string[] {
  const problems: string[] = [];
  // The summary's own tags (<details>, <br>...) are the only HTML.
  if (lines.some((l) => withoutOwnTags(l).includes('<'))) problems.push('markdown: a raw <');
  // GFM trims the spaces around a cell's text.
  const messages = findings.map((f) => printable(f.message).trim());
  const names = new Set(files.map((f) => printable(f).trimStart()));
  for (const line of lines.filter((l) => l.startsWith('|'))) {
    const cells = tableCells(line)!;
    // Finding tables have two cells, the count per rule four.
    if (cells.length !== 2 && cells.length !== 4) problems.push(`markdown: ${cells.length} cells in ${JSON.stringify(line)}`);
  }
  let rows: ReturnType<typeof summaryRows> = [];
  try {
    rows = summaryRows(lines.join('\n'));
  } catch (e) {
    problems.push(`markdown: ${(e as Error).message}`);
  }
  for (const row of rows) {
    const file = row.place.replace(/:\d+$/, '');
    // A message over 300 characters is cut, with an ellipsis.
    const cut = row.message.endsWith('…');
    const message = cut ? row.message.slice(0, -1) : row.message;
    for (const cell of [file, message]) {
      const markup = markupIn(cell);
      if (markup.length) problems.push(`markdown: ${markup.join(', ')} in ${JSON.stringify(cell)}`);
    }
    if (!names.has(renderedText(file))) problems.push(`markdown: ${JSON.stringify(file)} does not render as a file name`);
    const shown = renderedText(message);
    if (!messages.some((m) => (cut ? m.startsWith(shown) : m === shown.trim())))
      problems.push(`markdown: ${JSON.stringify(row.message)} does not render as a message`);
  }
  if (rows.length !== Math.min(50, findings.length)) problems.push(`markdown: ${rows.length} finding rows for ${findings.length} findings`);
  return problems;
}

/** Every line is one stylish writes: a file header, a finding, its code frame, a related location, a blank or the summary. */
/** One line per finding, `file:line:col: level message [rule]`, with the message whole on it. */
function compactProblems(lines: string[], findings: Shown): string[] {
  if (lines.pop() !== '' && findings.length > 0) return ['compact: no final newline'];
  if (lines.length !== findings.length) return [`compact: ${lines.length} lines for ${findings.length} findings`];
  return lines.flatMap((line, i) => {
    const f = findings[i]!;
    const tail = `:${f.range.start.line}:${f.range.start.column}: ${f.level} ${printable(f.message)} [${f.ruleId}]`;
    return line.endsWith(tail) ? [] : [`compact: ${JSON.stringify(line)} does not end with ${JSON.stringify(tail)}`];
  });
}

function stylishProblems(lines: string[], files: string[]): string[] {
  const headers = new Set(files.flatMap((f) => [printable(f), `./${printable(f)}`]));
  const shapes = [
    /^ {2}\d+:\d+ +(error|warning|note) {2,}/,
    /^ {4}\d+ \| /,
    /^ {4} +\| +\^+$/,
    /^ {4}↳ /,
    /^$/,
    /^[✖✔] /,
    // The count of each rule.
    /^Problems per rule:$/,
    /^ {2}[a-z0-9-]+ +(error|warning|note) +\d+$/,
    // How many findings --fix (or --fix-type suggestion) would change.
    /^ {2}(\d+ findings? fixable with --fix(, \d+ with --fix --fix-type suggestion)?|\d+ with --fix --fix-type suggestion)$/,
  ];
  return lines
    .filter((l) => !headers.has(l) && !shapes.some((s) => s.test(l)))
    .map((l) => `stylish: a line it does not write: ${JSON.stringify(l)}`);
}
