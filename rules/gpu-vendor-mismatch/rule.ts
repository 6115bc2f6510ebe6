import { defineRule } from '../../src/engine/rule.js';
import type { JsonPath } from '../../src/core/types.js';
import { gpuVendorOf } from '../../src/k8s/gpu.js';
import type { ContainerView, PodSpecView } from '../../src/k8s/pods.js';
import { containerLabel, capitalize } from '../../src/k8s/naming.js';
import { isPlaceholder, own } from '../../src/k8s/values.js';

type Vendor = 'nvidia' | 'amd';
type Stack = 'cuda' | 'rocm';

/** Tags of images that also ship builds for other accelerators (TGI `-intel-xpu`, `-gaudi`, `-neuron`; CPU builds). */
const OTHER_ACCELERATOR_TAG = /(?:^|[-_.])(?:cpu|xpu|intel|ipex|gaudi\d*|hpu|habana|neuron|inf2|tpu|openvino)(?:$|[-_.\d])/i;

/**
 * The GPU software stack an image is built on, or undefined when the image does not say.
 *
 * - A tag that names ROCm (`ghcr.io/huggingface/text-generation-inference:3.0.1-rocm`,
 *   `lmsysorg/sglang:v0.4.5-rocm630`) is a ROCm build, whatever vendor its family usually has.
 * - Tags of other accelerators (CPU, Intel XPU/Gaudi, AWS Neuron, TPU) are neither.
 * - Otherwise the image-family table decides, but only for images that need a GPU
 *   (`needsGpuImage`): the CUDA base images and the serving images built on them
 *   (base `nvidia-cuda`), and the GPU tags of CPU/GPU families built on a plain OS (base `os`:
 *   `pytorch/pytorch:*-cuda*`, `rayproject/ray:*-gpu`, `tensorflow/tensorflow:*-gpu`). A CPU tag of
 *   those families (`rayproject/ray:2.9.0`) is not a CUDA image. Base `rocm` is ROCm.
 * - Images with a placeholder (`vllm/vllm-openai:{{ .Values.tag }}`) are unknown: the tag may name
 *   another build.
 */
function stackOf(c: ContainerView): Stack | undefined {
  const { image, family } = c;
  if (!image || !family || image.placeholder || family.role === 'infrastructure') return undefined;
  const tag = image.tag ?? '';
  if (family.vendor !== 'none' && /rocm/i.test(tag)) return 'rocm';
  if (OTHER_ACCELERATOR_TAG.test(tag) || !c.needsGpuImage) return undefined;
  if (family.base === 'rocm' || family.vendor === 'amd') return 'rocm';
  if (family.vendor === 'nvidia' && (family.base === 'nvidia-cuda' || family.base === 'os')) return 'cuda';
  return undefined;
}

interface GpuKey {
  container: ContainerView;
  resource: string;
  vendor: Vendor;
  raw: unknown;
  path: JsonPath;
}

/** Vendor GPU resources a container really asks for: count above zero, or a quantity that is set but not readable. */
function vendorKeys(c: ContainerView): GpuKey[] {
  const out: GpuKey[] = [];
  for (const g of c.gpu) {
    const vendor = gpuVendorOf(g.resource);
    if (!vendor) continue;
    // NVIDIA_VISIBLE_DEVICES=void: the NVIDIA runtime hands this container no GPU.
    if (vendor === 'nvidia' && c.noGpuByEnv) continue;
    const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
    const raw = where === 'limits' ? g.limit : g.request;
    if (g.count === 0 || isPlaceholder(raw)) continue;
    out.push({ container: c, resource: g.resource, vendor, raw, path: [...c.path, 'resources', where, g.resource] });
  }
  return out;
}

const STACK_NAME: Record<Stack, string> = { cuda: 'CUDA', rocm: 'ROCm' };
const VENDOR_NAME: Record<Vendor, string> = { nvidia: 'NVIDIA', amd: 'AMD' };
const STACK_OF_VENDOR: Record<Vendor, Stack> = { nvidia: 'cuda', amd: 'rocm' };
const RESOURCE_OF_STACK: Record<Stack, string> = { cuda: 'nvidia.com/gpu', rocm: 'amd.com/gpu' };

function quantity(raw: unknown): string {
  return typeof raw === 'string' ? JSON.stringify(raw) : String(raw);
}

export default defineRule({
  id: 'gpu-vendor-mismatch',
  family: 'runtime',
  level: 'error',
  scope: 'ai',
  summary: 'A CUDA image requests an AMD GPU, a ROCm image an NVIDIA GPU, or one pod asks for GPUs of both vendors.',
  references: ['https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/', 'https://github.com/ROCm/k8s-device-plugin'],
  check: {
    podSpec(pod: PodSpecView, ctx) {
      const keys: GpuKey[] = [];
      const reported = new Set<GpuKey>();
      for (const c of pod.containers) {
        const mine = vendorKeys(c);
        for (const k of mine) keys.push(k);
        const stack = stackOf(c);
        if (!stack) continue;
        for (const k of mine) {
          if (STACK_OF_VENDOR[k.vendor] === stack) continue;
          reported.add(k);
          const other =
            k.vendor === 'amd'
              ? 'an AMD GPU, on which CUDA finds no NVIDIA device'
              : 'an NVIDIA GPU, on which ROCm ' + 'finds no AMD device';
          ctx.report({
            path: k.path,
            message:
              `${capitalize(containerLabel(pod, c))} runs the ${STACK_NAME[stack]} image ${c.image!.raw} but requests ` +
              `${k.resource}: ${quantity(k.raw)}, so it gets ${other}; request ${RESOURCE_OF_STACK[stack]} instead, or use the ` +
              `${STACK_NAME[STACK_OF_VENDOR[k.vendor]]} build of the image.`,
            related: [{ path: [...c.path, 'image'], message: `The ${STACK_NAME[stack]} image.` }],
          });
        }
      }
      const first = keys[0];
      if (!first) return;
      for (const k of keys) {
        if (k.vendor === first.vendor || reported.has(k)) continue;
        const where = (x: GpuKey) =>
          x.container === first.container && x.container === k.container ? '' : ` (${containerLabel(pod, x.container)})`;
        ctx.report({
          path: k.path,
          message:
            `This pod requests both ${first.resource}${where(first)} and ${k.resource}${where(k)}: it needs a node with ` +
            `${VENDOR_NAME[first.vendor]} and ${VENDOR_NAME[k.vendor]} GPUs together, which GPU nodes practically never are, so it stays ` +
            `Pending; use one vendor's GPUs, or run each part in its own pod.`,
          related: [{ path: first.path, message: `The ${VENDOR_NAME[first.vendor]} GPU request.` }],
        });
      }
    },
  },
});
