import { defineRule } from '../src/engine/rule.js';
import { isPlaceholder, ownObject, ownString } from '../src/k8s/values.js';
import { classifyGroup, clusterHasCrd, crdFact, crdKey, guessPlural, isCustomResource } from '../src/k8s/api-groups.js';
import { crdsOfInput } from '../src/kits/crds.js';

const ID = 'crd-missing';

interface ApiServiceFact {
  apiService: { group: string };
}

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'warning',
  scope: 'general',
  needsWholeInput: true,
  summary: 'A custom resource has no CustomResourceDefinition in the input and none is listed in cluster.crds.',
  description:
    'Triggers on a custom resource (an object whose API group is not built into Kubernetes) when no CustomResourceDefinition of its group and kind is anywhere in the input, no `APIService` of the input serves its group (aggregated APIs need no CRD), and config `cluster.crds` does not list it. A `cluster.crds` entry is `<plural>.<group>`; since the object only gives its kind, an entry matches when its group is the object\'s group and its first label is the usual plural of the kind (`rayclusters`, `policies`, `ingresses`) or starts with the lower-cased kind (`prometheuses` for `Prometheus`). One finding per object, on its `kind:` line. Never reported for the groups of aggregated metrics APIs (`metrics.k8s.io`, `custom.metrics.k8s.io`, `external.metrics.k8s.io`), tool configuration files (`kustomize.config.k8s.io`, `kubelet.config.k8s.io`, ...), OpenShift platform APIs (`route.openshift.io`, `security.openshift.io`, ...: every OpenShift cluster has them, no other cluster can install them; optional OpenShift operators such as `sriovnetwork.openshift.io` are checked), or templated `apiVersion`s. Silenced by `--partial`.',
  rationale:
    'Nothing in the manifests installs the type, so the apply works only on a cluster where someone installed the operator beforehand. On any other cluster kubectl fails with `no matches for kind ... ensure CRDs are installed first`: a `RayCluster` without KubeRay, a `LocalQueue` without Kueue, an `InferenceService` without KServe. Saying which CRDs the cluster must already have makes that dependency explicit and reviewable.',
  remediation:
    'Install the operator that owns the CRD first (its Helm chart or release manifest), or add its CRDs to the input. If the target cluster already has them, declare it in `.ai-k8s-lint.yaml`:\n\n```yaml\ncluster:\n  crds: [rayclusters.ray.io, localqueues.kueue.x-k8s.io]\n```\n\n`kubectl get crd` lists the names to use. Linting only part of a repository (a pre-commit hook, changed files)? Run with `--partial`.',
  examples: {
    invalid: [
      {
        title: 'a RayCluster, and no KubeRay CRD anywhere',
        yaml: 'apiVersion: ray.io/v1\nkind: RayCluster\nmetadata:\n  name: raycluster-kuberay\nspec:\n  headGroupSpec: {}\n',
        lines: [2],
      },
    ],
    valid: [
      {
        title: 'the CRD is part of the input',
        yaml: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: localqueues.kueue.x-k8s.io\nspec:\n  group: kueue.x-k8s.io\n  names: {kind: LocalQueue, plural: localqueues}\n  scope: Namespaced\n  versions:\n    - {name: v1beta1, served: true, storage: true}\n---\napiVersion: kueue.x-k8s.io/v1beta1\nkind: LocalQueue\nmetadata:\n  name: team-a\n  namespace: team-a\nspec:\n  clusterQueue: gpu-cluster-queue\n',
      },
    ],
  },
  references: ['docs/apply-order.md'],
  check: {
    collect(object) {
      if (object.group === 'apiregistration.k8s.io' && object.kind === 'APIService') {
        const group = ownString(ownObject(object.value, 'spec'), 'group');
        return group && !isPlaceholder(group) ? ({ apiService: { group } } satisfies ApiServiceFact) : undefined;
      }
      return crdFact(object);
    },
    input(index, ctx) {
      const crds = crdsOfInput(index, ID);
      const aggregated = new Set<string>();
      for (const s of index.ofKind('apiregistration.k8s.io', 'APIService')) {
        const fact = (s.facts[ID] as Partial<ApiServiceFact> | undefined)?.apiService;
        if (fact) aggregated.add(fact.group);
      }
      for (const o of index.objects) {
        if (!isCustomResource(o) || classifyGroup(o.group) === 'openshift') continue;
        if (crds.has(crdKey(o.group, o.kind)) || aggregated.has(o.group) || clusterHasCrd(ctx.cluster, o.group, o.kind)) continue;
        const name = `${guessPlural(o.kind)}.${o.group}`;
        ctx.report({
          object: o,
          message: `No CustomResourceDefinition for ${o.kind} (${o.apiVersion}) in the input or in cluster.crds: install its operator's CRDs first, or list "${name}" under cluster.crds if the cluster already has them.`,
        });
      }
    },
  },
});
