import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import type { ConfigFile } from '../../src/config/types.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const TAINT = { key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' };
const A100 = { name: 'a100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB' }, gpu: { count: 8 }, taints: [TAINT] };
const H100 = {
  name: 'h100',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' },
  gpu: { count: 8 },
  taints: [{ key: 'dedicated', value: 'llm', effect: 'NoExecute' }],
};
const CPU = { name: 'cpu', labels: { pool: 'cpu' } };
const POOLS: ConfigFile = { nodePools: [A100, H100, CPU] };
const ONE: ConfigFile = { nodePools: [A100] };

/** A Pod with `spec` lines inserted before `containers:` (the spec key is line 5). */
const pod = (spec = '', gpu = 'nvidia.com/gpu: 1') => `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
${spec}  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          ${gpu}
`;

const NODES = `apiVersion: v1
kind: NodeList
items:
  - apiVersion: v1
    kind: Node
    metadata:
      name: ip-10-0-1-5
      labels:
        eks.amazonaws.com/nodegroup: p5
        node.kubernetes.io/instance-type: p5.48xlarge
    spec:
      taints:
        - {key: nvidia.com/gpu, value: "true", effect: NoSchedule}
  - apiVersion: v1
    kind: Node
    metadata:
      name: ip-10-0-2-7
      labels:
        eks.amazonaws.com/nodegroup: g5
        node.kubernetes.io/instance-type: g5.12xlarge
    spec:
      taints:
        - {key: nvidia.com/gpu, value: "true", effect: NoSchedule}
        - {key: spot, value: "true", effect: PreferNoSchedule}
---
`;

const RAY = `apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: serve
spec:
  headGroupSpec:
    rayStartParams: {}
    template:
      spec:
        containers:
          - name: ray-head
            image: rayproject/ray-ml:2.9.0-gpu
  workerGroupSpecs:
    - groupName: a100
      replicas: 2
      rayStartParams: {}
      template:
        spec:
          tolerations:
            - {key: dedicated, operator: Equal, value: batch, effect: NoExecute}
          containers:
            - name: ray-worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 4
    - groupName: h100
      replicas: 1
      rayStartParams: {}
      template:
        spec:
          tolerations:
            - operator: Exists
          containers:
            - name: ray-worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 8
`;

const DRA = `apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: one-gpu
spec:
  spec:
    devices:
      requests:
        - name: gpu
          exactly:
            deviceClassName: gpu.nvidia.com
---
apiVersion: v1
kind: Pod
metadata:
  name: dra
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: one-gpu
  containers:
    - name: ctr
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        claims:
          - name: gpu
`;

