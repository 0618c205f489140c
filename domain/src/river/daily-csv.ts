// The dashboard bucket's median and yearly files: CSV with a date column and a value column.
import Papa from 'papaparse';
import type { GaugePoint } from './gauge-json.ts';

/**
 * Rows of `date,value` (a header row first; the date as YYYY-MM-DD) as daily points at 00:00 UTC.
 * Blank values and daily averages below 0 become empty (docs/product-guide.md#fixed-values); a row with a bad date is an error.
 */
export function parseDailyCsv(text: string): GaugePoint[] {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  const [dateColumn, valueColumn] = parsed.meta.fields ?? [];
  if (!dateColumn || !valueColumn) throw new Error('The file needs a header row with a date and a value column');
  return parsed.data.map((row, index) => {
    const date = (row[dateColumn] ?? '').trim();
    const t = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
    if (!Number.isFinite(t)) throw new Error(`Row ${index + 2}: "${date}" is not a date (YYYY-MM-DD)`);
    const text = (row[valueColumn] ?? '').trim();
    const value = text === '' ? Number.NaN : Number(text);
    return { t, value: Number.isFinite(value) && value >= 0 ? value : null };
  });
}
