import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { objectsOfDocument } from '../../src/k8s/objects.js';
import { fieldPath, forEachResource, gpuKeyPath, podSpecsOf, type PodSpecView } from '../../src/k8s/pods.js';
import { BUILTIN_WORKLOADS, WorkloadTable } from '../../src/k8s/workload-table.js';
import { loadYaml } from '../../src/yaml/load.js';
import { deployment, pod } from '../helpers/manifests.js';
import { describeWithShared, sharedPath } from '../helpers/shared.js';

const table = new WorkloadTable(BUILTIN_WORKLOADS);

function pods(yaml: string, gpuResources: string[] = []): PodSpecView[] {
  const file = loadYaml(yaml);
  const draClaims = new Map<string, string[]>([
    ['ml/gpu-claim', ['gpu.nvidia.com']],
    ['ml/nic', ['rdma.example.com']],
  ]);
  return file.documents.flatMap((d) =>
    objectsOfDocument(d.value).objects.flatMap((o) => podSpecsOf(o, { gpuResources, table, draClaims })),
  );
}

describe('pod specs of workloads', () => {
  it('finds the template of core kinds, with replicas', () => {
    const [dep] = pods(deployment({ replicas: 3, containers: [{ image: 'nginx' }] }));
    expect(dep).toMatchObject({ path: ['spec', 'template', 'spec'], replicas: 3, workload: { ai: false, serving: false } });
    const [cron] = pods(
      'apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: c}\nspec:\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          containers: [{name: a, image: nginx}]\n',
    );
    expect(cron!.path).toEqual(['spec', 'jobTemplate', 'spec', 'template', 'spec']);
  });

  it('finds map-keyed replica specs (PyTorchJob) with their replica counts', () => {
    const list = pods(`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata: {name: t}
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        spec:
          containers: [{name: pytorch, image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime, resources: {limits: {nvidia.com/gpu: 8}}}]
    Worker:
      replicas: 3
      template:
        spec:
          containers: [{name: pytorch, image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime, resources: {limits: {nvidia.com/gpu: 8}}}]
`);
    expect(list.map((p) => [p.path.join('.'), p.replicas, p.workload.training])).toEqual([
      ['spec.pytorchReplicaSpecs.Master.template.spec', 1, true],
      ['spec.pytorchReplicaSpecs.Worker.template.spec', 3, true],
    ]);
    expect(list[1]!.containers[0]!.gpuCount).toBe(8);
  });

  it('finds array templates (RayCluster worker groups) and LWS group size', () => {
    const ray = pods(
      'apiVersion: ray.io/v1\nkind: RayCluster\nmetadata: {name: r}\nspec:\n  headGroupSpec:\n    template:\n      spec:\n        containers: [{name: head, image: rayproject/ray:2.9.0}]\n  workerGroupSpecs:\n    - replicas: 2\n      template:\n        spec:\n          containers: [{name: w, image: rayproject/ray:2.9.0-gpu, resources: {limits: {nvidia.com/gpu: 1}}}]\n',
    );
    expect(ray.map((p) => [p.role, p.replicas])).toEqual([
      ['head', undefined],
      ['worker', 2],
    ]);
    const lws = pods(
      'apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata: {name: l}\nspec:\n  replicas: 2\n  leaderWorkerTemplate:\n    size: 4\n    workerTemplate:\n      spec:\n        containers: [{name: vllm, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]\n',
    );
    expect(lws).toHaveLength(1);
    expect(lws[0]).toMatchObject({ role: 'worker', replicas: 2, groupSize: 4, workload: { serving: true } });
  });

  it('counts the pods a template runs at once (JobSet parallelism, LeaderWorkerSet groups)', () => {
    const jobset = pods(
      'apiVersion: jobset.x-k8s.io/v1alpha2\nkind: JobSet\nmetadata: {name: j}\nspec:\n  replicatedJobs:\n    - name: workers\n      replicas: 2\n      template:\n        spec:\n          parallelism: 4\n          template:\n            spec:\n              containers: [{name: c, image: busybox}]\n',
    );
    expect(jobset.map((p) => p.podCount)).toEqual([8]);
    const lws = (leader: string) =>
      pods(
        `apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata: {name: l}\nspec:\n  replicas: 3\n  leaderWorkerTemplate:\n    size: 4\n${leader}    workerTemplate:\n      spec:\n        containers: [{name: w, image: busybox}]\n`,
      );
    expect(lws('').map((p) => [p.role, p.podCount])).toEqual([['worker', 12]]);
    expect(
      lws('    leaderTemplate:\n      spec:\n        containers: [{name: l, image: busybox}]\n').map((p) => [p.role, p.podCount]),
    ).toEqual([
      ['leader', 3],
      ['worker', 9],
    ]);
    const templated = pods(deployment({ replicas: '"{{ .Values.replicas }}"', containers: [{ image: 'nginx' }] }));
    expect(templated[0]!.podCount).toBeUndefined();
  });

  it('sees KServe inlined containers (predictor.model) inside the predictor pod spec', () => {
    const [p] = pods(
      'apiVersion: serving.kserve.io/v1beta1\nkind: InferenceService\nmetadata: {name: i}\nspec:\n  predictor:\n    model:\n      modelFormat: {name: huggingface}\n      image: kserve/huggingfaceserver:v0.15.0-gpu\n      resources: {limits: {nvidia.com/gpu: 1}}\n',
    );
    expect(p!.path).toEqual(['spec', 'predictor']);
    expect(p!.containers.map((c) => c.path.join('.'))).toEqual(['spec.predictor.model']);
    expect(p!.workload).toMatchObject({ ai: true, serving: true });
  });

  it('classifies init containers, native sidecars and ephemeral containers', () => {
    const [p] = pods(
      pod({
        initContainers: [
          { name: 'dl', image: 'busybox' },
          { name: 'proxy', image: 'envoy', extra: { restartPolicy: 'Always' } },
        ],
        containers: [{ name: 'main', image: 'busybox' }],
        spec: { ephemeralContainers: [{ name: 'dbg', image: 'busybox' }] },
      }),
    );
    expect(p!.containers.map((c) => [c.name, c.kind])).toEqual([
      ['main', 'container'],
      ['dl', 'init'],
      ['proxy', 'sidecar'],
      ['dbg', 'ephemeral'],
    ]);
  });

  it('GPU detection: counts, gpu: 0, NVIDIA_VISIBLE_DEVICES=void, configured resources, DRA', () => {
    const [p] = pods(
      pod({
        namespace: 'ml',
        containers: [
          { name: 'zero', image: 'busybox', gpu: 0 },
          { name: 'void', image: 'busybox', gpu: 1, env: { NVIDIA_VISIBLE_DEVICES: 'void' } },
          { name: 'mig', image: 'busybox', gpu: 2, gpuResource: 'nvidia.com/mig-1g.10gb' },
          { name: 'custom', image: 'busybox', gpu: 1, gpuResource: 'example.com/gpu' },
          { name: 'tmpl', image: 'busybox', gpu: '"{{ .Values.gpus }}"' },
        ],
        spec: { resourceClaims: [{ name: 'g', resourceClaimTemplateName: 'gpu-claim' }] },
      }),
      ['example.com/gpu'],
    );
    expect(p!.containers.map((c) => [c.name, c.hasGpu, c.gpuCount])).toEqual([
      ['zero', false, 0],
      ['void', false, 1],
      ['mig', true, 2],
      ['custom', true, 1],
      ['tmpl', true, undefined],
    ]);
    expect(p!.dra).toBe('gpu');
    const [nic] = pods(
      pod({ namespace: 'ml', containers: [{ image: 'busybox' }], spec: { resourceClaims: [{ name: 'n', resourceClaimName: 'nic' }] } }),
    );
    expect(nic!.dra).toBeUndefined();
    expect(nic!.workload.ai).toBe(false);
  });

  it('GPU infrastructure pods are not workloads', () => {
    const [p] = pods(
      'apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: dp, namespace: kube-system}\nspec:\n  template:\n    spec:\n      nodeSelector: {nvidia.com/gpu.deploy.device-plugin: "true"}\n      containers: [{name: p, image: nvcr.io/nvidia/k8s-device-plugin:v0.17.0}]\n',
    );
    expect(p!.workload).toMatchObject({ infrastructure: true, ai: false });
  });

  it.each([
    ['argoproj.io/v1alpha1', 'WorkflowTemplate', 'spec'],
    ['argoproj.io/v1alpha1', 'ClusterWorkflowTemplate', 'spec'],
    ['argoproj.io/v1alpha1', 'CronWorkflow', 'spec.workflowSpec'],
    ['argoproj.io/v1alpha1', 'Workflow', 'spec'],
  ])('%s %s: each template is a pod of its container or script, init containers and sidecars', (apiVersion, kind, at) => {
    const indent = '  '.repeat(at.split('.').length);
    const body = `templates:
  - name: train
    initContainers:
      - name: fetch
        image: busybox
    container:
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources: {limits: {nvidia.com/gpu: 1}}
    sidecars:
      - name: metrics
        image: prom/statsd-exporter
  - name: report
    script:
      image: python:3.12
      source: print(1)
  - name: steps
    steps: [[{name: a, template: train}]]
`.replace(/^/gm, indent);
    const header = at === 'spec' ? 'spec:\n' : 'spec:\n  workflowSpec:\n';
    const list = pods(`apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata: {name: w}\n${header}${body}`);
    const base = at.split('.');
    expect(list.map((p) => p.path.join('.'))).toEqual([[...base, 'templates', 0].join('.'), [...base, 'templates', 1].join('.')]);
    expect(list[0]!.containers.map((c) => [c.path.slice(base.length).join('.'), c.kind])).toEqual([
      ['templates.0.container', 'container'],
      ['templates.0.initContainers.0', 'init'],
      ['templates.0.sidecars.0', 'sidecar'],
    ]);
    expect(list[0]!.workload).toMatchObject({ ai: true, class: 'batch' });
    expect(list[1]!.containers.map((c) => c.path.slice(base.length).join('.'))).toEqual(['templates.1.script']);
  });

  it('NIMService: the spec is the container, its image repository and tag the image', () => {
    const [p] = pods(`apiVersion: apps.nvidia.com/v1alpha1
kind: NIMService
metadata: {name: llama}
spec:
  image:
    repository: nvcr.io/nim/meta/llama-3.1-8b-instruct
    tag: "1.3.3"
  authSecret: ngc-api-secret
  replicas: 2
  resources:
    limits:
      nvidia.com/gpu: 1
  readinessProbe:
    probe:
      httpGet: {path: /v1/health/ready, port: 8000}
      timeoutSeconds: 5
  expose:
    service: {port: 8000}
`);
    expect(p).toMatchObject({
      path: ['spec'],
      replicas: 2,
      providesProbes: true,
      providesDevShm: true,
      workload: { serving: true, ai: true },
    });
    const [c] = p!.containers;
    expect(c).toMatchObject({ path: ['spec'], kind: 'container', gpuCount: 1 });
    expect(c!.image?.raw).toBe('nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3');
    expect(c!.family?.id).toBe('ngc-nim');
    // The operator wraps each probe: {enabled, probe}; the container reads the probe inside.
    expect(c!.value.readinessProbe).toEqual({ httpGet: { path: '/v1/health/ready', port: 8000 }, timeoutSeconds: 5 });
    expect(fieldPath(c!, 'readinessProbe', 'timeoutSeconds')).toEqual(['spec', 'readinessProbe', 'probe', 'timeoutSeconds']);
  });

  it('DynamoGraphDeployment: v1alpha1 services with their main container, v1beta1 components with a pod template', () => {
    const alpha = pods(`apiVersion: nvidia.com/v1alpha1
kind: DynamoGraphDeployment
metadata: {name: agg}
spec:
  services:
    Frontend:
      componentType: frontend
      replicas: 1
      extraPodSpec:
        mainContainer:
          image: nvcr.io/nvidia/ai-dynamo/vllm-runtime:0.4.0
    VllmDecodeWorker:
      componentType: worker
      replicas: 2
      resources:
        limits: {gpu: "1"}
      extraPodSpec:
        mainContainer:
          image: nvcr.io/nvidia/ai-dynamo/vllm-runtime:0.4.0
          command: ["/bin/sh", "-c"]
          args: ["python3 -m dynamo.vllm --model Qwen/Qwen3-0.6B"]
`);
    expect(alpha.map((p) => [p.path.join('.'), p.replicas, p.containers.map((c) => c.path.join('.'))])).toEqual([
      ['spec.services.Frontend.extraPodSpec', 1, ['spec.services.Frontend.extraPodSpec.mainContainer']],
      ['spec.services.VllmDecodeWorker.extraPodSpec', 2, ['spec.services.VllmDecodeWorker.extraPodSpec.mainContainer']],
    ]);
    expect(alpha[1]).toMatchObject({ providesProbes: true, providesDevShm: true, workload: { serving: true } });
    expect(alpha[1]!.resourcesFrom).toBeDefined();
    const beta = pods(`apiVersion: nvidia.com/v1beta1
kind: DynamoGraphDeployment
metadata: {name: agg}
spec:
  components:
    - name: worker
      type: worker
      replicas: 3
      podTemplate:
        spec:
          containers:
            - name: main
              image: nvcr.io/nvidia/ai-dynamo/vllm-runtime:1.4.0
              resources: {limits: {nvidia.com/gpu: 1}}
`);
    expect(beta.map((p) => [p.path.join('.'), p.replicas, p.containers[0]?.gpuCount])).toEqual([
      ['spec.components.0.podTemplate.spec', 3, 1],
    ]);
    expect(beta[0]!.mergedWith).toBeDefined();
  });

  it('TrainJob: the trainer is the container of its pods, resourcesPerNode its resources', () => {
    const [p] = pods(`apiVersion: trainer.kubeflow.org/v1alpha1
kind: TrainJob
metadata: {name: fine-tune}
spec:
  runtimeRef: {name: torch-distributed}
  trainer:
    image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
    command: [torchrun, train.py]
    numNodes: 2
    resourcesPerNode:
      limits:
        nvidia.com/gpu: 4
`);
    expect(p).toMatchObject({ path: ['spec', 'trainer'], mergedWith: 'TrainingRuntime', workload: { training: true } });
    const [c] = p!.containers;
    expect(c).toMatchObject({ path: ['spec', 'trainer'], gpuCount: 4 });
    expect(c!.image?.raw).toBe('pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime');
    expect(gpuKeyPath(c!)).toEqual(['spec', 'trainer', 'resourcesPerNode', 'limits', 'nvidia.com/gpu']);
  });

  it('a plain web Deployment is not an AI workload', () => {
    const [p] = pods(deployment({ name: 'web', replicas: 3, containers: [{ name: 'web', image: 'nginx:1.25' }] }));
    expect(p!.workload).toMatchObject({ ai: false, serving: false, training: false, notebook: false });
  });
});

