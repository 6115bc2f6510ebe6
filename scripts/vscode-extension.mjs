// npm run vscode:package: the VS Code extension (editors/vscode/) as a .vsix, not published. The
// extension's client and the language server are bundled with esbuild (the server from src/lsp/,
// as dist/lsp.mjs is, but as one CommonJS file the extension host can start), data/ and the
// config schema are copied beside them, and @vscode/vsce packages the lot. The extension takes
// the product's version. `--out <file>` names the .vsix (default: editors/vscode/ai-k8s-lint-<version>.vsix).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rawText } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'editors/vscode');

function run(args, cwd) {
  const r = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (${r.status ?? r.signal})`);
}

export async function packageExtension(out) {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const target = resolve(out ?? join(source, `ai-k8s-lint-${version}.vsix`));
  // The extension's TypeScript is checked with the VS Code API types before it is bundled.
  run([join(root, 'node_modules/typescript/bin/tsc'), '-p', join(source, 'tsconfig.json')], root);
  const stage = mkdtempSync(join(tmpdir(), 'ai-k8s-lint-vscode-'));
  try {
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
    for (const file of ['README.md', '.vscodeignore']) cpSync(join(source, file), join(stage, file));
    if (existsSync(join(root, 'LICENSE'))) cpSync(join(root, 'LICENSE'), join(stage, 'LICENSE'));
    const common = { bundle: true, platform: 'node', target: 'node20', minify: true, legalComments: 'eof', logLevel: 'warning' };
    await build({
      ...common,
      entryPoints: [join(source, 'src/extension.ts')],
      format: 'cjs',
      external: ['vscode'],
      outfile: join(stage, 'dist/extension.js'),
    });
    await build({
      ...common,
      entryPoints: [join(root, 'src/lsp/bin.ts')],
      format: 'cjs',
      outfile: join(stage, 'server/lsp.cjs'),
      plugins: [rawText],
      define: { 'import.meta.url': '__aiK8sLintModuleUrl' },
      banner: { js: "const __aiK8sLintModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    });
    // The server finds data/ above its own directory (src/kube-schema/data-file.ts).
    cpSync(join(root, 'data'), join(stage, 'data'), { recursive: true });
    mkdirSync(join(stage, 'schemas'));
    cpSync(join(root, 'schemas/config.schema.json'), join(stage, 'schemas/config.schema.json'));
    const license = existsSync(join(stage, 'LICENSE')) ? [] : ['--skip-license'];
    run([join(root, 'node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', ...license, '--out', target], stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  console.log(await packageExtension(values.out));
}
