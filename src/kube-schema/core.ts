// The built-in kinds of the supported Kubernetes minor versions (data/k8s-schemas.json, made by
// scripts/k8s-schemas.mjs). Read on first use, never at import: a run whose input needs no
// schema (or whose schema rules are off) does not pay for it.
import { readFileSync } from 'node:fs';
import { dataFile } from './data-file.js';
import { ANY, scalar, type ObjectNode, type SchemaNode } from './nodes.js';
import { memo } from '../core/memo.js';

/** The file's shape; type codes are documented in scripts/k8s-schemas.mjs. */
interface RawData {
  format: 2;
  versions: string[];
  sources: string[];
  enums: string[][];
  definitions: string[];
  /** Per definition: [version bitmask, fields] variants; fields are `name:code` separated by spaces. */
  types: [number, string][][];
  /** Per `apiVersion/kind`: [version bitmask, definition index or -1 for served but untyped]. */
  kinds: Record<string, [number, number][]>;
}

let raw: RawData | undefined;

function data(): RawData {
  if (!raw) {
    const parsed = JSON.parse(readFileSync(dataFile('k8s-schemas.json'), 'utf8')) as RawData;
    if (parsed.format !== 2) throw new Error(`data/k8s-schemas.json has format ${String(parsed.format)}, expected 2`);
    raw = parsed;
  }
  return raw;
}

/** The minor versions with bundled schemas, oldest first ("1.31", ...). */
export function bundledVersions(): readonly string[] {
  return data().versions;
}

function minor(version: string): number {
  const m = /^1\.(\d+)$/.exec(version.trim());
  return m ? Number(m[1]) : NaN;
}

export interface VersionChoice {
  /** What settings.kubernetesVersion asked for. */
  requested: string;
  /** The bundled version used. */
  version: string;
  /** The requested version is newer than every bundled one: fields and kinds it added are unknown here. */
  newer: boolean;
  /** The requested version is older than every bundled one: kinds it served and 1.31 no longer does are unknown here. */
  older: boolean;
}

/** The bundled schema for a requested minor version: itself, else the nearest one (flagged). */
export function chooseVersion(requested: string): VersionChoice {
  const versions = data().versions;
  const wanted = minor(requested);
  if (versions.includes(requested)) return { requested, version: requested, newer: false, older: false };
  const newest = versions[versions.length - 1]!;
  const oldest = versions[0]!;
  if (Number.isNaN(wanted) || wanted > minor(newest)) return { requested, version: newest, newer: true, older: false };
  if (wanted < minor(oldest)) return { requested, version: oldest, newer: false, older: true };
  // Inside the range but not bundled (cannot happen with consecutive versions): the next newer one.
  const next = versions.find((v) => minor(v) > wanted) ?? newest;
  return { requested, version: next, newer: false, older: false };
}

export type KindLookup =
  /** Served, with a schema. */
  | { served: true; node: ObjectNode; definition: string }
  /** Served, no schema bundled (core v1 Event). */
  | { served: true; node?: undefined; definition?: undefined }
  | { served: false };

/** The built-in API of one bundled minor version. */
export class CoreSchema {
  readonly version: string;
  private readonly bit: number;
  private readonly objects = new Map<number, ObjectNode | null>();
  private readonly parsed = new Map<string, SchemaNode>();

  constructor(version: string) {
    const d = data();
    const index = d.versions.indexOf(version);
    if (index === -1) throw new Error(`no bundled schema for Kubernetes ${version}`);
    this.version = version;
    this.bit = 1 << index;
  }

  /** The schema of `apiVersion`/`kind` in this version, or that this version does not serve it. */
  kind(apiVersion: string, kind: string): KindLookup {
    const variants = Object.prototype.hasOwnProperty.call(data().kinds, `${apiVersion}/${kind}`)
      ? data().kinds[`${apiVersion}/${kind}`]!
      : undefined;
    const hit = variants?.find(([mask]) => (mask & this.bit) !== 0);
    if (!hit) return { served: false };
    if (hit[1] === -1) return { served: true };
    const node = this.object(hit[1]);
    return node ? { served: true, node, definition: data().definitions[hit[1]]! } : { served: true };
  }

  /** The apiVersions (of `group`, or of any group) this version serves `kind` in (for "use apps/v1"). */
  servedVersionsOf(group: string | undefined, kind: string): string[] {
    const out: string[] = [];
    for (const [key, variants] of Object.entries(data().kinds)) {
      const slash = key.lastIndexOf('/');
      if (key.slice(slash + 1) !== kind) continue;
      const apiVersion = key.slice(0, slash);
      if (group !== undefined && groupOf(apiVersion) !== group) continue;
      if (variants.some(([mask]) => (mask & this.bit) !== 0)) out.push(apiVersion);
    }
    return out.sort(byStability);
  }

