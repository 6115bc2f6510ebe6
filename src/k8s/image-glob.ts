// Globs over image references (`**/*notebook*`, `registry.example.com/team/*:*-cu124`): `*` stays
// inside one path segment, `?` is one character of it, `**` crosses segments (a `/` right after it
// is part of it, so `a/**/b` also matches `a/b`), case-insensitive.
//
// Matched by walking every position of the pattern at once (an NFA), not with a RegExp: the RegExp
// `^.*[^/]*notebook[^/]*$` backtracks over every split of the name, and an image name is manifest
// input (a 20k-character name took 0.4 s, 200k over half a minute). Here a name costs its length
// times the pattern's.

export interface ImageGlob {
  test(text: string): boolean;
}

/** Pattern tokens: a character (its code, case-folded), or one of these. */
const ONE = -1;
const STAR = -2;
const GLOBSTAR = -3;
const SLASH = 0x2f;

export function imageGlob(glob: string): ImageGlob {
  const tokens: number[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      tokens.push(GLOBSTAR);
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') tokens.push(STAR);
    else if (c === '?') tokens.push(ONE);
    else tokens.push(folded(glob.charCodeAt(i)));
  }
  const literal = longestAsciiLiteral(tokens);
  return { test: (text) => (literal === '' || text.toUpperCase().includes(literal)) && matches(tokens, text) };
}

/**
 * The longest run of ASCII characters the pattern names, upper-cased: a name without it cannot
 * match, and most names match none of a table's patterns. Only ASCII folds to ASCII here, and
 * toUpperCase() keeps a run of ASCII letters one run, so the test never turns a match away.
 */
function longestAsciiLiteral(tokens: number[]): string {
  let best = '';
  let run = '';
  for (const t of tokens) {
    if (t >= 0 && t < 0x80) {
      run += String.fromCharCode(t);
      if (run.length > best.length) best = run;
    } else run = '';
  }
  return best;
}

function matches(tokens: number[], text: string): boolean {
  const m = tokens.length;
  // current[k]: the text read so far can end just before token k (m: the whole pattern matched).
  let current = new Uint8Array(m + 1);
  let next = new Uint8Array(m + 1);
  current[0] = 1;
  skipEmptyStars(tokens, current);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const c = folded(code);
    next.fill(0);
    let alive = false;
    for (let k = 0; k < m; k++) {
      if (!current[k]) continue;
      const t = tokens[k]!;
      // A star stays where it is; any other token moves on.
      const to = t === STAR || t === GLOBSTAR ? k : k + 1;
      const takes = t === STAR || t === ONE ? code !== SLASH : t === GLOBSTAR ? !isLineTerminator(code) : t === c;
      if (takes) {
        next[to] = 1;
        alive = true;
      }
    }
    if (!alive) return false;
    skipEmptyStars(tokens, next);
    [current, next] = [next, current];
  }
  return current[m] === 1;
}

/** A star may match nothing: where a star can start, the token after it can start too. */
function skipEmptyStars(tokens: number[], states: Uint8Array): void {
  for (let k = 0; k < tokens.length; k++) if (states[k] && (tokens[k] === STAR || tokens[k] === GLOBSTAR)) states[k + 1] = 1;
}

/** `**` is the RegExp `.*`, which stops at line terminators. */
function isLineTerminator(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
}

/** Case folding as a RegExp with the `i` flag (and no `u`) does it: to upper case, one code unit, ASCII only from ASCII. */
function folded(code: number): number {
  if (code < 0x80) return code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
  const upper = String.fromCharCode(code).toUpperCase();
  if (upper.length !== 1) return code;
  const u = upper.charCodeAt(0);
  return u < 0x80 ? code : u;
}
