// A rule folder's README.md (rules/<id>/README.md): the rule's prose as Markdown sections, and
// the list of its doc examples. parseRuleReadme gives back exactly the strings renderRuleReadme
// was given: soft line breaks (lines wrapped for review) are undone, fences are kept as written.
import type { AnyRule, DocumentedRule, RuleExample } from '../engine/rule.js';

export interface RuleProse {
  /** What triggers the rule, precisely (Markdown). */
  description: string;
  /** Why it matters (Markdown). */
  rationale: string;
  /** How to fix it (Markdown). */
  remediation: string;
}

/** One doc example as the README lists it: `invalid-<slug>.yaml` or `valid-<slug>.yaml`, with its title. */
export interface ExampleEntry {
  file: string;
  title?: string;
}

export interface RuleReadme {
  id: string;
  prose: RuleProse;
  examples: ExampleEntry[];
}

export const README_SECTIONS = [
  ['description', 'What it checks'],
  ['rationale', 'Why it matters'],
  ['remediation', 'How to fix'],
] as const;

const EXAMPLES_HEADING = 'Examples';
const EXAMPLES_INTRO =
  'Each `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the' +
  ' `.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding. `rule.test.ts` checks them' +
  ' all; `npx vitest -u` rewrites the `.out` files.';

/** Width the prose is wrapped to; a line is longer only where it cannot be broken (a long word, a code span). */
const WIDTH = 120;
/** A code span is broken between its words only past this width (the line limit of rules/). */
const CODE_SPAN_WIDTH = 140;
/** Starts a new line of its own in Markdown: a list item, table row, heading, quote or fence. */
const BLOCK_START = /^([-*+] |\d+[.)] |\||#|>|```)/;
/** A soft break goes only before a word that cannot start a block (nor a setext underline). */
const BREAKABLE_BEFORE = /^[A-Za-z(`'"]/;

const isFence = (line: string) => line.startsWith('```');

/**
 * Wraps the lines of Markdown text for review: one sentence per line, and lines longer than the
 * width broken between words. Fenced code, tables, headings and lines with runs of spaces are kept.
 */
export function wrapMarkdown(text: string, width = WIDTH): string {
  const out: string[] = [];
  let inFence = false;
  for (const line of text.split('\n')) {
    if (isFence(line)) inFence = !inFence;
    if (inFence || isFence(line) || line === '' || /^[|#>]/.test(line) || /^\s|\s$|\s\s|\t/.test(line)) out.push(line);
    else out.push(...wrapLine(line, width));
  }
  return out.join('\n');
}

function wrapLine(line: string, width: number): string[] {
  const marker = /^([-*+] |\d+[.)] )/.exec(line)?.[0] ?? '';
  const indent = ' '.repeat(marker.length);
  const words = line.slice(marker.length).split(' ');
  const lines: string[] = [];
  let current = marker + words[0]!;
  let ticks = (words[0]!.match(/`/g) ?? []).length;
  for (const [i, word] of words.entries()) {
    if (i === 0) continue;
    const wordFits = BREAKABLE_BEFORE.test(word) && !word.startsWith('```');
    // Inside a code span a soft break reads as a space, as the one it replaces; it is used only
    // when the span would run past the line limit.
    const inCodeSpan = ticks % 2 === 1;
    const sentenceEnd = !inCodeSpan && /[.!?]$/.test(current) && /^[A-Z`]/.test(word);
    // A word that opens a code span brings the whole span: break before it if the span would not fit.
    const opensCodeSpan = !inCodeSpan && (word.match(/`/g) ?? []).length % 2 === 1;
    const coming = opensCodeSpan ? codeSpanFrom(words, i) : word;
    const tooLong = current.length + 1 + coming.length > (inCodeSpan ? CODE_SPAN_WIDTH : width);
    if (wordFits && (sentenceEnd || tooLong)) {
      lines.push(current);
      current = indent + word;
    } else current += ` ${word}`;
    ticks += (word.match(/`/g) ?? []).length;
  }
  lines.push(current);
  return lines;
}

/** The words from `start` up to the one that closes the code span `words[start]` opens, joined. */
function codeSpanFrom(words: readonly string[], start: number): string {
  let ticks = 0;
  for (let end = start; end < words.length; end++) {
    ticks += (words[end]!.match(/`/g) ?? []).length;
    if (ticks % 2 === 0) return words.slice(start, end + 1).join(' ');
  }
  return words.slice(start).join(' ');
}

/** Undoes wrapMarkdown: a line that continues the one before (not a new block) joins it with a space. */
export function unwrapMarkdown(text: string): string {
  const out: string[] = [];
  let inFence = false;
  let joinable = false;
  for (const line of text.split('\n')) {
    if (inFence || isFence(line)) {
      if (isFence(line)) inFence = !inFence;
      out.push(line);
      joinable = false;
    } else if (line === '') {
      out.push(line);
      joinable = false;
    } else if (joinable && !BLOCK_START.test(line)) {
      out[out.length - 1] += ` ${line.trimStart()}`;
    } else {
      out.push(line);
      joinable = !/^[|#>]/.test(line);
    }
  }
  return out.join('\n');
}

/** The file name part of an example's title: lowercase words joined by dashes, at most 48 characters. */
export function exampleSlug(title: string | undefined): string {
  const words = (title ?? 'example')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const w of words) {
    if (slug && slug.length + 1 + w.length > 48) break;
    slug = slug ? `${slug}-${w}` : w.slice(0, 48);
  }
  return slug || 'example';
}

export function renderRuleReadme(readme: RuleReadme): string {
  const lines = [`# ${readme.id}`, ''];
  for (const [key, heading] of README_SECTIONS) lines.push(`## ${heading}`, '', wrapMarkdown(readme.prose[key]), '');
  lines.push(`## ${EXAMPLES_HEADING}`, '', wrapMarkdown(EXAMPLES_INTRO), '');
  for (const e of readme.examples) lines.push(wrapMarkdown(`- [${e.file}](${e.file})${e.title === undefined ? '' : `: ${e.title}`}`));
  return `${lines.join('\n')}\n`;
}

/** The sections of a README, headed `## `; headings inside fences do not count. */
function sections(text: string): { title: string; sections: Map<string, string> } {
  const lines = text.replace(/\n$/, '').split('\n');
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1];
  if (title === undefined) throw new Error('README.md: the first line must be "# <rule id>"');
  const out = new Map<string, string[]>();
  let current: string[] | undefined;
  let inFence = false;
  for (const line of lines.slice(1)) {
    if (isFence(line)) inFence = !inFence;
    const heading = inFence ? undefined : /^## (.+)$/.exec(line)?.[1];
    if (heading !== undefined) {
      if (out.has(heading)) throw new Error(`README.md: section "${heading}" appears twice`);
      out.set(heading, (current = []));
    } else if (current) current.push(line);
    else if (line !== '') throw new Error(`README.md: text before the first section: ${line}`);
  }
  const trimmed = new Map<string, string>();
  for (const [heading, body] of out) {
    while (body[0] === '') body.shift();
    while (body[body.length - 1] === '') body.pop();
    trimmed.set(heading, body.join('\n'));
  }
  return { title, sections: trimmed };
}

export function parseRuleReadme(text: string): RuleReadme {
  const { title, sections: found } = sections(text);
  const known = new Set<string>([...README_SECTIONS.map(([, h]) => h), EXAMPLES_HEADING]);
  for (const heading of found.keys()) if (!known.has(heading)) throw new Error(`README.md: unknown section "${heading}"`);
  const section = (heading: string) => {
    const body = found.get(heading);
    if (body === undefined) throw new Error(`README.md: missing section "## ${heading}"`);
    return body;
  };
  const prose = Object.fromEntries(
    README_SECTIONS.map(([key, heading]) => [key, unwrapMarkdown(section(heading))]),
  ) as unknown as RuleProse;
  const examples: ExampleEntry[] = [];
  for (const line of unwrapMarkdown(section(EXAMPLES_HEADING)).split('\n')) {
    if (!line.startsWith('- ')) continue;
    const m = /^- \[([^\]]+)\]\(([^)]+)\)(?:: (.*))?$/.exec(line);
    if (!m || m[1] !== m[2] || !/^(in)?valid-[a-z0-9-]+\.yaml$/.test(m[1]!))
      throw new Error(`README.md: an example is listed as "- [<file>](<file>): <title>", not ${line}`);
    examples.push(m[3] === undefined ? { file: m[1]! } : { file: m[1]!, title: m[3] });
  }
  return { id: title, prose, examples };
}

