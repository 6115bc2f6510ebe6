// Wording shared by the compatibility rules and the matrix: every message names the image, its
// CUDA version, the driver it needs, the node and its driver, and the data rows that decided.
import { forwardBranches, maxCudaForDriver, type ForwardBranchRow } from './data.js';
import type { CudaDecision } from './decide.js';
import type { DriverTarget } from './drivers.js';
import type { CudaDataRef } from './images.js';

export function ref(by: CudaDataRef): string {
  return by.source ? `${by.text}, ${by.verified ? 'verified' : 'unverified'}: ${by.source}` : by.text;
}

/** `CUDA 12.8 GA: driver >= 570.26 (data/cuda-drivers.json, verified)` */
export function floorText(d: CudaDecision, which: 'image' | 'bundled' = d.bundled ? 'bundled' : 'image'): string {
  const floor = which === 'bundled' && d.bundled ? d.bundled.floor : d.floor;
  return `driver >= ${floor.row.linuxMinDriver} (${floor.row.label}, data/cuda-drivers.json, ${floor.row.verified ? 'verified' : 'unverified'})`;
}

/** `node pool a100 (A100-SXM4-80GB) has driver 535.104.05 (nvidia.com/cuda.driver-version.full)` */
export function nodeText(target: DriverTarget): string {
  const product = target.facts.product
    ? ` (${target.facts.product}${target.facts.gpuClass ? `, ${target.facts.gpuClass === 'datacenter' ? 'data-center' : target.facts.gpuClass} GPU` : ''})`
    : '';
  const driver = target.facts.range
    ? `driver ${target.facts.range.text}${target.facts.source ? ` from ${target.facts.source}` : ''}`
    : 'an unknown driver';
  return `${target.name}${product} has ${driver}`;
}

function branchText(row: ForwardBranchRow): string {
  return `R${row.branch}${row.minDriver ? ` from ${row.minDriver}` : ''} (data/cuda-drivers.json forward compatibility for CUDA ${row.cuda}, ${row.verified ? 'verified' : 'unverified'}: ${row.source})`;
}

/** Why a node is below the floor, for an incompatible decision. */
export function incompatibleReason(d: CudaDecision, target: DriverTarget): string {
  if (d.strict) return 'settings.cudaCompatibility is strict, so a driver below the toolkit minimum is incompatible';
  const cuda = d.bundled ? d.bundled.cuda : d.cuda;
  const major = cuda.split('.')[0];
  if (d.base === 'nvidia-cuda' && !d.bundled) {
    if (d.forward && d.best !== 'incompatible' && d.outcome !== d.best) {
      return `the image is built on nvidia/cuda and ${branchText(d.forward)} runs it through forward compatibility${d.forward.minDriver ? `, but only from ${d.forward.minDriver}` : ''}; the node's full driver version is not known`;
    }
    if (d.forward && target.facts.gpuClass === 'consumer')
      return `the image is built on nvidia/cuda, and ${branchText(d.forward)} runs CUDA ${cuda} only on data-center GPUs (forward compatibility), not on the pool's ${target.facts.product ?? 'consumer'} GPU`;
    const mm = cuda.split('.').slice(0, 2).join('.');
    const branches = forwardBranches(cuda).map((r) => `R${r.branch}`);
    const listed = branches.length
      ? `not in a forward-compatible branch listed for CUDA ${mm} (${branches.join(', ')})`
      : `not in a forward-compatible branch (data/cuda-drivers.json lists none for CUDA ${mm})`;
    return `the image is built on nvidia/cuda, so the container toolkit checks NVIDIA_REQUIRE_CUDA (cuda>=${mm}) and refuses to start it on this driver, which is ${listed}`;
  }
  const minor = d.minor ? `${d.minor.linuxMinDriver} (data/cuda-drivers.json, ${d.minor.verified ? 'verified' : 'unverified'})` : 'unknown';
  return `it is also below the CUDA ${major} minor-version-compatibility floor ${minor}, so CUDA fails to initialize (cudaErrorInsufficientDriver)`;
}

/** What to do: upgrade to the floor, or an image the driver supports. */
export function remedy(d: CudaDecision, target: DriverTarget): string {
  const floor = d.bundled ? d.bundled.floor : d.floor;
  const supported = target.facts.range ? maxCudaForDriver(target.facts.range.lo) : undefined;
  return `upgrade the driver to >= ${floor.row.linuxMinDriver}${supported ? ` or use an image built for CUDA ${supported} or older` : ''}`;
}
