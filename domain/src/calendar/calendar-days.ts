import { DAYS_IN_YEAR, type JulianDay } from './julian-day.ts';
import { monthDayOf } from './months.ts';
import { dayAtPosition } from './rotation.ts';

/** Non-leap reference year whose dates place the rotated calendar on a time axis. */
export const REFERENCE_YEAR = 2001;

/** One day of the calendar as a chart axis shows it. */
export interface CalendarDay {
  julian: JulianDay; // 1..365
  dayLookup: number; // position 1..365 in the year that starts on the chosen start day
  month: string; // 'Jan'
  monthNum: number; // 1..12
  day: number; // day of month
  date: string; // label, 'Jan 1'
  calDate: string; // ISO date in the reference year 2001 (2002 after the wrap), so a time axis runs in display order
}

function isoDate(year: number, monthNum: number, day: number): string {
  return `${String(year)}-${String(monthNum).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The 365 calendar days in display order for a year starting on `startDay` (1 = 1 January). */
export function calendarDays(startDay: JulianDay): CalendarDay[] {
  return Array.from({ length: DAYS_IN_YEAR }, (_, i) => {
    const julian = dayAtPosition(i + 1, startDay);
    const { month, dayOfMonth } = monthDayOf(julian);
    const year = julian < startDay ? REFERENCE_YEAR + 1 : REFERENCE_YEAR;
    return {
      julian,
      dayLookup: i + 1,
      month: month.short,
      monthNum: month.monthNum,
      day: dayOfMonth,
      date: `${month.short} ${dayOfMonth}`,
      calDate: isoDate(year, month.monthNum, dayOfMonth),
    };
  });
}
