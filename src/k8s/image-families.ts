import table from '../../data/image-families.json' with { type: 'json' };
import type { ImageRef } from './image.js';
import { imageGlob, type ImageGlob } from './image-glob.js';

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
  source: string;
}

interface CompiledFamily {
  family: ImageFamily;
  patterns: ImageGlob[];
  gpuTag?: RegExp;
}

const compiled: CompiledFamily[] = (table.families as ImageFamily[]).map((family) => ({
  family,
  patterns: family.match.map(imageGlob),
  gpuTag: family.gpuTag ? new RegExp(family.gpuTag) : undefined,
}));

const byRepository = new Map<string, ImageFamily | null>();

/** The family of an image's repository; memoized, since a repository recurs across a repository's manifests. */
export function imageFamily(image: ImageRef): ImageFamily | undefined {
  let family = byRepository.get(image.normalized);
  if (family === undefined) {
    family = compiled.find((c) => c.patterns.some((p) => p.test(image.normalized)))?.family ?? null;
    if (byRepository.size < 10_000) byRepository.set(image.normalized, family);
  }
  return family ?? undefined;
}

/** Whether the image is a CUDA/ROCm image that is only useful with a GPU. */
export function imageNeedsGpu(image: ImageRef, family: ImageFamily | undefined): boolean {
  if (!family || family.role === 'infrastructure') return false;
  if (family.needsGpu) return true;
  const c = compiled.find((x) => x.family === family);
  return !!(c?.gpuTag && image.tag && c.gpuTag.test(image.tag));
}

export function isPytorchBased(family: ImageFamily | undefined): boolean {
  return !!family?.stack?.includes('pytorch');
}
