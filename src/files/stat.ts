// What is at a path, without throwing: a missing or unreadable path is neither a file nor a directory.
import { statSync } from 'node:fs';

/** A directory (links followed). */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A regular file (links followed). */
export function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
