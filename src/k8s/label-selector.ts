// Label selectors (matchLabels, matchExpressions In/NotIn/Exists/DoesNotExist) against the labels
// of a pod template, and what counts as a pod's labels and namespace.
import type { PodSpecView } from './pods.js';
import { isObject, isPlaceholder, own, stringMap } from './values.js';

/**
 * Label keys controllers add to the pods they create: a selector may use them although the
 * template does not carry them, so requirements on these keys count as satisfied.
 */
export const CONTROLLER_LABEL_PREFIXES = [
  'leaderworkerset.sigs.k8s.io/',
  'ray.io/',
  'serving.kserve.io/',
  'serving.knative.dev/',
  'statefulset.kubernetes.io/',
  'apps.kubernetes.io/',
  'batch.kubernetes.io/',
  'jobset.sigs.k8s.io/',
  'training.kubeflow.org/',
  'pod-template-hash',
  'controller-revision-hash',
  'controller-uid',
  'job-name',
];

export function isControllerLabel(key: string): boolean {
  return CONTROLLER_LABEL_PREFIXES.some((p) => key.startsWith(p));
}

/** Objects without a namespace are in `default` (for matching across objects). */
export function namespaceOf(o: { namespace?: string }): string {
  return o.namespace ?? 'default';
}

/** The pods' own labels: the template's, a bare Pod's; undefined when a controller sets them (KServe predictor). */
export function podLabelsOf(pod: PodSpecView): Record<string, string> | undefined {
  if (pod.templateMetadata) return stringMap(own(pod.templateMetadata, 'labels'));
  if (pod.object.kind === 'Pod' && pod.object.group === '') return pod.object.labels;
  // A pod template without metadata has no labels of its own (the controller may add some).
  if (pod.path[pod.path.length - 1] === 'spec' && pod.path[pod.path.length - 2] === 'template') return {};
  return undefined;
}

export interface SelectorOptions {
  /** What an empty selector (`{}`) selects: everything (policy/v1 PDB) or nothing (policy/v1beta1). */
  emptySelectsAll: boolean;
  /**
   * What an unreadable selector or requirement (placeholder, wrong type, unknown operator) means.
   * Default true: rules that warn about missing protection must not claim pods are unprotected when
   * they cannot tell; rules that warn about what a selector does catch (webhooks) pass false.
   */
  unreadableMatches?: boolean;
}

/**
 * Whether a selector can select pods with these labels. A null selector selects nothing; anything
 * the linter cannot read (placeholders, wrong types, unknown operators, controller-set labels,
 * labels unknown because a controller sets them) counts as a match, so rules built on this never
 * claim pods are unprotected when they cannot tell.
 */
export function selectorMatches(
  selector: unknown,
  labels: Record<string, string> | undefined,
  options: SelectorOptions = { emptySelectsAll: true },
): boolean {
  const unreadable = options.unreadableMatches ?? true;
  if (selector === undefined || selector === null) return false;
  if (!isObject(selector)) return unreadable;
  const matchLabels = own(selector, 'matchLabels');
  const expressions = own(selector, 'matchExpressions');
  const empty =
    (matchLabels == null || (isObject(matchLabels) && Object.keys(matchLabels).length === 0)) &&
    (expressions == null || (Array.isArray(expressions) && expressions.length === 0));
  if (empty) return options.emptySelectsAll;
  if (labels === undefined) return true;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(labels, key);
  const known = (key: string) => !isControllerLabel(key) && !isPlaceholder(key) && !isPlaceholder(labels[key]);
  if (matchLabels != null) {
    if (!isObject(matchLabels)) return unreadable;
    for (const [key, want] of Object.entries(matchLabels)) {
      if (!known(key) || isPlaceholder(want)) {
        if (!unreadable) return false;
        continue;
      }
      if (!has(key) || labels[key] !== String(want)) return false;
    }
  }
  if (expressions != null) {
    if (!Array.isArray(expressions)) return unreadable;
    for (const e of expressions) {
      const key = own(e, 'key');
      const operator = own(e, 'operator');
      const values = own(e, 'values');
      const list = Array.isArray(values) ? values : [];
      if (
        typeof key !== 'string' ||
        typeof operator !== 'string' ||
        !known(key) ||
        list.some(isPlaceholder) ||
        !['In', 'NotIn', 'Exists', 'DoesNotExist'].includes(operator)
      ) {
        if (!unreadable) return false;
        continue;
      }
      const inList = has(key) && list.some((v) => String(v) === labels[key]);
      if (operator === 'In' && !inList) return false;
      if (operator === 'NotIn' && inList) return false;
      if (operator === 'Exists' && !has(key)) return false;
      if (operator === 'DoesNotExist' && has(key)) return false;
    }
  }
  return true;
}
