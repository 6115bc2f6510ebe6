import { defineRule } from '../../src/engine/rule.js';
import { schemaCheck } from '../../src/kits/schema.js';

const ID = 'schema-unknown-field';

export default defineRule({
  id: ID,
  family: 'schema',
  level: 'error',
  scope: 'general',
  summary:
    "A field that the object's schema does not have: a typo such as `resource:` or `livenessprobe:`, or a field " + 'of another version.',
  references: [
    'https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation',
    'https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/#field-pruning',
  ],
  check: schemaCheck(ID, 'unknown-field'),
});
