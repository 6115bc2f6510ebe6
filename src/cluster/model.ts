// The cluster the manifests land on: node pools from config (and per-path overrides), a
// --node-pools file, and Node / KubeletConfiguration objects found in the input.
import type { ResolvedConfig } from '../config/types.js';
import { matchesAny } from '../core/globs.js';
import type { Range } from '../core/types.js';
import type { ObjectView } from '../k8s/objects.js';
import { own, ownString } from '../k8s/values.js';
import {
  cpuPolicy,
  isGpuPool,
  nodeInfo,
  poolFromConfig,
  poolsFromDocuments,
  poolsFromNodes,
  topologyPolicy,
  type KubeletFacts,
  type NodeInfo,
  type NodePool,
} from './node-pools.js';
import { memo } from '../core/memo.js';

export interface KubeletDocument {
  /** metadata.name; when it equals a pool's name the document applies to that pool only. */
  name?: string;
  facts: KubeletFacts;
  /** The document's entry in the linter's object index (compared by identity), so rules find it from their collected facts. */
  object: KubeletSource;
}

/** Where a KubeletConfiguration document is: what the model needs of the object index's entry. */
export interface KubeletSource {
  file: string;
  range: Range;
}

export class ClusterModel {
  private readonly basePools: NodePool[];
  private readonly filePools: NodePool[];
  private readonly nodes: NodeInfo[] = [];
  readonly kubeletDocuments: KubeletDocument[] = [];
  private built: NodePool[] | undefined;
  private readonly byOverride = new Map<number, NodePool[]>();

  constructor(
    private readonly config: ResolvedConfig,
    nodePoolDocuments: unknown[] = [],
  ) {
    this.basePools = (Array.isArray(config.raw.nodePools) ? config.raw.nodePools : []).map((p) => poolFromConfig(p, 'config'));
    const fromFile = poolsFromDocuments(nodePoolDocuments);
    this.filePools = fromFile.pools;
    // A loop, not push(...nodes): a dump of 125k+ nodes would overflow the stack as arguments.
    for (const node of fromFile.nodes) this.nodes.push(node);
  }

  /** What an object of the input says about the cluster: a Node, or a KubeletConfiguration (at `source`). */
  learn(object: ObjectView, source: KubeletSource): void {
    if (object.group === '' && object.kind === 'Node') this.addNode(nodeInfo(object.value));
    else if (object.group === 'kubelet.config.k8s.io' && object.kind === 'KubeletConfiguration')
      this.addKubeletConfiguration(object.value, source);
  }

  addNode(node: NodeInfo): void {
    this.nodes.push(node);
    this.built = undefined;
  }

  addKubeletConfiguration(value: unknown, object: KubeletSource): void {
    const { file, range } = object;
    // Absent means the kubelet default (none); a value we cannot read stays unknown.
    const rawPolicy = own(value, 'topologyManagerPolicy');
    const rawCpu = own(value, 'cpuManagerPolicy');
    this.kubeletDocuments.push({
      name: ownString((value as Record<string, unknown>).metadata, 'name'),
      facts: {
        topologyManagerPolicy: rawPolicy === undefined ? 'none' : topologyPolicy(rawPolicy),
        cpuManagerPolicy: rawCpu === undefined ? 'none' : cpuPolicy(rawCpu),
        source: `KubeletConfiguration in ${file}:${range.start.line}`,
      },
      object,
    });
    this.built = undefined;
  }

  /** Kubelet documents apply to the pool they name, else to every GPU pool without an explicit `kubelet:`. */
  private withKubelet(pools: NodePool[]): NodePool[] {
    if (this.kubeletDocuments.length === 0) return pools;
    return pools.map((pool) => {
      const named = this.kubeletDocuments.find((d) => d.name === pool.name);
      const general = this.kubeletDocuments.find((d) => !d.name || !pools.some((p) => p.name === d.name));
      const doc = named ?? (pool.kubelet.source === undefined && isGpuPool(pool) ? general : undefined);
      return doc ? { ...pool, kubelet: doc.facts } : pool;
    });
  }

  /** The pools manifests in `file` are simulated against (an override's pools replace the base ones). */
  /** The override whose nodePools a file takes (-1: none), per file: rules ask per object. */
  private readonly overrideOf = new Map<string, number>();

  poolsFor(file: string): NodePool[] {
    const overrideIndex = memo(this.overrideOf, file, () =>
      this.config.overrides.findIndex((o) => o.nodePools && matchesAny(file, o.files)),
    );
    if (overrideIndex !== -1) {
      return memo(this.byOverride, overrideIndex, (i) =>
        this.withKubelet(this.config.overrides[i]!.nodePools!.map((p) => poolFromConfig(p, 'config'))),
      );
    }
    this.built ??= this.withKubelet([...this.basePools, ...this.filePools, ...poolsFromNodes(this.nodes)]);
    return this.built;
  }
}
