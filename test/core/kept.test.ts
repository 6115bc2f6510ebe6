// What facts keep to the end of the run: lists at their length, string maps as small objects
// that still read like the prototype-less maps they copy.
import { describe, expect, it } from 'vitest';
import { keptList, keptMap } from '../../src/core/kept.js';
import { StringTable } from '../../src/core/strings.js';

describe('keptList', () => {
  it('copies the items; every empty list is one frozen list', () => {
    const items = [1, 2, 3];
    const kept = keptList(items);
    expect(kept).toEqual([1, 2, 3]);
    expect(kept).not.toBe(items);
    const empty = keptList([]);
    expect(keptList([] as string[])).toBe(empty);
    expect(Object.isFrozen(empty)).toBe(true);
  });
});

describe('keptMap', () => {
  const map = (entries: [string, string][]) => {
    const out = Object.create(null) as Record<string, string>;
    for (const [k, v] of entries) out[k] = v;
    return out;
  };

  it('keeps the keys, their values and their order', () => {
    const labels = map([
      ['app.kubernetes.io/name', 'vllm'],
      ['tier', 'serving'],
      ['10', 'ten'],
    ]);
    const kept = keptMap(labels);
    expect(Object.entries(kept)).toEqual(Object.entries(labels));
    expect(JSON.stringify(kept)).toBe(JSON.stringify(labels));
  });

  it('reads no key it does not have, as a map without prototype', () => {
    const kept = keptMap(map([['app', 'vllm']]));
    expect(kept['constructor']).toBeUndefined();
    expect(kept['toString']).toBeUndefined();
    expect('hasOwnProperty' in kept).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(kept, 'app')).toBe(true);
  });

  it('keeps a key named __proto__ as a key', () => {
    const kept = keptMap(map([['__proto__', 'x']]));
    expect(Object.keys(kept)).toEqual(['__proto__']);
    expect(kept['__proto__']).toBe('x');
  });

  it('gives every empty map one frozen map', () => {
    const empty = keptMap(map([]));
    expect(keptMap({})).toBe(empty);
    expect(Object.keys(empty)).toEqual([]);
    expect(Object.isFrozen(empty)).toBe(true);
  });
});

describe('StringTable', () => {
  it('gives equal strings one copy', () => {
    const table = new StringTable();
    const name = 'server';
    const a = table.intern(`Container "${name}"`);
    expect(a).toBe('Container "server"');
    expect(table.intern(['Container "', name, '"'].join(''))).toBe(a);
  });
});
