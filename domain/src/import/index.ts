export {
  IMPORT_ERROR_MESSAGE,
  type ImportFailure,
  type ImportedAlternative,
  type ImportResult,
  type AlternativeImporter,
  createAlternativeImporter,
  createTableImporter,
  importAlternativeCsv,
} from './importer.ts';
export { type ImportOptions, parseNumberList } from './options.ts';
export { IMPORT_LIMITS } from './import-limits.ts';
export { type TableLayout, type ColumnPlan, ALTERNATIVE_LAYOUT } from './table-layout.ts';
export { importUsgsRdb } from './usgs-rdb.ts';
export { parseRoundedValue } from './value-text.ts';
export {
  parseDateKey,
  dateKey,
  yearOfKey,
  EMPTY_DATE,
  LEAP_DAY,
  UNREADABLE_DATE,
  IMPOSSIBLE_DATE,
} from './date-text.ts';
