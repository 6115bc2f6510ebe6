// Types of what scripts/build.mjs exports, for the TypeScript code that imports it
// (test/setup/bundles.ts). Importing it builds nothing.
/** Writes package.json, cli.js, cli-main.cjs, action.mjs, api.mjs, lsp.mjs and chunks/ into `outdir`. */
export function bundle(outdir: string): Promise<void>;
/** Writes `content` to `file` (relative to the project) unless it is there already. */
export function emit(file: string, content: string): void;