const CORPUS = sharedPath('corpus');

// A handful of named files each, read in well under a second: no test per file, but a failure
// lists the pod specs (with their files) that are classified wrongly.
describeWithShared('corpus', 'classification over the real corpus', () => {
  function classifyFile(relative: string) {
    const file = loadYaml(readFileSync(join(CORPUS, relative), 'utf8'));
    return file.documents.flatMap((d) =>
      objectsOfDocument(d.value).objects.flatMap((o) =>
        podSpecsOf(o, { gpuResources: [], table, draClaims: new Map() }).map((p) => ({
          file: relative,
          kind: o.kind,
          name: o.name,
          role: p.role,
          ...p.workload,
        })),
      ),
    );
  }
  const where = (w: { file: string; kind: string; name?: string; role?: string }) =>
    `${w.file}: ${w.kind} ${w.name ?? ''} ${w.role ?? ''}`.trim();
  const pick = (dir: string, pattern: RegExp) =>
    readdirSync(join(CORPUS, dir))
      .filter((f) => pattern.test(f))
      .map((f) => `${dir}/${f}`);

  it('KServe GPU samples are serving workloads', () => {
    const files = pick('kserve__kserve', /^docs__samples.*\.yaml$/).filter((f) =>
      readFileSync(join(CORPUS, f), 'utf8').includes('nvidia.com/gpu'),
    );
    const workloads = files.flatMap(classifyFile).filter((w) => /InferenceService$/.test(w.kind) && w.ai);
    expect(workloads.length).toBeGreaterThan(0);
    expect(workloads.filter((w) => !(w.ai && w.serving)).map(where)).toEqual([]);
  });

  it('the NVIDIA device plugin DaemonSets are infrastructure', () => {
    const files = pick('NVIDIA__k8s-device-plugin', /^deployments__static__(nvidia-device-plugin|gpu-feature-discovery).*\.ya?ml$/);
    const workloads = files.flatMap(classifyFile);
    expect(workloads.length).toBeGreaterThan(0);
    expect(workloads.filter((w) => !(w.infrastructure && !w.ai)).map(where)).toEqual([]);
  });

  it('kubernetes/examples AI samples: GPU serving and training are recognised', () => {
    const all = pick('kubernetes__examples', /^AI__.*\.yaml$/).flatMap(classifyFile);
    expect(all.some((w) => w.serving)).toBe(true);
    expect(all.filter((w) => w.serving && !w.ai).map(where)).toEqual([]);
  });
});

describe('forEachResource', () => {
  it("visits each resource once: the first map's in order, then those only the second names, with the first's amount else the second's", () => {
    const seen: [string, unknown, boolean][] = [];
    forEachResource({ 'nvidia.com/gpu': 2, cpu: null }, { memory: '1Gi', cpu: '500m', 'nvidia.com/gpu': 1 }, (name, amount, inFirst) =>
      seen.push([name, amount, inFirst]),
    );
    expect(seen).toEqual([
      ['nvidia.com/gpu', 2, true],
      ['cpu', '500m', true],
      ['memory', '1Gi', false],
    ]);
  });
});
