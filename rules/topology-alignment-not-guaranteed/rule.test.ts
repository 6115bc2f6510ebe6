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

const pod = (resources: string, { meta = '', spec = '', extra = '' } = {}) => `apiVersion: v1
kind: Pod
metadata:
  name: infer
${meta}spec:
${spec}  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
${resources.replace(/^/gm, '        ')}
${extra}`;

const pools = (...list: unknown[]) => ({ nodePools: list as never[] });
const H100 = (kubelet: Record<string, string> = { topologyManagerPolicy: 'single-numa-node', cpuManagerPolicy: 'static' }, count = 8) => ({
  name: 'h100',
  labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3', pool: 'h100' },
  gpu: { count },
  kubelet,
});
const SNN = pools(H100());

const burstableCpu = pod('requests:\n  cpu: "4"\n  memory: 32Gi\nlimits:\n  cpu: "8"\n  memory: 32Gi\n  nvidia.com/gpu: 1');
const fractional = pod('requests:\n  cpu: 500m\nlimits:\n  cpu: "1"\n  memory: 8Gi\n  nvidia.com/gpu: 1');
const sidecar = pod('limits:\n  cpu: "4"\n  memory: 32Gi\n  nvidia.com/gpu: 1', {
  extra:
    '    - name: proxy\n      image: ' +
    'envoyproxy/envoy:v1.30.0\n      resources:\n        requests: {cpu: 250m, memory: 128Mi}\n        limits: {cpu: ' +
    '250m, memory: 256Mi}\n',
});
const podLevel = pod('limits:\n  nvidia.com/gpu: 1', {
  spec: '  resources:\n    requests: {cpu: "8", memory: 32Gi}\n    limits: {cpu: ' + '"16", memory: 32Gi}\n',
});
const leaderWorkerSet = `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                cpu: 7.5
                memory: 64Gi
                nvidia.com/gpu: 4
`;

testRule(rule, {
  valid: [
    { name: 'no pools', yaml: fractional },
    {
      name: 'a restricted pool without the static CPU manager: topology-cpu-manager-missing',
      yaml: fractional,
      config: pools(H100({ topologyManagerPolicy: 'restricted' })),
    },
    {
      name: 'a best-effort pool',
      yaml: fractional,
      config: pools(H100({ topologyManagerPolicy: 'best-effort', cpuManagerPolicy: 'static' })),
    },
    {
      name: 'Guaranteed with whole CPUs (1Gi equals 1024Mi)',
      yaml: pod('requests:\n  cpu: 4000m\n  memory: 1Gi\nlimits:\n  cpu: "4"\n  ' + 'memory: 1024Mi\n  nvidia.com/gpu: 1'),
      config: SNN,
    },
    { name: "missing cpu values are the missing-value rules' business", yaml: pod('limits:\n  nvidia.com/gpu: 1'), config: SNN },
    { name: 'a placeholder cpu', yaml: pod('limits:\n  cpu: "${CPUS}"\n  memory: 8Gi\n  nvidia.com/gpu: 1'), config: SNN },
    {
      name: "the pod does not fit on the pool (unschedulable's business)",
      yaml: pod('limits:\n  cpu: 500m\n  nvidia.com/gpu: 8'),
      config: pools(H100(undefined, 4)),
    },
    {
      name: 'a fractional CPU in a sidecar without GPUs, requests equal to limits',
      yaml: pod('limits:\n  cpu: "4"\n  memory: 32Gi\n' + '  nvidia.com/gpu: 1', {
        extra: '    - name: proxy\n      image: envoyproxy/envoy:v1.30.0\n      resources: {limits: {cpu: ' + '250m, memory: 128Mi}}\n',
      }),
      config: SNN,
    },
    {
      name: 'GPU infrastructure',
      yaml: pod('limits:\n  cpu: 100m\n  nvidia.com/gpu: 1', { meta: '  namespace: gpu-operator\n' }),
      config: SNN,
    },
    { name: 'resources of the wrong type', yaml: pod('limits: "cpu=500m,nvidia.com/gpu=1"'), config: SNN },
  ],
  invalid: [
    {
      name: 'cpu request below the limit',
      yaml: burstableCpu,
      config: SNN,
      lines: linesOf(burstableCpu, 'cpu: "4"'),
      messages: [
        new RegExp(
          '^Container "infer" requests cpu 4 but its limit is 8, so the pod is not Guaranteed: on pool h100 ' +
            '\\(topologyManagerPolicy single-numa-node, from config nodePools\\[h100\\]\\.kubelet\\) its GPUs get no NUMA-aligned CPUs; ',
        ),
      ],
    },
    {
      name: 'a fractional request that also differs from the limit: one finding',
      yaml: fractional,
      config: SNN,
      lines: linesOf(fractional, 'cpu: 500m'),
      messages: [
        /requests cpu 500m but its limit is 1, so the pod is not Guaranteed; it also asks for cpu 500m, not a whole number of CPUs/,
      ],
    },
    {
      name: 'a sidecar without GPUs makes the pod Burstable',
      yaml: sidecar,
      config: SNN,
      lines: linesOf(sidecar, 'requests: {cpu: 250m'),
      messages: [/^Container "proxy" requests memory 128Mi but its limit is 256Mi/],
    },
    {
      name: 'pod-level resources',
      yaml: podLevel,
      config: pools(H100({ topologyManagerPolicy: 'restricted', cpuManagerPolicy: 'static' })),
      lines: linesOf(podLevel, 'requests: {cpu: "8"'),
      messages: [/^The pod \(spec\.resources\) requests cpu 8 but its limit is 16/],
    },
    { name: 'a LeaderWorkerSet worker with 7.5 CPUs', yaml: leaderWorkerSet, config: SNN, lines: linesOf(leaderWorkerSet, 'cpu: 7.5') },
  ],
});

describe('topology-alignment-not-guaranteed with Node objects, a --node-pools file and suppressions', () => {
  it('a KubeletConfiguration named after the Node pool', () => {
    const yaml =
      `apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\nmetadata: {name: gpu-a}\ntopologyManagerPolicy: ` +
      `restricted\ncpuManagerPolicy: static\n---\napiVersion: v1\nkind: Node\nmetadata:\n  name: n1\n  labels:\n    ` +
      `karpenter.sh/nodepool: gpu-a\n    karpenter.k8s.aws/instance-gpu-name: h100\n    karpenter.k8s.aws/instance-gpu-count: ` +
      `"8"\n---\n${fractional}`;
    expect(
      lintYaml(yaml, [rule]).map((f) => [
        f.range.start.line,
        /pool gpu-a \(topologyManagerPolicy restricted, from KubeletConfiguration in test\.yaml:\d+\)/.test(f.message),
      ]),
    ).toEqual([[linesOf(yaml, 'cpu: 500m')[0], true]]);
  });
  it('pools from a --node-pools file', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}), nodePoolDocuments: [[H100()]] });
    linter.lintText('a.yaml', burstableCpu);
    linter.finish();
    expect(linter.findings.map((f) => f.range.start.line)).toEqual(linesOf(burstableCpu, 'cpu: "4"'));
  });
  it('the ignore annotation', () => {
    const found = lintYaml(
      pod('limits:\n  cpu: 1500m\n  nvidia.com/gpu: 1', {
        meta: '  annotations: {ai-k8s-lint.io/ignore: ' + '"topology-alignment-not-guaranteed"}\n',
      }),
      [rule],
      { config: SNN },
    );
    expect(found.map((f) => f.suppressed?.source)).toEqual(['annotation']);
  });
});
