// The V8 flags the launcher sets once a run reaches its second file (src/app/launcher.ts,
// src/app/first-file-done.ts).
//
// A long run runs a large bundle (74 rules) whose code gets warm all over. With V8's default
// tiering, its optimizing compiler spent about as much CPU on a background thread as the lint on
// the main one (1,000 manifests: 3.1–3.9 s of CPU for a 1.6–2.0 s lint), compiling code that the
// run then barely used. Three times the budget before a function is considered for optimization
// keeps that to the code that is hot. Measured on two shared cores, 1,000 manifests, interleaved
// runs: CPU time of the process −27%, wall time −9%, the main thread about 8% slower (less of its
// code is optimized); 10,000 documents: the same wall time within the noise.
//
// A short run loses by it: one small file took 5 ms more (its hot loops leave the interpreter
// later), a tenth of what the command adds to Node's own start. So the flag is set from the second
// file on, and a run of one file, of any size, keeps V8's defaults. The flag has this name and
// meaning in every V8 that Node 20 to 24 ship. The language server, which runs for hours, keeps
// V8's defaults.

/** Bytecode a function runs before V8 considers optimizing it: three times V8 11's default (66 KB, Node 20), 1.5 times later versions' (132 KB). */
const INTERRUPT_BUDGET = 3 * 66 * 1024;

export const LAUNCHER_V8_FLAGS = `--interrupt-budget=${INTERRUPT_BUDGET}`;

/**
 * The flags the code cache is compiled, read and written under: V8's defaults (the launcher's
 * own are set after the cache is written). V8 rejects a cache made under other flags; the tag is
 * part of the cache's identity, so a launcher that compiled under other flags (another installed
 * version) keeps a cache of its own instead of replacing this one's at every run.
 */
export const CACHE_V8_FLAGS_TAG = 'v8defaults';
