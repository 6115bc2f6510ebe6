import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A serving Deployment (11 lines with the GPU, 8 without, plus the separator). */
const deployment = (opts: { name?: string; ns?: string; image?: string; gpu?: boolean } = {}) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${opts.name ?? 'chat'}
${opts.ns ? `  namespace: ${opts.ns}\n` : ''}spec:
  template:
    spec:
      containers:
        - name: server
          image: ${opts.image ?? 'vllm/vllm-openai:v0.9.0'}
${opts.gpu === false ? '' : '          resources: {limits: {nvidia.com/gpu: 1}}\n'}---
`;

/** An HPA; `spec:` is its line 5 (6 with a namespace); `body` follows scaleTargetRef. */
const hpa = (body: string, opts: { apiVersion?: string; target?: string; ns?: string; meta?: string } = {}) =>
  `apiVersion: ${opts.apiVersion ?? 'autoscaling/v2'}
kind: HorizontalPodAutoscaler
metadata:
  name: chat
${opts.ns ? `  namespace: ${opts.ns}\n` : ''}${opts.meta ?? ''}spec:
  scaleTargetRef: ${opts.target ?? '{apiVersion: apps/v1, kind: Deployment, name: chat}'}
  minReplicas: 1
  maxReplicas: 4
${body}`;

const CPU = '  metrics:\n    - type: Resource\n      resource: {name: cpu, target: {type: Utilization, averageUtilization: 60}}\n';
const D = deployment();
const DL = D.split('\n').length - 1; // 11

testRule(rule, {
  valid: [
    {
      name: 'a custom metric next to cpu',
      yaml:
        D +
        hpa(
          `${CPU}    - type: Pods\n      pods: {metric: {name: ` +
            `vllm_num_requests_waiting}, target: {type: AverageValue, averageValue: "5"}}\n`,
        ),
    },
    {
      name: 'an External metric',
      yaml:
        D +
        hpa(
          '  metrics:\n    - type: External\n      external: {metric: {name: ' +
            'DCGM_FI_DEV_GPU_UTIL}, target: {type: Value, value: "80"}}\n',
        ),
    },
    { name: 'a plain web Deployment on cpu', yaml: deployment({ image: 'nginx:1.27', gpu: false }) + hpa(CPU) },
    {
      name: 'a serving image without a GPU (CPU inference) on cpu',
      yaml: deployment({ image: 'ghcr.io/huggingface/text-embeddings-inference:cpu-1.5', gpu: false }) + hpa(CPU),
    },
    { name: 'the target is not in the input', yaml: hpa(CPU) },
    { name: 'the target is in another namespace', yaml: deployment({ ns: 'ml' }) + hpa(CPU, { ns: 'web' }) },
    { name: 'a different API group', yaml: D + hpa(CPU, { target: '{apiVersion: example.com/v1, kind: Deployment, name: chat}' }) },
    { name: 'metrics from a placeholder', yaml: D + hpa('  metrics: "{{ toYaml .Values.metrics }}"\n') },
    { name: 'metrics of the wrong type', yaml: D + hpa('  metrics: {type: Resource, resource: {name: cpu}}\n') },
    { name: 'a metric type from a placeholder', yaml: D + hpa('  metrics:\n    - type: "{{ .Values.metricType }}"\n') },
    {
      name: 'a placeholder target name',
      yaml: D + hpa(CPU, { target: '{apiVersion: apps/v1, kind: Deployment, name: ' + '"{{ .Release.Name }}"}' }),
    },
    {
      name: 'v1 with custom metrics in the annotation',
      yaml:
        D +
        hpa('  targetCPUUtilizationPercentage: 60\n', {
          apiVersion: 'autoscaling/v1',
          meta: '  annotations:\n    autoscaling.alpha.kubernetes.io/metrics: \'[{"type":"Pods"}]\'\n',
        }),
    },
  ],
  invalid: [
    {
      name: 'cpu and memory only',
      yaml: D + hpa(`${CPU}    - type: Resource\n      resource: {name: memory, target: {type: ` + `AverageValue, averageValue: 20Gi}}\n`),
      lines: [DL + 9],
      messages: [/scales the GPU serving Deployment "chat" only on cpu at 60% utilization and memory at 20Gi/],
    },
    {
      name: 'no metrics: the default CPU target',
      yaml: D + hpa(''),
      lines: [DL + 5],
      messages: [/default cpu target of 80% utilization \(no metrics are set\)/],
    },
    { name: 'an empty metrics list', yaml: D + hpa('  metrics: []\n'), lines: [DL + 9] },
    {
      name: 'ContainerResource on cpu',
      yaml:
        D +
        hpa(
          '  metrics:\n    - type: ContainerResource\n      containerResource: {name: cpu, ' +
            'container: server, target: {type: Utilization, averageUtilization: 50}}\n',
        ),
      lines: [DL + 9],
      messages: [/cpu of container "server" at 50% utilization/],
    },
    {
      name: 'v1 targetCPUUtilizationPercentage',
      yaml: D + hpa('  targetCPUUtilizationPercentage: 70\n', { apiVersion: 'autoscaling/v1' }),
      lines: [DL + 9],
      messages: [/only on cpu at 70% utilization/],
    },
    { name: 'v1 without a target', yaml: D + hpa('', { apiVersion: 'autoscaling/v1' }), lines: [DL + 5] },
    {
      name: 'v2beta1 targetAverageUtilization',
      yaml:
        D +
        hpa('  metrics:\n    - type: Resource\n      resource: {name: cpu, ' + 'targetAverageUtilization: 75}\n', {
          apiVersion: 'autoscaling/v2beta1',
        }),
      lines: [DL + 9],
      messages: [/cpu at 75% utilization/],
    },
    {
      name: 'scaleTargetRef without apiVersion, both without namespace',
      yaml: hpa(CPU, { target: '{kind: Deployment, name: chat}' }) + '\n---\n' + D,
      lines: [9],
    },
    { name: 'missing namespace counts as default', yaml: deployment({ ns: 'default' }) + hpa(CPU), lines: [DL + 1 + 9] },
    {
      name: 'a LeaderWorkerSet target in a List',
      yaml:
        'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: leaderworkerset.x-k8s.io/v1\n    kind: LeaderWorkerSet\n    metadata: ' +
        '{name: llama, namespace: ml}\n    spec:\n      leaderWorkerTemplate:\n        workerTemplate:\n          spec:\n            ' +
        'containers: [{name: vllm, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]\n  - apiVersion: ' +
        'autoscaling/v2\n    kind: HorizontalPodAutoscaler\n    metadata: {name: llama, namespace: ml}\n    spec:\n      scaleTargetRef: ' +
        '{apiVersion: leaderworkerset.x-k8s.io/v1, kind: LeaderWorkerSet, name: llama}\n      maxReplicas: 4\n      metrics:\n        - ' +
        '{type: Resource, resource: {name: cpu, target: {type: Utilization, averageUtilization: 80}}}\n',
      lines: [18],
      messages: [/GPU serving LeaderWorkerSet "llama"/],
    },
  ],
});

describe('hpa-cpu-metric-gpu-workload across files', () => {
  it('the HPA before its target, in another file; related points at the target', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('hpa.yaml', hpa(CPU));
    linter.lintText('deploy.yaml', D);
    linter.finish();
    const found = linter.findings.filter((f) => f.ruleId === rule.id);
    expect(found.map((f) => [f.file, f.range.start.line, f.related?.map((r) => [r.file, r.range?.start.line])])).toEqual([
      ['hpa.yaml', 9, [['deploy.yaml', 2]]],
    ]);
  });

  it('honours the ignore annotation on the HPA', () => {
    const found = lintYaml(D + hpa(CPU, { meta: '  annotations: {ai-k8s-lint.io/ignore: hpa-cpu-metric-gpu-workload}\n' }), [rule]);
    expect(found.map((f) => [f.ruleId, !!f.suppressed])).toEqual([['hpa-cpu-metric-gpu-workload', true]]);
  });
});
