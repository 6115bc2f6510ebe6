import rule from './rule.js';
import type { ConfigFile } from '../../src/config/types.js';
import { testRule } from '../../test/helpers/rule-tester.js';

const SHARED_POOL: ConfigFile = {
  nodePools: [{ name: 't4-shared', labels: { 'nvidia.com/gpu.product': 'Tesla-T4' }, gpu: { count: 4, sharing: 'time-slicing' } }],
};
const PLAIN_POOL: ConfigFile = { nodePools: [{ name: 't4', labels: { 'nvidia.com/gpu.product': 'Tesla-T4' }, gpu: { count: 4 } }] };

/** A Deployment of `replicas` pods; `image:` is line 11 + selector lines, the GPU key line 16 + selector lines. */
const deployment = (name: string, container: string, replicas = 1, selector = '', resource = 'nvidia.com/gpu') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
spec:
  replicas: ${replicas}
  template:
    spec:
${selector}      containers:
        - name: server
${container.replace(/^/gm, '          ')}
          resources:
            limits:
              ${resource}: 1
`;

const vllm = (args: string) => `image: vllm/vllm-openai:v0.9.0\nargs: ["--model", "Qwen/Qwen2.5-1.5B-Instruct"${args}]`;
const T4_SHARED = '      nodeSelector:\n        nvidia.com/gpu.product: Tesla-T4-SHARED\n';

testRule(rule, {
  valid: [
    { name: '0.95 is not above the limit', yaml: deployment('chat', vllm(', "--gpu-memory-utilization", "0.95"')) },
    {
      name: 'a raised limit in options',
      yaml: deployment('chat', vllm(', "--gpu-memory-utilization", "0.97"')),
      options: { maxUtilization: 0.98 },
    },
    {
      name: 'SGLang --mem-fraction-static is not the vLLM flag',
      yaml: deployment(
        'chat',
        'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ' +
          '["python3", "-m", "sglang.launch_server", "--model-path", "x/y-1B", "--mem-fraction-static", "0.97"]',
      ),
    },
    { name: 'a placeholder', yaml: deployment('chat', vllm(', "--gpu-memory-utilization", "{{ .Values.util }}"')) },
    {
      name: 'vLLM on CPU (no GPU requested)',
      yaml:
        'apiVersion: v1\nkind: Pod\nmetadata:\n  name: cpu\nspec:\n  containers:\n    - ' +
        'name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      args: ["--model", "x/y-1B", "--gpu-memory-utilization", "0.99"]\n',
    },
    { name: 'one server alone on a time-sliced pool', yaml: deployment('chat', vllm('')), config: SHARED_POOL },
    { name: 'several replicas on GPUs that are not shared', yaml: deployment('chat', vllm(''), 4), config: PLAIN_POOL },
    { name: 'several replicas and no pools: nothing says the GPUs are shared', yaml: deployment('chat', vllm(''), 4) },
    {
      name: 'replicas on a time-sliced pool that fit together',
      yaml: deployment('chat', vllm(', "--gpu-memory-utilization", ' + '"0.3"'), 3),
      config: SHARED_POOL,
    },
    {
      name: 'TensorRT-LLM is not judged',
      yaml: deployment(
        'trt',
        'image: nvcr.io/nvidia/tritonserver:24.05-trtllm-python-py3\ncommand: ' +
          '["trtllm-serve", "x/y-1B", "--kv_cache_free_gpu_memory_fraction", "0.95"]',
        2,
      ),
      config: SHARED_POOL,
    },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n  ' +
        'template:\n    spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          args: ' +
        '["--gpu-memory-utilization", "0.99"]\n',
      config: SHARED_POOL,
    },
  ],
  invalid: [
    {
      name: 'above 1: vLLM rejects it (underscore spelling in an sh -c script)',
      yaml: deployment(
        'chat',
        'image: vllm/vllm-openai:v0.9.0\ncommand: ["sh", "-c", "exec vllm serve x/y-1B ' + '--gpu_memory_utilization=1.2"]',
      ),
      lines: [12],
      messages: [/^--gpu-memory-utilization 1\.2 in container "server" is above 1: vLLM rejects it/],
    },
    {
      name: 'the free memory left is given for a pinned GPU',
      yaml: deployment(
        'chat',
        vllm(', "--gpu-memory-utilization", "0.99"'),
        1,
        '      nodeSelector:\n        nvidia.com/gpu.product: ' + 'NVIDIA-H100-80GB-HBM3\n',
      ),
      lines: [14],
      messages: [/take 99% of each GPU's memory and leaves 1% \(0\.8 GiB of 80 GiB\)/],
    },
    {
      name: 'replicas of one Deployment on a time-sliced pool (default 0.9, at the GPU key)',
      yaml: deployment('chat', vllm(''), 3),
      config: SHARED_POOL,
      lines: [15],
      messages: [
        new RegExp(
          '^vLLM in container "server" of Deployment\\/chat claims 90% of each GPU\'s memory \\(0\\.90 from vLLM\'s default ' +
            '--gpu-memory-utilization\\), but its GPUs are shared \\(node pool t4-shared shares its GPUs by time-slicing\\) with ' +
            'its other ' +
            '2 replicas, each claiming more than half as well',
        ),
      ],
    },
    {
      name: 'two workloads pinned to the same -SHARED GPU product, no pools',
      yaml:
        `${deployment('chat-a', vllm(''), 1, T4_SHARED)}---\n` +
        `${deployment(
          'chat-b',
          'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv:\n  - name: ' + 'MODEL_ID\n    value: x/y-1B',
          1,
          T4_SHARED,
        )}`,
      lines: [17, 37],
      messages: [/with container "server" of Deployment\/chat-b \(100%\)/, /TGI in container "server" of Deployment\/chat-b claims 100%/],
    },
    {
      name: 'the shared resource nvidia.com/gpu.shared, SGLang and vLLM',
      yaml:
        `${deployment('chat-a', vllm(', "--gpu-memory-utilization", "0.8"'), 1, '', 'nvidia.com/gpu.shared')}---\n` +
        `${deployment(
          'chat-b',
          'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", ' + '"--model-path", "x/y-1B"]',
          1,
          '',
          'nvidia.com/gpu.shared',
        )}`,
      lines: [12, 31],
      messages: [/nvidia\.com\/gpu\.shared is a time-sliced GPU resource/, /0\.88 from SGLang's default --mem-fraction-static/],
    },
    {
      name: 'Node objects with the GPU Operator sharing label',
      yaml: `apiVersion: v1
kind: Node
metadata:
  name: l4-1
  labels:
    nvidia.com/gpu.product: NVIDIA-L4
    nvidia.com/gpu.sharing-strategy: time-slicing
---
${deployment('chat', vllm(''), 2)}`,
      lines: [23],
    },
    {
      name: 'InferenceService predictor at 0.97',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: chat
spec:
  predictor:
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        args:
          - --model=Qwen/Qwen2.5-7B-Instruct
          - --gpu-memory-utilization=0.97
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [12],
    },
    {
      name: 'RayService head at 0.99',
      yaml: `apiVersion: ray.io/v1
kind: RayService
metadata:
  name: chat
spec:
  rayClusterConfig:
    headGroupSpec:
      rayStartParams: {}
      template:
        spec:
          containers:
            - name: head
              image: rayproject/ray-ml:2.9.0-gpu
              command: ["bash", "-c", "ray start --head && vllm serve x/Llama-8B --gpu-memory-utilization 0.99"]
              resources:
                limits:
                  nvidia.com/gpu: 1
`,
      lines: [14],
    },
  ],
});
