import { isJulianDay, type JulianDay } from '@waterline/domain/calendar/index';

/** A stored number or typed text as an input's value. */
export function inputText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A stored day as a day the pickers can show: 1 or 365 when it is missing or out of range. */
export function pickerDay(day: unknown, fallback: 1 | 365): JulianDay {
  return (isJulianDay(day) ? day : fallback) as JulianDay;
}
