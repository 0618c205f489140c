import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';
import Papa from 'papaparse';

/** A CSV held as a header row and rows of cell texts, in the header's column order. */
export interface CsvTable {
  fields: string[];
  rows: string[][];
}

/**
 * Parses CSV text with a header row. Throws the parser's message (with its row) when the
 * text cannot be read as a table.
 */
export function parseCsvTable(text: string): CsvTable {
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const firstError = result.errors[0];
  if (firstError !== undefined) {
    const where = firstError.row === undefined ? '' : ` (row ${firstError.row + 1})`;
    throw new Error(`${firstError.message}${where}`);
  }
  const fields = result.meta.fields ?? [];
  if (fields.length === 0) throw new Error('The file has no header row.');
  const rows = result.data.map((record) => fields.map((field) => record[field] ?? ''));
  return { fields, rows };
}

/** Writes a table back to CSV text with its header row. */
export function serializeCsvTable(table: CsvTable): string {
  return spreadsheetCsv(table.fields, table.rows);
}

/** A copy of the table with one cell changed; rows not touched are shared, not copied. */
export function withCell(table: CsvTable, rowIndex: number, columnIndex: number, value: string): CsvTable {
  const row = table.rows[rowIndex];
  if (row === undefined || columnIndex < 0 || columnIndex >= table.fields.length) return table;
  const rows = [...table.rows];
  rows[rowIndex] = row.map((cell, index) => (index === columnIndex ? value : cell));
  return { fields: table.fields, rows };
}

/** The first row whose first cell starts with `text` (e.g. '1975-06' for a date column), or -1. */
export function findRowStartingWith(table: CsvTable, text: string): number {
  const wanted = text.trim();
  if (wanted === '') return -1;
  return table.rows.findIndex((row) => (row[0] ?? '').startsWith(wanted));
}
