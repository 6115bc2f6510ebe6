// Finds the config file that applies to a run: the nearest .ai-k8s-lint.yaml upward from the
// working directory. Where the search stops matters as much: a config applies to every file
// below it, and `ignore: ["**"]` in a parent directory turns a run into "0 files". So the
// search stops at
// - the repository root (the directory holding .git), as before;
// - the user's home directory: what lies above it belongs to other users or to the system;
// - the edge of the file system the working directory is on (a mount point), where another
//   volume, often another owner, begins;
// - a directory that other users can write to (like /tmp): anyone could have put a config there,
//   so it is not searched, nor anything above it.
// Outside a repository this keeps the search within what the user owns: their home, or the
// volume they work on.
import { existsSync, lstatSync, statSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const CONFIG_NAMES = ['.ai-k8s-lint.yaml', '.ai-k8s-lint.yml'];

export interface ConfigSearch {
  /** The config file found, if any. */
  file?: string;
  /** The last directory looked at (or the one not looked at: see `reason`). */
  stoppedAt: string;
  /** Why the search stopped there, in words ("the repository root"). */
  reason: string;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

// Windows reports no meaningful permission bits for directories.
const othersMayWrite = (stats: Stats) => process.platform !== 'win32' && (stats.mode & 0o002) !== 0;

/** The config file for a run in `start`, and where and why the search stopped. */
export function findConfig(start: string, home = homedir()): ConfigSearch {
  let dir = resolve(start);
  const homeDir = home ? resolve(home) : undefined;
  for (;;) {
    const stats = statOrUndefined(dir);
    if (stats && othersMayWrite(stats)) return { stoppedAt: dir, reason: 'a directory other users can write to, which is not searched' };
    // Any entry by the name counts (a link, even a dangling one): loading it says what is wrong
    // with it, instead of a config the user believes in being passed over in silence.
    for (const name of CONFIG_NAMES) {
      const candidate = join(dir, name);
      if (exists(candidate)) return { file: candidate, stoppedAt: dir, reason: 'the config file' };
    }
    if (existsSync(join(dir, '.git'))) return { stoppedAt: dir, reason: 'the repository root' };
    if (dir === homeDir) return { stoppedAt: dir, reason: 'the home directory' };
    const parent = dirname(dir);
    if (parent === dir) return { stoppedAt: dir, reason: 'the file-system root' };
    const parentStats = statOrUndefined(parent);
    if (stats && parentStats && parentStats.dev !== stats.dev)
      return { stoppedAt: dir, reason: 'the top of its file system (a mount point)' };
    dir = parent;
  }
}

/** Nearest config file from `start` upward (see findConfig for where the search stops). */
export function discoverConfig(start: string): string | undefined {
  return findConfig(start).file;
}
