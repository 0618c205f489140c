import { describe, expect, it } from 'vitest';
import { accurateSum, quantileSorted } from './index.ts';

describe('type 7 quantiles', () => {
  const sorted = [1, 2, 3, 4, 5];
  it('interpolates linearly at h = (n - 1) p, as numpy does', () => {
    // numpy.quantile([1,2,3,4,5], [0.1,0.25,0.4,0.5,0.9]) -> 1.4, 2, 2.6, 3, 4.6
    expect(quantileSorted(sorted, 5, 0.1)).toBeCloseTo(1.4, 12);
    expect(quantileSorted(sorted, 5, 0.25)).toBe(2);
    expect(quantileSorted(sorted, 5, 0.4)).toBeCloseTo(2.6, 12);
    expect(quantileSorted(sorted, 5, 0.5)).toBe(3);
    expect(quantileSorted(sorted, 5, 0.9)).toBeCloseTo(4.6, 12);
    // numpy.quantile([10, 20, 40, 80], 0.75) -> 50
    expect(quantileSorted([10, 20, 40, 80], 4, 0.75)).toBe(50);
  });

  it('handles the ends and tiny samples', () => {
    expect(quantileSorted(sorted, 5, 0)).toBe(1);
    expect(quantileSorted(sorted, 5, 1)).toBe(5);
    expect(quantileSorted([7], 1, 0.9)).toBe(7);
    expect(quantileSorted([], 0, 0.5)).toBeNaN();
    expect(quantileSorted([1, 2, 3, 99], 3, 1)).toBe(3); // only the first n values count
  });

  it('sums without losing small terms', () => {
    expect(accurateSum([1e16, 1, -1e16])).toBe(1);
    expect(accurateSum([0.1, 0.2, 0.3])).toBe(0.6);
  });
});
