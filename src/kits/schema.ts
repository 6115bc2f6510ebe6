// What the schema rules share: one validation per document for built-in kinds, and for custom
// resources what `collect` keeps until their CRD is known (it may come later in the input).
// schema-unknown-field and schema-invalid-value report the two halves of the same result, which
// is computed once and cached on the document (or on the collected fact).
import { closest } from '../config/suggest.js';
import type { FactsOf, ObjectIndex, ObjectSummary } from '../engine/object-index.js';
import type { CollectContext, DocumentView, RuleCheck } from '../engine/rule.js';
import type { LocatedRange } from '../core/types.js';
import type { Settings } from '../config/types.js';
import type { JsonPath, Range } from '../core/types.js';
import { classifyGroup, isCustomResource, versionOf } from '../k8s/api-groups.js';
import { definitionsFor, plainRange, type CrdEntry } from './crds.js';
import type { ObjectView } from '../k8s/objects.js';
import { isObject, isPlaceholder, type JsonObject } from '../k8s/values.js';
import { YAML11_ONLY_BOOLEANS } from '../yaml/scalars.js';
import { bundledVersions, chooseVersion, coreSchema, versionsServing, type CoreSchema, type VersionChoice } from '../kube-schema/core.js';
import { compileCrd, type CompiledCrd } from '../kube-schema/crd.js';
import { lifecycleAt } from '../kube-schema/lifecycle.js';
import { pathKey, validate, type SchemaIssue } from '../kube-schema/validate.js';
import { cacheSlot, type RunCache } from '../core/run-cache.js';

// ---------------------------------------------------------------------------------------------
// The bundled version a run checks against, and what it tells the user when that is not the one
// settings.kubernetesVersion asks for.

/** Per requested version, the sentence that says which bundled schema stands in for it. */
const SCHEMA_NOTICES = cacheSlot('schema-notices', () => new Map<string, string>());

/**
 * What the schema rules of this run need the user to know, each said once (the command line
 * writes it to stderr, the Action as a warning annotation): a settings.kubernetesVersion without
 * a bundled schema, checked against the nearest one instead.
 */
export function schemaNotices(run: RunCache): string[] {
  return [...run.get(SCHEMA_NOTICES).values()];
}

/** The bundled schema for settings.kubernetesVersion; a stand-in is noted once per run. */
function schemaFor(settings: Settings, run: RunCache): { choice: VersionChoice; schema: CoreSchema } {
  const choice = chooseVersion(settings.kubernetesVersion);
  const schema = coreSchema(choice.version);
  if (choice.newer || choice.older) {
    const notices = run.get(SCHEMA_NOTICES);
    if (!notices.has(choice.requested)) notices.set(choice.requested, standInText(choice));
  }
  return { choice, schema };
}

function standInText(choice: VersionChoice): string {
  const versions = bundledVersions();
  const range = `${versions[0]} to ${versions[versions.length - 1]}`;
  const requested = JSON.stringify(choice.requested);
  if (!/^1\.\d+$/.test(choice.requested)) {
    return (
      `settings.kubernetesVersion ${requested} is not a Kubernetes minor version such as 1.34: built-in kinds are checked against ` +
      `the bundled Kubernetes ${choice.version} schema (bundled: ${range}).`
    );
  }
  const side = choice.newer ? 'newer' : 'older';
  const consequence = choice.newer
    ? `a field added after ${choice.version} is reported as unknown`
    : `a field removed before ${choice.version} is reported as unknown and one added after ${choice.requested} is accepted`;
  return (
    `settings.kubernetesVersion is ${choice.requested}, ${side} than every bundled Kubernetes schema (${range}): built-in kinds are ` +
    `checked against the nearest, ${choice.version}, so ${consequence}.`
  );
}

// ---------------------------------------------------------------------------------------------
// Built-in kinds, per document.

const documentCache = new WeakMap<DocumentView, { settings: Settings; issues: SchemaIssue[] }>();

