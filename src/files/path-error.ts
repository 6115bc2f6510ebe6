/** A path the user gave (or a file below it) cannot be read or written: exit code 2, one line. */
export class PathError extends Error {}
