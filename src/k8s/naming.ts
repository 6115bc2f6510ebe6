// How messages name things the user wrote.
import type { ObjectView } from './objects.js';
import type { ContainerView, PodSpecView } from './pods.js';
import { ownString, untyped } from './values.js';

/** `container "vllm"`; inline containers (Argo `container`/`script`, KServe `predictor.model`) may have no name. */
export function containerLabel(pod: PodSpecView, c: ContainerView, kind = 'container'): string {
  if (c.name) return `${kind} "${c.name}"`;
  const key = String(c.path[c.path.length - 1]);
  const owner = ownString(untyped(pod.spec), 'name');
  return `the inline ${key === 'container' || key === 'script' ? '' : `${key} `}${kind}${owner ? ` of "${owner}"` : ''}`;
}

/** `container "vllm"`, or `the container` when it has no name (short form, no pod context). */
export function containerName(c: ContainerView): string {
  return c.name ? `container "${c.name}"` : 'the container';
}

/** `Deployment "vllm"`; `Deployment "(unnamed)"` when the object has no name. */
export function objectLabel(o: { kind: string; name?: string }): string {
  return `${o.kind} "${o.name ?? '(unnamed)'}"`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Which pod template of an object, when it has several: the role (`head`, `worker[1]` for the
 * second RayCluster worker group) or the replica key (`Worker`). undefined for a single template.
 */
export function templateLabel(object: ObjectView, pod: PodSpecView, all: readonly PodSpecView[]): string | undefined {
  if (all.length <= 1) return undefined;
  const rel = pod.path.slice(object.path.length).filter((s) => s !== 'spec' && s !== 'template');
  if (pod.role) {
    const index = rel.findLast((s) => typeof s === 'number');
    return index !== undefined && all.filter((p) => p.role === pod.role).length > 1 ? `${pod.role}[${index}]` : pod.role;
  }
  const last = rel[rel.length - 1];
  if (typeof last === 'number') return `${String(rel[rel.length - 2] ?? '')}[${last}]`;
  return last === undefined ? undefined : String(last);
}