/** Every schema issue of the document's built-in objects (both rules' halves). */
export function builtinIssues(doc: DocumentView, settings: Settings, run: RunCache): SchemaIssue[] {
  const cached = documentCache.get(doc);
  if (cached?.settings === settings) return cached.issues;
  const issues: SchemaIssue[] = [];
  documentCache.set(doc, { settings, issues });
  const builtins = doc.objects.filter(
    (o) => classifyGroup(o.group) === 'builtin' && !isPlaceholder(o.apiVersion) && !isPlaceholder(o.kind),
  );
  if (builtins.length === 0) return issues;
  let choice: VersionChoice;
  let schema: CoreSchema;
  try {
    ({ choice, schema } = schemaFor(settings, run));
  } catch {
    return issues; // no bundled data: the family is silent rather than wrong
  }
  const skip = new Set(doc.ambiguous.map((a) => pathKey(a.path)));
  for (const object of builtins) {
    const lookup = schema.kind(object.apiVersion, object.kind);
    if (!lookup.served) {
      const issue = notServed(object, choice, schema);
      if (issue) issues.push(issue);
      continue;
    }
    if (!lookup.node) continue;
    issues.push(
      ...validate(object.value, lookup.node, {
        base: object.path,
        schemaLabel: schemaLabel(choice),
        unknownFields: true,
        skip,
        gpuResources: settings.gpuResources,
      }),
    );
  }
  return issues;
}

function schemaLabel(choice: VersionChoice): string {
  if (choice.newer || choice.older) return `the Kubernetes ${choice.version} schema (the nearest bundled to ${choice.requested})`;
  return `the Kubernetes ${choice.version} schema`;
}

/** Kinds that look built-in but are not API objects: kubeconfig files (v1 Config). */
const NOT_OBJECTS = new Set(['/Config']);

