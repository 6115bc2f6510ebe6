import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import { testRule } from '../../test/helpers/rule-tester.js';

// `runtimeClassName:` is on line 6.
const pod = (name: string, gpu = true) => `apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  runtimeClassName: ${name}
  containers:
    - name: main
      image: ${gpu ? 'vllm/vllm-openai:v0.9.0' : 'nginx:1.27'}
${gpu ? '      resources:\n        limits:\n          nvidia.com/gpu: 1\n' : ''}`;

const runtimeClass = (name: string, apiVersion = 'node.k8s.io/v1') => `apiVersion: ${apiVersion}
kind: RuntimeClass
metadata:
  name: ${name}
handler: ${name}
`;

const clusterPolicy = (spec: string) => `apiVersion: nvidia.com/v1
kind: ClusterPolicy
metadata:
  name: cluster-policy
spec:
${spec}`;

testRule(rule, {
  valid: [
    { name: 'defined in config', yaml: pod('nvidia'), config: { cluster: { runtimeClasses: ['nvidia'] } } },
    {
      name: 'defined after the pod, v1beta1',
      yaml: `${pod('kata-qemu-nvidia-gpu')}---\n` + `${runtimeClass('kata-qemu-nvidia-gpu', 'node.k8s.io/v1beta1')}`,
    },
    { name: 'placeholder', yaml: pod('"{{ .Values.runtimeClassName }}"') },
    { name: 'environment variable placeholder', yaml: pod('${RUNTIME_CLASS}') },
    {
      name: 'no runtimeClassName',
      yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n  containers:\n    - name: main\n      ' + 'image: nginx:1.27\n',
    },
    { name: "wrong type is the schema rules' business", yaml: pod('[nvidia]') },
    {
      name: 'a ClusterPolicy creates nvidia by default',
      yaml: `${clusterPolicy('  operator:\n    defaultRuntime: containerd\n')}---\n` + `${pod('nvidia')}`,
    },
    {
      name: 'a ClusterPolicy with CDI creates nvidia-cdi',
      yaml: `${clusterPolicy('  cdi:\n    enabled: true\n')}---\n` + `${pod('nvidia-cdi')}`,
    },
    {
      name: 'a RuntimeClass with a templated name may be any of them',
      yaml: `${runtimeClass('"{{ .Values.runtimeClass }}"')}---\n` + `${pod('nvidia')}`,
    },
    {
      name: 'RuntimeClass inside a List',
      yaml:
        `apiVersion: v1\nkind: List\nitems:\n  - apiVersion: node.k8s.io/v1\n    kind: ` +
        `RuntimeClass\n    metadata:\n      name: gvisor\n    handler: runsc\n---\n${pod('gvisor', false)}`,
    },
  ],
  invalid: [
    {
      name: 'a typo, with a suggestion from the input',
      yaml: `${runtimeClass('nvidia')}---\n${pod('nvida')}`,
      lines: [12],
      messages: [
        new RegExp(
          '^runtimeClassName "nvida" names a RuntimeClass that is neither in the input nor in config cluster\\.runtimeClasses ' +
            '\\(known: nvidia\\), .* did you mean "nvidia"\\?',
        ),
      ],
    },
    {
      name: 'general rule: a non-GPU pod too, with a suggestion from config',
      yaml: pod('gvisr', false),
      config: { cluster: { runtimeClasses: ['gvisor', 'nvidia'] } },
      lines: [6],
      messages: [/\(known: gvisor, nvidia\).*did you mean "gvisor"\?/],
    },
    {
      name: 'nothing known, no suggestion',
      yaml: pod('nvidia'),
      lines: [6],
      messages: [
        new RegExp(
          '^runtimeClassName "nvidia" names a RuntimeClass that is neither in the input nor in config cluster\\.runtimeClasses, ' +
            'so the API server rejects the pods .*; define the RuntimeClass',
        ),
      ],
    },
    {
      name: 'a ClusterPolicy without CDI does not create nvidia-cdi; its own runtimeClass name replaces nvidia',
      yaml: `${clusterPolicy('  operator:\n    runtimeClass: nvidia-gpu\n')}---\n${pod('nvidia-cdi')}---\n${pod('nvidia')}`,
      lines: [14, 27],
      messages: [/"nvidia-cdi" .*known: nvidia-gpu/, /"nvidia" .*known: nvidia-gpu\)/],
    },
    {
      name: 'PyTorchJob and RayCluster templates',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          runtimeClassName: nvidia-legacy
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
    Worker:
      replicas: 2
      template:
        spec:
          runtimeClassName: nvidia-legacy
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
---
apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: ray
spec:
  headGroupSpec:
    template:
      spec:
        runtimeClassName: nvidia
        containers:
          - name: head
            image: rayproject/ray:2.9.0
  workerGroupSpecs:
    - groupName: gpu
      template:
        spec:
          runtimeClassName: nvidia-legacy
          containers:
            - name: worker
              image: rayproject/ray-ml:2.9.0-gpu
`,
      config: { cluster: { runtimeClasses: ['nvidia'] } },
      lines: [11, 19, 40],
    },
  ],
});

function lintFiles(files: [string, string][], config: ConfigFile = {}, partial = false) {
  const linter = new Linter({ rules: [rule], config: resolveConfig(config, { partial }) });
  for (const [file, text] of files) linter.lintText(file, text);
  linter.finish();
  return linter.findings.filter((f) => f.ruleId === rule.id);
}

describe('runtime-class-undefined across files', () => {
  it('a RuntimeClass in another file, before or after, defines the name', () => {
    expect(
      lintFiles([
        ['a-pod.yaml', pod('nvidia')],
        ['b-runtime.yaml', runtimeClass('nvidia')],
      ]),
    ).toEqual([]);
    expect(
      lintFiles([
        ['a-runtime.yaml', runtimeClass('nvidia')],
        ['b-pod.yaml', pod('nvidia')],
      ]),
    ).toEqual([]);
  });

  it('reports in the file of the pod, at runtimeClassName, with the object identity', () => {
    const found = lintFiles([
      ['runtime.yaml', runtimeClass('nvidia')],
      ['deploy/pod.yaml', pod('nvidia-cdi')],
    ]);
    expect(
      found.map((f) => [f.file, f.range.start.line, f.range.start.column, f.range.end.column, f.object?.kind, f.object?.name]),
    ).toEqual([['deploy/pod.yaml', 6, 3, 31, 'Pod', 'p']]);
  });

  it('--partial silences the rule', () => {
    expect(lintFiles([['pod.yaml', pod('nvidia')]], {}, true)).toEqual([]);
    expect(lintFiles([['pod.yaml', pod('nvidia')]], {}, false)).toHaveLength(1);
  });

  it('the ignore annotation and a disable-next-line comment suppress it', () => {
    const annotated = pod('nvidia').replace(
      '  name: p\n',
      '  name: p\n  annotations:\n    ai-k8s-lint.io/ignore: ' +
        'runtime-class-undefined\n    ai-k8s-lint.io/ignore-reason: created by the node bootstrap\n',
    );
    const commented = pod('nvidia').replace(
      '  runtimeClassName',
      '  # ai-k8s-lint-disable-next-line ' + 'runtime-class-undefined\n  runtimeClassName',
    );
    const found = lintFiles([
      ['a.yaml', annotated],
      ['b.yaml', commented],
    ]);
    expect(found.map((f) => [f.file, f.range.start.line, f.suppressed?.source, f.suppressed?.justification])).toEqual([
      ['a.yaml', 9, 'annotation', 'created by the node bootstrap'],
      ['b.yaml', 7, 'comment', undefined],
    ]);
  });

  it('the rule can be turned off or its level changed in config', () => {
    expect(lintFiles([['pod.yaml', pod('nvidia')]], { rules: { 'runtime-class-undefined': 'off' } })).toEqual([]);
    expect(lintFiles([['pod.yaml', pod('nvidia')]], { rules: { 'runtime-class-undefined': 'warning' } }).map((f) => f.level)).toEqual([
      'warning',
    ]);
  });
});
