import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

const TAINT = { key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' };
const gfd = (product: string, driver: string) => ({
  'nvidia.com/gpu.product': product,
  'nvidia.com/gpu.present': 'true',
  'nvidia.com/cuda.driver-version.full': driver,
});
const A100 = { name: 'a100', labels: gfd('NVIDIA-A100-SXM4-80GB', '535.104.05'), gpu: { count: 8 } };
const T4 = { name: 't4', labels: gfd('Tesla-T4', '550.54.15'), gpu: { count: 1 } };
const A100_NEW = { name: 'a100-new', labels: gfd('NVIDIA-A100-SXM4-80GB', '550.54.15'), gpu: { count: 8 } };
const POOLS: ConfigFile = { nodePools: [A100, T4] };

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

const PYTORCH_JOB = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
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
                  nvidia.com/gpu: 1
    Worker:
      replicas: 2
      template:
        spec:
          nodeSelector:
            nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 1
`;

const NODES = `apiVersion: v1
kind: Node
metadata:
  name: gke-l4-1
  labels:
    cloud.google.com/gke-nodepool: l4
    cloud.google.com/gke-accelerator: nvidia-l4
    cloud.google.com/gke-accelerator-count: "2"
---
apiVersion: v1
kind: Node
metadata:
  name: gke-h100-1
  labels:
    cloud.google.com/gke-nodepool: h100
    cloud.google.com/gke-accelerator: nvidia-h100-80gb
    cloud.google.com/gke-accelerator-count: "8"
---
`;

const affinity = (operator: string, values: string) =>
  `  affinity:\n    nodeAffinity:\n      ` +
  `requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n          - matchExpressions:\n              - {key: ` +
  `nvidia.com/gpu.product, operator: ${operator}, values: ${values}}\n`;

testRule(rule, {
  valid: [
    { name: 'no pools declared: silent', yaml: pod() },
    { name: 'pinned by nodeSelector', yaml: pod('  nodeSelector:\n    nvidia.com/gpu.product: Tesla-T4\n'), config: POOLS },
    { name: 'pinned by required node affinity (In)', yaml: pod(affinity('In', '[NVIDIA-A100-SXM4-80GB]')), config: POOLS },
    { name: 'pinned by NotIn', yaml: pod(affinity('NotIn', '[Tesla-T4]')), config: POOLS },
    { name: 'the pools agree on product and driver', yaml: pod(), config: { nodePools: [A100, { ...A100, name: 'a100-b' }] } },
    {
      name: 'a pool of the other GPU vendor offers no nvidia.com/gpu',
      yaml: pod(),
      config: { nodePools: [A100, { name: 'mi300x', labels: { 'amd.com/gpu.product-name': 'AMD-Instinct-MI300X' }, gpu: { count: 8 } }] },
    },
    {
      name: 'a MIG device only one pool offers',
      yaml: pod('', 'nvidia.com/mig-1g.10gb: 1'),
      config: {
        nodePools: [
          { ...A100, gpu: { count: 8, migStrategy: 'mixed', migDevices: { '1g.10gb': 56 } } },
          {
            name: 'a100-40',
            labels: gfd('NVIDIA-A100-SXM4-40GB', '550.54.15'),
            gpu: { count: 8, migStrategy: 'mixed', migDevices: { '1g.5gb': 56 } },
          },
        ],
      },
    },
    {
      name: "only one pool's taint is tolerated",
      yaml: pod('  tolerations:\n    - {key: nvidia.com/gpu, operator: Exists}\n'),
      config: {
        nodePools: [
          { ...A100, taints: [TAINT] },
          { ...T4, taints: [{ key: 'dedicated', value: 'inference', effect: 'NoSchedule' }] },
        ],
      },
    },
    {
      name: 'an unknown driver is not a difference',
      yaml: pod(),
      config: { nodePools: [A100, { name: 'a100-x', labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB' } }] },
    },
    { name: 'non-GPU pools do not count', yaml: pod(), config: { nodePools: [A100, { name: 'cpu', labels: { pool: 'cpu' } }] } },
    { name: 'templated nodeSelector', yaml: pod('  nodeSelector:\n    nvidia.com/gpu.product: "{{ .Values.gpu }}"\n'), config: POOLS },
    { name: 'pinned to a hostname', yaml: pod('  nodeSelector:\n    kubernetes.io/hostname: gpu-node-7\n'), config: POOLS },
    { name: 'a CPU pod with an AI image', yaml: pod('', 'cpu: "4"'), config: POOLS },
    {
      name: 'GPU infrastructure in the operator namespace',
      yaml: pod().replace('  name: llm\n', '  name: dcgm\n  namespace: gpu-operator\n'),
      config: POOLS,
    },
    {
      name: 'a DRA pod: its claim picks the device',
      yaml:
        'apiVersion: resource.k8s.io/v1\nkind: ResourceClaimTemplate\nmetadata:\n  name: one-gpu\nspec:\n  spec:\n    devices:\n     ' +
        ' requests:\n        - name: gpu\n          exactly:\n            deviceClassName: gpu.nvidia.com\n---\napiVersion: v1\nkind: ' +
        'Pod\nmetadata:\n  name: dra\nspec:\n  resourceClaims:\n    - name: gpu\n      resourceClaimTemplateName: one-gpu\n  ' +
        'containers:\n    - name: ctr\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        claims:\n    ' +
        '      - name: gpu\n',
      config: POOLS,
    },
    {
      name: 'pools from Node objects, pinned by the GKE accelerator label',
      yaml: `${NODES}${pod('  nodeSelector:\n    cloud.google.com/gke-accelerator: nvidia-l4\n')}`,
    },
  ],
  invalid: [
    {
      name: 'no selector, products and drivers differ: at the pod spec',
      yaml: pod(),
      config: POOLS,
      lines: [5],
      messages: [
        'the pod has no nodeSelector or required node affinity to keep it off GPU node pools that differ in GPU product and ' +
          'driver version: a100 (NVIDIA-A100-SXM4-80GB, driver 535.104.05), t4 (Tesla-T4, driver 550.54.15); pin the pool it was ' +
          'validated ' +
          'on, e.g. nodeSelector nvidia.com/gpu.product: "NVIDIA-A100-SXM4-80GB".',
      ],
    },
    {
      name: 'a candidate pool too small for the pod today still counts (resource fit is a later step), and says so',
      yaml: pod('', 'nvidia.com/gpu: 4'),
      config: POOLS,
      positions: ['5:1-5:5'],
      messages: [
        'the pod has no nodeSelector or required node affinity to keep it off GPU node pools that differ in GPU product and ' +
          'driver version: a100 (NVIDIA-A100-SXM4-80GB, driver 535.104.05), t4 (Tesla-T4, driver 550.54.15; needs 4 nvidia.com/gpu per ' +
          'node, nodes have 1); pin the pool it was validated on, e.g. nodeSelector nvidia.com/gpu.product: "NVIDIA-A100-SXM4-80GB".',
      ],
    },
    {
      name: 'the pin suggested is a pool the pod fits',
      yaml: pod('', 'nvidia.com/gpu: 4'),
      config: { nodePools: [T4, A100] },
      lines: [5],
      messages: [/nodes have 1\), a100 \(.*e\.g\. nodeSelector nvidia\.com\/gpu\.product: "NVIDIA-A100-SXM4-80GB"\.$/],
    },
    {
      name: 'same product, different drivers',
      yaml: pod(),
      config: { nodePools: [A100, A100_NEW] },
      lines: [5],
      messages: [
        new RegExp(
          'differ in driver version: a100 \\(NVIDIA-A100-SXM4-80GB, driver 535.104.05\\), a100-new \\(NVIDIA-A100-SXM4-80GB, ' +
            'driver 550.54.15\\); pin the pool it was validated on, e.g. nodeSelector ' +
            'nvidia.com\\/cuda.driver-version.full: "535.104.05"\\.$',
        ),
      ],
    },
    {
      name: 'a nodeSelector every GPU pool satisfies pins nothing: at nodeSelector',
      yaml: pod('  nodeSelector:\n    nvidia.com/gpu.present: "true"\n'),
      config: POOLS,
      lines: [6],
      messages: [/^the nodeSelector\/node affinity of the pod still admits GPU node pools/],
    },
    {
      name: 'preferred node affinity does not keep the pod off a pool',
      yaml: pod(
        '  affinity:\n    nodeAffinity:\n      preferredDuringSchedulingIgnoredDuringExecution:\n        - weight: 100\n         ' +
          ' preference:\n            matchExpressions:\n              - {key: nvidia.com/gpu.product, operator: In, values: [Tesla-T4]}\n',
      ),
      config: POOLS,
      lines: [7],
    },
    {
      name: 'tolerating every taint lands anywhere',
      yaml: pod('  tolerations:\n    - operator: Exists\n'),
      config: {
        nodePools: [
          { ...A100, taints: [TAINT] },
          { ...T4, taints: [{ key: 'dedicated', value: 'inference', effect: 'NoExecute' }] },
        ],
      },
      lines: [5],
    },
    {
      name: 'PyTorchJob: only the Master template, which pins nothing',
      yaml: PYTORCH_JOB,
      config: POOLS,
      lines: [10],
      messages: [/^the Master pods have no nodeSelector or required node affinity to keep them off GPU node pools that differ/],
    },
    {
      name: 'pools from Node objects (GKE labels)',
      yaml: `${NODES}${pod()}`,
      lines: [23],
      messages: [
        new RegExp(
          'differ in GPU product: l4 \\(nvidia-l4, driver unknown\\), h100 \\(nvidia-h100-80gb, driver unknown\\); pin the pool ' +
            'it was validated on, e.g. nodeSelector cloud.google.com\\/gke-accelerator: "nvidia-l4"',
        ),
      ],
    },
  ],
});

describe('gpu-node-selector-missing: per-path pools, --node-pools, suppression', () => {
  it("an override's pools apply to its paths only", () => {
    const config: ConfigFile = { nodePools: [A100], overrides: [{ files: ['prod/**'], nodePools: [A100, T4] }] };
    expect(lintYaml(pod(), [rule], { config, file: 'staging/llm.yaml' })).toEqual([]);
    expect(lintYaml(pod(), [rule], { config, file: 'prod/llm.yaml' }).map((f) => [f.file, f.range.start.line])).toEqual([
      ['prod/llm.yaml', 5],
    ]);
  });

  it('pools from a --node-pools file (a saved kubectl get nodes)', () => {
    const node = (name: string, product: string) => ({
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name, labels: { 'nvidia.com/gpu.product': product } },
      status: { allocatable: { 'nvidia.com/gpu': '4', cpu: '64' } },
    });
    const linter = new Linter({
      rules: [rule],
      config: resolveConfig({}),
      nodePoolDocuments: [{ apiVersion: 'v1', kind: 'List', items: [node('n1', 'NVIDIA-L40S'), node('n2', 'NVIDIA-H100-80GB-HBM3')] }],
    });
    linter.lintText('serve.yaml', pod());
    linter.finish();
    expect(linter.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/: n1 \(NVIDIA-L40S, driver unknown\), n2 \(NVIDIA-H100-80GB-HBM3, driver unknown\);/),
    ]);
  });

  it('is suppressed by the ignore annotation, with its reason', () => {
    const [f] = lintYaml(
      pod().replace(
        '  name: llm\n',
        '  name: llm\n  annotations:\n    ai-k8s-lint.io/ignore: ' +
          'gpu-node-selector-missing\n    ai-k8s-lint.io/ignore-reason: validated on both\n',
      ),
      [rule],
      { config: POOLS },
    );
    expect(f?.suppressed).toMatchObject({ source: 'annotation', justification: 'validated on both' });
  });
});
