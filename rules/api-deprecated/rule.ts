import { defineRule } from '../../src/engine/rule.js';
import { lifecycleIssue } from '../../src/kube-schema/lifecycle.js';

export default defineRule({
  id: 'api-deprecated',
  family: 'schema',
  level: 'warning',
  scope: 'general',
  summary:
    'A built-in apiVersion/kind that `settings.kubernetesVersion` still serves but has deprecated, with the ' + 'release that removes it.',
  references: [
    'https://kubernetes.io/docs/reference/using-api/deprecation-guide/',
    'https://kubernetes.io/docs/reference/using-api/deprecation-policy/',
  ],
  fix: {
    kind: 'fix',
    summary: 'changes `apiVersion` to its replacement, when that serves the same kind and the API table notes no field changes',
  },
  check: {
    object(object, _pods, ctx) {
      const target = ctx.settings.kubernetesVersion;
      const issue = lifecycleIssue(object, target, 'deprecated');
      if (!issue) return;
      const { entry, fix, apiVersion } = issue;
      const path = [...object.path, 'apiVersion'];
      const removal = entry.removed ? `Kubernetes ${entry.removed} stops serving it` : 'no removal is scheduled yet';
      ctx.report({
        path,
        fix: apiVersion
          ? { kind: 'fix', description: `Change apiVersion to ${apiVersion}`, changes: [{ op: 'set', path, value: apiVersion }] }
          : undefined,
        message: `${object.apiVersion} ${object.kind} is deprecated since Kubernetes ${entry.deprecated} and ${removal}; ${fix}.`,
      });
    },
  },
});
