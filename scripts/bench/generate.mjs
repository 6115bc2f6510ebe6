// A deterministic synthetic corpus of realistic GPU manifests: Deployments with probes,
// affinity, tolerations, volumes, env and block scalars; Jobs; Services; a few CRDs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let seed = 42;
function rand(n) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}
const pick = (list) => list[rand(list.length)];

const IMAGES = [
  'vllm/vllm-openai:v0.9.0',
  'nvcr.io/nvidia/tritonserver:24.08-py3',
  'ghcr.io/huggingface/text-generation-inference:3.0.1',
  'lmsysorg/sglang:v0.5.2-cu126',
  'nvcr.io/nvidia/pytorch:24.05-py3',
  'pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime',
  'nginx:1.27',
];
const MODELS = [
  'meta-llama/Meta-Llama-3-8B-Instruct',
  'Qwen/Qwen2.5-72B-Instruct',
  'mistralai/Mixtral-8x7B-Instruct-v0.1',
  'google/gemma-2-9b-it',
];

function deployment(i) {
  const gpus = pick([1, 1, 2, 4, 8]);
  const name = `model-${i}`;
  const image = pick(IMAGES);
  const env = Array.from({ length: 8 }, (_, k) => `            - name: VAR_${k}\n              value: "value-${k}-${rand(1000)}"`).join(
    '\n',
  );
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: team-${i % 7}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/part-of: inference
  annotations:
    description: "Serves ${pick(MODELS)} for the chat product"
spec:
  replicas: ${pick([1, 2, 3])}
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
    spec:
      priorityClassName: inference-high
      affinity:
        nodeAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
            nodeSelectorTerms:
              - matchExpressions:
                  - key: nvidia.com/gpu.product
                    operator: In
                    values: [NVIDIA-A100-SXM4-80GB, NVIDIA-H100-80GB-HBM3]
        podAntiAffinity:
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchLabels:
                    app.kubernetes.io/name: ${name}
      tolerations:
        - key: nvidia.com/gpu
          operator: Exists
          effect: NoSchedule
      initContainers:
        - name: fetch
          image: python:3.11-slim
          command:
            - sh
            - -c
            - |
              pip install -q huggingface_hub
              huggingface-cli download ${pick(MODELS)} --local-dir /models/m
              echo done
          resources:
            limits: {cpu: "1", memory: 2Gi}
          volumeMounts:
            - name: models
              mountPath: /models
      containers:
        - name: server
          image: ${image}
          args: ["--model", "/models/m", "--tensor-parallel-size", "${gpus}", "--gpu-memory-utilization", "0.9", "--max-model-len", "8192"]
          env:
${env}
          ports:
            - name: http
              containerPort: 8000
          startupProbe:
            httpGet: {path: /health, port: http}
            periodSeconds: 10
            failureThreshold: 60
          readinessProbe:
            httpGet: {path: /v1/models, port: http}
            timeoutSeconds: 5
          livenessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
            failureThreshold: 3
          resources:
            requests:
              cpu: "${gpus * 4}"
              memory: ${gpus * 32}Gi
            limits:
              nvidia.com/gpu: ${gpus}
              cpu: "${gpus * 4}"
              memory: ${gpus * 32}Gi
          volumeMounts:
            - name: models
              mountPath: /models
            - name: shm
              mountPath: /dev/shm
            - name: config
              mountPath: /etc/server
      volumes:
        - name: models
          emptyDir: {sizeLimit: 200Gi}
        - name: shm
          emptyDir: {medium: Memory${rand(4) === 0 ? '' : ', sizeLimit: 16Gi'}}
        - name: config
          configMap:
            name: ${name}-config
            defaultMode: ${rand(5) === 0 ? '0644' : '420'}
`;
}

function service(i) {
  return `apiVersion: v1
kind: Service
metadata:
  name: model-${i}
  namespace: team-${i % 7}
spec:
  selector:
    app.kubernetes.io/name: model-${i}
  ports:
    - name: http
      port: 80
      targetPort: http
`;
}

function job(i) {
  return `apiVersion: batch/v1
kind: Job
metadata:
  name: finetune-${i}
  namespace: training
spec:
  backoffLimit: 3
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["torchrun", "--nproc_per_node=8", "train.py", "--epochs", "${rand(10) + 1}"]
          resources:
            limits: {nvidia.com/gpu: 8, cpu: "64", memory: 512Gi}
          volumeMounts:
            - {name: shm, mountPath: /dev/shm}
      volumes:
        - name: shm
          emptyDir: {medium: Memory, sizeLimit: 64Gi}
`;
}

function crd(i) {
  const props = Array.from(
    { length: 200 },
    (_, k) =>
      `                field${k}:\n                  type: string\n                  description: Field number ${k} of the spec, used by the controller ${i}.`,
  ).join('\n');
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: models${i}.serving.example.com
spec:
  group: serving.example.com
  names: {kind: Model${i}, plural: models${i}, singular: model${i}}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
${props}
`;
}

