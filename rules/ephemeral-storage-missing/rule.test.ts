import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A Deployment; `podSpec` is indented for the pod spec (6 spaces). Line 15 is the first container's name. */
const deployment = (podSpec: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  selector:
    matchLabels:
      app: llm
  template:
    metadata:
      labels:
        app: llm
    spec:
${podSpec}`;

/** A vLLM GPU container (name on line 15, resources on 17) followed by `rest`. */
const vllm = (rest: string) =>
  deployment(`      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
${rest}`);

testRule(rule, {
  valid: [
    {
      name: 'plain web Deployment with HF_HOME (not an AI workload)',
      yaml: deployment(`      containers:
        - name: api
          image: python:3.12-slim
          env:
            - name: HF_HOME
              value: /cache/hf
          volumeMounts:
            - name: cache
              mountPath: /cache
      volumes:
        - name: cache
          emptyDir: {}`),
    },
    {
      name: 'valueFrom and placeholder paths are unknown',
      yaml: vllm(`          env:
            - name: HF_HOME
              valueFrom:
                configMapKeyRef:
                  name: hf
                  key: home
            - name: HF_HUB_CACHE
              value: $(CACHE_ROOT)/hub
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct", "--download-dir", "{{ .Values.downloadDir }}"]`),
    },
    {
      name: 'download dir on a PVC, a memory-backed emptyDir, or a read-only mount is not ephemeral storage',
      yaml: vllm(`          args: ["--model", "Qwen/Qwen2.5-7B-Instruct", "--download-dir", "/models"]
          env:
            - name: HF_HOME
              value: /ram/hf
            - name: TRANSFORMERS_CACHE
              value: /ro/cache
          volumeMounts:
            - name: models
              mountPath: /models
            - name: ram
              mountPath: /ram
            - name: ro
              mountPath: /ro
              readOnly: true
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models
        - name: ram
          emptyDir:
            medium: Memory
            sizeLimit: 8Gi
        - name: ro
          emptyDir: {}`),
    },
    {
      name: 'a declared cache on a PVC decides, even with an emptyDir named cache',
      yaml: vllm(`          env:
            - name: HF_HOME
              value: /models/hf
          volumeMounts:
            - name: models
              mountPath: /models
            - name: compile-cache
              mountPath: /root/.cache
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models
        - name: compile-cache
          emptyDir: {}`),
    },
    {
      name: 'a proxy sidecar with a cache emptyDir is not a model downloader',
      yaml: vllm(`        - name: nginx
          image: nginx:1.27
          volumeMounts:
            - name: nginx-cache
              mountPath: /var/cache/nginx
      volumes:
        - name: nginx-cache
          emptyDir: {}`),
    },
    {
      name: 'another container mounting the same emptyDir sizes the pod',
      yaml: deployment(`      initContainers:
        - name: fetch
          image: python:3.12-slim
          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]
          resources:
            requests:
              ephemeral-storage: 30Gi
          volumeMounts:
            - name: models
              mountPath: /models
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "/models"]
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          emptyDir: {}`),
    },
    {
      name: 'placeholder ephemeral-storage, or only a limit, counts as set',
      yaml: deployment(`      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--download-dir", "/dl"]
          resources:
            requests:
              ephemeral-storage: "{{ .Values.disk }}"
            limits:
              nvidia.com/gpu: 1
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          env:
            - name: HUGGINGFACE_HUB_CACHE
              value: /data
          resources:
            limits:
              nvidia.com/gpu: 1
              ephemeral-storage: 50Gi
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          args: ["--download-dir", "/dl"]
          resources: "{{ .Values.sglang.resources }}"`),
    },
    {
      name: 'a placeholder mount path may cover the download dir',
      yaml: vllm(`          args: ["--download-dir", "/models"]
          volumeMounts:
            - name: models
              mountPath: \${MODELS_MOUNT}`),
    },
    {
      name: 'a local model path on a read-only hostPath: compile caches on emptyDirs are not downloads',
      yaml: vllm(`          args: ["--model", "/models/llama-3.1-8b", "--served-model-name", "llama"]
          env:
            - name: TORCHINDUCTOR_CACHE_DIR
              value: /cache/inductor
            - name: TRITON_CACHE_DIR
              value: /.triton
          volumeMounts:
            - name: models
              mountPath: /models
              readOnly: true
            - name: torch-compile-cache
              mountPath: /.cache
            - name: triton
              mountPath: /.triton
            - name: config
              mountPath: /.config
      volumes:
        - name: models
          hostPath:
            path: /mnt/models
        - name: torch-compile-cache
          emptyDir: {}
        - name: triton
          emptyDir: {}
        - name: config
          emptyDir: {}`),
    },
    {
      name: 'a local model path on a PVC, with HF_HOME on the writable layer: nothing is downloaded',
      yaml: vllm(`          args: ["--model", "/mnt/models"]
          env:
            - name: HF_HOME
              value: /tmp/hf
          volumeMounts:
            - name: models
              mountPath: /mnt/models
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: llama`),
    },
    {
      name: 'a compile cache emptyDir and no model argument',
      yaml: deployment(`      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["python", "train.py"]
          resources:
            limits:
              nvidia.com/gpu: 1
          env:
            - name: TORCHINDUCTOR_CACHE_DIR
              value: /kernels/inductor
          volumeMounts:
            - name: torch-compile-cache
              mountPath: /.cache
            - name: kernels
              mountPath: /kernels/cache
      volumes:
        - name: torch-compile-cache
          emptyDir: {}
        - name: kernels
          emptyDir: {}`),
    },
    {
      name: 'HF_HUB_OFFLINE or TRANSFORMERS_OFFLINE: nothing is downloaded',
      yaml: deployment(`      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
          env:
            - name: HF_HUB_OFFLINE
              value: "1"
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          env:
            - name: MODEL_ID
              value: BAAI/bge-reranker-large
            - name: TRANSFORMERS_OFFLINE
              value: "true"
          resources:
            limits:
              nvidia.com/gpu: 1`),
    },
    {
      name: 'a Hub model whose default cache is on a PVC',
      yaml: vllm(`          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          volumeMounts:
            - name: hf
              mountPath: /root/.cache/huggingface
      volumes:
        - name: hf
          persistentVolumeClaim:
            claimName: hf-cache`),
    },
    {
      name: 'a Hub model next to a persistent model volume the image may cache into',
      yaml: vllm(`          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models`),
    },
    {
      name: 'TGI caches into /data, here a PVC',
      yaml: deployment(`      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          args: ["--model-id", "meta-llama/Llama-3.1-8B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: data
              mountPath: /data
      volumes:
        - name: data
          persistentVolumeClaim:
            claimName: tgi-data`),
    },
    {
      name: 'model ids we cannot place: a placeholder, a remote URI, a bare name',
      yaml: deployment(`      containers:
        - name: a
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "$(MODEL)"]
          resources: {limits: {nvidia.com/gpu: 1}}
        - name: b
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "s3://bucket/llama", "--load-format", "runai_streamer"]
          resources: {limits: {nvidia.com/gpu: 1}}
        - name: c
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "gpt2"]
          resources: {limits: {nvidia.com/gpu: 1}}
        - name: d
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "MODEL_HERE/NAME_HERE"]
          resources: {limits: {nvidia.com/gpu: 1}}`),
    },
    {
      name: 'volumeMounts written as a placeholder are unknown',
      yaml: vllm(`          args: ["--download-dir", "/models"]
          volumeMounts: "{{ .Values.mounts }}"`),
    },
  ],
  invalid: [
    {
      name: '--download-dir on no volume is the writable layer',
      yaml: vllm(`          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--download-dir", "/models"]`),
      lines: [17],
      messages: [
        new RegExp(
          '^Container "vllm" downloads models into its writable layer \\(--download-dir \\/models\\) but has no ' +
            'ephemeral-storage request or limit; request resources\\.requests\\.ephemeral-storage \\(about 15Gi of weights plus ' +
            'headroom\\)',
        ),
      ],
    },
    {
      name: '--download-dir= inside sh -c, onto a sized emptyDir',
      yaml: vllm(`          command: ["/bin/sh", "-c"]
          args:
            - |
              exec vllm serve Qwen/Qwen2.5-7B-Instruct --download-dir=/cache/models --port 8000
          volumeMounts:
            - name: cache
              mountPath: /cache
      volumes:
        - name: cache
          emptyDir:
            sizeLimit: 100Gi`),
      lines: [17],
      messages: [/emptyDir "cache" mounted at \/cache \(--download-dir \/cache\/models\).*at least the volume's 100Gi sizeLimit/],
    },
    {
      name: 'an init container downloads, the server reads: one finding, on the downloader',
      yaml: deployment(`      initContainers:
        - name: fetch
          image: python:3.12-slim
          command: ["hf", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]
          volumeMounts:
            - name: models
              mountPath: /models
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "/models"]
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          emptyDir: {}`),
      lines: [15],
      messages: [/^Init container "fetch" downloads models into emptyDir "models" mounted at \/models \(--local-dir \/models\)/],
    },
    {
      name: 'model cache mount heuristic on a GPU container',
      yaml: vllm(`          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          volumeMounts:
            - name: hf
              mountPath: /root/.cache
      volumes:
        - name: hf
          emptyDir: {}`),
      lines: [17],
      messages: [
        new RegExp(
          '^Container "vllm" downloads models into emptyDir "hf" mounted at \\/root\\/\\.cache \\(--model ' +
            'Qwen\\/Qwen2\\.5-7B-Instruct, a Hugging Face Hub model\\) but has no ephemeral-storage request or limit',
        ),
      ],
    },
    {
      name: 'a Hub model id in the serving arguments downloads into the writable layer',
      yaml: vllm(`          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"]`),
      positions: ['17:11-17:20'],
      messages: [
        new RegExp(
          '^Container "vllm" downloads models into its writable layer \\(--model meta-llama\\/Llama-3\\.1-8B-Instruct, a ' +
            'Hugging Face Hub model\\) but has no ephemeral-storage request or limit; request ' +
            'resources\\.requests\\.ephemeral-storage \\(about 15Gi of weights plus headroom\\) or keep the cache on a ' +
            'PersistentVolumeClaim',
        ),
      ],
    },
    {
      name: 'vllm serve with a positional Hub model inside sh -c, MODEL_ID expanded by the kubelet',
      yaml: deployment(`      containers:
        - name: server
          image: vllm/vllm-openai:v0.9.0
          command: ["/bin/sh", "-c"]
          args: ["vllm serve $(MODEL_ID) --port 8000"]
          env:
            - name: MODEL_ID
              value: Qwen/Qwen2.5-72B-Instruct
          resources:
            limits:
              nvidia.com/gpu: 4
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory`),
      lines: [22],
      messages: [/its writable layer \(Qwen\/Qwen2\.5-72B-Instruct, a Hugging Face Hub model\).*\(about 135Gi of weights plus headroom\)/],
    },
    {
      name: 'TGI MODEL_ID env with no volume at /data',
      yaml: deployment(`      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          env:
            - name: MODEL_ID
              value: mistralai/Mistral-7B-Instruct-v0.3
            - name: HF_HUB_OFFLINE
              value: "0"
          resources:
            limits:
              nvidia.com/gpu: 1`),
      lines: [22],
      messages: [/^Container "tgi" downloads models into its writable layer \(MODEL_ID=mistralai\/Mistral-7B-Instruct-v0\.3, a Hugging/],
    },
    {
      name: 'a container without a name is named by its path',
      yaml: deployment(`      containers:
        - image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1`),
      lines: [17],
      messages: [/^containers\[0\] downloads models into its writable layer/],
    },
    {
      name: 'hf download without --local-dir fills the default cache in the writable layer',
      yaml: deployment(`      initContainers:
        - name: fetch
          image: python:3.12-slim
          command: ["sh", "-c", "pip install -q huggingface_hub && hf download Qwen/Qwen2.5-7B-Instruct"]
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          env:
            - name: HF_HUB_OFFLINE
              value: "1"
          resources:
            limits:
              nvidia.com/gpu: 1`),
      lines: [15],
      messages: [/^Init container "fetch" downloads models into its writable layer \(download Qwen\/Qwen2\.5-7B-Instruct, a Hugging /],
    },
    {
      name: 'a Hub model next to a compile-cache emptyDir at /.cache: the download goes to the writable layer',
      yaml: vllm(`          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          volumeMounts:
            - name: torch-compile-cache
              mountPath: /.cache
      volumes:
        - name: torch-compile-cache
          emptyDir: {}`),
      lines: [17],
      messages: [/^Container "vllm" downloads models into its writable layer \(--model Qwen/],
    },
    {
      name: 'the deepest mount decides: an emptyDir inside a PVC mount',
      yaml: vllm(`          env:
            - name: HF_HOME
              value: /data/hf
            - name: TRANSFORMERS_CACHE
              value: /tmp/transformers
          volumeMounts:
            - name: data
              mountPath: /data
            - name: scratch
              mountPath: /data/hf
      volumes:
        - name: data
          persistentVolumeClaim:
            claimName: data
        - name: scratch
          emptyDir: {}`),
      lines: [17],
      messages: [
        /its writable layer \(TRANSFORMERS_CACHE=\/tmp\/transformers\) and emptyDir "scratch" mounted at \/data\/hf \(HF_HOME=\/data\/hf\)/,
      ],
    },
    {
      name: 'two serving containers with their own writable layers',
      yaml: deployment(`      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          args: ["--model-id", "BAAI/bge-reranker-large", "--huggingface-hub-cache", "/hub"]
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: embed
          image: ghcr.io/huggingface/text-embeddings-inference:1.5
          env:
            - name: HF_HOME
              value: /root/.cache/huggingface`),
      lines: [18, 21],
      messages: [/"tgi".*--huggingface-hub-cache \/hub/, /"embed".*HF_HOME=\/root\/\.cache\/huggingface/],
    },
    {
      name: 'a native sidecar that keeps pulling models in a LeaderWorkerSet',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm
spec:
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        initContainers:
          - name: model-sync
            image: python:3.12-slim
            restartPolicy: Always
            env:
              - name: HF_HUB_CACHE
                value: /models/hub
            volumeMounts:
              - name: models
                mountPath: /models
        containers:
          - name: vllm
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 8
        volumes:
          - name: models
            emptyDir: {}
`,
      lines: [11],
      messages: [/^Sidecar container "model-sync" downloads models into emptyDir "models"/],
    },
    {
      name: 'PyTorchJob worker with HF_HUB_CACHE on no volume',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: sft
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              env:
                - name: HF_HUB_CACHE
                  value: /workspace/hub
              resources:
                requests:
                  cpu: "16"
                limits:
                  nvidia.com/gpu: 8
`,
      lines: [18],
    },
  ],
});
