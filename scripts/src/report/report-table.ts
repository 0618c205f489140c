import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';

export type Cell = string | number | boolean | Date | null;

/** What every report produces: named columns and rows of cells in that order. */
export interface ReportTable {
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
}

export const REPORT_FORMATS = ['csv', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The table as spreadsheet-safe CSV (a text cell that would run as a formula is kept as text), or as a JSON array of objects keyed by column. */
export function formatReport(table: ReportTable, format: ReportFormat): string {
  if (format === 'csv')
    return `${spreadsheetCsv(
      table.columns,
      table.rows.map((row) => row.map(csvCell)),
    )}\n`;
  const objects = table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column, index) => [column, jsonCell(row[index] ?? null)])),
  );
  return `${JSON.stringify(objects, null, 2)}\n`;
}

function jsonCell(cell: Cell): Exclude<Cell, Date> {
  return cell instanceof Date ? cell.toISOString() : cell;
}

function csvCell(cell: Cell): string | number {
  const value = jsonCell(cell);
  if (value === null) return '';
  return typeof value === 'boolean' ? String(value) : value;
}