// Twenty node pools (issue 3 measures the placement simulation with them): GFD labels of
// several GPU products and driver branches, some tainted, some MIG, some CPU-only.
const POOL_PRODUCTS = [
  ['NVIDIA-A100-SXM4-80GB', 8, '535.104.05'],
  ['NVIDIA-H100-80GB-HBM3', 8, '570.86.15'],
  ['NVIDIA-L4', 1, '550.54.15'],
  ['Tesla-T4', 1, '535.161.08'],
  ['NVIDIA-A10G', 4, '550.90.07'],
];

export function nodePoolsConfig() {
  const pools = [];
  for (let i = 0; i < 20; i++) {
    const name = `pool-${String(i).padStart(2, '0')}`;
    if (i % 10 === 9) {
      pools.push(`  - name: ${name}\n    labels: { pool: ${name}, node.kubernetes.io/instance-type: m6i.8xlarge }`);
      continue;
    }
    const [product, count, driver] = POOL_PRODUCTS[i % POOL_PRODUCTS.length];
    const labels = [
      `nvidia.com/gpu.product: ${product}`,
      `nvidia.com/gpu.count: "${count}"`,
      `nvidia.com/cuda.driver-version.full: "${driver}"`,
      `pool: ${name}`,
    ];
    if (i % 7 === 0 && product.startsWith('NVIDIA-A100')) labels.push('nvidia.com/mig.strategy: mixed');
    const taints = i % 2 === 0 ? '\n    taints:\n      - { key: nvidia.com/gpu, value: present, effect: NoSchedule }' : '';
    pools.push(`  - name: ${name}\n    labels:\n${labels.map((l) => `      ${l}`).join('\n')}${taints}`);
  }
  return `nodePools:\n${pools.join('\n')}\n`;
}

export function generate(dir, files = 1000) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  seed = 42;
  let bytes = 0;
  let documents = 0;
  const paths = [];
  for (let i = 0; i < files; i++) {
    const docs = [deployment(i), service(i)];
    if (i % 3 === 0) docs.push(job(i));
    if (i % 50 === 0) docs.push(crd(i));
    const text = docs.join('---\n');
    const path = join(dir, `app-${String(i).padStart(5, '0')}.yaml`);
    writeFileSync(path, text);
    paths.push(path);
    bytes += text.length;
    documents += docs.length;
  }
  return { files, documents, bytes, paths };
}

/** One manifest of at least `lines` lines: Deployments, Services and Jobs in turn (the language server's relint case). */
export function manifestOfLines(lines) {
  seed = 7;
  const docs = [];
  let count = 0;
  for (let i = 0; count < lines; i++) {
    const doc = [deployment, service, job][i % 3](i);
    docs.push(doc);
    count += doc.split('\n').length - 1;
  }
  return docs.join('---\n');
}

/**
 * A GPU inference Deployment of about 7.4 KB, as ../shared/research/perf-review.md measured
 * (init container, server and sidecar; GPU requests and limits, three probes, affinity,
 * tolerations, spread, volumes, env, block scalars). Three in ten carry findings.
 */
