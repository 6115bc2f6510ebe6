import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { classifyGroup, clusterHasCrd, guessPlural } from '../../src/k8s/api-groups.js';
import versionRule from '../crd-version-not-served/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { collectFiles } from '../../src/files/collect.js';
import { Linter } from '../../src/engine/linter.js';
import type { AnyRule } from '../../src/engine/rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';
import { describeWithShared, sharedCorpusTree, sharedPath } from '../../test/helpers/shared.js';

const crd = (kind = 'RayCluster', plural = 'rayclusters', group = 'ray.io') => `apiVersion: apiextensions.k8s.io/v1
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

const cr = (name = 'rc', kind = 'RayCluster', apiVersion = 'ray.io/v1', extra = '') => `apiVersion: ${apiVersion}
kind: ${kind}
metadata:
  name: ${name}
${extra}spec: {}
`;

testRule(rule, {
  valid: [
    { name: 'CRD first in a stream', yaml: `${crd()}---\n${cr()}` },
    {
      name: 'CRD first inside a List',
      yaml:
        `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: apiextensions.k8s.io/v1\n    kind: ` +
        `CustomResourceDefinition\n    metadata: {name: rayclusters.ray.io}\n    spec:\n      group: ray.io\n      names: {kind: ` +
        `RayCluster, plural: rayclusters}\n      versions: [{name: v1, served: true, storage: true}]\n  - apiVersion: ` +
        `ray.io/v1\n    kind: ` +
        `RayCluster\n    metadata: {name: rc}\n`,
    },
    { name: 'no CRD in the input at all (crd-missing reports that)', yaml: cr() },
    { name: 'the cluster already has the CRD', yaml: `${cr()}---\n${crd()}`, config: { cluster: { crds: ['rayclusters.ray.io'] } } },
    { name: 'a CRD of another kind of the same group comes later', yaml: `${cr()}---\n${crd('RayJob', 'rayjobs')}` },
    { name: 'the same kind in another group', yaml: `${cr('rc', 'RayCluster', 'example.com/v1')}---\n${crd()}` },
    { name: 'templated apiVersion', yaml: `${cr('rc', 'RayCluster', '"{{ .Values.group }}/v1"')}---\n${crd()}` },
    { name: 'built-in kinds never need a CRD', yaml: `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\n---\n${crd()}` },
    { name: 'one CRD before the CR is enough, a duplicate later is fine', yaml: `${crd()}---\n${cr()}---\n${crd()}` },
  ],
  invalid: [
    {
      name: 'CR before its CRD',
      yaml: `${cr()}---\n${crd()}`,
      lines: [2],
      messages: [
        new RegExp(
          'RayCluster "rc" comes before its CustomResourceDefinition rayclusters\\.ray\\.io \\(line 8, both in apply ' +
            'unit \\./\\).*Established.*race',
        ),
      ],
    },
    { name: 'every CR before the CRD, once each', yaml: `${cr('a')}---\n${cr('b')}---\n${crd()}---\n${cr('c')}`, lines: [2, 8] },
    {
      name: 'List items in order',
      yaml:
        `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: ray.io/v1\n    kind: RayCluster\n    metadata: {name: rc}\n  - ` +
        `apiVersion: apiextensions.k8s.io/v1\n    kind: CustomResourceDefinition\n    metadata: {name: rayclusters.ray.io}\n    spec:\n  ` +
        `    group: ray.io\n      names: {kind: RayCluster, plural: rayclusters}\n      versions: [{name: v1, served: ` +
        `true, storage: true}]\n`,
      lines: [5],
    },
    {
      name: 'a v1beta1 CRD',
      yaml:
        `${cr('q', 'Queue', 'scheduling.volcano.sh/v1beta1')}---\napiVersion: apiextensions.k8s.io/v1beta1\nkind: ` +
        `CustomResourceDefinition\nmetadata:\n  name: queues.scheduling.volcano.sh\nspec:\n  group: scheduling.volcano.sh\n  names: ` +
        `{kind: Queue, plural: queues}\n  scope: Cluster\n  version: v1beta1\n`,
      lines: [2],
      messages: [/queues\.scheduling\.volcano\.sh/],
    },
    {
      name: 'cluster.crds lists another CRD of the group',
      yaml: `${cr()}---\n${crd()}`,
      config: { cluster: { crds: ['rayjobs.ray.io'] } },
      lines: [2],
    },
    {
      name: 'an OpenShift platform API whose CRD the input holds is ordered too',
      yaml:
        `${cr('scc', 'SecurityContextConstraints', 'security.openshift.io/v1')}---\n` +
        `${crd('SecurityContextConstraints', 'securitycontextconstraints', 'security.openshift.io')}`,
      lines: [2],
    },
  ],
});

function lintFiles(rules: AnyRule[], files: [string, string][], config: ConfigFile = {}, partial = false) {
  const linter = new Linter({ rules, config: resolveConfig(config, { partial }) });
  for (const [name, text] of files) linter.lintText(name, text);
  linter.finish();
  return linter.findings;
}

describe('crd-after-custom-resource across files', () => {
  it('follows the order the files are given in, and points at the CRD as a related location', () => {
    const found = lintFiles(
      [rule],
      [
        ['deploy/cluster.yaml', cr()],
        ['deploy/crds.yaml', `# the CRDs\n${crd()}`],
      ],
    );
    expect(found.map((f) => [f.ruleId, f.file, f.range.start.line, f.level])).toEqual([[rule.id, 'deploy/cluster.yaml', 2, 'error']]);
    expect(found[0]!.message).toContain('(deploy/crds.yaml:3, both in apply unit deploy/)');
    expect(found[0]!.related).toEqual([
      {
        file: 'deploy/crds.yaml',
        range: { start: { line: 3, column: 1 }, end: { line: 3, column: 31 } },
        message: expect.stringMatching(/rayclusters\.ray\.io is applied here/),
      },
    ]);
    expect(found[0]!.snippet?.text).toBe('kind: RayCluster');
  });

  it('is silent when the CRD file comes first', () => {
    expect(
      lintFiles(
        [rule],
        [
          ['a-crds.yaml', crd()],
          ['b-cluster.yaml', cr()],
        ],
      ),
    ).toEqual([]);
  });

  it('still runs with --partial: an order inside the input is known even when the input is a subset', () => {
    expect(
      lintFiles(
        [rule],
        [
          ['a.yaml', cr()],
          ['b.yaml', crd()],
        ],
        {},
        true,
      ),
    ).toHaveLength(1);
  });

  it('honours the ignore annotation and disable comments on the custom resource', () => {
    const found = lintFiles(
      [rule],
      [
        [
          'a.yaml',
          cr(
            'annotated',
            'RayCluster',
            'ray.io/v1',
            `  annotations:\n    ai-k8s-lint.io/ignore: crd-after-custom-resource\n    ` +
              `ai-k8s-lint.io/ignore-reason: applied by the CD tool after the CRDs\n`,
          ),
        ],
        ['b.yaml', `# ai-k8s-lint-disable crd-after-custom-resource -- the CD tool applies CRDs first\n${cr('commented')}`],
        [
          'b2.yaml',
          `apiVersion: ray.io/v1\n# ai-k8s-lint-disable-next-line crd-after-custom-resource\nkind: RayCluster\nmetadata: ` +
            `{name: next-line}\n`,
        ],
        ['c.yaml', crd()],
      ],
    );
    expect(found.map((f) => [f.file, f.suppressed?.source, f.suppressed?.justification])).toEqual([
      ['a.yaml', 'annotation', 'applied by the CD tool after the CRDs'],
      ['b.yaml', 'comment', 'the CD tool applies CRDs first'],
      ['b2.yaml', 'comment', undefined],
    ]);
  });

  it('the level can be overridden in config', () => {
    expect(lintFiles([rule], [['a.yaml', `${cr()}---\n${crd()}`]], { rules: { [rule.id]: 'warning' } })[0]?.level).toBe('warning');
  });
});

