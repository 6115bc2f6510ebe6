import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { testRule } from '../../test/helpers/rule-tester.js';
import { itWithShared, readShared } from '../../test/helpers/shared.js';

const CRDS = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true}]
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayjobs.ray.io
spec:
  group: ray.io
  names: {kind: RayJob, plural: rayjobs}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true}]
`; // 19 lines

const role = (
  kind = 'ClusterRole',
  rules = '  - apiGroups: [ray.io]\n    resources: [rayclusters, rayjobs]\n    verbs: ' + '[get, list, watch]\n',
  namespace = '',
) => `apiVersion: rbac.authorization.k8s.io/v1
kind: ${kind}
metadata:
  name: kuberay-operator
${namespace}rules:
${rules}`;

const binding = (
  kind = 'ClusterRoleBinding',
  subject = '{kind: ServiceAccount, name: kuberay-operator, ' + 'namespace: kuberay-system}',
  roleKind = 'ClusterRole',
  namespace = '',
) => `apiVersion: rbac.authorization.k8s.io/v1
kind: ${kind}
metadata:
  name: kuberay-operator
${namespace}roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ${roleKind}, name: kuberay-operator}
subjects:
  - ${subject}
`;

/** The Deployment; its first container's `- name:` is on the 11th line of the document. */
const deployment = (
  containers = '        - name: manager\n          image: quay.io/kuberay/operator:v1.4.2\n',
  sa = '      serviceAccountName: kuberay-operator\n',
) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: kuberay-operator
  namespace: kuberay-system
spec:
  template:
    spec:
${sa}      containers:
${containers}`;

const stream = (...docs: string[]) => docs.join('---\n');
// Line of the first container in stream(CRDS, role(), binding(), deployment()): 19 + 1 + 8 + 1 + 7 + 1 + 11.
const CONTAINER_LINE = 48;

