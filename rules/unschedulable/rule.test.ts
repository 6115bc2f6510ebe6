import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import tolerationRule from '../gpu-toleration-missing/rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const TAINT = { key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' };
const A100 = { name: 'a100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB' }, gpu: { count: 4 } };
const H100 = { name: 'h100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' }, gpu: { count: 8 }, taints: [TAINT] };
const POOLS: ConfigFile = { nodePools: [A100, H100] };
const TAINTED: ConfigFile = { nodePools: [{ ...A100, taints: [TAINT] }, H100] };

/** A Pod with `spec` lines inserted before `containers:`; the spec key is line 5, the GPU key line 11 + spec lines. */
const pod = (gpus: string | number, spec = '', extra = '') => `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
${spec}  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: ${gpus}
${extra}`;

const TOLERATE_ALL = '  tolerations:\n    - operator: Exists\n';

const PYTORCH_JOB = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: pretrain
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 4
    Worker:
      replicas: 3
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 16
`;

const NODES = `apiVersion: v1
kind: Node
metadata:
  name: gpu-1
  labels:
    cloud.google.com/gke-nodepool: l4-pool
    cloud.google.com/gke-accelerator: nvidia-l4
    cloud.google.com/gke-accelerator-count: "1"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
apiVersion: v1
kind: Node
metadata:
  name: cpu-1
  labels:
    cloud.google.com/gke-nodepool: default-pool
status:
  allocatable:
    cpu: "8"
    memory: 32Gi
