import { resolveThreshold, type ResolvedThreshold, type ThresholdData } from '@waterline/domain/analysis/index';
import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type {
  ChartLayer,
  ChartLayerContribution,
  DailyColumn,
  DataRow,
} from '../../components/charts/daily-chart-model.ts';
import { MANY_POINTS, rowsAsGiven, valueOrNull, X_FIELD, Y_FIELD } from '../../components/charts/daily-chart-spec.ts';
import { dayAxis } from '../../components/charts/day-axis.ts';
import { LINE_PATTERN_DASHES, linePatternOf } from '../../components/charts/line-patterns.ts';
import { thresholdColor } from '../../components/charts/threshold-colors.ts';

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

const x = { field: X_FIELD, type: 'temporal' as const, scale: { type: 'utc' as const } };

function lineLayer(id: string, data: ThresholdData): ChartLayer {
  const dash = LINE_PATTERN_DASHES[linePatternOf(data.pattern)];
  return {
    data: rowsAsGiven(THRESHOLD_DATASETS.lines),
    transform: [{ filter: { field: 'threshold', equal: id } }],
    mark: {
      type: 'line',
      clip: true,
      color: thresholdColor(data.color),
      strokeWidth: 2,
      ...(dash.length > 0 ? { strokeDash: dash } : {}),
      // A stepped threshold holds its value until the next day's: drawn as steps, not slopes.
      interpolate: data.isStepped === true ? 'step-after' : 'linear',
      ...MANY_POINTS,
    },
    encoding: { x, y: { field: Y_FIELD, type: 'quantitative' }, detail: { field: 'edge', type: 'nominal' } },
  } as ChartLayer;
}

function bandLayer(id: string, data: ThresholdData): ChartLayer {
  return {
    data: rowsAsGiven(THRESHOLD_DATASETS.bands),
    transform: [{ filter: { field: 'threshold', equal: id } }],
    mark: {
      type: 'area',
      clip: true,
      color: thresholdColor(data.color),
      opacity: data.opacity ?? 0.2,
      interpolate: data.isStepped === true ? 'step-after' : 'linear',
      ...MANY_POINTS,
    },
    encoding: { x, y: { field: 'lower', type: 'quantitative' }, y2: { field: 'upper' } },
  } as ChartLayer;
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
  const bandLayers: ChartLayer[] = [];
  const lineLayers: ChartLayer[] = [];
  const lines: DataRow[] = [];
  const bands: DataRow[] = [];
  const columns: DailyColumn[] = [];
  for (const { id, data } of thresholds) {
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
    lineLayers.push(lineLayer(id, data));
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
      bandLayers.push(bandLayer(id, data));
    }
    columns.push(...columnsOf(data.name, threshold));
  }
  if (lineLayers.length === 0) return null;
  const datasets: Record<string, DataRow[]> = { [THRESHOLD_DATASETS.lines]: lines };
  if (bands.length > 0) datasets[THRESHOLD_DATASETS.bands] = bands;
  return { layers: [...bandLayers, ...lineLayers], datasets, columns };
}
