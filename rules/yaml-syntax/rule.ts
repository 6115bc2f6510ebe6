import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'yaml-syntax',
  family: 'input',
  level: 'error',
  scope: 'general',
  reportedByLoader: 'syntax',
  summary: 'A document does not parse as YAML, or holds duplicate keys that kubectl rejects.',
  check: {},
});
