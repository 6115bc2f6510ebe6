// The compatibility matrix as data: one row per GPU container of a GPU workload, one column per
// node pool, each cell the first reason the container cannot run on the pool (placement, MIG
// profile, driver below the CUDA floor, framework floor) or how it runs there.
import { findMigProfile, migProfileOfResource } from '../cluster/gpu-products.js';
import { isGpuPool, type NodePool } from '../cluster/node-pools.js';
import { amountText, EMPTY_TERM, PLACEMENT, reasonText, taintText, type PlacementReason } from '../cluster/placement.js';
import type { RunCache } from '../core/run-cache.js';
import type { FactsOf, ObjectIndex } from '../engine/object-index.js';
import type { Settings } from '../config/types.js';
import { MIG_PREFIX } from '../k8s/gpu.js';
import { FORWARD_COMPAT, forwardBranches, minorFloor, toolkitFloor } from '../compat/data.js';
import { decide, type CudaDecision } from '../compat/decide.js';
import { pinnedDriverFacts, poolDriverFacts, type DriverFacts } from '../compat/drivers.js';
import { compatFactsOf, type CompatPodFacts, type ContainerFact } from './compat.js';
import { type DriverTarget } from '../compat/drivers.js';
import type { CudaResolution, ResolvedCuda } from '../compat/images.js';
import { judgeArch, poolGpuArch } from '../compat/arch.js';
import { floorText, incompatibleReason, nodeText, ref } from '../compat/messages.js';

export type CellStatus =
  | 'ok'
  | 'ok-forward-compat'
  | 'ok-minor-compat'
  | 'forward-compat-if-datacenter'
  | 'driver-too-old'
  | 'framework-driver-too-old'
  | 'blocked'
  | 'unknown'
  | 'not-applicable';

export interface MatrixCell {
  status: CellStatus;
  /** Short text for the table. */
  text: string;
  /** One sentence: why, with the numbers and the data rows. */
  detail?: string;
  /** The driver version is partial and the full version decides between `status` and better. */
  uncertain?: boolean;
}

export interface MatrixPool {
  name: string;
  product?: string;
  gpuClass?: string;
  driver?: string;
  driverSource?: string;
}

export interface MatrixRow {
  kind: string;
  namespace?: string;
  name?: string;
  /** Template of the object, when it has several (Worker, head). */
  template?: string;
  container: string;
  image: string;
  file: string;
  line?: number;
  cuda?: string;
  base?: string;
  /** Where the CUDA version came from, or why it is unknown. */
  cudaSource: string;
  cells: Record<string, MatrixCell>;
}

export interface MatrixModel {
  pools: MatrixPool[];
  rows: MatrixRow[];
  /** Column key used when no pool is declared and pods pin their driver labels. */
  pinnedColumn?: string;
}

export const PINNED_COLUMN = '(pinned by the pod)';

function shortPlacement(reason: PlacementReason | undefined): string {
  switch (reason?.kind) {
    case undefined:
      return '✖ excluded';
    case 'node-selector':
      return `✖ nodeSelector ${reason.key}=${reason.want}`;
    case 'node-affinity':
      return reason.text === EMPTY_TERM ? `✖ ${reason.text}` : '✖ node affinity';
    case 'taint':
      return `✖ taint ${taintText(reason.taint)}`;
    case 'fit':
      return `✖ ${amountText(reason.resource, reason.need)} ${reason.resource} > ${amountText(reason.resource, reason.have)}/node`;
  }
}

/** MIG resources the pod asks for that the pool's GPU product does not have. */
function migProblem(pod: CompatPodFacts, pool: NodePool): string | undefined {
  const product = pool.gpu.product;
  if (!product?.mig?.profiles.length) return undefined;
  for (const [resource, amount] of Object.entries(pod.placement.requests)) {
    if (!resource.startsWith(MIG_PREFIX) || amount <= 0) continue;
    const profile = migProfileOfResource(resource.slice(MIG_PREFIX.length));
    if (!findMigProfile(product, profile)) return profile;
  }
  return undefined;
}

function unknownCuda(r: CudaResolution): MatrixCell | undefined {
  switch (r.status) {
    case 'resolved':
      return undefined;
    case 'not-cuda':
      return { status: 'not-applicable', text: 'ok (no CUDA check)', detail: `No CUDA driver check: ${r.detail}.` };
    case 'unknown':
      return { status: 'unknown', text: '? CUDA unknown', detail: `The image's CUDA version is unknown: ${r.detail}.` };
    case 'placeholder':
      return { status: 'unknown', text: '? image is a template', detail: 'The image reference holds a template or variable.' };
    default:
      return {
        status: 'unknown',
        text: '? CUDA unknown',
        detail: 'Not an image the linter has CUDA data for; add it to compat.images in the config.',
      };
  }
}

