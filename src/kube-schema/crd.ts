// The openAPIV3Schema of a CustomResourceDefinition in the input, compiled into a schema tree
// (src/kube-schema/nodes.ts) while the CRD's file is linted, so that custom resources can be checked
// after the last file. What is kept is small: types, fields, enums and the x-kubernetes flags;
// descriptions, examples and CEL rules are dropped, and identical sub-schemas are shared (a CRD
// that embeds a PodSpec ten times keeps it once).
import { crdFact, type CrdFact } from '../k8s/api-groups.js';
import type { ObjectView } from '../k8s/objects.js';
import { isObject, own, ownObject, type JsonObject } from '../k8s/values.js';
import { ANY, scalar, type ObjectNode, type SchemaNode } from './nodes.js';

/** The pattern controller-gen gives resource.Quantity fields (checked with parseQuantity, not as a regular expression). */
const QUANTITY_PATTERN =
  '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$';

/** Caps on what one CRD version may cost: a hostile schema compiles to "anything" past them. */
const MAX_SCHEMA_DEPTH = 64;
const MAX_SCHEMA_NODES = 50_000;

export interface CompiledCrd {
  crd: CrdFact['crd'];
  /**
   * `spec.preserveUnknownFields: true` (the v1beta1 default): the API server keeps unknown
   * fields, so they are not reported.
   */
  preserveUnknownFields: boolean;
  /** The root schema per version name; missing: the version has no schema (anything goes). */
  schemas: Map<string, ObjectNode>;
}

export function compileCrd(object: ObjectView): CompiledCrd | undefined {
  const fact = crdFact(object);
  if (!fact) return undefined;
  const spec = ownObject(object.value, 'spec');
  const v1beta1 = object.apiVersion === 'apiextensions.k8s.io/v1beta1';
  const preserve = own(spec, 'preserveUnknownFields');
  const schemas = new Map<string, ObjectNode>();
  const compiler = new Compiler(fact.crd.kind);
  // v1beta1: one schema for every version (spec.validation), unless a version has its own.
  const shared = ownObject(ownObject(spec, 'validation'), 'openAPIV3Schema');
  const versions = own(spec, 'versions');
  if (Array.isArray(versions)) {
    for (const v of versions) {
      const name = own(v, 'name');
      if (typeof name !== 'string') continue;
      const schema = ownObject(ownObject(v, 'schema'), 'openAPIV3Schema') ?? shared;
      if (schema) schemas.set(name, compiler.root(schema));
    }
  } else {
    const single = own(spec, 'version');
    if (typeof single === 'string' && shared) schemas.set(single, compiler.root(shared));
  }
  return { crd: fact.crd, preserveUnknownFields: preserve === true || (v1beta1 && preserve !== false), schemas };
}

class Compiler {
  private nodes = 0;
  private readonly interned = new Map<string, SchemaNode>();
  private readonly ids = new Map<SchemaNode, number>();

  constructor(private readonly kind: string) {}

  /** A custom resource's root: apiVersion, kind and metadata are implicit, status is not checked. */
  root(schema: JsonObject): ObjectNode {
    this.nodes = 0;
    const node = this.compile(schema, 0);
    const fields = new Map<string, SchemaNode>(node.kind === 'object' ? node.fields() : []);
    fields.delete('metadata');
    fields.set('status', ANY);
    return { kind: 'object', name: this.kind, fields: () => fields, open: node.kind === 'object' ? node.open : true, embedded: true };
  }

  private compile(schema: unknown, depth: number): SchemaNode {
    if (!isObject(schema) || depth > MAX_SCHEMA_DEPTH || ++this.nodes > MAX_SCHEMA_NODES) return ANY;
    // controller-gen writes resource.Quantity as an int-or-string with the quantity pattern.
    if (schema['x-kubernetes-int-or-string'] === true)
      return this.intern(withEnum(scalar(schema.pattern === QUANTITY_PATTERN ? 'quantity' : 'int-or-string'), schema.enum));
    const preserve = schema['x-kubernetes-preserve-unknown-fields'] === true;
    const embedded = schema['x-kubernetes-embedded-resource'] === true;
    switch (schema.type) {
      case 'string':
        return this.intern(withEnum(scalar('string'), schema.enum));
      case 'integer':
        return this.intern(withEnum(scalar('integer'), schema.enum));
      case 'number':
        return this.intern(withEnum(scalar('number'), schema.enum));
      case 'boolean':
        return this.intern(withEnum(scalar('boolean'), schema.enum));
      case 'array': {
        const items = schema.items;
        // A tuple (items: [...]) is not structural; nothing is checked inside.
        return this.intern({ kind: 'array', items: isObject(items) ? this.compile(items, depth + 1) : ANY });
      }
      case 'object':
      case undefined: {
        const properties = isObject(schema.properties) ? schema.properties : undefined;
        const additional = schema.additionalProperties;
        if (!properties && isObject(additional)) return this.intern({ kind: 'map', values: this.compile(additional, depth + 1) });
        // No type and no fields: not structural, or free-form (x-kubernetes-preserve-unknown-fields).
        if (schema.type === undefined && !properties && !embedded) return ANY;
        if (!properties && preserve && !embedded) return ANY;
        const fields = new Map<string, SchemaNode>();
        for (const key of Object.keys(properties ?? {})) fields.set(key, this.compile(properties![key], depth + 1));
        const open = preserve || additional === true || isObject(additional);
        return this.intern({ kind: 'object', name: this.kind, fields: () => fields, open, ...(embedded ? { embedded } : {}) });
      }
      default:
        return ANY;
    }
  }

  /** One shared node per distinct shape. */
  private intern(node: SchemaNode): SchemaNode {
    const key = this.key(node);
    const existing = this.interned.get(key);
    if (existing) return existing;
    this.interned.set(key, node);
    this.ids.set(node, this.ids.size);
    return node;
  }

  private id(node: SchemaNode): string {
    if (node === ANY) return 'a';
    const id = this.ids.get(node);
    return id === undefined ? `?${this.key(node)}` : `#${id}`;
  }

  private key(node: SchemaNode): string {
    switch (node.kind) {
      case 'any':
        return 'a';
      case 'scalar':
        return `s:${node.type}:${node.enum ? JSON.stringify(node.enum) : ''}`;
      case 'array':
        return `[${this.id(node.items)}`;
      case 'map':
        return `{${this.id(node.values)}`;
      case 'object': {
        let k = `o:${node.open ? 1 : 0}${node.embedded ? 1 : 0}:`;
        for (const [name, child] of node.fields()) k += `${JSON.stringify(name)}=${this.id(child)},`;
        return k;
      }
    }
  }
}

function withEnum(node: SchemaNode, values: unknown): SchemaNode {
  if (!Array.isArray(values) || values.length === 0 || node.kind !== 'scalar') return node;
  const primitives = values.filter((v) => v === null || typeof v !== 'object');
  if (primitives.length !== values.length) return node;
  return { ...node, enum: primitives };
}