testRule(rule, {
  valid: [
    {
      name: 'a readiness probe',
      yaml: stream(
        CRDS,
        role(),
        binding(),
        deployment(
          '        - name: manager\n          image: ' +
            'quay.io/kuberay/operator:v1.4.2\n          readinessProbe: {httpGet: {path: /readyz, port: 8082}}\n',
        ),
      ),
    },
    {
      name: 'a readiness probe on any of the containers',
      yaml: stream(
        CRDS,
        role(),
        binding(),
        deployment(
          '        - name: proxy\n      ' +
            '    image: quay.io/brancz/kube-rbac-proxy:v0.18.0\n        - name: manager\n          image: ' +
            'quay.io/kuberay/operator:v1.4.2\n    ' +
            '      readinessProbe: {httpGet: {path: /readyz, port: 8082}}\n',
        ),
      ),
    },
    { name: 'no CRD in the input', yaml: stream(role(), binding(), deployment()) },
    { name: 'no RBAC in the input: no evidence, no guess', yaml: stream(CRDS, deployment()) },
    {
      name: 'a role on "*" groups is not evidence',
      yaml: stream(
        CRDS,
        role('ClusterRole', '  - apiGroups: ["*"]\n    resources: ' + '["*"]\n    verbs: ["*"]\n'),
        binding(),
        deployment(),
      ),
    },
    {
      name: 'read-only on a single object is not a controller',
      yaml: stream(
        CRDS,
        role('ClusterRole', '  - apiGroups: [ray.io]\n    ' + 'resources: [rayclusters]\n    verbs: [get, update]\n'),
        binding(),
        deployment(),
      ),
    },
    {
      name: 'the role is bound to another ServiceAccount',
      yaml: stream(
        CRDS,
        role(),
        binding('ClusterRoleBinding', '{kind: ServiceAccount, name: ray-dashboard, ' + 'namespace: kuberay-system}'),
        deployment(),
      ),
    },
    {
      name: 'the role is bound to the same name in another namespace',
      yaml: stream(
        CRDS,
        role(),
        binding('ClusterRoleBinding', '{kind: ServiceAccount, name: kuberay-operator, namespace: other}'),
        deployment(),
      ),
    },
    {
      name: 'the role is on other CRDs',
      yaml: stream(
        CRDS,
        role('ClusterRole', '  - apiGroups: [kueue.x-k8s.io]\n    resources: ' + '[workloads]\n    verbs: [list, watch]\n'),
        binding(),
        deployment(),
      ),
    },
    // RULES.md: an operator runs as an explicitly named ServiceAccount; a pod on the implicit or
    // `default` one is an application that some binding happens to reach.
    {
      name: 'the implicit default ServiceAccount',
      yaml: stream(
        CRDS,
        role(),
        binding('ClusterRoleBinding', '{kind: ServiceAccount, ' + 'name: default, namespace: kuberay-system}'),
        deployment(undefined, ''),
      ),
    },
    {
      name: 'the default ServiceAccount named explicitly',
      yaml: stream(
        CRDS,
        role(),
        binding('ClusterRoleBinding', '{kind: ' + 'ServiceAccount, name: default, namespace: kuberay-system}'),
        deployment(undefined, '      serviceAccountName: default\n'),
      ),
    },
    {
      name: 'a model server is never an operator',
      yaml: stream(
        CRDS,
        role(),
        binding(),
        deployment(
          '        - name: server\n' + '          image: vllm/vllm-openai:v0.9.2\n          resources: {limits: {nvidia.com/gpu: 1}}\n',
        ),
      ),
    },
    {
      name: 'a StatefulSet is not a Deployment',
      yaml: stream(CRDS, role(), binding(), deployment().replace('kind: Deployment', 'kind: StatefulSet')),
    },
  ],
  invalid: [
    {
      name: 'ClusterRole + ClusterRoleBinding',
      yaml: stream(CRDS, role(), binding(), deployment()),
      lines: [CONTAINER_LINE],
      messages: [
        new RegExp(
          '^Deployment "kuberay-operator" runs the controller for RayCluster, RayJob \\(CRDs in its apply unit \\./\\) as ' +
            'ServiceAccount "kuberay-operator", but no container has a readinessProbe',
        ),
      ],
    },
    {
      name: 'Role + RoleBinding in the operator namespace, subject namespace defaulted',
      yaml: stream(
        CRDS,
        role('Role', undefined, '  namespace: kuberay-system\n'),
        binding('RoleBinding', '{kind: ServiceAccount, name: kuberay-operator}', 'Role', '  namespace: kuberay-system\n'),
        deployment(),
      ),
      lines: [CONTAINER_LINE + 2],
    },
    {
      name: 'resources "*" of the group',
      yaml: stream(
        CRDS,
        role('ClusterRole', '  - apiGroups: [ray.io]\n    resources: ' + '["*"]\n    verbs: ["*"]\n'),
        binding(),
        deployment(),
      ),
      lines: [CONTAINER_LINE],
      messages: [/RayCluster, RayJob/],
    },
    {
      name: 'several containers: the containers key',
      yaml: stream(
        CRDS,
        role(),
        binding(),
        deployment(
          '        - name: proxy\n          ' +
            'image: quay.io/brancz/kube-rbac-proxy:v0.18.0\n        - name: manager\n          image: ' +
            'quay.io/kuberay/operator:v1.4.2\n',
        ),
      ),
      lines: [CONTAINER_LINE - 1],
    },
    {
      name: 'only the kinds it watches are named',
      yaml: stream(
        CRDS,
        role('ClusterRole', '  - apiGroups: [ray.io]\n    resources: ' + '[rayjobs]\n    verbs: [watch]\n'),
        binding(),
        deployment(),
      ),
      lines: [CONTAINER_LINE],
      messages: [/for RayJob \(CRDs/],
    },
  ],
});

describe('operator-not-ready-gate across files', () => {
  const run = (files: [string, string][], partial = false) => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial }) });
    for (const [name, text] of files) linter.lintText(name, text);
    linter.finish();
    return linter.findings;
  };

  it('joins CRDs, RBAC and the Deployment from the files of one apply unit (order does not matter)', () => {
    const found = run([
      ['deploy/manager.yaml', deployment()],
      ['deploy/crds.yaml', CRDS],
      ['deploy/rbac.yaml', stream(role(), binding())],
    ]);
    expect(found.map((f) => [f.file, f.range.start.line, f.level])).toEqual([['deploy/manager.yaml', 11, 'note']]);
  });

  it("does not join objects of different apply units: a Deployment elsewhere is not the CRDs' controller", () => {
    const files: [string, string][] = [
      ['manager/deployment.yaml', deployment()],
      ['crds/ray.yaml', CRDS],
      ['rbac/role.yaml', stream(role(), binding())],
    ];
    expect(run(files)).toEqual([]);
    // ... unless config applyUnits joins them.
    const linter = new Linter({ rules: [rule], config: resolveConfig({ applyUnits: [{ files: ['manager/**', 'crds/**', 'rbac/**'] }] }) });
    for (const [name, text] of files) linter.lintText(name, text);
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line])).toEqual([['manager/deployment.yaml', 11]]);
    expect(linter.findings[0]!.message).toContain('CRDs in its apply unit manager/**, crds/**, rbac/**');
  });

  it('honours the ignore annotation and runs with --partial', () => {
    const annotated = deployment().replace(
      '  namespace: kuberay-system\n',
      '  namespace: kuberay-system\n  annotations: ' + '{ai-k8s-lint.io/ignore: operator-not-ready-gate}\n',
    );
    expect(run([['a.yaml', stream(CRDS, role(), binding(), annotated)]], true).map((f) => f.suppressed?.source)).toEqual(['annotation']);
  });

  itWithShared('corpus', 'is silent on the real operator installs, which all have readiness probes', () => {
    for (const file of [
      'kubernetes-sigs__lws/kustomize-rendered__config__default.yaml',
      'ray-project__kuberay/kustomize-rendered__ray-operator__config__default.yaml',
      'kserve__kserve/kustomize-rendered__config__default.yaml',
    ]) {
      expect(run([[file, readShared('corpus', file)]])).toEqual([]);
    }
  });

  itWithShared('corpus', 'finds the Volcano components without readiness probes in its development installer', () => {
    const file = 'volcano-sh__volcano/installer__volcano-development.yaml';
    const found = run([[file, readShared('corpus', file)]]);
    expect(found.map((f) => f.object?.name)).toEqual(['volcano-admission', 'volcano-controllers', 'volcano-scheduler']);
  });
});
