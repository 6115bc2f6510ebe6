import { defineRule } from '../src/engine/rule.js';
import { isPlaceholder } from '../src/k8s/values.js';

/** One device of a visible-devices list: an index, a GPU UUID or a MIG device UUID. */
const INDEX = /^\d+$/;
const UUID = /^(?:GPU|MIG)-[0-9A-Za-z/-]+$/;

/** `all`, or the device IDs of a comma list; undefined for anything else (void, names we do not know). */
function deviceList(value: string): 'all' | string[] | undefined {
  const v = value.trim();
  if (v.toLowerCase() === 'all') return 'all';
  if (v === '') return undefined;
  const ids = v.split(',').map((s) => s.trim());
  return ids.every((id) => INDEX.test(id) || UUID.test(id)) ? ids : undefined;
}

export default defineRule({
  id: 'gpu-visible-devices-override',
  family: 'resources',
  level: 'error',
  scope: 'ai',
  summary: 'A container with GPUs from the device plugin overrides NVIDIA_VISIBLE_DEVICES or CUDA_VISIBLE_DEVICES.',
  description:
    'Triggers for a container that has at least one GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or `settings.gpuResources`) with a known count above zero, and sets in its `env`: `NVIDIA_VISIBLE_DEVICES` to `all` or to explicit device IDs (indexes, `GPU-` or `MIG-` UUIDs, comma lists); or `CUDA_VISIBLE_DEVICES` to `all`, to `GPU-`/`MIG-` UUIDs, or to an index at or beyond the number of GPUs the container is allocated. The finding points at the variable\'s `value`; both variables set is two findings. `CUDA_VISIBLE_DEVICES` indexes inside the allocation (`0,1` with `nvidia.com/gpu: 2`) are fine: inside the container the allocated GPUs are numbered from 0, so they only pick among the container\'s own GPUs. Silent for placeholders and `valueFrom`, for `void`/`none`/empty, and for containers without a GPU request (`gpu-resource-missing` covers a hand-set `NVIDIA_VISIBLE_DEVICES` there, so one cause gives one finding).',
  rationale:
    'The device plugin tells the NVIDIA container runtime which GPUs a container got by setting `NVIDIA_VISIBLE_DEVICES` itself, and the variable from the pod spec comes later and wins. With `all` or a fixed device list the container gets the GPUs it names instead of the ones allocated to it: it runs on GPUs the scheduler gave to other pods, their jobs die with CUDA out-of-memory errors or slow down, and the GPUs it was allocated sit idle. `CUDA_VISIBLE_DEVICES` cannot escape the allocation but breaks the container instead: CUDA numbers the allocated GPUs from 0, stops at the first entry it cannot resolve, and does not understand `all`, so a physical UUID, `all` or an index beyond the allocation leaves the process with fewer GPUs than it paid for, or none ("no CUDA-capable device is detected").',
  remediation:
    'Remove the variable and let the device plugin choose the devices; ask for the number of GPUs in `limits`. To use a subset of the allocated GPUs, use CUDA indexes counted from 0 inside the container.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n# no NVIDIA_VISIBLE_DEVICES in env\n```\n\nCluster operators can also make the runtime ignore the variable for unprivileged containers (device plugin `--device-list-strategy=volume-mounts` with the toolkit\'s `accept-nvidia-visible-devices-envvar-when-unprivileged = false`).',
  references: ['https://github.com/NVIDIA/k8s-device-plugin#quick-start', 'https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#cuda-environment-variables'],
  examples: {
    invalid: [
      {
        title: 'NVIDIA_VISIBLE_DEVICES=all next to a GPU request',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: trainer\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      env:\n        - name: NVIDIA_VISIBLE_DEVICES\n          value: all\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
        lines: [11],
      },
      {
        title: 'CUDA_VISIBLE_DEVICES beyond the allocation',
        yaml: 'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: bench\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers:\n        - name: bench\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          env:\n            - name: CUDA_VISIBLE_DEVICES\n              value: "2,3"\n          resources:\n            limits:\n              nvidia.com/gpu: 2\n',
        lines: [14],
      },
    ],
    valid: [
      {
        title: 'the device plugin sets the visible devices',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: trainer\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n',
      },
      {
        title: 'CUDA indexes inside the allocation',
        yaml: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: trainer\nspec:\n  containers:\n    - name: trainer\n      image: nvcr.io/nvidia/pytorch:24.05-py3\n      env:\n        - name: CUDA_VISIBLE_DEVICES\n          value: "0,1"\n      resources:\n        limits:\n          nvidia.com/gpu: 2\n',
      },
    ],
  },
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
        const allocated = c.gpu.filter((g) => g.count !== undefined && g.count > 0);
        if (allocated.length === 0) continue;
        const what = allocated.map((g) => `${g.resource}: ${g.count}`).join(', ');
        const nvidia = c.env.get('NVIDIA_VISIBLE_DEVICES');
        if (nvidia?.value !== undefined && !isPlaceholder(nvidia.value)) {
          const list = deviceList(nvidia.value);
          if (list) {
            const sees = list === 'all' ? 'every GPU of the node, including GPUs allocated to other pods' : `GPUs ${list.join(', ')} of the node whether or not they are the ones allocated to it`;
            ctx.report({
              path: [...nvidia.path, 'value'],
              message: `Container "${c.name}" is allocated ${what} by the device plugin but sets NVIDIA_VISIBLE_DEVICES=${nvidia.value}, which overrides the allocation so it uses ${sees}; remove the variable and let the device plugin set it.`,
            });
          }
        }
        const cuda = c.env.get('CUDA_VISIBLE_DEVICES');
        if (cuda?.value !== undefined && !isPlaceholder(cuda.value)) {
          const list = deviceList(cuda.value);
          let why: string | undefined;
          if (list === 'all') why = 'CUDA does not understand "all" and sees no GPU at all';
          else if (list?.some((id) => UUID.test(id))) why = 'it names physical devices by UUID while the device plugin picks which GPUs the container gets, so CUDA usually finds none of them';
          else if (list && c.gpuCount !== undefined) {
            const beyond = list.find((id) => Number(id) >= c.gpuCount!);
            if (beyond !== undefined) why = `inside the container its ${c.gpuCount} GPU${c.gpuCount === 1 ? ' is' : 's are'} numbered from 0, so index ${beyond} does not exist and CUDA ignores it and every entry after it`;
          }
          if (why) {
            const subset = c.gpuCount === undefined ? '' : c.gpuCount === 1 ? ', or use index 0' : `, or list indexes from 0 to ${c.gpuCount - 1}`;
            ctx.report({
              path: [...cuda.path, 'value'],
              message: `Container "${c.name}" is allocated ${what} but sets CUDA_VISIBLE_DEVICES=${cuda.value}: ${why}; remove the variable${subset}.`,
            });
          }
        }
      }
    },
  },
});
