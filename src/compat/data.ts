// The compatibility data (data/cuda-drivers.json, data/cuda-images.json) with lookups.
// Every answer carries the row it came from, so messages can say which row decided.
import drivers from '../../data/cuda-drivers.json' with { type: 'json' };
import images from '../../data/cuda-images.json' with { type: 'json' };
import { compareVersions, majorMinor, parseVersion, type Version } from './versions.js';
import { BoundedMap, memo } from '../core/memo.js';

export interface Sourced {
  source: string;
  verified: boolean;
  note?: string;
}

export interface ToolkitRow extends Sourced {
  cuda: string;
  label: string;
  linuxMinDriver: string;
}

export interface MinorFloorRow extends Sourced {
  major: number;
  linuxMinDriver: string;
}

export interface ForwardBranchRow extends Sourced {
  cuda: string;
  branch: number;
  minDriver?: string;
}

export interface ReleaseRow extends Sourced {
  from: string;
  to: string;
  cuda: string;
  bundledCuda?: string;
  minDriver?: string;
  framework?: string;
}

export interface Encoding extends Sourced {
  id: string;
  description: string;
  tag: string;
  repositories?: string[];
  base?: 'nvidia-cuda' | 'os';
  cuda?: string;
  releases?: ReleaseRow[];
  releaseTable?: string;
}

export interface FamilyEncodings {
  family: string;
  encodings: Encoding[];
}

interface DriverTable {
  toolkits: ToolkitRow[];
  minorVersionCompatibility: MinorFloorRow[];
  forwardCompatibility: Sourced & { gpuClasses: string[]; imageBases: string[]; branches: ForwardBranchRow[] };
}

interface ImageTable {
  releaseTables: Record<string, { description: string; rows: ReleaseRow[] }>;
  families: FamilyEncodings[];
  generic: Encoding[];
}

export const DRIVER_TABLE = drivers as DriverTable;
export const IMAGE_TABLE = images as ImageTable;

/** The minimum driver for CUDA X.Y: what the toolkit of that minor needs (its lowest release). */
export interface ToolkitFloor {
  cuda: string;
  driver: Version;
  row: ToolkitRow;
}

/**
 * The driver floor of an image's CUDA. The container toolkit checks `cuda>=X.Y` against the
 * highest CUDA the driver supports, and a driver supports X.Y from the first release of X.Y on,
 * so an X.Y.Z image needs the driver of the X.Y release with the lowest minimum (normally GA).
 */
const floors = new Map<string, ToolkitFloor | undefined>();

/** Memoized: every pod is judged against every pool, and the table scan parses each row. */
export function toolkitFloor(cuda: string): ToolkitFloor | undefined {
  if (!floors.has(cuda)) floors.set(cuda, findToolkitFloor(cuda));
  return floors.get(cuda);
}

function findToolkitFloor(cuda: string): ToolkitFloor | undefined {
  const mm = majorMinor(cuda);
  if (!mm) return undefined;
  let best: ToolkitRow | undefined;
  for (const row of DRIVER_TABLE.toolkits) {
    const r = majorMinor(row.cuda);
    if (!r || r[0] !== mm[0] || r[1] !== mm[1]) continue;
    if (!best || compareVersions(parseVersion(row.linuxMinDriver)!, parseVersion(best.linuxMinDriver)!) < 0) best = row;
  }
  return best && { cuda: `${mm[0]}.${mm[1]}`, driver: parseVersion(best.linuxMinDriver)!, row: best };
}

/** The toolkit row of exactly this version (12.4.1), when the table has one. */
export function exactToolkitRow(cuda: string): ToolkitRow | undefined {
  const v = parseVersion(cuda);
  if (!v || v.length < 3) return undefined;
  return DRIVER_TABLE.toolkits.find((row) => compareVersions(parseVersion(row.cuda)!, v) === 0);
}

export function minorFloor(major: number): MinorFloorRow | undefined {
  return DRIVER_TABLE.minorVersionCompatibility.find((row) => row.major === major);
}

/** Forward-compatible branches listed for CUDA X.Y, by CUDA version: from image tags, so bounded. */
const branches = new BoundedMap<string, ForwardBranchRow[]>(256);

export function forwardBranches(cuda: string): ForwardBranchRow[] {
  return memo(branches, cuda, () => {
    const mm = majorMinor(cuda);
    return mm ? DRIVER_TABLE.forwardCompatibility.branches.filter((row) => row.cuda === `${mm[0]}.${mm[1]}`) : [];
  });
}

export const FORWARD_COMPAT = DRIVER_TABLE.forwardCompatibility;

/** The CUDA minors the table knows, with their floors, ascending. */
function minors(): { cuda: string; driver: Version }[] {
  const seen = new Map<string, Version>();
  for (const row of DRIVER_TABLE.toolkits) {
    const mm = majorMinor(row.cuda)!;
    const key = `${mm[0]}.${mm[1]}`;
    const driver = parseVersion(row.linuxMinDriver)!;
    const prev = seen.get(key);
    if (!prev || compareVersions(driver, prev) < 0) seen.set(key, driver);
  }
  return [...seen.entries()].map(([cuda, driver]) => ({ cuda, driver })).sort((a, b) => compareVersions(a.driver, b.driver));
}

const MINORS = minors();

/** The highest CUDA X.Y whose floor the driver meets (what `nvidia-smi` shows as "CUDA Version"). */
export function maxCudaForDriver(driver: Version): string | undefined {
  let out: string | undefined;
  for (const m of MINORS) if (compareVersions(driver, m.driver) >= 0) out = m.cuda;
  return out;
}

/** Drivers that report CUDA X.Y as their maximum: [floor of X.Y, floor of the next known minor). */
export function driversForRuntime(cuda: string): { lo: Version; hiExclusive?: Version } | undefined {
  const mm = majorMinor(cuda);
  if (!mm) return undefined;
  const key = `${mm[0]}.${mm[1]}`;
  const i = MINORS.findIndex((m) => m.cuda === key);
  if (i === -1) return undefined;
  return { lo: MINORS[i]!.driver, hiExclusive: MINORS[i + 1]?.driver };
}

export function releaseTable(name: string): ReleaseRow[] {
  return IMAGE_TABLE.releaseTables[name]?.rows ?? [];
}

export function familyEncodings(familyId: string): Encoding[] {
  return IMAGE_TABLE.families.find((f) => f.family === familyId)?.encodings ?? [];
}
