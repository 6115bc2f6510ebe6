// How reports name a file: relative to the working directory, with forward slashes.
import { relative, sep } from 'node:path';

export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  return (rel === '' ? '.' : rel).split(sep).join('/');
}
