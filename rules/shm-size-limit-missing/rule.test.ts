import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';

/** A GPU pod with one vLLM container (`limits` lines at 10-space indent) and the given volumes (2-space items). */
const pod = (
  limits: string,
  volumes: string,
  mounts = '      volumeMounts:\n        - name: dshm\n          ' + 'mountPath: /dev/shm\n',
) => `apiVersion: v1
kind: Pod
metadata:
  name: llm
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
${limits}
${mounts}  volumes:
${volumes}`;

testRule(rule, {
  valid: [
    {
      name: 'plain web Deployment with an unsized tmpfs (not an AI workload)',
      yaml: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: nginx:1.27
          volumeMounts:
            - name: cache
              mountPath: /var/cache/nginx
      volumes:
        - name: cache
          emptyDir:
            medium: Memory
`,
    },
    {
      name: 'sizeLimit placeholder is unknown, not missing',
      yaml: pod('          memory: 32Gi', '    - name: dshm\n      emptyDir:\n        medium: Memory\n        sizeLimit: ${SHM_SIZE}\n'),
    },
    {
      name: 'disk-backed and hugepages emptyDirs are not tmpfs',
      yaml: pod(
        '          memory: 32Gi',
        '    - name: dshm\n      emptyDir: {}\n    - name: huge\n      emptyDir:\n        ' + 'medium: HugePages-2Mi\n',
      ),
    },
    {
      name: 'GPU infrastructure pods are not workloads',
      yaml: `apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: dcgm-exporter
  namespace: gpu-operator
spec:
  selector:
    matchLabels:
      app: dcgm-exporter
  template:
    metadata:
      labels:
        app: dcgm-exporter
    spec:
      containers:
        - name: exporter
          image: nvcr.io/nvidia/k8s/dcgm-exporter:3.3.9-3.6.1-ubuntu22.04
      volumes:
        - name: scratch
          emptyDir:
            medium: Memory
`,
    },
    {
      name: 'sized tmpfs in a RayCluster worker',
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
            image: rayproject/ray-ml:2.9.0
            volumeMounts:
              - name: dshm
                mountPath: /dev/shm
        volumes:
          - name: dshm
            emptyDir:
              medium: Memory
              sizeLimit: 4Gi
`,
    },
    {
      name: 'the memory limit of the only container that mounts it bounds the tmpfs',
      yaml: pod('          memory: 48Gi', '    - name: dshm\n      emptyDir: {medium: Memory}\n'),
    },
    {
      name: 'an unmounted tmpfs holds nothing',
      yaml: pod(
        '          memory: 2000Mi',
        '    - name: dshm\n      emptyDir:\n        medium: Memory\n    - name: spare\n      ' + 'emptyDir:\n        medium: Memory\n',
      ),
    },
    {
      name: 'a memory limit that is a placeholder is unknown',
      yaml: pod('          memory: "{{ .Values.memory }}"', '    - name: dshm\n      emptyDir: {medium: Memory}\n'),
    },
    {
      name: 'a pod-level memory limit bounds every container',
      yaml: pod('          cpu: "8"', '    - name: dshm\n      emptyDir: {medium: Memory}\n').replace(
        'spec:\n  containers:',
        'spec:\n  resources:\n    limits:\n      memory: 64Gi\n  containers:',
      ),
    },
    {
      name: 'several containers mount it, each with a memory limit',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: vllm-multinode
spec:
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        containers:
          - name: vllm
            image: vllm/vllm-openai:v0.9.0
            resources:
              limits:
                nvidia.com/gpu: 8
                memory: 64Gi
            volumeMounts:
              - name: dshm
                mountPath: /dev/shm
          - name: lmcache
            image: lmcache/vllm-openai:v0.3.0
            resources:
              limits:
                memory: 32Gi
            volumeMounts:
              - name: dshm
                mountPath: /dev/shm
        volumes:
          - name: dshm
            emptyDir:
              medium: Memory
`,
    },
    {
      name: 'user-declared tmpfs in a RayJob worker group, bounded by its memory limit',
      yaml: `apiVersion: ray.io/v1
kind: RayJob
metadata:
  name: finetune
spec:
  entrypoint: python train.py
  rayClusterSpec:
    headGroupSpec:
      rayStartParams: {}
      template:
        spec:
          containers:
            - name: ray-head
              image: rayproject/ray:2.40.0
    workerGroupSpecs:
      - groupName: gpu
        replicas: 2
        rayStartParams: {}
        template:
          spec:
            containers:
              - name: ray-worker
                image: rayproject/ray:2.40.0-gpu
                resources:
                  limits:
                    nvidia.com/gpu: 1
                    memory: 16Gi
                volumeMounts:
                  - name: shared
                    mountPath: /dev/shm
            volumes:
              - name: shared
                emptyDir:
                  medium: Memory
`,
    },
  ],
  invalid: [
    {
      name: 'explicit null sizeLimit, mounting container without a memory limit',
      yaml: pod('          cpu: "8"', '    - name: dshm\n      emptyDir:\n        medium: Memory\n        sizeLimit:\n'),
      positions: ['18:7-18:15'],
      messages: [
        new RegExp(
          '^emptyDir volume "dshm" is memory-backed \\(medium: Memory\\) with no sizeLimit, and container "vllm", which mounts ' +
            "it, has no memory limit either, so the tmpfs can grow until it takes the node's memory; set emptyDir\\.sizeLimit " +
            '\\(e\\.g\\. 8Gi\\) or a memory limit on container "vllm"\\.$',
        ),
      ],
    },
    {
      name: 'a container without a name',
      yaml: pod('          cpu: "8"', '    - name: dshm\n      emptyDir: {medium: Memory}\n').replace(
        '    - name: vllm\n      image:',
        '    - image:',
      ),
      lines: [17],
      messages: [/and containers\[0\], which mounts it, has no memory limit either/],
    },
    {
      name: 'PyTorchJob master: a sidecar without limit and the trainer with one',
      yaml: `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: ddp
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          initContainers:
            - name: profiler
              image: busybox:1.36
              restartPolicy: Always
              volumeMounts:
                - name: dshm
                  mountPath: /dev/shm
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
                  memory: 1Ti
              volumeMounts:
                - name: dshm
                  mountPath: /dev/shm
          volumes:
            - name: dshm
              emptyDir:
                medium: Memory
`,
      lines: [30],
      messages: [/with no sizeLimit, and sidecar container "profiler", which mounts it, has no memory limit either, .*a memory limit on /],
    },
  ],
});
