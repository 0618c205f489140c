import { DAYS_IN_YEAR, type JulianDay, rotatedDays } from '../calendar/index.ts';
import { accurateSum, quantileSorted } from './quantile.ts';
import { roundStatistic } from './rounding.ts';
import type { DailySeries } from './series.ts';

/** Statistic trace keys, from the lowest band edge to the highest. */
export const STATISTIC_KEYS = ['min', 'q10', 'q25', 'median', 'mean', 'q75', 'q90', 'max'] as const;

/** One of the daily statistics. */
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

/** Display names of the statistics, as the product shows them. */
export const STATISTIC_DISPLAY_NAMES: Readonly<Record<StatisticKey, string>> = {
  max: 'Maximum',
  q90: '90th %',
  q75: '75th %',
  median: 'Median',
  mean: 'Mean',
  q25: '25th %',
  q10: '10th %',
  min: 'Minimum',
};

/** Per-day statistics across years. Every array has 365 entries in julian order (index = julian - 1), NaN on days without data. */
export interface DailyStatistics extends Readonly<Record<StatisticKey, Float64Array>> {
  readonly location: string;
  readonly measure: string;
  readonly count: Int32Array; // years with a value on that day
  readonly firstYear: number | null; // first year with any value
  readonly lastYear: number | null;
}

/**
 * Statistics of each day of the year over all years of the series: min, max, mean and the
 * type 7 percentiles 10, 25, 50 (median), 75 and 90 of the non-empty values of that day.
 */
export function dailyStatistics(series: DailySeries): DailyStatistics {
  const years = series.maxYear - series.minYear + 1;
  const out = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, new Float64Array(DAYS_IN_YEAR)])) as Record<
    StatisticKey,
    Float64Array
  >;
  const count = new Int32Array(DAYS_IN_YEAR);
  const scratch = new Float64Array(years);
  const values = series.values;
  let firstYearIndex = years;
  let lastYearIndex = -1;
  for (let d = 0; d < DAYS_IN_YEAR; d++) {
    let n = 0;
    for (let y = 0, slot = d; y < years; y++, slot += DAYS_IN_YEAR) {
      const v = values[slot] as number;
      if (v === v) {
        scratch[n++] = v;
        if (y < firstYearIndex) firstYearIndex = y;
        if (y > lastYearIndex) lastYearIndex = y;
      }
    }
    count[d] = n;
    const sorted = scratch.subarray(0, n).sort();
    out.min[d] = n === 0 ? NaN : (sorted[0] as number);
    out.max[d] = n === 0 ? NaN : (sorted[n - 1] as number);
    out.q10[d] = quantileSorted(sorted, n, 0.1);
    out.q25[d] = quantileSorted(sorted, n, 0.25);
    out.median[d] = quantileSorted(sorted, n, 0.5);
    out.q75[d] = quantileSorted(sorted, n, 0.75);
    out.q90[d] = quantileSorted(sorted, n, 0.9);
    out.mean[d] = n === 0 ? NaN : accurateSum(sorted, n) / n;
  }
  return {
    ...out,
    location: series.location,
    measure: series.measure,
    count,
    firstYear: lastYearIndex < 0 ? null : series.minYear + firstYearIndex,
    lastYear: lastYearIndex < 0 ? null : series.minYear + lastYearIndex,
  };
}

/** One row of the statistics table: a day and its statistics rounded to 2 decimals (null where the day has no data). */
export type DailyStatisticsRow = { day: JulianDay } & Record<StatisticKey, number | null>;

/** The statistics as 365 display rows in calendar order from `startDay`, rounded as shown. */
export function dailyStatisticsRows(
  stats: DailyStatistics,
  startDay: JulianDay = 1 as JulianDay,
): DailyStatisticsRow[] {
  return rotatedDays(startDay).map((day) => {
    const row = { day } as DailyStatisticsRow;
    for (const key of STATISTIC_KEYS) {
      const value = stats[key][day - 1] as number;
      row[key] = Number.isNaN(value) ? null : roundStatistic(value);
    }
    return row;
  });
}
