import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { schemaNotices } from '../../src/kits/schema.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const pod = (container: string, spec = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
${spec}  containers:
    - name: c
      image: vllm/vllm-openai:v0.9.0
${container}`;

const crd = (schema: string, extra = '') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
${extra}  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
${schema}`;

const SCHEMA = `          type: object
          properties:
            spec:
              type: object
              properties:
                model: {type: string}
                gpus: {type: integer}
                replicas: {type: integer}
                port: {x-kubernetes-int-or-string: true}
                extraArgs:
                  type: object
                  x-kubernetes-preserve-unknown-fields: true
                template:
                  type: object
                  x-kubernetes-embedded-resource: true
                  x-kubernetes-preserve-unknown-fields: true
                workers:
                  type: array
                  items:
                    type: object
                    properties:
                      name: {type: string}
                      resources:
                        type: object
                        properties:
                          limits:
                            type: object
                            additionalProperties:
                              anyOf: [{type: integer}, {type: string}]
                              x-kubernetes-int-or-string: true
`;

const server = (spec: string, apiVersion = 'serving.example.com/v1') => `apiVersion: ${apiVersion}
kind: ModelServer
metadata:
  name: llama
spec:
${spec}`;

testRule(rule, {
  valid: [
    {
      name: 'every field known, with int-or-string ports and quantities',
      yaml: pod(
        '      ports:\n        - {containerPort: 8000, name: ' +
          'http}\n      resources:\n        limits: {cpu: 4, memory: 16Gi, nvidia.com/gpu: 1}\n      readinessProbe:\n        httpGet: ' +
          '{path: /health, port: http}\n',
      ),
    },
    {
      name: 'metadata fields, null values, status',
      yaml:
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  creationTimestamp: ' +
        'null\n  labels: {app: x}\n  annotations: {note: "y"}\ndata: {a: b}\nstatus: {anything: goes}\n',
    },
    {
      name: 'a List of objects',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: Service\n    metadata: {name: ' +
        's}\n    spec:\n      ports: [{port: 80, targetPort: http}]\n',
    },
    {
      name: 'custom resource valid against its CRD',
      yaml: `${crd(SCHEMA)}---\n${server(
        '  model: llama\n  gpus: 1\n  port: http\n  ' +
          'extraArgs: {anything: [1, 2]}\n  template:\n    apiVersion: v1\n    kind: Pod\n    metadata: {name: t, labels: {a: ' +
          'b}}\n    spec: ' +
          '{whatever: 1}\n  workers:\n    - name: w\n      resources: {limits: {nvidia.com/gpu: 1}}\n',
      )}`,
    },
    {
      name: 'custom resource before its CRD (crd-after-custom-resource reports the order)',
      yaml: `${server('  model: llama\n')}---\n` + `${crd(SCHEMA)}`,
    },
    { name: 'custom resource without a CRD in the input', yaml: server('  modle: llama\n') },
    {
      name: 'CRD-wide preserveUnknownFields: true keeps unknown fields',
      yaml: `${crd(SCHEMA, '  preserveUnknownFields: true\n')}---\n` + `${server('  modle: llama\n')}`,
    },
    {
      name: 'a version without a schema',
      yaml:
        `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ` +
        `modelservers.serving.example.com\nspec:\n  group: serving.example.com\n  names: {kind: ModelServer, plural: modelservers}\n  ` +
        `scope: Namespaced\n  versions:\n    - {name: v1, served: true, storage: true}\n---\n${server('  anything: 1\n')}`,
    },
    {
      name: "a version the CRD does not serve is crd-version-not-served's",
      yaml: `${crd(SCHEMA)}---\n${server('  modle: llama\n', 'serving.example.com/v2')}`,
    },
    {
      name: 'a field added in 1.34 with kubernetesVersion 1.34',
      yaml: pod(
        '      restartPolicy: Always\n      restartPolicyRules:\n     ' +
          '   - action: Restart\n          exitCodes: {operator: In, values: [42]}\n',
      ),
      config: { settings: { kubernetesVersion: '1.34' } },
    },
    {
      name: 'PodResourceClaim.source is a field of 1.30 (classic DRA)',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n' +
        'spec:\n  containers: [{name: c, image: i}]\n  resourceClaims:\n    - name: gpu\n      source: ' +
        '{resourceClaimTemplateName: gpu}\n',
      config: { settings: { kubernetesVersion: '1.30' } },
    },
    { name: 'placeholder keys and kustomize patch directives', yaml: pod('      ${EXTRA_KEY}: x\n      $patch: replace\n') },
    {
      name: "removed APIs are api-removed's",
      yaml: 'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: c}\n' + 'spec:\n  oldField: 1\n',
    },
    {
      name: 'kinds of other API groups are not checked',
      yaml:
        'apiVersion: metrics.k8s.io/v1beta1\nkind: PodMetrics\nmetadata: {name: ' +
        'm}\nwhatever: 1\n---\napiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [a.yaml]\n',
    },
  ],
  invalid: [
    {
      name: 'resource: for resources:',
      yaml: pod('      resource:\n        limits: {nvidia.com/gpu: 1}\n'),
      lines: [9],
      messages: [
        /^spec\.containers\[0\] \(Container\) has no field "resource" in the Kubernetes 1\.34 schema \(did you mean "resources"\?\)/,
      ],
    },
    {
      name: 'livenessprobe: (field names are case-sensitive)',
      yaml: pod('      livenessprobe:\n        httpGet: {path: ' + '/health, port: 8000}\n'),
      lines: [9],
      messages: [/did you mean "livenessProbe"/],
    },
    {
      name: 'several unknown fields in one object are several findings',
      yaml: pod('      imagePullpolicy: Always\n      resources:\n    ' + '    limit: {cpu: 1}\n', '  nodeselector: {a: b}\n'),
      lines: [6, 10, 12],
      messages: [
        /"nodeselector".*did you mean "nodeSelector"/,
        /"imagePullpolicy".*"imagePullPolicy"/,
        /spec\.containers\[0\]\.resources \(ResourceRequirements\) has no field "limit".*"limits"/,
      ],
    },
    {
      name: 'no suggestion when nothing is close',
      yaml: pod('      gpuCount: 2\n'),
      lines: [9],
      messages: [/has no field "gpuCount" in the Kubernetes 1\.34 schema, so the API server rejects it/],
    },
    {
      name: 'top-level typo',
      yaml: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndatа: {a: b}\n',
      lines: [4],
      messages: [/^ConfigMap has no field "datа"/],
    },
    {
      name: 'inside a Deployment pod template',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: ' +
        '{matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec:\n      containers: [{name: c, image: i}]\n      ' +
        'tolerations:\n        - {key: nvidia.com/gpu, operator: Exists, effects: NoSchedule}\n',
      lines: [11],
      messages: [/tolerations\[0\] \(Toleration\) has no field "effects".*did you mean "effect"/],
    },
    {
      name: 'a field that only a newer version has (restartPolicyRules is 1.34)',
      yaml: pod('      restartPolicy: Always\n      ' + 'restartPolicyRules: []\n'),
      config: { settings: { kubernetesVersion: '1.33' } },
      lines: [10],
      messages: [/in the Kubernetes 1\.33 schema/],
    },
    {
      name: 'a target newer than the bundled schemas is checked against the newest one',
      yaml: pod('      futureField: 1\n'),
      config: { settings: { kubernetesVersion: '1.40' } },
      positions: ['9:7-9:21'],
      messages: [
        new RegExp(
          '^spec\\.containers\\[0\\] \\(Container\\) has no field "futureField" in the Kubernetes 1\\.34 schema ' +
            '\\(the nearest bundled to 1\\.40\\)',
        ),
      ],
    },
    {
      name: 'a target older than the bundled schemas is checked against the oldest one',
      yaml: pod('      resource:\n        limits: ' + '{nvidia.com/gpu: 1}\n'),
      config: { settings: { kubernetesVersion: '1.27' } },
      positions: ['9:7-9:15'],
      messages: [/has no field "resource" in the Kubernetes 1\.29 schema \(the nearest bundled to 1\.27\) \(did you mean "resources"/],
    },
    {
      name: 'PodResourceClaim.source was flattened in 1.31 (old DRA samples)',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n' +
        'spec:\n  containers: [{name: c, image: i}]\n  resourceClaims:\n    - name: gpu\n      source: ' +
        '{resourceClaimTemplateName: gpu}\n',
      lines: [8],
    },
    {
      name: 'List items',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: Service\n    metadata: {name: s}\n    ' +
        'spec:\n      port: [{port: 80}]\n',
      lines: [8],
      messages: [/did you mean "ports"/],
    },
    {
      name: 'custom resource against its CRD',
      yaml: `${crd(SCHEMA)}---\n${server('  modle: llama\n  gpus: 1\n')}`,
      lines: [51],
      messages: [
        new RegExp(
          '^spec \\(ModelServer\\) has no field "modle" in the schema of CustomResourceDefinition ' +
            'modelservers\\.serving\\.example\\.com \\(v1\\) \\(did you mean "model"\\?\\)',
        ),
      ],
    },
    {
      name: 'custom resource: nested objects, list items, embedded metadata',
      yaml: `${crd(SCHEMA)}---\n${server(
        '  template:\n    apiVersion: v1\n    kind: Pod\n    metadata: {name: t, label: {a: b}}\n  ' +
          'workers:\n    - name: w\n      resource: {limits: {cpu: 1}}\n',
      )}`,
      lines: [54, 57],
      messages: [
        /metadata \(ObjectMeta\) has no field "label".*"labels"/,
        /workers\[0\] \(ModelServer\) has no field "resource".*"resources"/,
      ],
    },
    { name: 'custom resource: an unknown top-level field', yaml: `${crd(SCHEMA)}---\n${server('  model: m\nspecs: {}\n')}`, lines: [52] },
    {
      name: 'custom resource applied before its CRD is still checked after the last file',
      yaml: `${server('  modle: llama\n')}---\n` + `${crd(SCHEMA)}`,
      lines: [6],
    },
  ],
});

describe('schema-unknown-field reports', () => {
  it('points at the key, with the CRD as a related location for custom resources', () => {
    const found = lintYaml(`${crd(SCHEMA)}---\n${server('  modle: llama\n')}`, [rule]);
    expect(found).toHaveLength(1);
    expect(found[0]!.range.start).toEqual({ line: 51, column: 3 });
    expect(found[0]!.related?.[0]?.message).toMatch(/modelservers\.serving\.example\.com/);
    expect(found[0]!.related?.[0]?.range?.start.line).toBe(2);
  });

  it('says once per run which bundled schema stands in for a version it has none for', () => {
    const run = (kubernetesVersion: string, files: string[]) => {
      const linter = new Linter({ rules: [rule], config: resolveConfig({ settings: { kubernetesVersion } }) });
      files.forEach((yaml, i) => linter.lintText(`deploy/${i}.yaml`, yaml));
      linter.finish();
      return { findings: linter.findings.length, notices: schemaNotices(linter.run) };
    };
    const typo = pod('      futureField: 1\n');
    expect(run('1.40', [typo, typo, typo])).toEqual({
      findings: 3,
      notices: [
        'settings.kubernetesVersion is 1.40, newer than every bundled Kubernetes schema (1.29 to 1.34): built-in kinds are ' +
          'checked against the nearest, 1.34, so a field added after 1.34 is reported as unknown.',
      ],
    });
    expect(run('1.28', [typo]).notices).toEqual([
      'settings.kubernetesVersion is 1.28, older than every bundled Kubernetes schema (1.29 to 1.34): built-in kinds are checked ' +
        'against the nearest, 1.29, so a field removed before 1.29 is reported as unknown and one added after 1.28 is accepted.',
    ]);
    // A bundled version, or a run that checks no built-in kind, has nothing to say.
    expect(run('1.30', [typo]).notices).toEqual([]);
    expect(run('1.40', [server('  modle: llama\n')]).notices).toEqual([]);
  });
});
