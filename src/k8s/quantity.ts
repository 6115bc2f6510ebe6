// Kubernetes resource.Quantity: <sign><digits>[.<digits>]<suffix>, suffix binary (Ki..Ei),
// decimal (n u m "" k M G T P E) or a decimal exponent (e3, E-2).
const BINARY: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };
const DECIMAL: Record<string, number> = { n: 1e-9, u: 1e-6, m: 1e-3, '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 };
const QUANTITY = /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(?:(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE])|[eE]([+-]?[0-9]+))?$/;

export interface Quantity {
  /** Value in base units (cores for cpu, bytes for memory, devices for extended resources). */
  value: number;
  source: string;
}

/** undefined when the value is not a quantity (placeholders included: callers check those first). */
export function parseQuantity(raw: unknown): Quantity | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw, source: String(raw) } : undefined;
  if (typeof raw !== 'string') return undefined;
  const source = raw.trim();
  const m = QUANTITY.exec(source);
  if (!m) return undefined;
  const base = Number(m[1]);
  const multiplier = m[3] !== undefined ? 10 ** Number(m[3]) : m[2] !== undefined ? (BINARY[m[2]] ?? DECIMAL[m[2]]!) : 1;
  return { value: base * multiplier, source: raw };
}

/** Compares two quantities by value ("1Gi" equals "1024Mi"); undefined if either does not parse. */
export function sameQuantity(a: unknown, b: unknown): boolean | undefined {
  const qa = parseQuantity(a);
  const qb = parseQuantity(b);
  if (!qa || !qb) return undefined;
  return Math.abs(qa.value - qb.value) <= Math.abs(qa.value) * 1e-12;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${Number.isInteger(v) ? v : v.toFixed(1)} ${units[i]}`;
}
