import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A Kubeflow Notebook in namespace team; `podSpec` lines go first in the pod spec (line 8 is `spec:` of the template). */
const notebook = (podSpec = '', gpu = true, meta = '') => `apiVersion: kubeflow.org/v1
kind: Notebook
metadata:
  name: alice
  namespace: team
${meta}spec:
  template:
    spec:
${podSpec}      containers:
        - name: alice
          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
${gpu ? '          resources: {limits: {nvidia.com/gpu: 1}}\n' : ''}---
`;

/** A Deployment running a Jupyter image; line 9 is the pod `spec:`. */
const jupyterDeployment = (podSpec = '', image = 'quay.io/jupyter/scipy-notebook:2024-07-29') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: lab
  namespace: team
spec:
  template:
    metadata: {labels: {app: lab}}
    spec:
${podSpec}      containers:
        - name: lab
          image: ${image}
---
`;

const runtimeClass = (name: string, handler: string) => `apiVersion: node.k8s.io/v1
kind: RuntimeClass
metadata:
  name: ${name}
handler: ${handler}
---
`;

const serviceAccount = (name: string, ns: string, automount?: boolean) => `apiVersion: v1
kind: ServiceAccount
metadata:
  name: ${name}
  namespace: ${ns}
${automount === undefined ? '' : `automountServiceAccountToken: ${automount}\n`}---
`;

testRule(rule, {
  valid: [
    {
      name: 'wrong types are unreadable, not missing',
      yaml: notebook('      runtimeClassName: 5\n      ' + 'automountServiceAccountToken: "no"\n'),
    },
    {
      name: 'Kata with GPU support, no token',
      yaml: notebook('      runtimeClassName: kata-qemu-nvidia-gpu\n      ' + 'automountServiceAccountToken: false\n'),
    },
    { name: 'runsc and a CPU notebook (the token only matters with a GPU)', yaml: jupyterDeployment('      runtimeClassName: runsc\n') },
    {
      name: 'a RuntimeClass of the input whose handler is gVisor, and a ServiceAccount that disables the token',
      yaml:
        notebook('      runtimeClassName: sandboxed\n      serviceAccountName: nb\n') +
        runtimeClass('sandboxed', 'runsc') +
        serviceAccount('nb', 'team', false),
    },
    { name: 'an unknown runtime name is trusted', yaml: jupyterDeployment('      runtimeClassName: corp-isolated\n') },
    {
      name: 'a sandbox named through the option',
      options: { sandboxRuntimeClasses: ['secure'] },
      yaml: notebook('      runtimeClassName: secure\n      automountServiceAccountToken: false\n'),
    },
    {
      name: 'placeholders',
      yaml: notebook(
        '      runtimeClassName: "{{ .Values.runtimeClass }}"\n      automountServiceAccountToken: ' + '"{{ .Values.automount }}"\n',
      ),
    },
    { name: 'a plain web Deployment', yaml: jupyterDeployment('', 'nginx:1.27') },
    {
      name: 'a GPU vLLM server is not a notebook',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: llm}\nspec:\n  template:\n    spec:\n      containers: [{name: ' +
        'vllm, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    },
  ],
  invalid: [
    {
      name: 'a Jupyter Deployment without a RuntimeClass (no GPU: one finding)',
      yaml: jupyterDeployment(),
      lines: [9],
      messages: [
        new RegExp(
          '^Deployment "lab" \\(notebook image quay.io\\/jupyter\\/scipy-notebook:2024-07-29\\) has no runtimeClassName, so it ' +
            'runs in the default runtime: code run in the notebook shares the node kernel with other pods',
        ),
      ],
    },
    {
      name: 'the NVIDIA runtime is not a sandbox, and the token is mounted explicitly',
      yaml: notebook('      runtimeClassName: nvidia\n      automountServiceAccountToken: true\n'),
      lines: [9, 10],
      messages: [
        /uses runtimeClassName "nvidia", which is not a sandbox: code run in the notebook shares the node kernel and the GPU driver/,
        new RegExp(
          '^Notebook "alice" has a GPU \\(container "alice"\\) and mounts the token of service account "default" ' +
            '\\(automountServiceAccountToken: true\\)',
        ),
      ],
    },
    {
      name: 'a RuntimeClass of the input with the runc handler',
      yaml: notebook('      runtimeClassName: secure\n      automountServiceAccountToken: false\n') + runtimeClass('secure', 'runc'),
      lines: [9],
      messages: [/uses RuntimeClass "secure", whose handler "runc" is not a sandbox/],
    },
    {
      name: 'the ServiceAccount of the input does not disable the token',
      yaml:
        notebook('      runtimeClassName: gvisor\n      serviceAccountName: default-editor\n') +
        serviceAccount('default-editor', 'team', true),
      lines: [8],
      messages: [
        new RegExp(
          'mounts the token of service account "default-editor" \\(automountServiceAccountToken is not false on the pod or ' +
            'the ServiceAccount\\)',
        ),
      ],
    },
    {
      name: 'a ServiceAccount of another namespace does not count',
      yaml: notebook('      runtimeClassName: gvisor\n      serviceAccountName: nb\n') + serviceAccount('nb', 'other', false),
      lines: [8],
    },
    {
      name: 'a Notebook in a List, DRA GPU claim',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: resource.k8s.io/v1
    kind: ResourceClaimTemplate
    metadata: {name: gpu, namespace: team}
    spec:
      spec:
        devices:
          requests: [{name: gpu, exactly: {deviceClassName: gpu.nvidia.com}}]
  - apiVersion: kubeflow.org/v1
    kind: Notebook
    metadata: {name: bob, namespace: team}
    spec:
      template:
        spec:
          runtimeClassName: gvisor
          resourceClaims: [{name: gpu, resourceClaimTemplateName: gpu}]
          containers:
            - name: bob
              image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
              resources: {claims: [{name: gpu}]}
`,
      lines: [16],
      messages: [/Notebook "bob" has a GPU \(container "bob"\)/],
    },
  ],
});

describe('notebook-isolation-missing with several files', () => {
  it('the ServiceAccount in another file disables the token', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('sa.yaml', serviceAccount('nb', 'team', false));
    linter.lintText('nb.yaml', notebook('      runtimeClassName: gvisor\n      serviceAccountName: nb\n'));
    linter.finish();
    expect(linter.findings).toEqual([]);
  });

  it('the ignore annotation marks the findings suppressed; partial mode keeps the rule', () => {
    const found = lintYaml(notebook('', true, '  annotations: {ai-k8s-lint.io/ignore: notebook-isolation-missing}\n'), [rule]);
    expect(found.map((f) => [f.range.start.line, !!f.suppressed])).toEqual([
      [9, true],
      [9, true],
    ]);
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('nb.yaml', notebook());
    linter.finish();
    expect(linter.findings).toHaveLength(2);
  });
});
