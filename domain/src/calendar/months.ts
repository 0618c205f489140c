import { type JulianDay, julianDay } from './julian-day.ts';

/** A month of the 365-day calendar. */
export interface Month {
  readonly monthNum: number; // 1..12
  readonly name: string; // 'January'
  readonly short: string; // 'Jan'
  readonly days: number;
  readonly firstDay: JulianDay;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The twelve months of the non-leap year, February with 28 days. */
export const MONTHS: readonly Month[] = MONTH_NAMES.map((name, i) => ({
  monthNum: i + 1,
  name,
  short: name.slice(0, 3),
  days: MONTH_LENGTHS[i] ?? 0,
  firstDay: julianDay(1 + MONTH_LENGTHS.slice(0, i).reduce((a, b) => a + b, 0)),
}));

/** Month (1..12) of each julian day, indexed by day - 1. */
const MONTH_OF_DAY: Uint8Array = (() => {
  const months = new Uint8Array(365);
  for (const month of MONTHS) months.fill(month.monthNum, month.firstDay - 1, month.firstDay - 1 + month.days);
  return months;
})();

function monthAt(monthNum: number): Month {
  const month = MONTHS[monthNum - 1];
  if (month === undefined) throw new RangeError(`A month must be an integer from 1 to 12, got ${String(monthNum)}.`);
  return month;
}

/** The julian day of a month (1..12) and day of month; null for 29 February, which the calendar drops; throws for an impossible date. */
export function julianFromMonthDay(monthNum: number, dayOfMonth: number): JulianDay | null {
  const month = monthAt(monthNum);
  if (monthNum === 2 && dayOfMonth === 29) return null;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > month.days) {
    throw new RangeError(`${month.name} has no day ${String(dayOfMonth)}.`);
  }
  return julianDay(month.firstDay + dayOfMonth - 1);
}

/** The month and day of month of a julian day. */
export function monthDayOf(day: JulianDay): { month: Month; dayOfMonth: number } {
  const month = monthAt(MONTH_OF_DAY[day - 1] ?? 0);
  return { month, dayOfMonth: day - month.firstDay + 1 };
}

/** The short label of a julian day, 'Jan 1' .. 'Dec 31'. */
export function dayLabel(day: JulianDay): string {
  const { month, dayOfMonth } = monthDayOf(day);
  return `${month.short} ${dayOfMonth}`;
}
