import rule from './rule.js';
import { testRule } from '../../test/helpers/rule-tester.js';
import { deployment, formatMark, marked, type ContainerOptions } from '../../test/helpers/manifests.js';

const DSHM = { name: 'dshm', mountPath: '/dev/shm' };

/** A Deployment with the given containers and one memory-backed volume `dshm` of `sizeLimit`. */
function shm(sizeLimit: string, containers: ContainerOptions[]): string {
  return deployment({ name: 'llm', containers, volumes: [{ name: 'dshm', emptyDir: { medium: 'Memory', sizeLimit } }] });
}

/** `shm(...)` with its marks: `yaml` for the case, `positions` of the marks. */
function at(sizeLimit: string, containers: ContainerOptions[]): { yaml: string; positions: string[] } {
  const m = marked(shm(sizeLimit, containers));
  return { yaml: m.text, positions: m.marks.map(formatMark) };
}

const vllm = (memory: string, more: ContainerOptions = {}): ContainerOptions => ({
  name: 'vllm',
  gpu: 1,
  limits: { memory },
  volumeMounts: [DSHM],
  ...more,
});

testRule(rule, {
  valid: [
    { name: 'below the limit', yaml: shm('16Gi', [vllm('64Gi')]) },
    { name: 'equal by value in other units', yaml: shm('32Gi', [vllm('32768Mi')]) },
    {
      name: 'no memory limit (shm-size-limit-missing territory is the missing sizeLimit)',
      yaml: shm('64Gi', [{ name: 'vllm', gpu: 1, volumeMounts: [DSHM] }]),
    },
    { name: 'placeholders', yaml: shm('"{{ .Values.shm }}"', [vllm('"${MEMORY}"')]) },
    {
      name: 'a container that does not mount it',
      yaml: shm('8Gi', [vllm('64Gi'), { name: 'proxy', image: 'envoyproxy/envoy:v1.31.0', limits: { memory: '256Mi' } }]),
    },
    {
      name: 'a read-only mount writes nothing',
      yaml: shm('8Gi', [
        vllm('64Gi'),
        { name: 'reader', image: 'busybox:1.36', limits: { memory: '256Mi' }, volumeMounts: [{ ...DSHM, readOnly: true }] },
      ]),
    },
    {
      name: 'disk-backed emptyDir',
      yaml: deployment({ name: 'llm', containers: [vllm('1Gi')], volumes: [{ name: 'dshm', emptyDir: { sizeLimit: '64Gi' } }] }),
    },
    {
      name: 'not an AI workload',
      yaml: shm('4Gi', [{ name: 'web', image: 'nginx:1.27', limits: { memory: '1Gi' }, volumeMounts: [DSHM] }]),
    },
  ],
  invalid: [
    {
      name: 'sizeLimit above the memory limit of the one container that mounts it',
      ...at('64Gi # <-- here', [vllm('32Gi')]),
      messages: [
        'emptyDir volume "dshm" (medium: Memory) has sizeLimit 64Gi, above the 32Gi memory limit of container "vllm": tmpfs pages ' +
          'count against the memory limit of the container that writes them, so it is OOM-killed before the volume is full and the ' +
          'sizeLimit never applies; set sizeLimit well below 32Gi, leaving room for the process, or raise the memory limit.',
      ],
    },
    {
      name: 'compared by value: 1Ti against 1000Gi',
      ...at('1Ti # <-- here', [vllm('1000Gi')]),
    },
    {
      name: 'several small mounters are named, the smallest drives the advice',
      ...at('"8Gi" # <-- here', [
        vllm('64Gi'),
        { name: 'tokenizer', image: 'python:3.12', limits: { memory: '2Gi' }, volumeMounts: [DSHM] },
        { name: 'cache', image: 'lmcache/vllm-openai:v0.3.0', limits: { memory: '4Gi' }, volumeMounts: [DSHM] },
      ]),
      messages: [/above the memory limits of container "tokenizer" \(2Gi\), container "cache" \(4Gi\): .*set sizeLimit well below 2Gi/],
    },
  ],
});
