import { defineRule } from '../src/engine/rule.js';
import { lifecycleIssue } from '../src/kube-schema/lifecycle.js';

export default defineRule({
  id: 'api-removed',
  family: 'schema',
  level: 'error',
  scope: 'general',
  summary: 'A built-in apiVersion/kind that `settings.kubernetesVersion` no longer serves (batch/v1beta1 CronJob, policy/v1beta1 PodSecurityPolicy, autoscaling/v2beta2, old DRA resource.k8s.io versions).',
  description:
    'Triggers on an object of a built-in API group whose `apiVersion` and `kind` the lifecycle table (`data/api-lifecycle.json`, from the Kubernetes deprecation guide and the bundled OpenAPI of each release) lists as removed in `settings.kubernetesVersion` or earlier. The message names the release that removed it and the replacement that the target version serves (or what to use when no API replaces it, such as Pod Security Admission for PodSecurityPolicy). Reported on the `apiVersion` value. Custom resources are the crd-ordering family\'s business.',
  rationale:
    '`kubectl apply` fails with `no matches for kind "CronJob" in version "batch/v1beta1"`, and Helm refuses to upgrade a release whose stored manifest uses the removed version. Old GPU and ML manifests are full of them: `batch/v1beta1` CronJobs for nightly fine-tuning, `autoscaling/v2beta2` HorizontalPodAutoscalers for inference, `policy/v1beta1` PodDisruptionBudgets, and the alpha DRA APIs (`resource.k8s.io/v1alpha2`) from early GPU-sharing experiments.',
  remediation:
    'Change `apiVersion` to the replacement the message names and apply the field changes the deprecation guide lists for it (for example `autoscaling/v2` moves metric targets under `target:`). `kubectl convert` can rewrite a manifest. If the cluster really is older, set `settings.kubernetesVersion` to its version.',
  examples: {
    invalid: [
      {
        title: 'a nightly fine-tuning CronJob on batch/v1beta1',
        yaml: 'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata:\n  name: nightly-finetune\nspec:\n  schedule: "0 2 * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: OnFailure\n          containers:\n            - name: train\n              image: nvcr.io/nvidia/pytorch:24.08-py3\n              resources:\n                limits: {nvidia.com/gpu: 1}\n',
        lines: [1],
      },
    ],
    valid: [
      {
        yaml: 'apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: nightly-finetune\nspec:\n  schedule: "0 2 * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: OnFailure\n          containers:\n            - name: train\n              image: nvcr.io/nvidia/pytorch:24.08-py3\n              resources:\n                limits: {nvidia.com/gpu: 1}\n',
      },
    ],
  },
  references: ['https://kubernetes.io/docs/reference/using-api/deprecation-guide/'],
  check: {
    object(object, ctx) {
      const target = ctx.settings.kubernetesVersion;
      const issue = lifecycleIssue(object, target, 'removed');
      if (!issue) return;
      const { entry, fix } = issue;
      ctx.report({
        path: [...object.path, 'apiVersion'],
        message: `Kubernetes ${target} does not serve ${object.apiVersion} ${object.kind}: it was removed in ${entry.removed}; ${fix}.`,
      });
    },
  },
});
