import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'helm-template-unrendered',
  family: 'input',
  level: 'note',
  scope: 'general',
  reportedByLoader: 'unrendered-template',
  summary: 'The file is an unrendered Helm template; render it and lint the output.',
  check: {},
});