function cudaCell(decision: CudaDecision, target: DriverTarget): MatrixCell {
  const uncertain = decision.outcome !== decision.best;
  const node = nodeText(target);
  const needs = `CUDA ${decision.bundled ? decision.bundled.cuda : decision.cuda} needs ${floorText(decision)}`;
  if (decision.outcome === 'ok' && decision.framework) {
    const fw = decision.framework;
    return {
      status: 'framework-driver-too-old',
      text: `${fw.below === 'unknown' ? '? ' : '✖ '}${fw.framework} needs >= ${fw.driver}`,
      detail: `${fw.framework} documents a minimum driver of ${fw.driver} (${ref(fw.by)}); ${node}.`,
      uncertain: fw.below === 'unknown' || undefined,
    };
  }
  const mark = uncertain ? '?' : '';
  switch (decision.outcome) {
    case 'ok':
      return { status: 'ok', text: 'ok' };
    case 'forward-compat':
      return {
        status: 'ok-forward-compat',
        text: `ok (forward compat)${mark}`,
        detail: `${needs}; ${node}, a forward-compatible branch for CUDA ${decision.forward!.cuda} on a data-center GPU (data/cuda-drivers.json, ${decision.forward!.verified ? 'verified' : 'unverified'}: ${decision.forward!.source}).`,
        uncertain: uncertain || undefined,
      };
    case 'forward-compat-if-datacenter':
      return {
        status: 'forward-compat-if-datacenter',
        text: `ok (forward compat, data-center GPU only)${mark}`,
        detail: `${needs}; ${node}, a forward-compatible branch for CUDA ${decision.forward!.cuda}: the image starts only on a data-center GPU, and the pool's GPU class is ${target.facts.gpuClass ?? 'unknown'}.`,
        uncertain: uncertain || undefined,
      };
    case 'minor-compat':
      return {
        status: 'ok-minor-compat',
        text: `ok (minor compat)${mark}`,
        detail: `${needs}; ${node}: minor-version compatibility only (CUDA ${decision.minor!.major} floor ${decision.minor!.linuxMinDriver}); PTX JIT of newer code and newer driver APIs fail.`,
        uncertain: uncertain || undefined,
      };
    case 'incompatible': {
      const floor = decision.bundled ? decision.bundled.floor : decision.floor;
      return {
        status: 'driver-too-old',
        text: uncertain
          ? `? driver ${target.facts.range!.text} may be too old (CUDA ${floor.cuda})`
          : `✖ driver < ${floor.row.linuxMinDriver} (CUDA ${floor.cuda})`,
        detail: `${needs}; ${node}: ${incompatibleReason(decision, target)}${uncertain ? ' (a partial version: the full version decides)' : ''}.`,
        uncertain: uncertain || undefined,
      };
    }
  }
}

function describeDriver(facts: DriverFacts): { driver?: string; driverSource?: string } {
  return facts.range ? { driver: facts.range.text, driverSource: facts.source } : {};
}

/** One cell: placement first (the first constraint that excludes the pool), then the drivers. */
export function cellFor(pod: CompatPodFacts, c: ContainerFact, pool: NodePool, settings: Settings, run: RunCache): MatrixCell {
  if (pod.placement.unknown)
    return { status: 'unknown', text: '? placement unknown', detail: `The placement cannot be simulated: ${pod.placement.unknown}.` };
  const [verdict] = run
    .get(PLACEMENT)
    .simulate(pod.placement, [pool], { extendedResourceToleration: pod.ert, gpuResources: settings.gpuResources });
  if (!verdict!.candidate || verdict!.fits === false)
    return {
      status: 'blocked',
      text: shortPlacement(verdict!.reason),
      detail: `Cannot be scheduled on ${pool.name}: ${verdict!.reason ? reasonText(verdict!.reason) : 'excluded'}.`,
    };
  const mig = migProblem(pod, pool);
  if (mig)
    return {
      status: 'blocked',
      text: `✖ MIG ${mig} not on ${pool.gpu.product!.id}`,
      detail: `${pool.gpu.product!.id} has no MIG profile ${mig} (it has ${pool.gpu.product!.mig!.profiles.map((p) => p.profile).join(', ')}).`,
    };
  const unknown = unknownCuda(c.resolution);
  if (unknown) return unknown;
  if (c.resolution.status !== 'resolved') return { status: 'unknown', text: '? CUDA unknown' };
  if (pool.gpu.vendor === 'amd')
    return { status: 'blocked', text: '✖ AMD GPUs', detail: `${pool.name} has AMD GPUs; the image is a CUDA image.` };
  const arch = archCell(c.resolution, pool);
  if (arch) return arch;
  let facts = poolDriverFacts(pool);
  let name = `node pool ${pool.name}`;
  if (!facts.range) {
    const pinned = pod.pinned.map(pinnedDriverFacts).filter((f) => f.range);
    if (pinned.length !== 1)
      return {
        status: 'unknown',
        text: '? driver unknown',
        detail: `The driver of ${pool.name} is not known (no nvidia.com/cuda.driver-version.* labels or gpu.driverVersion).`,
      };
    facts = { ...pinned[0]!, gpuClass: facts.gpuClass ?? pinned[0]!.gpuClass, product: facts.product ?? pinned[0]!.product };
    name = `node pool ${pool.name} (driver pinned by the pod)`;
  }
  const decision = decide(c.resolution, facts, settings.cudaCompatibility === 'strict');
  if (decision.kind === 'no-driver') return { status: 'unknown', text: '? driver unknown' };
  if (decision.kind === 'no-floor')
    return {
      status: 'unknown',
      text: `? no driver data for CUDA ${decision.cuda}`,
      detail: `data/cuda-drivers.json has no toolkit row for CUDA ${decision.cuda}.`,
    };
  return cudaCell(decision, { kind: 'pool', name, pool, facts });
}

