// Strings the linter keeps past the file they came from (values in facts, snippets, messages).

/**
 * A copy of a long string that does not point into the file's text. V8 keeps substrings of 13
 * or more characters as views of their parent, so one kept image name, annotation or code-frame
 * line would keep its whole file alive for the rest of the run. Flattening `' ' + s` copies s once.
 */
export function detached(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/**
 * The same text as one flat string. A message built with templates is a tree of the pieces
 * that made it, twice the memory; reading a character makes V8 flatten it in place.
 */
export function flattened(s: string): string {
  s.charCodeAt(0);
  return s;
}

/** `1 GPU`, `2 GPUs`: a count with its word, plural when it is not one. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Past this many, new strings are returned as they are: the table of a run stays bounded. */
const MAX_INTERNED = 1 << 18;

/**
 * One copy per run of strings kept past their file that repeat across objects (`Container
 * "server"`, built per object from templates): flat, not pointing into any file's text.
 */
export class StringTable {
  private readonly known = new Map<string, string>();

  intern(s: string): string {
    const known = this.known.get(s);
    if (known !== undefined) return known;
    const copy = detached(flattened(s));
    if (this.known.size < MAX_INTERNED) this.known.set(copy, copy);
    return copy;
  }
}
