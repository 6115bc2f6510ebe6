// Keeps V8's young generation of the command's process small. V8 grows it, by doubling, up to two
// 16 MB semi-spaces in any run that allocates for long enough: a bare `yaml` parse of 1,000 files
// does too. The lint's temporaries are per file and die young at any size, so it gains nothing
// from the largest; it is capped at 8 MB semi-spaces. Measured, interleaved: 1,000 manifests peak
// at 104 MB instead of 124 (a bare parse: 90), 10,000 documents in 100 files at 201 MB instead
// of 255, for about 5% more CPU there (a cap at 4 MB: 96 MB and 205 MB, for 15% more CPU).
//
// `--max-semi-space-size` works only where the process starts (the heap is sized then), and
// cannot be given to the `ai-k8s-lint` command. What V8 reads at each growth is the growth factor:
// once the young generation has reached the cap, a factor of 1 keeps it there. V8 13 (Node 24)
// does not take a factor below 2; there the young generation grows as before.
//
// The command line's program only (src/app/bin.ts): the API and the language server run in
// processes that are not ours to tune.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** Two semi-spaces of 8 MB: the size of V8's `new_space` once grown to the cap. */
const CAP_BYTES = 2 * 8 * 1024 * 1024;
const STOP_GROWING = '--semi-space-growth-factor=1';
/** V8's default, restored before the code cache is written: V8 rejects a cache made under other flags. */
const DEFAULT_GROWTH = '--semi-space-growth-factor=2';

/**
 * A check to run between files: it stops the young generation's growth once it has reached the
 * cap. undefined where V8 does not take the factor.
 */
export function youngGenerationCap(): (() => void) | undefined {
  const major = Number(process.versions.v8.split('.')[0]);
  if (major !== 11 && major !== 12) return undefined;
  let capped = false;
  return () => {
    if (capped) return;
    const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    if (young === undefined || young.space_size < CAP_BYTES) return;
    capped = true;
    setFlagsFromString(STOP_GROWING);
    // Before the launcher's own exit listener, which writes the code cache.
    process.prependOnceListener('exit', () => setFlagsFromString(DEFAULT_GROWTH));
  };
}