/** The GPU of the pool has no code from the image's CUDA release (cuda-gpu-arch-unsupported). */
function archCell(r: ResolvedCuda, pool: NodePool): MatrixCell | undefined {
  const gpu = poolGpuArch(pool);
  if (!gpu) return undefined;
  const cuda = r.bundledCuda ?? r.cuda;
  const verdict = judgeArch(cuda, gpu);
  const what = `${gpu.arch.name}${gpu.cc ? ` ${gpu.cc}` : ''}`;
  if (verdict.kind === 'too-old') {
    return {
      status: 'blocked',
      text: `✖ ${what} needs CUDA >= ${verdict.floor.cuda}`,
      detail: `${pool.name} has a ${what} GPU (${gpu.source}); CUDA builds code for it from ${verdict.floor.cuda} (data/cuda-architectures.json: ${verdict.floor.row.source}), and the image is CUDA ${cuda}.`,
    };
  }
  if (verdict.kind === 'too-new') {
    return {
      status: 'blocked',
      text: `✖ no CUDA ${verdict.lastMajor + 1} code for ${what}`,
      detail: `${pool.name} has a ${what} GPU (${gpu.source}); CUDA ${verdict.lastMajor + 1} no longer builds code for it (data/cuda-architectures.json: ${gpu.arch.lastCudaSource}), and the image is CUDA ${cuda}.`,
    };
  }
  return undefined;
}

function pinnedCell(pod: CompatPodFacts, c: ContainerFact, settings: Settings): MatrixCell {
  const unknown = unknownCuda(c.resolution);
  if (unknown) return unknown;
  if (c.resolution.status !== 'resolved') return { status: 'unknown', text: '? CUDA unknown' };
  const sets = pod.pinned.map((set) => ({ set, facts: pinnedDriverFacts(set) })).filter((p) => p.facts.range);
  if (sets.length === 0)
    return { status: 'unknown', text: '? driver unknown', detail: 'The pod pins no driver labels and no node pool is declared.' };
  let worst: MatrixCell | undefined;
  const rank: Record<CellStatus, number> = {
    'driver-too-old': 6,
    'framework-driver-too-old': 5,
    'forward-compat-if-datacenter': 4,
    'ok-minor-compat': 3,
    unknown: 2,
    'ok-forward-compat': 1,
    ok: 0,
    blocked: 7,
    'not-applicable': 0,
  };
  for (const { set, facts } of sets) {
    const decision = decide(c.resolution, facts, settings.cudaCompatibility === 'strict');
    const cell: MatrixCell =
      decision.kind === 'decided'
        ? cudaCell(decision, { kind: 'pinned', name: 'the node the pod pins', pinned: set, facts })
        : { status: 'unknown', text: '? driver unknown' };
    if (!worst || rank[cell.status] > rank[worst.status]) worst = cell;
  }
  return worst!;
}

function cudaSourceText(r: CudaResolution): { cuda?: string; base?: string; cudaSource: string } {
  switch (r.status) {
    case 'resolved':
      return { cuda: r.cuda + (r.bundledCuda ? ` (framework ${r.bundledCuda})` : ''), base: r.base, cudaSource: ref(r.by) };
    case 'unknown':
      return { cudaSource: r.detail };
    case 'not-cuda':
      return { cudaSource: r.detail };
    case 'placeholder':
      return { cudaSource: 'the image is a template' };
    default:
      return { cudaSource: 'not in the image-family table or compat.images' };
  }
}

