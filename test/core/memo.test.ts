// The memo helpers of src/core/memo.ts: values kept once per key, lists per key, and a map with a bound for keys from the input.
import { describe, expect, it } from 'vitest';
import { appendTo, BoundedMap, memo } from '../../src/core/memo.js';

describe('memo', () => {
  it('makes a value once per key and returns the kept one after', () => {
    const store = new Map<string, { key: string }>();
    const made: string[] = [];
    const make = (key: string) => {
      made.push(key);
      return { key };
    };
    const first = memo(store, 'a', make);
    expect(memo(store, 'a', make)).toBe(first);
    expect(memo(store, 'b', make)).toEqual({ key: 'b' });
    expect(made).toEqual(['a', 'b']);
  });

  it('keeps undefined and null as values: "found nothing" is not worked out again', () => {
    const store = new WeakMap<object, string | null | undefined>();
    const none = {};
    const nothing = {};
    let calls = 0;
    expect(memo(store, none, () => (calls++, undefined))).toBeUndefined();
    expect(memo(store, none, () => (calls++, 'again'))).toBeUndefined();
    expect(memo(store, nothing, () => (calls++, null))).toBeNull();
    expect(memo(store, nothing, () => (calls++, 'again'))).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('appendTo', () => {
  it('starts a list for a new key and appends in order', () => {
    const lists = new Map<string, number[]>();
    appendTo(lists, 'x', 1);
    appendTo(lists, 'y', 2);
    appendTo(lists, 'x', 3);
    expect([...lists]).toEqual([
      ['x', [1, 3]],
      ['y', [2]],
    ]);
  });
});

describe('BoundedMap', () => {
  it('takes no new key once it holds its bound, and still updates the keys it has', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    map.set('a', 10);
    expect(map.get('a')).toBe(10);
    expect(map.size).toBe(2);
  });

  it('bounds a memo keyed by input text: values past the bound are made each time, never kept', () => {
    const map = new BoundedMap<string, string>(3);
    for (let i = 0; i < 1000; i++) memo(map, `image-${i}`, (key) => key.toUpperCase());
    expect(map.size).toBe(3);
    expect(memo(map, 'image-999', (key) => key.toUpperCase())).toBe('IMAGE-999');
  });
});
