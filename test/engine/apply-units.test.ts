// Apply units (RULES.md "Apply unit"): existence is run-wide, order and co-deployment unit-wide.
// Each unit-scoped rule gets the same objects once in one directory and once split across two:
// a relation only holds inside one unit, so the split either silences the finding (order, the
// controller of a CRD, the policy of these pods) or brings it (the PDB or binding is elsewhere).
import { describe, expect, it } from 'vitest';
import { rules } from '../../rules/index.js';
import { applyUnitOfStdin } from '../../src/config/apply-units.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/types.js';
import { Linter } from '../../src/engine/linter.js';

function lint(ruleId: string, files: Record<string, string>, config: ConfigFile = {}): string[] {
  const rule = rules.find((r) => r.id === ruleId)!;
  const linter = new Linter({ rules: [rule], config: resolveConfig(config) });
  for (const [name, text] of Object.entries(files)) linter.lintText(name, text);
  linter.finish();
  return linter.findings.map((f) => `${f.file}:${f.range.start.line}`);
}

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: rayclusters.ray.io}
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true}]
`;
const RAY_CLUSTER = 'apiVersion: ray.io/v1\nkind: RayCluster\nmetadata: {name: rc, namespace: ml}\nspec: {}\n';
const NAMESPACE = 'apiVersion: v1\nkind: Namespace\nmetadata: {name: ml}\n';
const gpuDeployment = (extra = '', replicas = 1) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: llm, namespace: ml}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: llm}}
  template:
    metadata: {labels: {app: llm}}
    spec:
${extra}      containers:
        - name: server
          image: vllm/vllm-openai:v0.9.2
          resources: {limits: {nvidia.com/gpu: 1, cpu: 4, memory: 32Gi}, requests: {cpu: 4, memory: 32Gi}}
`;
const gpuJob = (labels = '', extra = '') => `apiVersion: batch/v1
kind: Job
metadata: {name: finetune, namespace: ml${labels}}
spec:
  template:
    spec:
${extra}      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources: {limits: {nvidia.com/gpu: 1}}
`;
const PRIORITY_CLASSES = `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: batch-high}
value: 10000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata: {name: serving-low}
value: 5
`;
const LOCAL_QUEUE =
  'apiVersion: kueue.x-k8s.io/v1beta1\nkind: LocalQueue\nmetadata: {name: team-a, namespace: ml}\nspec: {clusterQueue: gpu}\n';
const PDB =
  'apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: llm, namespace: ml}\nspec:\n  maxUnavailable: 1\n  ' +
  'selector: {matchLabels: {app: llm}}\n';
const DEFAULT_SA_BINDING = `apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: reader, namespace: ml}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: reader}
subjects: [{kind: ServiceAccount, name: default, namespace: ml}]
`;
const HPA = `apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: {name: llm, namespace: ml}
spec:
  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: llm}
  minReplicas: 1
  maxReplicas: 4
  metrics: [{type: Resource, resource: {name: cpu, target: {type: Utilization, averageUtilization: 70}}}]
`;
const DENY_EGRESS =
  'apiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata: {name: deny, namespace: ml}\nspec:\n  podSelector: {}\n  ' +
  'policyTypes: [Ingress, Egress]\n';
const PYTORCH_JOB = `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata: {name: ft, namespace: ml}
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        metadata: {labels: {app: ft}}
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources: {limits: {nvidia.com/gpu: 8}}
`;

