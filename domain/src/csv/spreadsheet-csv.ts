import Papa from 'papaparse';

/**
 * A text cell a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage
 * return, and is not a plain number (-12.5 and +3e2 stay numbers).
 */
export const FORMULA_CELL = /^(?![-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$)[=+\-@\t\r]/;

/**
 * CSV with a header row, safe to open in a spreadsheet: a text cell that would run as a formula gets
 * a leading apostrophe (so a location named `=HYPERLINK(...)` stays text), numbers stay numbers.
 */
export function spreadsheetCsv(fields: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { newline: '\n', escapeFormulae: FORMULA_CELL },
  );
}
