import type { JsonPath } from '../core/types.js';
import { isObject, ownObject, ownString, stringMap, type JsonObject } from './values.js';

/** One Kubernetes object of a document (a List contributes one per item). */
export interface ObjectView {
  apiVersion: string;
  kind: string;
  group: string;
  name?: string;
  /** `metadata.generateName`: how messages name an object without a name (`llama-eval-*`). */
  generateName?: string;
  namespace?: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  value: JsonObject;
  /** Path of the object inside its document: [] or ['items', i]. */
  path: JsonPath;
}

export function isKubernetesObject(value: unknown): value is JsonObject {
  return (
    isObject(value) &&
    typeof value.apiVersion === 'string' &&
    typeof value.kind === 'string' &&
    value.apiVersion !== '' &&
    value.kind !== ''
  );
}

export function objectView(value: JsonObject, path: JsonPath): ObjectView {
  const apiVersion = value.apiVersion as string;
  const slash = apiVersion.lastIndexOf('/');
  const metadata = ownObject(value, 'metadata');
  return {
    apiVersion,
    kind: value.kind as string,
    group: slash === -1 ? '' : apiVersion.slice(0, slash),
    name: ownString(metadata, 'name'),
    generateName: ownString(metadata, 'generateName'),
    namespace: ownString(metadata, 'namespace'),
    labels: stringMap(metadata?.labels),
    annotations: stringMap(metadata?.annotations),
    value,
    path,
  };
}

/** The objects of one document: the document itself, or the items of a `List`/`*List`. */
export function objectsOfDocument(value: unknown): { objects: ObjectView[]; skipped: boolean } {
  if (!isKubernetesObject(value)) return { objects: [], skipped: value !== null && value !== undefined };
  const items = value.items;
  if ((value.kind as string).endsWith('List') && Array.isArray(items)) {
    const objects: ObjectView[] = [];
    items.forEach((item, i) => {
      if (isKubernetesObject(item)) objects.push(objectView(item, ['items', i]));
    });
    return { objects, skipped: false };
  }
  return { objects: [objectView(value, [])], skipped: false };
}
