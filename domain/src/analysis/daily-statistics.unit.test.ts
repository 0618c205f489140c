import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { dailyStatistics, dailyStatisticsRows, STATISTIC_DISPLAY_NAMES, STATISTIC_KEYS } from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

describe('daily statistics', () => {
  it('computes each day across years, skipping empty years', () => {
    // Day 1 holds 10, 20, 30, 40, 1000 over five years; day 2 is empty in 2001 and 2003.
    const day1 = [10, 20, 30, 40, 1000];
    const series = seriesOf(2000, 2004, (year, day) =>
      day === 1 ? (day1[year - 2000] as number) : day === 2 && year % 2 === 1 ? NaN : day,
    );
    const stats = dailyStatistics(series);
    expect(stats.min[0]).toBe(10);
    expect(stats.max[0]).toBe(1000);
    expect(stats.mean[0]).toBe(220);
    expect(stats.median[0]).toBe(30);
    expect(stats.q25[0]).toBe(20);
    expect(stats.q75[0]).toBe(40);
    expect(stats.q10[0]).toBeCloseTo(14, 12);
    expect(stats.q90[0]).toBeCloseTo(616, 12);
    expect(stats.count[0]).toBe(5);
    expect(stats.count[1]).toBe(3);
    expect(stats.mean[1]).toBe(2);
    expect([stats.firstYear, stats.lastYear]).toEqual([2000, 2004]);
  });

  it('leaves days without data empty and reports no years when there is no data at all', () => {
    const stats = dailyStatistics(seriesOf(2000, 2001, () => NaN));
    expect(stats.median[100]).toBeNaN();
    expect(stats.firstYear).toBeNull();
    expect(dailyStatisticsRows(stats)[0]).toEqual({
      day: 1,
      min: null,
      q10: null,
      q25: null,
      median: null,
      mean: null,
      q75: null,
      q90: null,
      max: null,
    });
  });

  it('reports first and last years with data, not the grid edges', () => {
    const stats = dailyStatistics(seriesOf(1990, 2000, (year) => (year >= 1993 && year <= 1997 ? 1 : NaN)));
    expect([stats.firstYear, stats.lastYear]).toEqual([1993, 1997]);
  });

  it('gives display rows rotated to the start day and rounded to 2 decimals', () => {
    const stats = dailyStatistics(seriesOf(2000, 2002, (year, day) => day + (year - 2000) / 3));
    const rows = dailyStatisticsRows(stats, julianDay(274));
    expect(rows).toHaveLength(365);
    expect(rows[0]?.day).toBe(274);
    expect(rows[0]?.mean).toBe(274.33);
    expect(rows[92]?.day).toBe(1);
    expect(STATISTIC_KEYS.map((key) => STATISTIC_DISPLAY_NAMES[key])).toEqual([
      'Minimum',
      '10th %',
      '25th %',
      'Median',
      'Mean',
      '75th %',
      '90th %',
      'Maximum',
    ]);
  });

  it('keeps min <= q10 <= q25 <= median <= q75 <= q90 <= max and min <= mean <= max on every day', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null }), {
          minLength: 1,
          maxLength: 40,
        }),
        (column) => {
          // Day d of year y takes column[(y + d) % n]: every day sees the same values in another order, some empty.
          const n = column.length;
          const stats = dailyStatistics(
            seriesOf(2000, 2000 + n - 1, (year, day) => column[(year - 2000 + day) % n] ?? NaN),
          );
          const outOfOrder: number[] = [];
          for (let d = 0; d < 365; d++) {
            if (stats.count[d] === 0) continue;
            const chain = [stats.min, stats.q10, stats.q25, stats.median, stats.q75, stats.q90, stats.max].map(
              (a) => a[d] as number,
            );
            const mean = stats.mean[d] as number;
            const ordered =
              chain.every((v, i) => i === 0 || v >= (chain[i - 1] as number)) &&
              mean >= (chain[0] as number) - 1e-6 &&
              mean <= (chain[6] as number) + 1e-6;
            if (!ordered) outOfOrder.push(d + 1);
          }
          expect(outOfOrder).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
