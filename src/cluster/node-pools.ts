// Node pools: declared in config or a --node-pools file, or grouped from Node objects. GPU facts
// come from explicit fields first, then GPU Feature Discovery, AMD and cloud labels; every fact
// remembers where it came from so messages can say why the linter believes it.
import { MIG_PREFIX } from '../k8s/gpu.js';
import { parseQuantity } from '../k8s/quantity.js';
import { isObject, own, ownArray, ownObject, ownString, stringMap } from '../k8s/values.js';
import {
  migProfileOfResource,
  productByGkeAccelerator,
  productByInstanceType,
  productByKarpenterName,
  productByLabel,
  type GpuProduct,
} from './gpu-products.js';

export type TaintEffect = 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';

export interface Taint {
  key: string;
  value?: string;
  effect: TaintEffect;
}

export interface GpuFacts {
  vendor?: 'nvidia' | 'amd';
  product?: GpuProduct;
  /** The label value the product was read from (or the explicit config value). */
  productName?: string;
  /** GPUs (or MIG devices under the single strategy) per node. */
  count?: number;
  memoryGiB?: number;
  /** Driver version as far as known: "535.104.05", "535.104" or "535". */
  driverVersion?: string;
  /** Highest CUDA version the driver supports (nvidia.com/cuda.runtime-version.*). */
  cudaRuntimeVersion?: string;
  migStrategy?: 'none' | 'single' | 'mixed';
  /** MIG devices per node by profile (mixed strategy), e.g. { "1g.10gb": 7 }. */
  migDevices?: Record<string, number>;
  sharing?: 'none' | 'time-slicing' | 'mps';
  gpusPerNumaNode?: number;
  /** Fact name -> where it came from (label, config field, instance type table). */
  sources: Record<string, string>;
}

export interface KubeletFacts {
  topologyManagerPolicy?: 'none' | 'best-effort' | 'restricted' | 'single-numa-node';
  cpuManagerPolicy?: 'none' | 'static';
  source?: string;
}

export interface NodePool {
  name: string;
  labels: Record<string, string>;
  /** Labels whose value differs between the nodes of a pool built from Node objects. */
  variableLabels: string[];
  taints: Taint[];
  runtime?: 'nvidia' | 'runc';
  gpu: GpuFacts;
  kubelet: KubeletFacts;
  /** Allocatable per node (cpu in cores, memory in bytes, extended resources in devices), when known. */
  allocatable: Record<string, number>;
  origin: 'config' | 'node-pools-file' | 'nodes';
  nodeNames?: string[];
}

const TAINT_EFFECTS = new Set(['NoSchedule', 'PreferNoSchedule', 'NoExecute']);

function toInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/** GPU facts that node labels state (GFD, AMD labeller, GKE, Karpenter, well-known instance types). */
export function gpuFactsFromLabels(labels: Record<string, string>): GpuFacts {
  const facts: GpuFacts = { sources: {} };
  const set = <K extends keyof GpuFacts>(key: K, value: GpuFacts[K] | undefined, source: string) => {
    if (value === undefined || facts[key] !== undefined) return;
    facts[key] = value;
    facts.sources[key] = source;
  };
  const nvidiaProduct = labels['nvidia.com/gpu.product'];
  if (nvidiaProduct) {
    set('vendor', 'nvidia', 'nvidia.com/gpu.product');
    set('productName', nvidiaProduct, 'nvidia.com/gpu.product');
    set('product', productByLabel(nvidiaProduct), 'nvidia.com/gpu.product');
  }
  const full = labels['nvidia.com/cuda.driver-version.full'];
  const parts = (prefix: string, rev: string) =>
    [labels[`${prefix}.major`], labels[`${prefix}.minor`], labels[`${prefix}.${rev}`]].filter((x): x is string => !!x).join('.');
  set('driverVersion', full || undefined, 'nvidia.com/cuda.driver-version.full');
  set(
    'driverVersion',
    parts('nvidia.com/cuda.driver-version', 'revision') || undefined,
    'nvidia.com/cuda.driver-version.major/minor/revision',
  );
  set('driverVersion', parts('nvidia.com/cuda.driver', 'rev') || undefined, 'nvidia.com/cuda.driver.major/minor/rev (deprecated labels)');
  const runtime =
    labels['nvidia.com/cuda.runtime-version.full'] ??
    [
      labels['nvidia.com/cuda.runtime-version.major'] ?? labels['nvidia.com/cuda.runtime.major'],
      labels['nvidia.com/cuda.runtime-version.minor'] ?? labels['nvidia.com/cuda.runtime.minor'],
    ]
      .filter(Boolean)
      .join('.');
  set('cudaRuntimeVersion', runtime || undefined, 'nvidia.com/cuda.runtime-version');
  set('count', toInt(labels['nvidia.com/gpu.count']), 'nvidia.com/gpu.count');
  const memoryMiB = toInt(labels['nvidia.com/gpu.memory']);
  set('memoryGiB', memoryMiB === undefined ? undefined : memoryMiB / 1024, 'nvidia.com/gpu.memory (MiB)');
  const strategy = labels['nvidia.com/mig.strategy'];
  set(
    'migStrategy',
    strategy === 'single' || strategy === 'mixed' || strategy === 'none' ? strategy : undefined,
    'nvidia.com/mig.strategy',
  );
  const migDevices: Record<string, number> = {};
  for (const [key, value] of Object.entries(labels)) {
    const m = /^nvidia\.com\/mig-([0-9]+g\.[0-9]+gb(?:\.[a-z]+)?)\.count$/.exec(key);
    const n = toInt(value);
    if (m && n !== undefined) migDevices[migProfileOfResource(m[1]!)] = n;
  }
  if (Object.keys(migDevices).length > 0) set('migDevices', migDevices, 'nvidia.com/mig-<profile>.count');
  const sharing = labels['nvidia.com/gpu.sharing-strategy'] ?? labels['cloud.google.com/gke-gpu-sharing-strategy'];
  set(
    'sharing',
    sharing === 'time-sharing' || sharing === 'time-slicing'
      ? 'time-slicing'
      : sharing === 'mps'
        ? 'mps'
        : sharing === 'none'
          ? 'none'
          : undefined,
    labels['nvidia.com/gpu.sharing-strategy'] ? 'nvidia.com/gpu.sharing-strategy' : 'cloud.google.com/gke-gpu-sharing-strategy',
  );

  const gke = labels['cloud.google.com/gke-accelerator'];
  if (gke) {
    set('vendor', 'nvidia', 'cloud.google.com/gke-accelerator');
    set('productName', gke, 'cloud.google.com/gke-accelerator');
    set('product', productByGkeAccelerator(gke), 'cloud.google.com/gke-accelerator');
    set('count', toInt(labels['cloud.google.com/gke-accelerator-count']), 'cloud.google.com/gke-accelerator-count');
    // GKE partitions MIG with the single strategy: pods request nvidia.com/gpu.
    if (labels['cloud.google.com/gke-gpu-partition-size']) set('migStrategy', 'single', 'cloud.google.com/gke-gpu-partition-size');
  }
  const karpenterName = labels['karpenter.k8s.aws/instance-gpu-name'];
  if (karpenterName) {
    const manufacturer = labels['karpenter.k8s.aws/instance-gpu-manufacturer'];
    set('vendor', manufacturer === 'amd' ? 'amd' : 'nvidia', 'karpenter.k8s.aws/instance-gpu-manufacturer');
    const mib = toInt(labels['karpenter.k8s.aws/instance-gpu-memory']);
    set('productName', karpenterName, 'karpenter.k8s.aws/instance-gpu-name');
    set('product', productByKarpenterName(karpenterName, mib), 'karpenter.k8s.aws/instance-gpu-name');
    set('count', toInt(labels['karpenter.k8s.aws/instance-gpu-count']), 'karpenter.k8s.aws/instance-gpu-count');
    set('memoryGiB', mib === undefined ? undefined : mib / 1024, 'karpenter.k8s.aws/instance-gpu-memory (MiB)');
  }
  const amdProduct = labels['amd.com/gpu.product-name'] ?? labels['beta.amd.com/gpu.product-name'];
  if (amdProduct || Object.keys(labels).some((k) => k.startsWith('amd.com/gpu') || k.startsWith('beta.amd.com/gpu'))) {
    set('vendor', 'amd', 'amd.com/gpu.* labels');
    if (amdProduct) {
      set('productName', amdProduct, 'amd.com/gpu.product-name');
      set('product', productByLabel(amdProduct), 'amd.com/gpu.product-name');
    }
  }
  const instanceType = labels['node.kubernetes.io/instance-type'] ?? labels['beta.kubernetes.io/instance-type'];
  const byInstance = instanceType ? productByInstanceType(instanceType) : undefined;
  if (byInstance) {
    set('vendor', byInstance.product.vendor, `node.kubernetes.io/instance-type ${instanceType}`);
    set('product', byInstance.product, `node.kubernetes.io/instance-type ${instanceType}`);
    set('count', byInstance.count, `node.kubernetes.io/instance-type ${instanceType}`);
  }
  if (facts.product) set('memoryGiB', facts.product.memoryGiB, `GPU product table (${facts.product.id})`);
  return facts;
}

