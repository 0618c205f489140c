import type { DailySeries, ResolvedThreshold } from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR } from '@waterline/domain/calendar/index';
import {
  epochDayOf,
  FIRST_DAY_AFTER_LEAP_DAY,
  isLeapYear,
  type DayWindow,
  windowSlots,
  yearOfEpochDay,
} from './record-window.ts';

/** The most points one line of the Continuous chart gives Vega. */
export const MAX_POINTS_PER_LINE = 2000;

/** Points of one line: epoch days, ascending, and their values (null breaks the line over missing days). */
export interface LinePoints {
  days: number[];
  values: (number | null)[];
}

/**
 * Days per bucket: 1 (every day drawn) when the window has at most `maxPoints` days; otherwise
 * buckets long enough that a line, with two points per bucket, stays within `maxPoints`.
 * Buckets are aligned on epoch days, so panning the window does not move them.
 */
export function bucketDaysFor(days: number, maxPoints = MAX_POINTS_PER_LINE): number {
  if (days <= maxPoints) return 1;
  // A window of n buckets' length can touch n + 1 aligned buckets.
  return Math.ceil(days / (Math.floor(maxPoints / 2) - 1));
}

/** What the chart says the lines show. */
export function aggregationText(bucketDays: number): string {
  return bucketDays === 1 ? 'Daily values' : `Lowest and highest day of every ${bucketDays} days`;
}

/** Calls `visit(slot, epochDay)` for every slot inside `window` of a grid of `slotCount` slots from `minYear`, in order. */
function forEachWindowSlot(
  minYear: number,
  slotCount: number,
  window: DayWindow,
  visit: (slot: number, epochDay: number) => void,
): void {
  const { from, to } = windowSlots(minYear, slotCount, window);
  let slot = from;
  while (slot < to) {
    const yearIndex = Math.floor(slot / DAYS_IN_YEAR);
    const year = minYear + yearIndex;
    const yearEnd = Math.min(to, (yearIndex + 1) * DAYS_IN_YEAR);
    const firstDay = epochDayOf(year, 1);
    const leapShift = isLeapYear(year) ? 1 : 0;
    for (; slot < yearEnd; slot++) {
      const julianIndex = slot - yearIndex * DAYS_IN_YEAR;
      visit(slot, firstDay + julianIndex + (julianIndex >= FIRST_DAY_AFTER_LEAP_DAY - 1 ? leapShift : 0));
    }
  }
}

/**
 * The points of a series inside `window`: every day when `bucketDays` is 1; otherwise, per bucket,
 * the day with the lowest and the day with the highest value, in date order (so the line keeps the
 * record's peaks and troughs). Missing days (a bucket without any value) give one null, which
 * breaks the line.
 */
export function windowPoints(
  series: Pick<DailySeries, 'minYear' | 'values'>,
  window: DayWindow,
  bucketDays: number,
): LinePoints {
  const days: number[] = [];
  const values: (number | null)[] = [];
  const pushGap = (day: number) => {
    if (values.length > 0 && values[values.length - 1] === null) return;
    days.push(day);
    values.push(null);
  };
  const { values: grid } = series;
  if (bucketDays <= 1) {
    forEachWindowSlot(series.minYear, grid.length, window, (slot, day) => {
      const value = grid[slot] as number;
      if (value !== value) pushGap(day);
      else {
        days.push(day);
        values.push(value);
      }
    });
    return { days, values };
  }
  let bucket = NaN;
  let bucketStart = 0;
  let lowDay = 0;
  let low = Infinity;
  let highDay = 0;
  let high = -Infinity;
  const flush = () => {
    if (bucket !== bucket) return;
    if (low === Infinity) pushGap(bucketStart);
    else if (lowDay === highDay) {
      days.push(lowDay);
      values.push(low);
    } else {
      const lowFirst = lowDay < highDay;
      days.push(lowFirst ? lowDay : highDay, lowFirst ? highDay : lowDay);
      values.push(lowFirst ? low : high, lowFirst ? high : low);
    }
  };
  forEachWindowSlot(series.minYear, grid.length, window, (slot, day) => {
    const own = Math.floor(day / bucketDays);
    if (own !== bucket) {
      flush();
      bucket = own;
      bucketStart = day;
      low = Infinity;
      high = -Infinity;
    }
    const value = grid[slot] as number;
    if (value !== value) return;
    if (value < low) {
      low = value;
      lowDay = day;
    }
    if (value > high) {
      high = value;
      highDay = day;
    }
  });
  flush();
  return { days, values };
}

/** The values of a series inside `window` (missing days left out). */
export function windowValues(series: Pick<DailySeries, 'minYear' | 'values'>, window: DayWindow): Float64Array {
  const { from, to } = windowSlots(series.minYear, series.values.length, window);
  if (from >= to) return new Float64Array(0);
  return series.values.subarray(from, to).filter((value) => value === value);
}

/** A threshold's bounds along the window, as steps: each row holds from its day until the next row's day (null: no bound). */
export interface ThresholdSteps {
  days: number[];
  lower: (number | null)[];
  upper: (number | null)[];
}

/**
 * The bounds of a resolved threshold over `window`, one step per change. With buckets longer than
 * a day the step of a bucket is its lowest lower and highest upper bound, so a line stays within
 * about as many points as the data lines.
 */
export function thresholdSteps(threshold: ResolvedThreshold, window: DayWindow, bucketDays: number): ThresholdSteps {
  const steps: ThresholdSteps = { days: [], lower: [], upper: [] };
  const minYear = yearOfEpochDay(window.start);
  const slotCount = (yearOfEpochDay(window.end) - minYear + 1) * DAYS_IN_YEAR;
  let bucket = NaN;
  let bucketStart = 0;
  let low = Infinity;
  let high = -Infinity;
  const push = (day: number, lower: number | null, upper: number | null) => {
    const last = steps.days.length - 1;
    if (last >= 0 && steps.lower[last] === lower && steps.upper[last] === upper) return;
    steps.days.push(day);
    steps.lower.push(lower);
    steps.upper.push(upper);
  };
  const flush = () => {
    if (bucket !== bucket) return;
    push(bucketStart, low === Infinity ? null : low, high === -Infinity ? null : high);
  };
  forEachWindowSlot(minYear, slotCount, window, (slot, day) => {
    const own = Math.floor(day / bucketDays);
    if (own !== bucket) {
      flush();
      bucket = own;
      bucketStart = day;
      low = Infinity;
      high = -Infinity;
    }
    const index = slot % DAYS_IN_YEAR;
    const lower = threshold.lower[index] as number;
    const upper = threshold.upper[index] as number;
    if (lower === lower && lower < low) low = lower;
    if (upper === upper && upper > high) high = upper;
  });
  flush();
  // The last step reaches the window's end.
  const last = steps.days.length - 1;
  if (last >= 0 && steps.days[last] !== window.end) {
    steps.days.push(window.end);
    steps.lower.push(steps.lower[last] ?? null);
    steps.upper.push(steps.upper[last] ?? null);
  }
  return steps;
}
