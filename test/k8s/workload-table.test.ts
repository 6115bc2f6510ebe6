import { describe, expect, it } from 'vitest';
import { pathSegments } from '../../src/k8s/workload-table.js';
import { expectLinearGrowth, expectWithin } from '../helpers/growth.js';

describe('pathSegments', () => {
  it.each([
    ['spec.template', ['spec', 'template']],
    ['spec.jobs[].template', ['spec', 'jobs', '[]', 'template']],
    ['spec.matrix[][].x', ['spec', 'matrix', '[]', '[]', 'x']],
    ['a.[].b', ['a', '[]', 'b']],
    ['a.*.b', ['a', '*', 'b']],
    ['a[]x.b', ['a[]x', 'b']],
  ])('%s', (pattern, segments) => {
    expect(pathSegments(pattern)).toEqual(segments);
  });

  it('takes linear time on a long run of [] that does not end the segment', () => {
    // Distinct patterns each time: pathSegments caches by pattern.
    let run = 0;
    expectWithin(10, () => expect(pathSegments(`a${'[]'.repeat(100_000)}x`)).toHaveLength(1));
    expectLinearGrowth(
      500_000,
      (n) => `a${'[]'.repeat(n)}x`,
      (pattern) => pathSegments(`${pattern}${run++}`),
    );
  });
});
