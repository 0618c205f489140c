/** Days in the product's calendar year: always 365, 29 February is dropped. */
export const DAYS_IN_YEAR = 365;

/** Milliseconds in one day, for rates per day. */
export const MS_PER_DAY = 86_400_000;

/** A day of the 365-day year, 1 (1 January) to 365 (31 December). */
export type JulianDay = number & { readonly __brand: 'JulianDay' };

/** True when `day` is an integer from 1 to 365. */
export function isJulianDay(day: unknown): day is JulianDay {
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= DAYS_IN_YEAR;
}

/** Brands `day` as a JulianDay; throws a RangeError when it is not an integer from 1 to 365. */
export function julianDay(day: number): JulianDay {
  if (!isJulianDay(day))
    throw new RangeError(`A day of the year must be an integer from 1 to 365, got ${String(day)}.`);
  return day;
}

/** Zero-based index (0..364) of a day, for per-day arrays. */
export function dayIndex(day: JulianDay): number {
  return day - 1;
}
