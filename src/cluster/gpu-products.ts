// GPU product facts (data/gpu-products.json): how nodes name a GPU, its memory, class and MIG profiles.
import table from '../../data/gpu-products.json' with { type: 'json' };

export interface MigProfile {
  profile: string;
  memoryGB: number;
  maxInstances: number;
}

export interface GpuProduct {
  id: string;
  vendor: 'nvidia' | 'amd';
  architecture: string;
  memoryGiB: number;
  class: 'datacenter' | 'workstation' | 'consumer';
  productLabels: string[];
  gkeAccelerators?: string[];
  karpenterGpuNames?: string[];
  instanceTypes?: Record<string, number>;
  mig?: { profiles: MigProfile[]; source: string; verified: boolean };
  source: string;
  verified: boolean;
}

export const GPU_PRODUCTS = table.products as GpuProduct[];

let compiled: { product: GpuProduct; patterns: RegExp[] }[] | undefined;

/** `NVIDIA-A100-SXM4-80GB-MIG-1g.10gb` -> `A100-SXM4-80GB`; `Tesla-T4-SHARED` -> `T4`. */
export function normalizeProductLabel(label: string): string {
  return label
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '-')
    .replace(/-SHARED$/, '')
    .replace(/-MIG-[0-9]+G\.[0-9]+GB.*$/, '')
    .replace(/^(NVIDIA-|TESLA-)+/, '')
    .replace(/^(NVIDIA-|TESLA-)+/, '');
}

/** The product a `nvidia.com/gpu.product` (or AMD product-name) label names, if known. */
const byLabel = new Map<string, GpuProduct | undefined>();

/** Memoized: pods pin, and pools declare, the same few product labels over and over. */
export function productByLabel(label: string): GpuProduct | undefined {
  if (byLabel.has(label)) return byLabel.get(label);
  compiled ??= GPU_PRODUCTS.map((product) => ({ product, patterns: product.productLabels.map((p) => new RegExp(p)) }));
  const normalized = normalizeProductLabel(label);
  const product = compiled.find((c) => c.patterns.some((p) => p.test(normalized)))?.product;
  // Bounded: labels come from manifests and node lists, which a long-lived process (the language server) keeps reading.
  if (byLabel.size < 10_000) byLabel.set(label, product);
  return product;
}

export function productByGkeAccelerator(accelerator: string): GpuProduct | undefined {
  return GPU_PRODUCTS.find((p) => p.gkeAccelerators?.includes(accelerator.trim().toLowerCase()));
}

/** Karpenter names both A100 sizes `a100`; the GPU memory (MiB) tells them apart. */
export function productByKarpenterName(name: string, memoryMiB?: number): GpuProduct | undefined {
  const candidates = GPU_PRODUCTS.filter(
    (p) => p.karpenterGpuNames?.includes(name.trim().toLowerCase()) || p.id.toLowerCase().startsWith(`${name.trim().toLowerCase()}-`),
  );
  if (memoryMiB !== undefined) {
    const gib = memoryMiB / 1024;
    const sized = candidates.find((p) => Math.abs(p.memoryGiB - gib) <= p.memoryGiB * 0.1);
    if (sized) return sized;
  }
  return candidates.length === 1 ? candidates[0] : candidates.find((p) => p.karpenterGpuNames?.includes(name.trim().toLowerCase()));
}

export function productByInstanceType(instanceType: string): { product: GpuProduct; count: number } | undefined {
  for (const product of GPU_PRODUCTS) {
    const count = product.instanceTypes?.[instanceType.trim()];
    if (count !== undefined) return { product, count };
  }
  return undefined;
}

/** MIG resource name suffix (`1g.10gb.me`) back to the profile (`1g.10gb+me`). */
export function migProfileOfResource(suffix: string): string {
  return suffix.replace(/^([0-9]+g\.[0-9]+gb)\.(.+)$/, '$1+$2');
}

export function findMigProfile(product: GpuProduct, profile: string): MigProfile | undefined {
  return product.mig?.profiles.find((p) => p.profile === profile);
}
