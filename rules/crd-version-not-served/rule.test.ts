import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const crd = (versions: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
${versions}`;

const V1_ONLY = '    - {name: v1, served: true, storage: true}\n';
const ALPHA_OFF = '    - {name: v1, served: true, storage: true}\n    - {name: v1alpha1, served: false, storage: false}\n';
const ALPHA_ON = '    - {name: v1, served: true, storage: true}\n    - {name: v1alpha1, served: true, storage: false}\n';

const cr = (apiVersion = 'ray.io/v1', name = 'rc') => `apiVersion: ${apiVersion}
kind: RayCluster
metadata:
  name: ${name}
spec: {}
`;

const v1beta1Crd = `apiVersion: apiextensions.k8s.io/v1beta1
kind: CustomResourceDefinition
metadata:
  name: podgroups.scheduling.incubator.k8s.io
spec:
  group: scheduling.incubator.k8s.io
  names: {kind: PodGroup, plural: podgroups}
  version: v1alpha1
`;

testRule(rule, {
  valid: [
    { name: 'served version', yaml: `${crd(ALPHA_OFF)}---\n${cr('ray.io/v1')}` },
    { name: 'a second served version', yaml: `${crd(ALPHA_ON)}---\n${cr('ray.io/v1alpha1')}` },
    { name: 'no CRD in the input', yaml: cr('ray.io/v1alpha1') },
    {
      name: 'v1beta1 CRD with spec.version',
      yaml: `${v1beta1Crd}---\napiVersion: scheduling.incubator.k8s.io/v1alpha1\nkind: PodGroup\n` + `metadata: {name: pg}\n`,
    },
    {
      name: 'templated version names in the CRD',
      yaml: `${crd('    - {name: "{{ .Values.version }}", served: ' + 'true, storage: true}\n')}---\n${cr('ray.io/v1alpha1')}`,
    },
    { name: 'templated apiVersion', yaml: `${crd(V1_ONLY)}---\n${cr('ray.io/{{ .Values.version }}')}` },
    {
      name: 'the CRD in effect is the last one before the object',
      yaml: `${crd(V1_ONLY)}---\n${crd(ALPHA_ON)}---\n` + `${cr('ray.io/v1alpha1')}`,
    },
    {
      name: 'served omitted counts as served (it is required; the schema rules report it)',
      yaml: `${crd('    - {name: v1alpha1, storage: true}\n')}---\n${cr('ray.io/v1alpha1')}`,
    },
  ],
  invalid: [
    {
      name: 'served: false',
      yaml: `${crd(ALPHA_OFF)}---\n${cr('ray.io/v1alpha1')}`,
      lines: [13],
      messages: [
        new RegExp(
          '^RayCluster "rc" uses ray\\.io\\/v1alpha1, but its CustomResourceDefinition rayclusters\\.ray\\.io \\(line 2\\) ' +
            'lists v1alpha1 with served: false \\(it serves v1\\): change apiVersion to ray\\.io\\/v1\\.$',
        ),
      ],
    },
    {
      name: 'version not defined',
      yaml: `${crd(V1_ONLY)}---\n${cr('ray.io/v1beta1')}`,
      lines: [12],
      messages: [/does not define v1beta1 \(it serves v1\)/],
    },
    {
      name: 'CR before the CRD: judged against the first CRD after it',
      yaml: `${cr('ray.io/v1alpha1')}---\n${crd(ALPHA_OFF)}`,
      lines: [1],
    },
    {
      name: 'v1beta1 CRD serves only spec.version',
      yaml: `${v1beta1Crd}---\napiVersion: scheduling.incubator.k8s.io/v1alpha2\nkind: ` + `PodGroup\nmetadata: {name: pg}\n`,
      lines: [10],
    },
    {
      name: 'a later CRD upgrade stops serving the version for objects applied after it',
      yaml: `${crd(ALPHA_ON)}---\n${cr('ray.io/v1alpha1', 'old')}---\n${crd(ALPHA_OFF)}---\n${cr('ray.io/v1alpha1', 'new')}`,
      lines: [31],
    },
    {
      name: 'List items',
      yaml:
        `${crd(ALPHA_OFF)}---\napiVersion: v1\nkind: List\nitems:\n  - apiVersion: ray.io/v1alpha1\n    kind: RayCluster\n    ` +
        `metadata: {name: a}\n  - apiVersion: ray.io/v1\n    kind: RayCluster\n    metadata: {name: b}\n`,
      lines: [16],
    },
    {
      name: 'no served version at all',
      yaml: `${crd('    - {name: v1, served: false, storage: true}\n')}---\n${cr('ray.io/v1')}`,
      lines: [12],
      messages: [/serves no version/],
    },
  ],
});

describe('crd-version-not-served across files', () => {
  const run = (files: [string, string][], partial = false) => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial }) });
    for (const [name, text] of files) linter.lintText(name, text);
    linter.finish();
    return linter.findings;
  };

  it('points at the apiVersion, with the CRD versions of the other file as a related location', () => {
    const found = run([
      ['crds/rayclusters.yaml', crd(ALPHA_OFF)],
      ['apps/cluster.yaml', cr('ray.io/v1alpha1')],
    ]);
    expect(found).toHaveLength(1);
    const f = found[0]!;
    expect([f.file, f.range.start.line, f.range.start.column, f.range.end.column, f.level]).toEqual([
      'apps/cluster.yaml',
      1,
      1,
      28,
      'error',
    ]);
    expect(f.message).toContain('(crds/rayclusters.yaml:2)');
    expect(f.related).toEqual([
      {
        file: 'crds/rayclusters.yaml',
        range: { start: { line: 9, column: 3 }, end: { line: 9, column: 11 } },
        message: 'The versions the CustomResourceDefinition rayclusters.ray.io serves.',
      },
    ]);
  });

  it('runs with --partial and honours the ignore annotation', () => {
    const found = run(
      [
        ['a.yaml', crd(ALPHA_OFF)],
        [
          'b.yaml',
          'apiVersion: ray.io/v1alpha1\nkind: RayCluster\nmetadata:\n  name: rc\n  ' +
            'annotations: {ai-k8s-lint.io/ignore: crd-version-not-served}\n',
        ],
      ],
      true,
    );
    expect(found.map((f) => f.suppressed?.source)).toEqual(['annotation']);
  });
});
