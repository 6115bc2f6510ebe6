import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';

/** A GPU pod (line 6 is the pod's container name); `volumes` lines start at line 13. */
const pod = (volumes: string, mounts = '', image = 'vllm/vllm-openai:v0.9.0', gpu = true, meta = '') => `apiVersion: v1
kind: Pod
metadata:
  name: llm
${meta}spec:
  containers:
    - name: server
      image: ${image}
${gpu ? '      resources: {limits: {nvidia.com/gpu: 1}}\n' : ''}      volumeMounts:
${mounts || '        - {name: cache, mountPath: /models}\n'}  volumes:
${volumes}`;

const hostPath = (path: string, type = '') =>
  `    - name: cache\n      hostPath:\n        path: ${path}\n` + `${type ? `        type: ${type}\n` : ''}`;

testRule(rule, {
  valid: [
    { name: 'device nodes for RDMA', yaml: pod(hostPath('/dev/infiniband')) },
    { name: 'GKE driver install', yaml: pod(hostPath('/home/kubernetes/bin/nvidia')) },
    { name: '/usr/local/nvidia', yaml: pod(hostPath('/usr/local/nvidia/')) },
    { name: 'a socket', yaml: pod(hostPath('/tmp/nvidia-mps', 'Socket')) },
    { name: 'the kubelet device-plugin directory', yaml: pod(hostPath('/var/lib/kubelet/device-plugins')) },
    { name: 'a placeholder path', yaml: pod(hostPath('"{{ .Values.cachePath }}"')) },
    ...[
      '/lib',
      '/lib64',
      '/lib/x86_64-linux-gnu',
      '/usr/lib',
      '/usr/lib64',
      '/usr/lib/x86_64-linux-gnu',
      '/lib/modules',
      '/etc',
      '/etc/ssl/certs',
      '/dev',
      '/sys',
      '/proc',
      '/run',
      '/var/run',
      '/run/nvidia/driver',
      '/var/lib/kubelet',
      '/home/kubernetes/bin',
      '/usr/local/nvidia/lib64',
      '/usr/local/cuda',
    ].map((path) => ({ name: `the system path ${path}`, yaml: pod(hostPath(path)) })),
    { name: 'an emptyDir', yaml: pod('    - name: cache\n      emptyDir: {}\n') },
    { name: 'a plain web pod with a hostPath (not an AI workload)', yaml: pod(hostPath('/mnt/data'), '', 'nginx:1.27', false) },
    { name: 'hostPath not a mapping (wrong type)', yaml: pod('    - name: cache\n      hostPath: /mnt/models\n') },
    {
      name: 'GPU infrastructure (DCGM exporter) is not a workload',
      yaml:
        'apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: dcgm, namespace: gpu-operator}\nspec:\n  template:\n    spec:\n      ' +
        'containers: [{name: dcgm, image: nvcr.io/nvidia/k8s/dcgm-exporter:3.3.5-3.4.1-ubuntu22.04}]\n      volumes:\n        - name: ' +
        'data\n          hostPath: {path: /var/lib/dcgm}\n',
    },
  ],
  invalid: [
    {
      name: 'a model directory on the node',
      yaml: pod(hostPath('/mnt/models', 'Directory')),
      lines: [14],
      messages: [
        new RegExp(
          '^Volume "cache" mounts the node directory \\/mnt\\/models from hostPath \\(mounted at \\/models in container ' +
            '"server"\\): a model cache on the node is shared',
        ),
      ],
    },
    {
      name: 'read-only does not make it private',
      yaml: pod(hostPath('/data/hf'), '        - {name: cache, mountPath: ' + '/root/.cache/huggingface, readOnly: true}\n'),
      lines: [14],
      messages: [/\(read-only\)/],
    },
    {
      name: "the host's /dev/shm",
      yaml: pod(hostPath('/dev/shm'), '        - {name: cache, mountPath: /dev/shm}\n'),
      lines: [14],
      messages: [/mounts the node's \/dev\/shm \(mounted at \/dev\/shm in container "server"\)/],
    },
    {
      name: 'the host root',
      yaml: pod(hostPath('/'), '        - {name: cache, mountPath: /host, readOnly: true}\n'),
      positions: ['14:7-14:15'],
      messages: [
        new RegExp(
          '^Volume "cache" mounts the whole host filesystem \\(hostPath /, mounted at /host in container "server" ' +
            "\\(read-only\\)\\): the pod can read every file of the node, other pods' volumes and secrets included; mount only the " +
            'directory the workload needs, or use a PersistentVolumeClaim for data\\.$',
        ),
      ],
    },
    { name: 'the host root written with extra slashes', yaml: pod(hostPath('//')), lines: [14], messages: [/the whole host filesystem/] },
    {
      name: 'a directory that only starts like a system path',
      yaml: pod(hostPath('/library/models')),
      lines: [14],
      messages: [/node directory \/library\/models/],
    },
    {
      name: '/tmp of the node, with redundant slashes',
      yaml: pod(hostPath('//tmp//cache/')),
      lines: [14],
      messages: [/node directory \/tmp\/cache from hostPath/],
    },
    {
      name: 'a PyTorchJob worker in a List with two hostPath volumes',
      yaml: `apiVersion: v1
kind: List
items:
  - apiVersion: kubeflow.org/v1
    kind: PyTorchJob
    metadata: {name: ft}
    spec:
      pytorchReplicaSpecs:
        Worker:
          template:
            spec:
              containers:
                - name: pytorch
                  image: nvcr.io/nvidia/pytorch:24.05-py3
                  resources: {limits: {nvidia.com/gpu: 8}}
              volumes:
                - name: datasets
                  hostPath: {path: /raid/datasets}
                - name: ib
                  hostPath: {path: /dev/infiniband}
                - name: ckpt
                  hostPath: {path: /raid/ckpt}
`,
      lines: [18, 22],
    },
    {
      name: 'an AI image without a GPU is an AI workload too',
      yaml: pod(hostPath('/srv/models'), '', 'ghcr.io/huggingface/text-generation-inference:2.4', false),
      lines: [13],
    },
  ],
});

describe('host-path-model-cache suppression', () => {
  it('the ignore annotation marks the finding suppressed, with its reason', () => {
    const found = lintYaml(
      pod(
        hostPath('/mnt/models'),
        '',
        'vllm/vllm-openai:v0.9.0',
        true,
        '  annotations: {ai-k8s-lint.io/ignore: ' + 'host-path-model-cache, ai-k8s-lint.io/ignore-reason: single-tenant node pool}\n',
      ),
      [rule],
    );
    expect(found.map((f) => [f.range.start.line, f.suppressed?.justification])).toEqual([[15, 'single-tenant node pool']]);
  });
});

describe('host-path-model-cache in partial mode', () => {
  it('keeps reporting (the finding does not depend on other files)', async () => {
    const { Linter } = await import('../../src/engine/linter.js');
    const { resolveConfig } = await import('../../src/config/resolve.js');
    const linter = new Linter({ rules: [rule], config: resolveConfig({}, { partial: true }) });
    linter.lintText('a.yaml', pod(hostPath('/mnt/models')));
    linter.finish();
    expect(linter.findings.map((f) => f.range.start.line)).toEqual([14]);
  });
});
