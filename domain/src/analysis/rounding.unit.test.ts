import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundPercentage, roundStatistic } from './index.ts';

describe('rounding as shown', () => {
  it('rounds half away from zero on the decimal value a reader sees', () => {
    expect(roundStatistic(1.005)).toBe(1.01);
    expect(roundStatistic(12.345)).toBe(12.35);
    expect(roundStatistic(-12.345)).toBe(-12.35);
    expect(roundStatistic(2.675)).toBe(2.68);
    expect(roundStatistic(0.004)).toBe(0);
    expect(roundStatistic(0.005)).toBe(0.01);
    expect(roundStatistic(123456.784)).toBe(123456.78);
    expect(roundPercentage(33.33333)).toBe(33.3);
    expect(roundPercentage(66.65)).toBe(66.7);
    expect(roundHalfAwayFromZero(NaN, 2)).toBeNaN();
    expect(Object.is(roundStatistic(-0.001), 0)).toBe(true);
    expect(roundStatistic(0.285)).toBe(0.29); // 0.285 is 0.28499999999999998 in binary
    expect(roundStatistic(1234567.125)).toBe(1234567.13);
  });

  it('agrees with toFixed away from ties (where toFixed is exact)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (x, decimals) => {
        const scaled = Math.abs(x) * 10 ** decimals;
        fc.pre(Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-3);
        expect(roundHalfAwayFromZero(x, decimals)).toBe(Number(x.toFixed(decimals)) || 0);
      }),
    );
  });

  it('never moves a value by more than half a unit, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundStatistic(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.max(1, Math.abs(x)));
        expect(roundStatistic(r)).toBe(r);
      }),
    );
  });
});
