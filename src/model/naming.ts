// How messages name things the user wrote.
import type { ContainerView, PodSpecView } from './pods.js';
import { ownString } from './values.js';

/** `container "vllm"`; inline containers (Argo `container`/`script`, KServe `predictor.model`) may have no name. */
export function containerLabel(pod: PodSpecView, c: ContainerView, kind = 'container'): string {
  if (c.name) return `${kind} "${c.name}"`;
  const key = String(c.path[c.path.length - 1]);
  const owner = ownString(pod.spec, 'name');
  return `the inline ${key === 'container' || key === 'script' ? '' : `${key} `}${kind}${owner ? ` of "${owner}"` : ''}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
