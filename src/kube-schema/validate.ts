// Validates one object's value against a schema tree: unknown fields and values of the wrong
// type or format, each an issue with the exact JSON path. Hostile input is bounded: depth,
// visited values and issues are capped, and nothing here throws on any JSON value.
import { closest } from '../config/suggest.js';
import type { JsonPath } from '../core/types.js';
import { isGpuResource } from '../k8s/gpu.js';
import { parseQuantity } from '../k8s/quantity.js';
import { isObject, isPlaceholder } from '../k8s/values.js';
import type { ObjectNode, ScalarNode, ScalarType, SchemaNode } from './nodes.js';

export type IssueKind = 'unknown-field' | 'invalid-value';

export interface SchemaIssue {
  kind: IssueKind;
  /** Absolute path in the document. */
  path: JsonPath;
  message: string;
}

export interface ValidateOptions {
  /** Where the value is in its document (object.path). */
  base: JsonPath;
  /** Says which schema a message is about: "the Kubernetes 1.34 schema", "the schema of CRD x (v1)". */
  schemaLabel: string;
  /** Report unknown fields (false when the schema may lack fields the target version has). */
  unknownFields: boolean;
  /** ObjectMeta, for the metadata of custom resources and embedded objects. */
  objectMeta?: ObjectNode;
  /** Values at these absolute paths (joined with NUL) are someone else's business (yaml-ambiguous-scalar). */
  skip?: ReadonlySet<string>;
  /** Extra GPU resource names (settings.gpuResources): their quantities are gpu-quantity-invalid's. */
  gpuResources?: readonly string[];
}

/** Deeper than any manifest (a CRD's openAPIV3Schema is the deepest real value, ~60 levels). */
export const MAX_DEPTH = 256;
export const MAX_VISITS = 200_000;
export const MAX_ISSUES = 100;

export function pathKey(path: JsonPath): string {
  return path.join('\u0000');
}

export function validate(value: unknown, node: SchemaNode, options: ValidateOptions): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const path: (string | number)[] = [];
  let visits = 0;
  const skip = options.skip && options.skip.size > 0 ? options.skip : undefined;
  const gpuExtra = options.gpuResources ?? [];

  const report = (kind: IssueKind, message: string, at: JsonPath = path) => {
    if (issues.length < MAX_ISSUES) issues.push({ kind, path: [...options.base, ...at], message });
  };
  const skipped = () => skip !== undefined && skip.has(pathKey([...options.base, ...path]));

  const visit = (v: unknown, n: SchemaNode, depth: number): void => {
    if (v === null || v === undefined || n.kind === 'any') return;
    if (++visits > MAX_VISITS || depth > MAX_DEPTH || issues.length >= MAX_ISSUES) return;
    switch (n.kind) {
      case 'scalar':
        checkScalar(v, n);
        return;
      case 'array':
        if (!Array.isArray(v)) return wrongType(v, 'a list');
        for (let i = 0; i < v.length && visits <= MAX_VISITS && issues.length < MAX_ISSUES; i++) {
          path.push(i);
          visit(v[i], n.items, depth + 1);
          path.pop();
        }
        return;
      case 'map': {
        if (!isObject(v)) return wrongType(v, 'a mapping');
        const quantities = n.values.kind === 'scalar' && n.values.type === 'quantity';
        for (const key of Object.keys(v)) {
          if (visits > MAX_VISITS || issues.length >= MAX_ISSUES) break;
          // GPU quantities are gpu-quantity-invalid's (one cause, one finding).
          if (quantities && isGpuResource(key, gpuExtra)) continue;
          path.push(key);
          visit(v[key], n.values, depth + 1);
          path.pop();
        }
        return;
      }
      case 'object':
        visitObject(v, n, depth);
        return;
    }
  };

  const visitObject = (v: unknown, n: ObjectNode, depth: number): void => {
    if (!isObject(v)) return wrongType(v, `a mapping (${n.name})`);
    const fields = n.fields();
    for (const key of Object.keys(v)) {
      if (visits > MAX_VISITS || issues.length >= MAX_ISSUES) break;
      const field = fields.get(key);
      path.push(key);
      if (field) visit(v[key], field, depth + 1);
      else if (n.embedded && (key === 'apiVersion' || key === 'kind')) checkScalar(v[key], STRING);
      else if (n.embedded && key === 'metadata') visit(v[key], options.objectMeta ?? { kind: 'any' }, depth + 1);
      else if (!n.open && options.unknownFields && !isPlaceholder(key) && !PATCH_DIRECTIVE.test(key)) unknownField(key, n, fields);
      path.pop();
    }
  };

  const unknownField = (key: string, n: ObjectNode, fields: ReadonlyMap<string, SchemaNode>) => {
    const names = [...fields.keys()];
    if (n.embedded) names.push('apiVersion', 'kind', 'metadata');
    const lower = key.toLowerCase();
    const suggestion = names.find((f) => f.toLowerCase() === lower) ?? closest(key, names);
    const parent = path.length > 1 ? `${dotted(path.slice(0, -1))} (${n.name})` : n.name;
    const what = `${parent} has no field "${clip(key)}" in ${options.schemaLabel}`;
    report(
      'unknown-field',
      suggestion
        ? `${what} (did you mean "${suggestion}"?), so the API server rejects it, or silently drops it under --validate=false.`
        : `${what}, so the API server rejects it, or silently drops it under --validate=false; remove it or move it to where it belongs.`,
    );
  };

  const wrongType = (v: unknown, expected: string) => {
    // A placeholder stands for a value of any type; yaml-ambiguous-scalar owns yes/no/0644.
    if (isPlaceholder(v) || skipped()) return;
    report('invalid-value', `${dotted(path) || 'The object'} must be ${expected}, not ${describe(v)}.`);
  };

  const checkScalar = (v: unknown, n: ScalarNode) => {
    if (v === null || v === undefined) return;
    const expected = EXPECTED[n.type];
    switch (n.type) {
      case 'string':
        if (typeof v !== 'string') return wrongType(v, expected);
        break;
      case 'byte':
        if (typeof v !== 'string') return wrongType(v, expected);
        if (!isPlaceholder(v) && !isBase64(v)) {
          const plain = path.length === 2 && path[0] === 'data' ? ' (put plain text under stringData instead)' : '';
          report('invalid-value', `${dotted(path)} is not base64-encoded data${plain}; the API server cannot decode it.`);
        }
        return;
      case 'integer':
        if (typeof v === 'number' && Number.isInteger(v)) break;
        if (typeof v === 'string' && isPlaceholder(v)) return;
        return wrongType(v, expected);
      case 'number':
        if (typeof v === 'number') break;
        if (typeof v === 'string' && isPlaceholder(v)) return;
        return wrongType(v, expected);
      case 'boolean':
        if (typeof v === 'boolean') break;
        if (typeof v === 'string' && isPlaceholder(v)) return;
        return wrongType(v, expected);
      case 'int-or-string':
        if ((typeof v === 'number' && Number.isInteger(v)) || typeof v === 'string') break;
        return wrongType(v, expected);
      case 'quantity':
        if (typeof v === 'number' && Number.isFinite(v)) return;
        if (typeof v !== 'string') return wrongType(v, expected);
        if (isPlaceholder(v) || parseQuantity(v)) return;
        if (skipped()) return;
        report('invalid-value', `${dotted(path)}: ${JSON.stringify(clip(v))} is not a Kubernetes quantity; ${quantityHint(v)}`);
        return;
      case 'time':
        if (typeof v !== 'string') return wrongType(v, expected);
        if (!isPlaceholder(v) && !RFC3339.test(v))
          report('invalid-value', `${dotted(path)}: ${JSON.stringify(clip(v))} is not an RFC 3339 time (e.g. 2025-01-31T12:00:00Z).`);
        return;
    }
    if (n.enum && v !== '' && !n.enum.includes(v) && !isPlaceholder(v) && !skipped()) {
      const allowed = n.enum.map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      const suggestion =
        typeof v === 'string' ? (allowed.find((e) => e.toLowerCase() === v.toLowerCase()) ?? closest(v, allowed)) : undefined;
      const list = allowed.length > 8 ? `${allowed.slice(0, 8).join(', ')}, ...` : allowed.join(', ');
      report(
        'invalid-value',
        `${dotted(path)}: ${JSON.stringify(clip(text))} is not one of ${list}${suggestion ? `; did you mean "${suggestion}"?` : '.'}`,
      );
    }
  };

  try {
    visit(value, node, 0);
  } catch {
    // A JSON value cannot make the walk throw, but a finding is never worth a crash.
  }
  return issues;
}

