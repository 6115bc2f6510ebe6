// GPU architecture vs the CUDA release an image was built with (data/cuda-architectures.json).
// A cubin built for compute capability X.y runs on X.z for z >= y and on nothing else, so an
// image can run a GPU's kernels natively when its CUDA release builds for some X.y at or below
// the GPU's X.z; a CUDA major release that dropped the architecture builds nothing for it.
import table from '../../data/cuda-architectures.json' with { type: 'json' };
import type { GpuProduct } from '../cluster/gpu-products.js';
import type { NodePool } from '../cluster/node-pools.js';
import { keptList } from '../core/kept.js';
import type { JsonPath, LocatedRange } from '../core/types.js';
import type { PodSpecView } from '../k8s/pods.js';
import { isPlaceholder, ownObject } from '../k8s/values.js';
import { compareVersions, majorMinor } from './versions.js';
import { memo } from '../core/memo.js';

export interface ComputeCapabilityRow {
  cc: string;
  firstCuda?: string;
  source?: string;
  verified?: boolean;
}

export interface ArchitectureRow {
  id: string;
  name: string;
  computeCapabilities: ComputeCapabilityRow[];
  lastCudaMajor?: number;
  lastCudaSource?: string;
  source: string;
  verified: boolean;
  note?: string;
}

export const ARCHITECTURES = (table as { architectures: ArchitectureRow[] }).architectures;

/** What is known about the GPU of a node: one compute capability, or only its architecture. */
export interface GpuArch {
  arch: ArchitectureRow;
  /** `9.0`; absent when only the architecture is known (then every capability of it is possible). */
  cc?: string;
  /** `nvidia.com/gpu.compute.major/minor`, `GPU product table (H100-80GB)`, ... */
  source: string;
  /** The product id or label, for messages. */
  product?: string;
}

const CC = /^([0-9]{1,2})\.([0-9])$/;

export function archOfCapability(cc: string): ArchitectureRow | undefined {
  return ARCHITECTURES.find((a) => a.computeCapabilities.some((c) => c.cc === cc));
}

/** The compute capability a product row states (data/gpu-products.json `computeCapability`). */
export function productCapability(product: GpuProduct): string | undefined {
  const cc = (product as GpuProduct & { computeCapability?: unknown }).computeCapability;
  return typeof cc === 'string' && CC.test(cc) ? cc : undefined;
}

/**
 * A node's GPU architecture: GPU Feature Discovery's compute capability labels first (they are
 * what the driver reports), then the product table, then GFD's family label.
 */
export function gpuArchOf(
  labels: Record<string, string>,
  product: GpuProduct | undefined,
  productSource: string | undefined,
): GpuArch | undefined {
  const major = labels['nvidia.com/gpu.compute.major']?.trim();
  const minor = labels['nvidia.com/gpu.compute.minor']?.trim();
  const name = product?.id ?? labels['nvidia.com/gpu.product'];
  if (major !== undefined && minor !== undefined && CC.test(`${major}.${minor}`)) {
    const cc = `${Number(major)}.${Number(minor)}`;
    const arch = archOfCapability(cc);
    if (arch) return { arch, cc, source: 'nvidia.com/gpu.compute.major/minor', product: name };
  }
  if (product && product.vendor === 'nvidia') {
    const cc = productCapability(product);
    const arch = cc ? archOfCapability(cc) : ARCHITECTURES.find((a) => a.id === product.architecture);
    if (arch)
      return {
        arch,
        cc: cc && archOfCapability(cc) ? cc : undefined,
        source: productSource ?? `GPU product table (${product.id})`,
        product: product.id,
      };
  }
  const family = labels['nvidia.com/gpu.family']?.trim().toLowerCase();
  const arch = family ? ARCHITECTURES.find((a) => a.id === family) : undefined;
  return arch && { arch, source: 'nvidia.com/gpu.family', product: name };
}

/** By pool: every GPU pod of a run is judged against the same pool objects. */
const poolArchs = new WeakMap<NodePool, GpuArch | undefined>();

/** The GPU architecture of a pool (its labels, or the product config or labels name). Shared: never mutate it. */
export function poolGpuArch(pool: NodePool): GpuArch | undefined {
  return memo(poolArchs, pool, readPoolGpuArch);
}

function readPoolGpuArch(pool: NodePool): GpuArch | undefined {
  if (pool.gpu.vendor === 'amd') return undefined;
  return gpuArchOf(pool.labels, pool.gpu.product, pool.gpu.sources.product);
}

/** The oldest CUDA release with native code for a compute capability, and the row that says so. */
export interface CudaFloor {
  cuda: string;
  row: ComputeCapabilityRow;
}

function parseCc(cc: string): [number, number] {
  const m = CC.exec(cc)!;
  return [Number(m[1]), Number(m[2])];
}

