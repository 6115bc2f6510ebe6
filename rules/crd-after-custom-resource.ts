import { defineRule } from '../src/engine/rule.js';
import { isCustomResource, crdFact, crdKey, clusterHasCrd, describeObject } from '../src/k8s/api-groups.js';
import { crdsOfInput, plainRange, where } from '../src/kits/crds.js';

const ID = 'crd-after-custom-resource';

export default defineRule({
  id: ID,
  family: 'crd-ordering',
  level: 'error',
  scope: 'general',
  summary: 'A custom resource comes before the CustomResourceDefinition that defines it in apply order.',
  description:
    'Triggers on a custom resource (an object whose API group is not built into Kubernetes) when the input also holds the CustomResourceDefinition of its group and kind, and every such CRD comes later in apply order: files in the order given on the command line, directories walked like `kubectl apply -R -f DIR` (names sorted by code unit, so `crds/` sorts after `config/`), documents in stream order, `List` items in order. One finding per custom resource, on its `kind:` line, with the CRD as a related location. Silent when `cluster.crds` says the cluster already has the CRD, and on objects whose `apiVersion` is a template placeholder.',
  rationale:
    'kubectl maps every object to a REST resource before it applies anything. A custom resource whose CRD is not yet registered fails with `no matches for kind "RayCluster" in version "ray.io/v1"` / `ensure CRDs are installed first`, and the rest of the apply goes on without it, so a first install (or a fresh CI cluster) ends half-applied. Even with the CRD first in the same `kubectl apply`, the API server needs a moment to establish the new type and the custom resources can lose that race; this is why Helm installs the `crds/` directory before the templates, and why install docs apply CRDs in a separate step.',
  remediation:
    'Apply CRDs in their own step, before everything that uses them, and wait until they are established:\n\n```sh\nkubectl apply --server-side -f crds/\nkubectl wait --for=condition=Established crd --all --timeout=60s\nkubectl apply -R -f manifests/\n```\n\nIf one directory must hold both, give the CRD files a name that sorts first (`00-crds/`, `0-crd-rayclusters.yaml`). For a stream (Helm, Kustomize), put the CRDs in their own stream: `helm template --include-crds` places them first, but the race remains, so prefer `helm install` (which waits for CRDs) or `kustomize build crds/ | kubectl apply -f -` first. If the cluster already has the CRD, list it under `cluster.crds`.',
  examples: {
    invalid: [
      {
        title: 'the RayCluster comes before its CRD in one stream',
        yaml: 'apiVersion: ray.io/v1\nkind: RayCluster\nmetadata:\n  name: raycluster-kuberay\nspec:\n  headGroupSpec: {}\n---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: rayclusters.ray.io\nspec:\n  group: ray.io\n  names: {kind: RayCluster, plural: rayclusters}\n  scope: Namespaced\n  versions:\n    - {name: v1, served: true, storage: true}\n',
        lines: [2],
      },
    ],
    valid: [
      {
        title: 'the CRD first (still apply it in its own step and wait for Established)',
        yaml: 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: rayclusters.ray.io\nspec:\n  group: ray.io\n  names: {kind: RayCluster, plural: rayclusters}\n  scope: Namespaced\n  versions:\n    - {name: v1, served: true, storage: true}\n---\napiVersion: ray.io/v1\nkind: RayCluster\nmetadata:\n  name: raycluster-kuberay\nspec:\n  headGroupSpec: {}\n',
      },
    ],
  },
  references: ['docs/apply-order.md', 'https://github.com/kubernetes/kubectl/issues/1179', 'https://helm.sh/docs/chart_best_practices/custom_resource_definitions/'],
  check: {
    collect(object) {
      return crdFact(object);
    },
    input(index, ctx) {
      const crds = crdsOfInput(index, ID);
      for (const o of index.objects) {
        if (!isCustomResource(o)) continue;
        const defining = crds.get(crdKey(o.group, o.kind));
        if (!defining || defining[0]!.summary.order < o.order) continue;
        const first = defining[0]!;
        if (clusterHasCrd(ctx.cluster, first.fact.group, first.fact.kind, first.fact.plural)) continue;
        const name = first.fact.name;
        ctx.report({
          object: o,
          message: `${describeObject(o)} comes before its CustomResourceDefinition ${name} (${where(first.summary, o)}), so kubectl rejects it with "no matches for kind": apply CRDs in a separate, earlier step and wait until they are Established (kubectl wait --for=condition=Established crd/${name}); even a CRD placed first in one kubectl apply can race its custom resources.`,
          related: [{ file: first.summary.file, range: plainRange(first.summary.range), message: `The CustomResourceDefinition ${name} is applied here, after the ${o.kind}.` }],
        });
      }
    },
  },
});