/** A built-in apiVersion/kind the target version does not serve, and that the lifecycle table does not explain. */
function notServed(object: ObjectView, choice: VersionChoice, schema: CoreSchema): SchemaIssue | undefined {
  // A List without items (kubectl's own `v1 List` is not an API kind).
  if (NOT_OBJECTS.has(`${object.group}/${object.kind}`) || object.kind === 'List') return undefined;
  // A removal the table knows is api-removed's, with the replacement.
  if (lifecycleAt(object.apiVersion, object.kind, choice.requested).status === 'removed') return undefined;
  // Outside the bundled range, which kinds the requested release serves is known only in part:
  // an API a bundled release had and the nearest one lacks was removed (newer) or not added yet
  // (older) there too, and a kind of a served apiVersion in the wrong case is a typo anywhere.
  // Anything else may have come or gone in the releases that are not bundled.
  const outside = choice.newer || choice.older;
  const k8s = outside ? `Kubernetes ${choice.version} (the nearest bundled to ${choice.requested})` : `Kubernetes ${choice.version}`;
  const what = `${object.apiVersion} ${object.kind}`;
  const apiVersionPath = [...object.path, 'apiVersion'];
  const inGroup = schema.servedVersionsOf(object.group, object.kind);
  const elsewhere = inGroup.length > 0 ? inGroup : schema.servedVersionsOf(undefined, object.kind);
  const otherVersions = versionsServing(object.apiVersion, object.kind);
  if (otherVersions.length > 0) {
    // What the nearest bundled release serves instead may not be served by the requested one.
    const instead =
      elsewhere.length > 0 ? `use ${elsewhere[0]}${outside ? ` if Kubernetes ${choice.requested} serves it` : ''}` : undefined;
    const use = instead ?? `set settings.kubernetesVersion to a version that serves it`;
    return {
      kind: 'invalid-value',
      path: apiVersionPath,
      message: `${k8s} does not serve ${what} (the bundled schemas have it in ${otherVersions.join(', ')}); ${use}.`,
    };
  }
  if (elsewhere.length > 0) {
    if (outside) return undefined;
    return {
      kind: 'invalid-value',
      path: apiVersionPath,
      message: `${k8s} serves ${object.kind} as ${elsewhere.join(', ')}, not as ${object.apiVersion}; use ${elsewhere[0]}.`,
    };
  }
  const kinds = schema.kindsOf(object.apiVersion);
  if (kinds.length > 0) {
    const lower = object.kind.toLowerCase();
    const sameName = kinds.find((k) => k.toLowerCase() === lower);
    if (outside && !sameName) return undefined;
    const guess = sameName ?? closest(object.kind, kinds);
    return {
      kind: 'invalid-value',
      path: [...object.path, 'kind'],
      message: `${object.apiVersion} has no kind ${JSON.stringify(object.kind)} in ${k8s}${guess ? `; did you mean ${guess}?` : '.'}`,
    };
  }
  if (outside) return undefined;
  const range = `${bundledVersions()[0]}-${bundledVersions()[bundledVersions().length - 1]}`;
  return {
    kind: 'invalid-value',
    path: apiVersionPath,
    message: `${k8s} serves no ${what}: no Kubernetes release from ${range} has ${object.apiVersion}; fix the apiVersion, or if a newer release added it, set settings.kubernetesVersion to that release.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Custom resources: collected during the file pass, checked after the last file.

/** A CustomResourceDefinition's compiled schemas. */
export type CrdSchemaFact = CompiledCrd;

/** A custom resource: its value, and the positions of its keys (the document is gone by then). */
export interface ResourceFact {
  value: JsonObject;
  base: JsonPath;
  /** pathKey -> index into `ranges` (4 numbers: start line, column, end line, column). */
  at: Map<string, number>;
  ranges: number[];
  snippets: Map<number, LocatedRange['snippet']>;
  /** Values yaml-ambiguous-scalar reports (yes/no/on/off, 0644). */
  skip: Set<string>;
}

/** At most this many positions per custom resource; deeper findings point at the nearest recorded parent. */
const MAX_POSITIONS = 20_000;

const SCHEMA_FACTS = cacheSlot('schema-facts', () => new WeakMap<JsonObject, CrdSchemaFact | ResourceFact | null>());

/** What both schema rules keep of an object (the same fact object, so it is kept once). */
export function collectSchemaFact(object: ObjectView, ctx: CollectContext<unknown>): CrdSchemaFact | ResourceFact | undefined {
  const factCache = ctx.run.get(SCHEMA_FACTS);
  const cached = factCache.get(object.value);
  if (cached !== undefined) return cached ?? undefined;
  let fact: CrdSchemaFact | ResourceFact | undefined;
  try {
    if (object.group === 'apiextensions.k8s.io' && object.kind === 'CustomResourceDefinition') fact = compileCrd(object);
    else if (isCustomResource(object)) fact = resourceFact(object, ctx.anchor);
  } catch {
    fact = undefined;
  }
  factCache.set(object.value, fact ?? null);
  return fact;
}

function resourceFact(object: ObjectView, anchor: CollectContext<unknown>['anchor']): ResourceFact {
  const fact: ResourceFact = { value: object.value, base: object.path, at: new Map(), ranges: [], snippets: new Map(), skip: new Set() };
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: object.value, path: [...object.path] }];
  let count = 0;
  const visit = (path: (string | number)[], key: string | number, child: unknown): void => {
    const childPath = [...path, key];
    const r = anchor(childPath);
    if (!r) return;
    const key2 = pathKey(childPath);
    fact.at.set(key2, fact.ranges.length);
    fact.ranges.push(r.start.line, r.start.column, r.end.line, r.end.column);
    if (r.snippet && !fact.snippets.has(r.start.line)) fact.snippets.set(r.start.line, r.snippet);
    if ((typeof child === 'boolean' || typeof child === 'number') && ambiguousSource(r)) fact.skip.add(key2);
    if (typeof child === 'object' && child !== null) stack.push({ value: child, path: childPath });
  };
  while (stack.length > 0 && count < MAX_POSITIONS) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && ++count <= MAX_POSITIONS; i++) visit(path, i, value[i]);
    } else if (isObject(value)) {
      for (const key in value) {
        if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
        if (++count > MAX_POSITIONS) break;
        visit(path, key, value[key]);
      }
    }
  }
  return fact;
}

/** Whether the scalar at a located `key: value` range is written as a YAML 1.1 boolean or a leading-zero number. */
function ambiguousSource(r: LocatedRange): boolean {
  const s = r.snippet;
  if (!s || r.start.line !== r.end.line) return false;
  const text = s.text.slice(r.start.column - 1 - s.offset, r.end.column - 1 - s.offset);
  const source = text.replace(/^(?:-\s+)?[^:]*:\s+/, '').trim();
  return YAML11_ONLY_BOOLEANS.has(source) || /^[-+]?0[0-9]+$/.test(source);
}

export interface ResourceIssue {
  summary: ObjectSummary;
  issue: SchemaIssue;
  range?: LocatedRange;
  crd: CrdEntry;
}

const resourceCache = new WeakMap<ResourceFact, { crd: CompiledCrd; settings: Settings; issues: SchemaIssue[] }>();

/**
 * Schema issues of the custom resources whose CRD is in the input (facts collected by `ruleId`):
 * against the CRD of the resource's own apply unit, else against every definition of the run,
 * keeping only what none of them accepts (RULES.md `crd-conflicting-definitions`).
 */
export function customResourceIssues(index: ObjectIndex, facts: FactsOf, settings: Settings): ResourceIssue[] {
  const definitions = definitionsFor(index, facts);
  const out: ResourceIssue[] = [];
  const objectMeta = lazyObjectMeta(settings);
  for (const o of index.objects) {
    if (!isCustomResource(o)) continue;
    const fact = facts<ResourceFact>(o);
    const found = fact?.at && definitions(o);
    if (!fact || !found) continue;
    const version = versionOf(o.apiVersion);
    let issues: SchemaIssue[] | undefined;
    let crd: CrdEntry | undefined;
    for (const entry of found.entries) {
      const these = issuesAgainst(fact, entry, facts, version, settings, objectMeta);
      // A definition that cannot judge this version (none in the CRD, or not served) accepts it.
      if (!these) {
        issues = [];
        break;
      }
      if (!issues) {
        issues = these;
        crd = entry;
      } else {
        const alsoThere = new Set(these.map((i) => `${i.kind}\u0000${pathKey(i.path)}`));
        issues = issues.filter((i) => alsoThere.has(`${i.kind}\u0000${pathKey(i.path)}`));
      }
    }
    for (const issue of issues ?? []) out.push({ summary: o, issue, range: rangeOf(fact, issue.path), crd: crd! });
  }
  return out;
}

function lazyObjectMeta(settings: Settings): () => ReturnType<CoreSchema['objectMeta']> {
  let objectMeta: ReturnType<CoreSchema['objectMeta']> | null = null;
  return () => {
    if (objectMeta === null) {
      try {
        objectMeta = coreSchema(chooseVersion(settings.kubernetesVersion).version).objectMeta();
      } catch {
        objectMeta = undefined;
      }
    }
    return objectMeta;
  };
}

/** The issues of a resource against one CRD; undefined when the CRD has no schema for the version or does not serve it. */
function issuesAgainst(
  fact: ResourceFact,
  entry: CrdEntry,
  facts: FactsOf,
  version: string,
  settings: Settings,
  objectMeta: () => ReturnType<CoreSchema['objectMeta']>,
): SchemaIssue[] | undefined {
  const compiled = facts<CompiledCrd>(entry.summary);
  const schema = compiled?.schemas.get(version);
  // A version the CRD does not serve is crd-version-not-served's.
  if (!compiled || !schema || entry.fact.versions?.find((v) => v.name === version)?.served === false) return undefined;
  const cached = resourceCache.get(fact);
  if (cached && cached.crd === compiled && cached.settings === settings) return cached.issues;
  const issues = validate(fact.value, schema, {
    base: fact.base,
    schemaLabel: `the schema of CustomResourceDefinition ${compiled.crd.name} (${version})`,
    unknownFields: !compiled.preserveUnknownFields,
    objectMeta: objectMeta(),
    skip: fact.skip,
    gpuResources: settings.gpuResources,
  });
  resourceCache.set(fact, { crd: compiled, settings, issues });
  return issues;
}

function rangeOf(fact: ResourceFact, path: JsonPath): LocatedRange | undefined {
  for (let n = path.length; n > fact.base.length; n--) {
    const i = fact.at.get(pathKey(path.slice(0, n)));
    if (i === undefined) continue;
    const [sl, sc, el, ec] = fact.ranges.slice(i, i + 4) as [number, number, number, number];
    const range: Range = { start: { line: sl, column: sc }, end: { line: el, column: ec } };
    const snippet = fact.snippets.get(sl);
    return snippet ? { ...range, snippet } : range;
  }
  return undefined;
}

/**
 * The check of a schema rule: the issues of one kind, on built-in kinds per document and on
 * custom resources against their CRD after every file. schema-unknown-field and
 * schema-invalid-value differ only in the kind they report.
 */
export function schemaCheck(ruleId: string, kind: SchemaIssue['kind']): RuleCheck<Record<string, never>> {
  return {
    document(doc, ctx) {
      for (const issue of builtinIssues(doc, ctx.settings, ctx.run))
        if (issue.kind === kind) ctx.report({ path: issue.path, message: issue.message });
    },
    collect: (object, _pods, ctx) => collectSchemaFact(object, ctx),
    input(index, ctx) {
      for (const r of customResourceIssues(index, ctx.facts, ctx.settings)) {
        if (r.issue.kind !== kind) continue;
        ctx.report({
          object: r.summary,
          message: r.issue.message,
          range: r.range,
          related: [
            {
              file: r.crd.summary.file,
              range: plainRange(r.crd.summary.range),
              message: `The CustomResourceDefinition ${r.crd.fact.name} whose schema the resource is checked against.`,
            },
          ],
        });
      }
    },
  };
}
