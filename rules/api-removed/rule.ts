import { defineRule } from '../../src/engine/rule.js';
import { lifecycleIssue } from '../../src/kube-schema/lifecycle.js';

export default defineRule({
  id: 'api-removed',
  family: 'schema',
  level: 'error',
  scope: 'general',
  summary:
    'A built-in apiVersion/kind that `settings.kubernetesVersion` no longer serves (batch/v1beta1 CronJob, policy/v1beta1 ' +
    'PodSecurityPolicy, autoscaling/v2beta2, old DRA resource.k8s.io versions).',
  references: ['https://kubernetes.io/docs/reference/using-api/deprecation-guide/'],
  fix: {
    kind: 'fix',
    summary: 'changes `apiVersion` to its replacement, when that serves the same kind and the API table notes no field changes',
  },
  check: {
    object(object, _pods, ctx) {
      const target = ctx.settings.kubernetesVersion;
      const issue = lifecycleIssue(object, target, 'removed');
      if (!issue) return;
      const { entry, fix, apiVersion } = issue;
      const path = [...object.path, 'apiVersion'];
      ctx.report({
        path,
        fix: apiVersion
          ? { kind: 'fix', description: `Change apiVersion to ${apiVersion}`, changes: [{ op: 'set', path, value: apiVersion }] }
          : undefined,
        message: `Kubernetes ${target} does not serve ${object.apiVersion} ${object.kind}: it was removed in ${entry.removed}; ${fix}.`,
      });
    },
  },
});
