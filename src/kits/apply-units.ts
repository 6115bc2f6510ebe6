// How cross-object findings speak of apply units (RULES.md "Apply unit": findings that relate
// objects say which unit they were related in).
import type { ObjectSummary } from '../engine/object-index.js';

/** The apply unit of an object, for messages: `apply unit deploy/serving/`. */
export function unitName(o: Pick<ObjectSummary, 'unit'>): string {
  return `apply unit ${o.unit.label}`;
}
