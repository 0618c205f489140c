import { dayLabel, MS_PER_DAY } from '@waterline/domain/calendar/index';
import type { TopLevelSpec } from 'vega-lite';
import { DAY_AXIS_TICK_COUNT, dayAxis, type DayAxis } from './day-axis.ts';
import type { ChartLayer, ChartLayerContribution, DailyChartModel, DataRow } from './daily-chart-model.ts';
import { LINE_PATTERN_DASHES } from './line-patterns.ts';

/** Names of the datasets of a calendar-day chart; tests and exports read them from the Vega view. */
export const DAILY_DATASETS = { bands: 'bands', lines: 'lines', background: 'background', hover: 'hover' } as const;

/** The x and y fields every layer of a calendar-day chart (including extensions) uses. */
export const X_FIELD = 'date';
export const Y_FIELD = 'value';

export const DEFAULT_CHART_FONT_SIZE = 14;
export const DAILY_CHART_HEIGHT = 420;

export interface DailyChartOptions {
  fontSize: number;
  /** A locked y range; null lets the chart fit the data. */
  yDomain: [number, number] | null;
  extensions?: readonly ChartLayerContribution[];
}

/** A Vega-Lite spec without its data, the named datasets it reads, and the values of its text parameters. */
export interface ChartSpec {
  spec: TopLevelSpec;
  datasets: Record<string, DataRow[]>;
  /** Values of the spec's top-level params (titles): they change what is drawn without re-creating the view. */
  signals?: Record<string, string>;
  /** The tooltip of a mark's tooltip value, made when the pointer is on it (see hoverRule). */
  tooltip?: (value: unknown) => unknown;
}

/** The params that hold a calendar-day chart's titles, so a new location or statistic only updates them. */
export const TITLE_SIGNALS = { chart: 'chart_title', y: 'y_title' } as const;

/**
 * A UTC time scale's domain from `first` to `last` (UTC milliseconds), as an expression: a plain number
 * in a temporal domain compiles to datetime(ms), which Vega's interpreter reads as a year, and
 * date-time objects are read twice by Vega-Lite when a layer has an x2 field, as conflicting domains.
 */
export const utcDomain = (first: number, last: number) => ({ expr: `[${first}, ${last}]` });

/** A drawn value: null where there is none, which breaks the line. */
export const valueOrNull = (value: number | undefined): number | null =>
  value === undefined || !Number.isFinite(value) ? null : value;

/** The datasets of a calendar-day chart: one row per shown day and band or line, x as UTC milliseconds; empty ones are left out. */
export function dailyChartDatasets(model: DailyChartModel): Record<string, DataRow[]> {
  const axis = dayAxis(model.range, model.startCalDay);
  const bands: DataRow[] = [];
  const lines: DataRow[] = [];
  const background: DataRow[] = [];
  for (const band of model.bands) {
    axis.days.forEach((day, i) =>
      bands.push({
        series: band.name,
        [X_FIELD]: axis.times[i] as number,
        lower: valueOrNull(band.lower[day - 1]),
        upper: valueOrNull(band.upper[day - 1]),
        opacity: band.opacity,
      }),
    );
  }
  for (const line of model.lines) {
    axis.days.forEach((day, i) =>
      lines.push({
        series: line.name,
        [X_FIELD]: axis.times[i] as number,
        [Y_FIELD]: valueOrNull(line.values[day - 1]),
      }),
    );
  }
  for (const line of model.backgroundLines) {
    axis.days.forEach((day, i) =>
      background.push({
        series: line.name,
        [X_FIELD]: axis.times[i] as number,
        [Y_FIELD]: valueOrNull(line.values[day - 1]),
      }),
    );
  }
  const datasets: Record<string, DataRow[]> = {};
  if (bands.length > 0) datasets[DAILY_DATASETS.bands] = bands;
  if (lines.length > 0) {
    datasets[DAILY_DATASETS.lines] = lines;
    datasets[DAILY_DATASETS.hover] = hoverRows(axis);
  }
  if (background.length > 0) datasets[DAILY_DATASETS.background] = background;
  return datasets;
}

/** The tooltips' number format, set up on the first tooltip shown rather than while the page starts (ICU's set-up is costly). */
let tooltipNumber: Intl.NumberFormat | undefined;

