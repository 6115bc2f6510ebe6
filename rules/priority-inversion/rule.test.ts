import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const pc = (name: string, value: number | string, extra = '') =>
  `apiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  ` + `name: ${name}\nvalue: ${value}\n${extra}---\n`;

/** A GPU training Job; `priorityClassName:` is its line 8 (omitted when cls is undefined). */
const job = (cls?: string, name = 'finetune', meta = '') => `apiVersion: batch/v1
kind: Job
metadata:
  name: ${name}
${meta}spec:
  template:
    spec:
${cls === undefined ? '' : `      priorityClassName: ${cls}\n`}      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
---
`;

/** A GPU serving Deployment. */
const server = (cls?: string, name = 'chat', image = 'vllm/vllm-openai:v0.9.0', gpu = true) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  template:
    metadata:
      labels: {app: ${name}}
    spec:
${cls === undefined ? '' : `      priorityClassName: ${cls}\n`}      containers:
        - name: server
          image: ${image}
${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}---
`;

const lines = (text: string) => text.split('\n').length - 1;

function lintFiles(files: [string, string][], config: ConfigFile = {}) {
  const linter = new Linter({ rules: [rule], config: resolveConfig(config) });
  for (const [file, text] of files) linter.lintText(file, text);
  linter.finish();
  return linter.findings.filter((f) => f.ruleId === rule.id);
}

const CLASSES = pc('batch-high', 10000) + pc('inference', 1000);

testRule(rule, {
  valid: [
    { name: 'equal values do not preempt', yaml: pc('shared', 500) + job('shared') + server('shared') },
    {
      name: 'the serving class is unknown (only in cluster.priorityClasses)',
      yaml: pc('batch-high', 10000) + job('batch-high') + server('platform-inference'),
      config: { cluster: { priorityClasses: ['platform-inference'] } },
    },
    {
      name: 'serving without a class and no globalDefault in the input: priority-class-missing covers it',
      yaml: pc('batch-high', 10000) + job('batch-high') + server(),
    },
    { name: 'a placeholder class on the training Job', yaml: CLASSES + job('"{{ .Values.priority }}"') + server('inference') },
    {
      name: 'a PriorityClass value that is not a number',
      yaml: pc('batch-high', '"{{ .Values.value }}"') + pc('inference', 1000) + job('batch-high') + server('inference'),
    },
    { name: 'a plain web Deployment is not serving', yaml: CLASSES + job('batch-high') + server('inference', 'web', 'nginx:1.27', false) },
    {
      name: 'a CPU-only Job is not a training workload',
      yaml:
        CLASSES +
        job('batch-high').replace('          resources:\n            ' + 'limits:\n              nvidia.com/gpu: 8\n', '') +
        server('inference'),
    },
    {
      name: 'the first definition of a class wins (values are immutable)',
      yaml: pc('batch', 100) + pc('batch', 10000) + pc('inference', 1000) + job('batch') + server('inference'),
    },
  ],
  invalid: [
    {
      name: 'a system class on a training Job',
      yaml: pc('inference', 1000) + job('system-cluster-critical') + server('inference'),
      lines: [6 + 8],
      messages: [
        new RegExp(
          'PriorityClass "system-cluster-critical" \\(value 2000000000\\), higher than serving Deployment "chat" with ' +
            'PriorityClass "inference" \\(value 1000\\)',
        ),
      ],
    },
    {
      name: 'globalDefault applies to both sides without a class',
      yaml: pc('default-high', 5000, 'globalDefault: true\n') + pc('inference-low', 10) + job() + server('inference-low'),
      lines: [13 + 7],
      messages: [/has no priorityClassName, so the globalDefault PriorityClass "default-high" \(value 5000\)/],
    },
    {
      name: 'names the lowest outranked serving workload and counts the others',
      yaml:
        CLASSES +
        pc('inference-low', 5) +
        job('batch-high') +
        server('inference', 'a') +
        server('inference-low', 'b') +
        server('batch-high', 'c'),
      lines: [18 + 8],
      messages: [
        new RegExp(
          'higher than serving Deployment "b" with PriorityClass "inference-low" \\(value 5\\) and 1 other serving ' +
            'workload of the same apply unit \\.\\/: ' +
            '.*at most 5, or raise the serving class above 10000',
        ),
      ],
    },
    {
      name: 'preemptionPolicy Never still jumps the queue',
      yaml: pc('batch-high', 10000, 'preemptionPolicy: Never\n') + pc('inference', 1000) + job('batch-high') + server('inference'),
      lines: [13 + 8],
      messages: [/preemptionPolicy: Never/],
    },
    {
      name: 'PyTorchJob: reported once, at the highest template; LeaderWorkerSet serving',
      yaml:
        CLASSES +
        pc('batch-low', 1) +
        'apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: ft\nspec:\n  pytorchReplicaSpecs:\n    Master:\n      ' +
        'template:\n        spec:\n          priorityClassName: batch-low\n          containers: [{name: pytorch, image: ' +
        'nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 8}}}]\n    Worker:\n      replicas: 3\n      template:\n ' +
        '       spec:\n          priorityClassName: batch-high\n          containers: [{name: pytorch, image: ' +
        'nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 8}}}]\n---\n' +
        'apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata:\n  name: lws\nspec:\n  leaderWorkerTemplate:\n    ' +
        'workerTemplate:\n      spec:\n        priorityClassName: inference\n        containers: [{name: vllm, image: ' +
        'vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]\n',
      lines: [18 + 16],
      messages: [/Training PyTorchJob "ft" has PriorityClass "batch-high".*serving LeaderWorkerSet "lws" \(worker pods\)/],
    },
    {
      name: 'the objects are List items',
      yaml:
        `${CLASSES}apiVersion: v1\nkind: List\nitems:\n  - apiVersion: batch/v1\n    kind: CronJob\n    metadata: {name: nightly}\n  ` +
        `  spec:\n      schedule: "0 2 * * *"\n      jobTemplate:\n        spec:\n          template:\n            spec:\n              ` +
        `priorityClassName: batch-high\n              containers: [{name: t, image: nvcr.io/nvidia/pytorch:24.05-py3, resources: ` +
        `{limits: {nvidia.com/gpu: 1}}}]\n  - apiVersion: serving.kserve.io/v1beta1\n    kind: InferenceService\n    metadata: {name: ` +
        `llm}\n    spec:\n      predictor:\n        priorityClassName: inference\n        model: {modelFormat: {name: huggingface}, ` +
        `resources: {limits: {nvidia.com/gpu: 1}}}\n`,
      lines: [12 + 13],
      messages: [/CronJob "nightly".*InferenceService "llm" \(predictor pods\)/],
    },
  ],
});

describe('priority-inversion across files', () => {
  it('classes, jobs and servers in any file order; related points at the serving workload', () => {
    const found = lintFiles([
      ['serve.yaml', server('inference')],
      ['train.yaml', job('batch-high')],
      ['classes.yaml', CLASSES],
    ]);
    expect(found.map((f) => [f.file, f.range.start.line, f.object?.name])).toEqual([['train.yaml', 8, 'finetune']]);
    expect(found[0]!.related?.map((r) => [r.file, r.range?.start.line, r.message])).toEqual([
      ['serve.yaml', 10, 'Serving Deployment "chat" runs with PriorityClass "inference" (value 1000).'],
    ]);
  });

  it('honours the ignore annotation on the training workload', () => {
    const found = lintYaml(
      CLASSES + job('batch-high', 'finetune', '  annotations: {ai-k8s-lint.io/ignore: priority-inversion}\n') + server('inference'),
      [rule],
    );
    expect(found.map((f) => [f.ruleId, !!f.suppressed])).toEqual([['priority-inversion', true]]);
  });

  it('is not silenced by --partial (the values it compares are all in the input)', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('all.yaml', CLASSES + job('batch-high') + server('inference'));
    linter.finish();
    expect(linter.findings).toHaveLength(1);
  });

  it('the helpers above build what the line numbers assume', () => {
    expect([lines(pc('a', 1)), lines(job('x'))]).toEqual([6, 16]);
  });
});
