import { DAYS_IN_YEAR, type JulianDay } from '../calendar/index.ts';

/**
 * One location's daily values for one alternative, as a dense grid: one slot per day of
 * every year from minYear to maxYear (365 per year), NaN where there is no value.
 * Slot of (year, julian day): (year - minYear) * 365 + (julian - 1).
 */
export interface DailySeries {
  readonly location: string;
  readonly measure: string;
  readonly minYear: number;
  readonly maxYear: number;
  readonly values: Float64Array;
}

/** Builds a series, checking that the grid holds exactly 365 slots per year. */
export function createSeries(
  location: string,
  measure: string,
  minYear: number,
  maxYear: number,
  values: Float64Array,
): DailySeries {
  if (!Number.isInteger(minYear) || !Number.isInteger(maxYear) || maxYear < minYear) {
    throw new RangeError(
      `A series needs integer years with minYear <= maxYear, got ${String(minYear)}..${String(maxYear)}.`,
    );
  }
  const expected = (maxYear - minYear + 1) * DAYS_IN_YEAR;
  if (values.length !== expected)
    throw new RangeError(
      `A series of ${String(minYear)}..${String(maxYear)} needs ${String(expected)} values, got ${String(values.length)}.`,
    );
  return { location, measure, minYear, maxYear, values };
}

/** A series of empty (NaN) days covering minYear..maxYear. */
export function emptySeries(location: string, measure: string, minYear: number, maxYear: number): DailySeries {
  return createSeries(
    location,
    measure,
    minYear,
    maxYear,
    new Float64Array((maxYear - minYear + 1) * DAYS_IN_YEAR).fill(NaN),
  );
}

/** Number of years the grid spans. */
export function yearCount(series: DailySeries): number {
  return series.maxYear - series.minYear + 1;
}

/** Grid slot of a year and julian day; -1 when the year is outside the grid. */
export function slotOf(series: DailySeries, year: number, day: JulianDay): number {
  if (year < series.minYear || year > series.maxYear) return -1;
  return (year - series.minYear) * DAYS_IN_YEAR + day - 1;
}

/** The value of a year and julian day, NaN when empty or outside the grid. */
export function valueOn(series: DailySeries, year: number, day: JulianDay): number {
  const slot = slotOf(series, year, day);
  return slot < 0 ? NaN : (series.values[slot] ?? NaN);
}

/** Calendar years holding at least one value, ascending. */
export function yearsWithData(series: DailySeries): number[] {
  return dataYears(series).map(([year]) => year);
}

/**
 * The annual trace of `year` for a chart whose year starts on `startDay`, in julian order
 * (index = julian - 1). With startDay 1 it is the calendar year. With a later start day it
 * is the water-year convention: days from startDay to 31 December come from year - 1, and
 * days before startDay from `year` (start day 274 gives 1 Oct of year - 1 .. 30 Sep of year).
 */
export function annualTrace(series: DailySeries, year: number, startDay: JulianDay = 1 as JulianDay): Float64Array {
  const trace = new Float64Array(DAYS_IN_YEAR).fill(NaN);
  const copyDays = (fromYear: number, firstDay: number, lastDay: number): void => {
    if (fromYear < series.minYear || fromYear > series.maxYear || lastDay < firstDay) return;
    const base = (fromYear - series.minYear) * DAYS_IN_YEAR;
    trace.set(series.values.subarray(base + firstDay - 1, base + lastDay), firstDay - 1);
  };
  copyDays(startDay === 1 ? year : year - 1, startDay, DAYS_IN_YEAR);
  copyDays(year, 1, startDay - 1);
  return trace;
}

/** A calendar year of a series that holds values: the year, and the first and last julian day with a value. */
export type DataYear = readonly [year: number, firstDay: number, lastDay: number];

/** The calendar years holding at least one value, ascending, each with its first and last day with a value. */
export function dataYears(series: DailySeries): DataYear[] {
  const years: DataYear[] = [];
  for (let y = 0; y < yearCount(series); y++) {
    const base = y * DAYS_IN_YEAR;
    let first = 0;
    let last = 0;
    for (let d = 0; d < DAYS_IN_YEAR; d++) {
      if (Number.isNaN(series.values[base + d] ?? NaN)) continue;
      if (first === 0) first = d + 1;
      last = d + 1;
    }
    if (first > 0) years.push([series.minYear + y, first, last]);
  }
  return years;
}

/** Trace years (see annualTrace) that hold at least one value, ascending. */
export function traceYears(series: DailySeries, startDay: JulianDay = 1 as JulianDay): number[] {
  return traceYearsOf(dataYears(series), startDay);
}

/** Trace years (see annualTrace) of a series whose years with values are `years` (see dataYears). */
export function traceYearsOf(years: readonly DataYear[], startDay: JulianDay = 1 as JulianDay): number[] {
  if (startDay === 1) return years.map(([year]) => year);
  const result = new Set<number>();
  for (const [year, firstDay, lastDay] of years) {
    // Days before the start day belong to this year's trace, the others to the next year's.
    if (firstDay < startDay) result.add(year);
    if (lastDay >= startDay) result.add(year + 1);
  }
  return [...result].sort((a, b) => a - b);
}
