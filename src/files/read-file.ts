// Reads a file the user named (a manifest, the config, a baseline, a node-pools file) only if it
// is a regular file of a sane size. A FIFO would block the read forever and /dev/zero never
// ends; both can be committed as (links to) the files a workflow names.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { OutsideCheckoutError, resolveInCheckout } from './checkout.js';
import { decodeText } from './decode-text.js';
import { fileKind, fsErrorReason } from './describe-fs.js';

export const MiB = 1024 * 1024;
/** Caps: far above any real file of the kind, far below what exhausts memory. */
export const MAX_BYTES = { config: 1 * MiB, baseline: 64 * MiB, nodePools: 64 * MiB, manifest: 256 * MiB } as const;

/** Why a file was not read, in words ("permission denied"); `code` is the errno code, if any. */
export class FileReadError extends Error {
  constructor(
    readonly reason: string,
    readonly code?: string,
  ) {
    super(reason);
  }
}

// O_NONBLOCK: opening a FIFO for reading waits for a writer without it. It changes nothing for
// regular files. Windows has no such flag (nor FIFOs of this kind).
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function sizeText(bytes: number): string {
  return `${Math.round(bytes / MiB)} MB`;
}

const tooLarge = (maxBytes: number) =>
  new FileReadError(`it is larger than ${sizeText(maxBytes)}, the limit for this kind of file`, 'EFBIG');

/** Opens `path` for reading if it is a regular file of at most `maxBytes`. */
function openRegular(path: string, maxBytes: number): { fd: number; stats: Stats } {
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch (e) {
    throw new FileReadError(fsErrorReason(e), (e as NodeJS.ErrnoException).code);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileReadError(`it is not a regular file (${fileKind(stats)})`, 'ENOTREG');
    if (stats.size > maxBytes) throw tooLarge(maxBytes);
    return { fd, stats };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** The bytes of a regular file of at most `maxBytes`; anything else is a FileReadError. */
export function readRegularFile(path: string, maxBytes: number): Buffer {
  const { fd, stats } = openRegular(path, maxBytes);
  try {
    // The size from fstat is a hint: files in /proc say 0, and a file may grow while read.
    let buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const larger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      let n: number;
      try {
        n = readSync(fd, buffer, length, buffer.length - length, null);
      } catch (e) {
        throw new FileReadError(fsErrorReason(e), (e as NodeJS.ErrnoException).code);
      }
      if (n === 0) break;
      length += n;
      if (length > maxBytes) throw tooLarge(maxBytes);
    }
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** Where to read a file the user named: relative to `cwd`, and not out of it through a link. */
function namedFile(file: string, cwd: string): string {
  try {
    return resolveInCheckout(resolve(cwd, file), cwd);
  } catch (e) {
    if (e instanceof OutsideCheckoutError) throw new FileReadError(e.message, 'EOUTSIDE');
    throw e;
  }
}

export interface NamedFileOptions {
  cwd: string;
  maxBytes: number;
}

/** The text (decoded by BOM) of a file the user named: the config, a baseline, node pools. */
export function readNamedTextFile(file: string, options: NamedFileOptions): string {
  return decodeText(readRegularFile(namedFile(file, options.cwd), options.maxBytes));
}

/** Fails as readNamedTextFile would, without reading: for checks before the run starts. */
export function checkNamedFile(file: string, options: NamedFileOptions): void {
  closeSync(openRegular(namedFile(file, options.cwd), options.maxBytes).fd);
}

/** Why a named file cannot be read ("no such file", "it is not a regular file (a FIFO)"), or undefined. */
export function namedFileProblem(file: string, options: NamedFileOptions): string | undefined {
  try {
    checkNamedFile(file, options);
    return undefined;
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    return e.code === 'ENOENT' ? 'no such file' : e.reason;
  }
}
