// The log report the Action prints quotes manifest values and file names, and the runner reads
// a line of the step's output as a workflow command when it starts with `::` (after white
// space) or holds `##[` anywhere. Escaping CR and LF would not be enough (a file may be named
// `::warning title=X::a.yaml`), so the report goes between `::stop-commands::<token>` and
// `::<token>::`: the runner acts on no command in between and resumes only on the token, which
// a manifest cannot know because it is drawn afresh for each run.
import { randomBytes } from 'node:crypto';

/** A token nobody can guess: 128 random bits, in hex. */
export function fenceToken(): string {
  return randomBytes(16).toString('hex');
}

/** Writes `pieces` (a report, streamed) between the fence lines. */
export function writeFenced(pieces: Iterable<string>, write: (text: string) => void, token = fenceToken()): void {
  write(`::stop-commands::${token}\n`);
  let endsLine = true;
  for (const piece of pieces) {
    if (piece === '') continue;
    write(piece);
    endsLine = piece.endsWith('\n');
  }
  // The resume line must be a line of its own.
  write(`${endsLine ? '' : '\n'}::${token}::\n`);
}
