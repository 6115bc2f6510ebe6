// The CLI program (dist/cli-main.cjs), started by the launcher (src/app/launcher.ts, dist/cli.js).
import { readFileSync } from 'node:fs';
import { main } from './cli.js';
import { decodeText } from '../files/decode-text.js';
import { fdWriter } from './fd-writer.js';
import { announceFirstFileDone, announceFirstFileStarted } from './first-file-done.js';
import { youngGenerationCap } from './young-generation.js';

// Node's stdout and stderr streams are made only for terminals and the like (fd-writer.ts).
const stdout = fdWriter(1, () => process.stdout);
const stderr = fdWriter(2, () => process.stderr);
// A pipe or a file is no terminal; anything else, the stream can tell.
const isTTY = !stdout.direct && process.stdout.isTTY === true;

main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (s) => stdout.write(s),
  stderr: (s) => stderr.write(s),
  // Decoded like a file: UTF-16 with a BOM (PowerShell's pipes) as well as UTF-8.
  readStdin: () => decodeText(readFileSync(0)),
  isTTY,
  columns: isTTY ? process.stdout.columns : undefined,
  beforeFile: beforeEachFile(),
}).then(
  (code) => {
    process.exitCode = code;
    exitOnceWritten();
  },
  (e: unknown) => {
    // A bug in the linter, not a user mistake: say so without a wall of stack.
    stderr.write(
      `ai-k8s-lint: internal error: ${e instanceof Error ? e.message : String(e)}\nPlease report this with the input that caused it.\n`,
    );
    if (process.env.AI_K8S_LINT_DEBUG) stderr.write(`${(e as Error).stack}\n`);
    process.exitCode = 2;
    exitOnceWritten();
  },
);

/**
 * The checks the command runs before each file. The end of the first file comes first: the
 * launcher writes its code cache there, under V8's default young-generation flags, which the cap
 * may change at the same file.
 */
function beforeEachFile(): (chars: number) => void {
  const youngGeneration = youngGenerationCap();
  let files = 0;
  return (chars) => {
    // Before the first file, the run lints one (its exit may write the code cache); before the
    // second, the first is linted and reported.
    if (++files === 1) announceFirstFileStarted();
    else if (files === 2) announceFirstFileDone();
    youngGeneration?.(chars, files);
  };
}

/**
 * Ends the process as soon as the output is written. Left to itself, Node waits at exit for the
 * background work V8 started during the run (optimizing compiles of the code that got hot), which
 * changes nothing for a run that is over and costs a short run such as a pre-commit hook's a tenth
 * of its time. Output still queued (pipes are asynchronous on Windows) is left to Node's own exit,
 * which writes it first.
 */
function exitOnceWritten(): void {
  if (stdout.pending() === 0 && stderr.pending() === 0) process.exit();
}
