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
const web = `apiVersion: v1
kind: Pod
metadata:
  name: web
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
const gpuPod = pod('cpu: "8"\nmemory: 64Gi\nnvidia.com/gpu: 2');
const noCpuField = `${kubelet('topologyManagerPolicy: restricted')}apiVersion: v1
kind: Node
metadata:
  name: h100-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
`;
const pytorchJob = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 4
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 4
`;

testRule(rule, {
  valid: [
    {
      name: "best-effort is topology-policy-weak's business",
      yaml: `${kubelet('topologyManagerPolicy: best-effort\n' + 'cpuManagerPolicy: none')}${gpuPod}`,
    },
    { name: 'no GPU workload and no GPU pool', yaml: `${kubelet('topologyManagerPolicy: restricted')}${web}` },
    {
      name: 'a config pool with the static CPU manager',
      yaml: gpuPod,
      config: pools(H100({ topologyManagerPolicy: 'single-numa-node', cpuManagerPolicy: 'static' })),
    },
    { name: 'a config pool whose kubelet is not described', yaml: gpuPod, config: pools(H100()) },
    {
      name: 'a placeholder CPU manager policy',
      yaml: `${kubelet('topologyManagerPolicy: restricted\n' + 'cpuManagerPolicy: ${CPU_POLICY}')}${gpuPod}`,
    },
    {
      name: 'a document named after a pool without GPUs',
      yaml: `${kubelet('topologyManagerPolicy: restricted', 'cpu')}${gpuPod}`,
      config: pools({ name: 'cpu', labels: { pool: 'cpu' } }, H100({ topologyManagerPolicy: 'restricted', cpuManagerPolicy: 'static' })),
    },
    {
      name: 'only GPU infrastructure in the input',
      yaml: `${kubelet('topologyManagerPolicy: restricted')}${pod('nvidia.com/gpu: 1', { meta: '  namespace: gpu-operator\n' })}`,
    },
    {
      name: 'a pod kept off the pool by its selector',
      yaml: pod('nvidia.com/gpu: 1', { spec: '  nodeSelector: {pool: a100}\n' }),
      config: pools(H100({ topologyManagerPolicy: 'restricted' }), {
        name: 'a100',
        labels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB', pool: 'a100' },
      }),
    },
  ],
  invalid: [
    {
      name: 'no cpuManagerPolicy: at the topologyManagerPolicy value',
      yaml: noCpuField,
      lines: [3],
      messages: [/^topologyManagerPolicy is restricted but cpuManagerPolicy is not set \(the default is none\): /],
    },
    {
      name: 'a single-numa-node pool from config without a CPU manager policy',
      yaml: gpuPod,
      config: pools(H100({ topologyManagerPolicy: 'single-numa-node' })),
      lines: linesOf(gpuPod, 'nvidia.com/gpu'),
      messages: [
        new RegExp(
          '^nvidia\\.com\\/gpu in container "infer" can land on GPU pool h100 \\(topologyManagerPolicy single-numa-node, ' +
            'cpuManagerPolicy not set, so none, from config nodePools\\[h100\\]\\.kubelet\\)',
        ),
      ],
    },
    {
      name: 'a PyTorchJob on a restricted pool with cpuManagerPolicy none',
      yaml: pytorchJob,
      config: pools(H100({ topologyManagerPolicy: 'restricted', cpuManagerPolicy: 'none' })),
      lines: linesOf(pytorchJob, 'nvidia.com/gpu'),
    },
  ],
});

describe('topology-cpu-manager-missing with a --node-pools file and suppressions', () => {
  it('pools from a --node-pools file', () => {
    const linter = new Linter({
      rules: [rule],
      config: resolveConfig({}),
      nodePoolDocuments: [{ nodePools: [H100({ topologyManagerPolicy: 'restricted' })] }],
    });
    linter.lintText('a.yaml', gpuPod);
    linter.finish();
    expect(linter.findings.map((f) => [f.range.start.line, f.level])).toEqual([[linesOf(gpuPod, 'nvidia.com/gpu')[0], 'note']]);
  });
  it('a disable comment at the top of the KubeletConfiguration document', () => {
    const yaml = `# ai-k8s-lint-disable topology-cpu-manager-missing\n${kubelet('topologyManagerPolicy: restricted')}${gpuPod}`;
    expect(lintYaml(yaml, [rule]).map((f) => f.suppressed?.source)).toEqual(['comment']);
  });
});
