import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A GPU vLLM Deployment in namespace ml; `podSpec` goes first in the pod spec (line 8 is the pod `spec:`). */
const deployment = (podSpec = '', container = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
  namespace: ml
spec:
  template:
    spec:
${podSpec}      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources: {limits: {nvidia.com/gpu: 1}}
${container}---
`;

const defaultAccount = (ns: string, automount?: boolean) => `apiVersion: v1
kind: ServiceAccount
metadata:
  name: default
  namespace: ${ns}
${automount === undefined ? '' : `automountServiceAccountToken: ${automount}\n`}---
`;

const RAY = (autoscaling: string) => `apiVersion: ray.io/v1
kind: RayCluster
metadata: {name: ray, namespace: ml}
spec:
${autoscaling}  headGroupSpec:
    template:
      spec:
        containers: [{name: head, image: rayproject/ray-ml:2.9.0-gpu, resources: {limits: {nvidia.com/gpu: 1}}}]
`;

testRule(rule, {
  valid: [
    { name: 'a string "false" is not true: unreadable, silent', yaml: deployment('      automountServiceAccountToken: "false"\n') },
    { name: 'the pod opts out', yaml: deployment('      automountServiceAccountToken: false\n') },
    { name: 'the default ServiceAccount of the namespace opts out', yaml: deployment() + defaultAccount('ml', false) },
    { name: 'a dedicated ServiceAccount', yaml: deployment('      serviceAccountName: llm-reader\n') },
    // Its pods come from the TrainingRuntime, where the ServiceAccount and token settings are.
    {
      name: 'a TrainJob: the runtime writes the pod',
      yaml:
        'apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata: ' +
        '{name: ft, namespace: ml}\nspec:\n  runtimeRef: {name: torch-distributed}\n  trainer:\n    image: nvcr.io/nvidia/pytorch:' +
        '24.05-py3\n    numNodes: 2\n    resourcesPerNode: {limits: {nvidia.com/gpu: 8}}\n',
    },
    {
      name: 'a RoleBinding grants the default ServiceAccount a role',
      yaml:
        deployment() +
        'apiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata: {name: read, namespace: ml}\nroleRef: ' +
        '{apiGroup: rbac.authorization.k8s.io, kind: Role, name: read}\nsubjects:\n  - kind: ServiceAccount\n    name: default\n',
    },
    {
      name: 'a container that runs kubectl',
      yaml: deployment(
        '',
        '        - name: sync\n          image: bitnami/kubectl:1.30\n         ' + ' command: ["kubectl", "get", "cm"]\n',
      ),
    },
    { name: 'a KubeRay head with the autoscaler', yaml: RAY('  enableInTreeAutoscaling: true\n') },
    {
      name: 'placeholders',
      yaml:
        deployment('      automountServiceAccountToken: "{{ .Values.automount }}"\n') +
        deployment('      serviceAccountName: "{{ .Values.sa }}"\n').replace('name: llm', 'name: llm2'),
    },
    {
      name: 'a plain web Deployment',
      yaml: deployment()
        .replace('vllm/vllm-openai:v0.9.0', 'nginx:1.27')
        .replace('          resources: {limits: {nvidia.com/gpu: 1}}\n', ''),
    },
    {
      name: 'notebooks are judged by notebook-isolation-missing',
      yaml: deployment().replace('vllm/vllm-openai:v0.9.0', 'quay.io/jupyter/pytorch-notebook:cuda12-2024-07-29'),
    },
    {
      name: 'Argo Workflow pods need the API for the executor',
      yaml:
        'apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata: {name: wf}\nspec:\n  templates:\n    - name: train\n      ' +
        'container: {image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime, resources: {limits: {nvidia.com/gpu: 1}}}\n',
    },
  ],
  invalid: [
    {
      name: 'no setting: points at the pod spec',
      yaml: deployment(),
      lines: [8],
      messages: [
        new RegExp(
          '^The pods of Deployment "llm" mount the API token of the "default" ServiceAccount \\(automountServiceAccountToken is ' +
            'not false\\) although nothing in its apply unit \\.\\/ grants it a role',
        ),
      ],
    },
    {
      name: 'explicit true: points at it',
      yaml: deployment('      automountServiceAccountToken: true\n'),
      lines: [9],
      messages: [/\(automountServiceAccountToken: true\)/],
    },
    { name: 'explicit default ServiceAccount', yaml: deployment('      serviceAccountName: default\n'), lines: [8] },
    {
      name: 'the default ServiceAccount in the input does not opt out',
      yaml: deployment() + defaultAccount('ml', true),
      lines: [8],
      messages: [/neither the pod nor the ServiceAccount/],
    },
    { name: 'an opt-out in another namespace does not count', yaml: deployment() + defaultAccount('web', false), lines: [8] },
    { name: 'a KubeRay head without the autoscaler', yaml: RAY(''), lines: [7], messages: [/RayCluster "ray" \(head\)/] },
    {
      name: 'a PyTorchJob in a List: one finding per replica template',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: kubeflow.org/v1
    kind: PyTorchJob
    metadata: {name: ft}
    spec:
      pytorchReplicaSpecs:
        Master:
          template:
            spec:
              containers: [{name: pytorch, image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime}]
        Worker:
          template:
            spec:
              containers: [{name: pytorch, image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime}]
`,
      lines: [11, 15],
      messages: [/PyTorchJob "ft" \(Master\)/, /PyTorchJob "ft" \(Worker\)/],
    },
  ],
});

