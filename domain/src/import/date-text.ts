import { DAYS_IN_YEAR, julianFromMonthDay, MONTHS } from '../calendar/index.ts';

/** parseDateKey result for an empty date: the row is dropped. */
export const EMPTY_DATE = -1;
/** parseDateKey result for 29 February: the row is dropped. */
export const LEAP_DAY = -2;
/** parseDateKey result for text that is not a date in an accepted form. */
export const UNREADABLE_DATE = -3;
/** parseDateKey result for a well-formed date that does not exist (31 April). */
export const IMPOSSIBLE_DATE = -4;

/** A date as one integer: year * 365 + (julian day - 1). */
export function dateKey(year: number, julian: number): number {
  return year * DAYS_IN_YEAR + julian - 1;
}

/** Year of a date key. */
export function yearOfKey(key: number): number {
  return Math.floor(key / DAYS_IN_YEAR);
}

function readNumber(
  text: string,
  from: number,
  end: number,
  minDigits: number,
  maxDigits: number,
): { value: number; next: number } | null {
  let value = 0;
  let i = from;
  while (i < end && i - from < maxDigits) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
    i++;
  }
  return i - from < minDigits ? null : { value, next: i };
}

/** After the date, only a time of day may follow ('T06:00:00Z', ' 00:00'). */
function isTimeSuffix(text: string, from: number, end: number): boolean {
  if (from === end) return true;
  const first = text.charCodeAt(from);
  if (first !== 84 && first !== 32) return false;
  for (let i = from + 1; i < end; i++) {
    const code = text.charCodeAt(i);
    const allowed =
      (code >= 48 && code <= 57) ||
      code === 58 ||
      code === 46 ||
      code === 43 ||
      code === 45 ||
      code === 90 ||
      code === 32;
    if (!allowed) return false;
  }
  return true;
}

/**
 * Reads a date from text[start, end): ISO 'YYYY-MM-DD' (or 'YYYY/MM/DD'), or US 'M/D/YYYY',
 * optionally followed by a time. Returns its dateKey, or EMPTY_DATE, LEAP_DAY,
 * UNREADABLE_DATE or IMPOSSIBLE_DATE.
 */
export function parseDateKey(text: string, start: number, end: number): number {
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  if (start === end) return EMPTY_DATE;
  const first = readNumber(text, start, end, 1, 4);
  if (first === null) return UNREADABLE_DATE;
  const separator = text.charCodeAt(first.next);
  let year: number;
  let month: number;
  let day: number;
  let next: number;
  if (first.next - start === 4 && (separator === 45 || separator === 47)) {
    const m = readNumber(text, first.next + 1, end, 1, 2);
    if (m === null || text.charCodeAt(m.next) !== separator) return UNREADABLE_DATE;
    const d = readNumber(text, m.next + 1, end, 1, 2);
    if (d === null) return UNREADABLE_DATE;
    [year, month, day, next] = [first.value, m.value, d.value, d.next];
  } else if (first.next - start <= 2 && separator === 47) {
    const d = readNumber(text, first.next + 1, end, 1, 2);
    if (d === null || text.charCodeAt(d.next) !== 47) return UNREADABLE_DATE;
    const y = readNumber(text, d.next + 1, end, 4, 4);
    if (y === null) return UNREADABLE_DATE;
    [year, month, day, next] = [y.value, first.value, d.value, y.next];
  } else {
    return UNREADABLE_DATE;
  }
  if (!isTimeSuffix(text, next, end)) return UNREADABLE_DATE;
  if (month < 1 || month > 12 || day < 1) return IMPOSSIBLE_DATE;
  if (month === 2 && day === 29) return LEAP_DAY;
  if (day > (MONTHS[month - 1]?.days ?? 0)) return IMPOSSIBLE_DATE;
  return dateKey(year, julianFromMonthDay(month, day) ?? 0);
}
