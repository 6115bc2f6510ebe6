import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const ns = (name = 'ml') => `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n`;
const obj = (kind = 'ConfigMap', namespace = 'ml', apiVersion = 'v1', name = 'x') =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\n` + `metadata:\n  name: ${name}\n  namespace: ${namespace}\n`;

testRule(rule, {
  valid: [
    { name: 'Namespace first', yaml: `${ns()}---\n${obj()}` },
    { name: 'a namespace the input does not create', yaml: `${obj('ConfigMap', 'team-a')}---\n${ns()}` },
    { name: 'no namespace set', yaml: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n---\n${ns()}` },
    {
      name: 'cluster-scoped kinds ignore metadata.namespace',
      yaml:
        `${obj('ClusterRole', 'ml', 'rbac.authorization.k8s.io/v1')}---\n` +
        `${obj('PriorityClass', 'ml', 'scheduling.k8s.io/v1')}---\n${ns()}`,
    },
    {
      name: 'a custom resource whose CRD is cluster-scoped',
      yaml:
        `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: clusterqueues.kueue.x-k8s.io}\nspec:\n` +
        `  group: kueue.x-k8s.io\n  names: {kind: ClusterQueue, plural: clusterqueues}\n  scope: Cluster\n  versions: [{name: v1beta1, ` +
        `served: true, storage: true}]\n---\n${obj('ClusterQueue', 'ml', 'kueue.x-k8s.io/v1beta1')}---\n${ns()}`,
    },
    { name: 'templated namespace', yaml: `${obj('ConfigMap', '"{{ .Release.Namespace }}"')}---\n${ns('"{{ .Release.Namespace }}"')}` },
    { name: 'a second Namespace of the same name later does not matter', yaml: `${ns()}---\n${obj()}---\n${ns()}` },
  ],
  invalid: [
    {
      name: 'object before its Namespace',
      yaml: `${obj('Deployment', 'ml', 'apps/v1', 'vllm')}---\n${ns()}`,
      lines: [2],
      messages: [
        new RegExp(
          '^Deployment "vllm" is in namespace "ml", which the Namespace at line 8 \\(same apply unit \\.\\/\\) creates ' +
            'only later, so kubectl fails with ' +
            'namespaces "ml" not found: apply the Namespace first\\.$',
        ),
      ],
    },
    {
      name: 'each object before it',
      yaml:
        `${obj('ServiceAccount')}---\n${obj('Role', 'ml', 'rbac.authorization.k8s.io/v1')}---\n` +
        `${ns()}---\n${obj('RoleBinding', 'ml', 'rbac.authorization.k8s.io/v1')}`,
      lines: [2, 8],
    },
    {
      name: 'List items',
      yaml:
        `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: Secret\n    metadata: {name: hf-token, namespace: ml}\n  ` +
        `- apiVersion: v1\n    kind: Namespace\n    metadata: {name: ml}\n`,
      lines: [5],
    },
    { name: 'a namespaced custom resource', yaml: `${obj('LocalQueue', 'ml', 'kueue.x-k8s.io/v1beta1')}---\n${ns()}`, lines: [2] },
    {
      name: 'only the namespaces created later count',
      yaml: `${ns('a')}---\n${obj('ConfigMap', 'a')}---\n` + `${obj('ConfigMap', 'b')}---\n${ns('b')}`,
      lines: [13],
    },
  ],
});

describe('namespace-after-use across files', () => {
  const run = (files: [string, string][], partial = false) => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial }) });
    for (const [name, text] of files) linter.lintText(name, text);
    linter.finish();
    return linter.findings;
  };

  it('follows file order and names the Namespace as a related location', () => {
    const found = run([
      ['deploy/app.yaml', obj()],
      ['deploy/namespace.yaml', ns()],
    ]);
    expect(found.map((f) => [f.file, f.range.start.line, f.level])).toEqual([['deploy/app.yaml', 2, 'warning']]);
    expect(found[0]!.message).toContain('deploy/namespace.yaml:2');
    expect(found[0]!.related?.[0]).toMatchObject({ file: 'deploy/namespace.yaml', range: { start: { line: 2 } } });
    expect(
      run([
        ['deploy/00-namespace.yaml', ns()],
        ['deploy/app.yaml', obj()],
      ]),
    ).toEqual([]);
  });

  it('runs with --partial, honours the ignore annotation', () => {
    const annotated =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  namespace: ml\n  annotations: {ai-k8s-lint.io/ignore: ' +
      'namespace-after-use}\n';
    expect(
      run(
        [
          ['a.yaml', annotated],
          ['b.yaml', ns()],
        ],
        true,
      ).map((f) => f.suppressed?.source),
    ).toEqual(['annotation']);
  });
});
