import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';
import {
  periodOfRecordDiff,
  roundPercentage,
  roundStatistic,
  THRESHOLD_ERROR,
  type DailySeries,
  type DiffMethod,
  type PeriodOfRecordDiff,
  type ThresholdData,
} from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR, dayLabel, rangeLength, type DayRange, type JulianDay } from '@waterline/domain/calendar/index';
import type { DataRow } from '../../../../components/charts/daily-chart-model.ts';
import type { Loadable } from '../../../../data/index.ts';
import { NO_DATA_TO_DISPLAY } from '../../band/BandChartFrame.tsx';
import { dayAxis, wholeYear } from '../../../../components/charts/day-axis.ts';
import type { ChartChanges, ChartState } from '../../state/chart-state.ts';
import { chartRange } from '../chart-range.ts';

/** What the comparison is measured against: an alternative (altA) or a saved threshold (selectedThreshold). */
export type HeatmapBase = { kind: 'alternative'; key: string } | { kind: 'threshold'; id: string };

/** The chart's base: its threshold when one is chosen, otherwise the base alternative. */
export function baseOfChart(chart: Pick<ChartState, 'altA' | 'selectedThreshold'>): HeatmapBase {
  return chart.selectedThreshold !== null
    ? { kind: 'threshold', id: chart.selectedThreshold }
    : { kind: 'alternative', key: chart.altA };
}

/** The base picker's option value of a base. */
export function baseOption(base: HeatmapBase): string {
  return base.kind === 'threshold' ? `threshold:${base.id}` : `alternative:${base.key}`;
}

/** The chart changes of picking a base option; the base alternative is kept while a threshold is the base. */
export function baseChanges(option: string): ChartChanges {
  if (option.startsWith('threshold:')) return { selectedThreshold: option.slice('threshold:'.length) };
  return { altA: option.slice('alternative:'.length), selectedThreshold: null };
}

/**
 * How the heatmap compares. A threshold base shows on which side of the threshold each day falls
 * (categorical: -1 below, 0 on or within, 1 above), since the difference method a chart offers is absolute
 * or relative only and categorical is its third colour mode; an alternative base uses the chart's method.
 */
export function heatmapMethod(base: HeatmapBase, diffMethod: ChartState['diffMethod']): DiffMethod {
  return base.kind === 'threshold' ? 'categorical' : diffMethod;
}

/** The days the heatmap shows: the chart's date range, the whole year running from the project's start-of-year day. */
export function heatmapRange(chart: Pick<ChartState, 'startDay' | 'endDay'>, startCalDay: JulianDay): DayRange {
  const range = chartRange(chart);
  return rangeLength(range) === DAYS_IN_YEAR ? wholeYear(startCalDay) : range;
}

/** The heatmap dataset's name; tests read it from the Vega view. */
export const CELLS_DATASET = 'cells';

/** A cell value as the chart shows it: percentages to 1 decimal, other differences to 2 (docs/product-guide.md#fixed-values). */
export function shownValue(method: DiffMethod, value: number): number {
  return method === 'relative' ? roundPercentage(value) : roundStatistic(value);
}

/**
 * One row per cell with a value: `year` (the row), `day` (julian), `label` ('Mar 1'), `date` (UTC
 * milliseconds of the day on the calendar-day axis) and `value`, the engine's difference unrounded.
 */
export function heatmapRows(diff: PeriodOfRecordDiff, startCalDay: JulianDay, range: DayRange): DataRow[] {
  const axis = dayAxis(range, startCalDay);
  const timeOfDay = new Map(axis.days.map((day, i) => [day, axis.times[i] as number]));
  const rows: DataRow[] = [];
  const columns = diff.days.length;
  diff.years.forEach((year, row) => {
    for (let column = 0; column < columns; column++) {
      const value = diff.cells[row * columns + column] as number;
      if (value !== value) continue;
      const day = diff.days[column] as JulianDay;
      rows.push({ year, day, label: dayLabel(day), date: timeOfDay.get(day) ?? null, value });
    }
  });
  return rows;
}

/** The CSV of exactly what the heatmap shows: a row per year, a column per day, values as shown, empty where there is none. */
export function heatmapCsv(diff: PeriodOfRecordDiff): string {
  const columns = diff.days.length;
  const data = diff.years.map((year, row) => [
    String(year),
    ...diff.days.map((_, column) => {
      const value = diff.cells[row * columns + column] as number;
      return value === value ? String(shownValue(diff.method, value)) : '';
    }),
  ]);
  return spreadsheetCsv(['Year', ...diff.days.map(dayLabel)], data);
}

/** Whether the heatmap has any cell to draw. */
export function hasCells(diff: PeriodOfRecordDiff): boolean {
  return diff.cells.some((value) => value === value);
}

/** The legend's title for a method. */
export function valueTitle(method: DiffMethod, measure: string): string {
  if (method === 'relative') return 'Difference (%)';
  if (method === 'categorical') return 'Against the threshold';
  return measure ? `Difference (${measure})` : 'Difference';
}

/** The chart's heading: what is compared with what, at which location. */
export function heatmapTitle(parts: {
  location: string;
  comparison: string;
  base: string;
  method: DiffMethod;
}): string {
  const { location, comparison, base, method } = parts;
  if (method === 'categorical') return `${location} — ${comparison} against ${base}`;
  return `${location} — ${comparison} minus ${base}${method === 'relative' ? ' (% of the base)' : ''}`;
}

/** A location's series as the chart has it: loading, ready, failed, or missing from that alternative. */
export type SeriesState = Loadable<DailySeries> | { status: 'missing' };

/** What the chart shows: a spinner, a message, or the heatmap. */
export type HeatmapOutcome =
  { status: 'loading' } | { status: 'message'; text: string } | { status: 'ready'; diff: PeriodOfRecordDiff };

/** Shown when the chosen base threshold is not one of the location's saved thresholds. */
export const THRESHOLD_NOT_FOUND = 'The base threshold is not saved for this location. Pick another base scenario.';

/**
 * The heatmap of `comparison` against `base` (a series, a threshold's data, or null when the chosen
 * threshold is not found) with the engine's periodOfRecordDiff; 'No data to display.' when no day has
 * both values, and 'Error' with the reason when the threshold cannot be used (docs/product-guide.md#messages).
 */
export function heatmapOutcome(parts: {
  base: SeriesState | ThresholdData | null;
  comparison: SeriesState;
  method: DiffMethod;
  range: DayRange;
}): HeatmapOutcome {
  const { base, comparison, method, range } = parts;
  if (base === null) return { status: 'message', text: THRESHOLD_NOT_FOUND };
  const baseState: SeriesState | null = 'status' in base ? base : null;
  if (comparison.status === 'loading' || baseState?.status === 'loading') return { status: 'loading' };
  if (comparison.status !== 'ready' || (baseState !== null && baseState.status !== 'ready'))
    return { status: 'message', text: NO_DATA_TO_DISPLAY };
  const baseData: DailySeries | ThresholdData =
    baseState?.status === 'ready' ? baseState.value : (base as ThresholdData);
  try {
    const diff = periodOfRecordDiff(baseData, comparison.value, method, range);
    return hasCells(diff) ? { status: 'ready', diff } : { status: 'message', text: NO_DATA_TO_DISPLAY };
  } catch (error) {
    return { status: 'message', text: `${THRESHOLD_ERROR}: ${(error as Error).message}` };
  }
}