---
`;

const DRA = (spec: string) => `apiVersion: resource.k8s.io/v1
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
${spec}  resourceClaims:
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
    { name: 'no pools declared: silent', yaml: pod(64) },
    { name: 'the A100 pool has room for 4 GPUs', yaml: pod(4), config: POOLS },
    { name: 'empty-key Exists tolerates the H100 taint', yaml: pod(8, TOLERATE_ALL), config: POOLS },
    {
      name: 'Equal with the taint value and effect',
      yaml: pod(8, '  tolerations:\n    - {key: nvidia.com/gpu, operator: Equal, value: ' + 'present, effect: NoSchedule}\n'),
      config: POOLS,
    },
    {
      name: 'extendedResourceToleration: requesting nvidia.com/gpu tolerates taints keyed nvidia.com/gpu',
      yaml: pod(8),
      config: { ...POOLS, cluster: { extendedResourceToleration: true } },
    },
    {
      name: 'a templated GPU count under extendedResourceToleration still tolerates, and has no count to misfit',
      yaml: pod('"{{ .Values.gpus }}"'),
      config: { ...TAINTED, cluster: { extendedResourceToleration: true } },
    },
    { name: 'a pool without a GPU count may fit', yaml: pod(16), config: { nodePools: [{ name: 'mystery', labels: { pool: 'gpu' } }] } },
    {
      name: 'an untainted pool that does not say it has no GPUs may host the pod',
      yaml: pod(1),
      config: {
        nodePools: [
          { ...A100, taints: [TAINT] },
          { name: 'cpu', labels: { pool: 'cpu' } },
        ],
      },
    },
    {
      name: 'templated nodeSelector: nothing is concluded',
      yaml: pod(1, '  nodeSelector:\n    nvidia.com/gpu.product: "{{ ' + '.Values.product }}"\n'),
      config: POOLS,
    },
    {
      name: 'templated toleration: nothing is concluded',
      yaml: pod(8, '  tolerations:\n    - key: ${TAINT_KEY}\n     ' + ' operator: Exists\n'),
      config: TAINTED,
    },
    {
      name: 'GPU infrastructure pods are not workloads',
      yaml:
        `apiVersion: apps/v1\nkind: DaemonSet\nmetadata:\n  name: dcgm\n  ` +
        `namespace: gpu-operator\nspec:\n  template:\n    spec:\n      nodeSelector:\n        ` +
        `nvidia.com/gpu.deploy.dcgm-exporter: "true"\n` +
        `      containers:\n        - name: dcgm\n          image: nvcr.io/nvidia/k8s/dcgm-exporter:3.3.5-3.4.1-ubuntu22.04\n          ` +
        `resources:\n            limits:\n              nvidia.com/gpu: 1\n`,
      config: TAINTED,
    },
    {
      name: 'an AI image without a GPU is not judged',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: tok\nspec:\n  nodeSelector:\n' +
        '    pool: nowhere\n  containers:\n    - name: c\n      image: vllm/vllm-openai:v0.9.0\n',
      config: POOLS,
    },
    {
      name: 'a DRA pod has no GPU count to misfit',
      yaml: DRA(TOLERATE_ALL),
      config: { nodePools: [{ ...A100, gpu: { count: 1 }, taints: [TAINT] }] },
    },
    {
      name: 'PyTorchJob whose workers fit the H100 nodes',
      yaml: PYTORCH_JOB.replace('nvidia.com/gpu: 16', 'nvidia.com/gpu: 8').replaceAll(
        '        spec:\n          containers:',
        '        spec:\n          tolerations: [{operator: Exists}]\n  ' + '        containers:',
      ),
      config: POOLS,
    },
  ],
  invalid: [
    {
      name: 'issue example: every pool with its reason; the A100 pool admits the pod, so at the GPU key',
      yaml: pod(8),
      config: POOLS,
      lines: [11],
      messages: [
        'no node pool fits: a100 (needs 8 nvidia.com/gpu per node, nodes have 4), h100 (taint nvidia.com/gpu=present:NoSchedule ' +
          'not tolerated); ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod ' +
          'reach a pool with larger nodes.',
      ],
    },
    {
      name: 'only the count is wrong: at the GPU resource key',
      yaml: pod(16, TOLERATE_ALL),
      config: POOLS,
      lines: [13],
      messages: [
        new RegExp(
          '^no node pool fits: a100 \\(needs 16 nvidia.com\\/gpu per node, nodes have 4\\), h100 \\(needs 16 nvidia.com\\/gpu ' +
            'per node, nodes have 8\\); ask for no more than',
        ),
      ],
    },
    {
      name: 'a toleration for NoExecute does not tolerate a NoSchedule taint; Equal with another value neither',
      yaml: pod(
        8,
        '  tolerations:\n    - {key: nvidia.com/gpu, operator: Exists, effect: NoExecute}\n    - {key: nvidia.com/gpu, ' +
          'operator: Equal, value: absent}\n',
      ),
      config: POOLS,
      lines: [14],
      messages: [/h100 \(taint nvidia.com\/gpu=present:NoSchedule not tolerated\)/],
    },
    {
      name: 'NoExecute taint, NoSchedule toleration',
      yaml: pod(8, '  tolerations:\n    - {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}\n'),
      config: { nodePools: [A100, { ...H100, taints: [{ key: 'nvidia.com/gpu', effect: 'NoExecute' }] }] },
      lines: [13],
      messages: [/h100 \(taint nvidia.com\/gpu:NoExecute not tolerated\)/],
    },
    {
      name: 'nodeSelector spelled differently from the GPU Feature Discovery label',
      yaml: pod(1, '  nodeSelector:\n    nvidia.com/gpu.product: A100\n  tolerations: [{operator: Exists}]\n'),
      config: POOLS,
      lines: [5],
      messages: [/a100 \(nodeSelector nvidia.com\/gpu.product=A100: the pool has nvidia.com\/gpu.product=NVIDIA-A100-SXM4-80GB\)/],
    },
    {
      name: 'required node affinity excludes every pool',
      yaml: pod(
        1,
        '  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n  ' +
          '        - matchExpressions:\n              - {key: nvidia.com/gpu.product, operator: In, values: [NVIDIA-B200]}\n',
      ),
      config: POOLS,
      lines: [5],
      messages: [/required node affinity nvidia.com\/gpu.product In \[NVIDIA-B200\]/],
    },
    {
      name: 'PyTorchJob: one finding for the Worker template, at its GPU key',
      yaml: PYTORCH_JOB,
      config: {
        nodePools: [
          { ...A100, taints: [] },
          { ...H100, taints: [] },
        ],
      },
      lines: [26],
      messages: [/^no node pool fits the Worker pods: a100 \(needs 16/],
    },
    {
      name: 'pools from Node objects: the CPU node lists no GPU in its allocatable, the L4 node is tainted',
      yaml: `${NODES}${pod(1)}`,
      lines: [30],
      messages: [
        new RegExp(
          '^no node pool fits: l4-pool \\(taint nvidia.com\\/gpu=present:NoSchedule not tolerated\\), default-pool \\(needs 1 ' +
            'nvidia.com\\/gpu per node, nodes have 0\\)',
        ),
      ],
    },
    {
      name: 'a CPU pool declared with gpu.count 0 hosts no GPU pod; no GPU pool admits the pod, so at the pod spec',
      yaml: pod(1),
      config: {
        nodePools: [
          { ...A100, taints: [TAINT] },
          { name: 'cpu', labels: { pool: 'cpu' }, gpu: { count: 0 } },
        ],
      },
      lines: [5],
      messages: [
        new RegExp(
          '^no node pool fits: a100 \\(taint nvidia.com\\/gpu=present:NoSchedule not tolerated\\), cpu \\(needs 1 ' +
            'nvidia.com\\/gpu per node, nodes have 0\\); fix the constraint',
        ),
      ],
    },
    {
      name: 'a DRA pod still obeys its nodeSelector',
      yaml: DRA('  nodeSelector:\n    nvidia.com/gpu.product: NVIDIA-GH200-480GB\n'),
      config: POOLS,
      lines: [17],
    },
  ],
});

