// The calendar-day chart (Single Alternative, Multiple Alternatives, Multiple Locations) as a Vega spec of
// its own: no Vega-Lite compile on the way to the first chart, and only the work its marks need.
import { dayLabel, MS_PER_DAY } from '@waterline/domain/calendar/index';
import type { Axis, Legend, Mark, Scale, Spec as VegaSpec } from 'vega';
import { VEGA_SCHEMA, type ChartSpec } from './chart-spec.ts';
import {
  axisStyle,
  CHART_FONT,
  legendStyle,
  PLOT_FRAME_COLOR,
  TEXT_COLOR,
  titleFontSize,
  valueAxisLabel,
} from './chart-style.ts';
import {
  DAILY_SCALES,
  HOVER_AREAS,
  HOVERED_DAY_SIGNAL,
  dailyPaths,
  linePath,
  pathsByGroup,
  rangePoint,
  X_FIELD,
  Y_FIELD,
} from './daily-chart-marks.ts';
import { DAY_AXIS_TICK_COUNT, dayAxis, type DayAxis } from './day-axis.ts';
import type { ChartLayerContribution, DailyBand, DailyChartModel, DailyLine, DataRow } from './daily-chart-model.ts';
import { LINE_PATTERN_DASHES } from './line-patterns.ts';

/** Names of the datasets of a calendar-day chart; tests and exports read them from the Vega view. */
export const DAILY_DATASETS = {
  bands: 'bands',
  lines: 'lines',
  linePaths: 'line_paths',
  background: 'background',
  backgroundPaths: 'background_paths',
  hover: 'hover',
} as const;

export const DEFAULT_CHART_FONT_SIZE = 14;
export const DAILY_CHART_HEIGHT = 420;

export interface DailyChartOptions {
  fontSize: number;
  /** A locked y range; null lets the chart fit the data. */
  yDomain: [number, number] | null;
  extensions?: readonly ChartLayerContribution[];
}

/** The params that hold a calendar-day chart's titles, so a new location or statistic only updates them. */
export const TITLE_SIGNALS = { chart: 'chart_title', y: 'y_title' } as const;

/** A drawn value: null where there is none, which breaks the line. */
export const valueOrNull = (value: number | undefined): number | null =>
  value === undefined || !Number.isFinite(value) ? null : value;

/**
 * The datasets of a calendar-day chart on its day axis, x as UTC milliseconds: one row per shown day and band
 * or line (the y axis fits them, and tests and exports read them), and each line's path (see linePath), which
 * is what draws it. Empty ones are left out.
 */
function dailyChartDatasets(model: DailyChartModel, axis: DayAxis): Record<string, DataRow[]> {
  const bands: DataRow[] = [];
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
  const [lines, linePaths] = lineRows(model.lines, axis);
  const [background, backgroundPaths] = lineRows(model.backgroundLines, axis);
  const datasets: Record<string, DataRow[]> = {};
  if (bands.length > 0) datasets[DAILY_DATASETS.bands] = bands;
  if (lines.length > 0) {
    datasets[DAILY_DATASETS.lines] = lines;
    datasets[DAILY_DATASETS.linePaths] = linePaths;
    datasets[DAILY_DATASETS.hover] = hoverRows(axis);
  }
  if (background.length > 0) {
    datasets[DAILY_DATASETS.background] = background;
    datasets[DAILY_DATASETS.backgroundPaths] = backgroundPaths;
  }
  return datasets;
}

