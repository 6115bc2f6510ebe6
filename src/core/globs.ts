import { minimatch } from 'minimatch';

/** POSIX path against config globs (`deploy/prod/**`); dotfiles match too. */
export function matchesAny(file: string, globs: readonly string[]): boolean {
  return globs.some((g) => minimatch(file, g, { dot: true, matchBase: !g.includes('/') }));
}
