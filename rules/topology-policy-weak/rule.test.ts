import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

function linesOf(yaml: string, ...needles: string[]): number[] {
  const rows = yaml.split('\n');
  let from = 0;
  return needles.map((needle) => {
    const i = rows.findIndex((row, n) => n >= from && row.includes(needle));
    if (i === -1) throw new Error(`${needle} not in the YAML`);
    from = i + 1;
    return i + 1;
  });
}

const kubelet = (body: string, name?: string) => `apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
${name ? `metadata:\n  name: ${name}\n` : ''}${body}
---
`;
const pod = (limits: string, { meta = '', spec = '' } = {}) => `apiVersion: v1
kind: Pod
metadata:
  name: infer
${meta}spec:
${spec}  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
${limits.replace(/^/gm, '          ')}
`;
const web = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: nginx:1.27
`;

const pools = (...list: unknown[]) => ({ nodePools: list as never[] });
const H100 = (kubeletBlock?: Record<string, string>) => ({
  name: 'h100',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', pool: 'h100' },
  gpu: { count: 8 },
  ...(kubeletBlock ? { kubelet: kubeletBlock } : {}),
});
const CPU = (kubeletBlock?: Record<string, string>) => ({
  name: 'cpu',
  labels: { pool: 'cpu' },
  ...(kubeletBlock ? { kubelet: kubeletBlock } : {}),
});
const gpuPod = pod('nvidia.com/gpu: 2');

const missing = `${kubelet('cpuManagerPolicy: static')}apiVersion: v1
kind: Node
metadata:
  name: a100-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
`;
const leaderWorkerSet = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: vllm/vllm-openai:v0.9.0
            resources: {limits: {nvidia.com/gpu: 4}}
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources: {limits: {nvidia.com/gpu: 4}}
`;
const namedForPool = `${kubelet('topologyManagerPolicy: none', 'h100')}${gpuPod}`;

testRule(rule, {
  valid: [
    { name: 'no GPU workload and no GPU pool', yaml: `${kubelet('topologyManagerPolicy: best-effort')}${web}` },
    {
      name: 'a restricted pool from config',
      yaml: gpuPod,
      config: pools(H100({ topologyManagerPolicy: 'restricted', cpuManagerPolicy: 'static' })),
    },
    { name: 'a pool whose kubelet is not described', yaml: gpuPod, config: pools(H100()) },
    { name: 'a weak kubelet on a pool without GPUs', yaml: gpuPod, config: pools(CPU({ topologyManagerPolicy: 'none' })) },
    {
      name: 'a KubeletConfiguration named after a CPU pool',
      yaml: `${kubelet('topologyManagerPolicy: none', 'cpu')}${gpuPod}`,
      config: pools(CPU(), H100({ topologyManagerPolicy: 'single-numa-node' })),
    },
    { name: 'a placeholder policy', yaml: `${kubelet('topologyManagerPolicy: "${TOPOLOGY_POLICY}"')}${gpuPod}` },
    { name: 'a policy of the wrong type', yaml: `${kubelet('topologyManagerPolicy: 3')}${gpuPod}` },
    {
      name: 'the selector keeps the pod off the weak pool',
      yaml: pod('nvidia.com/gpu: 2', { spec: '  nodeSelector: {pool: h100}\n' }),
      config: pools(H100({ topologyManagerPolicy: 'single-numa-node' }), {
        ...H100({ topologyManagerPolicy: 'best-effort' }),
        name: 'old',
        labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-40GB', pool: 'old' },
      }),
    },
    {
      name: 'GPU infrastructure is no GPU workload',
      yaml: `${kubelet('topologyManagerPolicy: none')}${pod('nvidia.com/gpu: 1', { meta: '  namespace: gpu-operator\n' })}`,
    },
  ],
  invalid: [
    {
      name: 'no topologyManagerPolicy in a KubeletConfiguration applied to a GPU pool of Node objects: at its kind line',
      yaml: missing,
      lines: [2],
      messages: [/^This KubeletConfiguration sets no topologyManagerPolicy, so the kubelet uses none \(it applies to GPU pool a100-1\): /],
    },
    {
      name: 'a best-effort pool from config, at the GPU key',
      yaml: gpuPod,
      config: pools(H100({ topologyManagerPolicy: 'best-effort' })),
      lines: [11],
      messages: [
        new RegExp(
          '^nvidia\\.com\\/gpu in container "infer" can land on GPU pool h100 \\(topologyManagerPolicy best-effort, from config ' +
            'nodePools\\[h100\\]\\.kubelet\\): ',
        ),
      ],
    },
    {
      name: 'a kubelet block without the policy means none',
      yaml: gpuPod,
      config: pools(H100({ cpuManagerPolicy: 'static' })),
      lines: [11],
      messages: [/topologyManagerPolicy none, the default/],
    },
    {
      name: 'a LeaderWorkerSet: one finding per pod template',
      yaml: leaderWorkerSet,
      config: pools(H100({ topologyManagerPolicy: 'none' })),
      lines: linesOf(leaderWorkerSet, 'nvidia.com/gpu', 'nvidia.com/gpu'),
    },
    {
      name: 'a document named after a GPU pool wins over its config kubelet and is reported once, at the document',
      yaml: namedForPool,
      config: pools(H100({ topologyManagerPolicy: 'single-numa-node' })),
      lines: [5],
      messages: [/topologyManagerPolicy: none \(it applies to GPU pool h100\)/],
    },
  ],
});

describe('topology-policy-weak with a --node-pools file and suppressions', () => {
  const job = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
`;
  it('a PyTorchJob against a --node-pools pool list', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [[H100({ topologyManagerPolicy: 'none' })]] });
    linter.lintText('train.yaml', job);
    linter.finish();
    expect(linter.findings.map((f) => [f.range.start.line, f.level])).toEqual([[linesOf(job, 'nvidia.com/gpu')[0], 'warning']]);
  });
  it('a comment directive before the policy line', () => {
    const yaml =
      `apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\n# ai-k8s-lint-disable-next-line ` +
      `topology-policy-weak\ntopologyManagerPolicy: best-effort\n---\n${gpuPod}`;
    expect(lintYaml(yaml, [rule]).map((f) => [f.range.start.line, f.suppressed?.source])).toEqual([[4, 'comment']]);
  });
  it('the ignore annotation on the pod', () => {
    const found = lintYaml(pod('nvidia.com/gpu: 1', { meta: '  annotations: {ai-k8s-lint.io/ignore: topology-policy-weak}\n' }), [rule], {
      config: pools(H100({ topologyManagerPolicy: 'none' })),
    });
    expect(found.map((f) => f.suppressed?.source)).toEqual(['annotation']);
  });
});
