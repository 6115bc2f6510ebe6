import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A Deployment; `podSpec` is indented for the pod spec (6 spaces). */
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

/** A vLLM GPU container (line 15 is its name) followed by `rest` (mounts, more containers, volumes). */
const vllm = (rest: string) =>
  deployment(`      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 2
              memory: 64Gi
${rest}`);

testRule(rule, {
  valid: [
    {
      name: 'plain web Deployment (not an AI workload)',
      yaml: deployment(`      containers:
        - name: web
          image: nginx:1.27`),
    },
    {
      name: 'trailing slash in the mount path, sizeLimit placeholder',
      yaml: vllm(`          volumeMounts:
            - name: dshm
              mountPath: /dev/shm/
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: "{{ .Values.shmSize }}"`),
    },
    {
      name: 'a hostPath /dev/shm counts as shared memory (host-path-model-cache judges it)',
      yaml: vllm(`          volumeMounts:
            - name: host-shm
              mountPath: /dev/shm
      volumes:
        - name: host-shm
          hostPath:
            path: /dev/shm`),
    },
    {
      name: 'hostIPC shares the host /dev/shm',
      yaml: deployment(`      hostIPC: true
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1`),
    },
    {
      name: 'GPU container with a non-PyTorch image',
      yaml: deployment(`      containers:
        - name: tf
          image: tensorflow/tensorflow:2.16.1-gpu
          resources:
            limits:
              nvidia.com/gpu: 1`),
    },
    {
      name: 'PyTorch image without a GPU, and a GPU switched off by NVIDIA_VISIBLE_DEVICES',
      yaml: deployment(`      containers:
        - name: cpu-eval
          image: pytorch/pytorch:2.5.1-cuda12.4-cudnn9-runtime
        - name: off
          image: vllm/vllm-openai:v0.9.0
          env:
            - name: NVIDIA_VISIBLE_DEVICES
              value: none
          resources:
            limits:
              nvidia.com/gpu: 1`),
    },
    {
      name: 'placeholder mount path is unknown',
      yaml: vllm(`          volumeMounts:
            - name: shm
              mountPath: \${SHM_PATH}`),
    },
    {
      name: 'RayCluster: KubeRay mounts /dev/shm itself',
      yaml: `apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: ray
spec:
  headGroupSpec:
    rayStartParams: {}
    template:
      spec:
        containers:
          - name: ray-head
            image: rayproject/ray-ml:2.9.0-gpu
  workerGroupSpecs:
    - groupName: gpu
      replicas: 2
      rayStartParams: {}
      template:
        spec:
          containers:
            - name: ray-worker
              image: rayproject/ray-ml:2.9.0-gpu
              resources:
                limits:
                  nvidia.com/gpu: 1
`,
    },
    {
      name: 'KServe inline model container: the ServingRuntime supplies the pod',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    model:
      modelFormat:
        name: huggingface
      image: kserve/huggingfaceserver:v0.14.0-gpu
      resources:
        limits:
          nvidia.com/gpu: 1
`,
    },
    {
      name: 'a volume the pod spec does not hold (Argo workflow-level volume) is unknown',
      yaml: `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: train-
spec:
  entrypoint: train
  volumes:
    - name: dshm
      emptyDir:
        medium: Memory
  templates:
    - name: train
      container:
        image: nvcr.io/nvidia/pytorch:24.05-py3
        command: ["torchrun", "train.py"]
        resources:
          limits:
            nvidia.com/gpu: 4
        volumeMounts:
          - name: dshm
            mountPath: /dev/shm
`,
    },
    {
      name: 'init containers are not checked',
      yaml: deployment(`      initContainers:
        - name: warmup
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
      containers:
        - name: web
          image: nginx:1.27`),
    },
    { name: 'a vLLM GPU container parked with sleep infinity', yaml: vllm('          command: ["sleep", "infinity"]\n') },
    { name: 'a GPU container in a sleep loop', yaml: vllm('          command: ["bash", "-c", "while true; do sleep 30; done"]\n') },
    {
      name: "a TrainJob's trainer: the pod spec, volumes included, comes from its runtime",
      yaml: `apiVersion: trainer.kubeflow.org/v1alpha1
kind: TrainJob
metadata:
  name: fine-tune
spec:
  runtimeRef:
    name: torch-distributed
  trainer:
    image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
    command: [torchrun, train.py]
    resourcesPerNode:
      limits:
        nvidia.com/gpu: 4
`,
    },
    {
      name: 'NIMService: the operator mounts /dev/shm',
      yaml: `apiVersion: apps.nvidia.com/v1alpha1
kind: NIMService
metadata:
  name: llama
spec:
  image:
    repository: nvcr.io/nim/meta/llama-3.1-8b-instruct
    tag: "1.3.3"
  authSecret: ngc-api-secret
  resources:
    limits:
      nvidia.com/gpu: 1
`,
    },
  ],
  invalid: [
    {
      name: 'rocm/pytorch is PyTorch',
      yaml: deployment(`      containers:
        - name: train
          image: rocm/pytorch:rocm6.2_ubuntu22.04_py3.10_pytorch_release_2.3.0
          resources:
            limits:
              amd.com/gpu: 1
`),
      positions: ['15:11-15:22'],
      messages: [/^Container "train" runs PyTorch on a GPU \(image rocm\/pytorch:rocm6\.2_ubuntu22\.04_py3\.10_pytorch_release_2\.3\.0\) /],
    },
    {
      name: 'a PyTorch image from a registry mirror',
      yaml: vllm('').replace('vllm/vllm-openai:v0.9.0', 'registry.example.com/dockerhub/pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime'),
      positions: ['15:11-15:21'],
    },
    {
      name: 'no mounts at all: points at the container name, suggests a size inside the memory limit',
      yaml: vllm(''),
      lines: [15],
      messages: [
        new RegExp(
          '^Container "vllm" runs PyTorch on a GPU \\(image vllm\\/vllm-openai:v0\\.9\\.0\\) but mounts nothing at ' +
            '\\/dev\\/shm.*sizeLimit: 32Gi, half the 64Gi memory limit',
        ),
      ],
    },
    {
      name: 'other mounts: points at volumeMounts',
      yaml: vllm(`          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models`),
      lines: [21],
    },
    {
      name: 'a disk-backed emptyDir at /dev/shm: points at the mountPath',
      yaml: vllm(`          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir: {}`),
      lines: [23],
      messages: [
        new RegExp(
          '^Container "vllm" runs PyTorch on a GPU \\(image vllm\\/vllm-openai:v0\\.9\\.0\\) but its \\/dev\\/shm is emptyDir ' +
            '"dshm" without medium: Memory, which lives on the node\'s disk; mount an emptyDir with medium: Memory there instead',
        ),
      ],
    },
    {
      name: 'a PVC at /dev/shm',
      yaml: vllm(`          volumeMounts:
            - name: scratch
              mountPath: /dev/shm
      volumes:
        - name: scratch
          persistentVolumeClaim:
            claimName: scratch`),
      lines: [23],
      messages: [/volume "scratch" \(persistentVolumeClaim\), which is disk/],
    },
    {
      name: 'the pod has a Memory emptyDir, but one container does not mount it and another mounts it elsewhere',
      yaml: vllm(`          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
        - name: vllm-b
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: vllm-c
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: dshm
              mountPath: /shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: 8Gi`),
      lines: [24, 34],
      messages: [
        /"vllm-b".*the pod's Memory emptyDir "dshm" is not mounted in it.*e\.g\. sizeLimit: 8Gi\)/,
        /"vllm-c".*"dshm" is mounted at \/shm instead/,
      ],
    },
    {
      name: 'unknown image running torchrun in a PyTorchJob',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llm-pretrain
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 4
      template:
        spec:
          containers:
            - name: pytorch
              image: registry.example.com/ml/trainer:2024.11
              command: ["/bin/sh", "-c", "torchrun --nnodes=4 --nproc-per-node=8 pretrain.py"]
              resources:
                limits:
                  nvidia.com/gpu: 8
                  memory: 1000Gi
`,
      lines: [12],
      messages: [/\(it runs torchrun\).*sizeLimit: 500Gi, half the 1000Gi memory limit/],
    },
    {
      name: 'LeaderWorkerSet leader and worker templates each report',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: sglang
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: leader
            image: lmsysorg/sglang:v0.4.6
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: worker
            image: lmsysorg/sglang:v0.4.6
            resources:
              limits:
                nvidia.com/gpu: 8
`,
      lines: [12, 20],
    },
    {
      name: 'a container consuming a GPU DRA claim',
      yaml: `apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: one-gpu
spec:
  spec:
    devices:
      requests:
        - name: gpu
          exactly:
            deviceClassName: gpu.nvidia.com
---
apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: one-gpu
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        claims:
          - name: gpu
`,
      lines: [22],
      messages: [/e\.g\. sizeLimit: 8Gi\)/],
    },
    {
      name: 'KServe predictor with its own containers (no ServingRuntime merge)',
      yaml: `apiVersion: serving.kserve.io/v1beta1
kind: InferenceService
metadata:
  name: llama
spec:
  predictor:
    containers:
      - name: kserve-container
        image: vllm/vllm-openai:v0.9.0
        resources:
          limits:
            nvidia.com/gpu: 1
`,
      lines: [8],
    },
    {
      name: 'Argo Workflow template without /dev/shm',
      yaml: `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: train-
spec:
  entrypoint: train
  templates:
    - name: train
      container:
        image: deepspeed/deepspeed:v0.14.0
        resources:
          limits:
            nvidia.com/gpu: 4
`,
      lines: [9],
      messages: [/^Template "train" runs PyTorch on a GPU \(image deepspeed\/deepspeed:v0\.14\.0\)/],
    },
  ],
});

/** The change sets of the rule's findings, in order. */
const fixes = (yaml: string) =>
  lintYaml(yaml, [rule])
    .filter((f) => f.ruleId === rule.id)
    .map((f) => f.fix);

const CONTAINER = ['spec', 'template', 'spec', 'containers', 0];
const newShm = (name: string, size: string, container = CONTAINER, pod = CONTAINER.slice(0, -2)) => [
  { op: 'append', path: [...container, 'volumeMounts'], value: { name, mountPath: '/dev/shm' } },
  { op: 'append', path: [...pod, 'volumes'], value: { name, emptyDir: { medium: 'Memory', sizeLimit: size } } },
];

describe('shm-missing fix', () => {
  it('mounts a new Memory emptyDir sized at half the memory limit, in whole Gi', () => {
    expect(fixes(vllm(''))).toEqual([
      {
        kind: 'fix',
        description: 'Mount a new emptyDir "dshm" with medium: Memory and sizeLimit: 32Gi at /dev/shm in container "vllm"',
        changes: newShm('dshm', '32Gi'),
      },
    ]);
    // 7.5Gi rounds to 8Gi; 1.5Gi to 1Gi (at least 1Gi); a pod-level limit counts when the container has none.
    expect(fixes(vllm('').replace('memory: 64Gi', 'memory: 15Gi'))[0]?.changes).toEqual(newShm('dshm', '8Gi'));
    expect(fixes(vllm('').replace('memory: 64Gi', 'memory: 1536Mi'))[0]?.changes).toEqual(newShm('dshm', '1Gi'));
    const podLimit = vllm('')
      .replace('              memory: 64Gi\n', '')
      .replace('      containers:', '      resources: {limits: {memory: 40Gi}}\n      containers:');
    expect(fixes(podLimit)[0]?.changes).toEqual(newShm('dshm', '20Gi'));
  });

  it('sizes it 8Gi without a memory limit, and offers nothing below 1Gi, where no whole Gi fits', () => {
    expect(fixes(vllm('').replace('              memory: 64Gi\n', ''))[0]?.changes).toEqual(newShm('dshm', '8Gi'));
    const small = lintYaml(vllm('').replace('memory: 64Gi', 'memory: 512Mi'), [rule]);
    expect(small.map((f) => [f.message.match(/e\.g\. [^)]*/)?.[0], f.fix])).toEqual([
      ['e.g. sizeLimit: 256Mi, half the 512Mi memory limit', undefined],
    ]);
  });

  it('names the volume dshm-2, dshm-3... when the name is taken, claim templates and Argo workflow volumes included', () => {
    const taken = vllm(`          volumeMounts:
            - name: dshm
              mountPath: /models
      volumes:
        - name: dshm
          persistentVolumeClaim:
            claimName: models
        - name: dshm-2
          emptyDir: {}`);
    expect(fixes(taken)[0]?.changes).toEqual(newShm('dshm-3', '32Gi'));
    const statefulSet = vllm('          volumeMounts:\n            - {name: dshm, mountPath: /models}')
      .replace('kind: Deployment', 'kind: StatefulSet')
      .concat('\n  volumeClaimTemplates:\n    - metadata: {name: dshm}\n      spec: {resources: {requests: {storage: 1Ti}}}\n');
    expect(fixes(statefulSet)[0]?.changes).toEqual(newShm('dshm-2', '32Gi'));
    const argo = `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata:
  generateName: train-
spec:
  entrypoint: train
  volumes:
    - name: dshm
      persistentVolumeClaim:
        claimName: data
  templates:
    - name: train
      container:
        image: deepspeed/deepspeed:v0.14.0
        resources:
          limits:
            nvidia.com/gpu: 4
`;
    expect(fixes(argo)[0]?.changes).toEqual(newShm('dshm-2', '8Gi', ['spec', 'templates', 0, 'container'], ['spec', 'templates', 0]));
    // podSpecPatch can add volumes and mounts the linter does not see.
    expect(fixes(argo.replace('  entrypoint: train\n', '  entrypoint: train\n  podSpecPatch: "{}"\n'))).toEqual([undefined]);
  });

  it("mounts the pod's one Memory emptyDir in a container that does not mount it, and leaves one mounted elsewhere alone", () => {
    const yaml = vllm(`          volumeMounts:
            - name: shm
              mountPath: /dev/shm
        - name: vllm-b
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
        - name: vllm-c
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: shm
              mountPath: /shm
      volumes:
        - name: shm
          emptyDir:
            medium: Memory
            sizeLimit: 8Gi`);
    expect(fixes(yaml)).toEqual([
      {
        kind: 'fix',
        description: 'Mount the pod\'s Memory emptyDir "shm" at /dev/shm in container "vllm-b"',
        changes: [
          {
            op: 'append',
            path: ['spec', 'template', 'spec', 'containers', 1, 'volumeMounts'],
            value: { name: 'shm', mountPath: '/dev/shm' },
          },
        ],
      },
      undefined,
    ]);
    // Unsized, it would then be bounded by nothing in vllm-b (no memory limit): shm-size-limit-missing.
    expect(fixes(yaml.replace('            sizeLimit: 8Gi', ''))).toEqual([undefined, undefined]);
  });

  it('offers nothing when volumes or mounts are written by a template, for a disk-backed /dev/shm, or on Knative', () => {
    expect(fixes(vllm('      volumes:\n        - "{{ .Values.extraVolume }}"'))).toEqual([undefined]);
    expect(fixes(vllm('          volumeMounts:\n            - "{{ .Values.extraMount }}"'))).toEqual([undefined]);
    // A mount of a volume the pod does not define: something else (a controller, a patch) writes its volumes.
    expect(fixes(vllm('          volumeMounts:\n            - {name: initializer, mountPath: /workspace}'))).toEqual([undefined]);
    const disk = vllm(`          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir: {}`);
    expect(fixes(disk)).toEqual([undefined]);
    // Knative admits emptyDir volumes only when its config-features enable them.
    const knative = `apiVersion: serving.knative.dev/v1
kind: Service
metadata: {name: llm}
spec:
  template:
    spec:
      containers: [{image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 1}}}]
`;
    expect(fixes(knative)).toEqual([undefined]);
  });
});
