import { describe, expect, it } from 'vitest';
import rule from './rule.js';
import { lintYaml, testRule } from '../../test/helpers/rule-tester.js';
import { formatMark, job, marked, type ContainerOptions } from '../../test/helpers/manifests.js';

const IMAGE = 'nvcr.io/nvidia/pytorch:24.05-py3';

/** A Job with one trainer container. */
const trainer = (o: ContainerOptions) => job({ containers: [{ name: 'trainer', image: IMAGE, ...o }] });

/** A marked Job: `yaml` for the case, `positions` of its marks. */
function at(o: ContainerOptions): { yaml: string; positions: string[] } {
  const m = marked(trainer(o));
  return { yaml: m.text, positions: m.marks.map(formatMark) };
}

const DRA = `apiVersion: v1
kind: Pod
metadata:
  name: train
spec:
  resourceClaims:
    - name: gpus
      resourceClaimTemplateName: eight-gpus
  containers:
    - name: trainer
      image: ${IMAGE}
      command: ["torchrun", "--nproc_per_node=8", "train.py"]
      resources:
        claims:
          - name: gpus
`;

testRule(rule, {
  valid: [
    { name: 'torchrun auto', yaml: trainer({ command: ['torchrun', '--nproc_per_node=auto', 'train.py'], gpu: 4 }) },
    {
      name: 'env reference the container does not define',
      yaml: trainer({ command: ['torchrun', '--nproc-per-node', '$(NPROC)', 'train.py'], gpu: 4 }),
    },
    {
      name: 'env reference from valueFrom stays unknown',
      yaml: trainer({
        command: ['sh', '-c', '"torchrun --nproc_per_node=$NPROC train.py"'],
        gpu: 4,
        extra: { env: [{ name: 'NPROC', valueFrom: { configMapKeyRef: { name: 'train', key: 'nproc' } } }] },
      }),
    },
    {
      name: 'Helm placeholder count',
      yaml: trainer({ command: ['torchrun', '--nproc_per_node', '"{{ .Values.gpus }}"', 'train.py'], gpu: 4 }),
    },
    {
      name: 'placeholder GPU limit',
      yaml: trainer({ command: ['torchrun', '--nproc_per_node', '8', 'train.py'], gpu: '"{{ .Values.gpus }}"' }),
    },
    { name: 'DRA GPUs have no count', yaml: DRA },
    {
      name: 'no GPU: CPU processes',
      yaml: trainer({ command: ['torchrun', '--nproc_per_node', '4', 'train.py', '--backend', 'gloo'], limits: { cpu: 4 } }),
    },
    {
      name: 'NVIDIA_VISIBLE_DEVICES=void asks for no GPU',
      yaml: trainer({ command: ['torchrun', '--nproc_per_node', '4', 'train.py'], gpu: 1, env: { NVIDIA_VISIBLE_DEVICES: 'void' } }),
    },
    {
      name: 'the script has a flag of the same name',
      yaml: trainer({ command: ['torchrun', '--nproc_per_node', '2', 'train.py', '--nproc_per_node', '8'], gpu: 2 }),
    },
    {
      name: "deepspeed: the script argument --num_gpus is not the launcher's",
      yaml: trainer({ command: ['deepspeed', 'train.py', '--num_gpus', '2'], gpu: 8 }),
    },
    {
      name: 'deepspeed with a hostfile starts the ranks on its hosts',
      yaml: trainer({ command: ['deepspeed', '--hostfile', '/etc/mpi/hostfile', '--num_gpus', '8', 'train.py'], gpu: 1 }),
    },
    {
      name: "torchrun as the value of another program's flag",
      yaml: trainer({ command: ['python', 'launch.py', '--launcher', 'torchrun', '--nproc_per_node', '8'], gpu: 2 }),
    },
    {
      name: 'pip install deepspeed is not a launch',
      yaml: trainer({ command: ['sh', '-c', '"pip install deepspeed && python train.py"'], gpu: 2 }),
    },
    {
      name: 'accelerate: a config file may set num_machines',
      yaml: trainer({ command: ['accelerate', 'launch', '--config_file', 'fsdp.yaml', '--num_processes', '16', 'train.py'], gpu: 8 }),
    },
    {
      name: 'accelerate on CPU',
      yaml: trainer({ command: ['accelerate', 'launch', '--cpu', '--num_processes', '4', 'train.py'], gpu: 1 }),
    },
    {
      name: 'accelerate: 16 processes over 2 machines of 8 GPUs',
      yaml: trainer({ command: ['accelerate', 'launch', '--num_machines=2', '--num_processes=16', 'train.py'], gpu: 8 }),
    },
    {
      name: 'a boolean flag before the count',
      yaml: trainer({ command: ['accelerate', 'launch', '--multi_gpu', '--num_processes', '4', 'train.py'], gpu: 4 }),
    },
    {
      name: 'the limit decides, whatever the request says',
      yaml: trainer({ command: ['torchrun', '--nproc_per_node', '4', 'train.py'], gpu: 4, requests: { 'nvidia.com/gpu': 2 } }),
    },
    {
      name: 'python -m torch.distributed.launch with one process per GPU',
      yaml: trainer({ command: ['python', '-m', 'torch.distributed.launch', '--nproc_per_node=2', '--use_env', 'train.py'], gpu: 2 }),
    },
  ],
  invalid: [
    {
      name: 'torchrun: more processes than GPUs, the value of --nproc_per_node N',
      ...at({ command: ['torchrun', '--nnodes', '1', '--nproc_per_node', '⟦8⟧', 'train.py'], gpu: 4 }),
      messages: [
        'torchrun in container "trainer" starts 8 processes per pod (--nproc_per_node 8), but the container has 4 GPUs ' +
          '(nvidia.com/gpu: 4): the processes of local rank 4 and up find no GPU of their own and fail with "invalid device ordinal"; ' +
          'set --nproc_per_node 4 (gpu counts the GPUs the container sees), or request 8 GPUs.',
      ],
    },
    {
      name: 'torchrun: fewer processes than GPUs, --nproc-per-node=N',
      ...at({ command: ['torchrun', '⟦--nproc-per-node=2⟧', 'train.py'], gpu: 8 }),
      messages: [/starts 2 processes per pod \(--nproc-per-node=2\), .*: 6 GPUs stay idle; set --nproc-per-node=8 .*, or request 2 GPUs/],
    },
    {
      name: 'python -m torch.distributed.run inside sh -c, the count from a literal env value',
      ...at({
        command: ['sh', '-c'],
        args: ['⟦"python -m torch.distributed.run --nproc_per_node=$GPUS train.py"⟧'],
        gpu: 2,
        env: { GPUS: '"4"' },
      }),
      messages: [/^python -m torch\.distributed\.run in container "trainer" starts 4 processes per pod \(--nproc_per_node=4\)/],
    },
    {
      name: '$(VAR) expanded from the container env',
      ...at({ command: ['torchrun', '--nproc_per_node', '⟦$(GPUS)⟧', 'train.py'], gpu: 4, env: { GPUS: '"1"' } }),
      messages: [/starts 1 process per pod .*: 3 GPUs stay idle unless the one process spreads its model over them itself; set/],
    },
    {
      name: 'deepspeed --num_gpus',
      ...at({ command: ['deepspeed', '--num_gpus', '⟦4⟧', 'train.py', '--deepspeed', 'ds.json'], gpu: 2 }),
      messages: [/^deepspeed in container "trainer" starts 4 processes per pod \(--num_gpus 4\).*set --num_gpus 2 \(without it deepspeed/],
    },
    {
      name: 'accelerate: num_processes is the total over num_machines',
      ...at({ command: ['accelerate', 'launch', '--num_machines', '2', '--num_processes', '⟦16⟧', 'train.py'], gpu: 4 }),
      messages: [/starts 8 processes per pod \(--num_processes 16 over --num_machines 2\).*set --num_processes 8 \(4 per machine × 2\)/],
    },
    {
      name: 'accelerate: a config file path before the count, num_machines written',
      ...at({
        command: [
          'accelerate',
          'launch',
          '--config_file',
          '/etc/accelerate/fsdp.yaml',
          '--num_machines',
          '1',
          '--num_processes',
          '⟦8⟧',
          'train.py',
        ],
        gpu: 4,
      }),
    },
    {
      name: 'accelerate on one machine, hyphenated flag',
      ...at({ command: ['accelerate', 'launch', '--multi_gpu', '--num-processes', '⟦2⟧', 'train.py'], gpu: 1 }),
      messages: [/^accelerate launch .* starts 2 processes per pod \(--num-processes 2\)/],
    },
    {
      name: 'the limit decides: 8 processes on a limit of 4 with a request of 8',
      ...at({ command: ['torchrun', '--nproc_per_node', '⟦8⟧', 'train.py'], gpu: 4, requests: { 'nvidia.com/gpu': 8 } }),
    },
  ],
});

describe('training-world-size-gpu-mismatch levels', () => {
  it('more processes than GPUs is an error, fewer a warning', () => {
    const levels = (nproc: number) =>
      lintYaml(trainer({ command: ['torchrun', `--nproc_per_node=${nproc}`, 'train.py'], gpu: 4 }), [rule]).map((f) => f.level);
    expect(levels(8)).toEqual(['error']);
    expect(levels(2)).toEqual(['warning']);
    expect(levels(4)).toEqual([]);
  });
});
