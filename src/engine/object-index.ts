// A compact summary of every object of the input, built while each file is linted, so that
// cross-object rules (CRD order, selectors, PriorityClasses) run after the last file without
// re-reading or keeping any Document. The index of the run answers "does X exist anywhere"; the
// index of an apply unit (unitOf) answers "is X applied with this object" (RULES.md "Apply unit").
import type { ApplyUnit } from '../config/apply-units.js';
import { namespaceOf } from '../k8s/label-selector.js';
import type { ObjectView } from '../k8s/objects.js';
import type { Range, RelatedLocation } from '../core/types.js';
import { keptMap } from '../core/kept.js';
import { appendTo, memo } from '../core/memo.js';

/** The identity and metadata of an object (as its view has them), and where it is. */
export interface ObjectSummary extends Pick<
  ObjectView,
  'apiVersion' | 'kind' | 'group' | 'name' | 'generateName' | 'namespace' | 'labels' | 'annotations'
> {
  file: string;
  /** The objects it is applied with (one directory, stream, render or config `applyUnits` entry). */
  unit: ApplyUnit;
  docIndex: number;
  /** Position in apply order: files in the order linted, documents in stream order. */
  order: number;
  /** The object's `kind:` line, where object-level findings point. */
  range: Range;
  related?: RelatedLocation[];
  /** The kind line's text, for code frames of findings made after the file is gone. */
  snippet?: { text: string; offset: number; clipped: boolean };
}

/**
 * What a rule collected from an object during the file pass. Facts are private to the rule that
 * collected them: the engine hands each rule an accessor for its own (`ctx.facts`), and a kit
 * that works on facts takes that accessor from the rule.
 */
export type FactsOf = <F = unknown>(object: ObjectSummary) => F | undefined;

/** A summary as the engine keeps it: with the facts of every rule, by rule id. */
export interface IndexedObject extends ObjectSummary {
  readonly facts: Record<string, unknown>;
}

/** The accessor of one rule's facts. */
export function factsOfRule(ruleId: string): FactsOf {
  return <F>(object: ObjectSummary) => (object as IndexedObject).facts[ruleId] as F | undefined;
}

export class ObjectIndex {
  readonly objects: ObjectSummary[] = [];
  private readonly byKey = new Map<string, ObjectSummary[]>();
  private readonly byNamespace = new Map<string, ObjectSummary[]>();
  /** The run's index only: one index per apply unit, by unit id, in the order units appear. */
  private readonly units?: Map<string, ObjectIndex>;

  constructor(options: { units?: boolean } = { units: true }) {
    if (options.units) this.units = new Map();
  }

  add(object: ObjectView, file: string, docIndex: number, range: Range, unit: ApplyUnit, related?: RelatedLocation[]): IndexedObject {
    const summary: IndexedObject = {
      apiVersion: object.apiVersion,
      kind: object.kind,
      group: object.group,
      name: object.name,
      generateName: object.generateName,
      namespace: object.namespace,
      // Kept to the end of the run: compact copies, not the file pass's hash tables.
      labels: keptMap(object.labels),
      annotations: keptMap(object.annotations),
      file,
      unit,
      docIndex,
      order: this.objects.length,
      range,
      // A plain object: facts are keyed by rule ids, filled in rule order, so objects share one
      // shape (Object.create(null) would make each a hash table, several times the size).
      facts: {},
      ...(related ? { related } : {}),
    };
    this.insert(summary, object);
    if (this.units) {
      memo(this.units, unit.id, () => new ObjectIndex({ units: false })).insert(summary, object);
    }
    return summary;
  }

  private insert(summary: ObjectSummary, object: ObjectView): void {
    this.objects.push(summary);
    appendTo(this.byKey, keyOf(object.group, object.kind), summary);
    appendTo(this.byKey, keyOf(object.group, object.kind, object.namespace, object.name), summary);
    appendTo(this.byNamespace, `${keyOf(object.group, object.kind)}\u0000${namespaceOf(object)}`, summary);
  }

  /**
   * The objects applied together with this one: its apply unit's index (the same summaries, in
   * apply order). An index built without units (a unit's own) is its own unit.
   */
  unitOf(object: ObjectSummary): ObjectIndex {
    return this.units?.get(object.unit.id) ?? this;
  }

  /** The apply units of the run, each as its own index, in the order their first object was linted. */
  unitIndexes(): ObjectIndex[] {
    return this.units ? [...this.units.values()] : [this];
  }

  /** Objects of a group/kind, in apply order. */
  ofKind(group: string, kind: string): readonly ObjectSummary[] {
    return this.byKey.get(keyOf(group, kind)) ?? [];
  }

  /** Objects of a group/kind in a namespace (an object without one counts as in `default`), in apply order. */
  inNamespace(group: string, kind: string, namespace: string): readonly ObjectSummary[] {
    return this.byNamespace.get(`${keyOf(group, kind)}\u0000${namespace}`) ?? [];
  }

  /** The object(s) with this identity; namespace undefined means cluster-scoped or unset. */
  get(group: string, kind: string, namespace: string | undefined, name: string): readonly ObjectSummary[] {
    return this.byKey.get(keyOf(group, kind, namespace, name)) ?? [];
  }
}

function keyOf(group: string, kind: string, namespace?: string, name?: string): string {
  return name === undefined ? `${group}\u0000${kind}` : `${group}\u0000${kind}\u0000${namespace ?? ''}\u0000${name}`;
}
