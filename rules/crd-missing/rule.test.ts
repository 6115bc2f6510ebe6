import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const cr = (kind = 'RayCluster', apiVersion = 'ray.io/v1', name = 'rc') => `apiVersion: ${apiVersion}
kind: ${kind}
metadata:
  name: ${name}
spec: {}
`;

const crd = (kind: string, plural: string, group: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.${group}
spec:
  group: ${group}
  names: {kind: ${kind}, plural: ${plural}}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
`;

testRule(rule, {
  valid: [
    {
      name: 'the CRD is in the input, even after the CR (crd-after-custom-resource reports the order)',
      yaml: `${cr()}---\n${crd('RayCluster', 'rayclusters', 'ray.io')}`,
    },
    { name: 'cluster.crds names it exactly', yaml: cr(), config: { cluster: { crds: ['rayclusters.ray.io'] } } },
    {
      name: 'cluster.crds: irregular plural starting with the kind',
      yaml: cr('Prometheus', 'monitoring.coreos.com/v1'),
      config: { cluster: { crds: ['prometheuses.monitoring.coreos.com'] } },
    },
    {
      name: 'cluster.crds: -y plural',
      yaml: cr('ClusterPolicy', 'nvidia.com/v1'),
      config: { cluster: { crds: ['clusterpolicies.nvidia.com'] } },
    },
    {
      name: 'an APIService of the input serves the group',
      yaml:
        `apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: ` +
        `{name: v1beta1.visibility.kueue.x-k8s.io}\nspec:\n  group: visibility.kueue.x-k8s.io\n  version: v1beta1\n  service: {name: ` +
        `kueue-visibility-server, namespace: kueue-system}\n---\n` +
        `${cr('ClusterQueuePendingWorkloadsSummary', 'visibility.kueue.x-k8s.io/v1beta1')}`,
    },
    { name: 'OpenShift platform API', yaml: cr('SecurityContextConstraints', 'security.openshift.io/v1') },
    { name: 'aggregated metrics API', yaml: cr('PodMetrics', 'metrics.k8s.io/v1beta1') },
    {
      name: 'a kustomization file is not an API object',
      yaml: 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n' + 'resources: [deployment.yaml]\n',
    },
    {
      name: 'built-in kinds',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\n---\napiVersion: resource.k8s.io/v1\n' +
        'kind: DeviceClass\nmetadata: {name: gpu.nvidia.com}\n',
    },
    { name: 'templated apiVersion', yaml: cr('RayCluster', '"{{ .Values.apiVersion }}"') },
    {
      name: 'a v1beta1 CRD with spec.version',
      yaml:
        `apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\n` +
        `metadata: {name: podgroups.scheduling.incubator.k8s.io}\nspec:\n  group: scheduling.incubator.k8s.io\n  names: {kind: PodGroup, ` +
        `plural: podgroups}\n  version: v1alpha1\n---\n${cr('PodGroup', 'scheduling.incubator.k8s.io/v1alpha1')}`,
    },
  ],
  invalid: [
    {
      name: 'a RayCluster without KubeRay',
      yaml: cr(),
      lines: [2],
      messages: [
        new RegExp(
          '^No CustomResourceDefinition for RayCluster \\(ray\\.io\\/v1\\) in the input or in cluster\\.crds: ' +
            '.*"rayclusters\\.ray\\.io" under cluster\\.crds',
        ),
      ],
    },
    {
      name: 'one finding per object',
      yaml: `${cr('LocalQueue', 'kueue.x-k8s.io/v1beta1', 'a')}---\n` + `${cr('LocalQueue', 'kueue.x-k8s.io/v1beta1', 'b')}`,
      lines: [2, 8],
    },
    {
      name: 'List items',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: serving.kserve.io/v1beta1\n    kind: InferenceService\n    metadata: ' +
        '{name: llama}\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata: {name: c}\n',
      lines: [5],
      messages: [/"inferenceservices\.serving\.kserve\.io"/],
    },
    {
      name: 'cluster.crds has another kind of the group',
      yaml: cr('RayJob'),
      config: { cluster: { crds: ['rayclusters.ray.io'] } },
      lines: [2],
      messages: [/"rayjobs\.ray\.io"/],
    },
    {
      name: 'the CRD in the input has another group',
      yaml: `${crd('RayCluster', 'rayclusters', 'ray.example.com')}---\n${cr()}`,
      lines: [13],
    },
    {
      name: 'a CRD group that looks built-in',
      yaml: cr('HTTPRoute', 'gateway.networking.k8s.io/v1'),
      lines: [2],
      messages: [/"httproutes\.gateway\.networking\.k8s\.io"/],
    },
    { name: 'optional OpenShift operators need their CRD', yaml: cr('SriovNetworkNodePolicy', 'sriovnetwork.openshift.io/v1'), lines: [2] },
    {
      name: 'an APIService of another group does not help',
      yaml:
        `apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: ` +
        `{name: v1beta1.metrics.k8s.io}\nspec: {group: metrics.k8s.io, version: v1beta1}\n---\n${cr()}`,
      lines: [7],
    },
  ],
});

function lint(files: [string, string][], config: ConfigFile = {}, partial = false) {
  const linter = new Linter({ rules: [rule], config: resolveConfig(config, { partial }) });
  for (const [name, text] of files) linter.lintText(name, text);
  linter.finish();
  return linter.findings;
}

describe('crd-missing on the whole input', () => {
  it('looks for the CRD in every file, in any order', () => {
    expect(
      lint([
        ['a.yaml', cr()],
        ['b.yaml', crd('RayCluster', 'rayclusters', 'ray.io')],
      ]),
    ).toEqual([]);
    expect(
      lint([
        ['b.yaml', crd('RayCluster', 'rayclusters', 'ray.io')],
        ['a.yaml', cr()],
      ]),
    ).toEqual([]);
  });

  it('is silenced by --partial: a subset of the files cannot tell what is missing', () => {
    expect(lint([['a.yaml', cr()]], {}, true)).toEqual([]);
    expect(lint([['a.yaml', cr()]])).toHaveLength(1);
  });

  it('reports a warning on the kind line, suppressible by annotation', () => {
    const found = lint([
      [
        'a.yaml',
        `${cr()}---\napiVersion: ray.io/v1\nkind: RayJob\nmetadata:\n  name: j\n  annotations: ` +
          `{ai-k8s-lint.io/ignore: "crd-missing", ai-k8s-lint.io/ignore-reason: "KubeRay comes from the platform team"}\n`,
      ],
    ]);
    expect(found.map((f) => [f.range.start.line, f.level, f.object?.kind, f.suppressed?.justification])).toEqual([
      [2, 'warning', 'RayCluster', undefined],
      [8, 'warning', 'RayJob', 'KubeRay comes from the platform team'],
    ]);
  });

  it('can be turned off in config', () => {
    expect(lint([['a.yaml', cr()]], { rules: { 'crd-missing': 'off' } })).toEqual([]);
  });
});
