import rule from './rule.js';
import type { ConfigFile } from '../../src/config/types.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const H100_POOL: ConfigFile = {
  nodePools: [{ name: 'h100', labels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' }, gpu: { count: 8 } }],
};
const UNKNOWN_POOL: ConfigFile = {
  nodePools: [{ name: 'mystery', labels: { 'nvidia.com/gpu.product': 'NVIDIA-Mystery-9000' }, gpu: { count: 8 } }],
};

/** A Deployment; the container's first line (`image:`) is line 9 + selector lines. */
const deployment = (container: string, gpus: string | number = 1, selector = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  template:
    spec:
${selector}      containers:
        - name: server
${container.replace(/^/gm, '          ')}
          resources:
            limits:
              nvidia.com/gpu: ${gpus}
`;

const H100 = '      nodeSelector:\n        nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\n';
const vllm = (args: string) => `image: vllm/vllm-openai:v0.9.0\nargs: [${args}]`;

/** A LeaderWorkerSet running vLLM over Ray; the vLLM command is line 14. */
const lws = (model: string, tp: number, pp: number, gpus: number) => `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        nodeSelector:
          nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
        containers:
          - name: vllm
            command: ["sh", "-c", "ray start --head && vllm serve ${model} --tensor-parallel-size ${tp} --pipeline-parallel-size ${pp}"]
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: ${gpus}
    workerTemplate:
      spec:
        nodeSelector:
          nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
        containers:
          - name: ray
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --block --address=$(LWS_LEADER_ADDRESS):6379"]
            resources:
              limits:
                nvidia.com/gpu: ${gpus}
`;

testRule(rule, {
  valid: [
    {
      name: 'AWQ 70B (~35 GB) on one 80 GB GPU',
      yaml: deployment(vllm('"--model", "x/Llama-3.1-70B-Instruct", ' + '"--quantization", "awq"'), 1, H100),
    },
    {
      name: 'FP8 by its name on 2 × 80 GB',
      yaml: deployment(vllm('"--model", "neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8", "-tp", ' + '"2"'), 2, H100),
    },
    { name: 'no node pools and no pinned GPU: memory unknown', yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct"')) },
    {
      name: 'pools without a known GPU memory',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct"')),
      config: UNKNOWN_POOL,
    },
    {
      name: 'a node selector from a template hides the pool',
      yaml: deployment(
        vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct"'),
        1,
        '      nodeSelector:\n        pool: ' + '"{{ .Values.pool }}"\n',
      ),
      config: H100_POOL,
    },
    { name: 'model from a placeholder', yaml: deployment(vllm('"--model", "$(MODEL)"'), 1, H100) },
    { name: 'no size in the model name', yaml: deployment(vllm('"--model", "/models/llama"'), 1, H100) },
    { name: 'unknown quantization method', yaml: deployment(vllm('"--model", "x/Llama-3.1-70B", "--quantization", "mystery"'), 1, H100) },
    {
      name: 'weights offloaded to CPU',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct", ' + '"--cpu-offload-gb", "80"'), 1, H100),
    },
    {
      name: 'tp 1 on 4 GPUs is tensor-parallel-gpu-mismatch, not this rule',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct"'), 4, H100),
    },
    {
      name: 'TGI shards over all 4 GPUs without --num-shard',
      yaml: deployment(
        'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv:\n  - name: MODEL_ID\n    value: ' +
          'meta-llama/Llama-3.1-70B-Instruct',
        4,
        H100,
      ),
    },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    ' +
        'spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          args: ["--model", "llama-70b"]\n',
      config: H100_POOL,
    },
    { name: 'LeaderWorkerSet: 405B FP8 over 2 × 8 H100', yaml: lws('meta-llama/Llama-3.1-405B-Instruct-FP8', 8, 2, 8) },
    {
      name: 'LeaderWorkerSet whose tp × pp does not match the group is the other rule',
      yaml: lws('meta-llama/Llama-3.1-405B-Instruct', 8, 1, 8),
    },
  ],
  invalid: [
    {
      name: 'the message gives the arithmetic',
      yaml: deployment(vllm('"--model", "meta-llama/Llama-3.1-70B-Instruct"'), 1, H100),
      lines: [13],
      messages: [
        new RegExp(
          '^meta-llama\\/Llama-3\\.1-70B-Instruct \\(70B parameters × 2 bytes, 16-bit by default\\) needs ~140 GB of weights ' +
            '\\(130\\.4 GiB\\), but vLLM in container "server" may use 1 × 80 GiB × 0\\.90 = 72 GiB for weights and KV cache ' +
            '\\(GPU memory ' +
            "from the pod's node selection nvidia\\.com\\/gpu\\.product=NVIDIA-H100-80GB-HBM3; 0\\.90 from vLLM's default " +
            '--gpu-memory-utilization\\): .*at least 2 such GPUs',
        ),
      ],
    },
    {
      name: 'pools from Node objects (L40S, 48 GiB) and TGI env MODEL_ID',
      yaml: `apiVersion: v1
kind: Node
metadata:
  name: l40s-1
  labels:
    nvidia.com/gpu.product: NVIDIA-L40S
    nvidia.com/gpu.count: "4"
---
${deployment(
  'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv:\n  - name: MODEL_ID\n    value: ' +
    'mistralai/Mixtral-8x7B-Instruct-v0.1\n  - name: NUM_SHARD\n    value: "1"',
)}`,
      lines: [21],
      messages: [/46\.7B parameters × 2 bytes.* needs ~93 GB .* 1 × 48 GiB × 1\.00 = 48 GiB .*node pool/],
    },
    {
      name: 'a MIG slice: SGLang with a 32B model on 3g.40gb',
      yaml: deployment(
        'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", ' +
          '"Qwen/Qwen2.5-32B-Instruct"]',
      ).replace('nvidia.com/gpu: 1', 'nvidia.com/mig-3g.40gb: 1'),
      lines: [11],
      messages: [/1 × 40 GiB × 0\.88 = 35\.2 GiB .*MIG profile 3g\.40gb/],
    },
    {
      name: 'fp32 on 2 × 24 GB (GKE accelerator selector), sh -c script',
      yaml: deployment(
        'image: vllm/vllm-openai:v0.9.0\ncommand: ["sh", "-c", "exec vllm serve Qwen/Qwen2.5-14B-Instruct ' + '--dtype float32 -tp 2"]',
        2,
        '      nodeSelector:\n        cloud.google.com/gke-accelerator: nvidia-l4\n',
      ),
      lines: [13],
      messages: [/\(14B parameters × 4 bytes, float32\) needs ~56 GB .* 2 × 24 GiB × 0\.90 = 43\.2 GiB/],
    },
    {
      name: 'InferenceService predictor with required node affinity on A100 40GB',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    affinity:
      nodeAffinity:
        requiredDuringSchedulingIgnoredDuringExecution:
          nodeSelectorTerms:
            - matchExpressions:
                - key: nvidia.com/gpu.product
                  operator: In
                  values: [NVIDIA-A100-SXM4-40GB]
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        args:
          - --model=meta-llama/Llama-3.1-70B-Instruct
          - --quantization=fp8
          - --tensor-parallel-size=2
          - --gpu-memory-utilization=0.8
        resources:
          limits:
            nvidia.com/gpu: 2
`,
      lines: [19],
      messages: [
        new RegExp(
          '\\(70B parameters × 1 byte, fp8 quantization\\) needs ~70 GB .* 2 × 40 GiB × 0\\.80 = 64 GiB .*0\\.80 from ' +
            '--gpu-memory-utilization 0\\.8',
        ),
      ],
    },
    {
      name: 'LeaderWorkerSet: 405B bf16 over 2 × 4 H100 (group matches tp × pp)',
      yaml: lws('meta-llama/Llama-3.1-405B-Instruct', 4, 2, 4),
      lines: [14],
      messages: [/needs ~810 GB .* may use 8 × 80 GiB × 0\.90 = 576 GiB/],
    },
    {
      name: 'RayCluster head on pools: the server fits its own pod',
      yaml: `apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: serve
spec:
  headGroupSpec:
    rayStartParams: {}
    template:
      spec:
        containers:
          - name: head
            image: rayproject/ray-ml:2.9.0-gpu
            command: ["bash", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-70B-Instruct -tp 1"]
            resources:
              limits:
                nvidia.com/gpu: 1
  workerGroupSpecs:
    - groupName: gpu
      replicas: 2
      rayStartParams: {}
      template:
        spec:
          containers:
            - name: worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 1
`,
      config: H100_POOL,
      lines: [13],
    },
  ],
});
