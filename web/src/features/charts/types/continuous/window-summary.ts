import {
  accurateSum,
  THRESHOLD_ERROR,
  thresholdCountsTable,
  type DailySeries,
  type ThresholdCounts,
  type ThresholdData,
} from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR } from '@waterline/domain/calendar/index';
import { windowSlots, type DayWindow } from './record-window.ts';
import { windowValues } from './window-points.ts';

/** Minimum, mean and maximum of the days with a value inside a window (NaN when there is none). */
export interface WindowSummary {
  days: number;
  min: number;
  mean: number;
  max: number;
}

/** The summary panel's numbers for one series (the mean with the engine's compensated sum). */
export function windowSummary(series: Pick<DailySeries, 'minYear' | 'values'>, window: DayWindow): WindowSummary {
  const values = windowValues(series, window);
  if (values.length === 0) return { days: 0, min: NaN, mean: NaN, max: NaN };
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { days: values.length, min, mean: accurateSum(values) / values.length, max };
}

/** A line of the chart whose days are counted against a threshold. */
export interface CountedSeries {
  name: string;
  series: Pick<DailySeries, 'minYear' | 'values'>;
}

type CountsOrError = ThresholdCounts | typeof THRESHOLD_ERROR;

function addCounts(total: CountsOrError | undefined, year: CountsOrError): CountsOrError {
  if (total === THRESHOLD_ERROR || year === THRESHOLD_ERROR) return THRESHOLD_ERROR;
  if (total === undefined) return { ...year };
  const add = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
  return {
    below: total.below + year.below,
    equal: add(total.equal, year.equal),
    above: total.above + year.above,
    between: add(total.between, year.between),
  };
}

/**
 * Days of each series inside `window` below, equal to, above or between a threshold: the engine's
 * threshold table (`thresholdCountsTable`) of each calendar year, with the days outside the window
 * left empty, added up. Every line shows 'Error' when the threshold cannot be used.
 */
export function windowThresholdCounts(
  data: ThresholdData,
  lines: readonly CountedSeries[],
  window: DayWindow,
): Record<string, CountsOrError> {
  const totals: Record<string, CountsOrError> = {};
  const emptyCounts = thresholdCountsTable(
    data,
    lines.map(({ name }) => ({ name, values: new Float64Array(DAYS_IN_YEAR).fill(NaN) })),
  );
  for (const { name, series } of lines) {
    const { from, to } = windowSlots(series.minYear, series.values.length, window);
    let total: CountsOrError | undefined = emptyCounts[name];
    for (let yearStart = Math.floor(from / DAYS_IN_YEAR) * DAYS_IN_YEAR; yearStart < to; yearStart += DAYS_IN_YEAR) {
      const trace = series.values.slice(yearStart, yearStart + DAYS_IN_YEAR);
      for (let index = 0; index < DAYS_IN_YEAR; index++) {
        const slot = yearStart + index;
        if (slot < from || slot >= to) trace[index] = NaN;
      }
      const counted = thresholdCountsTable(data, [{ name, values: trace }])[name];
      if (counted !== undefined) total = addCounts(total, counted);
    }
    if (total !== undefined) totals[name] = total;
  }
  return totals;
}
