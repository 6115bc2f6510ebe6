import { it } from 'vitest';
import { rules } from '../../rules/index.js';
import { lintYaml } from '../helpers/rule-tester.js';
import unknown from '../../rules/schema-unknown-field.js';
import invalid from '../../rules/schema-invalid-value.js';
import removed from '../../rules/api-removed.js';
import deprecated from '../../rules/api-deprecated.js';
it('examples', () => {
  const out: string[] = [];
  for (const r of rules) for (const ex of [...r.examples.valid, ...r.examples.invalid]) {
    for (const f of lintYaml(ex.yaml, [unknown, invalid, removed, deprecated], { config: ex.config })) out.push(`${r.id}: ${f.ruleId} ${f.range.start.line} ${f.message}`);
  }
  console.log(out.join('\n'));
});