/** By capability: the table has a few dozen, and every GPU container of a run asks. */
const floors = new Map<string, CudaFloor | undefined>();

/** Lowest `firstCuda` over the capabilities of the same major at or below `cc`, across all architectures. */
function floorOfCapability(cc: string): CudaFloor | undefined {
  if (!floors.has(cc)) floors.set(cc, findFloor(cc));
  return floors.get(cc);
}

function findFloor(cc: string): CudaFloor | undefined {
  const [major, minor] = parseCc(cc);
  let best: CudaFloor | undefined;
  for (const arch of ARCHITECTURES) {
    for (const row of arch.computeCapabilities) {
      if (!row.firstCuda) continue;
      const [m, n] = parseCc(row.cc);
      if (m !== major || n > minor) continue;
      if (!best || compareVersions(majorMinor(row.firstCuda)!, majorMinor(best.cuda)!) < 0) best = { cuda: row.firstCuda, row };
    }
  }
  return best;
}

/**
 * The CUDA floor of a GPU. Known only when every capability it may have has one: with only the
 * architecture known, the most lenient (lowest) of them.
 */
export function cudaFloorOf(gpu: GpuArch): CudaFloor | undefined {
  return gpu.cc ? floorOfCapability(gpu.cc) : floorOfArchitecture(gpu.arch);
}

/** By architecture row, for GPUs whose capability is not known (a product or family label). */
const archFloors = new WeakMap<ArchitectureRow, CudaFloor | undefined>();

function floorOfArchitecture(arch: ArchitectureRow): CudaFloor | undefined {
  return memo(archFloors, arch, lowestFloor);
}

function lowestFloor(arch: ArchitectureRow): CudaFloor | undefined {
  let lowest: CudaFloor | undefined;
  for (const { cc } of arch.computeCapabilities) {
    const floor = floorOfCapability(cc);
    if (!floor) return undefined;
    if (!lowest || compareVersions(majorMinor(floor.cuda)!, majorMinor(lowest.cuda)!) < 0) lowest = floor;
  }
  return lowest;
}

export type ArchVerdict =
  | { kind: 'too-old'; floor: CudaFloor }
  | { kind: 'too-new'; lastMajor: number }
  | { kind: 'ok' }
  /** The floor of the GPU or the CUDA version is not known: nothing is said. */
  | { kind: 'unknown' };

/** The verdicts without details, shared: nearly every container is judged `ok` against every pool. */
const OK: ArchVerdict = Object.freeze({ kind: 'ok' });
const UNKNOWN: ArchVerdict = Object.freeze({ kind: 'unknown' });

/** Can an image of CUDA `cuda` (X.Y[.Z]) build kernels that run on this GPU? */
export function judgeArch(cuda: string, gpu: GpuArch): ArchVerdict {
  const mm = majorMinor(cuda);
  if (!mm) return UNKNOWN;
  const last = gpu.arch.lastCudaMajor;
  if (last !== undefined && mm[0] > last) return { kind: 'too-new', lastMajor: last };
  const floor = cudaFloorOf(gpu);
  if (!floor) return UNKNOWN;
  return compareVersions(mm, majorMinor(floor.cuda)!) < 0 ? { kind: 'too-old', floor } : OK;
}

/** nodeSelector keys that say which GPU a node has. */
const GPU_LABELS = new Set([
  'nvidia.com/gpu.product',
  'nvidia.com/gpu.compute.major',
  'nvidia.com/gpu.compute.minor',
  'nvidia.com/gpu.family',
  'cloud.google.com/gke-accelerator',
  'karpenter.k8s.aws/instance-gpu-name',
  'karpenter.k8s.aws/instance-gpu-memory',
  'node.kubernetes.io/instance-type',
]);

/** The GPU labels a pod pins in its nodeSelector, with where each is written. */
export interface PinnedGpu {
  labels: Record<string, string>;
  at: readonly { key: string; value: string; range?: LocatedRange }[];
}

export function pinnedGpuLabels(pod: PodSpecView, locate: (path: JsonPath) => LocatedRange | undefined): PinnedGpu | undefined {
  const labels: PinnedGpu['labels'] = {};
  const at: PinnedGpu['at'][number][] = [];
  for (const [key, raw] of Object.entries(ownObject(pod.spec, 'nodeSelector') ?? {})) {
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    if (!GPU_LABELS.has(key) || value === undefined || isPlaceholder(value)) continue;
    labels[key] = value;
    at.push({ key, value, range: locate([...pod.path, 'nodeSelector', key]) });
  }
  // Kept to the end of the run in the facts of the pod.
  return at.length > 0 ? { labels, at: keptList(at) } : undefined;
}
