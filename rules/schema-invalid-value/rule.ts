import { defineRule } from '../../src/engine/rule.js';
import { schemaCheck } from '../../src/kits/schema.js';

const ID = 'schema-invalid-value';

export default defineRule({
  id: ID,
  family: 'schema',
  level: 'error',
  scope: 'general',
  summary:
    'A value of the wrong type or format for its field (a list where a mapping goes, `replicas: three`, a quantity that does not ' +
    'parse, an enum value the API does not accept).',
  references: [
    'https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/quantity/',
    'https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation',
  ],
  check: schemaCheck(ID, 'invalid-value'),
});
