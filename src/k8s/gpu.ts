// What counts as a GPU (RULES.md "Terms": GPU container; "Decisions": no GPU, DRA).
import { parseQuantity } from './quantity.js';
import { isPlaceholder } from './values.js';

export const MIG_PREFIX = 'nvidia.com/mig-';
const BUILTIN_GPU_RESOURCES = new Set(['nvidia.com/gpu', 'nvidia.com/gpu.shared', 'amd.com/gpu']);
/** DeviceClasses of the NVIDIA DRA driver (gpu-domain.md 5.4) and the AMD one. */
export const GPU_DEVICE_CLASSES = new Set(['gpu.nvidia.com', 'mig.nvidia.com', 'vfio.gpu.nvidia.com', 'gpu.amd.com']);

export function isGpuResource(name: string, extra: readonly string[]): boolean {
  return BUILTIN_GPU_RESOURCES.has(name) || name.startsWith(MIG_PREFIX) || extra.includes(name);
}

export function gpuVendorOf(resource: string): 'nvidia' | 'amd' | undefined {
  if (resource.startsWith('nvidia.com/')) return 'nvidia';
  if (resource.startsWith('amd.com/')) return 'amd';
  return undefined;
}

export interface GpuResourceRequest {
  resource: string;
  limit?: unknown;
  request?: unknown;
  /** Whole number of devices from the limit (or the request if no limit); undefined if unknown or invalid. */
  count?: number;
}

/** Whole, non-negative device count of a quantity; undefined when not a valid one or a placeholder. */
export function deviceCount(raw: unknown): number | undefined {
  if (isPlaceholder(raw)) return undefined;
  const q = parseQuantity(raw);
  if (!q || q.value < 0 || !Number.isInteger(q.value)) return undefined;
  return q.value;
}

/** NVIDIA_VISIBLE_DEVICES=void|none|"" tells the NVIDIA runtime to expose no GPU. */
export function visibleDevicesMeansNone(value: string | undefined): boolean {
  return value !== undefined && ['void', 'none', ''].includes(value.trim().toLowerCase());
}
