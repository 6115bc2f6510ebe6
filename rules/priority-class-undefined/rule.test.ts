import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// `priorityClassName:` is line 7.
const pod = (cls: string, meta = '') => `apiVersion: v1
kind: Pod
metadata:
  name: web
${meta}spec:
  containers: [{name: web, image: nginx:1.27}]
  priorityClassName: ${cls}
`;

const CLASS = (name: string) => `apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: ${name}\nvalue: 1000\n---\n`;

function lintFiles(files: [string, string][], config: ConfigFile = {}, partial = false) {
  const linter = new Linter({ rules: [rule], config: resolveConfig(config, { partial }) });
  for (const [file, text] of files) linter.lintText(file, text);
  linter.finish();
  return linter.findings.filter((f) => f.ruleId === rule.id);
}

testRule(rule, {
  valid: [
    { name: 'system-cluster-critical', yaml: pod('system-cluster-critical') },
    { name: 'defined later in the same file', yaml: `${pod('batch-low')}---\n${CLASS('batch-low')}` },
    {
      name: 'listed in cluster.priorityClasses',
      yaml: pod('inference-high'),
      config: { cluster: { priorityClasses: ['inference-high'] } },
    },
    { name: 'a placeholder', yaml: pod('"{{ .Values.priorityClassName }}"') },
    { name: 'an empty name', yaml: pod('""') },
    { name: 'a wrong type', yaml: pod('{name: x}') },
    {
      name: 'defined as a List item',
      yaml:
        `${pod('batch-low')}---\napiVersion: v1\nkind: List\nitems:\n  - apiVersion: ` +
        `scheduling.k8s.io/v1\n    kind: PriorityClass\n    metadata: {name: batch-low}\n    value: 10\n`,
    },
    {
      name: 'Volcano Job with a defined class',
      yaml:
        `${CLASS('volcano-high')}apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata:\n  name: mpi\nspec:\n  ` +
        `priorityClassName: volcano-high\n  tasks:\n    - name: worker\n      replicas: 2\n      template:\n        spec:\n          ` +
        `priorityClassName: volcano-high\n          containers: [{name: w, image: busybox}]\n`,
    },
  ],
  invalid: [
    {
      name: 'a plain web Pod: the rule is general',
      yaml: pod('web-critical'),
      lines: [7],
      messages: [/priorityClassName "web-critical" of Pod "web" names no PriorityClass.*rejects its pods/],
    },
    {
      name: 'a typo gets a suggestion',
      yaml: `${CLASS('inference-high')}${pod('inference-hihg')}`,
      lines: [13],
      messages: [/did you mean "inference-high"\?/],
    },
    {
      name: 'a PriorityClass of another API group does not count',
      yaml:
        `apiVersion: kueue.x-k8s.io/v1beta1\nkind: WorkloadPriorityClass\nmetadata:\n  name: batch-low\nvalue: 10\n---\n` +
        `${pod('batch-low')}`,
      lines: [13],
    },
    {
      name: 'LeaderWorkerSet: both templates',
      yaml:
        'apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata:\n  name: lws\nspec:\n  leaderWorkerTemplate:\n    ' +
        'leaderTemplate:\n      spec:\n        priorityClassName: missing-a\n        containers: [{name: l, image: ' +
        'vllm/vllm-openai:v0.9.0}]\n    workerTemplate:\n      spec:\n        priorityClassName: missing-b\n        containers: [{name: ' +
        'w, image: vllm/vllm-openai:v0.9.0}]\n',
      lines: [9, 13],
      messages: [/rejects its leader pods/, /rejects its worker pods/],
    },
    {
      name: 'Kubeflow PyTorchJob gang-scheduling policy and a pod template',
      yaml:
        'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: ft\nspec:\n  runPolicy:\n    schedulingPolicy:\n      ' +
        'priorityClass: gang-high\n  pytorchReplicaSpecs:\n    Worker:\n      replicas: 2\n      template:\n        spec:\n          ' +
        'priorityClassName: gang-high\n          containers: [{name: pytorch, image: nvcr.io/nvidia/pytorch:24.05-py3}]\n',
      lines: [8, 14],
      messages: [/gang scheduler/, /rejects its pods/],
    },
    {
      name: 'an InferenceService predictor',
      yaml:
        'apiVersion: serving.kserve.io/v1beta1\nkind: InferenceService\nmetadata:\n  name: ' +
        'llm\nspec:\n  predictor:\n    priorityClassName: nope\n    model:\n      modelFormat: {name: huggingface}\n',
      lines: [7],
    },
  ],
});

describe('priority-class-undefined across files', () => {
  const job =
    'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: train\nspec:\n  template:\n    spec:\n      priorityClassName: ' +
    'training\n      restartPolicy: Never\n      containers: [{name: t, image: nvcr.io/nvidia/pytorch:24.05-py3}]\n';

  it('a PriorityClass in a later file counts', () => {
    expect(
      lintFiles([
        ['job.yaml', job],
        ['classes.yaml', CLASS('training')],
      ]),
    ).toEqual([]);
  });

  it('reports in the referencing file, at the value', () => {
    const found = lintFiles([
      ['job.yaml', job],
      ['classes.yaml', CLASS('inference')],
    ]);
    expect(found.map((f) => [f.file, f.range.start.line, f.range.start.column, f.object?.name])).toEqual([['job.yaml', 8, 7, 'train']]);
  });

  it('is silenced by --partial', () => {
    expect(lintFiles([['job.yaml', job]], {}, true)).toEqual([]);
    expect(lintFiles([['job.yaml', job]], {}, false)).toHaveLength(1);
  });

  it('honours the ignore annotation', () => {
    const found = lintYaml(
      pod(
        'nope',
        '  annotations: {ai-k8s-lint.io/ignore: priority-class-undefined, ai-k8s-lint.io/ignore-reason: ' +
          'installed by the platform chart}\n',
      ),
      [rule],
    );
    expect(found.map((f) => f.suppressed?.justification)).toEqual(['installed by the platform chart']);
  });
});
