import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type { Data, Mark } from 'vega';

/** A filled range between two per-day series (365 values in julian order, NaN where empty). */
export interface DailyBand {
  id: string;
  name: string;
  /** Column names of the edges in the CSV export, e.g. 'Minimum' and 'Maximum'. */
  lowerName: string;
  upperName: string;
  color: string;
  opacity: number;
  lower: ArrayLike<number>;
  upper: ArrayLike<number>;
}

/** A line over the days of the year (365 values in julian order, NaN where empty). */
export interface DailyLine {
  id: string;
  name: string;
  color: string;
  values: ArrayLike<number>;
  /** Stroke dash pattern; solid when absent. */
  dash?: number[];
}

/** Everything a calendar-day chart draws; names are unique across bands and lines. */
export interface DailyChartModel {
  title: string;
  yTitle: string;
  startCalDay: JulianDay;
  range: DayRange;
  bands: DailyBand[];
  lines: DailyLine[];
  /** Thin grey lines without a legend entry, e.g. every year of the record. */
  backgroundLines: DailyLine[];
}

/** One row of a chart dataset. */
export type DataRow = Record<string, string | number | boolean | null>;

/** A per-day column for the CSV export: 365 values in julian order. */
export interface DailyColumn {
  name: string;
  values: ArrayLike<number>;
}

/** A field of a Vega dataset, as a scale's domain takes it in. */
export interface DataField {
  data: string;
  field: string;
}

/**
 * What an extension (e.g. thresholds) adds to a calendar-day chart: Vega marks drawn over its lines on
 * its scales `x` (UTC milliseconds) and `y`, the Vega data they read (the named datasets below and any
 * derived from them), the fields the y axis must reach, and the columns they add to the CSV export.
 */
export interface ChartLayerContribution {
  data: Data[];
  marks: Mark[];
  yFields: DataField[];
  datasets?: Record<string, DataRow[]>;
  columns?: DailyColumn[];
}

/** Whether a model has anything to draw in its range. */
export function hasDrawableData(model: DailyChartModel, days: readonly JulianDay[]): boolean {
  const anyValue = (values: ArrayLike<number>) => days.some((day) => Number.isFinite(values[day - 1] ?? NaN));
  return (
    model.bands.some((band) => anyValue(band.lower) || anyValue(band.upper)) ||
    model.lines.some((line) => anyValue(line.values)) ||
    model.backgroundLines.some((line) => anyValue(line.values))
  );
}
