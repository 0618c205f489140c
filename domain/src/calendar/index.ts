export { DAYS_IN_YEAR, MS_PER_DAY, type JulianDay, isJulianDay, julianDay, dayIndex } from './julian-day.ts';
export { type Month, MONTHS, julianFromMonthDay, monthDayOf, dayLabel } from './months.ts';
export {
  positionOfDay,
  dayAtPosition,
  rotatedDays,
  rotateDaily,
  unrotateDaily,
  type DayRange,
  isDayInRange,
  rangeLength,
  daysOfRange,
  rangeOnAxis,
} from './rotation.ts';
export { REFERENCE_YEAR, type CalendarDay, calendarDays } from './calendar-days.ts';
