import { DAYS_IN_YEAR, type JulianDay } from '../../calendar/index.ts';
import { createSeries, type DailySeries } from '../series.ts';

/** Test data: a series over minYear..maxYear whose value on each day is given by `valueOf` (NaN for empty). */
export function seriesOf(
  minYear: number,
  maxYear: number,
  valueOf: (year: number, day: JulianDay) => number,
  location = 'Gauge',
  measure = 'cfs',
): DailySeries {
  const values = new Float64Array((maxYear - minYear + 1) * DAYS_IN_YEAR);
  for (let year = minYear; year <= maxYear; year++) {
    for (let day = 1; day <= DAYS_IN_YEAR; day++)
      values[(year - minYear) * DAYS_IN_YEAR + day - 1] = valueOf(year, day as JulianDay);
  }
  return createSeries(location, measure, minYear, maxYear, values);
}

/** Test data: a series whose days are empty except the listed ones, keyed 'year-julian'. */
export function sparseSeries(
  minYear: number,
  maxYear: number,
  entries: Record<string, number>,
  fill = NaN,
): DailySeries {
  return seriesOf(minYear, maxYear, (year, day) => entries[`${String(year)}-${String(day)}`] ?? fill);
}
