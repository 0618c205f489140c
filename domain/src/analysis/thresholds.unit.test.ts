import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countThresholdDays,
  resolveThreshold,
  THRESHOLD_ERROR,
  thresholdCountsTable,
  type ThresholdData,
} from './index.ts';

const trace = (valueOf: (day: number) => number): Float64Array =>
  Float64Array.from({ length: 365 }, (_, i) => valueOf(i + 1));
const ramp = trace((day) => day); // value = julian day
const threshold = (extra: Partial<ThresholdData>): ThresholdData => ({ name: 'T', ...extra });
const counts = (extra: Partial<ThresholdData>, values: ArrayLike<number> = ramp) =>
  countThresholdDays(resolveThreshold(threshold(extra)), values);

describe('threshold counts', () => {
  it('counts days below, equal to and above a plain value', () => {
    expect(counts({ value: 100 })).toEqual({ below: 99, equal: 1, above: 265, between: null });
    expect(counts({ value: '100' })).toEqual({ below: 99, equal: 1, above: 265, between: null });
  });

  it('counts days below, between (ends included) and above a range', () => {
    expect(counts({ isRange: true, lowerRange: 100, upperRange: 200 })).toEqual({
      below: 99,
      equal: null,
      above: 165,
      between: 101,
    });
  });

  it('counts only the days inside a date window, which may wrap over the year end', () => {
    expect(counts({ value: 100, isWindow: true, startWindow: 91, endWindow: 120 })).toEqual({
      below: 9,
      equal: 1,
      above: 20,
      between: null,
    });
    expect(counts({ value: 100, isWindow: true, startWindow: 360, endWindow: 5 })).toEqual({
      below: 5,
      equal: 0,
      above: 6,
      between: null,
    });
  });

  it('uses a per-day value for a stepped threshold, and upper and lower lists for a stepped range', () => {
    const steps = Array.from({ length: 365 }, (_, i) => ({ value: i < 100 ? 50 : 300 }));
    // Days 1-100 against 50: 49 below, 1 equal, 50 above. Days 101-365 against 300: 199 below, 1 equal, 65 above.
    expect(counts({ isStepped: true, steps })).toEqual({ below: 248, equal: 2, above: 115, between: null });
    const stepsLower = Array.from({ length: 365 }, () => 0);
    expect(counts({ isStepped: true, isRange: true, steps, stepsLower })).toEqual({
      below: 0,
      equal: null,
      above: 115,
      between: 250,
    });
    // Stepped, range and window combined: only days 1-10 are counted.
    expect(
      counts({ isStepped: true, isRange: true, steps, stepsLower, isWindow: true, startWindow: 1, endWindow: 10 }),
    ).toEqual({ below: 0, equal: null, above: 0, between: 10 });
  });

  it('leaves out days without a value and days whose step is empty', () => {
    const steps: ThresholdData['steps'] = Array.from({ length: 365 }, (_, i) => (i < 10 ? null : 100));
    expect(
      counts(
        { isStepped: true, steps },
        trace((day) => (day % 2 === 0 ? NaN : day)),
      ),
    ).toEqual({ below: 45, equal: 0, above: 133, between: null });
  });

  it('makes every trace show Error when the threshold cannot be used, and skips ignored traces', () => {
    const traces = [
      { name: 'median', values: ramp },
      { name: '1995', values: ramp, ignoreThresholdCalcs: true },
      { name: 'short', values: new Float64Array(10) },
    ];
    expect(thresholdCountsTable(threshold({ value: 100 }), traces)).toEqual({
      median: { below: 99, equal: 1, above: 265, between: null },
      short: THRESHOLD_ERROR,
    });
    for (const broken of [
      { value: 'high' },
      { isRange: true, lowerRange: 200, upperRange: 100 },
      { isRange: true, lowerRange: 1 },
      { isStepped: true, steps: [1, 2, 3] },
      { value: 1, isWindow: true, startWindow: 0, endWindow: 400 },
    ]) {
      expect(thresholdCountsTable(threshold(broken), traces), JSON.stringify(broken)).toEqual({
        median: 'Error',
        short: 'Error',
      });
    }
  });

  it('counts add up to the days considered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), { minLength: 365, maxLength: 365 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (cells, a, b, isRange) => {
          const values = Float64Array.from(cells, (cell) => cell ?? NaN);
          const result = counts({ value: a, isRange, lowerRange: Math.min(a, b), upperRange: Math.max(a, b) }, values);
          const considered = cells.filter((cell) => cell !== null).length;
          expect(result.below + result.above + (result.equal ?? 0) + (result.between ?? 0)).toBe(considered);
        },
      ),
      { numRuns: 20 },
    );
  });
});
