import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type { ChartState } from '../state/chart-state.ts';

/** The days a chart shows, from its state (the schema keeps both days within 1..365). */
export function chartRange(chart: Pick<ChartState, 'startDay' | 'endDay'>): DayRange {
  return { startDay: chart.startDay as JulianDay, endDay: chart.endDay as JulianDay };
}

/** The union of several ascending year lists, ascending. */
export function unionOfYears(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}
