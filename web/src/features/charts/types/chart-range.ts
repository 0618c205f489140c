import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import { useMemo } from 'react';
import type { ChartState } from '../state/chart-state.ts';

/** The days a chart shows, from its state (the schema keeps both days within 1..365). */
export function chartRange(chart: Pick<ChartState, 'startDay' | 'endDay'>): DayRange {
  return { startDay: chart.startDay as JulianDay, endDay: chart.endDay as JulianDay };
}

/** `chartRange`, kept while the days stay the same, so memos that depend on it recompute only when they change. */
export function useChartRange({ startDay, endDay }: Pick<ChartState, 'startDay' | 'endDay'>): DayRange {
  return useMemo(() => chartRange({ startDay, endDay }), [startDay, endDay]);
}

/** The union of several ascending year lists, ascending. */
export function unionOfYears(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}
