// Image -> CUDA: config overrides first, then the image family's tag encodings
// (data/cuda-images.json), then the generic cuNNN / cudaX.Y tokens. The result is small and
// JSON-like so that rules can keep it in the object index between the file pass and `input`.
import { imageNeedsGpu, type ImageFamily } from '../k8s/image-families.js';
import { imageGlob, type ImageGlob } from '../k8s/image-glob.js';
import type { ImageRef } from '../k8s/image.js';
import { familyEncodings, IMAGE_TABLE, releaseTable, type Encoding, type ReleaseRow } from './data.js';
import { matchOverride, type CompatConfig } from './overrides.js';
import { compareVersions, cudaOfSuffix, parseVersion } from './versions.js';
import { BoundedMap, memo } from '../core/memo.js';

/** nvidia-cuda: built on nvidia/cuda (NVIDIA_REQUIRE_CUDA); os: CUDA from wheels on a plain OS; unknown: not said. */
export type CudaBase = 'nvidia-cuda' | 'os' | 'unknown';

/** The data row that gave an image its CUDA version. */
export interface CudaDataRef {
  /** `compat.images[0] (registry.example.com/team/serving:*-cu124)` or `data/cuda-images.json vllm-release v0.20.0..v0.27.0`. */
  text: string;
  source?: string;
  verified: boolean;
}

export interface ResolvedCuda {
  status: 'resolved';
  cuda: string;
  base: CudaBase;
  family?: string;
  by: CudaDataRef;
  /** A bundled framework built for a newer CUDA than the base image (TGI 2.3-3.1: PyTorch cu124 on a 12.1 base). */
  bundledCuda?: string;
  /** The framework release's own documented minimum driver. */
  frameworkFloor?: { driver: string; framework: string; by: CudaDataRef };
}

export type UnknownReason = 'latest' | 'no-tag' | 'digest-only' | 'unknown-tag' | 'no-data';

export type CudaResolution =
  | ResolvedCuda
  | { status: 'unknown'; reason: UnknownReason; family?: string; detail: string }
  /** A ROCm image, a CPU build or an image of no GPU vendor: nothing to check against NVIDIA drivers. */
  | { status: 'not-cuda'; family?: string; detail: string }
  | { status: 'placeholder' }
  /** Not an AI image (no family) and not in compat.images. */
  | { status: 'not-ai' };

// By source: the patterns of the data and of the config. A language server reads each edit of the
// config, so the memos are bounded.
const compiled = new BoundedMap<string, RegExp>(1024);
const regex = (source: string): RegExp => memo(compiled, source, () => new RegExp(source));

const compiledGlobs = new BoundedMap<string, ImageGlob>(1024);
const glob = (source: string): ImageGlob => memo(compiledGlobs, source, imageGlob);

function versionKey(text: string): number[] | undefined {
  const v = parseVersion(text);
  return v ? [...v] : undefined;
}

function findRelease(rows: ReleaseRow[], version: string): ReleaseRow | undefined {
  const v = versionKey(version);
  if (!v) return undefined;
  return rows.find((r) => compareVersions(v, versionKey(r.from)!) >= 0 && compareVersions(v, versionKey(r.to)!) <= 0);
}

function range(row: ReleaseRow): string {
  return row.from === row.to ? row.from : `${row.from}..${row.to}`;
}

function fromEncoding(
  enc: Encoding,
  tag: string,
  familyBase: CudaBase,
  family: string | undefined,
): ResolvedCuda | { noRow: string } | undefined {
  const m = regex(enc.tag).exec(tag);
  if (!m) return undefined;
  const base = enc.base ?? familyBase;
  const ref = (text: string, source: string, verified: boolean): CudaDataRef => ({
    text: `data/cuda-images.json ${enc.id} ${text}`,
    source,
    verified,
  });
  const groups = m.groups ?? {};
  if (enc.cuda) return { status: 'resolved', cuda: enc.cuda, base, family, by: ref(`(${enc.description})`, enc.source, enc.verified) };
  if (groups.cuda)
    return {
      status: 'resolved',
      cuda: groups.cuda,
      base,
      family,
      by: ref(`(the tag states CUDA ${groups.cuda})`, enc.source, enc.verified),
    };
  if (groups.cu) {
    const cuda = cudaOfSuffix(groups.cu);
    return cuda
      ? { status: 'resolved', cuda, base, family, by: ref(`(${groups.cu} = CUDA ${cuda})`, enc.source, enc.verified) }
      : undefined;
  }
  if (groups.version) {
    const rows = enc.releases ?? (enc.releaseTable ? releaseTable(enc.releaseTable) : []);
    const row = findRelease(rows, groups.version);
    if (!row) return { noRow: `release ${groups.version} is not in the ${enc.id} rows of data/cuda-images.json` };
    const by = ref(`${range(row)} -> CUDA ${row.cuda}`, row.source, enc.verified && row.verified);
    const out: ResolvedCuda = { status: 'resolved', cuda: row.cuda, base, family, by };
    if (row.bundledCuda) out.bundledCuda = row.bundledCuda;
    if (row.minDriver)
      out.frameworkFloor = {
        driver: row.minDriver,
        framework: row.framework ?? family ?? 'the framework',
        by: ref(`${range(row)} -> driver ${row.minDriver}`, row.source, enc.verified && row.verified),
      };
    return out;
  }
  return undefined;
}

