// Finds a file of the package's data/ folder at run time, wherever the code that asks runs from:
// src/kube-schema/ (tests, tsx), dist/ or dist/chunks/ (the esbuild bundles). Walks up from this
// module's own directory, so it works from a global install, npx and the GitHub Action alike.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MAX_LEVELS = 4;

export function dataFile(name: string): string {
  const start = import.meta.dirname;
  let dir = start;
  for (let i = 0; i <= MAX_LEVELS; i++) {
    const candidate = join(dir, 'data', name);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`data/${name} was not found above ${start}; the ai-k8s-lint installation is incomplete`);
}
