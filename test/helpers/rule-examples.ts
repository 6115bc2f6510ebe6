// The doc examples of a rule folder (rules/<id>/): listed in its README.md, each linted with the
// rule alone and printed as stylish output (the `.out` golden). No vitest here:
// scripts/convert-rules-to-folders.mjs bundles this module to write the first goldens.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintPaths } from '../../src/app/run.js';
import { loadConfigFile } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ResolvedConfig } from '../../src/config/types.js';
import { exampleFiles, parseRuleReadme } from '../../src/docs/readme.js';
import { lintInPasses, lintTexts } from '../../src/engine/lint-passes.js';
import type { AnyRule } from '../../src/engine/rule.js';
import type { Finding } from '../../src/core/types.js';
import { stylish } from '../../src/report/stylish.js';
import { TOOL } from '../../src/core/version.js';

// For the converter, which has no other way to reach them once src/ moves.
export { exampleSlug, parseRuleReadme, renderRuleReadme } from '../../src/docs/readme.js';

export const RULES_DIR = join(import.meta.dirname, '../../rules');

export interface FolderExample {
  kind: 'invalid' | 'valid';
  /** The example's file name, e.g. invalid-a-pytorchjob-worker.yaml. */
  file: string;
  title?: string;
  yamlPath: string;
  /** `<base>.config.yaml`, when the example has one. */
  configPath?: string;
  /** `<base>.out` (invalid examples; it may not exist yet). */
  outPath?: string;
}

/** The examples the README of `dir` lists, in order. */
export function folderExamples(dir: string): FolderExample[] {
  return parseRuleReadme(readFileSync(join(dir, 'README.md'), 'utf8')).examples.map((e) => {
    const { kind, config, output } = exampleFiles(e.file);
    const example: FolderExample = { kind, file: e.file, yamlPath: join(dir, e.file) };
    if (e.title !== undefined) example.title = e.title;
    if (existsSync(join(dir, config))) example.configPath = join(dir, config);
    if (kind === 'invalid') example.outPath = join(dir, output);
    return example;
  });
}

/**
 * Lints an example file with the rule alone (and its config file, read and checked as the CLI
 * reads `.ai-k8s-lint.yaml`): every finding, and the stylish output without colour.
 */
/** `renderers`: the helm and kubectl binaries, for the examples of rules about renders. */
export async function lintExample(
  rule: AnyRule,
  dir: string,
  example: Pick<FolderExample, 'file' | 'configPath'>,
  renderers: { helm?: string; kubectl?: string } = {},
): Promise<{ findings: Finding[]; output: string }> {
  const config = example.configPath ? await loadConfigFile(example.configPath, [rule.id], { cwd: dir }) : resolveConfig({});
  if (rule.reportedByLoader === 'render') return lintRenderExample(rule, dir, example, config, renderers);
  const linter = lintTexts({ rules: [rule], config }, [[example.file, readFileSync(join(dir, example.file), 'utf8')]]);
  const output = stylish(
    { findings: linter.findings, stats: linter.stats, rules: [], files: [example.file], tool: TOOL },
    { color: false },
  );
  return { findings: linter.findings, output };
}

/**
 * The example of a rule about renders is the manifest of a chart or kustomization (`kind:
 * Kustomization` makes it a kustomization.yaml, else a Chart.yaml), linted as a directory of its
 * own with the real renderers (test/setup/renderers.ts).
 */
function lintRenderExample(
  rule: AnyRule,
  dir: string,
  example: Pick<FolderExample, 'file'>,
  config: ResolvedConfig,
  renderers: { helm?: string; kubectl?: string },
): { findings: Finding[]; output: string } {
  const text = readFileSync(join(dir, example.file), 'utf8');
  const manifest = /^kind: Kustomization$/m.test(text) ? 'kustomization.yaml' : 'Chart.yaml';
  const checkout = realpathSync(mkdtempSync(join(tmpdir(), 'ai-k8s-lint-render-example-')));
  try {
    writeFileSync(join(checkout, manifest), text);
    const { linter, fed: files } = lintInPasses({ rules: [rule], config }, (l) =>
      lintPaths(l, config, { paths: ['.'], cwd: checkout, renderers }),
    );
    const output = stylish({ findings: linter.findings, stats: linter.stats, rules: [], files, tool: TOOL }, { color: false });
    return { findings: linter.findings, output };
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}
