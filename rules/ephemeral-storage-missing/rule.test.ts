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
        new RegExp('^Container "vllm" downloads models into its writable layer \\(--download-dir \\/models\\) but has no ' +
          'ephemeral-storage request or limit; request resources\\.requests\\.ephemeral-storage \\(the model\'s size on disk plus ' +
          'headroom, e\\.g\\. 50Gi\\)')],
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
        new RegExp('^Container "vllm" downloads models into emptyDir "hf" mounted at \\/root\\/\\.cache \\(a model cache path\\) but has ' +
          'no ephemeral-storage request or limit')],
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
        /its writable layer \(TRANSFORMERS_CACHE=\/tmp\/transformers\) and emptyDir "scratch" mounted at \/data\/hf \(HF_HOME=\/data\/hf\)/
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