describe('unschedulable: per-path pools, suppression, one cause one finding', () => {
  it('an override replaces the pools for its paths', () => {
    const config: ConfigFile = { nodePools: [{ ...H100, taints: [] }], overrides: [{ files: ['prod/**'], nodePools: [A100] }] };
    expect(lintYaml(pod(8), [rule], { config, file: 'dev/llm.yaml' })).toEqual([]);
    const prod = lintYaml(pod(8), [rule], { config, file: 'prod/llm.yaml' });
    expect(prod.map((f) => [f.file, f.range.start.line, f.message])).toEqual([
      ['prod/llm.yaml', 11, expect.stringMatching(/^no node pool fits: a100 \(needs 8/)],
    ]);
  });

  it('an override turns extendedResourceToleration on for its paths', () => {
    const config: ConfigFile = { ...POOLS, overrides: [{ files: ['gke/**'], cluster: { extendedResourceToleration: true } }] };
    expect(lintYaml(pod(8), [rule], { config, file: 'gke/llm.yaml' })).toEqual([]);
    expect(lintYaml(pod(8), [rule], { config, file: 'onprem/llm.yaml' })).toHaveLength(1);
  });

  it('pools from a --node-pools file apply to every file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [{ nodePools: [A100] }] });
    linter.lintText('a.yaml', pod(2));
    linter.lintText('b.yaml', pod(6));
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line])).toEqual([['b.yaml', 11]]);
  });

  it('is suppressed by the annotation and by a comment directive', () => {
    const annotated = pod(8).replace(
      '  name: llm\n',
      '  name: llm\n  annotations:\n    ai-k8s-lint.io/ignore: unschedulable\n    ' +
        'ai-k8s-lint.io/ignore-reason: the cluster autoscaler adds H100 nodes with tolerations\n',
    );
    const [a] = lintYaml(annotated, [rule], { config: POOLS });
    expect(a?.suppressed).toEqual({
      kind: 'inSource',
      source: 'annotation',
      justification: 'the cluster autoscaler adds H100 ' + 'nodes with tolerations',
    });
    const [c] = lintYaml(
      pod(8).replace('          nvidia.com/gpu', '          # ai-k8s-lint-disable-next-line unschedulable\n     ' + '     nvidia.com/gpu'),
      [rule],
      { config: POOLS },
    );
    expect(c?.suppressed?.source).toBe('comment');
  });

  it('leaves a pure toleration problem to gpu-toleration-missing', () => {
    const found = lintYaml(pod(1), [rule, tolerationRule], { config: TAINTED });
    expect(found.map((f) => f.ruleId)).toEqual(['gpu-toleration-missing']);
  });

  it('with gpu-toleration-missing reporting the taints, still reports what else is in the way', () => {
    const found = lintYaml(pod(16), [rule, tolerationRule], { config: TAINTED });
    expect(found.map((f) => f.ruleId).sort()).toEqual(['gpu-toleration-missing', 'unschedulable']);
    expect(found.find((f) => f.ruleId === 'unschedulable')!.message).toMatch(
      new RegExp(
        '^no node pool fits: a100 \\(needs 16 nvidia.com\\/gpu per node, nodes have 4\\), h100 \\(needs 16 nvidia.com\\/gpu ' +
          'per node, nodes have 8\\) \\(the untolerated GPU taints are reported by gpu-toleration-missing\\)',
      ),
    );
  });

  it('reports the taints itself when gpu-toleration-missing is off', () => {
    const found = lintYaml(pod(1), [rule, tolerationRule], { config: { ...TAINTED, rules: { 'gpu-toleration-missing': 'off' } } });
    expect(found.map((f) => [f.ruleId, f.message])).toEqual([
      ['unschedulable', expect.stringMatching(/a100 \(taint nvidia.com\/gpu=present:NoSchedule not tolerated\), h100 \(taint/)],
    ]);
  });
});