/** Pools that go into columns: GPU pools and pools with a known driver. */
export function matrixPools(pools: readonly NodePool[]): NodePool[] {
  return pools.filter((p) => isGpuPool(p) || p.gpu.driverVersion !== undefined || p.gpu.cudaRuntimeVersion !== undefined);
}

/**
 * Builds the matrix from the facts a collector rule kept in the index (`facts`, its accessor), with
 * the pools each object's file lands on.
 */
export function buildMatrix(
  index: ObjectIndex,
  facts: FactsOf,
  poolsFor: (file: string) => readonly NodePool[],
  settings: Settings,
  run: RunCache,
): MatrixModel {
  const pools = new Map<string, MatrixPool>();
  const rows: MatrixRow[] = [];
  let anyPinnedOnly = false;
  for (const object of index.objects) {
    const podFacts = compatFactsOf(facts(object));
    if (podFacts.length === 0) continue;
    const filePools = matrixPools(poolsFor(object.file));
    for (const pool of filePools) {
      if (!pools.has(pool.name))
        pools.set(pool.name, {
          name: pool.name,
          product: pool.gpu.product?.id ?? pool.gpu.productName,
          gpuClass: pool.gpu.product?.class,
          ...describeDriver(poolDriverFacts(pool)),
        });
    }
    for (const pod of podFacts) {
      for (const c of pod.containers) {
        const cells: Record<string, MatrixCell> = {};
        for (const pool of filePools) cells[pool.name] = cellFor(pod, c, pool, settings, run);
        if (filePools.length === 0) {
          cells[PINNED_COLUMN] = pinnedCell(pod, c, settings);
          anyPinnedOnly ||= pod.pinned.length > 0;
        }
        rows.push({
          kind: object.kind,
          namespace: object.namespace,
          name: object.name,
          template: pod.label,
          container: c.name,
          image: c.image,
          file: object.file,
          line: c.at?.start.line,
          ...cudaSourceText(c.resolution),
          cells,
        });
      }
    }
  }
  return { pools: [...pools.values()], rows, pinnedColumn: anyPinnedOnly ? PINNED_COLUMN : undefined };
}

/** What the data says about one image: for `matrix --image`. */
export interface ImageReport {
  image: string;
  normalized: string;
  tag?: string;
  digest?: string;
  family?: string;
  base?: string;
  cuda?: string;
  status: CudaResolution['status'];
  cudaSource: string;
  driverFloor?: { driver: string; row: string; source: string; verified: boolean };
  minorFloor?: { major: number; driver: string; source: string; verified: boolean; appliesTo: string };
  forwardCompatibility?: {
    gpuClasses: string[];
    branches: { branch: number; minDriver?: string; source: string; verified: boolean }[];
    appliesTo: string;
  };
  frameworkFloor?: { framework: string; driver: string; source: string };
  bundledCuda?: string;
}

export function imageReport(
  raw: string,
  normalized: string,
  tag: string | undefined,
  digest: string | undefined,
  family: string | undefined,
  r: CudaResolution,
): ImageReport {
  const out: ImageReport = { image: raw, normalized, tag, digest, family, status: r.status, ...cudaSourceText(r) };
  if (r.status !== 'resolved') return out;
  out.cuda = r.cuda;
  out.base = r.base;
  if (r.bundledCuda) out.bundledCuda = r.bundledCuda;
  const floor = toolkitFloor(r.cuda);
  if (floor)
    out.driverFloor = {
      driver: floor.row.linuxMinDriver,
      row: `${floor.row.label} (toolkit ${floor.row.cuda})`,
      source: floor.row.source,
      verified: floor.row.verified,
    };
  const major = Number(r.cuda.split('.')[0]);
  const minor = minorFloor(major);
  if (minor)
    out.minorFloor = {
      major,
      driver: minor.linuxMinDriver,
      source: minor.source,
      verified: minor.verified,
      appliesTo:
        r.base === 'nvidia-cuda'
          ? 'not this image: it is built on nvidia/cuda, whose NVIDIA_REQUIRE_CUDA check comes first'
          : 'images not built on nvidia/cuda',
    };
  const branches = forwardBranches(r.cuda);
  out.forwardCompatibility = {
    gpuClasses: FORWARD_COMPAT.gpuClasses,
    branches: branches.map((b) => ({ branch: b.branch, minDriver: b.minDriver, source: b.source, verified: b.verified })),
    appliesTo:
      r.base === 'os'
        ? 'not this image: it is not built on nvidia/cuda (no cuda-compat, no NVIDIA_REQUIRE_CUDA)'
        : 'images built on nvidia/cuda, on data-center GPUs',
  };
  if (r.frameworkFloor)
    out.frameworkFloor = { framework: r.frameworkFloor.framework, driver: r.frameworkFloor.driver, source: ref(r.frameworkFloor.by) };
  return out;
}
