// The first GPU request of an AI pod and where it is written: what the topology rules point at
// when a pool-level problem (kubelet policy) affects the pod.
import type { CollectContext, LocatedRange } from '../engine/rule.js';
import type { PodSpecView } from '../model/pods.js';
import { containerName } from '../model/naming.js';
import { own } from '../model/values.js';
import { placementInputOf, type PlacementInput } from './placement.js';

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
    placement: placementInputOf(pod),
    resource: g.resource,
    container: containerName(c),
    at: ctx.locate([...c.path, 'resources', where, g.resource]),
  };
}
