// Facts stay from the file that made them to the end of the run, a set per object: the lists they
// hold are kept at their length. An array grown by push has room for 17 items, and one built by
// spreading room for more than it holds; a copy has none. Most lists of most objects are empty:
// those are one shared frozen array.

const NO_ITEMS: readonly never[] = Object.freeze([]);

/** The items as a list of their own length to keep in a fact (the shared empty list when there are none). */
export function keptList<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? NO_ITEMS : items.slice();
}

/** A map of more keys stays as it is (a hash table is then no larger than properties). */
const MAX_KEPT_KEYS = 16;

/**
 * Maps without Object.prototype whose properties sit in the object: their prototype is an empty
 * object with no prototype, so `map.constructor` is undefined as for Object.create(null), which
 * makes a hash table instead.
 */
const KeptMap = function KeptMap() {} as unknown as new () => Record<string, string>;
KeptMap.prototype = Object.freeze(Object.create(null) as object);

const NO_KEYS: Readonly<Record<string, string>> = Object.freeze(new KeptMap());

/**
 * A string map (labels, annotations) to keep: a copy with the same keys in the same order, three
 * times smaller than the hash table the documents are read into (Object.create(null)).
 */
export function keptMap(map: Readonly<Record<string, string>>): Record<string, string> {
  const keys = Object.keys(map);
  if (keys.length === 0) return NO_KEYS as Record<string, string>;
  if (keys.length > MAX_KEPT_KEYS) return map as Record<string, string>;
  const copy = new KeptMap();
  for (const key of keys) copy[key] = map[key]!;
  return copy;
}