/** The files beside an example: `<base>.yaml`, `<base>.config.yaml`, and `<base>.out` for invalid ones. */
export function exampleFiles(file: string): { kind: 'invalid' | 'valid'; config: string; output: string } {
  const base = file.replace(/\.yaml$/, '');
  return { kind: file.startsWith('invalid-') ? 'invalid' : 'valid', config: `${base}.config.yaml`, output: `${base}.out` };
}

type RuleDocs = Pick<DocumentedRule, 'description' | 'rationale' | 'remediation' | 'examples'>;

/** Each documented rule's docs, read on first use. */
const DOCS = new WeakMap<object, () => RuleDocs>();
const docsOf = (rule: object): RuleDocs => DOCS.get(rule)!();
/**
 * The same getters on every rule: 74 rules with getters of their own would be 74 shapes, and every
 * place that reads a rule would see them all.
 */
const docGetter = (key: keyof RuleDocs): PropertyDescriptor => ({
  get(this: object) {
    return docsOf(this)[key];
  },
  enumerable: true,
});
const DOC_PROPERTIES: PropertyDescriptorMap = {
  description: docGetter('description'),
  rationale: docGetter('rationale'),
  remediation: docGetter('remediation'),
  examples: docGetter('examples'),
};

/** The rule with the prose and doc examples of its folder (`files`: name → text); see rules/index.ts. */
export function documented(rule: AnyRule, files: () => Readonly<Record<string, string>>): DocumentedRule {
  // Read and parsed when a report, --explain or a docs page first asks for the prose: a run that
  // prints stylish output never does, and 74 READMEs at every start would cost it time and memory.
  let docs: RuleDocs | undefined;
  const withDocs = Object.defineProperties({ ...rule }, DOC_PROPERTIES) as DocumentedRule;
  DOCS.set(withDocs, () => (docs ??= readDocs(rule, files())));
  return withDocs;
}

function readDocs(rule: AnyRule, files: Readonly<Record<string, string>>): RuleDocs {
  const where = `rules/${rule.id}`;
  const text = files['README.md'];
  if (text === undefined) throw new Error(`${where}/README.md is missing`);
  const readme = parseRuleReadme(text);
  if (readme.id !== rule.id) throw new Error(`${where}/README.md is headed "# ${readme.id}"`);
  const examples: { invalid: RuleExample[]; valid: RuleExample[] } = { invalid: [], valid: [] };
  for (const entry of readme.examples) {
    const yaml = files[entry.file];
    if (yaml === undefined) throw new Error(`${where}/README.md lists ${entry.file}, which is missing`);
    const { kind, config, output } = exampleFiles(entry.file);
    const example: RuleExample = { file: entry.file, yaml };
    if (entry.title !== undefined) example.title = entry.title;
    if (files[config] !== undefined) example.config = files[config];
    if (kind === 'invalid') {
      if (files[output] === undefined) throw new Error(`${where}/${output} is missing`);
      example.output = files[output];
    }
    examples[kind].push(example);
  }
  return { ...readme.prose, examples };
}
