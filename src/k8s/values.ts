// Small, safe readers over untrusted JSON values (any key may be __proto__ or constructor).

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

declare const FIELDS: unique symbol;

/**
 * A value read from a manifest where the Kubernetes API expects a `T` (k8s/api-types.ts): it may
 * hold anything (the input is untrusted), but the readers below check the keys asked of it
 * against `T`, so `own(container, 'resource')` for `'resources'` fails the typecheck.
 */
export type Typed<T> = { readonly [FIELDS]: T };

/** A value whose API type is not known: any key may be asked of it. */
type Untyped<V> = V extends Typed<unknown> ? never : V;

/** What a list field's items are read as: typed objects, or unknown scalars. */
type Item<F> = F extends readonly (infer E)[] ? (E extends object ? Typed<E> : unknown) : unknown;

/** An own property only: never walks the prototype chain. */
export function own<T, K extends keyof T & string>(value: Typed<T> | undefined, key: K): unknown;
export function own<V>(value: V & Untyped<V>, key: string): unknown;
export function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

export function ownObject<T, K extends keyof T & string>(
  value: Typed<T> | undefined,
  key: K,
): (JsonObject & Typed<NonNullable<T[K]>>) | undefined;
export function ownObject<V>(value: V & Untyped<V>, key: string): JsonObject | undefined;
export function ownObject(value: unknown, key: string): JsonObject | undefined {
  const v = own(value, key);
  return isObject(v) ? v : undefined;
}

export function ownArray<T, K extends keyof T & string>(value: Typed<T> | undefined, key: K): Item<NonNullable<T[K]>>[];
export function ownArray<V>(value: V & Untyped<V>, key: string): unknown[];
export function ownArray(value: unknown, key: string): unknown[] {
  const v = own(value, key);
  return Array.isArray(v) ? v : [];
}

export function ownString<T, K extends keyof T & string>(value: Typed<T> | undefined, key: K): string | undefined;
export function ownString<V>(value: V & Untyped<V>, key: string): string | undefined;
export function ownString(value: unknown, key: string): string | undefined {
  const v = own(value, key);
  return typeof v === 'string' ? v : undefined;
}

/** The value at a path below `root` (own properties and array items only); undefined where the path leaves the value. */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const segment of path)
    value = typeof segment === 'number' ? (Array.isArray(value) ? value[segment] : undefined) : own(value, segment);
  return value;
}

/** String-valued map such as labels; non-string values are skipped. */
/** Shared by every empty map (most objects have no annotations): null-prototype maps are hash tables. */
const EMPTY_MAP: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>);

export function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return EMPTY_MAP;
  let out: Record<string, string> | undefined;
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      (out ??= Object.create(null) as Record<string, string>)[k] = String(v);
  }
  return out ?? EMPTY_MAP;
}

/** `<your-model>`, or the whole value an environment variable: `$MODEL`. */
const PLACEHOLDER = /<[^<>\s][^<>]*>|^\$[A-Z_][A-Z0-9_]*$/;
/** An image name that is one upper-case token: `IMAGE_NAME`. */
const UPPER_TOKEN = /^[A-Z][A-Z0-9_]*$/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * A template or variable that will be filled in later: unknown, never invalid. `{{ }}`, `${ }`
 * and `$( )` are found with indexOf, not with a regex: an unanchored `\{\{.*?\}\}` rescans the
 * rest of the line from every `{{` (a value of 20k `{{` took a second, 100k half a minute).
 */
export function isPlaceholder(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return (
    hasTemplate(value) ||
    closes(value, '${', '}') ||
    closes(value, '$(', ')') ||
    // PLACEHOLDER matches a `<` or a leading `$`: most values have neither, and the test scans the whole value.
    ((value.startsWith('$') || value.includes('<')) && PLACEHOLDER.test(value)) ||
    hasHereToken(value)
  );
}

/**
 * An image reference that is a placeholder: as `isPlaceholder`, or a name that is one upper-case
 * token (`IMAGE_NAME`, `IMAGE:TAG`): repository names are lower-case, so it cannot be pulled as is.
 */
export function isImagePlaceholder(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (isPlaceholder(value)) return true;
  const trimmed = value.trim();
  let end = trimmed.length;
  for (const separator of [':', '@']) {
    const at = trimmed.indexOf(separator);
    if (at !== -1 && at < end) end = at;
  }
  return UPPER_TOKEN.test(trimmed.slice(0, end));
}

/**
 * An upper-case token ending in `_HERE` (`REPO_HERE`, `YOUR_TOKEN_HERE`), as a whole word. One
 * pass over the words of the value: looking back from each `_HERE` would rescan a long token once
 * per `_HERE` in it.
 */
function hasHereToken(value: string): boolean {
  if (!value.includes('_HERE')) return false;
  let upper = true;
  let firstLetter = -1;
  for (let i = 0; i <= value.length; i++) {
    const code = i < value.length ? value.charCodeAt(i) : -1;
    const lower = code >= 97 && code <= 122;
    const capital = code >= 65 && code <= 90;
    if (lower || capital || (code >= 48 && code <= 57) || code === 95) {
      if (lower) upper = false;
      else if (capital && firstLetter === -1) firstLetter = i;
      continue;
    }
    // The word that ends at i: upper-case, `_HERE` at its end, a letter before that.
    if (upper && firstLetter !== -1 && firstLetter < i - 5 && value.startsWith('_HERE', i - 5)) return true;
    upper = true;
    firstLetter = -1;
  }
  return false;
}

/** An opener followed anywhere later by its closer; the first opener is the one to try. */
function closes(value: string, open: string, close: string): boolean {
  const at = value.indexOf(open);
  return at !== -1 && value.indexOf(close, at + open.length) !== -1;
}

/** `{{ ... }}` on one line; on each line the first `{{` is the one to try. */
function hasTemplate(value: string): boolean {
  if (!value.includes('{{')) return false;
  if (!LINE_BREAK.test(value)) return closes(value, '{{', '}}');
  return value.split(LINE_BREAK).some((line) => closes(line, '{{', '}}'));
}

/** Reads `value` as the API type `T` from here on: a claim about where it sits in the manifest, not about what it holds. */
export function typed<T>(value: JsonObject): JsonObject & Typed<T>;
export function typed<T>(value: JsonObject | undefined): (JsonObject & Typed<T>) | undefined;
export function typed<T>(value: JsonObject | undefined): (JsonObject & Typed<T>) | undefined {
  return value as (JsonObject & Typed<T>) | undefined;
}

/**
 * A typed value read without its API type: for fields an operator keeps beside a pod spec (an
 * Argo template's `name` and `podSpecPatch`), which no API type lists.
 */
export function untyped(value: (JsonObject & Typed<unknown>) | undefined): JsonObject | undefined {
  return value;
}
