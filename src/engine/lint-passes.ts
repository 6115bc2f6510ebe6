// One lint of an input in as many passes as it takes: a lazy pass, whose kits skip facts that no
// object read so far needs (RunCache), and, when an object read later needed them after all, a
// second pass that computes every fact. Rarely two passes; the second one's result is the run's.
import type { ApplyUnit } from '../config/apply-units.js';
import { Linter, type LinterOptions } from './linter.js';

/** `feed` lints the input into a linter, finish() included; what it returns comes back with the linter of the pass that counts. */
export function lintInPasses<T>(options: LinterOptions, feed: (linter: Linter) => T): { linter: Linter; fed: T } {
  const pass = (eagerFacts: boolean) => {
    const linter = new Linter({ ...options, eagerFacts });
    return { linter, fed: feed(linter) };
  };
  if (options.eagerFacts) return pass(true);
  // The lazy pass is held only in its own call: what it kept is garbage while the eager pass runs.
  const lazy = () => {
    const result = pass(false);
    return result.linter.run.eagerPassNeeded ? undefined : result;
  };
  return lazy() ?? pass(true);
}

/** Texts already read (file, text, and its apply unit when not the file's directory), linted in passes and finished. */
export function lintTexts(options: LinterOptions, texts: Iterable<readonly [file: string, text: string, unit?: ApplyUnit]>): Linter {
  return lintInPasses(options, (linter) => {
    for (const [file, text, unit] of texts) linter.lintText(file, text, unit);
    linter.finish();
  }).linter;
}
