import { defineRule } from '../src/engine/rule.js';
import { lifecycleIssue } from '../src/kube-schema/lifecycle.js';

export default defineRule({
  id: 'api-deprecated',
  family: 'schema',
  level: 'warning',
  scope: 'general',
  summary: 'A built-in apiVersion/kind that `settings.kubernetesVersion` still serves but has deprecated, with the release that removes it.',
  description:
    'Triggers on an object of a built-in API group whose `apiVersion` and `kind` the lifecycle table (`data/api-lifecycle.json`) lists as deprecated in `settings.kubernetesVersion` or earlier and not yet removed there (for example `flowcontrol.apiserver.k8s.io/v1beta3` in 1.29 to 1.31, `admissionregistration.k8s.io/v1beta1` ValidatingAdmissionPolicy in 1.31 to 1.33, `v1` Endpoints from 1.33). The message says which release removes it, when one is planned, and what to use instead. Reported on the `apiVersion` value; once the target version no longer serves it, api-removed reports it instead.',
  rationale:
    'The API server answers every request for a deprecated version with a warning, and the release named in it stops serving the version: manifests that are not migrated before the cluster upgrade fail to apply after it, and Helm releases that stored them cannot be upgraded. Migrating while both versions are served is a plain edit; migrating after is an incident.',
  remediation:
    'Change `apiVersion` (or the kind) to the replacement the message names while the target cluster serves both, and apply the field changes the deprecation guide lists.',
  examples: {
    invalid: [
      {
        title: 'a FlowSchema on flowcontrol v1beta3, deprecated in 1.29 and removed in 1.32',
        yaml: 'apiVersion: flowcontrol.apiserver.k8s.io/v1beta3\nkind: FlowSchema\nmetadata:\n  name: inference-gateway\nspec:\n  priorityLevelConfiguration:\n    name: workload-high\n  matchingPrecedence: 500\n',
        lines: [1],
        config: { settings: { kubernetesVersion: '1.31' } },
      },
    ],
    valid: [
      {
        yaml: 'apiVersion: flowcontrol.apiserver.k8s.io/v1\nkind: FlowSchema\nmetadata:\n  name: inference-gateway\nspec:\n  priorityLevelConfiguration:\n    name: workload-high\n  matchingPrecedence: 500\n',
        config: { settings: { kubernetesVersion: '1.31' } },
      },
    ],
  },
  references: ['https://kubernetes.io/docs/reference/using-api/deprecation-guide/', 'https://kubernetes.io/docs/reference/using-api/deprecation-policy/'],
  check: {
    object(object, ctx) {
      const target = ctx.settings.kubernetesVersion;
      const issue = lifecycleIssue(object, target, 'deprecated');
      if (!issue) return;
      const { entry, fix } = issue;
      const removal = entry.removed ? `Kubernetes ${entry.removed} stops serving it` : 'no removal is scheduled yet';
      ctx.report({
        path: [...object.path, 'apiVersion'],
        message: `${object.apiVersion} ${object.kind} is deprecated since Kubernetes ${entry.deprecated} and ${removal}; ${fix}.`,
      });
    },
  },
});
