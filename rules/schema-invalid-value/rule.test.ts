import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import ambiguous from '../yaml-ambiguous-scalar/rule.js';
import gpuQuantity from '../gpu-quantity-invalid/rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const pod = (container: string, spec = '', metadata = '') => `apiVersion: v1
kind: Pod
metadata:
  name: p
${metadata}spec:
${spec}  containers:
    - name: c
      image: vllm/vllm-openai:v0.9.0
${container}`;

const limits = (entries: string) => pod(`      resources:\n        limits:\n${entries}`);

const crd =
  `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                model: {type: string}
                gpus: {type: integer}
                dtype: {type: string, enum: [auto, float16, bfloat16]}
                port: {x-kubernetes-int-or-string: true}
                autoscale: {type: boolean}
                args: {type: array, items: {type: string}}
                memory:
                  anyOf: [{type: integer}, {type: string}]
                  pattern: ` +
  `^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$
                  x-kubernetes-int-or-string: true
`;

const server = (spec: string) => `apiVersion: serving.example.com/v1
kind: ModelServer
metadata:
  name: llama
spec:
${spec}`;

testRule(rule, {
  valid: [
    {
      name: 'quantities: numbers, suffixes, exponents, fractions',
      yaml: limits(
        '          cpu: 0.5\n          memory: 1e9\n          ' +
          'ephemeral-storage: 100Gi\n          example.com/foo: 500m\n          hugepages-2Mi: "1Gi"\n',
      ),
    },
    {
      name: 'placeholders are unknown, never invalid',
      yaml: limits('          cpu: "{{ .Values.cpu }}"\n          memory: ${MEMORY}\n   ' + '       ephemeral-storage: <disk-size>\n'),
    },
    {
      name: 'a placeholder where a mapping or an integer goes',
      yaml: pod('', '  nodeSelector: ${NODE_SELECTOR}\n  ' + 'terminationGracePeriodSeconds: "$(GRACE)"\n'),
    },
    {
      name: 'int-or-string: named ports and percentages',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  ' +
        'strategy:\n    rollingUpdate: {maxSurge: 25%, maxUnavailable: 0}\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: ' +
        '{labels: {a: b}}\n    spec:\n      containers:\n        - name: c\n          image: i\n          ports: [{containerPort: 8000, ' +
        'name: http}]\n          readinessProbe: {httpGet: {path: /, port: http}}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: ' +
        's}\nspec:\n  ports: [{port: 80, targetPort: http}]\n',
    },
    {
      name: 'null and empty values; an empty enum value means the default',
      yaml: pod(
        '      imagePullPolicy: ""\n      env: null\n',
        '  tolerations: [{key: nvidia.com/gpu, operator: ' + 'Exists, effect: ""}]\n',
        '  creationTimestamp: null\n',
      ),
    },
    {
      name: 'base64 Secret data and plain stringData',
      yaml:
        'apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata:\n  token: ' +
        'aGVsbG8gd29ybGQ=\n  multi: |\n    aGVsbG8g\n    d29ybGQ=\nstringData:\n  plain: not base64 at all!\n',
    },
    {
      name: "an unquoted yes in a string field is yaml-ambiguous-scalar's",
      yaml: pod('      env:\n        - {name: ' + 'DEBUG, value: on}\n', '', '  labels: {enabled: yes}\n'),
    },
    { name: "GPU quantities are gpu-quantity-invalid's", yaml: limits('          nvidia.com/gpu: one\n          amd.com/gpu: [1]\n') },
    {
      name: "a settings.gpuResources quantity is gpu-quantity-invalid's too",
      yaml: limits('          example.com/gpu: half\n'),
      config: { settings: { gpuResources: ['example.com/gpu'] } },
    },
    {
      name: 'core v1 Event (served, no bundled schema), kubeconfig files and empty Lists',
      yaml:
        'apiVersion: v1\nkind: Event\nmetadata: ' +
        '{name: e}\ninvolvedObject: {kind: Pod}\nreason: 42\n---\napiVersion: v1\nkind: Config\nclusters: []\n---\napiVersion: v1\n' +
        'kind: List\nitems: []\n',
    },
    {
      name: 'an API the target version serves',
      yaml:
        'apiVersion: resource.k8s.io/v1\nkind: DeviceClass\nmetadata: {name: ' +
        'gpu.nvidia.com}\nspec:\n  selectors:\n    - cel: {expression: "device.driver == \'gpu.nvidia.com\'"}\n',
    },
    {
      name: 'a target newer than the bundled schemas: unknown kinds are not judged',
      yaml: 'apiVersion: scheduling.k8s.io/v1alpha2\n' + 'kind: Workload\nmetadata: {name: w}\n',
      config: { settings: { kubernetesVersion: '1.36' } },
    },
    {
      name: 'a target newer than the bundled schemas: another apiVersion of a served kind may be new',
      yaml: 'apiVersion: ' + 'resource.k8s.io/v2\nkind: ResourceClaim\nmetadata: {name: gpu}\n',
      config: { settings: { kubernetesVersion: '1.40' } },
    },
    {
      name: 'a target older than the bundled schemas: an API removed before the oldest one may still be served',
      yaml: 'apiVersion: flowcontrol.apiserver.k8s.io/v1beta2\nkind: FlowSchema\nmetadata: {name: f}\n',
      config: { settings: { kubernetesVersion: '1.27' } },
    },
    {
      name: 'a target older than the bundled schemas: a kind that is not a case slip is not judged',
      yaml: 'apiVersion: apps/v1\n' + 'kind: Deploymnet\nmetadata: {name: d}\n',
      config: { settings: { kubernetesVersion: '1.27' } },
    },
    {
      name: "a removed API is api-removed's",
      yaml: 'apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata: {name: p}\nspec: ' + '{minAvailable: one}\n',
    },
    {
      name: 'custom resource valid against its CRD',
      yaml: `${crd}---\n${server(
        '  model: llama\n  gpus: 2\n  dtype: bfloat16\n  port: ' +
          'http\n  autoscale: true\n  args: ["--max-model-len", "8192"]\n  memory: 16Gi\n',
      )}`,
    },
    {
      name: "custom resource: an unquoted yes in a string field is yaml-ambiguous-scalar's",
      yaml: `${crd}---\n${server('  model: yes\n')}`,
    },
  ],
  invalid: [
    {
      name: 'replicas as a float',
      yaml:
        'apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: s}\nspec:\n  replicas: 1.5\n  ' +
        'serviceName: s\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec: {containers: ' +
        '[{name: c, image: i}]}\n',
      lines: [5],
      messages: [/^spec\.replicas must be an integer, not the number 1\.5\.$/],
    },
    {
      name: 'a port as a string, a boolean as a string',
      yaml: pod('      ports: [{containerPort: "8000"}]\n', '  hostNetwork: "true"\n'),
      lines: [6, 10],
      messages: [/hostNetwork must be true or false, not the string "true"/, /containerPort must be an integer, not the string "8000"/],
    },
    {
      name: 'numbers and booleans where strings go (labels, annotations, env values)',
      yaml: pod(
        '      env:\n        - {name: ' + 'PORT, value: 8080}\n',
        '',
        '  labels: {version: 2}\n  annotations: {sidecar.istio.io/inject: false}\n',
      ),
      lines: [5, 6, 12],
      messages: [
        /labels\.version must be a string, not the number 2/,
        /annotations\["sidecar\.istio\.io\/inject"\] must be a string, not the boolean false/,
        /env\[0\]\.value must be a string, not the number 8080/,
      ],
    },
    {
      name: 'quantities that do not parse',
      yaml: limits('          memory: 16 GB\n          cpu: 2 cores\n          ' + 'ephemeral-storage: 10gi\n'),
      lines: [11, 12, 13],
      messages: [
        /"16 GB" is not a Kubernetes quantity; write 16G \(or 16Gi for binary units\)/,
        /"2 cores" is not a Kubernetes quantity; write a number/,
        /"10gi" is not a Kubernetes quantity; write 10Gi\./,
      ],
    },
    {
      name: 'a quantity of the wrong type',
      yaml: pod('', '  volumes:\n    - name: shm\n      emptyDir: {medium: ' + 'Memory, sizeLimit: true}\n'),
      lines: [8],
      messages: [/sizeLimit must be a quantity/],
    },
    {
      name: 'int-or-string given a float',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  strategy:\n    ' +
        'rollingUpdate: {maxSurge: 0.5}\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec: ' +
        '{containers: [{name: c, image: i}]}\n',
      lines: [6],
      messages: [/maxSurge must be an integer or a string, not the number 0\.5/],
    },
    {
      name: 'enum values with the wrong case or spelling',
      yaml: pod(
        '      imagePullPolicy: IfNotPresnt\n      ports: [{containerPort: ' + '80, protocol: tcp}]\n',
        '  restartPolicy: always\n',
      ),
      lines: [6, 10, 11],
      messages: [
        /restartPolicy: "always" is not one of Always, Never, OnFailure; did you mean "Always"\?/,
        /did you mean "IfNotPresent"/,
        /did you mean "TCP"/,
      ],
    },
    {
      name: 'a list where a mapping goes, a mapping where a list goes, a mapping where a string goes',
      yaml: pod('      args: {model: llama}\n      workingDir: {dir: /srv}\n', '  nodeSelector: [gpu]\n'),
      lines: [6, 10, 11],
      messages: [
        /nodeSelector must be a mapping, not a list/,
        /args must be a list, not a mapping/,
        /workingDir must be a string, not a mapping/,
      ],
    },
    {
      name: 'Secret data that is not base64',
      yaml: 'apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata:\n  ' + 'HF_TOKEN: hf_abc123\n',
      lines: [5],
      messages: [/data\.HF_TOKEN is not base64-encoded data \(put plain text under stringData instead\)/],
    },
    {
      name: 'an apiVersion that does not serve the kind',
      yaml:
        'apiVersion: apps/v1beta3\nkind: Deployment\nmetadata: {name: d}\n---\n' +
        'apiVersion: v1\nkind: Deployment\nmetadata: {name: e}\n',
      lines: [1, 5],
      messages: [
        /Kubernetes 1\.34 serves Deployment as apps\/v1, not as apps\/v1beta3; use apps\/v1\./,
        /serves Deployment as apps\/v1, not as v1/,
      ],
    },
    {
      name: 'a misspelled kind',
      yaml: 'apiVersion: apps/v1\nkind: Deploymnet\nmetadata: {name: d}\n',
      lines: [2],
      messages: [/^apps\/v1 has no kind "Deploymnet" in Kubernetes 1\.34; did you mean Deployment\?$/],
    },
    {
      name: 'an API added after the target version (DRA v1 is 1.34)',
      yaml: 'apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\n' + 'metadata: {name: gpu}\nspec: {}\n',
      config: { settings: { kubernetesVersion: '1.31' } },
      lines: [1],
      messages: [
        new RegExp(
          'Kubernetes 1\\.31 does not serve resource\\.k8s\\.io\\/v1 ResourceClaim \\(the bundled schemas have it in ' +
            '1\\.34\\); use resource\\.k8s\\.io\\/v1alpha3\\.',
        ),
      ],
    },
    {
      name: 'an apiVersion no bundled release has',
      yaml: 'apiVersion: scheduling.k8s.io/v1alpha2\nkind: Workload\n' + 'metadata: {name: w}\n',
      lines: [1],
      messages: [/no Kubernetes release from 1\.29-1\.34 has scheduling\.k8s\.io\/v1alpha2/],
    },
    {
      name: 'a target older than the bundled schemas: an API the oldest one does not serve yet',
      yaml: 'apiVersion: resource.k8s.io/v1\n' + 'kind: DeviceClass\nmetadata: {name: gpu.nvidia.com}\n',
      config: { settings: { kubernetesVersion: '1.28' } },
      positions: ['1:1-1:31'],
      messages: [
        new RegExp(
          '^Kubernetes 1\\.29 \\(the nearest bundled to 1\\.28\\) does not serve resource\\.k8s\\.io\\/v1 DeviceClass ' +
            '\\(the bundled schemas have it in 1\\.34\\); set settings\\.kubernetesVersion to a version that serves it\\.$',
        ),
      ],
    },
    {
      name: 'a target older than the bundled schemas: what the oldest one serves instead is only a hint',
      yaml: 'apiVersion: ' + 'admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\nmetadata: {name: v}\n',
      config: { settings: { kubernetesVersion: '1.27' } },
      lines: [1],
      messages: [/; use admissionregistration\.k8s\.io\/v1beta1 if Kubernetes 1\.27 serves it\.$/],
    },
    {
      name: 'a target newer than the bundled schemas: a kind in the wrong case',
      yaml: 'apiVersion: apps/v1\nkind: deployment\n' + 'metadata: {name: d}\n',
      config: { settings: { kubernetesVersion: '1.40' } },
      positions: ['2:1-2:17'],
      messages: [/^apps\/v1 has no kind "deployment" in Kubernetes 1\.34 \(the nearest bundled to 1\.40\); did you mean Deployment\?$/],
    },
    {
      name: 'custom resource: types, enums, int-or-string',
      yaml: `${crd}---\n${server('  gpus: two\n  dtype: fp16\n  port: 80.5\n  ' + 'autoscale: "true"\n  args: [--tp, 2]\n')}`,
      lines: [36, 37, 38, 39, 40],
      messages: [
        /^spec\.gpus must be an integer, not the string "two"\.$/,
        /spec\.dtype: "fp16" is not one of auto, float16, bfloat16/,
        /spec\.port must be an integer or a string/,
        /spec\.autoscale must be true or false/,
        /spec\.args\[1\] must be a string, not the number 2/,
      ],
    },
    { name: 'custom resource before its CRD', yaml: `${server('  gpus: two\n')}---\n${crd}`, lines: [6] },
    {
      name: "custom resource: a quantity field (controller-gen's int-or-string with the quantity pattern)",
      yaml: `${crd}---\n${server('  memory: 16 GB\n')}`,
      lines: [36],
      messages: [/spec\.memory: "16 GB" is not a Kubernetes quantity; write 16G/],
    },
  ],
});

describe('schema-invalid-value with its neighbours', () => {
  it('leaves yes/on in string fields to yaml-ambiguous-scalar, one finding per value', () => {
    const found = lintYaml(pod('      env:\n        - {name: DEBUG, value: on}\n'), [rule, ambiguous]);
    expect(found.map((f) => f.ruleId)).toEqual(['yaml-ambiguous-scalar']);
  });

  it('leaves GPU quantities to gpu-quantity-invalid, one finding per value', () => {
    const found = lintYaml(limits('          nvidia.com/gpu: one\n          memory: 16 GB\n'), [rule, gpuQuantity]);
    expect(found.map((f) => `${f.ruleId}:${f.range.start.line}`)).toEqual(['gpu-quantity-invalid:11', 'schema-invalid-value:12']);
  });

  it('caps the findings of one object', () => {
    const env = Array.from({ length: 500 }, (_, i) => `        - {name: V${i}, value: ${i}}\n`).join('');
    const found = lintYaml(pod(`      env:\n${env}`), [rule]);
    expect(found.length).toBe(100);
  });
});
