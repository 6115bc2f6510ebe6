// The working directory is the checkout: in the GitHub Action a pull request decides what is
// in it, symbolic links included. A path inside it may therefore not lead out of it, whatever
// the link says; paths outside it were named by the user (or the workflow) and are theirs.
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** `child` is `parent` or below it (both absolute, normalised). */
export function isWithin(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

function realpathOrSelf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

/** The reason, in words, to follow "cannot read <path>: ". */
export class OutsideCheckoutError extends Error {
  constructor() {
    super('it leads outside the working directory through a symbolic link (not followed)');
  }
}

/**
 * The path to open for `absolute`: inside the working directory, the file the links lead to,
 * spelled below `cwd` (so reports name the target, in the user's spelling of the cwd); outside
 * it, `absolute` itself. A path that cannot be resolved (missing) is returned as is, for the
 * reader to report. Throws OutsideCheckoutError when a path inside the cwd leads out of it.
 */
export function resolveInCheckout(absolute: string, cwd: string): string {
  if (!isWithin(absolute, cwd)) return absolute;
  let real: string;
  try {
    real = realpathSync.native(absolute);
  } catch {
    return absolute;
  }
  const realCwd = realpathOrSelf(cwd);
  if (!isWithin(real, realCwd)) throw new OutsideCheckoutError();
  return join(cwd, relative(realCwd, real));
}