/** The rows of lines on the shown days (one per day and line) and their paths (one per line). */
function lineRows(lines: readonly DailyLine[], axis: DayAxis): [DataRow[], DataRow[]] {
  const rows: DataRow[] = [];
  const paths: DataRow[] = [];
  for (const line of lines) {
    const values = axis.days.map((day) => valueOrNull(line.values[day - 1]));
    values.forEach((value, i) =>
      rows.push({ series: line.name, [X_FIELD]: axis.times[i] as number, [Y_FIELD]: value }),
    );
    paths.push({ series: line.name, path: linePath(values) });
  }
  return [rows, paths];
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

/** What one layer of the chart adds: the data its marks read, its scales, legends and marks, and the fields the y axis must reach. */
type Layer = Pick<ChartLayerContribution, 'data' | 'marks' | 'yFields'> & { scales?: Scale[]; legends?: Legend[] };

/** The filled bands, each in its colour and opacity, with a legend of squares. */
function bandsLayer(bands: readonly DailyBand[]): Layer {
  return {
    data: [{ name: DAILY_DATASETS.bands }],
    yFields: [
      { data: DAILY_DATASETS.bands, field: 'lower' },
      { data: DAILY_DATASETS.bands, field: 'upper' },
    ],
    scales: [
      ordinal(
        DAILY_SCALES.fill,
        bands.map((band) => [band.name, band.color]),
      ),
    ],
    legends: [{ fill: DAILY_SCALES.fill, orient: 'bottom', direction: 'horizontal', symbolType: 'square' }],
    marks: [
      pathsByGroup('bands', DAILY_DATASETS.bands, ['series'], {
        type: 'area',
        encode: {
          ...rangePoint(),
          fill: { scale: DAILY_SCALES.fill, field: 'series' },
          fillOpacity: { field: 'opacity' },
        },
      }),
    ],
  };
}

/** Thin grey lines without a legend entry. */
function backgroundLayer(firstTime: number): Layer {
  return {
    data: [{ name: DAILY_DATASETS.background }, { name: DAILY_DATASETS.backgroundPaths }],
    yFields: [{ data: DAILY_DATASETS.background, field: Y_FIELD }],
    marks: [
      dailyPaths('background', DAILY_DATASETS.backgroundPaths, firstTime, {
        stroke: { value: '#8a96a3' },
        strokeWidth: { value: 0.7 },
        opacity: { value: 0.35 },
      }),
    ],
  };
}

/** The lines, each in its colour and dash pattern, with a legend of strokes. */
function linesLayer(lines: readonly DailyLine[], firstTime: number): Layer {
  // Solid lines are drawn without a dash pattern at all: a pattern, even one without gaps, is drawn dash by dash.
  const dashed = lines.some((line) => line.dash !== undefined && line.dash.length > 0);
  const scales = [
    ordinal(
      DAILY_SCALES.stroke,
      lines.map((line) => [line.name, line.color]),
    ),
  ];
  if (dashed)
    scales.push(
      ordinal(
        DAILY_SCALES.strokeDash,
        lines.map((line) => [line.name, line.dash ?? LINE_PATTERN_DASHES.solid]),
      ),
    );
  return {
    data: [{ name: DAILY_DATASETS.lines }, { name: DAILY_DATASETS.linePaths }],
    yFields: [{ data: DAILY_DATASETS.lines, field: Y_FIELD }],
    scales,
    legends: [
      {
        stroke: DAILY_SCALES.stroke,
        ...(dashed ? { strokeDash: DAILY_SCALES.strokeDash } : {}),
        orient: 'bottom',
        direction: 'horizontal',
        symbolType: 'stroke',
        symbolStrokeWidth: 3,
        ...legendColumns(lines.length),
      },
    ],
    marks: [
      dailyPaths('lines', DAILY_DATASETS.linePaths, firstTime, {
        stroke: { scale: DAILY_SCALES.stroke, field: 'series' },
        ...(dashed ? { strokeDash: { scale: DAILY_SCALES.strokeDash, field: 'series' } } : {}),
        strokeWidth: { value: 2 },
      }),
    ],
  };
}

/** The Vega spec of a calendar-day chart: filled bands, grey background lines, lines, extension marks and a hover rule. */
export function dailyChartSpec(model: DailyChartModel, options: DailyChartOptions): ChartSpec {
  const axis = dayAxis(model.range, model.startCalDay);
  const { fontSize, yDomain } = options;
  const extensions = options.extensions ?? [];
  const hasLines = model.lines.length > 0;
  const first = axis.times[0] as number;
  const layers: Layer[] = [
    ...(model.bands.length > 0 ? [bandsLayer(model.bands)] : []),
    ...(model.backgroundLines.length > 0 ? [backgroundLayer(first)] : []),
    ...(hasLines ? [linesLayer(model.lines, first)] : []),
    ...extensions,
    ...(hasLines ? [hoverLayer()] : []),
  ];
  const yFields = layers.flatMap((layer) => layer.yFields);

  const last = axis.times[axis.times.length - 1] as number;
  const scales: Scale[] = [
    { name: DAILY_SCALES.x, type: 'utc', domain: [first, last], range: [0, { signal: 'width' }] },
    {
      name: DAILY_SCALES.y,
      type: 'linear',
      // A chart of nothing (every layer left out) still parses: its empty plot gets a unit range.
      domain: yDomain ?? (yFields.length > 0 ? { fields: yFields } : [0, 1]),
      range: [{ signal: 'height' }, 0],
      zero: false,
      // A locked range is shown as typed; a fitted one is rounded out to tick values, with room at its ends.
      ...(yDomain ? {} : { nice: true, padding: 8 }),
    },
    ...layers.flatMap((layer) => layer.scales ?? []),
  ];

  const spec: VegaSpec = {
    $schema: VEGA_SCHEMA,
    background: 'white',
    padding: 5,
    // The layout is redone on every update: a new location's axis labels may be wider than the last (or than none, before the first data).
    autosize: { type: 'fit-x', contains: 'padding', resize: true },
    height: DAILY_CHART_HEIGHT,
    style: 'cell',
    title: { text: { signal: TITLE_SIGNALS.chart }, anchor: 'start', fontSize: titleFontSize(fontSize) },
    signals: [
      {
        name: 'width',
        init: CONTAINER_WIDTH,
        on: [{ events: 'window:resize', update: CONTAINER_WIDTH }],
      },
      { name: TITLE_SIGNALS.chart, value: '' },
      { name: TITLE_SIGNALS.y, value: '' },
      {
        name: HOVERED_DAY_SIGNAL,
        value: null,
        on: [
          { events: `@${HOVER_AREAS}:pointerover`, update: `datum.${X_FIELD}` },
          { events: `@${HOVER_AREAS}:pointerout`, update: 'null' },
        ],
      },
    ],
    data: layers.flatMap((layer) => layer.data),
    scales,
    axes: dayAxes(axis),
    legends: layers.flatMap((layer) => layer.legends ?? []),
    marks: layers.flatMap((layer) => layer.marks),
    config: chartConfig(fontSize),
  };
  const datasets = dailyChartDatasets(model, axis);
  for (const extension of extensions) Object.assign(datasets, extension.datasets ?? {});
  return {
    spec,
    datasets,
    signals: { [TITLE_SIGNALS.chart]: model.title, [TITLE_SIGNALS.y]: model.yTitle },
    tooltip: (time) => dayTooltip(model, axis, time),
  };
}

/** The plot's width: its container's, so the chart fills the panel. */
const CONTAINER_WIDTH = 'isFinite(containerSize()[0]) ? containerSize()[0] : 300';

/** An ordinal scale from each name to its value (a colour, a dash pattern). */
function ordinal(name: string, entries: [string, string | number[]][]): Scale {
  return { name, type: 'ordinal', domain: entries.map(([key]) => key), range: entries.map(([, value]) => value) };
}

/** Bottom legends wrap into rows of four past four entries, so a long list is not cut off. */
const LEGEND_COLUMNS = 4;
const legendColumns = (entries: number) => (entries > LEGEND_COLUMNS ? { columns: LEGEND_COLUMNS } : {});

/** The y axis's ticks: one per 40 px of plot height. */
const Y_TICK_COUNT = { signal: 'ceil(height/40)' };

/** Grid lines under the marks, then the labelled axes: the day axis and the value axis with its title. */
function dayAxes(axis: DayAxis): Axis[] {
  const gridOnly = { grid: true, domain: false, labels: false, ticks: false, aria: false, minExtent: 0, maxExtent: 0 };
  return [
    {
      scale: DAILY_SCALES.x,
      orient: 'bottom',
      gridScale: DAILY_SCALES.y,
      tickCount: DAY_AXIS_TICK_COUNT,
      ...gridOnly,
      zindex: 0,
    },
    {
      scale: DAILY_SCALES.y,
      orient: 'left',
      gridScale: DAILY_SCALES.x,
      tickCount: Y_TICK_COUNT,
      ...gridOnly,
      zindex: 0,
    },
    {
      scale: DAILY_SCALES.x,
      orient: 'bottom',
      grid: false,
      format: axis.labelFormat,
      tickCount: DAY_AXIS_TICK_COUNT,
      labelOverlap: true,
      labelFlush: true,
      zindex: 0,
    },
    {
      scale: DAILY_SCALES.y,
      orient: 'left',
      grid: false,
      title: { signal: TITLE_SIGNALS.y },
      encode: { labels: { update: { text: { signal: valueAxisLabel(DAILY_SCALES.y) } } } },
      tickCount: Y_TICK_COUNT,
      labelOverlap: true,
      zindex: 0,
    },
  ] as Axis[];
}

/**
 * A vertical rule on the day under the pointer, whose tooltip lists every line's value on that day: the
 * hover area's tooltip value is the day's time, made into that list only when shown (see dayTooltip), so
 * new values make no tooltips and encode no hover item again. Each day has a transparent area the height
 * of the chart and one day wide to catch the pointer: a cheaper way to the nearest day than the Voronoi
 * cells of a nearest-point search, which would be computed again on every update. The rule is one mark
 * item, moved to the hovered day.
 */
function hoverLayer(): Layer {
  const fullHeight = { y: { value: 0 }, y2: { field: { group: 'height' } } };
  const marks: Mark[] = [
    {
      type: 'rect',
      name: HOVER_AREAS,
      from: { data: DAILY_DATASETS.hover },
      aria: false,
      encode: {
        update: {
          // Filled, so the pointer picks it by its shape, but with nothing to paint on every draw.
          fill: { value: 'transparent' },
          fillOpacity: { value: 0 },
          tooltip: { signal: `datum.${X_FIELD}` },
          x: { scale: DAILY_SCALES.x, field: 'from' },
          x2: { scale: DAILY_SCALES.x, field: 'to' },
          ...fullHeight,
        },
      },
    },
    {
      type: 'rule',
      name: 'hover_rule',
      interactive: false,
      aria: false,
      encode: {
        update: {
          stroke: { value: '#5d6b79' },
          strokeWidth: { value: 1 },
          opacity: { signal: `${HOVERED_DAY_SIGNAL} === null ? 0 : 0.6` },
          x: { signal: `${HOVERED_DAY_SIGNAL} === null ? 0 : scale('${DAILY_SCALES.x}', ${HOVERED_DAY_SIGNAL})` },
          ...fullHeight,
        },
      },
    },
  ] as Mark[];
  return { data: [{ name: DAILY_DATASETS.hover }], yFields: [], marks };
}

/** Fonts follow the panel font size; the rest is the product's chart style. */
function chartConfig(fontSize: number) {
  const font = { font: CHART_FONT };
  return {
    axis: axisStyle(fontSize),
    legend: legendStyle(fontSize),
    title: { subtitleFontSize: fontSize },
    style: {
      'guide-label': font,
      'guide-title': font,
      'group-title': { ...font, fontSize: titleFontSize(fontSize), fill: TEXT_COLOR },
      'group-subtitle': font,
      text: font,
      cell: { stroke: PLOT_FRAME_COLOR },
    },
  };
}
