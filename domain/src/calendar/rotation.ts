import { DAYS_IN_YEAR, type JulianDay, julianDay } from './julian-day.ts';

/** Position (1..365) of a julian day in a year that starts on `startDay`. */
export function positionOfDay(day: JulianDay, startDay: JulianDay): number {
  return ((day - startDay + DAYS_IN_YEAR) % DAYS_IN_YEAR) + 1;
}

/** The julian day at a position (1..365) of a year that starts on `startDay`. */
export function dayAtPosition(position: number, startDay: JulianDay): JulianDay {
  return julianDay(((startDay - 1 + position - 1) % DAYS_IN_YEAR) + 1);
}

/** The 365 julian days in display order for a year that starts on `startDay`. */
export function rotatedDays(startDay: JulianDay): JulianDay[] {
  return Array.from({ length: DAYS_IN_YEAR }, (_, i) => dayAtPosition(i + 1, startDay));
}

function assertDaily(length: number): void {
  if (length !== DAYS_IN_YEAR) throw new RangeError(`A per-day list must have 365 entries, got ${String(length)}.`);
}

/** Re-orders a 365-entry list held in julian order (1 January first) into display order from `startDay`. */
export function rotateDaily<T>(byJulian: ArrayLike<T>, startDay: JulianDay): T[] {
  assertDaily(byJulian.length);
  return Array.from({ length: DAYS_IN_YEAR }, (_, i) => byJulian[(startDay - 1 + i) % DAYS_IN_YEAR] as T);
}

/** Inverse of rotateDaily: a 365-entry list in display order from `startDay` back into julian order. */
export function unrotateDaily<T>(byPosition: ArrayLike<T>, startDay: JulianDay): T[] {
  assertDaily(byPosition.length);
  return Array.from(
    { length: DAYS_IN_YEAR },
    (_, i) => byPosition[(i - (startDay - 1) + DAYS_IN_YEAR) % DAYS_IN_YEAR] as T,
  );
}

/** An inclusive range of julian days; it wraps over 31 December when startDay > endDay (e.g. Nov 1 .. Mar 31). */
export interface DayRange {
  startDay: JulianDay;
  endDay: JulianDay;
}

/** True when `day` lies in the inclusive range, which may wrap over the year's end. */
export function isDayInRange(day: JulianDay, range: DayRange): boolean {
  return range.startDay <= range.endDay
    ? day >= range.startDay && day <= range.endDay
    : day >= range.startDay || day <= range.endDay;
}

/** Number of days in the inclusive range, 1..365. */
export function rangeLength(range: DayRange): number {
  return ((range.endDay - range.startDay + DAYS_IN_YEAR) % DAYS_IN_YEAR) + 1;
}

/** The julian days of the range in order, wrapping over the year's end when startDay > endDay. */
export function daysOfRange(range: DayRange): JulianDay[] {
  return Array.from({ length: rangeLength(range) }, (_, i) => dayAtPosition(i + 1, range.startDay));
}

/**
 * Where a chart's date range falls on an axis that starts on `startDay`: 1-based positions.
 * `wraps` is true when the range crosses the axis start, so it is drawn as two pieces
 * (startPosition..365 and 1..endPosition).
 */
export function rangeOnAxis(
  range: DayRange,
  startDay: JulianDay,
): { startPosition: number; endPosition: number; wraps: boolean } {
  const startPosition = positionOfDay(range.startDay, startDay);
  const endPosition = positionOfDay(range.endDay, startDay);
  return { startPosition, endPosition, wraps: endPosition < startPosition };
}
