import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

// The pod template's `spec:` is line 10; `extra` goes into the pod spec, before `containers:`.
const deployment = (image: string, extra = '', gpu = true, meta = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
${meta}spec:
  replicas: 2
  template:
    metadata:
      labels: {app: chat}
    spec:
${extra}      containers:
        - name: server
          image: ${image}
${gpu ? '          resources:\n            limits:\n              nvidia.com/gpu: 1\n' : ''}`;

const LWS = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  replicas: 2
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        priorityClassName: inference-high
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 8
`;

const ISVC = `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    minReplicas: 2
    model:
      modelFormat:
        name: huggingface
      resources:
        limits:
          nvidia.com/gpu: 1
`;

/** A PriorityClass document, appended after the workload (the workload's lines stay as they are). */
const priorityClass = (name: string, value: number | string, extra = '') =>
  `---\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: ${name}\nvalue: ${value}\n${extra}`;
const BATCH = priorityClass('batch-high', 100000);

/** The same object as the only item of a `kind: List` (two more lines of indentation, three lines above). */
const asList = (yaml: string) =>
  `apiVersion: v1\nkind: List\nitems:\n${yaml
    .split('\n')
    .map((l, i) => (l ? (i === 0 ? `  - ${l}` : `    ${l}`) : l))
    .join('\n')}`;

testRule(rule, {
  valid: [
    { name: 'no PriorityClass in the run or the config: nothing outranks the pods', yaml: deployment('vllm/vllm-openai:v0.9.0') },
    { name: 'an empty class name and no PriorityClass', yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: ""\n') },
    {
      name: 'only the system classes are known',
      yaml: deployment('vllm/vllm-openai:v0.9.0') + priorityClass('system-cluster-critical', 2000000000),
      config: { cluster: { priorityClasses: ['system-node-critical'] } },
    },
    {
      name: 'the only class is the globalDefault, which the pods get too',
      yaml: deployment('vllm/vllm-openai:v0.9.0') + priorityClass('default', 1000, 'globalDefault: true\n'),
    },
    {
      name: 'classes at or below the default priority cannot preempt the pods',
      yaml: deployment('vllm/vllm-openai:v0.9.0') + priorityClass('batch-low', -10) + priorityClass('zero', 0),
    },
    {
      name: 'classes at or below the globalDefault value',
      yaml: deployment('vllm/vllm-openai:v0.9.0') + priorityClass('default', 1000, 'globalDefault: true\n') + priorityClass('batch', 500),
    },
    { name: 'a plain web Deployment', yaml: deployment('nginx:1.27', '', false) + BATCH },
    {
      name: 'placeholder class name',
      yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: "{{ ' + '.Values.priorityClassName }}"\n') + BATCH,
    },
    { name: 'a wrong type is left to other rules', yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: 5\n') + BATCH },
    {
      name: 'a training Job is not a serving workload',
      yaml:
        'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: train\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      ' +
        'containers:\n        - name: t\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n  ' +
        '            nvidia.com/gpu: 8\n' +
        BATCH,
    },
    {
      name: 'GPU infrastructure DaemonSet',
      yaml:
        'apiVersion: apps/v1\nkind: DaemonSet\nmetadata:\n  name: dcgm\n  namespace: gpu-operator\nspec:\n  template:\n    spec:\n   ' +
        '   containers:\n        - name: dcgm\n          image: nvcr.io/nvidia/k8s/dcgm-exporter:3.3.5-3.4.1-ubuntu22.04\n' +
        BATCH,
    },
    {
      name: 'InferenceService with a class on the predictor',
      yaml: ISVC.replace('    minReplicas: 2\n', '    minReplicas: 2\n    priorityClassName: inference-high\n') + BATCH,
    },
    {
      name: 'a List whose Deployment sets the class',
      yaml: asList(deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: inference-high\n')) + BATCH,
    },
  ],
  invalid: [
    {
      name: 'a PriorityClass above the default in the run',
      yaml: deployment('vllm/vllm-openai:v0.9.0') + BATCH,
      positions: ['10:5-10:9'],
      messages: [/^Serving Deployment "chat" sets no priorityClassName while PriorityClass "batch-high" \(value 100000\) exists, so /],
    },
    {
      name: 'a class from config cluster.priorityClasses',
      yaml: deployment('vllm/vllm-openai:v0.9.0'),
      lines: [10],
      config: { cluster: { priorityClasses: ['system-node-critical', 'training'] } },
      messages: [/while PriorityClass "training" \(config cluster\.priorityClasses\) exists/],
    },
    {
      name: 'a class above the globalDefault',
      lines: [10],
      yaml: deployment('vllm/vllm-openai:v0.9.0') + priorityClass('default', 1000, 'globalDefault: true\n') + priorityClass('batch', 5000),
      messages: [/PriorityClass "batch" \(value 5000\) exists, so its pods run at the default priority \(1000, of the globalDefault /],
    },
    {
      name: 'a class whose value is a placeholder counts',
      lines: [10],
      yaml: deployment('vllm/vllm-openai:v0.9.0') + priorityClass('batch', '"{{ .Values.value }}"'),
    },
    {
      name: 'several classes are named, highest first',
      lines: [10],
      yaml:
        deployment('vllm/vllm-openai:v0.9.0') +
        priorityClass('a', 10) +
        priorityClass('b', 30) +
        priorityClass('c', 20) +
        priorityClass('d', 5),
      messages: [/while PriorityClasses "b" \(value 30\), "c" \(value 20\), "a" \(value 10\) and 1 more exist/],
    },
    {
      name: 'a serving image without a GPU is still serving',
      yaml: deployment('ghcr.io/huggingface/text-generation-inference:2.4.0', '', false) + BATCH,
      lines: [10],
      messages: [/Serving Deployment "chat" sets no priorityClassName/],
    },
    {
      name: 'an empty class name',
      yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: ""\n') + BATCH,
      positions: ['11:7-11:28'],
      messages: [/empty priorityClassName/],
    },
    {
      name: 'LeaderWorkerSet: the leader template has none, the worker has one',
      yaml: LWS + BATCH,
      lines: [10],
      messages: [/LeaderWorkerSet "llama-405b" \(leader pods\)/],
    },
    { name: 'InferenceService predictor', yaml: ISVC + BATCH, lines: [6] },
    { name: 'a Deployment in a List', yaml: asList(deployment('vllm/vllm-openai:v0.9.0')) + BATCH, lines: [13] },
    {
      name: 'an object named by its generateName',
      yaml: deployment('vllm/vllm-openai:v0.9.0').replace('  name: chat', '  generateName: ' + 'chat-') + BATCH,
      lines: [10],
      messages: [/^Serving Deployment "chat-\*" sets no priorityClassName/],
    },
    {
      name: 'a List item',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: apps/v1\n    kind: StatefulSet\n    metadata:\n      name: triton\n    ' +
        'spec:\n      template:\n        spec:\n          containers:\n            - name: triton\n              image: ' +
        'nvcr.io/nvidia/tritonserver:24.05-py3\n              resources:\n                limits:\n                  nvidia.com/gpu: 1\n' +
        BATCH,
      lines: [10],
    },
    {
      name: 'RayService: only the GPU worker group is serving',
      yaml:
        'apiVersion: ray.io/v1\nkind: RayService\nmetadata:\n  name: llm\nspec:\n  rayClusterConfig:\n    headGroupSpec:\n      ' +
        'template:\n        spec:\n          containers:\n            - name: head\n              image: rayproject/ray:2.40.0\n    ' +
        'workerGroupSpecs:\n      - groupName: gpu\n        replicas: 2\n        template:\n          spec:\n            containers:\n   ' +
        '           - name: worker\n                image: rayproject/ray:2.40.0-gpu\n                resources:\n                  ' +
        'limits:\n                    nvidia.com/gpu: 1\n' +
        BATCH,
      lines: [17],
    },
  ],
});

describe('priority-class-missing suppression and modes', () => {
  it('is not silenced by --partial: classes in the staged files or the config count', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({ cluster: { priorityClasses: ['batch'] } }, { partial: true }) });
    linter.lintText('a.yaml', deployment('vllm/vllm-openai:v0.9.0'));
    linter.finish();
    expect(linter.findings.map((f) => f.range.start.line)).toEqual([10]);
  });

  it('a PriorityClass in another file of the run counts (existence is run-wide)', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('serving/a.yaml', deployment('vllm/vllm-openai:v0.9.0'));
    linter.lintText('platform/classes.yaml', BATCH.slice(4));
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line])).toEqual([['serving/a.yaml', 10]]);
  });

  it('the ignore annotation suppresses the finding', () => {
    const found = lintYaml(
      deployment('vllm/vllm-openai:v0.9.0', '', true, '  annotations:\n    ai-k8s-lint.io/ignore: ' + 'priority-class-missing\n') + BATCH,
      [rule],
    );
    expect(found.map((f) => [f.ruleId, !!f.suppressed])).toEqual([['priority-class-missing', true]]);
  });
});
