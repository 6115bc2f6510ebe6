// Private images: `compat.images` in the config says how their tags encode CUDA.
//   compat:
//     images:
//       - { match: "registry.example.com/team/serving:*-cu124", cuda: "12.4", base: nvidia-cuda }
// `match` is a glob over `<repository>[:<tag>][@<digest>]`; the repository part is normalized
// like image references (docker.io default registry, library/ for official images), `*` stays
// inside one path segment and `**` crosses segments. Without `:tag` or `@digest` the entry
// matches every tag of the repository. First match wins; entries win over the built-in data.
import { imageGlob, type ImageGlob } from '../k8s/image-glob.js';
import { parseImage, splitReference, type ImageRef } from '../k8s/image.js';
import { own, ownArray, ownString } from '../k8s/values.js';

export interface CompatImageOverride {
  /** Position in `compat.images`, for messages (`compat.images[2]`). */
  index: number;
  match: string;
  cuda: string;
  base?: 'nvidia-cuda' | 'os';
  repository: ImageGlob;
  tag?: ImageGlob;
  digest?: ImageGlob;
}

export interface CompatConfig {
  images: CompatImageOverride[];
}

export const NO_COMPAT: CompatConfig = { images: [] };

const CUDA = /^[0-9]+\.[0-9]+(\.[0-9]+)?$/;

/** One entry of `compat.images` (already schema-validated when it comes from a file). */
export function compileOverride(match: string, cuda: string, base: string | undefined, index: number): CompatImageOverride | undefined {
  if (!match.trim() || !CUDA.test(cuda)) return undefined;
  const parts = splitReference(match);
  // A glob in the registry part (`*.example.com/...`) is kept as written; otherwise the
  // repository is normalized as the runtime resolves it (`team/x` -> docker.io/team/x).
  const repository = /[*?]/.test(parts.name.split('/')[0] ?? '') ? parts.name.toLowerCase() : parseImage(parts.name).normalized;
  return {
    index,
    match,
    cuda,
    base: base === 'nvidia-cuda' || base === 'os' ? base : undefined,
    repository: imageGlob(repository),
    tag: parts.tag !== undefined ? imageGlob(parts.tag) : undefined,
    digest: parts.digest !== undefined ? imageGlob(parts.digest) : undefined,
  };
}

/** `compat.images` of a config file as written (`config.raw`); malformed entries are skipped. */
export function compatConfig(raw: unknown): CompatConfig {
  const images: CompatImageOverride[] = [];
  ownArray(own(raw, 'compat'), 'images').forEach((entry, i) => {
    const match = ownString(entry, 'match');
    const cuda = ownString(entry, 'cuda');
    if (match === undefined || cuda === undefined) return;
    const compiled = compileOverride(match, cuda, ownString(entry, 'base'), i);
    if (compiled) images.push(compiled);
  });
  return images.length ? { images } : NO_COMPAT;
}

/** The first entry matching the image, if any. */
export function matchOverride(image: ImageRef, config: CompatConfig): CompatImageOverride | undefined {
  return config.images.find((o) => {
    if (!o.repository.test(image.normalized)) return false;
    if (o.tag && !(image.tag !== undefined && o.tag.test(image.tag))) return false;
    if (o.digest && !(image.digest !== undefined && o.digest.test(image.digest))) return false;
    return true;
  });
}

/**
 * The compat config a rule runs with. The engine does not hand `compat` to rules yet; once
 * RuleContext/CollectContext/InputRuleContext carry `compat: CompatConfig` (built once with
 * `compatConfig(config.raw)`), this picks it up without changing the rules.
 */
export function compatOf(ctx: object): CompatConfig {
  const compat = (ctx as { compat?: CompatConfig }).compat;
  return compat && Array.isArray(compat.images) ? compat : NO_COMPAT;
}