const STRING: ScalarNode = { kind: 'scalar', type: 'string' };

/** Strategic-merge-patch directives of kustomize patch files: not fields, and not for the API server. */
const PATCH_DIRECTIVE = /^\$(?:patch|retainKeys|setElementOrder\/|deleteFromPrimitiveList\/)/;

const EXPECTED: Record<ScalarType, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  quantity: 'a quantity (e.g. 500m, 2, 16Gi)',
  'int-or-string': 'an integer or a string',
  time: 'an RFC 3339 time',
  byte: 'a base64 string',
};

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

function isBase64(s: string): boolean {
  // encoding/json decodes []byte with base64.StdEncoding, which skips \r and \n.
  const t = s.replace(/[\r\n]/g, '');
  return t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t);
}

function quantityHint(v: string): string {
  const fixed = v
    .replace(/\s+/g, '')
    .replace(/([KMGTPE])iB$/i, (_, p: string) => `${p.toUpperCase()}i`)
    .replace(/([kKMGTPE])B$/i, (_, p: string) => (p === 'k' || p === 'K' ? 'k' : p.toUpperCase()))
    .replace(/([kmgtpe])i$/, (_, p: string) => `${p.toUpperCase()}i`);
  if (fixed !== v && parseQuantity(fixed))
    return /[kMGTPE]$/.test(fixed) ? `write ${fixed} (or ${fixed.replace(/k$/, 'K')}i for binary units).` : `write ${fixed}.`;
  return 'write a number with an optional suffix (500m, 2, 16Gi, 1.5G).';
}

/** `spec.containers[0].resources` (relative to the object). */
export function dotted(path: JsonPath): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(clip(seg))}]`;
  }
  return out;
}

function describe(v: unknown): string {
  if (typeof v === 'string') return `the string ${JSON.stringify(clip(v))}`;
  if (typeof v === 'number') return `the number ${v}`;
  if (typeof v === 'boolean') return `the boolean ${v}`;
  if (Array.isArray(v)) return 'a list';
  if (isObject(v)) return 'a mapping';
  return String(v);
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
