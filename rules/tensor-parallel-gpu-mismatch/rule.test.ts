import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A Deployment whose container lines start at line 10 (`image:`); `gpus` is the limit. */
const deployment = (container: string, gpus: string | number = 4, kind = 'apps/v1\nkind: Deployment') => `apiVersion: ${kind}
metadata:
  name: llm
spec:
  template:
    spec:
      containers:
        - name: server
${container.replace(/^/gm, '          ')}
          resources:
            limits:
              nvidia.com/gpu: ${gpus}
`;

const vllmArgs = (args: string) => `image: vllm/vllm-openai:v0.9.0\nargs: [${args}]`;

/** LeaderWorkerSet with a leader command and a worker command; size and GPUs per pod vary. */
const lws = (size: number | string, leaderCmd: string, workerCmd: string, leaderGpus = 8, workerGpus = 8) =>
  `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: big
spec:
  replicas: 2
  leaderWorkerTemplate:
    size: ${size}
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: lmsysorg/sglang:v0.5.2-cu126
            command: ${leaderCmd}
            resources:
              limits:
                nvidia.com/gpu: "${leaderGpus}"
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: lmsysorg/sglang:v0.5.2-cu126
            command: ${workerCmd}
            resources:
              limits:
                nvidia.com/gpu: "${workerGpus}"
`;

const sglangMultiNode = (tp: number) =>
  `["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3", "--tp", ` +
  `"${tp}", "--nnodes", "$(LWS_GROUP_SIZE)", "--node-rank", "$(LWS_WORKER_INDEX)"]`;

/** vLLM's own LeaderWorkerSet example: Ray started by multi-node-serving.sh, `_` in a flag name. */
const VLLM_LWS =
  `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  replicas: 2
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: vllm-leader
            image: vllm/vllm-openai:v0.8.5
            command:
              - sh
              - -c
              - "bash /vllm-workspace/examples/online_serving/multi-node-serving.sh leader --ray_cluster_size=$(LWS_GROUP_SIZE);
                 python3 -m vllm.entrypoints.openai.api_server --port 8080 --model meta-llama/Llama-3.1-405B-Instruct ` +
  `--tensor-parallel-size 8 --pipeline_parallel_size 2"
            resources:
              limits:
                nvidia.com/gpu: "8"
    workerTemplate:
      spec:
        containers:
          - name: vllm-worker
            image: vllm/vllm-openai:v0.8.5
            command:
              - sh
              - -c
              - "bash /vllm-workspace/examples/online_serving/multi-node-serving.sh worker --ray_address=$(LWS_LEADER_ADDRESS)"
            resources:
              limits:
                nvidia.com/gpu: "8"
`;

/** A RayService: head runs vLLM over the Ray cluster; workers in one group. */
const rayService = (headParams: string, replicas: number | string, workerGpus: number, extra = '') =>
  `apiVersion: ray.io/v1
kind: RayService
metadata:
  name: llama
spec:
  rayClusterConfig:${extra}
    headGroupSpec:
      rayStartParams:
${headParams}
      template:
        spec:
          containers:
            - name: ray-head
              image: rayproject/ray-ml:2.9.0-gpu
              command: ["bash", "-lc", "ray start --head --block & sleep 30; vllm serve meta-llama/Llama-3.1-70B-Instruct ` +
  `--tensor-parallel-size 4 --pipeline-parallel-size 2 --distributed-executor-backend ray"]
    workerGroupSpecs:
      - groupName: gpu
        replicas: ${replicas}
        rayStartParams: {}
        template:
          spec:
            containers:
              - name: ray-worker
                image: rayproject/ray-ml:2.9.0-gpu
                resources:
                  limits:
                    nvidia.com/gpu: ${workerGpus}
`;

