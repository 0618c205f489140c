import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';
import { cellValue, differenceFrom, type MatrixRow } from './matrix.ts';

/** A shown alternative: its key and its name. */
export interface MatrixColumn {
  key: string;
  label: string;
}

/**
 * The matrix as CSV, safe to open in a spreadsheet: a row per measure with its type, location and which way is better,
 * each alternative's figure (empty where it has none), and with a baseline each alternative's difference from it.
 */
export function compareCsv(
  rows: readonly MatrixRow[],
  columns: readonly MatrixColumn[],
  baseline: string | null,
): string {
  const base = columns.find((column) => column.key === baseline);
  const others = base ? columns.filter((column) => column.key !== base.key) : [];
  const fields = [
    'Measure',
    'Type',
    'Location',
    'Better',
    ...columns.map((column) => column.label),
    ...others.map((column) => `${column.label} - ${base?.label ?? ''}`),
  ];
  const blankIfNull = (value: number | null) => (value === null ? '' : value);
  const data = rows.map((row) => [
    row.temporary ? `${row.name} (temporary)` : row.name,
    row.pmType,
    row.location,
    row.better === 'more' ? 'Higher' : 'Lower',
    ...columns.map((column) => blankIfNull(cellValue(row.cells[column.key]))),
    ...others.map((column) =>
      blankIfNull(differenceFrom(cellValue(row.cells[column.key]), cellValue(row.cells[base?.key ?? '']))),
    ),
  ]);
  return spreadsheetCsv(fields, data);
}
