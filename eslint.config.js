import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layers read top-down (ARCHITECTURE.md): app → rules → kits → engine → domain → core.
// A folder may import its own layer and those below it, never one above.
const DOMAIN = ['yaml', 'k8s', 'cluster', 'compat', 'kube-schema', 'config', 'render', 'fix'];
const ABOVE_ENGINE = ['kits', 'report', 'docs', 'github', 'app'];
const upward = (folders, why) => ({ group: folders.map((f) => `**/${f}/*`), message: why });
const layer = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/generated/', '.scratch/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  layer(['src/core/**'], { group: ['../*'], message: 'src/core is the bottom layer: it imports nothing from src/.' }),
  layer(
    ['src/files/**'],
    upward([...DOMAIN, 'engine', ...ABOVE_ENGINE], 'src/files (reads, writes, the walk) sits on src/core only.'),
    upward(['rules'], 'Only src/app imports the rules.'),
  ),
  layer(
    DOMAIN.map((d) => `src/${d}/**`),
    upward(
      ['engine', ...ABOVE_ENGINE],
      'The domain layer knows no engine, kit, report or entry point: move the shared type down to src/core or the code up to src/kits.',
    ),
    upward(['rules'], 'Only src/app imports the rules.'),
  ),
  // Discovery and the renderers: the walk and checkout rules of src/files, the YAML reader, nothing else of the domain.
  layer(
    ['src/render/**'],
    upward(
      [...DOMAIN.filter((d) => d !== 'yaml' && d !== 'render'), 'engine', ...ABOVE_ENGINE],
      'src/render sits on src/core, src/files and src/yaml: the caller passes what it needs of the config.',
    ),
    upward(['rules'], 'Only src/app imports the rules.'),
  ),
  layer(
    ['src/engine/**'],
    upward(ABOVE_ENGINE, 'The engine knows no kit, report or entry point.'),
    upward(['rules'], 'The engine gets its rules from the caller.'),
  ),
  layer(
    ['src/kits/**'],
    upward(['report', 'docs', 'github', 'app'], 'Kits support rules; they know no report or entry point.'),
    upward(['rules'], 'Kits are shared by rules, not the other way round.'),
  ),
  layer(
    ['src/report/**', 'src/docs/**', 'src/github/**'],
    upward(['kits', 'app'], 'Reports and docs read findings and rule metadata, not kits or entry points.'),
    upward(['rules'], 'Reports get their rules from the caller.'),
  ),
  // The language server: an entry point beside src/app, whose lint run it reuses.
  layer(
    ['src/lsp/**'],
    upward(['github'], 'The language server speaks LSP, not the GitHub Action.'),
    upward(['rules'], 'Only src/app imports the rules (the server gets them through src/app/run.ts).'),
  ),
  // Rule code only: a rule's tests may read files, and the generated registry (rules/index.ts)
  // joins each rule to the README that src/docs parses.
  layer(
    ['rules/*/rule.ts'],
    upward(
      ['src/app', 'src/report', 'src/docs', 'src/github', 'src/files', 'src/yaml'],
      'Rules look at objects and report JSON paths: no I/O, YAML, reports or entry points.',
    ),
  ),
  {
    // Rule code is read in review: lines wrap at 140 (the prose lives in each rule's README.md).
    files: ['rules/**/*.ts'],
    rules: { 'max-len': ['error', { code: 140, ignoreUrls: true }] },
  },
);
