// The config snippets of the hand-written docs (docs/*.md, README.md, CONTRIBUTING.md) are valid
// `.ai-k8s-lint.yaml` content: each ```yaml block whose top-level keys are config keys is read
// as YAML and checked against the config schema, so the docs cannot drift from the schema.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import validate from '../../src/generated/config-validator.js';
import { loadYaml } from '../../src/yaml/load.js';

const ROOT = join(import.meta.dirname, '../..');
const CONFIG_KEYS = new Set([
  'rules',
  'settings',
  'ignore',
  'cluster',
  'nodePools',
  'compat',
  'workloads',
  'overrides',
  'render',
  'applyUnits',
]);
const DOCS = [
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'README.md',
  'CONTRIBUTING.md',
];

/** The ```yaml blocks of a Markdown file, with the line each starts on. */
function yamlBlocks(file: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let current: { line: number; lines: string[] } | undefined;
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (current === undefined && line.trim() === '```yaml') current = { line: i + 2, lines: [] };
      else if (current !== undefined && line.trim() === '```') {
        out.push({ line: current.line, text: current.lines.join('\n') });
        current = undefined;
      } else current?.lines.push(line);
    });
  return out;
}

const snippets = DOCS.flatMap((file) =>
  yamlBlocks(file)
    .map((b) => ({ ...b, file, value: loadYaml(b.text, 'core').documents[0]?.value }))
    .filter((b) => typeof b.value === 'object' && b.value !== null && Object.keys(b.value).every((k) => CONFIG_KEYS.has(k))),
);

describe('config snippets in the docs', () => {
  it('finds the snippets (cluster, compat, render and more)', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(4);
  });

  it.each(snippets.map((s) => [`${s.file}:${s.line}`, s] as const))('%s is valid config', (_, snippet) => {
    expect(validate(snippet.value), JSON.stringify(validate.errors)).toBe(true);
  });
});