describe('apply units', () => {
  it('crd-after-custom-resource: orders a CR and its CRD only within one unit', () => {
    expect(lint('crd-after-custom-resource', { 'deploy/a-cluster.yaml': RAY_CLUSTER, 'deploy/b-crds.yaml': CRD })).toEqual([
      'deploy/a-cluster.yaml:2',
    ]);
    expect(lint('crd-after-custom-resource', { 'clusters/rc.yaml': RAY_CLUSTER, 'crds/ray.yaml': CRD })).toEqual([]);
  });

  it('namespace-after-use: a Namespace in another unit is applied by another apply', () => {
    expect(lint('namespace-after-use', { 'deploy/a.yaml': gpuDeployment(), 'deploy/b-ns.yaml': NAMESPACE })).toEqual(['deploy/a.yaml:2']);
    expect(lint('namespace-after-use', { 'apps/a.yaml': gpuDeployment(), 'namespaces/ml.yaml': NAMESPACE })).toEqual([]);
  });

  it('priority-inversion: PriorityClasses count from anywhere, the workloads only within one unit', () => {
    const training = gpuJob('', '      priorityClassName: batch-high\n');
    const serving = gpuDeployment('      priorityClassName: serving-low\n');
    expect(lint('priority-inversion', { 'classes/all.yaml': PRIORITY_CLASSES, 'ml/job.yaml': training, 'ml/serve.yaml': serving })).toEqual(
      ['ml/job.yaml:7'],
    );
    expect(
      lint('priority-inversion', { 'classes/all.yaml': PRIORITY_CLASSES, 'train/job.yaml': training, 'serve/llm.yaml': serving }),
    ).toEqual([]);
  });

  it('kueue-queue-missing: LocalQueues of the unit make its Jobs queued; a queue named is looked up run-wide', () => {
    expect(lint('kueue-queue-missing', { 'ml/queue.yaml': LOCAL_QUEUE, 'ml/job.yaml': gpuJob() })).toEqual(['ml/job.yaml:3']);
    expect(lint('kueue-queue-missing', { 'queues/queue.yaml': LOCAL_QUEUE, 'jobs/job.yaml': gpuJob() })).toEqual([]);
    // A unit with its own queue, and a Job naming a queue of another unit: it exists.
    const named = gpuJob(', labels: {kueue.x-k8s.io/queue-name: team-b}');
    const teamB = LOCAL_QUEUE.replace('team-a', 'team-b');
    expect(lint('kueue-queue-missing', { 'ml/queue.yaml': LOCAL_QUEUE, 'ml/job.yaml': named, 'other/queue.yaml': teamB })).toEqual([]);
    expect(lint('kueue-queue-missing', { 'ml/queue.yaml': LOCAL_QUEUE, 'ml/job.yaml': named })).toEqual(['ml/job.yaml:3']);
    expect(
      lint('kueue-queue-missing', { 'ml/queue.yaml': LOCAL_QUEUE, 'ml/job.yaml': named }, { cluster: { localQueues: ['ml/team-b'] } }),
    ).toEqual([]);
  });

  it('pdb-missing: only a PodDisruptionBudget of the unit protects the workload', () => {
    expect(lint('pdb-missing', { 'ml/llm.yaml': gpuDeployment('', 3), 'ml/pdb.yaml': PDB })).toEqual([]);
    expect(lint('pdb-missing', { 'ml/llm.yaml': gpuDeployment('', 3), 'other/pdb.yaml': PDB })).toEqual(['ml/llm.yaml:2']);
  });

  it('service-account-token-automount: only a binding of the unit says the pods need the API', () => {
    expect(lint('service-account-token-automount', { 'ml/job.yaml': gpuJob(), 'ml/rbac.yaml': DEFAULT_SA_BINDING })).toEqual([]);
    expect(lint('service-account-token-automount', { 'ml/job.yaml': gpuJob(), 'rbac/binding.yaml': DEFAULT_SA_BINDING })).toEqual([
      'ml/job.yaml:6',
    ]);
  });

  it('hpa-cpu-metric-gpu-workload: an HPA scales the workload of its own unit', () => {
    expect(lint('hpa-cpu-metric-gpu-workload', { 'ml/llm.yaml': gpuDeployment(), 'ml/hpa.yaml': HPA })).toEqual(['ml/hpa.yaml:8']);
    expect(lint('hpa-cpu-metric-gpu-workload', { 'ml/llm.yaml': gpuDeployment(), 'other/hpa.yaml': HPA })).toEqual([]);
  });

  it('network-policy-blocks-dns and -collective: a policy isolates the pods of its own unit', () => {
    expect(lint('network-policy-blocks-dns', { 'ml/llm.yaml': gpuDeployment(), 'ml/deny.yaml': DENY_EGRESS })).toEqual(['ml/deny.yaml:6']);
    expect(lint('network-policy-blocks-dns', { 'ml/llm.yaml': gpuDeployment(), 'policies/deny.yaml': DENY_EGRESS })).toEqual([]);
    expect(lint('network-policy-blocks-collective', { 'ml/job.yaml': PYTORCH_JOB, 'ml/deny.yaml': DENY_EGRESS })).toEqual([
      'ml/deny.yaml:6',
    ]);
    expect(lint('network-policy-blocks-collective', { 'ml/job.yaml': PYTORCH_JOB, 'policies/deny.yaml': DENY_EGRESS })).toEqual([]);
  });

  it('config applyUnits joins directories, and stdin is a unit of its own', () => {
    const files = { 'clusters/rc.yaml': RAY_CLUSTER, 'crds/ray.yaml': CRD };
    expect(lint('crd-after-custom-resource', files, { applyUnits: [{ files: ['clusters/**', 'crds/**'] }] })).toEqual([
      'clusters/rc.yaml:2',
    ]);
    // A stream on stdin shown as deploy/rc.yaml is not joined with the files of deploy/.
    const rule = rules.find((r) => r.id === 'crd-after-custom-resource')!;
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('deploy/rc.yaml', RAY_CLUSTER, applyUnitOfStdin('deploy/rc.yaml'));
    linter.lintText('deploy/crds.yaml', CRD);
    linter.finish();
    expect(linter.findings).toEqual([]);
    expect(linter.index.objects.map((o) => o.unit.label)).toEqual(['deploy/rc.yaml (standard input)', 'deploy/']);
  });
});