/** A day's hover area reaches half a day either side of it, so the pointer picks the nearest day. */
const HALF_DAY_MS = MS_PER_DAY / 2;

/**
 * One row per shown day for the hover rule: its time and the span of its hover area. They change only
 * with the days shown, so new values of the lines leave the hover layers as they are.
 */
function hoverRows(axis: DayAxis): DataRow[] {
  return axis.times.map((time) => ({ [X_FIELD]: time, from: time - HALF_DAY_MS, to: time + HALF_DAY_MS }));
}

/** The tooltip of a hovered day (its time): the day and every line's value on it, days without a value left out. */
function dayTooltip(model: DailyChartModel, axis: DayAxis, time: unknown): Record<string, string> | null {
  const day = typeof time === 'number' ? axis.days[Math.round((time - (axis.times[0] ?? 0)) / MS_PER_DAY)] : undefined;
  if (day === undefined) return null;
  const tooltip: Record<string, string> = { Day: dayLabel(day) };
  tooltipNumber ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  for (const line of model.lines) {
    const value = valueOrNull(line.values[day - 1]);
    if (value !== null) tooltip[line.name] = tooltipNumber.format(value);
  }
  return tooltip;
}

/** The Vega-Lite spec of a calendar-day chart: filled bands, lines, grey background lines, extension layers and a hover rule. */
export function dailyChartSpec(model: DailyChartModel, options: DailyChartOptions): ChartSpec {
  const axis = dayAxis(model.range, model.startCalDay);
  const { fontSize, yDomain } = options;
  const extensions = options.extensions ?? [];
  const x = {
    field: X_FIELD,
    type: 'temporal' as const,
    title: null,
    scale: {
      type: 'utc' as const,
      domain: utcDomain(axis.times[0] as number, axis.times[axis.times.length - 1] as number),
    },
    axis: { format: axis.labelFormat, tickCount: DAY_AXIS_TICK_COUNT, labelOverlap: true, grid: true },
  };
  const yScale = yDomain ? { zero: false, domain: yDomain } : { zero: false, nice: true, padding: 8 };
  const y = {
    field: Y_FIELD,
    type: 'quantitative' as const,
    scale: yScale,
    axis: { format: '~s', title: { signal: TITLE_SIGNALS.y } },
  };

  const layers: ChartLayer[] = [];
  if (model.bands.length > 0) {
    layers.push({
      data: rowsAsGiven(DAILY_DATASETS.bands),
      mark: { type: 'area', clip: true, ...MANY_POINTS },
      encoding: {
        x,
        y: { ...y, field: 'lower' },
        y2: { field: 'upper' },
        fill: {
          field: 'series',
          type: 'nominal',
          title: null,
          scale: { domain: model.bands.map((band) => band.name), range: model.bands.map((band) => band.color) },
          legend: { orient: 'bottom', symbolType: 'square' },
        },
        fillOpacity: { field: 'opacity', type: 'quantitative', scale: null },
      },
    });
  }
  if (model.backgroundLines.length > 0) {
    layers.push({
      data: rowsAsGiven(DAILY_DATASETS.background),
      mark: { type: 'line', clip: true, strokeWidth: 0.7, color: '#8a96a3', opacity: 0.35, ...MANY_POINTS },
      encoding: { x, y, detail: { field: 'series', type: 'nominal' } },
    });
  }
  if (model.lines.length > 0) {
    const names = model.lines.map((line) => line.name);
    const legend = {
      orient: 'bottom',
      symbolType: 'stroke',
      symbolStrokeWidth: 3,
      ...legendColumns(names.length),
    } as const;
    // Solid lines are drawn without a dash pattern at all: a pattern, even one without gaps, is drawn dash by dash.
    const dashed = model.lines.some((line) => line.dash !== undefined && line.dash.length > 0);
    layers.push({
      data: rowsAsGiven(DAILY_DATASETS.lines),
      mark: { type: 'line', clip: true, strokeWidth: 2, ...MANY_POINTS },
      encoding: {
        x,
        y,
        // The rows come in date order: drawn as given, without sorting every line's points on every update.
        order: { value: null } as never,
        stroke: {
          field: 'series',
          type: 'nominal',
          title: null,
          scale: { domain: names, range: model.lines.map((line) => line.color) },
          legend,
        },
        ...(dashed
          ? {
              strokeDash: {
                field: 'series',
                type: 'nominal',
                title: null,
                scale: { domain: names, range: model.lines.map((line) => line.dash ?? LINE_PATTERN_DASHES.solid) },
                legend,
              },
            }
          : {}),
      },
    });
  }
  layers.push(...extensions.flatMap((extension) => extension.layers));
  if (model.lines.length > 0) layers.push(...hoverRule(x));

  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    params: [
      { name: TITLE_SIGNALS.chart, value: '' },
      { name: TITLE_SIGNALS.y, value: '' },
    ],
    title: { text: { expr: TITLE_SIGNALS.chart }, anchor: 'start', fontSize: fontSize + 3 },
    width: 'container',
    height: DAILY_CHART_HEIGHT,
    // The layout is redone on every update: a new location's axis labels may be wider than the last (or than none, before the first data).
    autosize: { type: 'fit-x', contains: 'padding', resize: true },
    config: chartConfig(fontSize),
    resolve: { scale: { fill: 'independent', stroke: 'independent', strokeDash: 'independent' } },
    layer: layers,
  } as TopLevelSpec;
  const datasets = { ...dailyChartDatasets(model) };
  for (const extension of extensions) Object.assign(datasets, extension.datasets ?? {});
  return {
    spec,
    datasets,
    signals: { [TITLE_SIGNALS.chart]: model.title, [TITLE_SIGNALS.y]: model.yTitle },
    tooltip: (time) => dayTooltip(model, axis, time),
  };
}

