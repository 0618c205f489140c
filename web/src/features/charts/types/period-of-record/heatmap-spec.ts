import type { PeriodOfRecordDiff } from '@waterline/domain/analysis/index';
import { MS_PER_DAY, type DayRange, type JulianDay } from '@waterline/domain/calendar/index';
import type { TopLevelSpec } from 'vega-lite';
import type { ChartSpec } from '../../../../components/charts/chart-spec.ts';
import { DAILY_CHART_HEIGHT } from '../../../../components/charts/daily-chart-spec.ts';
import { chartConfig, MANY_POINTS, rowsAsGiven, utcDomain } from '../../../../components/charts/vega-lite-parts.ts';
import { DAY_AXIS_TICK_COUNT, dayAxis } from '../../../../components/charts/day-axis.ts';
import { CELLS_DATASET, heatmapRows } from './heatmap-model.ts';

/** Colours of the categorical mode: below, on or within, above the threshold. */
export const CATEGORY_COLOURS = ['#d6604d', '#e6e6e6', '#4393c3'] as const;
/** The diverging scheme of the absolute and relative modes: less than the base is red, more is blue. */
const DIVERGING_SCHEME = 'redblue';

interface HeatmapOptions {
  title: string;
  valueTitle: string;
  fontSize: number;
  startCalDay: JulianDay;
  range: DayRange;
}

function colourEncoding(diff: PeriodOfRecordDiff, title: string) {
  if (diff.method === 'categorical') {
    return {
      field: 'value',
      type: 'ordinal' as const,
      title,
      scale: { domain: [-1, 0, 1], range: [...CATEGORY_COLOURS] },
      legend: { labelExpr: "datum.value < 0 ? 'Below (-1)' : datum.value > 0 ? 'Above (1)' : 'On or within (0)'" },
    };
  }
  const percent = diff.method === 'relative';
  return {
    field: 'value',
    type: 'quantitative' as const,
    title,
    scale: { type: 'linear' as const, domain: diff.scale.domain, scheme: DIVERGING_SCHEME, clamp: true },
    legend: {
      values: diff.scale.ticks,
      gradientLength: 320,
      ...(percent ? { format: 'd', labelExpr: "datum.label + ' %'" } : { format: ',.4~r' }),
    },
  };
}

/**
 * The Period of Record heatmap: a rectangle per year (y, earliest at the top) and day (x, on the
 * calendar-day axis of the chart's range), coloured by the engine's difference on the engine's scale
 * (docs/product-guide.md#fixed-values): relative -100..100 % with ticks every 25, absolute symmetric around the largest
 * difference, categorical -1, 0, 1.
 */
export function heatmapSpec(diff: PeriodOfRecordDiff, options: HeatmapOptions): ChartSpec {
  const axis = dayAxis(options.range, options.startCalDay);
  const first = axis.times[0] as number;
  const last = axis.times[axis.times.length - 1] as number;
  const firstYear = diff.years[0] ?? 0;
  const lastYear = diff.years[diff.years.length - 1] ?? 0;
  const valueFormat = diff.method === 'relative' ? ',.1f' : diff.method === 'categorical' ? 'd' : ',.2f';
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: options.title, anchor: 'start', fontSize: options.fontSize + 3 },
    width: 'container',
    height: DAILY_CHART_HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    config: chartConfig(options.fontSize),
    data: rowsAsGiven(CELLS_DATASET),
    transform: [
      { calculate: `datum.date + ${MS_PER_DAY}`, as: 'dateEnd' },
      { calculate: 'datum.year - 0.5', as: 'rowTop' },
      { calculate: 'datum.year + 0.5', as: 'rowBottom' },
    ],
    mark: { type: 'rect', strokeWidth: 0, ...MANY_POINTS },
    encoding: {
      x: {
        field: 'date',
        type: 'temporal',
        title: null,
        scale: { type: 'utc', domain: utcDomain(first, last + MS_PER_DAY) },
        axis: { format: axis.labelFormat, tickCount: DAY_AXIS_TICK_COUNT, labelOverlap: true, grid: false },
      },
      x2: { field: 'dateEnd' },
      y: {
        field: 'rowTop',
        type: 'quantitative',
        title: 'Year',
        scale: { domain: [firstYear - 0.5, lastYear + 0.5], reverse: true, nice: false, zero: false },
        axis: { format: 'd', tickMinStep: 1, grid: false },
      },
      y2: { field: 'rowBottom' },
      color: colourEncoding(diff, options.valueTitle),
      tooltip: [
        { field: 'label', type: 'nominal', title: 'Day' },
        { field: 'year', type: 'ordinal', title: 'Year' },
        { field: 'value', type: 'quantitative', title: options.valueTitle, format: valueFormat },
      ],
    },
  } as TopLevelSpec;
  return { spec, datasets: { [CELLS_DATASET]: heatmapRows(diff, options.startCalDay, options.range) } };
}