describe('service-account-token-automount across files', () => {
  it('a ClusterRoleBinding in another file naming the default ServiceAccount silences it', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('app.yaml', deployment());
    linter.lintText(
      'rbac.yaml',
      'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata: {name: view}\nroleRef: {apiGroup: ' +
        'rbac.authorization.k8s.io, kind: ClusterRole, name: view}\nsubjects: [{kind: ServiceAccount, name: default, namespace: ml}]\n',
    );
    linter.finish();
    expect(linter.findings).toEqual([]);
  });

  it('the ignore annotation marks the finding suppressed; partial mode keeps the rule', () => {
    const found = lintYaml(
      deployment().replace(
        '  namespace: ml\n',
        '  namespace: ml\n  annotations: {ai-k8s-lint.io/ignore: ' + 'service-account-token-automount}\n',
      ),
      [rule],
    );
    expect(found.map((f) => !!f.suppressed)).toEqual([true]);
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('a.yaml', deployment());
    linter.finish();
    expect(linter.findings.map((f) => f.level)).toEqual(['note']);
  });
});

describe('service-account-token-automount suggestion', () => {
  const FIX = (path: (string | number)[]) => ({
    kind: 'suggestion',
    description: 'Set automountServiceAccountToken: false on the pod spec',
    changes: [{ op: 'set', path, value: false }],
  });

  it('sets automountServiceAccountToken: false on the pod spec, written or not, at its path in the document', () => {
    const spec = ['spec', 'template', 'spec', 'automountServiceAccountToken'];
    expect(lintYaml(deployment(), [rule]).map((f) => [f.docIndex, f.fix])).toEqual([[0, FIX(spec)]]);
    expect(lintYaml(deployment('      automountServiceAccountToken: true\n'), [rule]).map((f) => f.fix)).toEqual([FIX(spec)]);
    const list = `apiVersion: v1\nkind: List\nitems:\n${deployment()
      .replace(/---\n$/, '')
      .split('\n')
      .map((l, i) => (l === '' ? l : `${i === 0 ? '  - ' : '    '}${l}`))
      .join('\n')}`;
    expect(lintYaml(`${defaultAccount('web')}${list}`, [rule]).map((f) => [f.docIndex, f.fix])).toEqual([[1, FIX(['items', 0, ...spec])]]);
  });

  it("offers no change where the pod spec has no such field: a ServingRuntime's is a subset, Knative allows fields by config", () => {
    const runtime = `apiVersion: serving.kserve.io/v1alpha1
kind: ClusterServingRuntime
metadata: {name: vllm}
spec:
  supportedModelFormats: [{name: huggingface}]
  containers:
    - name: kserve-container
      image: vllm/vllm-openai:v0.9.0
      resources: {limits: {nvidia.com/gpu: 1}}
`;
    const knative = `apiVersion: serving.knative.dev/v1
kind: Service
metadata: {name: llm, namespace: ml}
spec:
  template:
    spec:
      containers: [{image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 1}}}]
`;
    const inference = `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata: {name: llm, namespace: ml}
spec:
  predictor:
    containers: [{name: kserve-container, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 1}}}]
`;
    expect(lintYaml(runtime, [rule]).map((f) => f.fix)).toEqual([undefined]);
    expect(lintYaml(knative, [rule]).map((f) => f.fix)).toEqual([undefined]);
    expect(lintYaml(inference, [rule]).map((f) => f.fix)).toEqual([FIX(['spec', 'predictor', 'automountServiceAccountToken'])]);
  });

  it("offers no change for an object of a render: its text is in no file (the finding goes to the chart's source)", () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    const head = { start: { line: 1, column: 1 }, end: { line: 1, column: 17 } };
    linter.lintText('charts/llm/Chart.yaml', deployment(), undefined, {
      label: 'charts/llm (helm template)',
      root: 'charts/llm',
      locate: () => ({ file: 'charts/llm/templates/deployment.yaml', range: head, lineText: 'kind: Deployment' }),
    });
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.render, f.fix])).toEqual([
      ['charts/llm/templates/deployment.yaml', 'charts/llm', undefined],
    ]);
  });
});