/** Taints as written in config or a Node's spec; malformed entries are dropped. */
export function readTaints(value: unknown): Taint[] {
  const out: Taint[] = [];
  for (const t of Array.isArray(value) ? value : []) {
    const key = ownString(t, 'key');
    const effect = ownString(t, 'effect');
    if (key === undefined || !effect || !TAINT_EFFECTS.has(effect)) continue;
    const v = own(t, 'value');
    out.push({ key, value: v === undefined || v === null ? undefined : String(v), effect: effect as TaintEffect });
  }
  return out;
}

/** A pool from config (`nodePools[]`) or a --node-pools file: explicit `gpu:` fields win over labels. */
export function poolFromConfig(entry: unknown, origin: 'config' | 'node-pools-file'): NodePool {
  const labels = stringMap(own(entry, 'labels'));
  const gpu = gpuFactsFromLabels(labels);
  const explicit = ownObject(entry, 'gpu') ?? {};
  const put = <K extends keyof GpuFacts>(key: K, value: GpuFacts[K] | undefined, field: string) => {
    if (value === undefined) return;
    gpu[key] = value;
    gpu.sources[key] = `config ${field}`;
  };
  const vendor = ownString(explicit, 'vendor');
  put('vendor', vendor === 'nvidia' || vendor === 'amd' ? vendor : undefined, 'gpu.vendor');
  const productName = ownString(explicit, 'product');
  if (productName) {
    put('productName', productName, 'gpu.product');
    put('product', productByLabel(productName), 'gpu.product');
  }
  const num = (key: string) => (typeof own(explicit, key) === 'number' ? (own(explicit, key) as number) : undefined);
  put('count', num('count'), 'gpu.count');
  put('memoryGiB', num('memoryGiB'), 'gpu.memoryGiB');
  const driver = own(explicit, 'driverVersion');
  put('driverVersion', driver === undefined ? undefined : String(driver), 'gpu.driverVersion');
  const strategy = ownString(explicit, 'migStrategy');
  put('migStrategy', strategy === 'none' || strategy === 'single' || strategy === 'mixed' ? strategy : undefined, 'gpu.migStrategy');
  const mig = ownObject(explicit, 'migDevices');
  if (mig)
    put(
      'migDevices',
      Object.fromEntries(
        Object.entries(mig)
          .filter(([, n]) => typeof n === 'number')
          .map(([p, n]) => [migProfileOfResource(p.replace(/^nvidia\.com\/mig-/, '')), n as number]),
      ),
      'gpu.migDevices',
    );
  const sharing = ownString(explicit, 'sharing');
  put('sharing', sharing === 'none' || sharing === 'time-slicing' || sharing === 'mps' ? sharing : undefined, 'gpu.sharing');
  put('gpusPerNumaNode', num('gpusPerNumaNode'), 'gpu.gpusPerNumaNode');
  if (gpu.product && (!gpu.sources.memoryGiB || gpu.sources.memoryGiB.startsWith('GPU product table')))
    put(
      'memoryGiB',
      num('memoryGiB') ?? gpu.product.memoryGiB,
      num('memoryGiB') ? 'gpu.memoryGiB' : `GPU product table (${gpu.product.id})`,
    );
  const kubelet = ownObject(entry, 'kubelet');
  const runtime = ownString(entry, 'runtime');
  const allocatable: Record<string, number> = {};
  for (const [res, raw] of Object.entries(ownObject(entry, 'allocatable') ?? {})) {
    const q = parseQuantity(raw);
    if (q) allocatable[res] = q.value;
  }
  return {
    name: ownString(entry, 'name') ?? '(unnamed pool)',
    labels,
    variableLabels: [],
    taints: readTaints(own(entry, 'taints')),
    runtime: runtime === 'nvidia' || runtime === 'runc' ? runtime : undefined,
    gpu,
    kubelet: kubelet
      ? {
          topologyManagerPolicy: topologyPolicy(own(kubelet, 'topologyManagerPolicy')),
          cpuManagerPolicy: cpuPolicy(own(kubelet, 'cpuManagerPolicy')),
          source: `${origin === 'config' ? 'config' : '--node-pools file'} nodePools[${ownString(entry, 'name') ?? '?'}].kubelet`,
        }
      : {},
    allocatable,
    origin,
  };
}

