import {
  DAYS_IN_YEAR,
  MS_PER_DAY,
  REFERENCE_YEAR,
  daysOfRange,
  monthDayOf,
  rangeLength,
  rotatedDays,
  type DayRange,
  type JulianDay,
} from '@waterline/domain/calendar/index';

/** Ticks on a calendar-day axis (docs/product-guide.md#fixed-values). */
export const DAY_AXIS_TICK_COUNT = 12;

/** Past this many days shown, the axis labels show the month only (docs/product-guide.md#fixed-values). */
export const MONTH_ONLY_SPAN_DAYS = 200;

/** The days a calendar-day chart shows, in display order, with the time that places each on the x axis. */
export interface DayAxis {
  days: JulianDay[];
  /** Milliseconds (UTC) of each shown day, increasing by one day: the first day's date in a non-leap reference year onwards. */
  times: number[];
  /** d3 time format of the labels: 'month day', or 'month' when more than 200 days are shown. */
  labelFormat: string;
}

/**
 * The x axis of a chart showing `range` on a year that starts on `startCalDay`. A range of 365 days
 * is the whole year, shown from the start-of-year day; a shorter one is shown from its own first day
 * (it may cross 31 December).
 */
export function dayAxis(range: DayRange, startCalDay: JulianDay): DayAxis {
  const wholeYear = rangeLength(range) === DAYS_IN_YEAR;
  const days = wholeYear ? rotatedDays(startCalDay) : daysOfRange(range);
  const first = days[0] as JulianDay;
  const { month, dayOfMonth } = monthDayOf(first);
  const origin = Date.UTC(REFERENCE_YEAR, month.monthNum - 1, dayOfMonth);
  return {
    days,
    times: days.map((_, index) => origin + index * MS_PER_DAY),
    labelFormat: days.length > MONTH_ONLY_SPAN_DAYS ? '%b' : '%b %-d',
  };
}

/** The whole year as a day range, for a year starting on `startCalDay`. */
export function wholeYear(startCalDay: JulianDay): DayRange {
  return { startDay: startCalDay, endDay: (startCalDay === 1 ? DAYS_IN_YEAR : startCalDay - 1) as JulianDay };
}