/** Bottom legends wrap into rows of four past four entries, so a long list is not cut off. */
const LEGEND_COLUMNS = 4;
const legendColumns = (entries: number) => (entries > LEGEND_COLUMNS ? { columns: LEGEND_COLUMNS } : {});

/**
 * A vertical rule on the day under the pointer, whose tooltip lists every line's value on that day: the
 * hover area's tooltip value is the day's time, made into that list only when shown (see dayTooltip), so
 * new values make no tooltips and encode no hover item again. Each day has a transparent area the height
 * of the chart and one day wide to catch the pointer: a cheaper way to the nearest day than the Voronoi
 * cells of a nearest-point selection, which would be computed again on every update.
 */
function hoverRule(x: { field: string; scale: object }): ChartLayer[] {
  const shownOnHover = { condition: { param: 'hover', value: 0.6, empty: false }, value: 0 };
  const data = rowsAsGiven(DAILY_DATASETS.hover);
  return [
    {
      data,
      // Filled, so the pointer picks it by its shape, but with nothing to paint on every draw.
      mark: {
        type: 'rect',
        fill: 'transparent',
        fillOpacity: 0,
        tooltip: { expr: `datum.${X_FIELD}` },
        ...MANY_POINTS,
      },
      encoding: { x: { ...x, field: 'from' }, x2: { field: 'to' } },
      params: [{ name: 'hover', select: { type: 'point', fields: [X_FIELD], on: 'pointerover', clear: 'pointerout' } }],
    },
    {
      data,
      mark: { type: 'rule', color: '#5d6b79', strokeWidth: 1, ...MANY_POINTS },
      encoding: { x, opacity: shownOnHover },
    },
  ] as ChartLayer[];
}

/**
 * A dataset drawn as given: its x values are UTC milliseconds already, so Vega-Lite adds no per-row
 * date parsing (a Date made for each row, through Vega's expression interpreter).
 */
export const rowsAsGiven = (name: string) => ({ name, format: { parse: null } });

/**
 * Marks drawn from many rows leave out the per-point ARIA description (a formatted string made for
 * every point on every update). The chart's element carries its accessible name instead.
 */
export const MANY_POINTS = { aria: false } as const;

/** Fonts follow the panel's font size; the rest is the product's quiet chart style. */
export function chartConfig(fontSize: number) {
  return {
    font: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    view: { stroke: '#d5dde5' },
    axis: {
      labelFontSize: fontSize,
      titleFontSize: fontSize + 1,
      labelColor: '#17212b',
      titleColor: '#17212b',
      gridColor: '#e8edf2',
      domainColor: '#9aa5b1',
      tickColor: '#9aa5b1',
    },
    legend: { labelFontSize: fontSize, titleFontSize: fontSize, labelLimit: 260, columnPadding: 16 },
    title: { fontSize: fontSize + 3, color: '#17212b', subtitleFontSize: fontSize },
  };
}
