import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/**
 * A GPU Job; line 5 is the Job `spec:`; with the default one-line `jobSpec`, line 8 is the pod `spec:` and line 9 the first `podSpec` line.
 */
const job = (podSpec: string, jobSpec = '  backoffLimit: 1\n', gpu = true, image = 'nvcr.io/nvidia/pytorch:24.05-py3', meta = '') =>
  `apiVersion: batch/v1
kind: Job
metadata:
  name: ft
${meta}spec:
${jobSpec}  template:
    spec:
${podSpec}      containers:
        - name: train
          image: ${image}
${gpu ? '          resources: {limits: {nvidia.com/gpu: 1}}\n' : ''}`;

/** A PyTorchJob with one Worker replica; line 9 is the replica's restartPolicy, line 12 the pod template's. */
const pytorchJob = (replicaPolicy: string, podPolicy: string) => `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      restartPolicy: ${replicaPolicy}
      template:
        spec:
          restartPolicy: ${podPolicy}
          containers:
            - {name: pytorch, image: nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 8}}}
`;

testRule(rule, {
  valid: [
    {
      name: 'a placeholder backoffLimit is set; restartPolicy of a wrong type is silent',
      yaml: job('      restartPolicy: 1\n', '  backoffLimit: "{{ .Values.retries }}"\n'),
    },
    { name: 'OnFailure with a backoffLimit', yaml: job('      restartPolicy: OnFailure\n') },
    {
      name: 'backoffLimitPerIndex instead of backoffLimit',
      yaml: job('      restartPolicy: Never\n', '  completionMode: Indexed\n  ' + 'completions: 4\n  backoffLimitPerIndex: 1\n'),
    },
    { name: 'no GPU: no note about backoffLimit (AI image)', yaml: job('      restartPolicy: Never\n', '', false) },
    { name: 'a placeholder restartPolicy', yaml: job('      restartPolicy: "{{ .Values.restartPolicy }}"\n') },
    {
      name: 'a PyTorchJob with OnFailure on both levels (and no backoffLimit: runPolicy is its own)',
      yaml: pytorchJob('OnFailure', 'OnFailure'),
    },
    {
      name: 'a plain web Deployment with Always',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  ' +
        'template:\n    spec:\n      restartPolicy: Always\n      containers: [{name: web, image: nginx:1.27}]\n',
    },
    {
      name: 'a GPU serving Deployment with Always (not training)',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: llm}\n' +
        'spec:\n  template:\n    spec:\n      restartPolicy: Always\n      containers: [{name: vllm, image: vllm/vllm-openai:v0.9.0, ' +
        'resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    },
    {
      name: 'RayJob head and workers are long-running Ray nodes',
      yaml:
        'apiVersion: ray.io/v1\nkind: RayJob\nmetadata: {name: rj}\nspec:\n  rayClusterSpec:\n    headGroupSpec:\n      template:\n  ' +
        '      spec:\n          restartPolicy: Always\n          containers: [{name: head, image: rayproject/ray-ml:2.9.0-gpu, ' +
        'resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    },
    { name: 'a plain CPU Job without restartPolicy is not an AI workload', yaml: job('', '', false, 'busybox:1.36') },
  ],
  invalid: [
    {
      name: 'Always in a GPU Job',
      yaml: job('      restartPolicy: Always\n'),
      lines: [9],
      messages: [
        /^Job "ft" sets restartPolicy: Always in its pod template, which the API server rejects for Jobs; use OnFailure or Never\.$/,
      ],
    },
    {
      name: 'no restartPolicy in a Job defaults to Always',
      yaml: job(''),
      lines: [8],
      messages: [/has no restartPolicy in its pod template; it defaults to Always/],
    },
    {
      name: 'no backoffLimit: a note at the Job spec',
      yaml: job('      restartPolicy: Never\n', ''),
      lines: [5],
      messages: [/^Job "ft" uses GPUs but sets no backoffLimit, so a failing run is retried 6 times by default/],
    },
    {
      name: 'PyTorchJob: the replica spec and the pod template are both reported',
      yaml: pytorchJob('Always', 'Always'),
      lines: [9, 12],
      messages: [
        /^PyTorchJob "llama" replica "Worker" has restartPolicy: Always, which the operator copies onto its pods/,
        new RegExp(
          '^PyTorchJob "llama" replica "Worker" sets restartPolicy: Always in its pod template, so its containers are restarted ' +
            'even after they finish',
        ),
      ],
    },
    { name: 'PyTorchJob: Always on the replica only', yaml: pytorchJob('Always', 'OnFailure'), lines: [9] },
    {
      name: 'a CronJob in a List without backoffLimit, with Always',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: batch/v1
    kind: CronJob
    metadata: {name: nightly}
    spec:
      schedule: "0 2 * * *"
      jobTemplate:
        spec:
          template:
            spec:
              restartPolicy: Always
              containers: [{name: t, image: nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 1}}}]
`,
      lines: [10, 13],
    },
    {
      name: 'a JobSet replicated job with Always',
      yaml:
        'apiVersion: jobset.x-k8s.io/v1alpha2\nkind: JobSet\nmetadata: {name: pre}\nspec:\n  replicatedJobs:\n    - name: w\n      ' +
        'template:\n        spec:\n          template:\n            spec:\n              restartPolicy: Always\n              ' +
        'containers: [{name: t, image: nvcr.io/nvidia/nemo:24.07, resources: {limits: {nvidia.com/gpu: 8}}}]\n',
      lines: [11],
      messages: [
        new RegExp(
          '^JobSet "pre" sets restartPolicy: Always in a Job\'s pod template, so the Jobs its controller creates are ' +
            'rejected by the API server',
        ),
      ],
    },
  ],
});

describe('training-restart-policy levels and suppression', () => {
  it('the backoffLimit finding is a note, restartPolicy an error; the level override applies to both', () => {
    const found = lintYaml(job('      restartPolicy: Always\n', ''), [rule]);
    expect(found.map((f) => [f.range.start.line, f.level])).toEqual([
      [5, 'note'],
      [8, 'error'],
    ]);
    const overridden = lintYaml(job('      restartPolicy: Always\n', ''), [rule], {
      config: { rules: { 'training-restart-policy': 'warning' } },
    });
    expect(overridden.map((f) => f.level)).toEqual(['warning', 'warning']);
  });

  it('the ignore annotation marks the findings suppressed', () => {
    const found = lintYaml(
      job(
        '      restartPolicy: Always\n',
        '  backoffLimit: 1\n',
        true,
        'nvcr.io/nvidia/pytorch:24.05-py3',
        '  annotations: {ai-k8s-lint.io/ignore: training-restart-policy}\n',
      ),
      [rule],
    );
    expect(found.map((f) => !!f.suppressed)).toEqual([true]);
  });
});

describe('training-restart-policy suggestions', () => {
  const fixes = (yaml: string) =>
    lintYaml(yaml, [rule])
      .filter((f) => f.ruleId === rule.id)
      .map((f) => f.fix);
  const policy = (path: (string | number)[], value: string) => ({
    kind: 'suggestion',
    description: `Set restartPolicy: ${value}`,
    changes: [{ op: 'set', path: [...path, 'restartPolicy'], value }],
  });

  it('sets OnFailure on a Job pod template, written Always or not at all, and backoffLimit 2 on a GPU Job', () => {
    expect(fixes(job('      restartPolicy: Always\n', ''))).toEqual([
      { kind: 'suggestion', description: 'Set backoffLimit: 2', changes: [{ op: 'set', path: ['spec', 'backoffLimit'], value: 2 }] },
      policy(['spec', 'template', 'spec'], 'OnFailure'),
    ]);
    expect(fixes(job(''))).toEqual([policy(['spec', 'template', 'spec'], 'OnFailure')]);
  });

  it("writes a CronJob's backoffLimit in its job template, in a List item", () => {
    const list = `apiVersion: v1
kind: List
items:
  - apiVersion: batch/v1
    kind: CronJob
    metadata: {name: nightly}
    spec:
      schedule: "0 2 * * *"
      jobTemplate:
        spec:
          template:
            spec:
              restartPolicy: Never
              containers: [{name: t, image: nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 1}}}]
`;
    expect(fixes(list)[0]?.changes).toEqual([{ op: 'set', path: ['items', 0, 'spec', 'jobTemplate', 'spec', 'backoffLimit'], value: 2 }]);
  });

  it('sets OnFailure on a Kubeflow replica spec and its pod template, and Never on a RayJob submitter, as KubeRay does', () => {
    const worker = ['spec', 'pytorchReplicaSpecs', 'Worker'];
    expect(fixes(pytorchJob('Always', 'Always'))).toEqual([
      policy(worker, 'OnFailure'),
      policy([...worker, 'template', 'spec'], 'OnFailure'),
    ]);
    const rayJob = `apiVersion: ray.io/v1
kind: RayJob
metadata: {name: rj}
spec:
  entrypoint: python train.py
  submitterPodTemplate:
    spec:
      restartPolicy: Always
      containers: [{name: submit, image: rayproject/ray:2.9.0-gpu, resources: {limits: {nvidia.com/gpu: 1}}}]
`;
    expect(fixes(rayJob)).toEqual([policy(['spec', 'submitterPodTemplate', 'spec'], 'Never')]);
  });
});
