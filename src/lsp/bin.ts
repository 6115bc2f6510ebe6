#!/usr/bin/env node
// The language server's command: `ai-k8s-lint-lsp` (dist/lsp.mjs), and `ai-k8s-lint lsp`, which the
// launcher (src/app/launcher.ts) hands to this file with the `lsp` taken off its arguments.
import { runLanguageServer } from './server.js';

runLanguageServer(process.argv.slice(2), (s) => process.stderr.write(s)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`ai-k8s-lint: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