describe('API group model', () => {
  it('classifies groups from data, never by suffix', () => {
    expect(
      ['', 'apps', 'batch', 'resource.k8s.io', 'flowcontrol.apiserver.k8s.io', 'storagemigration.k8s.io', 'extensions'].map(classifyGroup),
    ).toEqual(Array(7).fill('builtin'));
    expect(
      ['gateway.networking.k8s.io', 'snapshot.storage.k8s.io', 'sparkoperator.k8s.io', 'ray.io', 'sriovnetwork.openshift.io'].map(
        classifyGroup,
      ),
    ).toEqual(Array(5).fill('custom'));
    expect(classifyGroup('metrics.k8s.io')).toBe('aggregated');
    expect(classifyGroup('kustomize.config.k8s.io')).toBe('not-api');
    expect(classifyGroup('route.openshift.io')).toBe('openshift');
    expect(classifyGroup('{{ .Values.group }}')).toBe('unknown');
  });

  it('guesses plurals and matches cluster.crds entries', () => {
    expect(['RayCluster', 'Policy', 'Ingress', 'Prometheus', 'Gateway', 'Index'].map(guessPlural)).toEqual([
      'rayclusters',
      'policies',
      'ingresses',
      'prometheuses',
      'gateways',
      'indexes',
    ]);
    const cluster = {
      ...resolveConfig({}).cluster,
      crds: ['rayclusters.ray.io', 'prometheuses.monitoring.coreos.com', 'NetworkPolicies.Example.COM'],
    };
    expect(clusterHasCrd(cluster, 'ray.io', 'RayCluster')).toBe(true);
    expect(clusterHasCrd(cluster, 'ray.io', 'RayJob')).toBe(false);
    expect(clusterHasCrd(cluster, 'monitoring.coreos.com', 'Prometheus')).toBe(true);
    expect(clusterHasCrd(cluster, 'example.com', 'NetworkPolicy')).toBe(true);
    expect(clusterHasCrd(cluster, 'example.com', 'Network')).toBe(true); // first label starts with the kind
    expect(clusterHasCrd(cluster, 'other.io', 'RayCluster')).toBe(false);
    // With the CRD's plural known, only that plural matches.
    expect(clusterHasCrd(cluster, 'example.com', 'Network', 'networks')).toBe(false);
  });
});

