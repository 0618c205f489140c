// The Multiple Dimension chart's numbers: each day as a point (x, y, z) of three locations, the
// min/max boxes, and the proximity of other years' days to the chosen year. See the charts README.
import { annualTrace, traceYears, type DailySeries } from '@waterline/domain/analysis/index';
import type { JulianDay } from '@waterline/domain/calendar/index';
import type { DimensionAxis } from '../../state/chart-state.ts';

/** A location's lowest and highest value over the whole record of the alternative. */
export interface ValueRange {
  low: number;
  high: number;
}

/** The three axes of a chart: x, y and z, in that order. */
export type Triple<T> = readonly [T, T, T];
export type AxisIndex = 0 | 1 | 2;

/** A triple made axis by axis. */
export function triple<T>(make: (axis: AxisIndex) => T): Triple<T> {
  return [make(0), make(1), make(2)];
}

/** The lowest and highest value of a series, or null when it holds none. */
export function recordRange(series: DailySeries): ValueRange | null {
  let low = Infinity;
  let high = -Infinity;
  for (const value of series.values) {
    if (Number.isNaN(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return low <= high ? { low, high } : null;
}

/** A value as a share (0..1) of its location's range; 0 when the location never changes. */
export function normalised(value: number, range: ValueRange): number {
  const span = range.high - range.low;
  return span > 0 ? (value - range.low) / span : 0;
}

/** The value at `percent` (0..100) of a location's range: what an axis's min or max stands for. */
export function valueAtPercent(range: ValueRange, percent: number): number {
  return range.low + ((range.high - range.low) * percent) / 100;
}

/** Whether a normalised value lies within an axis's min..max percents (both included). */
export function withinAxis(share: number, axis: Pick<DimensionAxis, 'min' | 'max'>): boolean {
  const percent = share * 100;
  return percent >= axis.min && percent <= axis.max;
}

/**
 * How far apart two normalised points are: the largest of the three differences (Chebyshev
 * distance), so a proximity of 0.1 means every location is within 10% of its range.
 */
export function pointDistance(a: Triple<number>, b: Triple<number>): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

/** One day of one year as a point. */
export interface DimensionPoint {
  year: number;
  day: JulianDay;
  /** The day's place among the shown days (0 = first shown day). */
  position: number;
  /** The values at the X, Y and Z locations. */
  values: Triple<number>;
  /** The same as shares (0..1) of each location's range. */
  shares: Triple<number>;
  /** Distance to the chosen year's point of the same day; 0 for the chosen year itself. */
  distance: number;
}

export interface DimensionInput {
  /** The series at the X, Y and Z locations, for one alternative. */
  series: Triple<DailySeries>;
  axes: Triple<Pick<DimensionAxis, 'min' | 'max'>>;
  startCalDay: JulianDay;
  /** The shown days, in display order. */
  days: readonly JulianDay[];
  pickYear: number;
  /** Proximity on the slider's 0..1 scale. */
  proximity: number;
}

export interface DimensionModel {
  ranges: Triple<ValueRange>;
  /** The chosen year's points inside the boxes, in day order. */
  yearPoints: DimensionPoint[];
  /** Other years' points inside the boxes within `proximity` of the chosen year's point of the same day, by year then day. */
  nearPoints: DimensionPoint[];
}

/** Years with data at all three locations (years as annualTrace counts them), ascending. */
export function commonYears(series: readonly DailySeries[], startCalDay: JulianDay): number[] {
  const [first, ...rest] = series.map((one) => traceYears(one, startCalDay));
  if (!first) return [];
  return first.filter((year) => rest.every((years) => years.includes(year)));
}

/** The points of one year on the shown days: days missing a value at any location, or outside a box, are left out. */
function pointsOfYear(input: DimensionInput, ranges: Triple<ValueRange>, year: number): (DimensionPoint | null)[] {
  const traces = triple((axis) => annualTrace(input.series[axis], year, input.startCalDay));
  return input.days.map((day, position) => {
    const values = triple((axis) => traces[axis][day - 1] ?? NaN);
    if (values.some(Number.isNaN)) return null;
    const shares = triple((axis) => normalised(values[axis], ranges[axis]));
    if (!shares.every((share, axis) => withinAxis(share, input.axes[axis as AxisIndex]))) return null;
    return { year, day, position, values, shares, distance: 0 };
  });
}

/**
 * The chart's points: the chosen year's days inside the min/max boxes, and the days of every other
 * year (with data at all three locations) whose point lies within `proximity` of the chosen year's
 * point of the same day. Null when a location has no value at all.
 */
export function dimensionModel(input: DimensionInput): DimensionModel | null {
  const [x, y, z] = triple((axis) => recordRange(input.series[axis]));
  if (!x || !y || !z) return null;
  const ranges: Triple<ValueRange> = [x, y, z];
  const reference = pointsOfYear(input, ranges, input.pickYear);
  const nearPoints: DimensionPoint[] = [];
  for (const year of commonYears(input.series, input.startCalDay)) {
    if (year === input.pickYear) continue;
    pointsOfYear(input, ranges, year).forEach((point, position) => {
      const target = reference[position];
      if (!point || !target) return;
      const distance = pointDistance(point.shares, target.shares);
      if (distance <= input.proximity) nearPoints.push({ ...point, distance });
    });
  }
  return { ranges, yearPoints: reference.filter((point): point is DimensionPoint => point !== null), nearPoints };
}

/** The other years with the most days within the proximity, most first (ties: earlier year first): the years most like the chosen one. */
export function closestYears(
  model: Pick<DimensionModel, 'nearPoints'>,
  limit: number,
): { year: number; days: number }[] {
  const counts = new Map<number, number>();
  for (const point of model.nearPoints) counts.set(point.year, (counts.get(point.year) ?? 0) + 1);
  return [...counts]
    .map(([year, days]) => ({ year, days }))
    .sort((a, b) => b.days - a.days || a.year - b.year)
    .slice(0, limit);
}
