import Papa from 'papaparse';
import { MS_PER_DAY } from '../calendar/index.ts';

/**
 * Pump-station bank transects (docs/product-guide.md#what-a-project-holds, Pump CSV row): one survey of one transect per
 * row. Required columns: Date (YYYY-MM-DD), Transect (name), Length_ft (bank length from the
 * transect's marker to the water's edge, feet; may be empty when Missing is TRUE) and Missing
 * (TRUE when the survey could not measure the transect). Any other column (Slice, Notes, ...)
 * is kept and shown as it is.
 */
export const PUMP_REQUIRED_COLUMNS = ['Date', 'Transect', 'Length_ft', 'Missing'] as const;

export interface PumpRow {
  /** Line of the file (the header is line 1). */
  readonly line: number;
  readonly date: string;
  /** Milliseconds since 1970 at 00:00 UTC of `date`. */
  readonly time: number;
  readonly transect: string;
  readonly lengthFt: number | null;
  readonly missing: boolean;
  /** Every column of the row as written, by header. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface PumpProblem {
  /** Line of the file (1 is the header); null when the file as a whole is at fault. */
  readonly line: number | null;
  readonly reason: string;
}

export interface PumpFile {
  readonly columns: readonly string[];
  readonly rows: readonly PumpRow[];
  /** Rows left out, each with its reason; the rest of the file is still read. */
  readonly problems: readonly PumpProblem[];
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function parseDate(text: string): number | string {
  const match = datePattern.exec(text);
  if (!match) return `'${text}' is not a date (use YYYY-MM-DD)`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return `the date '${text}' does not exist`;
  return time;
}

function parseMissing(text: string): boolean | string {
  const upper = text.toUpperCase();
  if (upper === 'TRUE') return true;
  if (upper === 'FALSE') return false;
  return `Missing must be TRUE or FALSE, not '${text}'`;
}

/** Reads one data row; a reason string when it cannot be used. */
function readRow(fields: Record<string, string>, line: number): PumpRow | string {
  const value = (column: string) => (fields[column] ?? '').trim();
  const time = parseDate(value('Date'));
  if (typeof time === 'string') return time;
  const transect = value('Transect');
  if (!transect) return 'the Transect is empty';
  const missing = parseMissing(value('Missing'));
  if (typeof missing === 'string') return missing;
  const lengthText = value('Length_ft');
  if (lengthText === '' && !missing) return 'Length_ft is empty but Missing is FALSE';
  if (lengthText !== '' && !numberPattern.test(lengthText)) return `Length_ft '${lengthText}' is not a number`;
  return {
    line,
    date: value('Date'),
    time,
    transect,
    lengthFt: lengthText === '' ? null : Number(lengthText),
    missing,
    fields,
  };
}

/** Each record of the text with its line (1-based; quoted line breaks stay inside their record); blank lines are left out. */
function records(text: string): { line: number; fields: string[] }[] {
  const found: { line: number; fields: string[] }[] = [];
  let offset = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    step: (result) => {
      const fields = result.data;
      if (fields.some((field) => field.trim() !== '')) found.push({ line, fields });
      const end = result.meta.cursor;
      for (let i = offset; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      // The cursor sits on the record's line break; the next record starts past it.
      if (text.charCodeAt(end) === 13) line += text.charCodeAt(end + 1) === 10 ? 0 : 1;
      offset = end;
    },
  });
  return found;
}

/** Parses a pump transect CSV with its header; bad rows are reported in `problems`, never silently dropped. */
export function parsePumpCsv(text: string): PumpFile {
  const [header, ...body] = records(text.replace(/^\uFEFF/, ''));
  if (!header) return { columns: [], rows: [], problems: [{ line: null, reason: 'the file is empty' }] };
  const columns = header.fields.map((name) => name.trim());
  const absent = PUMP_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (absent.length > 0) {
    return {
      columns,
      rows: [],
      problems: [
        {
          line: header.line,
          reason: `the header has no ${absent.map((name) => `'${name}'`).join(', ')} column (found: ${columns.map((name) => `'${name}'`).join(', ')})`,
        },
      ],
    };
  }
  const rows: PumpRow[] = [];
  const problems: PumpProblem[] = [];
  for (const { line, fields: record } of body) {
    if (record.length !== columns.length) {
      problems.push({
        line,
        reason: `the row has ${String(record.length)} fields but the header has ${String(columns.length)}`,
      });
      continue;
    }
    const fields = Object.fromEntries(columns.map((name, c) => [name, record[c] ?? '']));
    const row = readRow(fields, line);
    if (typeof row === 'string') problems.push({ line, reason: row });
    else rows.push(row);
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: null, reason: 'the file has no rows' });
  return { columns, rows, problems };
}

export interface PumpChange {
  readonly row: PumpRow;
  /** Length_ft minus the previous row's (of the same list), feet; null for the first row or an empty length. */
  readonly changeFt: number | null;
  /** changeFt per day between the two survey dates; null when there is no change or no days between. */
  readonly ratePerDay: number | null;
}

/** Rows in date order, each with its difference from the previous row and that change per day (86400000 ms a day). */
export function withChanges(rows: readonly PumpRow[]): PumpChange[] {
  const sorted = [...rows].sort((a, b) => a.time - b.time || a.line - b.line);
  return sorted.map((row, i) => {
    const previous = sorted[i - 1];
    if (!previous || row.lengthFt === null || previous.lengthFt === null)
      return { row, changeFt: null, ratePerDay: null };
    const changeFt = row.lengthFt - previous.lengthFt;
    const days = (row.time - previous.time) / MS_PER_DAY;
    return { row, changeFt, ratePerDay: days > 0 ? changeFt / days : null };
  });
}

/** Transect names in first-seen order. */
export function transectNames(rows: readonly PumpRow[]): string[] {
  return [...new Set(rows.map((row) => row.transect))];
}