// The real installs in the shared corpus (see the README.md of the corpus).
const CORPUS = sharedPath('corpus');

describeWithShared('corpus', 'crd ordering on the real corpus', () => {
  const lintPaths = (paths: string[]) =>
    lintFiles(
      [rule, versionRule],
      paths.map((p) => [p, readFileSync(join(CORPUS, p), 'utf8')]),
    );

  it.each([
    'kubernetes-sigs__lws/kustomize-rendered__config__default.yaml',
    'ray-project__kuberay/kustomize-rendered__ray-operator__config__default.yaml',
    'kubernetes-sigs__kueue/kustomize-rendered__config__default.yaml',
    'kubernetes-sigs__jobset/kustomize-rendered__config__default.yaml',
    'kserve__kserve/kustomize-rendered__config__llmisvc.yaml',
  ])('a kustomize render puts CRDs first: no ordering or version finding in %s', (file) => {
    expect(lintPaths([file]).map((f) => `${f.ruleId} ${f.file}:${f.range.start.line}`)).toEqual([]);
  });

  it('in the repository tree, samples and the CRDs of another directory are separate applies: nothing to report', () => {
    // lws keeps its samples in config/samples/ and its CRDs in config/crd/bases/: two apply units.
    const root = join(sharedCorpusTree(), 'kubernetes-sigs__lws');
    const files = collectFiles([root], root, () => false).map((f) => f.display);
    expect(files.filter((f) => f.startsWith('config/samples/')).length).toBeGreaterThan(3);
    expect(files.some((f) => f.startsWith('config/crd/bases/'))).toBe(true);
    const found = lintFiles(
      [rule, versionRule],
      files.map((f) => [f, readFileSync(join(root, f), 'utf8')]),
    );
    expect(found.map((f) => `${f.ruleId} ${f.file}:${f.range.start.line}`)).toEqual([]);
  });

  it('in one directory, the samples that sort before the CRDs are reported, with the CRD as related location', () => {
    // The flat corpus folder puts samples (config__…, docs__…) before the rendered CRDs (kustomize-rendered__…) in one directory.
    const dir = join(CORPUS, 'kubernetes-sigs__lws');
    const files = collectFiles([dir], CORPUS, () => false)
      .map((f) => f.display)
      .filter((f) => !f.includes('/crds/'));
    const after = lintPaths(files).filter((f) => f.ruleId === rule.id);
    expect(after.length).toBeGreaterThan(0);
    for (const f of after) {
      expect(f.file).toMatch(/^kubernetes-sigs__lws\/(config__samples__|docs__)/);
      expect(f.related?.[0]?.file).toBe('kubernetes-sigs__lws/kustomize-rendered__config__default.yaml');
      expect(f.message).toContain('both in apply unit kubernetes-sigs__lws/');
    }
  });
});
