// The CUDA compatibility decision order of RULES.md, for one image and one node (pool or the
// driver labels the pod pins):
//   1. driver >= the toolkit minimum of the image's CUDA: fine.
//   2. image built on nvidia/cuda (NVIDIA_REQUIRE_CUDA): the container toolkit refuses it unless
//      the driver is in a forward-compatible branch listed for that CUDA: data-center GPU ->
//      fine; GPU class unknown -> warning (depends on the GPU); otherwise incompatible.
//   3. other images (wheels on a plain OS): at or above the minor-version floor of the same
//      CUDA major -> minor-version compatibility only (warning); below -> incompatible.
//   settings.cudaCompatibility: strict -> anything below the toolkit minimum is incompatible.
// A partial driver version stands for a range of drivers; the decision is made at both ends
// and is certain only when they agree.
import {
  exactToolkitRow,
  forwardBranches,
  FORWARD_COMPAT,
  minorFloor,
  toolkitFloor,
  type ForwardBranchRow,
  type MinorFloorRow,
  type ToolkitFloor,
} from './data.js';
import type { DriverFacts, GpuClass } from './drivers.js';
import type { CudaBase, CudaDataRef, ResolvedCuda } from './images.js';
import { atLeast, compareVersions, majorMinor, parseVersion, type Tri, type Version } from './versions.js';
import { memo } from '../core/memo.js';

export type Outcome =
  /** Driver at or above the toolkit minimum. */
  | 'ok'
  /** Below the toolkit minimum, on a data-center GPU in a forward-compatible branch. */
  | 'forward-compat'
  /** Forward-compatible branch, GPU class unknown or a workstation GPU: depends on the GPU. */
  | 'forward-compat-if-datacenter'
  /** Below the toolkit minimum, at or above the minor-version floor (plain-OS images). */
  | 'minor-compat'
  | 'incompatible';

const SEVERITY: Record<Outcome, number> = {
  ok: 0,
  'forward-compat': 0,
  'forward-compat-if-datacenter': 1,
  'minor-compat': 1,
  incompatible: 2,
};

export interface PointDecision {
  outcome: Outcome;
  /** The forward-compatibility row of the driver's branch, when one applied. */
  forward?: ForwardBranchRow;
  /** For os/unknown bases: the minor-version floor that was applied. */
  minor?: MinorFloorRow;
}

export interface CudaDecision {
  kind: 'decided';
  /** At the lowest driver the node can have (what is reported). */
  outcome: Outcome;
  /** At the highest driver the node can have; differs from `outcome` only for partial versions. */
  best: Outcome;
  cuda: string;
  base: CudaBase;
  floor: ToolkitFloor;
  minor?: MinorFloorRow;
  forward?: ForwardBranchRow;
  strict: boolean;
  /** The bundled framework's CUDA decided (TGI: PyTorch cu124 on a 12.1 base). */
  bundled?: { cuda: string; floor: ToolkitFloor };
  /** The framework's own driver floor, when stricter than the CUDA floor and not met. */
  framework?: { driver: string; framework: string; below: Exclude<Tri, 'yes'>; by: CudaDataRef };
}

export type Decision =
  | CudaDecision
  /** The node's driver is not known. */
  | { kind: 'no-driver' }
  /** The CUDA version is not in the driver table (older than 11.0 or newer than the table). */
  | { kind: 'no-floor'; cuda: string };

function better(a: PointDecision, b: PointDecision): PointDecision {
  return SEVERITY[a.outcome] <= SEVERITY[b.outcome] ? a : b;
}

function inBranch(driver: Version, row: ForwardBranchRow): boolean {
  if (driver[0] !== row.branch) return false;
  return row.minDriver === undefined || compareVersions(driver, parseVersion(row.minDriver)!) >= 0;
}

