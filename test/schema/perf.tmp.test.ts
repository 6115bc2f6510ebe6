import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/lint.js';
import unknown from '../../rules/schema-unknown-field.js';
import invalid from '../../rules/schema-invalid-value.js';
import removed from '../../rules/api-removed.js';
import deprecated from '../../rules/api-deprecated.js';
it('perf', () => {
  const root = join(import.meta.dirname, '../../../shared/corpus');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.ya?ml$/.test(f)).sort();
  const texts = files.map((f) => readFileSync(join(root, f), 'utf8'));
  for (const [name, rules] of [['none', []], ['removed', [removed, deprecated]], ['unknown', [unknown]], ['both', [unknown, invalid]], ['none', []], ['all', [unknown, invalid, removed, deprecated]]] as const) {
    const linter = new Linter({ rules: [...rules], config: resolveConfig({}) });
    const t = Date.now();
    files.forEach((f, i) => linter.lintText(f, texts[i]!));
    linter.finish();
    console.log(name, Date.now() - t, 'ms');
  }
});
