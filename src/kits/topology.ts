// The first GPU request of an AI pod and where it is written: what the topology rules point at
// when a pool-level problem (kubelet policy) affects the pod.
import type { ObjectSummary } from '../engine/object-index.js';
import type { CollectContext } from '../engine/rule.js';
import type { LocatedRange } from '../core/types.js';
import type { KubeletDocument } from '../cluster/model.js';
import { isGpuPool, type NodePool } from '../cluster/node-pools.js';
import type { PodSpecView } from '../k8s/pods.js';
import { containerName } from '../k8s/naming.js';
import { own } from '../k8s/values.js';
import type { PlacementInput } from '../cluster/placement.js';
import { placementOf } from './placement.js';
import { cacheSlot, STRINGS } from '../core/run-cache.js';
import { keptList } from '../core/kept.js';
import { memo } from '../core/memo.js';

export interface GpuPodFact {
  kind: 'pod';
  placement: PlacementInput;
  resource: string;
  container: string;
  at?: LocatedRange;
}

export function gpuPodFact(pod: PodSpecView, ctx: CollectContext<unknown>): GpuPodFact | undefined {
  if (!pod.workload.ai) return undefined;
  const c = pod.containers.find((x) => x.hasGpu && x.kind !== 'ephemeral');
  const g = c?.gpu.find((x) => x.count !== 0);
  if (!c || !g) return undefined;
  const where = own(c.limits, g.resource) !== undefined ? 'limits' : 'requests';
  return {
    kind: 'pod',
    placement: placementOf(pod, ctx),
    resource: g.resource,
    container: ctx.run.get(STRINGS).intern(containerName(c)),
    at: ctx.anchor([...c.path, 'resources', where, g.resource]),
  };
}

/** The pod facts of an object's templates, by its list of pods: two rules keep the same ones. */
const POD_FACTS = cacheSlot('topology-pod-facts', () => new WeakMap<readonly PodSpecView[], readonly GpuPodFact[]>());

/** gpuPodFact of every pod template of an object, made once for the rules that keep them. */
export function gpuPodFacts(pods: readonly PodSpecView[], ctx: CollectContext<unknown>): readonly GpuPodFact[] {
  return memo(ctx.run.get(POD_FACTS), pods, () => {
    const out: GpuPodFact[] = [];
    for (const pod of pods) {
      const fact = gpuPodFact(pod, ctx);
      if (fact) out.push(fact);
    }
    return keptList(out);
  });
}

export interface KubeletScope {
  doc?: KubeletDocument;
  /** The pool the document names, when one of `pools` has that name. */
  named?: NodePool;
  /** The document's pool has GPUs; for a document naming no pool: the input has GPU pods or GPU pools. */
  concernsGpus: boolean;
}

/** What a KubeletConfiguration object of the input configures, as the topology rules judge it. */
export function kubeletScope(
  object: ObjectSummary,
  pools: readonly NodePool[],
  documents: readonly KubeletDocument[],
  gpuWork: boolean,
): KubeletScope {
  const doc = documents.find((d) => d.object === object);
  const named = pools.find((p) => doc?.name !== undefined && p.name === doc.name);
  return { doc, named, concernsGpus: named ? isGpuPool(named) : gpuWork || pools.some(isGpuPool) };
}

/** The pool's kubelet settings come from a KubeletConfiguration of the input (which gets the finding itself). */
export function kubeletFromDocument(pool: NodePool, documents: readonly KubeletDocument[]): boolean {
  return documents.some((d) => d.facts === pool.kubelet);
}
