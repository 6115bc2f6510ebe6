// The CLI bundle's text as the launcher compiles it: wrapped in the CommonJS function header on
// the bundle's first line (positions in the bundle stay as they are), read into one buffer that
// already holds the wrapper and decoded once. Joining the wrapper to the text instead makes a
// string that V8 copies again to compile it, and a bundle with any non-ASCII character decodes
// to two bytes a character: each of those is a few MB copied and paged in at every start.
// The build keeps the bundle ASCII (scripts/build.mjs), which makes Latin-1 its exact decoding.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isAscii } from 'node:buffer';

export const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_TAIL = '\n})';

/** The text of the bundle at `path`, wrapped as a CommonJS module function. */
export function wrappedBundleSource(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const bytes = Buffer.allocUnsafe(WRAPPER_HEAD.length + size + WRAPPER_TAIL.length);
    bytes.write(WRAPPER_HEAD, 0, 'latin1');
    let filled = 0;
    while (filled < size) {
      const n = readSync(fd, bytes, WRAPPER_HEAD.length + filled, size - filled, filled);
      if (n === 0) throw new Error(`${path} changed while it was read`);
      filled += n;
    }
    bytes.write(WRAPPER_TAIL, WRAPPER_HEAD.length + size, 'latin1');
    // A bundle that is not ASCII after all (built by hand) still runs, only slower.
    return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  } finally {
    closeSync(fd);
  }
}
