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

/** The same object as the only item of a `kind: List` (two more lines of indentation, three lines above). */
const asList = (yaml: string) =>
  `apiVersion: v1\nkind: List\nitems:\n${yaml
    .split('\n')
    .map((l, i) => (l ? (i === 0 ? `  - ${l}` : `    ${l}`) : l))
    .join('\n')}`;

testRule(rule, {
  valid: [
    { name: 'a plain web Deployment', yaml: deployment('nginx:1.27', '', false) },
    { name: 'placeholder class name', yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: "{{ ' +
      '.Values.priorityClassName }}"\n') },
    { name: 'a wrong type is left to other rules', yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: 5\n') },
    {
      name: 'a training Job is not a serving workload',
      yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: train\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      ' +
        'containers:\n        - name: t\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n  ' +
        '            nvidia.com/gpu: 8\n',
    },
    {
      name: 'GPU infrastructure DaemonSet',
      yaml: 'apiVersion: apps/v1\nkind: DaemonSet\nmetadata:\n  name: dcgm\n  namespace: gpu-operator\nspec:\n  template:\n    spec:\n   ' +
        '   containers:\n        - name: dcgm\n          image: nvcr.io/nvidia/k8s/dcgm-exporter:3.3.5-3.4.1-ubuntu22.04\n',
    },
    {
      name: 'InferenceService with a class on the predictor',
      yaml: ISVC.replace('    minReplicas: 2\n', '    minReplicas: 2\n    priorityClassName: inference-high\n'),
    },
    { name: 'a List whose Deployment sets the class',
      yaml: asList(deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: inference-high\n')) },
  ],
  invalid: [
    { name: 'a serving image without a GPU is still serving',
      yaml: deployment('ghcr.io/huggingface/text-generation-inference:2.4.0', '', false), lines: [10],
      messages: [/Serving Deployment "chat" sets no priorityClassName/] },
    { name: 'an empty class name', yaml: deployment('vllm/vllm-openai:v0.9.0', '      priorityClassName: ""\n'), lines: [11],
      messages: [/empty priorityClassName/] },
    { name: 'LeaderWorkerSet: the leader template has none, the worker has one', yaml: LWS, lines: [10],
      messages: [/LeaderWorkerSet "llama-405b" \(leader pods\)/] },
    { name: 'InferenceService predictor', yaml: ISVC, lines: [6] },
    { name: 'a Deployment in a List', yaml: asList(deployment('vllm/vllm-openai:v0.9.0')), lines: [13] },
    {
      name: 'a List item',
      yaml: 'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: apps/v1\n    kind: StatefulSet\n    metadata:\n      name: triton\n    ' +
        'spec:\n      template:\n        spec:\n          containers:\n            - name: triton\n              image: ' +
        'nvcr.io/nvidia/tritonserver:24.05-py3\n              resources:\n                limits:\n                  nvidia.com/gpu: 1\n',
      lines: [10],
    },
    {
      name: 'RayService: only the GPU worker group is serving',
      yaml: 'apiVersion: ray.io/v1\nkind: RayService\nmetadata:\n  name: llm\nspec:\n  rayClusterConfig:\n    headGroupSpec:\n      ' +
        'template:\n        spec:\n          containers:\n            - name: head\n              image: rayproject/ray:2.40.0\n    ' +
        'workerGroupSpecs:\n      - groupName: gpu\n        replicas: 2\n        template:\n          spec:\n            containers:\n   ' +
        '           - name: worker\n                image: rayproject/ray:2.40.0-gpu\n                resources:\n                  ' +
        'limits:\n                    nvidia.com/gpu: 1\n',
      lines: [17],
    },
  ],
});

describe('priority-class-missing suppression and modes', () => {
  it('is not silenced by --partial: the finding is about the object itself', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('a.yaml', deployment('vllm/vllm-openai:v0.9.0'));
    linter.finish();
    expect(linter.findings.map((f) => f.range.start.line)).toEqual([10]);
  });


  it('the ignore annotation suppresses the finding', () => {
    const found = lintYaml(deployment('vllm/vllm-openai:v0.9.0', '', true, '  annotations:\n    ai-k8s-lint.io/ignore: ' +
      'priority-class-missing\n'), [rule]);
    expect(found.map((f) => [f.ruleId, !!f.suppressed])).toEqual([['priority-class-missing', true]]);
  });
});