testRule(rule, {
  valid: [
    { name: 'no pools declared: silent', yaml: pod() },
    { name: 'empty-key Exists tolerates every taint', yaml: pod('  tolerations:\n    - operator: Exists\n'), config: POOLS },
    {
      name: "tolerating one GPU pool's taint is enough here (the rest is unschedulable's business)",
      yaml: pod('  tolerations:\n    - {key: dedicated, operator: Equal, value: llm, effect: NoExecute}\n'),
      config: POOLS,
    },
    {
      name: 'Equal with the same value, no effect',
      yaml: pod('  tolerations:\n    - {key: nvidia.com/gpu, operator: ' + 'Equal, value: present}\n'),
      config: ONE,
    },
    {
      name: 'extendedResourceToleration tolerates taints keyed by the requested resource',
      yaml: pod(),
      config: { ...ONE, cluster: { extendedResourceToleration: true } },
    },
    {
      name: 'extendedResourceToleration with a templated GPU count',
      yaml: pod('', 'nvidia.com/gpu: ${GPUS}'),
      config: { ...ONE, cluster: { extendedResourceToleration: true } },
    },
    {
      name: 'a GPU pool without a blocking taint',
      yaml: pod(),
      config: { nodePools: [A100, { ...H100, taints: [{ key: 'spot', effect: 'PreferNoSchedule' }] }] },
    },
    {
      name: 'a toleration whose key is a template',
      yaml: pod('  tolerations:\n    - key: "{{ .Values.gpuTaint }}"\n     ' + ' operator: Exists\n'),
      config: POOLS,
    },
    { name: 'a pod without GPUs', yaml: pod('', 'cpu: "2"'), config: POOLS },
    { name: 'nvidia.com/gpu: 0 is no GPU', yaml: pod('', 'nvidia.com/gpu: 0'), config: POOLS },
    {
      name: 'the device plugin DaemonSet is infrastructure',
      yaml:
        'apiVersion: apps/v1\nkind: DaemonSet\nmetadata:\n  name: ' +
        'nvidia-device-plugin\n  namespace: kube-system\nspec:\n  template:\n    spec:\n      containers:\n        - name: ' +
        'plugin\n        ' +
        '  image: nvcr.io/nvidia/k8s-device-plugin:v0.15.0\n          resources:\n            limits:\n              ' +
        'nvidia.com/gpu: 1\n',
      config: POOLS,
    },
    { name: 'only non-GPU pools are declared', yaml: pod(), config: { nodePools: [{ ...CPU, taints: [TAINT] }] } },
    {
      name: "tolerating the Node objects' taint",
      yaml: `${NODES}${pod('  tolerations:\n    - {key: nvidia.com/gpu, operator: Exists, ' + 'effect: NoSchedule}\n')}`,
    },
  ],
  invalid: [
    {
      name: 'two tainted GPU pools, no tolerations: at the pod spec, every pool listed',
      yaml: pod(),
      config: POOLS,
      lines: [5],
      messages: [
        'Every GPU node pool is tainted and the pod tolerates none of the taints: a100 (nvidia.com/gpu=present:NoSchedule), ' +
          'h100 (dedicated=llm:NoExecute); add a toleration such as {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}, or set ' +
          'cluster.extendedResourceToleration: true if the cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS).',
      ],
    },
    {
      name: 'a toleration for another key: at tolerations',
      yaml: pod('  tolerations:\n    - {key: dedicated, operator: Exists}\n'),
      config: ONE,
      lines: [6],
    },
    {
      name: 'NoSchedule toleration against a NoExecute taint (no resource-keyed taint, so no extendedResourceToleration hint)',
      yaml: pod('  tolerations:\n    - {key: dedicated, operator: Exists, effect: NoSchedule}\n'),
      config: { nodePools: [H100] },
      lines: [6],
      messages: [
        'Every GPU node pool is tainted and the pod tolerates none of the taints: h100 (dedicated=llm:NoExecute); add a ' +
          'toleration such as {key: dedicated, operator: Exists, effect: NoExecute}.',
      ],
    },
    {
      name: 'Equal with another value',
      yaml: pod('  tolerations:\n    - {key: nvidia.com/gpu, operator: Equal, value: "true", effect: NoSchedule}\n'),
      config: ONE,
      lines: [6],
    },
    {
      name: 'extendedResourceToleration does not cover a taint keyed by another resource',
      yaml: pod('', 'amd.com/gpu: 1'),
      config: {
        nodePools: [{ name: 'mi300', labels: { 'amd.com/gpu.product-name': 'AMD_Instinct_MI300X' }, taints: [TAINT] }],
        cluster: { extendedResourceToleration: true },
      },
      lines: [5],
    },
    {
      name: 'pools from Node objects (a NodeList); PreferNoSchedule is ignored',
      yaml: `${NODES}${pod()}`,
      lines: [30],
      messages: [/: p5 \(nvidia.com\/gpu=true:NoSchedule\), g5 \(nvidia.com\/gpu=true:NoSchedule\);/],
    },
    {
      name: 'RayCluster: only the worker group that tolerates nothing, named by its index; the CPU head is not judged',
      yaml: RAY,
      config: ONE,
      lines: [19],
      messages: [/^Every GPU node pool is tainted and the worker\[0\] pods tolerate none of the taints: a100/],
    },
    {
      name: 'an untainted CPU pool declared with gpu.count 0 is not a GPU pool',
      yaml: pod(),
      config: { nodePools: [A100, { ...CPU, gpu: { count: 0 } }] },
      lines: [5],
      messages: [/: a100 \(nvidia.com\/gpu=present:NoSchedule\);/],
    },
    {
      name: 'a DRA pod still needs the toleration',
      yaml: DRA,
      config: ONE,
      lines: [17],
      messages: [
        new RegExp(
          'the pod tolerates none of the taints: a100 \\(nvidia.com\\/gpu=present:NoSchedule\\); add a toleration such as ' +
            '\\{key: nvidia.com\\/gpu, operator: Exists, effect: NoSchedule\\}\\.$',
        ),
      ],
    },
  ],
});

