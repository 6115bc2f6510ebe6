import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { Linter } from '../../src/engine/linter.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A PyTorchJob (Master 1, Worker `workers`) labelled app: ft; 24 lines including the separator. */
const pytorchJob = (workers: number | string = 3, meta = '') => `apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: ft
  namespace: ml
${meta}spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        metadata: {labels: {app: ft}}
        spec:
          containers:
            - {name: pytorch, image: nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 8}}}
    Worker:
      replicas: ${workers}
      template:
        metadata: {labels: {app: ft}}
        spec:
          containers:
            - {name: pytorch, image: nvcr.io/nvidia/pytorch:24.05-py3, resources: {limits: {nvidia.com/gpu: 8}}}
---
`;
const J = 22;

/** A NetworkPolicy in ml; its `policyTypes` (when given) is line 8 of it. */
const policy = (spec: string, name = 'netpol', ns = 'ml', meta = '') => `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: ${name}
  namespace: ${ns}
${meta}spec:
${spec}
---
`;

const DENY_ALL = '  podSelector: {}\n  policyTypes: [Ingress, Egress]';
const PEERS = (selector: string) => `  podSelector: ${selector}
  policyTypes: [Ingress, Egress]
  ingress:
    - from: [{podSelector: ${selector}}]
  egress:
    - to: [{podSelector: ${selector}}]`;

/** A GPU Job; `extra` goes into the pod spec (6 spaces). */
const job = (parallelism: number, extra = '', command = '["python", "batch.py"]') => `apiVersion: batch/v1
kind: Job
metadata:
  name: sweep
  namespace: ml
spec:
  parallelism: ${parallelism}
  completionMode: Indexed
  completions: ${parallelism}
  template:
    metadata: {labels: {app: sweep}}
    spec:
${extra}      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ${command}
          resources: {limits: {nvidia.com/gpu: 1}}
---
`;

const trainJob = (nodes: number) => `apiVersion: trainer.kubeflow.org/v1alpha1
kind: TrainJob
metadata: {name: tj, namespace: ml}
spec:
  runtimeRef: {name: torch-distributed}
  trainer:
    numNodes: ${nodes}
    resourcesPerNode: {limits: {nvidia.com/gpu: 8}}
---
`;

