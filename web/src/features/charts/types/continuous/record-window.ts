import type { DailySeries } from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR, MS_PER_DAY } from '@waterline/domain/calendar/index';

// Dates on the continuous axis are whole UTC days counted from 1970-01-01 ("epoch days").
// A series grid has 365 slots a year (29 February dropped), so a leap year's slots from
// 1 March on sit one epoch day later than their julian day says.

/** The first and last epoch day of a stretch of the record, both included. */
export interface DayWindow {
  start: number;
  end: number;
}

/** The record's length the Continuous chart opens with (docs/product-guide.md#fixed-values). */
export const DEFAULT_WINDOW_DAYS = 3650;

/** The range buttons over the chart (docs/product-guide.md#fixed-values). */
export const RANGE_BUTTONS = ['1m', '6m', '1y', '5y', '10y', 'all'] as const;
export type RangeButton = (typeof RANGE_BUTTONS)[number];

const BUTTON_MONTHS: Record<Exclude<RangeButton, 'all'>, number> = { '1m': 1, '6m': 6, '1y': 12, '5y': 60, '10y': 120 };

/** Julian day 60 is 1 March, the first day after 29 February in a leap year. */
export const FIRST_DAY_AFTER_LEAP_DAY = 60;

/** Whether a year has 29 February. */
export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The epoch day of a year's julian day (1..365). */
export function epochDayOf(year: number, julian: number): number {
  const shift = isLeapYear(year) && julian >= FIRST_DAY_AFTER_LEAP_DAY ? 1 : 0;
  return Date.UTC(year, 0, 1) / MS_PER_DAY + julian - 1 + shift;
}

/** The epoch day of a grid slot of a series starting in `minYear`. */
export function slotEpochDay(minYear: number, slot: number): number {
  const year = minYear + Math.floor(slot / DAYS_IN_YEAR);
  return epochDayOf(year, (slot % DAYS_IN_YEAR) + 1);
}

/** The UTC year of an epoch day. */
export const yearOfEpochDay = (epochDay: number) => new Date(epochDay * MS_PER_DAY).getUTCFullYear();

/** The year and julian day of an epoch day; 29 February gives julian 0 (no slot) in its leap year. */
export function yearAndJulian(epochDay: number): { year: number; julian: number } {
  const year = yearOfEpochDay(epochDay);
  const dayOfYear = epochDay - Date.UTC(year, 0, 1) / MS_PER_DAY + 1;
  if (!isLeapYear(year) || dayOfYear < FIRST_DAY_AFTER_LEAP_DAY) return { year, julian: dayOfYear };
  return { year, julian: dayOfYear === FIRST_DAY_AFTER_LEAP_DAY ? 0 : dayOfYear - 1 };
}

/** The slots of a grid of `slotCount` slots from `minYear` inside `window`: [from, to), clipped to the grid (from >= to when none). */
export function windowSlots(minYear: number, slotCount: number, window: DayWindow): { from: number; to: number } {
  const first = yearAndJulian(window.start);
  const last = yearAndJulian(window.end);
  // 29 February has no slot: a window starting on it starts on 1 March, one ending on it ends on 28 February.
  const from =
    (first.year - minYear) * DAYS_IN_YEAR + (first.julian === 0 ? FIRST_DAY_AFTER_LEAP_DAY : first.julian) - 1;
  const to = (last.year - minYear) * DAYS_IN_YEAR + (last.julian === 0 ? FIRST_DAY_AFTER_LEAP_DAY - 1 : last.julian);
  return { from: Math.max(0, from), to: Math.min(slotCount, to) };
}

/** The first and last day holding a value, or null for a series without any. */
export function dataExtent(series: Pick<DailySeries, 'minYear' | 'values'>): DayWindow | null {
  const { values } = series;
  let first = 0;
  while (first < values.length && Number.isNaN(values[first] as number)) first++;
  if (first === values.length) return null;
  let last = values.length - 1;
  while (Number.isNaN(values[last] as number)) last--;
  return { start: slotEpochDay(series.minYear, first), end: slotEpochDay(series.minYear, last) };
}

/** The record of several series: from the first day any holds a value to the last; null when none has one. */
export function recordExtent(seriesList: readonly Pick<DailySeries, 'minYear' | 'values'>[]): DayWindow | null {
  let extent: DayWindow | null = null;
  for (const series of seriesList) {
    const own = dataExtent(series);
    if (own) extent = extent ? { start: Math.min(extent.start, own.start), end: Math.max(extent.end, own.end) } : own;
  }
  return extent;
}

/** Days in a window, both ends included. */
export const windowLength = (window: DayWindow) => window.end - window.start + 1;

/** The last `days` days of the record (the whole record when it is shorter). */
export function defaultWindow(extent: DayWindow, days = DEFAULT_WINDOW_DAYS): DayWindow {
  return { start: Math.max(extent.start, extent.end - days + 1), end: extent.end };
}

/** A window moved inside the record, keeping its length where it can; the default window when it does not overlap the record at all. */
export function clampWindow(window: DayWindow, extent: DayWindow): DayWindow {
  if (window.end < extent.start || window.start > extent.end || window.end < window.start) return defaultWindow(extent);
  return { start: Math.max(window.start, extent.start), end: Math.min(window.end, extent.end) };
}

/** The epoch day `months` calendar months before `epochDay` (the month's last day when the day does not exist there). */
function monthsBefore(epochDay: number, months: number): number {
  const date = new Date(epochDay * MS_PER_DAY);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastOfMonth)) / MS_PER_DAY;
}

/**
 * The window a range button gives: the whole record for 'all', otherwise the months or years before
 * the current window's last day (1y from 31 Dec 2012 is 1 Jan .. 31 Dec 2012), within the record.
 */
export function rangeButtonWindow(button: RangeButton, current: DayWindow, extent: DayWindow): DayWindow {
  if (button === 'all') return extent;
  const end = Math.min(current.end, extent.end);
  return { start: Math.max(extent.start, monthsBefore(end, BUTTON_MONTHS[button]) + 1), end };
}

/** The range button whose window equals `window`, if any. */
export function activeRangeButton(window: DayWindow, extent: DayWindow): RangeButton | null {
  return (
    RANGE_BUTTONS.find((button) => {
      const candidate = rangeButtonWindow(button, window, extent);
      return candidate.start === window.start && candidate.end === window.end;
    }) ?? null
  );
}

/** 'YYYY-MM-DD' of an epoch day. */
export function isoDateOf(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The epoch day of 'YYYY-MM-DD', or null when it is not such a date. */
export function epochDayOfIso(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || isoDateOf(ms / MS_PER_DAY) !== text ? null : ms / MS_PER_DAY;
}

/** A window kept in the chart's state ([first, last] ISO dates), or null when there is none or it is not readable. */
export function windowOfState(dates: readonly [string, string] | null): DayWindow | null {
  if (!dates) return null;
  const start = epochDayOfIso(dates[0]);
  const end = epochDayOfIso(dates[1]);
  return start === null || end === null || end < start ? null : { start, end };
}

/** A window as the chart's state keeps it. */
export const stateOfWindow = (window: DayWindow): [string, string] => [isoDateOf(window.start), isoDateOf(window.end)];
