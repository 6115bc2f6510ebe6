import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/**
 * A workload of `kind` with `replicas`; the container mounts volume "data" with `mount` extra keys.
 * Line 18 is the volume's `persistentVolumeClaim:` key when `env` is empty.
 */
const workload = (
  opts: { kind?: string; apiVersion?: string; replicas?: string; mount?: string; env?: string; claim?: string; meta?: string } = {},
) =>
  `apiVersion: ${opts.apiVersion ?? 'apps/v1'}
kind: ${opts.kind ?? 'Deployment'}
metadata:
  name: app
${opts.meta ?? ''}spec:
${opts.replicas ?? '  replicas: 3\n'}  template:
    spec:
      containers:
        - name: app
          image: ghcr.io/example/app:1.0
${opts.env ?? ''}          volumeMounts:
            - name: data
              mountPath: /data
${opts.mount ?? '              subPath: shared\n'}      volumes:
        - name: data
          persistentVolumeClaim:
${opts.claim ?? '            claimName: team-data\n'}`;

const POD_NAME_ENV =
  '          env:\n            - name: POD_NAME\n              valueFrom: {fieldRef: {fieldPath: metadata.name}}\n    ' +
  '        - name: RUN\n              value: run-7\n            - name: NS\n              valueFrom: {fieldRef: {fieldPath: ' +
  'metadata.namespace}}\n';

testRule(rule, {
  valid: [
    {
      name: 'wrong types: the claim source and the mounts',
      yaml: workload({ claim: '' }).replace(
        '          persistentVolumeClaim:\n',
        '          persistentVolumeClaim: "{{ .Values.claim }}"\n',
      ),
    },
    { name: 'a single replica', yaml: workload({ replicas: '  replicas: 1\n' }) },
    { name: 'replicas default to one', yaml: workload({ replicas: '' }) },
    { name: 'replicas from a placeholder', yaml: workload({ replicas: '  replicas: "{{ .Values.replicas }}"\n' }) },
    { name: 'subPathExpr per pod', yaml: workload({ env: POD_NAME_ENV, mount: '              subPathExpr: $(RUN)/$(POD_NAME)\n' }) },
    { name: 'subPathExpr with a variable the operator sets', yaml: workload({ mount: '              subPathExpr: rank-$(RANK)\n' }) },
    {
      name: 'a read-only mount of shared weights',
      yaml: workload({ mount: '              subPath: llama-3\n           ' + '   readOnly: true\n' }),
    },
    { name: 'a read-only claim', yaml: workload({ claim: '            claimName: weights\n            readOnly: true\n' }) },
    { name: 'no subPath on a Deployment (the whole volume is shared on purpose)', yaml: workload({ mount: '' }) },
    { name: 'a placeholder subPath', yaml: workload({ mount: '              subPath: "{{ .Values.subPath }}"\n' }) },
    { name: 'a Job that runs one pod at a time', yaml: workload({ kind: 'Job', apiVersion: 'batch/v1', replicas: '  completions: 8\n' }) },
    { name: 'a StatefulSet with one replica', yaml: workload({ kind: 'StatefulSet', replicas: '  replicas: 1\n' }) },
  ],
  invalid: [
    {
      name: 'a Deployment with three replicas and a static subPath',
      yaml: workload(),
      lines: [18],
      messages: [
        new RegExp(
          '^PersistentVolumeClaim "team-data" is mounted writable with subPath "shared" in container "app" by the 3 pods of ' +
            'Deployment "app", so they all write into the same directory',
        ),
      ],
    },
    {
      name: 'a subPathExpr of constants only',
      yaml: workload({ env: POD_NAME_ENV, mount: '              subPathExpr: $(NS)/$(RUN)\n' }),
      lines: [25],
      messages: [/subPathExpr "\$\(NS\)\/\$\(RUN\)"/],
    },
    {
      name: 'a Job with parallelism 4',
      yaml: workload({ kind: 'Job', apiVersion: 'batch/v1', replicas: '  parallelism: 4\n' }),
      lines: [18],
      messages: [/by the 4 pods of Job "app"/],
    },
    {
      name: 'a DaemonSet: one pod per node',
      yaml: workload({ kind: 'DaemonSet', replicas: '' }),
      lines: [17],
      messages: [/every pod of the DaemonSet \(one per node\)/],
    },
    {
      name: 'a StatefulSet sharing one claim (with or without subPath)',
      yaml: workload({ kind: 'StatefulSet', mount: '' }),
      lines: [17],
      messages: [
        new RegExp(
          '^StatefulSet "app" mounts PersistentVolumeClaim "team-data" from its pod template, so the 3 pods share one volume ' +
            'instead of getting one each',
        ),
      ],
    },
    {
      name: 'a PyTorchJob worker in a List (not an AI-only rule: any image)',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: kubeflow.org/v1
    kind: PyTorchJob
    metadata: {name: ft}
    spec:
      pytorchReplicaSpecs:
        Worker:
          replicas: 2
          template:
            spec:
              containers:
                - name: pytorch
                  image: nvcr.io/nvidia/pytorch:24.05-py3
                  volumeMounts: [{name: ckpt, mountPath: /ckpt, subPath: llama-ft}]
              volumes:
                - name: ckpt
                  persistentVolumeClaim: {claimName: checkpoints}
`,
      lines: [19],
      messages: [/by the 2 pods of PyTorchJob "ft"/],
    },
    {
      name: 'a JobSet: replicas x parallelism',
      yaml: `apiVersion: jobset.x-k8s.io/v1alpha2
kind: JobSet
metadata: {name: pre}
spec:
  replicatedJobs:
    - name: w
      replicas: 2
      template:
        spec:
          parallelism: 2
          template:
            spec:
              containers: [{name: t, image: busybox, volumeMounts: [{name: d, mountPath: /d, subPath: out}]}]
              volumes: [{name: d, persistentVolumeClaim: {claimName: d}}]
`,
      lines: [14],
      messages: [/by the 4 pods of JobSet "pre"/],
    },
  ],
});

describe('shared-pvc-subpath-race suppression', () => {
  it('the ignore annotation marks the finding suppressed', () => {
    const found = lintYaml(workload({ meta: '  annotations: {ai-k8s-lint.io/ignore: shared-pvc-subpath-race}\n' }), [rule]);
    expect(found.map((f) => [f.range.start.line, !!f.suppressed])).toEqual([[19, true]]);
  });

  it('related locations point at the subPath keys', () => {
    const [f] = lintYaml(workload(), [rule]);
    expect(f!.related?.map((r) => r.range?.start.line)).toEqual([15]);
  });
});
