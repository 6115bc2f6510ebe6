import { defineRule } from '../../src/engine/rule.js';
import { capitalize, containerLabel } from '../../src/k8s/naming.js';
import { isPlaceholder } from '../../src/k8s/values.js';

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
  references: [
    'https://github.com/NVIDIA/k8s-device-plugin#quick-start',
    'https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#cuda-environment-variables',
  ],
  check: {
    podSpec(pod, ctx) {
      for (const c of pod.containers) {
        if (c.kind === 'ephemeral' || c.noGpuByEnv) continue;
        const allocated = c.gpu.filter((g) => g.count !== undefined && g.count > 0);
        if (allocated.length === 0) continue;
        const what = allocated.map((g) => `${g.resource}: ${g.count}`).join(', ');
        const who = capitalize(containerLabel(pod, c));
        const nvidia = c.env.get('NVIDIA_VISIBLE_DEVICES');
        if (nvidia?.value !== undefined && !isPlaceholder(nvidia.value)) {
          const list = deviceList(nvidia.value);
          if (list) {
            const sees =
              list === 'all'
                ? 'every GPU of the node, including GPUs allocated to other pods'
                : `GPUs ${list.join(', ')} of the node whether or not they are the ones allocated to it`;
            ctx.report({
              path: [...nvidia.path, 'value'],
              message:
                `${who} is allocated ${what} by the device plugin but sets NVIDIA_VISIBLE_DEVICES=${nvidia.value}, ` +
                `which overrides the allocation so it uses ${sees}; remove the variable and let the device plugin set it.`,
            });
          }
        }
        const cuda = c.env.get('CUDA_VISIBLE_DEVICES');
        if (cuda?.value !== undefined && !isPlaceholder(cuda.value)) {
          const list = deviceList(cuda.value);
          const subset =
            c.gpuCount === undefined ? '' : c.gpuCount === 1 ? ', or use index 0' : `, or list indexes from 0 to ${c.gpuCount - 1}`;
          let why: string | undefined;
          if (list === 'all') why = 'CUDA does not understand "all" and sees no GPU at all';
          else if (list?.some((id) => UUID.test(id)))
            why =
              'it names physical devices by UUID while the device plugin picks which GPUs ' +
              'the container gets, so CUDA usually finds none of them';
          else if (list && c.gpuCount !== undefined) {
            const count = c.gpuCount;
            const beyond = list.findIndex((id) => Number(id) >= count);
            if (beyond > 0) {
              // CUDA stops at the first index it cannot resolve: the process still sees the GPUs listed before it.
              const sees = new Set(list.slice(0, beyond)).size;
              const seen =
                sees >= count ? `its ${count} GPU${count === 1 ? '' : 's'}, not ${list.length}` : `only ${sees} of its ${count} GPUs`;
              ctx.report({
                path: [...cuda.path, 'value'],
                level: 'warning',
                message:
                  `${who} is allocated ${what} but sets CUDA_VISIBLE_DEVICES=${cuda.value}, which names ${list.length} ` +
                  `devices: CUDA numbers the allocated GPUs from 0 and ignores index ${list[beyond]!} and every entry after it, so the ` +
                  `process sees ${seen}; list indexes from 0 to ${count - 1}, or remove the variable.`,
              });
            } else if (beyond === 0) {
              why =
                `inside the container its ${count} GPU${count === 1 ? ' is' : 's are'} numbered from 0, so index ${list[0]!} ` +
                'does not exist and CUDA ignores it and every entry after it, and sees no GPU';
            }
          }
          if (why) {
            ctx.report({
              path: [...cuda.path, 'value'],
              message: `${who} is allocated ${what} but sets CUDA_VISIBLE_DEVICES=${cuda.value}: ${why}; remove the variable${subset}.`,
            });
          }
        }
      }
    },
  },
});
