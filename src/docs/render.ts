// Rule documentation rendered from rule metadata, README.md and doc examples: docs/rules/<id>.md,
// --explain and SARIF help.
import type { AnyRule, DocumentedRule, RuleExample } from '../engine/rule.js';
import { fixExample } from './fix-example.js';

const SCOPE_TEXT = { general: 'every object', ai: 'AI workloads (GPU containers, AI images, serving, training and notebook workloads)' };

function yamlBlock(yaml: string): string {
  return ['```yaml', yaml.replace(/\n+$/, ''), '```'].join('\n');
}

function configBlock(config: string | undefined): string[] {
  if (config === undefined) return [];
  return ['With this `.ai-k8s-lint.yaml`:', '', yamlBlock(config), ''];
}

/** Lines of the findings in an example's output (`  13:15  warning  ...`). */
export function reportedLines(output: string): number[] {
  return [...output.matchAll(/^ {2}(\d+):\d+ /gm)].map((m) => Number(m[1]));
}

/** What an invalid example gives: the real output on the docs page, its lines in the terminal (--explain). */
function reported(ex: RuleExample, output: boolean): string[] {
  const text = ex.output ?? '';
  if (!output) {
    const lines = reportedLines(text);
    return [`Reported on line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}.`];
  }
  return ['With only this rule enabled, `ai-k8s-lint` prints:', '', ...fenced(text, 'text')];
}

function optionsTable(rule: AnyRule): string[] {
  const props = Object.entries(rule.options?.properties ?? {});
  if (props.length === 0) return [];
  const rows = props.map(
    ([name, s]) =>
      `| \`${name}\` | ${String(s.type ?? '')} | ${s.default === undefined ? '' : `\`${JSON.stringify(s.default)}\``} | ${String(s.description ?? '')} |`,
  );
  return [
    '## Options',
    '',
    '| option | type | default | description |',
    '|---|---|---|---|',
    ...rows,
    '',
    'Set them in `.ai-k8s-lint.yaml`:',
    '',
    yamlBlock(
      `rules:\n  ${rule.id}: [${rule.level}, { ${props.map(([n, s]) => `${n}: ${JSON.stringify(s.default ?? '...')}`).join(', ')} }]`,
    ),
    '',
  ];
}

/** A fenced block that no run of backticks in `text` closes early. */
function fenced(text: string, language: string): string[] {
  const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return [`${fence}${language}`, text.replace(/\n+$/, ''), fence];
}

/**
 * Whether the rule fixes its findings, what a fix writes, and the diff it makes in the first
 * invalid example it fixes (computed by the real fix code, so the page shows what --fix does).
 */
function fixSection(rule: DocumentedRule): string[] {
  if (!rule.fix) return [];
  const { kind, summary } = rule.fix;
  const intro =
    kind === 'fix'
      ? `\`--fix\` fixes these findings (a fix changes only what the finding is about): it ${summary}.`
      : `The rule attaches a suggestion to its findings: it ${summary}. ` +
        'A suggestion changes how the workload runs, so `--fix` applies it only with `--fix-type suggestion`; editors offer it ' +
        'as a quick fix.';
  const lines = ['## Fix', '', intro, ''];
  const shown = fixExample(rule);
  if (shown) {
    const command = kind === 'fix' ? 'ai-k8s-lint --fix-dry-run' : 'ai-k8s-lint --fix-dry-run --fix-type suggestion';
    const title = shown.example.title ? ` (${shown.example.title})` : '';
    lines.push(`On the example \`${shown.example.file}\`${title}, \`${command}\` prints:`, '', ...fenced(shown.diff, 'diff'), '');
  }
  return lines;
}

/**
 * The rule's page. `output`: show what each invalid example prints (docs/rules/<id>.md); without
 * it, the lines it is reported on (--explain, for a terminal).
 */
export function renderRuleDoc(rule: DocumentedRule, options: { output?: boolean } = {}): string {
  const lines = [
    `# ${rule.id}`,
    '',
    `> ${rule.summary}`,
    '',
    `- Family: **${rule.family}**`,
    `- Default level: **${rule.level}**`,
    `- Applies to: ${SCOPE_TEXT[rule.scope]}`,
    ...(rule.needsWholeInput ? ['- Silenced by `--partial` (it reports something missing from the input)'] : []),
    '',
    '## What it checks',
    '',
    rule.description,
    '',
    '## Why it matters',
    '',
    rule.rationale,
    '',
    '## How to fix',
    '',
    rule.remediation,
    '',
    '## Examples',
    '',
  ];
  for (const ex of rule.examples.invalid) {
    lines.push(
      `### Triggers${ex.title ? `: ${ex.title}` : ''}`,
      '',
      ...configBlock(ex.config),
      yamlBlock(ex.yaml),
      '',
      ...reported(ex, options.output ?? false),
      '',
    );
  }
  for (const ex of rule.examples.valid) {
    lines.push(`### Does not trigger${ex.title ? `: ${ex.title}` : ''}`, '', ...configBlock(ex.config), yamlBlock(ex.yaml), '');
  }
  lines.push(...fixSection(rule));
  lines.push(...optionsTable(rule));
  lines.push(
    '## Suppressing',
    '',
    `Annotate the object with \`ai-k8s-lint.io/ignore: "${rule.id}"\` (and \`ai-k8s-lint.io/ignore-reason\`), put \`# ai-k8s-lint-disable-next-line ${rule.id}\` on the line before, or set \`${rule.id}: off\` under \`rules:\` in the config.`,
    '',
  );
  if (rule.references?.length) lines.push('## References', '', ...rule.references.map((r) => `- ${r}`), '');
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

export function renderRuleIndex(rules: DocumentedRule[]): string {
  const lines = ['# Rules', '', 'Generated from the rule metadata by `npm run gen`; do not edit.', ''];
  const families = [...new Set(rules.map((r) => r.family))];
  for (const family of families) {
    lines.push(`## ${family}`, '', '| rule | level | summary |', '|---|---|---|');
    for (const r of rules.filter((x) => x.family === family))
      lines.push(`| [\`${r.id}\`](${r.id}.md) | ${r.level} | ${r.summary.replace(/\|/g, '\\|')} |`);
    lines.push('');
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

/** SARIF help.markdown: why and how, with the docs page path. */
export function ruleHelpMarkdown(rule: DocumentedRule): string {
  return `${rule.description}\n\n**Why it matters.** ${rule.rationale}\n\n**How to fix.** ${rule.remediation}\n\nDocumentation: docs/rules/${rule.id}.md`;
}
