// Dynamic Resource Allocation claims of the input: which device classes a ResourceClaim or
// ResourceClaimTemplate asks for, so the pods that use it know whether they get GPUs.
import type { ObjectView } from './objects.js';
import type { DraClaims } from './pods.js';
import { isObject, own, ownArray, ownObject, ownString } from './values.js';

/** Records the device classes of a ResourceClaim or ResourceClaimTemplate; other objects are ignored. */
export function learnDraClaims(o: ObjectView, claims: DraClaims): void {
  if (o.group !== 'resource.k8s.io' || (o.kind !== 'ResourceClaim' && o.kind !== 'ResourceClaimTemplate')) return;
  const spec = o.kind === 'ResourceClaimTemplate' ? ownObject(ownObject(o.value, 'spec'), 'spec') : ownObject(o.value, 'spec');
  // resource.k8s.io/v1alpha2 (classic DRA) names a ResourceClass instead of device requests.
  const classic = ownString(spec, 'resourceClassName');
  const classes: string[] = classic ? [classic] : [];
  for (const request of ownArray(ownObject(spec, 'devices'), 'requests')) {
    const exactly = ownObject(request, 'exactly') ?? (isObject(request) ? request : undefined);
    const name = ownString(exactly, 'deviceClassName');
    if (name) classes.push(name);
    for (const alt of ownArray(request, 'firstAvailable')) {
      const altName = own(alt, 'deviceClassName');
      if (typeof altName === 'string') classes.push(altName);
    }
  }
  claims.set(`${o.namespace ?? ''}/${o.name ?? ''}`, classes);
}
