import { createHash } from 'node:crypto';
import { parseNumberList, type ImportOptions } from '@waterline/domain/import/index';
import type { Alternative } from '@waterline/domain/projects/configuration';
import { dataFileName } from '@waterline/domain/projects/data-source';

/** An alternative's cleaning settings in one canonical order, so that equal settings name the same import. */
export interface CanonicalImportOptions extends ImportOptions {
  autofill: boolean;
  ignoreNegatives: boolean;
  ignoreValues: number[];
  ignoreYears: number[];
}

/** Raised for settings that are not numbers or whole years; the message says which entry. */
export class InvalidImportOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidImportOptionsError';
  }
}

const sortedUnique = (numbers: number[]): number[] => [...new Set(numbers)].sort((a, b) => a - b);

function flag(value: unknown, name: string): boolean {
  if (value === undefined || value === 'false' || value === '0' || value === '') return false;
  if (value === 'true' || value === '1') return true;
  throw new InvalidImportOptionsError(`${name} must be true or false.`);
}

function numberList(value: unknown, what: string): number[] {
  if (value === undefined) return [];
  if (typeof value !== 'string')
    throw new InvalidImportOptionsError(`${what} must be given once, as a list separated by commas.`);
  try {
    return parseNumberList(value, what);
  } catch (error) {
    throw new InvalidImportOptionsError((error as Error).message);
  }
}

/** Reads `autofill`, `ignoreNegatives`, `ignoreValues` and `ignoreYears` from a query string; no parameters means the raw import. */
export function importOptionsFromQuery(query: Record<string, unknown>): CanonicalImportOptions {
  const ignoreYears = numberList(query.ignoreYears, 'Ignored years');
  const notWhole = ignoreYears.find((year) => !Number.isInteger(year));
  if (notWhole !== undefined)
    throw new InvalidImportOptionsError(`Ignored years: '${String(notWhole)}' is not a whole year.`);
  return {
    autofill: flag(query.autofill, 'autofill'),
    ignoreNegatives: flag(query.ignoreNegatives, 'ignoreNegatives'),
    ignoreValues: sortedUnique(numberList(query.ignoreValues, 'Ignored values')),
    ignoreYears: sortedUnique(ignoreYears),
  };
}

/** An alternative's cleaning settings, as the manifest the charts ask for names them. */
export function alternativeImportOptions(
  alternative: Pick<Alternative, 'autofill' | 'ignoreNegatives' | 'ignoreValues' | 'ignoreYears'>,
): CanonicalImportOptions {
  return {
    autofill: alternative.autofill,
    ignoreNegatives: alternative.ignoreNegatives,
    ignoreValues: sortedUnique(alternative.ignoreValues),
    ignoreYears: sortedUnique(alternative.ignoreYears),
  };
}

export const rawImportOptions: CanonicalImportOptions = {
  autofill: false,
  ignoreNegatives: false,
  ignoreValues: [],
  ignoreYears: [],
};

/** The import an upload makes: the file read without any setting. */
export function isRawImport(options: CanonicalImportOptions): boolean {
  return (
    !options.autofill &&
    !options.ignoreNegatives &&
    options.ignoreValues.length === 0 &&
    options.ignoreYears.length === 0
  );
}

/** The settings an alternative of a project's configuration reads its file with. */
export type AlternativeImportSettings = Pick<
  Alternative,
  'dataSource' | 'autofill' | 'ignoreNegatives' | 'ignoreValues' | 'ignoreYears'
>;

/** Whether `alternative` reads `fileName` with exactly these settings. */
export function isAlternativeImport(
  alternative: AlternativeImportSettings,
  fileName: string,
  options: CanonicalImportOptions,
): boolean {
  return (
    dataFileName(alternative) === fileName &&
    JSON.stringify(alternativeImportOptions(alternative)) === JSON.stringify(options)
  );
}

/**
 * Names one import of one file: the file's sha256 for the raw import, otherwise the sha256 of the
 * file's digest and the canonical settings. Both are content addresses, so what they name never changes.
 */
export function importKeyOf(fileSha256: string, options: CanonicalImportOptions): string {
  if (isRawImport(options)) return fileSha256;
  return createHash('sha256')
    .update(`${fileSha256}\n${JSON.stringify(options)}`)
    .digest('hex');
}
