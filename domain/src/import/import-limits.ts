/**
 * What one import may hold, so that a small file cannot make the importer allocate without bound:
 * dates within these years, and at most `maxValues` values (data columns x days of the file's span
 * in whole years), about 160 MB of daily grids.
 */
export const IMPORT_LIMITS = { firstYear: 1800, lastYear: 2200, maxValues: 20_000_000 } as const;

/** 20000000 -> '20,000,000'. */
const formatCount = (count: number): string => count.toLocaleString('en-US');

const overLimit = (what: string): string =>
  `${what}, more than the ${formatCount(IMPORT_LIMITS.maxValues)} values (columns x days) an import may hold`;

/** Why a date of this year cannot be imported, or null. */
export function yearOutOfRange(year: number, dateText: string): string | null {
  if (year >= IMPORT_LIMITS.firstYear && year <= IMPORT_LIMITS.lastYear) return null;
  return `the date '${dateText}' is outside the accepted years ${IMPORT_LIMITS.firstYear}-${IMPORT_LIMITS.lastYear}`;
}

/** Why `columns` data columns over the years `minYear`-`maxYear` cannot be imported, or null. */
export function tooManyValues(columns: number, minYear: number, maxYear: number, daysInYear: number): string | null {
  const years = maxYear - minYear + 1;
  const values = columns * years * daysInYear;
  if (values <= IMPORT_LIMITS.maxValues) return null;
  const span = years === 1 ? 'a year' : `${formatCount(years)} years (${minYear}-${maxYear})`;
  return overLimit(
    `the file has ${formatCount(columns)} data columns: over ${span} that is ${formatCount(values)} values`,
  );
}
