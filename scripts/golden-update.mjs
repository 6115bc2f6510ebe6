// Rewrites examples/<name>.out: the stylish output of `ai-k8s-lint examples/<name>.yaml`,
// run from the repository root with the committed bundle. test/examples.test.ts compares.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const name of readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.yaml') && !f.startsWith('.')).sort()) {
  const r = spawnSync(process.execPath, ['dist/cli.js', '--no-color', `examples/${name}`], { cwd: root, encoding: 'utf8' });
  writeFileSync(join(root, 'examples', name.replace(/\.yaml$/, '.out')), `# exit ${r.status}\n${r.stdout}`);
  console.log(`examples/${name.replace(/\.yaml$/, '.out')} (exit ${r.status})`);
}
