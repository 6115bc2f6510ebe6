// Small, safe readers over untrusted JSON values (any key may be __proto__ or constructor).

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: never walks the prototype chain. */
export function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

export function ownObject(value: unknown, key: string): JsonObject | undefined {
  const v = own(value, key);
  return isObject(v) ? v : undefined;
}

export function ownArray(value: unknown, key: string): unknown[] {
  const v = own(value, key);
  return Array.isArray(v) ? v : [];
}

export function ownString(value: unknown, key: string): string | undefined {
  const v = own(value, key);
  return typeof v === 'string' ? v : undefined;
}

/** String-valued map such as labels; non-string values are skipped. */
/** Shared by every empty map (most objects have no annotations): null-prototype maps are hash tables. */
const EMPTY_MAP: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>);

export function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return EMPTY_MAP;
  let out: Record<string, string> | undefined;
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') (out ??= Object.create(null) as Record<string, string>)[k] = String(v);
  }
  return out ?? EMPTY_MAP;
}

const PLACEHOLDER = /\{\{.*?\}\}|\$\{[^}]*\}|\$\([^)]*\)|<[^<>\s][^<>]*>|^\$[A-Z_][A-Z0-9_]*$/;

/** A template or variable that will be filled in later: unknown, never invalid. */
export function isPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && PLACEHOLDER.test(value);
}
