// The command's output, written to its file descriptor directly when that is a pipe, a socket or
// a file.
//
// process.stdout is made on first use, and for a pipe (a pre-commit hook's, a CI step's, `| less`)
// it is a socket: making it loads Node's stream and net modules, 3 to 4 ms of a run that lints one
// small file in about 30 ms more than `node -e 0`. A write to a pipe, a socket or a file that
// blocks needs none of that. Terminals and other devices keep Node's streams (a terminal on
// Windows needs their text conversion), and so does a pipe another process made non-blocking:
// the first write that would block hands the rest to the stream, in order.
//
// A reader that goes away (`ai-k8s-lint ... | head -1`) ends the output, not the run: the exit
// code still says what the lint found.
import { fstatSync, writeSync } from 'node:fs';

export interface FdWriter {
  /** Whether the descriptor is written directly (a pipe, a socket or a file, so no terminal). */
  readonly direct: boolean;
  write(text: string): void;
  /** Bytes handed to Node's stream and not yet written: the process waits for them before it exits. */
  pending(): number;
}

/** Whether `fd` is a pipe, a socket (Node's and libuv's pipes) or a regular file: never a terminal. */
function writableDirectly(fd: number): boolean {
  if (process.platform === 'win32') return false;
  try {
    const stats = fstatSync(fd);
    return stats.isFIFO() || stats.isSocket() || stats.isFile();
  } catch {
    return false;
  }
}

/** A writer for `fd`; `stream` is the Node stream of the same descriptor, made at the first write that needs it. */
export function fdWriter(fd: number, stream: () => NodeJS.WritableStream & { writableLength: number }): FdWriter {
  const direct = writableDirectly(fd);
  let viaStream = !direct;
  let made: (NodeJS.WritableStream & { writableLength: number }) | undefined;
  let closed = false;
  const nodeStream = () => {
    if (made) return made;
    made = stream();
    // The same for the stream as for direct writes: a reader gone is the end of the output.
    made.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      closed = true;
    });
    return made;
  };
  return {
    direct,
    write(text) {
      if (closed) return;
      if (viaStream) {
        nodeStream().write(text);
        return;
      }
      const bytes = Buffer.from(text, 'utf8');
      let written = 0;
      while (written < bytes.length) {
        try {
          written += writeSync(fd, bytes, written, bytes.length - written);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN') {
            viaStream = true;
            nodeStream().write(bytes.subarray(written));
            return;
          }
          if (code === 'EPIPE') {
            closed = true;
            return;
          }
          throw e;
        }
      }
    },
    pending: () => made?.writableLength ?? 0,
  };
}