/** The decision for one exact driver version. */
export function decideAt(driver: Version, cuda: string, base: CudaBase, gpuClass: GpuClass | undefined, strict: boolean): PointDecision {
  const floor = toolkitFloor(cuda)!;
  if (compareVersions(driver, floor.driver) >= 0) return { outcome: 'ok' };
  if (strict) return { outcome: 'incompatible' };
  const viaForward = (): PointDecision => {
    const row = forwardBranches(cuda).find((r) => inBranch(driver, r));
    if (!row) return { outcome: 'incompatible' };
    if (gpuClass !== undefined && FORWARD_COMPAT.gpuClasses.includes(gpuClass)) return { outcome: 'forward-compat', forward: row };
    if (gpuClass === 'consumer') return { outcome: 'incompatible', forward: row };
    return { outcome: 'forward-compat-if-datacenter', forward: row };
  };
  const viaMinor = (): PointDecision => {
    const minor = minorFloor(majorMinor(cuda)![0]);
    if (minor && compareVersions(driver, parseVersion(minor.linuxMinDriver)!) >= 0) return { outcome: 'minor-compat', minor };
    return { outcome: 'incompatible', minor };
  };
  if (base === 'nvidia-cuda') return viaForward();
  if (base === 'os') return viaMinor();
  // Base unknown (a private image without `base`): the more lenient reading.
  return better(viaForward(), viaMinor());
}

const decisions = new WeakMap<ResolvedCuda, WeakMap<DriverFacts, [Decision | undefined, Decision | undefined]>>();

/**
 * Decides one resolved image against the driver facts of one node (pool or pinned labels).
 * Memoized: image resolutions and pool facts are shared objects, and three rules judge every
 * pod against every pool it can reach.
 */
export function decide(image: ResolvedCuda, node: DriverFacts, strict: boolean): Decision {
  const pair = memo(
    memo(decisions, image, () => new WeakMap()),
    node,
    (): [Decision | undefined, Decision | undefined] => [undefined, undefined],
  );
  return (pair[strict ? 1 : 0] ??= decideOnce(image, node, strict));
}

function decideOnce(image: ResolvedCuda, node: DriverFacts, strict: boolean): Decision {
  if (!node.range) return { kind: 'no-driver' };
  const floor = toolkitFloor(image.cuda);
  if (!floor) return { kind: 'no-floor', cuda: image.cuda };
  const { lo, hi } = node.range;
  let low = decideAt(lo, image.cuda, image.base, node.gpuClass, strict);
  let high = decideAt(hi, image.cuda, image.base, node.gpuClass, strict);
  let bundled: CudaDecision['bundled'];
  if (image.bundledCuda && low.outcome === 'ok') {
    const bundledFloor = toolkitFloor(image.bundledCuda);
    if (bundledFloor) {
      const bl = decideAt(lo, image.bundledCuda, 'os', node.gpuClass, strict);
      if (SEVERITY[bl.outcome] > SEVERITY[low.outcome]) {
        low = bl;
        high = decideAt(hi, image.bundledCuda, 'os', node.gpuClass, strict);
        bundled = { cuda: image.bundledCuda, floor: bundledFloor };
      }
    }
  }
  const decision: CudaDecision = {
    kind: 'decided',
    outcome: low.outcome,
    best: high.outcome,
    cuda: image.cuda,
    base: image.base,
    floor,
    minor: low.minor ?? high.minor,
    forward: low.forward ?? high.forward,
    strict,
    bundled,
  };
  // The framework's own floor, only when it is stricter than what the CUDA version needs and
  // the CUDA check passed on the toolkit minimum (under forward compatibility the container's
  // compat libraries stand in for the newer driver).
  const fw = image.frameworkFloor;
  if (fw && low.outcome === 'ok' && !bundled) {
    const fwDriver = parseVersion(fw.driver)!;
    const cudaFloor = parseVersion(exactToolkitRow(image.cuda)?.linuxMinDriver ?? '') ?? floor.driver;
    if (compareVersions(fwDriver, cudaFloor) > 0) {
      const meets = atLeast(node.range, fwDriver);
      if (meets !== 'yes') decision.framework = { driver: fw.driver, framework: fw.framework, below: meets, by: fw.by };
    }
  }
  return decision;
}
