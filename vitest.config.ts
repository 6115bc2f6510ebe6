import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Rule tests live beside their rules (rules/<id>/rule.test.ts).
    include: ['test/**/*.test.ts', 'rules/**/*.test.ts'],
    // Bundles the sources once per run for the CLI, Action, API and golden tests; fetches the
    // pinned helm and kubectl for the rendering tests (cached under node_modules/.cache).
    globalSetup: ['test/setup/bundles.ts', 'test/setup/renderers.ts'],
    // Generous: the suite must stay green on a loaded 2-core machine; a hang still fails.
    testTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machines this runs
    // on. Most of the slow files wait on child processes (helm, kubectl, the SARIF validator,
    // pre-commit, git), so two workers overlap that waiting.
    maxWorkers: 2,
  },
});