function familyBase(family: ImageFamily | undefined): CudaBase {
  return family?.base === 'nvidia-cuda' || family?.base === 'os' ? family.base : 'unknown';
}

/**
 * What CUDA the image of a container needs, and from which data row that is known: per compat
 * tables, by image reference. The references come from the input, and the built-in tables live
 * as long as the process (a language server's), so the memo stops growing at a bound.
 */
const resolved = new WeakMap<CompatConfig, BoundedMap<string, CudaResolution>>();
const RESOLVED_IMAGES = 4096;

/** Memoized per image reference (the same images recur across a repository). */
export function resolveImageCuda(image: ImageRef | undefined, family: ImageFamily | undefined, compat: CompatConfig): CudaResolution {
  if (!image) return { status: 'not-ai' };
  const byImage = memo(resolved, compat, () => new BoundedMap<string, CudaResolution>(RESOLVED_IMAGES));
  return memo(byImage, `${image.raw}\u0000${family?.id ?? ''}`, () => readImageCuda(image, family, compat));
}

function readImageCuda(image: ImageRef, family: ImageFamily | undefined, compat: CompatConfig): CudaResolution {
  if (image.placeholder) return { status: 'placeholder' };
  const override = matchOverride(image, compat);
  if (override) {
    return {
      status: 'resolved',
      cuda: override.cuda,
      base: override.base ?? familyBase(family),
      family: family?.id,
      by: { text: `compat.images[${override.index}] (${override.match})`, verified: true },
    };
  }
  if (!family || family.role === 'infrastructure') return { status: 'not-ai' };
  if (family.vendor === 'amd' || family.base === 'rocm')
    return { status: 'not-cuda', family: family.id, detail: 'a ROCm image (AMD): no CUDA driver check' };
  if (family.vendor !== 'nvidia') return { status: 'not-cuda', family: family.id, detail: 'not a CUDA image' };
  const tag = image.tag;
  if (tag === undefined || tag.toLowerCase() === 'latest') {
    if (image.digest)
      return {
        status: 'unknown',
        reason: 'digest-only',
        family: family.id,
        detail: `the image is pinned by digest${tag ? ' with the tag latest' : ' without a tag'}, and a digest says nothing about CUDA`,
      };
    return tag === undefined
      ? { status: 'unknown', reason: 'no-tag', family: family.id, detail: 'the image has no tag' }
      : { status: 'unknown', reason: 'latest', family: family.id, detail: 'the tag is latest' };
  }
  if (/rocm/i.test(tag)) return { status: 'not-cuda', family: family.id, detail: `tag ${tag} is a ROCm build: no CUDA driver check` };
  const base = familyBase(family);
  const own = familyEncodings(family.id).filter((e) => !e.repositories || e.repositories.some((r) => glob(r).test(image.normalized)));
  let noRow: string | undefined;
  for (const enc of [...own, ...IMAGE_TABLE.generic]) {
    const found = fromEncoding(enc, tag, base, family.id);
    if (!found) continue;
    if ('noRow' in found) {
      noRow ??= found.noRow;
      continue;
    }
    return found;
  }
  if (noRow) return { status: 'unknown', reason: 'unknown-tag', family: family.id, detail: noRow };
  // A family with CPU and GPU builds (Ray, TensorFlow, PyTorch serving images): a tag that is not a GPU build.
  if (!family.needsGpu && family.gpuTag && !imageNeedsGpu(image, family))
    return { status: 'not-cuda', family: family.id, detail: `tag ${tag} is not a GPU build of ${family.id}` };
  return own.length > 0
    ? {
        status: 'unknown',
        reason: 'unknown-tag',
        family: family.id,
        detail: `tag ${tag} does not match how ${family.id} images encode CUDA (${own.map((e) => e.description).join('; ')})`,
      }
    : {
        status: 'unknown',
        reason: 'no-data',
        family: family.id,
        detail: `data/cuda-images.json has no CUDA encoding for ${family.id} images, and tag ${tag} names no cuNNN/cudaX.Y`,
      };
}