testRule(rule, {
  valid: [
    { name: 'a TrainJob on one node', yaml: trainJob(1) + policy(DENY_ALL) },
    {
      name: 'wrong types: ingress and egress are not lists',
      yaml: pytorchJob() + policy(`${DENY_ALL}\n  ingress: 7\n  ` + `egress: {to: everything}`),
    },
    { name: 'no NetworkPolicy', yaml: pytorchJob() },
    {
      name: 'default-deny plus a peers policy on the template label (policies add up)',
      yaml: pytorchJob() + policy(DENY_ALL, 'deny') + policy(PEERS('{matchLabels: {app: ft}}'), 'peers'),
    },
    {
      name: 'peers policy on the operator label training.kubeflow.org/job-name',
      yaml: pytorchJob() + policy(DENY_ALL, 'deny') + policy(PEERS('{matchLabels: {training.kubeflow.org/job-name: ft}}'), 'peers'),
    },
    {
      name: 'ports 1-65535 between the pods',
      yaml:
        pytorchJob() +
        policy(`${DENY_ALL}\n  ingress: [{ports: [{port: 1, endPort: ` + `65535}]}]\n  egress: [{ports: [{port: 1, endPort: 65535}]}]`),
    },
    {
      name: 'ingress-only isolation that admits the pods of the namespace',
      yaml: pytorchJob() + policy('  podSelector: {}\n  ingress: ' + '[{from: [{podSelector: {}}]}]'),
    },
    {
      name: 'the policy selects other pods',
      yaml: pytorchJob() + policy('  podSelector: {matchLabels: {app: web}}\n  ' + 'policyTypes: [Ingress, Egress]'),
    },
    { name: 'a single-pod job is not distributed', yaml: pytorchJob(0) + policy(DENY_ALL) },
    {
      name: 'replicas from a placeholder count as one',
      yaml: pytorchJob('"{{ .Values.workers }}"').replace('Master:\n      replicas: 1', 'Master:\n      replicas: 0') + policy(DENY_ALL),
    },
    {
      name: 'selection depends on a label the operator may add',
      yaml: pytorchJob() + policy('  podSelector: {matchLabels: {team: ' + 'research}}\n  policyTypes: [Ingress, Egress]'),
    },
    {
      name: 'peers reached through an ipBlock (plugin-dependent)',
      yaml:
        pytorchJob() +
        policy(`${DENY_ALL}\n  ingress: [{from: ` + `[{ipBlock: {cidr: 10.0.0.0/8}}]}]\n  egress: [{to: [{ipBlock: {cidr: 10.0.0.0/8}}]}]`),
    },
    { name: 'a parallel Job of independent workers', yaml: job(4) + policy(DENY_ALL) },
    {
      name: 'a plain web Deployment with replicas is not a distributed AI workload',
      yaml:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: ml}\nspec:\n  replicas: 3\n  template:\n    ' +
        'metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: web, image: nginx:1.27}]\n---\n' +
        policy(DENY_ALL),
    },
    {
      name: 'host-network workers',
      yaml:
        pytorchJob().replaceAll(
          '        spec:\n          containers:',
          '        spec:\n          hostNetwork: true\n          containers:',
        ) + policy(DENY_ALL),
    },
    {
      name: 'the workload opts out with the ignore annotation',
      yaml: pytorchJob(3, '  annotations: {ai-k8s-lint.io/ignore: ' + 'network-policy-blocks-collective}\n') + policy(DENY_ALL),
    },
  ],
  invalid: [
    {
      name: 'namespace default-deny',
      yaml: pytorchJob() + policy(DENY_ALL),
      lines: [J + 8],
      messages: [
        new RegExp(
          '^NetworkPolicy "netpol" isolates the pods of PyTorchJob "ft" in namespace "ml" \\(apply unit \\.\\/\\) ' +
            'without allowing all TCP traffic ' +
            'between them \\(it blocks the egress of its Master, Worker pods and the ingress of its Master, Worker pods\\), .*allow ' +
            'ingress from and egress to podSelector app: ft on all ports\\.$',
        ),
      ],
    },
    {
      name: 'egress open but ingress closed: points at the policy types, names ingress',
      yaml: pytorchJob() + policy(`${DENY_ALL}\n  egress: [{}]`),
      lines: [J + 8],
      messages: [/it blocks the ingress of its Master, Worker pods\)/],
    },
    {
      name: 'only the rendezvous port is open',
      yaml:
        pytorchJob() +
        policy(
          `  podSelector: {matchLabels: {app: ft}}\n  ingress: [{from: [{podSelector: {matchLabels: {app: ` +
            `ft}}}], ports: [{port: 29500}]}]`,
        ),
      lines: [J + 8],
      messages: [/it blocks the ingress of its Master, Worker pods; ingress is open on TCP 29500 only\)/],
    },
    {
      name: 'peers allowed only from another namespace',
      yaml:
        pytorchJob() +
        policy(
          `${DENY_ALL}\n  ingress: [{from: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: ` +
            `monitoring}}}]}]\n  egress: [{}]`,
        ),
      lines: [J + 8],
    },
    {
      name: 'two policies isolating the pods: one finding each',
      yaml:
        pytorchJob() +
        policy('  podSelector: {}\n  policyTypes: [Ingress]', 'deny-in') +
        policy('  podSelector: {matchLabels: {app: ' + 'ft}}\n  policyTypes: [Egress]', 'deny-out'),
      lines: [J + 8, J + 8 + 9],
    },
    {
      name: 'a JobSet in a List',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: jobset.x-k8s.io/v1alpha2
    kind: JobSet
    metadata: {name: pretrain, namespace: ml}
    spec:
      replicatedJobs:
        - name: workers
          replicas: 1
          template:
            spec:
              parallelism: 4
              completions: 4
              template:
                spec:
                  containers: [{name: t, image: nvcr.io/nvidia/nemo:24.07, resources: {limits: {nvidia.com/gpu: 8}}}]
  - apiVersion: networking.k8s.io/v1
    kind: NetworkPolicy
    metadata: {name: deny, namespace: ml}
    spec:
      podSelector: {matchLabels: {jobset.sigs.k8s.io/jobset-name: pretrain}}
      policyTypes: [Ingress]
`,
      lines: [23],
      messages: [/JobSet "pretrain".*ingress of its workers pods/],
    },
    {
      name: 'a LeaderWorkerSet (multi-node serving)',
      yaml: `apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata: {name: llama, namespace: ml}
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    workerTemplate:
      spec:
        containers: [{name: vllm, image: vllm/vllm-openai:v0.9.0, resources: {limits: {nvidia.com/gpu: 8}}}]
---
${policy(DENY_ALL)}`,
      lines: [19],
    },
    {
      name: 'a TrainJob on two nodes (pods known by the JobSet label)',
      yaml: trainJob(2) + policy(DENY_ALL),
      lines: [17],
      messages: [/TrainJob "tj".*podSelector jobset.sigs.k8s.io\/jobset-name: tj/],
    },
    {
      name: 'a torchrun Job with parallelism 4',
      yaml: job(4, '', '["torchrun", "--nnodes=4", "train.py"]') + policy(DENY_ALL),
      lines: [27],
    },
    { name: 'an Indexed Job with a subdomain', yaml: job(2, '      subdomain: sweep\n') + policy(DENY_ALL), lines: [28] },
  ],
});

describe('network-policy-blocks-collective across files', () => {
  it('policy and workload in different files; the finding is at the policy, related to the workload', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}) });
    linter.lintText('netpol.yaml', policy(DENY_ALL));
    linter.lintText('job.yaml', pytorchJob());
    linter.finish();
    expect(linter.findings.map((f) => [f.file, f.range.start.line])).toEqual([['netpol.yaml', 8]]);
    expect(linter.findings[0]!.related?.map((r) => [r.file, r.range?.start.line])).toEqual([['job.yaml', 2]]);
  });

  it('the ignore annotation on the policy marks the finding suppressed', () => {
    const found = lintYaml(
      pytorchJob() + policy(DENY_ALL, 'netpol', 'ml', '  annotations: {ai-k8s-lint.io/ignore: ' + 'network-policy-blocks-collective}\n'),
      [rule],
    );
    expect(found.map((f) => !!f.suppressed)).toEqual([true]);
  });

  it('runs in partial mode too', () => {
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('a.yaml', pytorchJob() + policy(DENY_ALL));
    linter.finish();
    expect(linter.findings).toHaveLength(1);
  });
});