  /** The kinds this version serves under `apiVersion` (empty when it serves no such apiVersion). */
  kindsOf(apiVersion: string): string[] {
    const out: string[] = [];
    const prefix = `${apiVersion}/`;
    for (const [key, variants] of Object.entries(data().kinds)) {
      if (!key.startsWith(prefix) || key.indexOf('/', prefix.length) !== -1) continue;
      if (variants.some(([mask]) => (mask & this.bit) !== 0)) out.push(key.slice(prefix.length));
    }
    return out;
  }

  /** ObjectMeta, for custom resources and embedded objects. */
  objectMeta(): ObjectNode | undefined {
    const index = data().definitions.indexOf('io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta');
    return index === -1 ? undefined : (this.object(index) ?? undefined);
  }

  private object(index: number): ObjectNode | undefined {
    const cached = this.objects.get(index);
    if (cached !== undefined) return cached ?? undefined;
    const variant = data().types[index]?.find(([mask]) => (mask & this.bit) !== 0);
    if (!variant) {
      this.objects.set(index, null);
      return undefined;
    }
    const fieldsText = variant[1];
    const definition = data().definitions[index]!;
    let fields: Map<string, SchemaNode> | undefined;
    const node: ObjectNode = {
      kind: 'object',
      name: definition.slice(definition.lastIndexOf('.') + 1),
      open: false,
      // Resolved on first visit: a run touches a small part of the API.
      fields: () => {
        if (!fields) {
          fields = new Map();
          if (fieldsText !== '') {
            for (const field of fieldsText.split(' ')) {
              const colon = field.lastIndexOf(':');
              fields.set(field.slice(0, colon), this.type(field.slice(colon + 1)));
            }
          }
        }
        return fields;
      },
    };
    this.objects.set(index, node);
    return node;
  }

  private type(code: string): SchemaNode {
    const cached = this.parsed.get(code);
    if (cached) return cached;
    let node: SchemaNode;
    const head = code.charAt(0);
    if (head === '[') node = { kind: 'array', items: this.type(code.slice(1)) };
    else if (head === '{') node = { kind: 'map', values: this.type(code.slice(1)) };
    else if (head === '@') node = this.object(Number(code.slice(1))) ?? ANY;
    else if (head === 'e') node = { kind: 'scalar', type: 'string', enum: data().enums[Number(code.slice(1))] };
    else node = SIMPLE[code] ?? ANY;
    this.parsed.set(code, node);
    return node;
  }
}

const SIMPLE: Record<string, SchemaNode> = {
  s: scalar('string'),
  i: scalar('integer'),
  n: scalar('number'),
  b: scalar('boolean'),
  q: scalar('quantity'),
  x: scalar('int-or-string'),
  t: scalar('time'),
  y: scalar('byte'),
  a: ANY,
};

function groupOf(apiVersion: string): string {
  const slash = apiVersion.lastIndexOf('/');
  return slash === -1 ? '' : apiVersion.slice(0, slash);
}

/** v1 before v1beta2 before v1beta1 before v1alpha1: the version to recommend comes first. */
function byStability(a: string, b: string): number {
  return rank(b) - rank(a);
}

function rank(apiVersion: string): number {
  const m = /v(\d+)(?:(alpha|beta)(\d+))?$/.exec(apiVersion);
  if (!m) return 0;
  const stage = m[2] === undefined ? 3 : m[2] === 'beta' ? 2 : 1;
  return Number(m[1]) * 10000 + stage * 1000 + Number(m[3] ?? 0);
}

const schemas = new Map<string, CoreSchema>();

/** The bundled schema of a minor version, built once per process. */
export function coreSchema(version: string): CoreSchema {
  return memo(schemas, version, () => new CoreSchema(version));
}

/** The versions (bundled) that serve apiVersion/kind, oldest first. */
export function versionsServing(apiVersion: string, kind: string): string[] {
  const d = data();
  const variants = Object.prototype.hasOwnProperty.call(d.kinds, `${apiVersion}/${kind}`) ? d.kinds[`${apiVersion}/${kind}`]! : [];
  const mask = variants.reduce((m, [bits]) => m | bits, 0);
  return d.versions.filter((_, i) => (mask & (1 << i)) !== 0);
}
