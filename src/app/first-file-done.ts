// The moment a run's first file is linted and reported, told by the bundle to the launcher
// (src/app/launcher.ts), which does two things there:
//
// - It writes its V8 code cache, if it has none. The cache holds the functions compiled by then,
//   and a start pays to read it all. What a one-file run compiles is what a pre-commit hook's run
//   needs; at the end of a run over 1,000 files the cache was 40% larger, and a small run from it
//   started 10 ms slower (V8 had likely dropped the bytecode of functions that ran only at the
//   run's start). A run of one file writes it at exit. A run that lints no file (`--help`,
//   `--explain`, a usage error) writes none: it compiled half of what a lint needs, and a cache
//   is written once, so every later run would compile the rest again.
// - It makes V8 optimize less eagerly for the rest of the run (launcher/v8-flags.ts): that pays
//   in a long run and costs a short one, so a run of one file keeps V8's defaults throughout.

import type { EventEmitter } from 'node:events';

/** The process event the bundle emits at that point; the launcher listens for it. */
export const FIRST_FILE_DONE = 'ai-k8s-lint:first-file-done';

/** The process event the bundle emits before it lints its first file: from then on, the run's exit may write the cache. */
export const FIRST_FILE_STARTED = 'ai-k8s-lint:first-file-started';

/** Tells the launcher that the run lints a file (the command calls it before the first). */
export function announceFirstFileStarted(): void {
  const events: EventEmitter = process;
  events.emit(FIRST_FILE_STARTED);
}

/** Tells the launcher that the first file is linted and reported (the command calls it before the second). */
export function announceFirstFileDone(): void {
  // Node's types list the process's own events only.
  const events: EventEmitter = process;
  events.emit(FIRST_FILE_DONE);
}