const TOPOLOGY_POLICIES = new Set(['none', 'best-effort', 'restricted', 'single-numa-node']);

/** A topology manager policy as written; anything else (a template, a typo) is unknown. */
export function topologyPolicy(value: unknown): KubeletFacts['topologyManagerPolicy'] {
  return typeof value === 'string' && TOPOLOGY_POLICIES.has(value) ? (value as KubeletFacts['topologyManagerPolicy']) : undefined;
}

export function cpuPolicy(value: unknown): KubeletFacts['cpuManagerPolicy'] {
  return value === 'none' || value === 'static' ? value : undefined;
}

export interface NodeInfo {
  name: string;
  labels: Record<string, string>;
  taints: Taint[];
  allocatable: Record<string, number>;
}

/** What the linter keeps of a Node object. */
export function nodeInfo(value: unknown): NodeInfo {
  const metadata = ownObject(value, 'metadata');
  const allocatable: Record<string, number> = {};
  const status = ownObject(value, 'status');
  for (const [res, raw] of Object.entries(ownObject(status, 'allocatable') ?? ownObject(status, 'capacity') ?? {})) {
    const q = parseQuantity(raw);
    if (q) allocatable[res] = q.value;
  }
  return {
    name: ownString(metadata, 'name') ?? '(unnamed node)',
    labels: stringMap(own(metadata, 'labels')),
    taints: readTaints(own(ownObject(value, 'spec'), 'taints')),
    allocatable,
  };
}

const GPU_RELEVANT =
  /^(nvidia\.com\/|amd\.com\/|beta\.amd\.com\/|cloud\.google\.com\/gke-(accelerator|gpu|nodepool)|karpenter\.k8s\.aws\/instance-gpu|karpenter\.sh\/nodepool|eks\.amazonaws\.com\/nodegroup|node\.kubernetes\.io\/instance-type|agentpool|kubernetes\.azure\.com\/(agentpool|accelerator))/;
const PER_NODE = new Set(['nvidia.com/gfd.timestamp', 'kubernetes.io/hostname']);

