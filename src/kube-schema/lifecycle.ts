// Deprecations and removals of built-in API versions (data/api-lifecycle.json), and what to
// use instead in a given Kubernetes version. The table is read on first use, like the schemas:
// a run with the family off does not pay for it.
import { readFileSync } from 'node:fs';
import { classifyGroup } from '../k8s/api-groups.js';
import type { ObjectView } from '../k8s/objects.js';
import { isPlaceholder } from '../k8s/values.js';
import { chooseVersion, coreSchema } from './core.js';
import { dataFile } from './data-file.js';
import { validate } from './validate.js';
import { appendTo } from '../core/memo.js';

export interface Replacement {
  apiVersion: string;
  kind?: string;
}

export interface LifecycleEntry {
  apiVersion: string;
  kinds?: string[];
  deprecated?: string;
  removed?: string;
  replacements?: Replacement[];
  instead?: string;
  note?: string;
  source: string;
}

let entries: readonly LifecycleEntry[] | undefined;
let byApiVersion: Map<string, LifecycleEntry[]> | undefined;

/** Every row of the table. */
export function lifecycleTable(): readonly LifecycleEntry[] {
  if (!entries) {
    try {
      entries = (JSON.parse(readFileSync(dataFile('api-lifecycle.json'), 'utf8')) as { apis: LifecycleEntry[] }).apis;
    } catch {
      entries = []; // an incomplete installation: the rules stay silent rather than crash the run
    }
  }
  return entries;
}

export function lifecycleOf(apiVersion: string, kind: string): LifecycleEntry | undefined {
  if (!byApiVersion) {
    byApiVersion = new Map();
    for (const entry of lifecycleTable()) appendTo(byApiVersion, entry.apiVersion, entry);
  }
  return byApiVersion.get(apiVersion)?.find((e) => !e.kinds || e.kinds.includes(kind));
}

/** Compares minor versions "1.9" < "1.25"; NaN-safe (unparsable sorts first). */
export function compareMinor(a: string, b: string): number {
  const m = (v: string) => Number(/^1\.(\d+)$/.exec(v.trim())?.[1] ?? -1);
  return m(a) - m(b);
}

export type Lifecycle =
  { status: 'removed'; entry: LifecycleEntry } | { status: 'deprecated'; entry: LifecycleEntry } | { status: 'served' };

/** Whether `target` (settings.kubernetesVersion) still serves apiVersion/kind, per the table. */
export function lifecycleAt(apiVersion: string, kind: string, target: string): Lifecycle {
  const entry = lifecycleOf(apiVersion, kind);
  if (!entry) return { status: 'served' };
  if (entry.removed && compareMinor(target, entry.removed) >= 0) return { status: 'removed', entry };
  if (entry.deprecated && compareMinor(target, entry.deprecated) >= 0) return { status: 'deprecated', entry };
  return { status: 'served' };
}

/** What to write instead, in words, for the target version: `batch/v1` or `resource.k8s.io/v1 DeviceClass`. */
export function replacementFor(entry: LifecycleEntry, kind: string, target: string): string | undefined {
  const candidates = entry.replacements ?? [];
  if (candidates.length === 0) return undefined;
  const name = (r: Replacement) => (r.kind && r.kind !== kind ? `${r.apiVersion} ${r.kind}` : r.apiVersion);
  try {
    const choice = chooseVersion(target);
    // Older than the bundled schemas: which candidate that version serves is unknown here.
    if (choice.older) return candidates.map(name).join(' or ');
    const schema = coreSchema(choice.version);
    const served = candidates.find((r) => schema.kind(r.apiVersion, r.kind ?? kind).served);
    if (served) return name(served);
  } catch {
    // No bundled schema to ask: the table's first choice.
  }
  return name(candidates[0]!);
}

/**
 * For api-removed and api-deprecated: the table entry when a built-in object's apiVersion has
 * `status` at the target version, with what to do instead in words.
 */
export function lifecycleIssue(
  object: ObjectView,
  target: string,
  status: 'removed' | 'deprecated',
): { entry: LifecycleEntry; fix: string; apiVersion?: string } | undefined {
  if (classifyGroup(object.group) !== 'builtin' || isPlaceholder(object.apiVersion) || isPlaceholder(object.kind)) return undefined;
  const state = lifecycleAt(object.apiVersion, object.kind, target);
  if (state.status !== status) return undefined;
  const { entry } = state;
  const replacement = replacementFor(entry, object.kind, target);
  const fix = replacement ? `use ${replacement}` : `use ${entry.instead ?? 'a supported API'} instead`;
  const pure = replacement !== undefined && entry.note === undefined && onlyApiVersionChanges(object, replacement, target);
  return { entry, fix: `${fix}${replacement && entry.note ? ` (${entry.note})` : ''}`, ...(pure && { apiVersion: replacement }) };
}

/**
 * Whether the object, with `replacement` as its apiVersion and nothing else changed, is valid
 * against the target version's schema of that API (one replacement of the same kind: a
 * `apps/v1 Deployment` name holds a space). Data notes say where an API changed its fields, but
 * not always (resource.k8s.io/v1 moved deviceClassName under `exactly`): the schema decides.
 */
function onlyApiVersionChanges(object: ObjectView, replacement: string, target: string): boolean {
  if (replacement.includes(' ')) return false;
  try {
    const choice = chooseVersion(target);
    if (choice.older) return false;
    const schema = coreSchema(choice.version);
    const lookup = schema.kind(replacement, object.kind);
    if (!('node' in lookup) || !lookup.node) return false;
    const value = { ...(object.value as Record<string, unknown>), apiVersion: replacement };
    const issues = validate(value, lookup.node, { base: [], schemaLabel: '', unknownFields: true, objectMeta: schema.objectMeta() });
    return issues.length === 0;
  } catch {
    return false;
  }
}
