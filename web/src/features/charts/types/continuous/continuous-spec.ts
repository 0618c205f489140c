import { MS_PER_DAY } from '@waterline/domain/calendar/index';
import type { TopLevelSpec } from 'vega-lite';
import type { DataRow } from '../../../../components/charts/daily-chart-model.ts';
import { DAILY_CHART_HEIGHT } from '../../../../components/charts/daily-chart-spec.ts';
import { chartConfig, MANY_POINTS, rowsAsGiven } from '../../../../components/charts/vega-lite-parts.ts';
import { valueAxisLabel } from '../../../../components/charts/chart-style.ts';
import type { DayWindow } from './record-window.ts';
import type { LinePoints, ThresholdSteps } from './window-points.ts';

/** A layer of the chart's layered Vega-Lite spec. */
type ChartLayer = Extract<TopLevelSpec, { layer: unknown }>['layer'][number];

/** Names of the Continuous chart's datasets; tests and benchmarks read them from the Vega view. */
export const CONTINUOUS_DATASETS = { lines: 'lines', threshold: 'threshold' } as const;

/** The view's signals: the window's first and last day (UTC milliseconds) and the aggregation text. */
export const CONTINUOUS_SIGNALS = { start: 'windowStart', end: 'windowEnd', aggregation: 'aggregation' } as const;

/** A line of the chart: an alternative's name and colour. */
export interface ContinuousLine {
  name: string;
  color: string;
}

/** How the chosen threshold is drawn. */
export interface ThresholdLook {
  name: string;
  color: string;
  dash: number[];
  isRange: boolean;
  /** The band between a range's bounds is filled with this opacity; null draws the bounds only. */
  fillOpacity: number | null;
}

interface ContinuousSpecParts {
  title: string;
  yTitle: string;
  fontSize: number;
  /** A locked y range; null lets the chart fit the window's data. */
  yDomain: [number, number] | null;
  lines: readonly ContinuousLine[];
  threshold: ThresholdLook | null;
}

/** The rows of the lines dataset: one per drawn point, x as UTC milliseconds. */
export function lineRows(lines: readonly { name: string; points: LinePoints }[]): DataRow[] {
  const rows: DataRow[] = [];
  for (const { name, points } of lines) {
    for (let i = 0; i < points.days.length; i++)
      rows.push({ series: name, date: (points.days[i] as number) * MS_PER_DAY, value: points.values[i] ?? null });
  }
  return rows;
}

/** The rows of the threshold dataset: its steps, x as UTC milliseconds. */
export function thresholdRows(steps: ThresholdSteps): DataRow[] {
  return steps.days.map((day, i) => ({
    date: day * MS_PER_DAY,
    lower: steps.lower[i] ?? null,
    upper: steps.upper[i] ?? null,
  }));
}

/** The signal values of a window and its aggregation text. */
export function windowSignals(window: DayWindow, aggregation: string): Record<string, number | string> {
  return {
    [CONTINUOUS_SIGNALS.start]: window.start * MS_PER_DAY,
    [CONTINUOUS_SIGNALS.end]: window.end * MS_PER_DAY,
    [CONTINUOUS_SIGNALS.aggregation]: aggregation,
  };
}

/**
 * The Continuous Time Series chart: a line per alternative over real dates, the chosen threshold as
 * steps (a filled band for a range), the x domain and the aggregation line of the title set by
 * signals, so moving the window only updates the view.
 */
export function continuousSpec(parts: ContinuousSpecParts): TopLevelSpec {
  const { threshold } = parts;
  const names = parts.lines.map((line) => line.name);
  const colours = parts.lines.map((line) => line.color);
  const x = {
    field: 'date',
    type: 'temporal' as const,
    title: null,
    scale: {
      type: 'utc' as const,
      domainMin: { expr: CONTINUOUS_SIGNALS.start },
      domainMax: { expr: CONTINUOUS_SIGNALS.end },
      nice: false,
    },
    axis: { labelOverlap: true, grid: true },
  };
  const y = {
    type: 'quantitative' as const,
    title: parts.yTitle,
    scale: parts.yDomain ? { zero: false, domain: parts.yDomain } : { zero: false, nice: true },
    axis: { labelExpr: valueAxisLabel('y') },
  };
  const stroke = {
    type: 'nominal' as const,
    title: null,
    scale: {
      domain: threshold ? [...names, threshold.name] : names,
      range: threshold ? [...colours, threshold.color] : colours,
    },
    legend: {
      orient: 'bottom' as const,
      symbolType: 'stroke',
      symbolStrokeWidth: 3,
      ...(names.length > 4 ? { columns: 4 } : {}),
    },
  };
  const layers: ChartLayer[] = [];
  if (threshold) {
    const data = rowsAsGiven(CONTINUOUS_DATASETS.threshold);
    if (threshold.isRange && threshold.fillOpacity !== null) {
      layers.push({
        data,
        mark: {
          type: 'area',
          interpolate: 'step-after',
          clip: true,
          color: threshold.color,
          opacity: threshold.fillOpacity,
          ...MANY_POINTS,
        },
        encoding: { x, y: { ...y, field: 'lower' }, y2: { field: 'upper' } },
      } as ChartLayer);
    }
    for (const field of threshold.isRange ? ['upper', 'lower'] : ['upper']) {
      layers.push({
        data,
        mark: {
          type: 'line',
          interpolate: 'step-after',
          clip: true,
          strokeWidth: 2,
          strokeDash: threshold.dash,
          ...MANY_POINTS,
        },
        encoding: { x, y: { ...y, field }, stroke: { ...stroke, datum: threshold.name } },
      } as ChartLayer);
    }
  }
  layers.push({
    data: rowsAsGiven(CONTINUOUS_DATASETS.lines),
    mark: { type: 'line', clip: true, strokeWidth: 1.5, ...MANY_POINTS },
    encoding: { x, y: { ...y, field: 'value' }, stroke: { ...stroke, field: 'series' } },
  } as ChartLayer);

  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    params: [
      { name: CONTINUOUS_SIGNALS.start, value: 0 },
      { name: CONTINUOUS_SIGNALS.end, value: MS_PER_DAY },
      { name: CONTINUOUS_SIGNALS.aggregation, value: '' },
    ],
    title: {
      text: { expr: `[${JSON.stringify(parts.title)}, ${CONTINUOUS_SIGNALS.aggregation}]` },
      anchor: 'start',
      fontSize: parts.fontSize + 3,
    },
    width: 'container',
    height: DAILY_CHART_HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    config: chartConfig(parts.fontSize),
    layer: layers,
  } as TopLevelSpec;
}
