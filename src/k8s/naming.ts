// How messages name things the user wrote.
import type { ObjectView } from './objects.js';
import type { ContainerView, PodSpecView } from './pods.js';
import { ownString, untyped } from './values.js';

/**
 * `container "vllm"`. A container without a name is named as the user can find it (RULES.md
 * "Messages name things as the user wrote them"): by its path in the pod spec (`containers[0]`),
 * its Argo template (`template "evaluate"`, `the script of template "report"`), or its role and key
 * (`the predictor model container` for KServe `predictor.model`).
 */
export function containerLabel(pod: PodSpecView, c: ContainerView, kind = 'container'): string {
  if (c.name) return `${kind} "${c.name}"`;
  const key = c.path[c.path.length - 1];
  if (typeof key === 'number') return `${String(c.path[c.path.length - 2])}[${key}]`;
  if (key === 'container' || key === 'script') {
    const template = ownString(untyped(pod.spec), 'name');
    const owner = template ? `template "${template}"` : `the ${key} of ${lastSegments(pod.path)}`;
    if (!template) return owner;
    return key === 'container' ? owner : `the script of ${owner}`;
  }
  return `the ${pod.role ? `${pod.role} ` : ''}${String(key)} ${kind}`;
}

/** `containers[0]`, `template "evaluate"`: the last key of a path, with its index. */
function lastSegments(path: readonly (string | number)[]): string {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `${String(path[path.length - 2])}[${last}]` : String(last);
}

/** How messages call a container of this kind: `container`, `init container`, `sidecar container`. */
export function containerKind(c: ContainerView): string {
  return c.kind === 'init'
    ? 'init container'
    : c.kind === 'sidecar'
      ? 'sidecar container'
      : c.kind === 'ephemeral'
        ? 'ephemeral container'
        : 'container';
}

/** `container "vllm"`, or the container's path when it has no name (short form, no pod context). */
export function containerName(c: ContainerView): string {
  if (c.name) return `container "${c.name}"`;
  const key = c.path[c.path.length - 1];
  if (typeof key === 'number') return lastSegments(c.path);
  return key === 'container' ? 'the container' : `the ${String(key)} container`;
}

/** `Deployment "vllm"`; `Workflow "llama-eval-*"` for an object with only a generateName; `Job "(unnamed)"` otherwise. */
export function objectLabel(o: { kind: string; name?: string; generateName?: string }): string {
  if (o.name) return `${o.kind} "${o.name}"`;
  return `${o.kind} "${o.generateName ? `${o.generateName}*` : '(unnamed)'}"`;
}

/** The first letter in upper case, unless the text starts with a path (`containers[1]`), which stays as written. */
export function capitalize(s: string): string {
  const space = s.indexOf(' ');
  if (s.slice(0, space === -1 ? s.length : space).includes('[')) return s;
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
