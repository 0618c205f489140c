import { resolveThreshold, type ResolvedThreshold, type ThresholdData } from '@waterline/domain/analysis/index';
import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type { Data, Mark } from 'vega';
import type {
  ChartLayerContribution,
  DailyColumn,
  DataField,
  DataRow,
} from '../../../components/charts/daily-chart-model.ts';
import {
  linePoint,
  pathsByGroup,
  plotMark,
  rangePoint,
  X_FIELD,
  Y_FIELD,
} from '../../../components/charts/daily-chart-marks.ts';
import { valueOrNull } from '../../../components/charts/daily-chart-spec.ts';
import { dayAxis } from '../../../components/charts/day-axis.ts';
import { LINE_PATTERN_DASHES, linePatternOf } from '../../../components/charts/line-patterns.ts';
import { thresholdColor } from '../../../components/charts/threshold-colors.ts';

/** The datasets threshold layers read: one row per shown day and line edge, and one per shown day of a filled range. */
export const THRESHOLD_DATASETS = { lines: 'thresholdLines', bands: 'thresholdBands' } as const;

/** The edges of a threshold drawn as lines: its value, or the upper and lower bounds of a range. */
export type ThresholdEdge = 'value' | 'upper' | 'lower';

/** A threshold the chart draws. */
export interface DrawnThreshold {
  id: string;
  data: ThresholdData;
}

/** The threshold's per-day bounds, or null when its data cannot be drawn (its table then says 'Error'). */
function resolved(data: ThresholdData): ResolvedThreshold | null {
  try {
    return resolveThreshold(data);
  } catch {
    return null;
  }
}

function edgesOf(threshold: ResolvedThreshold): [ThresholdEdge, Float64Array][] {
  return threshold.isRange
    ? [
        ['upper', threshold.upper],
        ['lower', threshold.lower],
      ]
    : [['value', threshold.lower]];
}

/** The rows of one threshold in `dataset`, as a Vega dataset of their own. */
function rowsOf(dataset: string, index: number, id: string): Data {
  return {
    name: `${dataset}_${index}`,
    source: dataset,
    transform: [{ type: 'filter', expr: `datum.threshold === ${JSON.stringify(id)}` }],
  };
}

/** A stepped threshold holds its value until the next day's: drawn as steps, not slopes. */
const interpolation = (data: ThresholdData) => ({ value: data.isStepped === true ? 'step-after' : 'linear' });

function lineMark(rows: string, data: ThresholdData): Mark {
  const dash = LINE_PATTERN_DASHES[linePatternOf(data.pattern)];
  return pathsByGroup(rows, rows, ['edge'], {
    type: 'line',
    encode: {
      ...linePoint(),
      stroke: { value: thresholdColor(data.color) },
      strokeWidth: { value: 2 },
      ...(dash.length > 0 ? { strokeDash: { value: dash } } : {}),
      interpolate: interpolation(data),
    },
  });
}

function bandMark(rows: string, data: ThresholdData): Mark {
  return plotMark('area', rows, rows, {
    ...rangePoint(),
    fill: { value: thresholdColor(data.color) },
    opacity: { value: data.opacity ?? 0.2 },
    interpolate: interpolation(data),
  });
}

/** The CSV columns of a threshold: its value, or its upper and lower bounds. */
function columnsOf(name: string, threshold: ResolvedThreshold): DailyColumn[] {
  return threshold.isRange
    ? [
        { name: `${name} (upper)`, values: threshold.upper },
        { name: `${name} (lower)`, values: threshold.lower },
      ]
    : [{ name, values: threshold.lower }];
}

/**
 * What the shown thresholds add to a calendar-day chart over `range`: a line per value or range
 * edge in the threshold's colour and pattern, a band with its opacity for a range with fill on, no
 * value outside a date window, and the CSV columns. Null when there is nothing to draw.
 */
export function thresholdContribution(
  thresholds: readonly DrawnThreshold[],
  range: DayRange,
  startCalDay: JulianDay,
): ChartLayerContribution | null {
  const axis = dayAxis(range, startCalDay);
  const bandData: Data[] = [];
  const lineData: Data[] = [];
  const bandMarks: Mark[] = [];
  const lineMarks: Mark[] = [];
  const lines: DataRow[] = [];
  const bands: DataRow[] = [];
  const columns: DailyColumn[] = [];
  for (const [index, { id, data }] of thresholds.entries()) {
    const threshold = resolved(data);
    if (!threshold) continue;
    for (const [edge, values] of edgesOf(threshold)) {
      axis.days.forEach((day, i) =>
        lines.push({
          threshold: id,
          series: data.name,
          edge,
          [X_FIELD]: axis.times[i] as number,
          [Y_FIELD]: valueOrNull(values[day - 1]),
        }),
      );
    }
    const lineRows = rowsOf(THRESHOLD_DATASETS.lines, index, id);
    lineData.push(lineRows);
    lineMarks.push(lineMark(lineRows.name, data));
    if (threshold.isRange && data.fill === true) {
      axis.days.forEach((day, i) =>
        bands.push({
          threshold: id,
          series: data.name,
          [X_FIELD]: axis.times[i] as number,
          lower: valueOrNull(threshold.lower[day - 1]),
          upper: valueOrNull(threshold.upper[day - 1]),
        }),
      );
      const bandRows = rowsOf(THRESHOLD_DATASETS.bands, index, id);
      bandData.push(bandRows);
      bandMarks.push(bandMark(bandRows.name, data));
    }
    columns.push(...columnsOf(data.name, threshold));
  }
  if (lineMarks.length === 0) return null;
  const datasets: Record<string, DataRow[]> = { [THRESHOLD_DATASETS.lines]: lines };
  const data: Data[] = [{ name: THRESHOLD_DATASETS.lines }];
  const yFields: DataField[] = [{ data: THRESHOLD_DATASETS.lines, field: Y_FIELD }];
  if (bands.length > 0) {
    datasets[THRESHOLD_DATASETS.bands] = bands;
    data.push({ name: THRESHOLD_DATASETS.bands });
    yFields.push(
      { data: THRESHOLD_DATASETS.bands, field: 'lower' },
      { data: THRESHOLD_DATASETS.bands, field: 'upper' },
    );
  }
  return {
    data: [...data, ...bandData, ...lineData],
    marks: [...bandMarks, ...lineMarks],
    yFields,
    datasets,
    columns,
  };
}
