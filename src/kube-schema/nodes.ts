// The schema of a value, as the schema family checks it: one small tree shape shared by the
// built-in kinds (data/k8s-schemas.json, src/kube-schema/core.ts) and by custom resources (the
// openAPIV3Schema of their CRD, src/kube-schema/crd.ts).
import { memo } from '../core/memo.js';

export type ScalarType = 'string' | 'integer' | 'number' | 'boolean' | 'quantity' | 'int-or-string' | 'time' | 'byte';

export interface ScalarNode {
  kind: 'scalar';
  type: ScalarType;
  /** Allowed values (strings for the built-in kinds; any JSON scalar for CRDs). */
  enum?: readonly unknown[];
}

/** Anything goes (RawExtension, free-form JSON, `x-kubernetes-preserve-unknown-fields` without a type). */
export interface AnyNode {
  kind: 'any';
}

export interface ArrayNode {
  kind: 'array';
  items: SchemaNode;
}

/** A mapping with free keys (labels, resources.limits, additionalProperties). */
export interface MapNode {
  kind: 'map';
  values: SchemaNode;
}

/** A mapping with named fields. */
export interface ObjectNode {
  kind: 'object';
  /** What messages call it: the definition's short name (Container) or the CRD's kind. */
  name: string;
  fields(): ReadonlyMap<string, SchemaNode>;
  /** Unknown fields are kept (`x-kubernetes-preserve-unknown-fields`). */
  open: boolean;
  /**
   * An embedded object (`x-kubernetes-embedded-resource`, or a custom resource's root):
   * apiVersion and kind are strings and metadata is an ObjectMeta even when not listed.
   */
  embedded?: boolean;
}

export type SchemaNode = ScalarNode | AnyNode | ArrayNode | MapNode | ObjectNode;

export const ANY: AnyNode = { kind: 'any' };

const scalars = new Map<ScalarType, ScalarNode>();
export function scalar(type: ScalarType): ScalarNode {
  return memo(scalars, type, () => ({ kind: 'scalar', type }));
}

/** An object node whose fields are known up front. */
export function objectNode(name: string, fields: ReadonlyMap<string, SchemaNode>, open = false, embedded = false): ObjectNode {
  return { kind: 'object', name, fields: () => fields, open, ...(embedded ? { embedded } : {}) };
}
