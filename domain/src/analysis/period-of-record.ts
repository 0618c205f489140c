import { DAYS_IN_YEAR, type DayRange, daysOfRange, type JulianDay } from '../calendar/index.ts';
import { seasonCalendar, seasonSlots, seasonYearsWithData } from './season.ts';
import type { DailySeries } from './series.ts';
import { resolveThreshold, type ThresholdData } from './thresholds.ts';

/** How the heatmap compares: difference, difference in percent of the base, or its sign (-1, 0, 1). */
export type DiffMethod = 'absolute' | 'relative' | 'categorical';

/** The period-of-record heatmap: one row per year, one column per day of the range. */
export interface PeriodOfRecordDiff {
  method: DiffMethod;
  years: number[]; // rows, ascending (season years when the range wraps over the year's end)
  days: JulianDay[]; // columns, in range order
  cells: Float64Array; // row-major, years.length x days.length, NaN where either side has no value
  scale: { domain: [number, number]; ticks: number[] };
}

/** The colour scale: relative fixed at -100..100 % with ticks every 25; absolute symmetric around the largest absolute difference; categorical -1, 0, 1. */
function scaleOf(method: DiffMethod, cells: Float64Array): PeriodOfRecordDiff['scale'] {
  if (method === 'relative') return { domain: [-100, 100], ticks: [-100, -75, -50, -25, 0, 25, 50, 75, 100] };
  if (method === 'categorical') return { domain: [-1, 1], ticks: [-1, 0, 1] };
  let largest = 0;
  for (const cell of cells) if (Math.abs(cell) > largest) largest = Math.abs(cell);
  const m = largest === 0 ? 1 : largest;
  return { domain: [-m, m], ticks: [-m, -m / 2, 0, m / 2, m] };
}

function compare(method: DiffMethod, value: number, base: number): number {
  const difference = value - base;
  if (method === 'absolute') return difference;
  if (method === 'categorical') return Math.sign(difference);
  if (base === 0) return difference === 0 ? 0 : NaN;
  return (100 * difference) / Math.abs(base);
}

/** Per-day base: a series gives its value; a threshold gives the bound the value falls outside of (a value inside a range compares equal). */
type BaseAt = (slotInBase: number, day: number, value: number) => number;

function thresholdBase(data: ThresholdData): BaseAt {
  const { lower, upper } = resolveThreshold(data);
  return (_slot, day, value) => {
    const low = lower[day] as number;
    const high = upper[day] as number;
    if (value > high) return high;
    if (value < low) return low;
    return low !== low || high !== high ? NaN : value;
  };
}

/**
 * Compares `comparison` with `base` (another series, or a threshold) for every year and every day
 * of `range` (all year by default; a range that wraps over the year's end makes season-year rows).
 * Throws an Error with the reason when a threshold base cannot be used.
 */
export function periodOfRecordDiff(
  base: DailySeries | ThresholdData,
  comparison: DailySeries,
  method: DiffMethod,
  range: DayRange = { startDay: 1 as JulianDay, endDay: DAYS_IN_YEAR as JulianDay },
): PeriodOfRecordDiff {
  const calendar = seasonCalendar(range);
  const isSeries = 'values' in base;
  const baseSeries = isSeries ? base : null;
  const baseAt: BaseAt =
    baseSeries !== null
      ? (slot) => (slot >= 0 && slot < baseSeries.values.length ? (baseSeries.values[slot] as number) : NaN)
      : thresholdBase(base as ThresholdData);
  let years = seasonYearsWithData(comparison, calendar);
  if (baseSeries !== null) {
    const baseYears = new Set(seasonYearsWithData(baseSeries, calendar));
    years = years.filter((year) => baseYears.has(year));
  }
  const days = daysOfRange(range);
  const cells = new Float64Array(years.length * days.length).fill(NaN);
  const yearOffset = baseSeries === null ? 0 : (comparison.minYear - baseSeries.minYear) * DAYS_IN_YEAR;
  years.forEach((year, row) => {
    const { from } = seasonSlots(comparison, calendar, year);
    const first = range.startDay - 1 + ((calendar.wraps ? year - 1 : year) - comparison.minYear) * DAYS_IN_YEAR;
    for (let column = 0; column < days.length; column++) {
      const slot = first + column;
      if (slot < from || slot >= comparison.values.length) continue;
      const value = comparison.values[slot] as number;
      if (value !== value) continue;
      const baseValue = baseAt(slot + yearOffset, slot % DAYS_IN_YEAR, value);
      if (baseValue === baseValue) cells[row * days.length + column] = compare(method, value, baseValue);
    }
  });
  return { method, years, days, cells, scale: scaleOf(method, cells) };
}
