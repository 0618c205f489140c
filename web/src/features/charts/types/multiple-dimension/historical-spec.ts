// The 'historical' view of a Multiple Dimension chart: a Vega-Lite heatmap of year by day.
import { dayLabel, MS_PER_DAY } from '@waterline/domain/calendar/index';
import type { TopLevelSpec } from 'vega-lite';
import type { DataRow } from '../../../../components/charts/daily-chart-model.ts';
import type { ChartSpec } from '../../../../components/charts/chart-spec.ts';
import { DAILY_CHART_HEIGHT } from '../../../../components/charts/daily-chart-spec.ts';
import { chartConfig, utcDomain } from '../../../../components/charts/vega-lite-parts.ts';
import { DAY_AXIS_TICK_COUNT, type DayAxis } from '../../../../components/charts/day-axis.ts';
import type { DimensionModel, DimensionPoint, Triple } from './points.ts';

/** The dataset of the heatmap's cells; tests and the CSV read the same rows. */
export const HISTORICAL_DATASET = 'cells';

/** The smallest top of the colour scale, so a proximity of 0 still has a scale. */
const MIN_COLOR_TOP = 0.01;

export interface HistoricalOptions {
  title: string;
  /** Names of the X, Y and Z locations, for the tooltip. */
  names: Triple<string>;
  /** Every year with data at the three locations: the rows, ascending. */
  years: readonly number[];
  pickYear: number;
  proximity: number;
  axis: DayAxis;
  fontSize: number;
}

/** One cell per drawn point: the chosen year's days (distance 0) and the other years' days within the proximity. */
export function historicalRows(model: DimensionModel, axis: DayAxis): DataRow[] {
  const row = (point: DimensionPoint): DataRow => {
    const date = axis.times[point.position] as number;
    return {
      year: point.year,
      day: dayLabel(point.day),
      date,
      distance: point.distance,
      x: point.values[0],
      y: point.values[1],
      z: point.values[2],
    };
  };
  return [...model.yearPoints.map(row), ...model.nearPoints.map(row)];
}

/** About twelve year labels, so the year axis stays readable over a long record. */
function yearTicks(years: readonly number[]): number[] {
  const step = Math.max(1, Math.ceil(years.length / 12));
  return years.filter((_, index) => index % step === 0);
}

/** The heatmap: x the shown days, y the years, colour the distance to the chosen year's day; the chosen year is outlined. */
export function historicalSpec(model: DimensionModel, options: HistoricalOptions): ChartSpec {
  const { axis, fontSize, names, years, pickYear } = options;
  const first = axis.times[0] as number;
  const last = (axis.times[axis.times.length - 1] as number) + MS_PER_DAY;
  // The day time unit makes each cell one day wide (an x2 field with a set domain trips Vega-Lite's scale merging).
  const x = {
    field: 'date',
    type: 'temporal' as const,
    timeUnit: 'utcyearmonthdate' as const,
    title: null,
    scale: { type: 'utc' as const, domain: utcDomain(first, last) },
    axis: { format: axis.labelFormat, tickCount: DAY_AXIS_TICK_COUNT, labelOverlap: true, grid: false },
  };
  const y = {
    field: 'year',
    type: 'ordinal' as const,
    title: null,
    scale: { domain: [...years] },
    axis: { values: yearTicks(years) },
  };
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: options.title, anchor: 'start', fontSize: fontSize + 3 },
    width: 'container',
    height: DAILY_CHART_HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    config: chartConfig(fontSize),
    layer: [
      {
        data: { name: HISTORICAL_DATASET },
        mark: { type: 'rect' },
        encoding: {
          x,
          y,
          color: {
            field: 'distance',
            type: 'quantitative',
            title: `Distance to ${String(pickYear)}`,
            scale: { domain: [0, Math.max(options.proximity, MIN_COLOR_TOP)], scheme: 'viridis', clamp: true },
            legend: { orient: 'right', format: '.2f' },
          },
          tooltip: [
            { field: 'year', type: 'ordinal', title: 'Year' },
            { field: 'day', type: 'nominal', title: 'Day' },
            { field: 'x', type: 'quantitative', title: names[0], format: ',.2f' },
            { field: 'y', type: 'quantitative', title: names[1], format: ',.2f' },
            { field: 'z', type: 'quantitative', title: names[2], format: ',.2f' },
            { field: 'distance', type: 'quantitative', title: 'Distance', format: '.3f' },
          ],
        },
      },
      {
        // A rect with only a y band spans the whole width: the chosen year's row.
        data: { values: [{ year: pickYear }] },
        mark: { type: 'rect', fill: null, stroke: '#b42318', strokeWidth: 1.5 },
        encoding: { y: { field: 'year', type: 'ordinal' } },
      },
    ],
  } as TopLevelSpec;
  return { spec, datasets: { [HISTORICAL_DATASET]: historicalRows(model, axis) } };
}
