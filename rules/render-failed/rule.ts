import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'render-failed',
  family: 'input',
  level: 'error',
  scope: 'general',
  reportedByLoader: 'render',
  summary: 'A Helm chart or kustomization among the inputs could not be rendered, so none of its objects were linted.',
  references: ['https://helm.sh/docs/helm/helm_template/', 'https://kubectl.docs.kubernetes.io/references/kustomize/cmd/build/'],
  check: {},
});
