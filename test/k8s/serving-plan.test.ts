import { describe, expect, it } from 'vitest';
import { podGpuMemory } from '../../src/cluster/gpu-memory.js';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { podSpecsOf } from '../../src/k8s/pods.js';
import { groupGpus, localGpus, memoryFraction, servingPlanOf, servingTopology, worldSize } from '../../src/k8s/serving-plan.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';

const table = new WorkloadTable(BUILTIN_WORKLOADS);
const podsOf = (yaml: string) =>
  podSpecsOf(objectsOfDocument(loadYaml(yaml).documents[0]!.value).objects[0]!, { gpuResources: [], table, draClaims: new Map() });

/** The first container of a Pod with the given container lines and pod spec lines. */
function pod(container: string, spec = '') {
  const [p] = podsOf(
    `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n${spec}  containers:\n    - name: c\n${container.replace(/^/gm, '      ')}\n`,
  );
  return { pod: p!, c: p!.containers[0]! };
}
const plan = (container: string) => servingPlanOf(pod(container).c)!;

describe('serving plan', () => {
  it('reads vLLM flags spelled with underscores', () => {
    const p = plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "--tensor_parallel_size=4", "--pipeline_parallel_size", "2"]');
    expect([p.tp?.n, p.pp?.n, worldSize(p)]).toEqual([4, 2, 8]);
    expect(p.pp?.written?.source).toBe('--pipeline-parallel-size 2');
  });

  it('counts only the data-parallel ranks of this pod', () => {
    expect(
      localGpus(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "-tp", "2", "-dp", "8", "--data-parallel-size-local", "4"]')),
    ).toEqual({ n: 8, expression: 'tp 2 × local dp 4' });
    expect(localGpus(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "-tp", "2", "-dp", "8", "--headless"]'))).toBeUndefined();
    expect(
      localGpus(
        plan(
          'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", "m", "--tp", "16", "--nnodes", "2"]',
        ),
      )?.n,
    ).toBe(8);
    expect(
      worldSize(
        plan(
          'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", "m", "--tp", "8", "--dp", "8", "--enable-dp-attention"]',
        ),
      ),
    ).toBe(8);
  });

  it('unknown sizes: placeholders, a --config file, TGI without --num-shard', () => {
    expect(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "-tp", "{{ .Values.tp }}"]').tp).toBeUndefined();
    expect(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "--config", "c.yaml"]').tp).toBeUndefined();
    expect(plan('image: ghcr.io/huggingface/text-generation-inference:3.0.1\nargs: ["--model-id", "m"]').tpFollowsGpus).toBe(true);
  });

  it('memory fractions and their defaults', () => {
    expect(memoryFraction(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m"]'))?.value).toBe(0.9);
    expect(memoryFraction(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "--gpu_memory_utilization", "0.8"]'))).toMatchObject(
      { value: 0.8, source: 'from --gpu-memory-utilization 0.8' },
    );
    expect(
      memoryFraction(plan('image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", "m"]'))
        ?.value,
    ).toBe(0.88);
    expect(
      memoryFraction(plan('image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv: [{name: CUDA_MEMORY_FRACTION, value: "0.5"}]'))
        ?.value,
    ).toBe(0.5);
    expect(
      memoryFraction(plan('image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "m", "--gpu-memory-utilization", "$(UTIL)"]')),
    ).toBeUndefined();
  });
});

describe('GPU memory a pod decides', () => {
  it('MIG profile, pinned product, affinity over several products, templates', () => {
    expect(
      podGpuMemory(
        pod('image: x\nresources: {limits: {nvidia.com/mig-3g.40gb: 1}}').pod,
        pod('image: x\nresources: {limits: {nvidia.com/mig-3g.40gb: 1}}').c,
      ),
    ).toEqual({ gib: 40, source: 'MIG profile 3g.40gb' });
    const pinned = pod(
      'image: x\nresources: {limits: {nvidia.com/gpu: 1}}',
      '  nodeSelector: {nvidia.com/gpu.product: NVIDIA-A100-SXM4-40GB}\n',
    );
    expect(podGpuMemory(pinned.pod, pinned.c)).toMatchObject({ gib: 40 });
    const affinity = pod(
      'image: x\nresources: {limits: {nvidia.com/gpu: 1}}',
      '  affinity:\n    nodeAffinity:\n      requiredDuringSchedulingIgnoredDuringExecution:\n        nodeSelectorTerms:\n          - matchExpressions: [{key: nvidia.com/gpu.product, operator: In, values: [NVIDIA-L4, NVIDIA-L40S]}]\n',
    );
    expect(podGpuMemory(affinity.pod, affinity.c)).toMatchObject({ gib: 48 });
    const template = pod(
      'image: x\nresources: {limits: {nvidia.com/gpu: 1}}',
      '  nodeSelector: {nvidia.com/gpu.product: "{{ .Values.gpu }}"}\n',
    );
    expect(podGpuMemory(template.pod, template.c)).toBe('unknown');
    const free = pod('image: x\nresources: {limits: {nvidia.com/gpu: 1}}');
    expect(podGpuMemory(free.pod, free.c)).toBeUndefined();
  });
});

describe('multi-pod groups', () => {
  it('LeaderWorkerSet: leader + (size - 1) workers', () => {
    const pods = podsOf(`apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata: {name: g}
spec:
  leaderWorkerTemplate:
    size: 3
    leaderTemplate:
      spec:
        containers: [{name: l, image: x, resources: {limits: {nvidia.com/gpu: 8}}}]
    workerTemplate:
      spec:
        containers: [{name: w, image: x, resources: {limits: {nvidia.com/gpu: 4}}}]
`);
    expect(pods.map(servingTopology)).toEqual(['group', 'group']);
    expect(groupGpus(pods)).toEqual({
      kind: 'lws',
      total: 16,
      arithmetic: '1 leader × 8 GPUs + 2 workers × 4 GPUs = 16 (LeaderWorkerSet size 3)',
    });
  });

  it('Ray: rayStartParams num-gpus wins over the request; autoscaling is unknown', () => {
    const ray = (extra: string) => `apiVersion: ray.io/v1
kind: RayCluster
metadata: {name: r}
spec:${extra}
  headGroupSpec:
    rayStartParams: {num-gpus: "0"}
    template:
      spec:
        containers: [{name: h, image: x, resources: {limits: {nvidia.com/gpu: 1}}}]
  workerGroupSpecs:
    - replicas: 3
      rayStartParams: {}
      template:
        spec:
          containers: [{name: w, image: x, resources: {limits: {nvidia.com/gpu: 2}}}]
`;
    expect(groupGpus(podsOf(ray('')))).toMatchObject({ kind: 'ray', total: 6, arithmetic: '1 head × 0 GPUs + 3 workers × 2 GPUs = 6' });
    expect(groupGpus(podsOf(ray('\n  enableInTreeAutoscaling: true')))).toBeUndefined();
  });
});
