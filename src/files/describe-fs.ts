// File-system problems in words, for one-line user errors: "permission denied", not EACCES;
// and file names printed so that nothing in a name can reach the terminal or the runner.
import type { Stats } from 'node:fs';
import { printable } from '../core/printable.js';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'it is a symbolic link (not followed)',
  EIO: 'input/output error',
  ENXIO: 'it is not a regular file (a FIFO or device without a reader)',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'the file system is read-only',
  EFBIG: 'the file is too large',
  EEXIST: 'it already exists',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EBUSY: 'the device or file is busy',
  ETXTBSY: 'the file is busy',
  EINVAL: 'the operation is not supported on this file',
};

/** "permission denied" for an EACCES error; the error's own message for anything unknown. */
export function fsErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && REASONS[code]) return REASONS[code]!;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** What a non-regular file is, for "it is not a regular file (a FIFO)". */
export function fileKind(stats: Stats): string {
  if (stats.isFile()) return 'a regular file';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * A file name as it may appear in an error or warning line: names from a pull request's tree can
 * hold CR, LF or escape sequences, which would start a new log line (a workflow command) or
 * drive the terminal. Such names are printed quoted, with those characters made visible.
 */
export function printablePath(name: string): string {
  const shown = printable(name);
  return shown === name ? name : `"${printable(name.replace(/["\\]/g, (c) => `\\${c}`))}"`;
}
