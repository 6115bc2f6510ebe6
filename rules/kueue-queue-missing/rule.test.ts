import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A LocalQueue; 8 lines including the separator. */
const queue = (name = 'team-a', ns = 'ml') => `apiVersion: kueue.x-k8s.io/v1beta1
kind: LocalQueue
metadata:
  name: ${name}
  namespace: ${ns}
spec:
  clusterQueue: gpus
---
`;

/** A GPU Job in `ns`; its `metadata:` is line 3, `meta` lines start at line 6. */
const job = (meta = '', ns = 'ml', gpu = true) => `apiVersion: batch/v1
kind: Job
metadata:
  name: ft
  namespace: ${ns}
${meta}spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
${gpu ? '          resources: {limits: {nvidia.com/gpu: 1}}\n' : ''}---
`;

const Q = 8;
const labelled = (name: string) => `  labels:\n    kueue.x-k8s.io/queue-name: ${name}\n`;

testRule(rule, {
  valid: [
    { name: 'a queue name of the wrong type is not judged', yaml: queue() + job('  labels:\n    kueue.x-k8s.io/queue-name: 5\n') },
    { name: 'no LocalQueue in the input', yaml: job() },
    { name: 'the Job names an existing queue', yaml: queue() + job(labelled('team-a')) },
    { name: 'the deprecated annotation', yaml: queue() + job('  annotations:\n    kueue.x-k8s.io/queue-name: team-a\n') },
    { name: 'the queues are in another namespace', yaml: queue('team-a', 'research') + job() },
    { name: 'a LocalQueue named default takes unlabelled jobs', yaml: queue('default') + job() },
    { name: 'a CPU Job is not judged', yaml: queue() + job('', 'ml', false) },
    { name: 'a placeholder queue name', yaml: queue() + job(labelled('"{{ .Values.queue }}"')) },
    {
      name: 'a GPU Deployment is not a default Kueue integration',
      yaml:
        queue() +
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: ' +
        '{name: llm, namespace: ml}\nspec:\n  template:\n    spec:\n      containers: [{name: vllm, image: vllm/vllm-openai:v0.9.0, ' +
        'resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    },
    {
      name: 'a RayJob on an existing cluster',
      yaml:
        queue() +
        'apiVersion: ray.io/v1\nkind: RayJob\nmetadata: {name: rj, namespace: ' +
        'ml}\nspec:\n  clusterSelector: {ray.io/cluster: shared}\n  entrypoint: python train.py\n',
    },
    {
      name: 'no namespace on either side: both default',
      yaml: queue('q', 'default') + job(labelled('q')).replace('  namespace: ml\n', ''),
    },
  ],
  invalid: [
    {
      name: 'no label: points at metadata',
      yaml: queue() + job(),
      lines: [Q + 3],
      messages: [
        new RegExp(
          '^GPU Job "ft" in namespace "ml" has no kueue.x-k8s.io\\/queue-name label although its apply unit \\.\\/ ' +
            'defines Kueue LocalQueues there \\("team-a"\\), so Kueue does not manage it and it runs outside the GPU quota; add ' +
            'metadata.labels ' +
            'kueue.x-k8s.io\\/queue-name: team-a\\.$',
        ),
      ],
    },
    { name: 'labels without the queue label: points at labels', yaml: queue() + job('  labels:\n    app: ft\n'), lines: [Q + 6] },
    {
      name: 'a queue that does not exist: points at the label',
      yaml: queue() + queue('team-b') + job(labelled('team-c')),
      lines: [Q * 2 + 7],
      messages: [
        new RegExp(
          'names LocalQueue "team-c", which does not exist in namespace "ml" \\(its LocalQueues: "team-a", "team-b"\\), so ' +
            'Kueue keeps it suspended',
        ),
      ],
    },
    {
      name: 'a queue of another namespace does not count',
      yaml: queue('team-a', 'ml') + queue('shared', 'research') + job(labelled('shared')),
      lines: [Q * 2 + 7],
    },
    {
      name: 'a CronJob: the label belongs on the job template',
      yaml:
        queue() +
        'apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: nightly\n  namespace: ml\n  labels:\n    kueue.x-k8s.io/queue-name: ' +
        'team-a\nspec:\n  schedule: "0 2 * * *"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: ' +
        'Never\n          containers: [{name: t, image: busybox, resources: {limits: {nvidia.com/gpu: 1}}}]\n',
      lines: [Q + 10],
      messages: [/add spec.jobTemplate.metadata.labels kueue.x-k8s.io\/queue-name: team-a/],
    },
    {
      name: 'JobSet and TrainJob in a List',
      yaml:
        queue() +
        `apiVersion: v1
kind: List
items:
  - apiVersion: jobset.x-k8s.io/v1alpha2
    kind: JobSet
    metadata: {name: pre, namespace: ml}
    spec:
      replicatedJobs:
        - name: w
          template:
            spec:
              template:
                spec:
                  containers: [{name: t, image: nvcr.io/nvidia/nemo:24.07, resources: {limits: {nvidia.com/gpu: 8}}}]
  - apiVersion: trainer.kubeflow.org/v1alpha1
    kind: TrainJob
    metadata: {name: tj, namespace: ml}
    spec:
      runtimeRef: {name: torch-distributed}
      trainer:
        numNodes: 2
        resourcesPerNode:
          limits: {nvidia.com/gpu: 4}
`,
      lines: [Q + 6, Q + 17],
      messages: [/JobSet "pre"/, /TrainJob "tj"/],
    },
  ],
});

describe('kueue-queue-missing across files and in partial mode', () => {
  it('the LocalQueue in another file counts', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('job.yaml', job());
    linter.lintText('queues.yaml', queue());
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line])).toEqual([['job.yaml', 3]]);
    expect(linter.findings[0]!.related?.map((r) => [r.file, r.range?.start.line])).toEqual([['queues.yaml', 2]]);
  });

  it('is silenced by --partial (the queue may be in a file that was not given)', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('a.yaml', queue() + job(labelled('missing')));
    linter.finish();
    expect(linter.findings).toEqual([]);
  });

  it('the ignore annotation marks the finding suppressed', () => {
    const found = lintYaml(queue() + job('  annotations: {ai-k8s-lint.io/ignore: kueue-queue-missing}\n'), [rule]);
    expect(found.map((f) => !!f.suppressed)).toEqual([true]);
  });
});
