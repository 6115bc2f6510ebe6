// Whether a directory can be trusted with code this process will run (the launcher's V8 code
// cache). Trust means: only this user (or root) can change what is in it, and only this user or
// root can change what its path leads to. Anyone who can rename a directory on the path can put
// their own in its place between two look-ups (the reliability review's S3 race).
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, join, parse, relative, sep } from 'node:path';
import { isWithin } from '../../files/checkout.js';

/** The write bits of group and others. */
const SHARED_WRITE = 0o022;
/** In a sticky directory only an entry's owner, the directory's owner and root may rename or delete it. */
const STICKY = 0o1000;
// O_NONBLOCK: opening a FIFO planted at the path must not wait for a writer.
const DIRECTORY_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * True when `dir` is this user's private directory and nobody else can replace it or anything on
 * its path; creates it (and missing parents, mode 0700) when it does not exist yet.
 *
 * The directories are checked from the top down. The top is the user's home when `dir` is inside
 * it (whoever can replace the home already controls everything the user runs, and a home reached
 * through an administrator's symlink such as /home -> /data/home must keep working), else `/`.
 * Every directory below the top must be a directory, not a symlink (its target would be a second
 * path, unchecked), owned by the user or root, and not writable by group or others unless it is
 * sticky. A sticky one such as `/tmp` (root, 1777) is safe because the next
 * directory down is ours or root's, so no one else may rename it; a `/tmp/.cache` that another user
 * created first, or a non-sticky shared one, fails. A directory is created only once its parent has
 * passed, so nothing is created where someone else decides. `dir` itself is checked through a
 * descriptor opened without following a symlink, and must belong to the user alone. Only the mode
 * bits are read, not POSIX ACLs.
 */
export function isPrivateDir(dir: string, home: string, uid: number): boolean {
  if (!isAbsolute(dir)) return false;
  const top = isAbsolute(home) && isWithin(dir, home) ? home : parse(dir).root;
  // The home itself may be a symlink (see above): stat, not lstat.
  if (!isSafeAncestor(statSync(top), uid)) return false;
  let path = top;
  for (const name of relative(top, dir).split(sep).slice(0, -1)) {
    path = join(path, name);
    const st = lstatOrCreate(path);
    if (st === undefined || !isSafeAncestor(st, uid)) return false;
  }
  const fd = openOrCreateDirectory(dir);
  try {
    const st = fstatSync(fd);
    return st.isDirectory() && st.uid === uid && (st.mode & SHARED_WRITE) === 0;
  } finally {
    closeSync(fd);
  }
}

function isSafeAncestor(st: Stats, uid: number): boolean {
  return st.isDirectory() && (st.uid === uid || st.uid === 0) && ((st.mode & SHARED_WRITE) === 0 || (st.mode & STICKY) !== 0);
}

function openOrCreateDirectory(path: string): number {
  try {
    return openSync(path, DIRECTORY_FLAGS);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  createDirectory(path);
  return openSync(path, DIRECTORY_FLAGS);
}

/** The entry's own stats (a symlink is not followed), after creating a missing directory. */
function lstatOrCreate(path: string): Stats | undefined {
  const st = lstatSync(path, { throwIfNoEntry: false });
  if (st !== undefined) return st;
  createDirectory(path);
  return lstatSync(path, { throwIfNoEntry: false });
}

function createDirectory(path: string): void {
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (e) {
    // Someone else was faster: whatever they made is judged like anything else.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}
