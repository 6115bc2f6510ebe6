import { it } from 'vitest';
import { lintYaml } from '../helpers/rule-tester.js';
import unknown from '../../rules/schema-unknown-field.js';
import invalid from '../../rules/schema-invalid-value.js';
import removed from '../../rules/api-removed.js';
import deprecated from '../../rules/api-deprecated.js';
it('smoke', () => {
  for (const r of [unknown, invalid, removed, deprecated]) {
    for (const ex of r.examples.invalid) {
      const f = lintYaml(ex.yaml, [r], { config: ex.config });
      console.log(r.id, f.map((x) => `${x.ruleId} ${x.range.start.line}:${x.range.start.column} ${x.message}`).join('\n'));
    }
  }
});
