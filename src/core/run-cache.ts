// Memory of one lint run that rules and kits share: the placement inputs of a thousand pods
// interned to a few objects, each simulation run once. The run owns it (a new Linter, a new
// cache), so nothing outlives a run and nothing has to be reset between runs.
import { StringTable } from './strings.js';

/** One kind of cached thing; `create` makes the run's instance the first time it is asked for. */
export interface CacheSlot<T> {
  readonly name: string;
  readonly create: () => T;
}

export function cacheSlot<T>(name: string, create: () => T): CacheSlot<T> {
  return { name, create };
}

export class RunCache {
  private readonly values = new Map<CacheSlot<unknown>, unknown>();
  private needsEager = false;

  /**
   * `eager`: kits compute every fact of every object. Otherwise a kit may skip facts that no
   * object read so far needs (Pod Security violations while no namespace of the run or the config
   * has a policy): if an object read later needs them after all, the kit calls
   * needsEagerPass() and the input is linted again, eagerly (lintInPasses, engine/lint-passes.ts).
   */
  constructor(readonly eager = false) {}

  /** A kit skipped facts that the run turned out to need: this pass's findings are incomplete. */
  needsEagerPass(): void {
    this.needsEager = true;
  }

  get eagerPassNeeded(): boolean {
    return this.needsEager;
  }

  get<T>(slot: CacheSlot<T>): T {
    if (this.values.has(slot)) return this.values.get(slot) as T;
    const value = slot.create();
    this.values.set(slot, value);
    return value;
  }
}

/** The run's shared strings (StringTable): names kept in the facts of thousands of objects. */
export const STRINGS = cacheSlot('strings', () => new StringTable());
