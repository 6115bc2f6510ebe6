// Where a Helm values file sets a value: the key of a `.Values` path, as a template reads it.
import type { JsonPath } from '../core/types.js';
import { loadYaml } from './load.js';
import { keyLocationOf, type KeyLocation } from './key-location.js';

export type ValueLocator = (valuesPath: readonly string[]) => KeyLocation | undefined;

/**
 * The key in `valuesText` (a values.yaml) that sets `valuesPath` (['gpu', 'count'] for
 * `.Values.gpu.count`), or undefined when the file does not set it, so the caller can go on to
 * the next values file. A segment of digits indexes a list (paths below a `toYaml` may go
 * through one). Only the file's first document counts, as in Helm.
 */
export function locateValue(valuesText: string, valuesPath: readonly string[]): KeyLocation | undefined {
  return valuesLocator(valuesText)(valuesPath);
}

/** locateValue with the file read once, for many lookups in one values file. */
export function valuesLocator(valuesText: string): ValueLocator {
  const file = loadYaml(valuesText);
  const doc = file.documents[0];
  return (valuesPath) => {
    // Helm takes values only from a mapping.
    if (!doc || valuesPath.length === 0 || typeof doc.value !== 'object' || doc.value === null || Array.isArray(doc.value))
      return undefined;
    const path: (string | number)[] = [];
    let value: unknown = doc.value;
    for (const segment of valuesPath) {
      if (Array.isArray(value) && isIndex(segment) && Number(segment) < value.length) {
        path.push(Number(segment));
        value = value[Number(segment)];
      } else if (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.prototype.hasOwnProperty.call(value, segment)
      ) {
        path.push(segment);
        value = (value as Record<string, unknown>)[segment];
      } else return undefined;
    }
    const range = doc.locate(path as JsonPath, (o) => file.lines.lineEnd(o));
    return range?.exact ? keyLocationOf(file, range) : undefined;
  };
}

function isIndex(segment: string): boolean {
  if (segment.length === 0 || segment.length > 9) return false;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