testRule(rule, {
  valid: [
    {
      name: 'vLLM tp 4 on 4 GPUs',
      yaml: deployment(vllmArgs('"--model", "Qwen/Qwen2.5-72B-Instruct-AWQ", ' + '"--tensor-parallel-size", "4"')),
    },
    {
      name: 'vLLM tp 2 × dp 2 in one pod',
      yaml: deployment(vllmArgs('"--model", "Qwen/Qwen2.5-7B", "-tp", "2", ' + '"--data-parallel-size", "2"')),
    },
    {
      name: 'vLLM external data-parallel rank: one rank per pod',
      yaml: deployment(vllmArgs('"--model", "x/Llama-8B", "-tp", "2", ' + '"--data-parallel-size", "4", "--data-parallel-rank", "0"'), 2),
    },
    {
      name: 'TGI NUM_SHARD from env',
      yaml: deployment(
        'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv:\n  - name: ' +
          'MODEL_ID\n    value: meta-llama/Llama-3.1-70B-Instruct\n  - name: NUM_SHARD\n    value: "2"',
        2,
      ),
    },
    {
      name: 'TGI without --num-shard shards over every GPU',
      yaml: deployment(
        'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nargs: ["--model-id", ' + '"meta-llama/Llama-3.1-70B-Instruct"]',
        8,
      ),
    },
    {
      name: 'SGLang DP attention runs on the tp GPUs',
      yaml: deployment(
        'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", ' +
          '"sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3", "--tp", "8", "--dp", "8", "--enable-dp-attention"]',
        8,
      ),
    },
    {
      name: 'placeholder tp',
      yaml: deployment(
        'image: vllm/vllm-openai:v0.9.0\nenv:\n  - name: TP\n    valueFrom: {configMapKeyRef: ' +
          '{name: llm, key: tp}}\nargs: ["--model", "x/Llama-70B", "--tensor-parallel-size", "$(TP)"]',
      ),
    },
    {
      name: 'Helm placeholder GPU count',
      yaml: deployment(vllmArgs('"--model", "x/Llama-70B", "--tensor-parallel-size", "4"'), '"{{ .Values.gpus }}"'),
    },
    {
      name: 'a --config file may hold the sizes',
      yaml: deployment(vllmArgs('"--model", "x/Llama-70B", "--config", ' + '"/etc/vllm/config.yaml"')),
    },
    {
      name: 'no model and no size written: the entrypoint gets its flags elsewhere',
      yaml: deployment('image: vllm/vllm-openai:v0.9.0', 2),
    },
    {
      name: 'a one-pod Ray head may use GPUs of other pods',
      yaml: deployment(
        'image: vllm/vllm-openai:v0.9.0\ncommand: ["sh", "-c", ' +
          '"ray start --head && vllm serve x/Llama-405B --tensor-parallel-size 16"]',
        8,
        'apps/v1\nkind: StatefulSet',
      ),
    },
    {
      name: 'MIG device counts as one GPU',
      yaml: deployment(vllmArgs('"--model", "x/Llama-8B"'), 1).replace('nvidia.com/gpu: 1', 'nvidia.com/mig-3g.40gb: 1'),
    },
    {
      name: 'DRA GPUs have no count',
      yaml: `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
  resourceClaims:
    - name: gpus
      resourceClaimTemplateName: four-gpus
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      args: ["--model", "x/Llama-70B", "--tensor-parallel-size", "4"]
      resources:
        claims:
          - name: gpus
`,
    },
    {
      name: 'the GPU limit decides, whatever the request says',
      yaml: deployment(vllmArgs('"--model", "x/Llama-8B", "--tensor-parallel-size", "2"'), 2).replace(
        '          resources:\n',
        '          resources:\n            requests:\n              nvidia.com/gpu: 1\n',
      ),
    },
    {
      name: 'vLLM-Omni places its stages on devices itself (--omni)',
      yaml: deployment(vllmArgs('"--model", "Qwen/Qwen2.5-Omni-7B", "--omni", "--port", "8091"'), 2),
    },
    {
      name: 'vLLM-Omni stage configs',
      yaml: deployment(vllmArgs('"--model", "Qwen/Qwen2.5-Omni-7B", "--stage-configs-path", "/etc/omni/stages.yaml"'), 2),
    },
    {
      name: 'vLLM-Omni image',
      yaml: deployment(
        'image: vllm/vllm-omni:v0.11.0rc1\ncommand: ["vllm", "serve", "Qwen/Qwen3-Omni-30B-A3B-Instruct", ' + '"--port", "8091"]',
        3,
      ),
    },
    {
      name: 'Ray backend in a RayJob submitter pod: part of a Ray cluster',
      yaml: `apiVersion: ray.io/v1
kind: RayJob
metadata:
  name: serve
spec:
  entrypoint: python serve.py
  submitterPodTemplate:
    spec:
      restartPolicy: Never
      containers:
        - name: submitter
          image: vllm/vllm-openai:v0.9.0
          command: ["vllm", "serve", "x/Llama-70B", "-tp", "8", "--distributed-executor-backend", "ray"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,
    },
    {
      name: 'Ray backend in a one-pod LeaderWorkerSet: its pods form a Ray cluster',
      yaml: lws(
        1,
        '["sh", "-c", "ray start --head && ' + 'vllm serve x/Llama-405B -tp 16 --distributed-executor-backend ray"]',
        '["sleep", "infinity"]',
      ),
    },
    {
      name: 'a plain web Deployment',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    ' +
        'spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          args: ["--tensor-parallel-size", "4"]\n',
    },
    { name: "vLLM's LeaderWorkerSet example (tp 8 × pp 2 = 2 pods × 8 GPUs)", yaml: VLLM_LWS },
    { name: 'SGLang across a LeaderWorkerSet group (tp 16 over 2 × 8 GPUs)', yaml: lws(2, sglangMultiNode(16), sglangMultiNode(16)) },
    { name: 'a leader with more GPUs than the workers', yaml: lws(3, sglangMultiNode(16), '["sleep", "infinity"]', 8, 4) },
    { name: 'LeaderWorkerSet size from a template', yaml: lws('"{{ .Values.size }}"', sglangMultiNode(16), sglangMultiNode(16), 4, 4) },
    { name: 'RayService: tp 4 × pp 2 over 2 workers × 4 GPUs (head num-gpus 0)', yaml: rayService('        num-gpus: "0"', 2, 4) },
    {
      name: 'Ray autoscaling: the worker count is not fixed',
      yaml: rayService('        num-gpus: "0"', 1, 4, '\n    enableInTreeAutoscaling: true'),
    },
    {
      name: 'multi-node InferenceService: KServe sets the sizes',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        args: ["--model", "x/Llama-405B", "--tensor-parallel-size", "8", "--pipeline-parallel-size", "2"]
        resources:
          limits:
            nvidia.com/gpu: 8
    workerSpec:
      containers:
        - name: worker-container
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 8
`,
    },
  ],
  invalid: [
    {
      name: 'the GPU limit decides: tp 1 on a limit of 2 with a request of 1',
      yaml: deployment(vllmArgs('"--model", "x/Llama-8B", "--tensor-parallel-size", "1"'), 2).replace(
        '          resources:\n',
        '          resources:\n            requests:\n              nvidia.com/gpu: 1\n',
      ),
      positions: ['11:43-11:67'],
      messages: [
        /^vLLM in container "server" needs tp 1 = 1 GPU .*, but the container's GPU limit is 2 \(nvidia.com\/gpu: 2\): 1 GPU stays idle/,
      ],
    },
    {
      name: '--distributed-executor-backend ray alone does not make a Ray cluster',
      yaml: deployment(vllmArgs('"--model", "x/Llama-70B", "--tensor-parallel-size", "4", "--distributed-executor-backend", "ray"'), 1),
      positions: ['11:44-11:68'],
      messages: [/needs tp 4 = 4 GPUs \(--tensor-parallel-size 4\), but the container requests 1 .*fails at startup/],
    },
    {
      name: 'tp 2 in an sh -c script with $(TP), 8 GPUs requested',
      yaml: deployment(
        'image: vllm/vllm-openai:v0.9.0\nenv:\n  - name: TP\n    value: "2"\ncommand: ["sh", "-c"]\nargs:\n  - pip list ' +
          '&& exec vllm serve meta-llama/Llama-3.1-70B-Instruct --tensor-parallel-size $(TP)',
        8,
      ),
      lines: [16],
      messages: [
        new RegExp(
          '^vLLM in container "server" needs tp 2 = 2 GPUs \\(--tensor-parallel-size 2\\), but the container requests 8 ' +
            '\\(nvidia.com\\/gpu: 8\\): 6 GPUs stay idle; set --tensor-parallel-size 8 to use them, or request 2\\.$',
        ),
      ],
    },
    {
      name: 'one idle GPU',
      yaml: deployment(vllmArgs('"--model", "x/Llama-8B", "--tensor-parallel-size", "1"'), 2),
      lines: [11],
      messages: [/: 1 GPU stays idle; set --tensor-parallel-size 2 to use it, or request 1\.$/],
    },
    {
      name: 'TGI NUM_SHARD=4 on 2 GPUs points at the env value',
      yaml: deployment(
        'image: ghcr.io/huggingface/text-generation-inference:3.0.1\nenv:\n  - name: MODEL_ID\n    value: ' +
          'meta-llama/Llama-3.1-70B-Instruct\n  - name: NUM_SHARD\n    value: "4"',
        2,
      ),
      lines: [15],
      messages: [/^TGI .* needs tp 4 = 4 GPUs \(NUM_SHARD=4\), but the container requests 2 .*fails at startup/],
    },
    {
      name: 'SGLang tp 4 × dp 2 without DP attention on 4 GPUs',
      yaml: deployment(
        'image: lmsysorg/sglang:v0.5.2-cu126\ncommand: ["python3", "-m", "sglang.launch_server", "--model-path", ' +
          '"Qwen/Qwen2.5-32B", "--tp", "4", "--dp-size", "2"]',
        4,
      ),
      lines: [11],
      messages: [/needs tp 4 × dp 2 = 8 GPUs/],
    },
    {
      name: 'no tensor parallel flag: tp 1 on 4 GPUs (points at the GPU key)',
      yaml: deployment(vllmArgs('"--model", "meta-llama/Llama-3.1-70B-Instruct"'), 4),
      lines: [14],
      messages: [/\(no --tensor-parallel-size: tp 1 by default\)/],
    },
    {
      name: 'vLLM flags with underscores',
      yaml: deployment(vllmArgs('"--model", "x/Llama-70B", "--tensor_parallel_size", "2", "--pipeline_parallel_size", "2"'), 2),
      lines: [11],
      messages: [/needs tp 2 × pp 2 = 4 GPUs \(--tensor-parallel-size 2, --pipeline-parallel-size 2\)/],
    },
    {
      name: 'InferenceService predictor container',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        args:
          - --model=meta-llama/Llama-3.1-8B-Instruct
          - --tensor-parallel-size=2
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [12],
    },
    {
      name: 'JobSet running a batch vLLM server',
      yaml: `apiVersion: jobset.x-k8s.io/v1alpha2
kind: JobSet
metadata:
  name: offline-eval
spec:
  replicatedJobs:
    - name: server
      replicas: 1
      template:
        spec:
          template:
            spec:
              containers:
                - name: vllm
                  image: vllm/vllm-openai:v0.9.0
                  command: ["vllm", "serve", "x/Llama-70B", "-tp", "8"]
                  resources:
                    limits:
                      nvidia.com/gpu: 4
`,
      lines: [16],
    },
    {
      name: 'LeaderWorkerSet: tp 16 over 2 pods × 4 GPUs (leader and worker both run it)',
      yaml: lws(2, sglangMultiNode(16), sglangMultiNode(16), 4, 4),
      lines: [14, 23],
      messages: [
        new RegExp(
          'needs tp 16 = 16 GPUs \\(--tp 16\\), but the group has 2 pods × 4 GPUs = 8 \\(LeaderWorkerSet size 2\\): the server ' +
            'waits for GPUs it cannot get',
        ),
      ],
    },
    {
      name: "vLLM's LeaderWorkerSet example with 4 GPUs per pod",
      yaml: VLLM_LWS.replace(/nvidia.com\/gpu: "8"/g, 'nvidia.com/gpu: "4"'),
      lines: [17],
      messages: [
        new RegExp(
          'needs tp 8 × pp 2 = 16 GPUs \\(--tensor-parallel-size 8, --pipeline-parallel-size 2\\), but the group has 2 pods × 4 ' +
            'GPUs = 8 \\(LeaderWorkerSet size 2\\)',
        ),
      ],
    },
    {
      name: 'a leader with more GPUs than the workers, group too big',
      yaml: lws(4, sglangMultiNode(16), '["sleep", "infinity"]', 8, 4),
      lines: [14],
      messages: [/the group has 1 leader × 8 GPUs \+ 3 workers × 4 GPUs = 20 .*: 4 GPUs of the group stay idle/],
    },
    {
      name: 'RayService: tp 4 × pp 2 but only 1 worker × 4 GPUs',
      yaml: rayService('        num-gpus: "0"', 1, 4),
      lines: [15],
      messages: [/needs tp 4 × pp 2 = 8 GPUs .*, but the Ray cluster has 1 head × 0 GPUs \+ 1 worker × 4 GPUs = 4:/],
    },
  ],
});
