import {
  thresholdCountsTable,
  type CountedTrace,
  type ThresholdCounts,
  type ThresholdData,
  THRESHOLD_ERROR,
} from '@waterline/domain/analysis/index';
import {
  DAYS_IN_YEAR,
  isDayInRange,
  rangeLength,
  type DayRange,
  type JulianDay,
} from '@waterline/domain/calendar/index';

export type CountsRow = { trace: string; counts: ThresholdCounts | typeof THRESHOLD_ERROR };

/** A trace with the days the chart does not show left empty, so they are not counted. */
function limitedTo(trace: CountedTrace, range: DayRange): CountedTrace {
  if (rangeLength(range) === DAYS_IN_YEAR || trace.values.length !== DAYS_IN_YEAR) return trace;
  return {
    ...trace,
    values: Array.from(trace.values, (value, i) => (isDayInRange((i + 1) as JulianDay, range) ? value : NaN)),
  };
}

/**
 * The threshold's table on a chart: for every drawn trace (those marked ignoreThresholdCalcs left
 * out) the days below, equal to or between, and above the threshold, counted by the domain engine
 * over the days the chart shows; 'Error' where the threshold cannot be counted.
 */
export function chartThresholdCounts(
  data: ThresholdData,
  traces: readonly CountedTrace[],
  range: DayRange,
): CountsRow[] {
  const table = thresholdCountsTable(
    data,
    traces.map((trace) => limitedTo(trace, range)),
  );
  return Object.entries(table).map(([trace, counts]) => ({ trace, counts }));
}
