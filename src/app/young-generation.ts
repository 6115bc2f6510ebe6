// Keeps V8's young generation of the command's process small while it lints small files. V8
// grows it, by doubling, up to two 16 MB semi-spaces in any run that allocates for long enough: a
// bare `yaml` parse of 1,000 files does too. A small file's temporaries die young at any size, so
// a run of small files gains nothing from the largest; it is capped at 8 MB semi-spaces. A large
// file is linted a batch of documents at a time, and a batch's objects live through it: there a
// small young generation promotes them and the old one collects them, so the first file over
// 256 KB lets the young generation grow again, for the rest of the run.
//
// Measured, interleaved: 1,000 manifests peak at 104 MB instead of 124 (a bare parse: 90), for
// 0–10% more CPU from run to run. Capped throughout, 10,000 documents in 100 files of 750 KB took
// 5% more CPU (15% at a 4 MB cap) and the real manifests of ../shared/corpus 10%; with the
// release at large files, both take what they took uncapped.
//
// `--max-semi-space-size` works only where the process starts (the heap is sized then), and
// cannot be given to the `ai-k8s-lint` command. What V8 reads at each growth is the growth factor:
// once the young generation has reached the cap, a factor of 1 keeps it there. V8 13 (Node 24)
// does not take a factor below 2; there the young generation grows as before.
//
// The command line's program only (src/app/bin.ts): the API and the language server run in
// processes that are not ours to tune.
//
// node:v8 is loaded at the second file, not at start: it loads node:stream, which a run of one
// small file does without. Before the first file, the young generation is its initial size.

/** Two semi-spaces of 8 MB: the size of V8's `new_space` once grown to the cap. */
export const YOUNG_GENERATION_CAP_BYTES = 2 * 8 * 1024 * 1024;
/** A file this long (in UTF-16 units) is linted in several batches. */
export const LARGE_FILE_CHARS = 256 * 1024;
const STOP_GROWING = '--semi-space-growth-factor=1';
/** V8's default, restored before the code cache is written: V8 rejects a cache made under other flags. */
const DEFAULT_GROWTH = '--semi-space-growth-factor=2';

/**
 * A check to run before each file, with its length and its number in the run (1 for the first):
 * it stops the young generation's growth once it has reached the cap, and lets it grow again for
 * good at the first large file. undefined where V8 does not take the factor.
 */
export function youngGenerationCap(): ((chars: number, file: number) => void) | undefined {
  const major = Number(process.versions.v8.split('.')[0]);
  if (major !== 11 && major !== 12) return undefined;
  let state: 'growing' | 'capped' | 'released' = 'growing';
  const v8 = () => process.getBuiltinModule('node:v8');
  return (chars, file) => {
    if (state === 'released') return;
    if (chars > LARGE_FILE_CHARS) {
      if (state === 'capped') v8().setFlagsFromString(DEFAULT_GROWTH);
      state = 'released';
      return;
    }
    if (state === 'capped' || file === 1) return;
    const young = v8()
      .getHeapSpaceStatistics()
      .find((s) => s.space_name === 'new_space');
    if (young === undefined || young.space_size < YOUNG_GENERATION_CAP_BYTES) return;
    state = 'capped';
    v8().setFlagsFromString(STOP_GROWING);
    // Before the launcher's own exit listener, which writes the code cache.
    process.prependOnceListener('exit', () => v8().setFlagsFromString(DEFAULT_GROWTH));
  };
}
