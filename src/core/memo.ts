// Values worked out once and asked for many times: the facts of a pod that several rules read, a
// simulation that a thousand pods share.
//
// Where the memo lives follows from its key:
// - keyed by objects of a run (pods, pools, simulation results): a module-level WeakMap, which
//   forgets an entry with its key, so with the run;
// - keyed by strings or numbers of one run: a RunCache slot (core/run-cache.ts), dropped with
//   the run;
// - keyed by strings that outlive runs (image references in a language server's workspace): a
//   BoundedMap, which stops growing at its bound.

/** What memo() needs of a Map, a WeakMap or a BoundedMap. */
export interface MemoStore<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): unknown;
}

/**
 * The value `store` keeps for `key`; the first time, `make(key)` makes it and `store` keeps it.
 * `undefined` and `null` are values like any other: a memo of "found nothing" is kept too.
 */
export function memo<K, V>(store: MemoStore<K, V>, key: K, make: (key: K) => V): V {
  const known = store.get(key);
  if (known !== undefined || store.has(key)) return known as V;
  const value = make(key);
  store.set(key, value);
  return value;
}

/** Appends `value` to the list `store` keeps for `key`, starting one if there is none. */
export function appendTo<K, V>(store: MemoStore<K, V[]>, key: K, value: V): void {
  const list = store.get(key);
  if (list) list.push(value);
  else store.set(key, [value]);
}

/**
 * A Map that keeps at most `bound` entries: once full, it takes no new ones (set() does nothing),
 * so a memo keyed by input text costs a long-lived process a bounded amount of memory. The first
 * entries are the ones kept: in a run, the values that recur show up early.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly bound: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size < this.bound || this.has(key)) super.set(key, value);
    return this;
  }
}