/** Nodes with the same GPU-relevant labels and taints form one pool. */
export function poolsFromNodes(nodes: NodeInfo[]): NodePool[] {
  const groups = new Map<string, NodeInfo[]>();
  for (const node of nodes) {
    const relevant = Object.entries(node.labels)
      .filter(([k]) => GPU_RELEVANT.test(k) && !PER_NODE.has(k))
      .sort();
    const key = JSON.stringify([relevant, node.taints]);
    const list = groups.get(key) ?? [];
    list.push(node);
    groups.set(key, list);
  }
  return [...groups.values()].map((members) => {
    const first = members[0]!;
    const labels: Record<string, string> = {};
    const variable = new Set<string>();
    for (const [k, v] of Object.entries(first.labels)) {
      if (members.every((m) => m.labels[k] === v)) labels[k] = v;
      else variable.add(k);
    }
    for (const m of members) for (const k of Object.keys(m.labels)) if (!(k in labels)) variable.add(k);
    const gpu = gpuFactsFromLabels(labels);
    const allocatable: Record<string, number> = {};
    for (const res of new Set(members.flatMap((m) => Object.keys(m.allocatable)))) {
      // The least of the pool's nodes, folded: Math.min(...) of a large pool overflows the stack.
      allocatable[res] = members.reduce((least, m) => Math.min(least, m.allocatable[res] ?? 0), Number.POSITIVE_INFINITY);
    }
    if (gpu.count === undefined && allocatable['nvidia.com/gpu'] !== undefined) {
      gpu.count = allocatable['nvidia.com/gpu'];
      gpu.sources.count = 'status.allocatable nvidia.com/gpu';
    }
    if (gpu.count === undefined && allocatable['amd.com/gpu'] !== undefined) {
      gpu.count = allocatable['amd.com/gpu'];
      gpu.vendor ??= 'amd';
      gpu.sources.count = 'status.allocatable amd.com/gpu';
    }
    const migDevices = Object.fromEntries(
      Object.entries(allocatable)
        .filter(([r]) => r.startsWith(MIG_PREFIX))
        .map(([r, n]) => [migProfileOfResource(r.slice(MIG_PREFIX.length)), n]),
    );
    if (!gpu.migDevices && Object.keys(migDevices).length > 0) {
      gpu.migDevices = migDevices;
      gpu.sources.migDevices = 'status.allocatable nvidia.com/mig-*';
    }
    const name =
      labels['cloud.google.com/gke-nodepool'] ??
      labels['karpenter.sh/nodepool'] ??
      labels['eks.amazonaws.com/nodegroup'] ??
      labels['agentpool'] ??
      (members.length === 1 ? first.name : `${first.name} (+${members.length - 1} nodes)`);
    return {
      name,
      labels,
      variableLabels: [...variable],
      taints: first.taints,
      gpu,
      kubelet: {},
      allocatable,
      origin: 'nodes' as const,
      nodeNames: members.map((m) => m.name),
    };
  });
}

/** Reads a --node-pools file's documents: `nodePools:`, a list of pools, or Node objects / a NodeList. */
export function poolsFromDocuments(values: unknown[]): { pools: NodePool[]; nodes: NodeInfo[] } {
  const pools: NodePool[] = [];
  const nodes: NodeInfo[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    if (value.kind === 'Node') return void nodes.push(nodeInfo(value));
    if (typeof value.kind === 'string' && value.kind.endsWith('List')) return ownArray(value, 'items').forEach(visit);
    if (Array.isArray(value.nodePools)) return value.nodePools.forEach((p) => pools.push(poolFromConfig(p, 'node-pools-file')));
    if (typeof value.name === 'string') pools.push(poolFromConfig(value, 'node-pools-file'));
  };
  values.forEach(visit);
  return { pools, nodes };
}

/**
 * A pool with GPUs: GPU facts are known (vendor, count, product, or a MIG strategy or devices).
 * `gpu: {count: 0}` without MIG facts is how config marks a CPU pool.
 */
export function isGpuPool(pool: NodePool): boolean {
  const g = pool.gpu;
  const mig = g.migStrategy !== undefined || g.migDevices !== undefined;
  // No whole GPU, but MIG devices: still a GPU pool (every GPU is partitioned).
  if (g.count === 0) return mig;
  return mig || g.vendor !== undefined || g.count !== undefined || g.product !== undefined;
}
