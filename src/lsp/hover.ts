// Hover on a finding: the finding's message, then its rule's summary, why it matters and how to
// fix it (the rule's README, rules/<id>/README.md), and a link to the rule's page.
import type { MarkupContent } from 'vscode-languageserver';
import type { Finding } from '../core/types.js';
import type { DocumentedRule } from '../engine/rule.js';
import { ruleDocsUrl } from './links.js';

/** A hover stays readable; a rule's prose is a few hundred words, a message a sentence or two. */
const MAX_HOVER_CHARS = 20_000;

/** Markdown of one rule: what the hover and the config file's rule ids show. */
export function ruleMarkdown(rule: DocumentedRule): string {
  return [
    `**${rule.id}** (${rule.family}, default ${rule.level}): ${rule.summary}`,
    '',
    `**What it checks.** ${rule.description}`,
    '',
    `**Why it matters.** ${rule.rationale}`,
    '',
    `**How to fix.** ${rule.remediation}`,
    '',
    `[Documentation](${ruleDocsUrl(rule.id)})`,
  ].join('\n');
}

/** Markdown text shown as text: the message quotes manifest values, which must not become links or markup. */
function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');
}

export function findingsHover(found: readonly Finding[], ruleById: (id: string) => DocumentedRule | undefined): MarkupContent | undefined {
  if (found.length === 0) return undefined;
  const sections: string[] = [];
  const described = new Set<string>();
  for (const f of found) {
    const lines = [`${f.level}: ${escapeMarkdown(f.message)} (${f.ruleId})`];
    const rule = ruleById(f.ruleId);
    if (rule && !described.has(rule.id)) {
      described.add(rule.id);
      lines.push('', ruleMarkdown(rule));
    }
    sections.push(lines.join('\n'));
  }
  let value = sections.join('\n\n---\n\n');
  if (value.length > MAX_HOVER_CHARS) value = `${value.slice(0, MAX_HOVER_CHARS)}…`;
  return { kind: 'markdown', value };
}
