// Writes the files the user asked for (-o, --output-format, --write-baseline, --init, the
// Action's SARIF) without letting the checkout decide where the bytes go: a pull request can
// commit `ai-k8s-lint.sarif` as a link to ~/.ssh/authorized_keys, or `out` as a link to a
// directory outside the workspace. So: no symbolic link is followed in the file's name (O_NOFOLLOW)
// nor in a directory between the working directory and the file; only regular files are written
// (a FIFO would block; a device only outside the checkout, e.g. /dev/null); and missing
// directories are not created.
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { isWithin } from './checkout.js';
import { fileKind, fsErrorReason, printablePath } from './describe-fs.js';
import { displayPath } from './display-path.js';
import { PathError } from './path-error.js';

export interface WriteOptions {
  /** The working directory: `file` is relative to it, and nothing below it is a followed link. */
  cwd: string;
  /** Fail if anything is at the path, a dangling link included (--init never overwrites). */
  exclusive?: boolean;
}

// O_NONBLOCK: opening a FIFO for writing fails (ENXIO) instead of waiting for a reader.
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** Writes `content` (a string or pieces, written as they come) to `file`; problems are PathErrors. */
export function writeOutputFile(file: string, content: string | Iterable<string>, options: WriteOptions): void {
  const absolute = resolve(options.cwd, file);
  const fail = (reason: string) => new PathError(`cannot write ${printablePath(file)}: ${reason}`);
  checkDirectories(absolute, options.cwd, fail);
  let fd: number;
  try {
    fd = openSync(absolute, WRITE_FLAGS | (options.exclusive ? constants.O_EXCL : 0), 0o666);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw fail(code === 'ELOOP' ? 'it is a symbolic link, and reports are not written through links' : fsErrorReason(e));
  }
  const fsCall = <T>(call: () => T): T => {
    try {
      return call();
    } catch (e) {
      throw fail(fsErrorReason(e));
    }
  };
  try {
    const stats = fsCall(() => fstatSync(fd));
    // A device the user named outside the checkout (`-o /dev/null`) is theirs to write; inside
    // it, a committed path is only ever a report file.
    const isUserDevice = stats.isCharacterDevice() && !isWithin(absolute, options.cwd);
    if (!stats.isFile() && !isUserDevice) throw fail(`it is not a regular file (${fileKind(stats)})`);
    // Truncated only now: opening with O_TRUNC would have emptied whatever the path was.
    if (stats.size > 0) fsCall(() => ftruncateSync(fd, 0));
    for (const piece of typeof content === 'string' ? [content] : content) {
      const bytes = Buffer.from(piece);
      for (let done = 0; done < bytes.length;) done += fsCall(() => writeSync(fd, bytes, done, bytes.length - done));
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The file's directory must exist. Below the working directory each directory on the way is
 * checked without following links; above or outside it the path is the user's own.
 */
function checkDirectories(absolute: string, cwd: string, fail: (reason: string) => PathError): void {
  const parent = dirname(absolute);
  const look = (dir: string, follow: boolean): Stats => {
    try {
      return follow ? statSync(dir) : lstatSync(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw fail(`the directory ${name(dir)} does not exist (create it first)`);
      throw fail(`${name(dir)}: ${fsErrorReason(e)}`);
    }
  };
  const name = (dir: string) => printablePath(isWithin(dir, cwd) ? displayPath(dir, cwd) : dir);
  const check = (dir: string, stats: Stats) => {
    if (stats.isSymbolicLink())
      throw fail(`${name(dir)} is a symbolic link, and reports are not written through links in the working directory`);
    if (!stats.isDirectory()) throw fail(`${name(dir)} is not a directory`);
  };
  if (!isWithin(parent, cwd)) return check(parent, look(parent, true));
  let dir = cwd;
  for (const part of relative(cwd, parent)
    .split(sep)
    .filter((p) => p !== '')) {
    dir = resolve(dir, part);
    check(dir, look(dir, false));
  }
}

/**
 * Replaces the regular file `file` with `content` in one step (--fix): written to a new file
 * beside it, with the old file's mode, then renamed over it, so a reader sees the old bytes or the
 * new ones, never half. Never through a link: neither the file nor a directory on its way below
 * the working directory may be one.
 */
export function replaceFileAtomically(file: string, content: string | Buffer, options: { cwd: string }): void {
  const absolute = resolve(options.cwd, file);
  const fail = (reason: string) => new PathError(`cannot write ${printablePath(file)}: ${reason}`);
  checkDirectories(absolute, options.cwd, fail);
  let stats: Stats;
  try {
    stats = lstatSync(absolute);
  } catch (e) {
    throw fail(fsErrorReason(e));
  }
  if (stats.isSymbolicLink()) throw fail('it is a symbolic link, and fixes are not written through links');
  if (!stats.isFile()) throw fail(`it is not a regular file (${fileKind(stats)})`);
  // node:crypto is loaded here, not at start: most runs write no file, and it costs them a few ms.
  const nonce = process.getBuiltinModule('node:crypto').randomBytes(4).toString('hex');
  const temp = `${dirname(absolute)}/.${basename(absolute)}.ai-k8s-lint-${process.pid}-${nonce}`;
  let fd: number;
  try {
    fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), stats.mode & 0o7777);
  } catch (e) {
    throw fail(fsErrorReason(e));
  }
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temp, absolute);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    rmSync(temp, { force: true });
    throw fail(fsErrorReason(e));
  }
}
