import { describe, expect, it } from 'vitest';
import { parseQuantity, sameQuantity } from '../../src/k8s/quantity.js';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    [2, 2],
    ['500m', 0.5],
    ['100u', 1e-4],
    ['5n', 5e-9],
    ['1k', 1000],
    ['1Ki', 1024],
    ['1Mi', 2 ** 20],
    ['1.5Gi', 1.5 * 2 ** 30],
    ['2Ti', 2 * 2 ** 40],
    ['1Pi', 2 ** 50],
    ['1Ei', 2 ** 60],
    ['1M', 1e6],
    ['1G', 1e9],
    ['1T', 1e12],
    ['1P', 1e15],
    ['1E', 1e18],
    ['1e3', 1000],
    ['1E-2', 0.01],
    ['+1', 1],
    ['-1', -1],
    ['.5', 0.5],
    ['0.5', 0.5],
  ])('%s', (raw, value) => expect(parseQuantity(raw)?.value).toBeCloseTo(value as number, 12));

  it.each([['1gi'], ['abc'], [''], ['1 Gi'], [[1]], [null], ['1.2.3'], ['Gi']])('%j is not a quantity', (raw) =>
    expect(parseQuantity(raw)).toBeUndefined(),
  );

  it('compares values, not spellings', () => {
    expect(sameQuantity('1Gi', '1024Mi')).toBe(true);
    expect(sameQuantity('1', '1000m')).toBe(true);
    expect(sameQuantity('1G', '1Gi')).toBe(false);
    expect(sameQuantity('x', '1')).toBeUndefined();
  });
});
