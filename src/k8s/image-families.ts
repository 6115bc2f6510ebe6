import table from '../../data/image-families.json' with { type: 'json' };
import type { ImageRef } from './image.js';
import { imageGlob, type ImageGlob } from './image-glob.js';
import { BoundedMap, memo } from '../core/memo.js';

export interface ImageFamily {
  id: string;
  match: string[];
  vendor: 'nvidia' | 'amd' | 'none';
  /** CUDA/ROCm image that only makes sense with a GPU; `gpuTag` says so for tags of CPU/GPU families. */
  needsGpu?: boolean;
  gpuTag?: string;
  base?: 'nvidia-cuda' | 'os' | 'rocm';
  stack?: string[];
  framework?: string;
  serving?: boolean;
  notebook?: boolean;
  role?: 'infrastructure';
  /**
   * The same images under any registry or mirror prefix: the last path segments of the repository
   * (`vllm/vllm-openai`; `*` stays inside a segment, so `*text-generation-inference*` is a name
   * inside a longer one). Tried after every family's `match`, the pattern naming the most segments first.
   */
  mirrors?: string[];
  /** Regular expression over the tag: matching tags are client or SDK images of the family (Triton `-sdk`), not servers. */
  clientTag?: string;
  source: string;
}

interface CompiledFamily {
  family: ImageFamily;
  patterns: ImageGlob[];
  gpuTag?: RegExp;
  clientTag?: RegExp;
}

const families = table.families as ImageFamily[];

const compiled: CompiledFamily[] = families.map((family) => ({
  family,
  patterns: family.match.map(imageGlob),
  gpuTag: family.gpuTag ? new RegExp(family.gpuTag) : undefined,
  clientTag: family.clientTag ? new RegExp(family.clientTag) : undefined,
}));

/** Mirror patterns of every family, one glob per path segment, the most segments first (stable within a count). */
const mirrors: { family: ImageFamily; segments: ImageGlob[] }[] = families
  .flatMap((family) => (family.mirrors ?? []).map((pattern) => ({ family, segments: pattern.split('/').map(imageGlob) })))
  .sort((a, b) => b.segments.length - a.segments.length);

/** The last path segments of `name` (registry/repository) match the pattern's segments one by one. */
function endsWith(name: string[], segments: ImageGlob[]): boolean {
  const offset = name.length - segments.length;
  // At least one segment before the pattern: the registry.
  return offset >= 1 && segments.every((glob, i) => glob.test(name[offset + i]!));
}

/** Bounded: a long-lived process (the language server) keeps reading manifests. */
const byRepository = new BoundedMap<string, ImageFamily | undefined>(10_000);

/** The family of an image's repository; memoized, since a repository recurs across a repository's manifests. */
export function imageFamily(image: ImageRef): ImageFamily | undefined {
  return memo(byRepository, image.normalized, familyOfRepository);
}

function familyOfRepository(name: string): ImageFamily | undefined {
  return compiled.find((c) => c.patterns.some((p) => p.test(name)))?.family ?? mirrorFamily(name);
}

function mirrorFamily(name: string): ImageFamily | undefined {
  if (mirrors.length === 0) return undefined;
  const parts = name.split('/');
  return mirrors.find((m) => endsWith(parts, m.segments))?.family;
}

/** A client or SDK image of a serving family (Triton `-sdk` tags): it runs no server and needs no GPU. */
export function isClientImage(image: ImageRef, family: ImageFamily | undefined): boolean {
  const c = family && compiled.find((x) => x.family === family);
  return !!(c?.clientTag && image.tag && c.clientTag.test(image.tag));
}

/** Whether the image is a CUDA/ROCm image that is only useful with a GPU. */
export function imageNeedsGpu(image: ImageRef, family: ImageFamily | undefined): boolean {
  if (!family || family.role === 'infrastructure' || isClientImage(image, family)) return false;
  if (family.needsGpu) return true;
  const c = compiled.find((x) => x.family === family);
  return !!(c?.gpuTag && image.tag && c.gpuTag.test(image.tag));
}

export function isPytorchBased(family: ImageFamily | undefined): boolean {
  return !!family?.stack?.includes('pytorch');
}