describe('gpu-toleration-missing: per-path pools and suppression', () => {
  it("an override's pools apply to its paths only", () => {
    const config: ConfigFile = { nodePools: [{ ...A100, taints: [] }], overrides: [{ files: ['prod/**'], nodePools: [A100] }] };
    expect(lintYaml(pod(), [rule], { config, file: 'dev/llm.yaml' })).toEqual([]);
    expect(lintYaml(pod(), [rule], { config, file: 'prod/llm.yaml' }).map((f) => [f.file, f.range.start.line])).toEqual([
      ['prod/llm.yaml', 5],
    ]);
  });

  it("an override's cluster.extendedResourceToleration applies to its paths", () => {
    const config: ConfigFile = { ...ONE, overrides: [{ files: ['gke/**'], cluster: { extendedResourceToleration: true } }] };
    expect(lintYaml(pod(), [rule], { config, file: 'gke/llm.yaml' })).toEqual([]);
    expect(lintYaml(pod(), [rule], { config, file: 'kind/llm.yaml' })).toHaveLength(1);
  });

  it('is suppressed by a comment directive before the tolerations key', () => {
    const [f] = lintYaml(
      pod('  # ai-k8s-lint-disable-next-line gpu-toleration-missing\n  tolerations:\n    - {key: dedicated, ' + 'operator: Exists}\n'),
      [rule],
      { config: ONE },
    );
    expect(f?.suppressed?.source).toBe('comment');
  });

  it('is suppressed by the ignore annotation', () => {
    const [f] = lintYaml(
      pod().replace('  name: llm\n', '  name: llm\n  annotations: {ai-k8s-lint.io/ignore: ' + 'gpu-toleration-missing}\n'),
      [rule],
      { config: ONE },
    );
    expect(f?.suppressed?.source).toBe('annotation');
  });
});

describe('gpu-toleration-missing suggestion', () => {
  const fixes = (yaml: string, config?: ConfigFile) =>
    lintYaml(yaml, [rule], { config })
      .filter((f) => f.ruleId === rule.id)
      .map((f) => f.fix);
  const tolerate = (path: (string | number)[], key: string, effect: string) => ({
    kind: 'suggestion',
    description: `Tolerate the ${key} taint (operator: Exists, effect: ${effect})`,
    changes: [{ op: 'append', path, value: { key, operator: 'Exists', effect } }],
  });

  it("appends a toleration of the pools' taint to the pod spec's tolerations", () => {
    expect(fixes(pod(), POOLS)).toEqual([tolerate(['spec', 'tolerations'], 'nvidia.com/gpu', 'NoSchedule')]);
    expect(fixes(pod('  tolerations:\n    - {key: dedicated, operator: Exists}\n'), ONE)).toEqual([
      tolerate(['spec', 'tolerations'], 'nvidia.com/gpu', 'NoSchedule'),
    ]);
    expect(fixes(RAY, ONE)).toEqual([
      tolerate(['spec', 'workerGroupSpecs', 0, 'template', 'spec', 'tolerations'], 'nvidia.com/gpu', 'NoSchedule'),
    ]);
  });

  it('picks a taint that, tolerated alone, frees a pool over a more common one, and says so in the message', () => {
    const both = [TAINT, { key: 'team', value: 'a', effect: 'NoSchedule' }];
    const config: ConfigFile = {
      nodePools: [{ ...A100, taints: both }, { ...A100, name: 'a100-b', taints: both }, H100],
    };
    const [f] = lintYaml(pod(), [rule], { config });
    expect(f?.message).toMatch(/add a toleration such as \{key: dedicated, operator: Exists, effect: NoExecute\}/);
    expect(f?.fix).toEqual(tolerate(['spec', 'tolerations'], 'dedicated', 'NoExecute'));
  });

  it('offers nothing for a pod an operator merges with a template of its own (a TrainJob), nor for Knative', () => {
    const trainJob = `apiVersion: trainer.kubeflow.org/v1alpha1
kind: TrainJob
metadata:
  name: fine-tune
spec:
  runtimeRef:
    name: torch-distributed
  trainer:
    image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
    resourcesPerNode:
      limits:
        nvidia.com/gpu: 4
`;
    expect(fixes(trainJob, ONE)).toEqual([undefined]);
    // Knative admits tolerations only when its config-features enable them.
    const knative = `apiVersion: serving.knative.dev/v1
kind: Service
metadata: {name: llm}
spec:
  template:
    spec:
      containers: [{image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 1}}}]
`;
    expect(fixes(knative, ONE)).toEqual([undefined]);
  });

  it('offers nothing when no single toleration frees a pool', () => {
    const config: ConfigFile = { nodePools: [{ ...A100, taints: [TAINT, { key: 'team', value: 'a', effect: 'NoSchedule' }] }] };
    const [f] = lintYaml(pod(), [rule], { config });
    expect(f?.message).toMatch(/add a toleration such as \{key: nvidia.com\/gpu, operator: Exists, effect: NoSchedule\}/);
    expect(f?.fix).toBeUndefined();
  });
});