function inferenceDeployment(i) {
  const gpus = pick([1, 2, 4, 8]);
  const name = `infer-${i}`;
  const flawed = i % 10 < 3;
  const env = Array.from(
    { length: 40 },
    (_, k) => `            - name: SERVER_OPTION_${k}\n              value: "setting-${k}-${rand(100000)}"`,
  ).join('\n');
  const storage = flawed ? '' : '\n              ephemeral-storage: 10Gi';
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: serving-${i % 11}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: inference
    app.kubernetes.io/part-of: chat
  annotations:
    description: "Serves ${pick(MODELS)} behind the gateway of region ${i % 5}"
spec:
  replicas: 1
  revisionHistoryLimit: 3
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
        app.kubernetes.io/component: inference
      annotations:
        prometheus.io/scrape: "true"
        prometheus.io/port: "9400"
    spec:
      automountServiceAccountToken: ${flawed ? 'true' : 'false'}
      terminationGracePeriodSeconds: 120
      nodeSelector:
        nvidia.com/gpu.product: ${pick(['NVIDIA-A100-SXM4-80GB', 'NVIDIA-H100-80GB-HBM3'])}
      affinity:
        podAntiAffinity:
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchLabels:
                    app.kubernetes.io/name: ${name}
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: topology.kubernetes.io/zone
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              app.kubernetes.io/name: ${name}
      tolerations:
        - key: nvidia.com/gpu
          operator: Exists
          effect: NoSchedule
      initContainers:
        - name: fetch-weights
          image: python:3.11-slim
          command:
            - sh
            - -c
            - |
              set -eu
              pip install -q huggingface_hub
              huggingface-cli download ${pick(MODELS)} --local-dir /models/m
              ls -la /models/m
              echo "weights ready"
          resources:
            requests: {cpu: "1", memory: 2Gi${flawed ? '' : ', ephemeral-storage: 1Gi'}}
            limits: {cpu: "1", memory: 2Gi${flawed ? '' : ', ephemeral-storage: 1Gi'}}
          volumeMounts:
            - name: models
              mountPath: /models
      containers:
        - name: server
          image: ${flawed ? 'nvcr.io/nvidia/tritonserver:24.08-py3' : 'vllm/vllm-openai:v0.6.0'}
          args:
            - --model=/models/m
            - --tensor-parallel-size=${gpus}
            - --gpu-memory-utilization=0.9
            - --max-model-len=8192
            - --port=8000
          env:
${env}
          ports:
            - name: http
              containerPort: 8000
            - name: metrics
              containerPort: 9400
          startupProbe:
            httpGet: {path: /health, port: http}
            periodSeconds: 10
            failureThreshold: 90
          readinessProbe:
            httpGet: {path: /v1/models, port: http}
            periodSeconds: 10
            timeoutSeconds: 5
          livenessProbe:
            httpGet: {path: /health, port: http}
            periodSeconds: 20
            timeoutSeconds: 5
            failureThreshold: 3
          resources:
            requests:
              cpu: "${gpus * 4}"
              memory: ${gpus * 32}Gi${storage}
              nvidia.com/gpu: ${gpus}
            limits:
              cpu: "${gpus * 4}"
              memory: ${gpus * 32}Gi${storage}
              nvidia.com/gpu: ${gpus}
          volumeMounts:
            - name: models
              mountPath: /models
            - name: shm
              mountPath: /dev/shm
            - name: config
              mountPath: /etc/server
              readOnly: true
        - name: metrics-exporter
          image: registry.example.com/gpu-metrics-sidecar:1.4.2
          args: ["--listen=:9400", "--interval=15s"]
          ports:
            - name: exporter
              containerPort: 9401
          readinessProbe:
            tcpSocket: {port: exporter}
            periodSeconds: 15
          resources:
            requests: {cpu: 200m, memory: 128Mi${flawed ? '' : ', ephemeral-storage: 100Mi'}}
            limits: {cpu: 200m, memory: 128Mi${flawed ? '' : ', ephemeral-storage: 100Mi'}}
      volumes:
        - name: models
          emptyDir: {sizeLimit: 200Gi}
        - name: shm
          emptyDir: {medium: Memory, sizeLimit: 16Gi}
        - name: config
          configMap:
            name: ${name}-config
            defaultMode: 420
            items:
              - key: server.yaml
                path: server.yaml
              - key: logging.yaml
                path: logging.yaml
`;
}

/**
 * `documents` GPU inference Deployments in `files` files of equal share (npm run bench:scale),
 * the corpus of ../shared/research/perf-review.md.
 */
export function generatePacked(dir, documents, files) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  seed = 42;
  const perFile = Math.ceil(documents / files);
  let bytes = 0;
  let written = 0;
  for (let f = 0; f < files && written < documents; f++) {
    const docs = [];
    while (docs.length < perFile && written < documents) docs.push(inferenceDeployment(written++));
    const text = docs.join('---\n');
    writeFileSync(join(dir, `apps-${String(f).padStart(4, '0')}.yaml`), text);
    bytes += text.length;
  }
  return { files, documents: written, bytes };
}
