import Papa from 'papaparse';
import { DAYS_IN_YEAR } from '../calendar/index.ts';
import { roundHalfAwayFromZero } from '../analysis/rounding.ts';
import { createSeries, type DailySeries } from '../analysis/series.ts';
import { EMPTY_DATE, IMPOSSIBLE_DATE, LEAP_DAY, parseDateKey, UNREADABLE_DATE, yearOfKey } from './date-text.ts';
import { tooManyValues, yearOutOfRange } from './import-limits.ts';
import { type CleaningRules, type ImportOptions, parseNumberList } from './options.ts';
import { ALTERNATIVE_LAYOUT, type ColumnPlan, type TableLayout } from './table-layout.ts';
import { parseRoundedValue } from './value-text.ts';

/** The message the product shows for any file that cannot be imported. */
export const IMPORT_ERROR_MESSAGE = 'Unable to process data, check date format / file structure for errors';

/** Why an import failed: the product's message, the row (the header is row 1; null when no single row is at fault) and the reason. */
export interface ImportFailure {
  message: typeof IMPORT_ERROR_MESSAGE;
  row: number | null;
  reason: string;
}

/** An imported alternative: one series per data column, all spanning the same years, and what was dropped. */
export interface ImportedAlternative {
  series: DailySeries[];
  rows: number; // dated rows kept
  dropped: { leapDays: number; emptyDates: number; ignoredYears: number };
}

/** The outcome of an import. */
export type ImportResult = { ok: true; alternative: ImportedAlternative } | { ok: false; error: ImportFailure };

/** An import fed piece by piece: push text chunks of any size as they arrive, then finish. */
export interface AlternativeImporter {
  /** Adds the next piece of the file; chunk boundaries may fall anywhere, even inside a row. */
  push(chunk: string): void;
  /** Ends the input and returns the alternative or the failure. */
  finish(): ImportResult;
}

class ImportStop extends Error {
  constructor(
    readonly row: number | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function cleaningRules(options: ImportOptions): CleaningRules {
  const ignoreYears = parseNumberList(options.ignoreYears, 'Ignored years');
  const badYear = ignoreYears.find((year) => !Number.isInteger(year));
  if (badYear !== undefined) throw new ImportStop(null, `ignored year '${String(badYear)}' is not a whole year`);
  return {
    autofill: options.autofill === true,
    ignoreYears: new Set(ignoreYears),
    ignoreValues: new Set(
      parseNumberList(options.ignoreValues, 'Ignored values').map((v) => roundHalfAwayFromZero(v, 2)),
    ),
    ignoreNegatives: options.ignoreNegatives === true,
  };
}

/** Index of the line break ending the first complete record at or after `from` (skipping quoted breaks), or -1. */
function recordEnd(text: string, from: number): number {
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) quoted = !quoted;
    else if (code === 10 && !quoted) return i;
  }
  return -1;
}

/** Grows a typed array to hold at least `needed` entries. */
function grow<T extends Float64Array | Int32Array>(array: T, needed: number, make: (size: number) => T): T {
  if (needed <= array.length) return array;
  const bigger = make(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** Streaming importer for a delimited table laid out as `layout` says. */
class TableImporter implements AlternativeImporter {
  private pending = '';
  private failure: ImportFailure | null = null;
  private plan: ColumnPlan | null = null;
  private delimiter = ',';
  private fieldCount = 0;
  private roles = new Int32Array(0); // per field: -2 ignored, -1 date, k >= 0 series k
  private rowNumber = 0; // last record read; the header is 1
  private skipRecords: number;
  private rows = 0;
  private keys = new Int32Array(1024);
  private rowNumbers = new Int32Array(1024);
  private cells = new Float64Array(0);
  private minKey = Infinity;
  private maxKey = -Infinity;
  private rowValues = new Float64Array(0);
  private readonly dropped = { leapDays: 0, emptyDates: 0, ignoredYears: 0 };
  private rules: CleaningRules | null = null;

  constructor(
    private readonly options: ImportOptions,
    private readonly layout: TableLayout,
  ) {
    this.skipRecords = layout.recordsAfterHeader ?? 0;
  }

  push(chunk: string): void {
    if (this.failure !== null) return;
    this.guard(() => {
      this.pending = this.consume(this.pending + chunk, false);
    });
  }

  finish(): ImportResult {
    if (this.failure === null) {
      this.guard(() => {
        this.consume(this.pending, true);
        this.pending = '';
      });
    }
    if (this.failure !== null) return { ok: false, error: this.failure };
    try {
      return { ok: true, alternative: this.build() };
    } catch (error) {
      return { ok: false, error: this.toFailure(error) };
    }
  }

  private guard(step: () => void): void {
    try {
      this.rules ??= cleaningRules(this.options);
      step();
    } catch (error) {
      this.failure = this.toFailure(error);
      this.pending = '';
    }
  }

  private toFailure(error: unknown): ImportFailure {
    if (error instanceof ImportStop) return { message: IMPORT_ERROR_MESSAGE, row: error.row, reason: error.reason };
    return { message: IMPORT_ERROR_MESSAGE, row: null, reason: error instanceof Error ? error.message : String(error) };
  }

  /** Reads every complete record of `text`; returns the unread rest (all of it is read when `final`). */
  private consume(text: string, final: boolean): string {
    let position = 0;
    if (this.plan === null) {
      position = this.readHeader(text, final);
      if (this.plan === null) return text;
    }
    const rest =
      text.indexOf('"', position) < 0
        ? this.readPlainRecords(text, position, final)
        : this.readQuotedRecords(text, position, final);
    return rest < text.length ? text.slice(rest) : '';
  }

  /** Blank lines (empty or spaces only) and comment lines carry no record. */
  private isSkipped(text: string, start: number, end: number): boolean {
    if (this.layout.commentPrefix !== undefined && text.startsWith(this.layout.commentPrefix, start)) return true;
    for (let i = start; i < end; i++) if (text.charCodeAt(i) !== 32) return false;
    return true;
  }

  /** Finds and reads the header record; returns where the body starts. */
  private readHeader(text: string, final: boolean): number {
    let start = text.charCodeAt(0) === 0xfeff ? 1 : 0; // byte-order mark of files saved by spreadsheet programs
    for (;;) {
      let end = recordEnd(text, start);
      if (end < 0) {
        if (!final) return 0;
        end = text.length;
      }
      this.rowNumber++;
      const lineEnd = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
      if (this.isSkipped(text, start, lineEnd)) {
        if (end >= text.length)
          throw new ImportStop(null, text.trim() === '' ? 'the file is empty' : 'the file has no header row');
        start = end + 1;
        continue;
      }
      const parsed = Papa.parse<string[]>(text.slice(start, lineEnd), { delimitersToGuess: [',', '\t', ';', '|'] });
      const header = parsed.data[0] ?? [];
      const plan = this.layout.planColumns(header);
      if (typeof plan === 'string') throw new ImportStop(this.rowNumber, plan);
      this.plan = plan;
      this.delimiter = parsed.meta.delimiter;
      this.fieldCount = header.length;
      this.roles = new Int32Array(header.length).fill(-2);
      this.roles[plan.dateIndex] = -1;
      plan.series.forEach((column, k) => (this.roles[column.index] = k));
      const tooWide = tooManyValues(plan.series.length, 0, 0, DAYS_IN_YEAR);
      if (tooWide !== null) throw new ImportStop(this.rowNumber, tooWide);
      this.rowValues = new Float64Array(plan.series.length);
      this.cells = new Float64Array(Math.min(1024 * plan.series.length, 1 << 16));
      return Math.min(end + 1, text.length);
    }
  }

  /** Fast path for text without quote characters: scans records in place. */
  private readPlainRecords(text: string, from: number, final: boolean): number {
    let position = from;
    while (position < text.length) {
      let end = text.indexOf('\n', position);
      if (end < 0) {
        if (!final) return position;
        end = text.length;
      }
      this.rowNumber++;
      const lineEnd = end > position && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
      this.readPlainRecord(text, position, lineEnd);
      position = end + 1;
    }
    return text.length;
  }

  private readPlainRecord(text: string, start: number, end: number): void {
    if (this.isSkipped(text, start, end) || this.skipFormatRecord()) return;
    const delimiter = this.delimiter;
    let dateKey = EMPTY_DATE;
    let dateStart = start;
    let dateEnd = start;
    let fieldStart = start;
    for (let field = 0; ; field++) {
      if (field === this.fieldCount) this.wrongFieldCount(text, start, end);
      const next = text.indexOf(delimiter, fieldStart);
      const fieldEnd = next < 0 || next >= end ? end : next;
      const role = this.roles[field] as number;
      if (role >= 0) this.rowValues[role] = this.clean(parseRoundedValue(text, fieldStart, fieldEnd));
      else if (role === -1) {
        dateKey = parseDateKey(text, fieldStart, fieldEnd);
        dateStart = fieldStart;
        dateEnd = fieldEnd;
      }
      if (fieldEnd === end) {
        if (field !== this.fieldCount - 1) this.wrongFieldCount(text, start, end);
        break;
      }
      fieldStart = fieldEnd + delimiter.length;
    }
    this.keepRow(dateKey, text, dateStart, dateEnd);
  }

  /** General path (quoted fields, quoted line breaks): papaparse splits the records. */
  private readQuotedRecords(text: string, from: number, final: boolean): number {
    const parser = new Papa.Parser({ delimiter: this.delimiter, newline: '\n', quoteChar: '"' });
    const parsed = parser.parse(from === 0 ? text : text.slice(from), 0, !final) as {
      data: string[][];
      meta: { cursor: number };
    };
    for (const fields of parsed.data) {
      this.rowNumber++;
      const last = fields.length - 1;
      if (last >= 0 && fields[last]?.endsWith('\r')) fields[last] = (fields[last] as string).slice(0, -1);
      this.readFields(fields);
    }
    return final ? text.length : from + parsed.meta.cursor;
  }

  private readFields(fields: string[]): void {
    const first = fields[0] ?? '';
    if (
      (fields.length === 1 && this.isSkipped(first, 0, first.length)) ||
      this.isComment(first) ||
      this.skipFormatRecord()
    )
      return;
    if (fields.length !== this.fieldCount)
      throw new ImportStop(
        this.rowNumber,
        `the row has ${String(fields.length)} fields but the header has ${String(this.fieldCount)}`,
      );
    fields.forEach((field, index) => {
      const role = this.roles[index] as number;
      if (role >= 0) this.rowValues[role] = this.clean(parseRoundedValue(field, 0, field.length));
    });
    const dateText = fields[this.plan?.dateIndex ?? 0] ?? '';
    this.keepRow(parseDateKey(dateText, 0, dateText.length), dateText, 0, dateText.length);
  }

  private isComment(field: string): boolean {
    return this.layout.commentPrefix !== undefined && field.startsWith(this.layout.commentPrefix);
  }

  private skipFormatRecord(): boolean {
    if (this.skipRecords === 0) return false;
    this.skipRecords--;
    return true;
  }

  private wrongFieldCount(text: string, start: number, end: number): never {
    const found = text.slice(start, end).split(this.delimiter).length;
    throw new ImportStop(
      this.rowNumber,
      `the row has ${String(found)} fields but the header has ${String(this.fieldCount)}`,
    );
  }

  /** Applies the ignore rules to a rounded value. */
  private clean(value: number): number {
    const rules = this.rules as CleaningRules;
    if (value !== value) return NaN;
    if (rules.ignoreNegatives && value < 0) return NaN;
    if (rules.ignoreValues.size > 0 && rules.ignoreValues.has(value)) return NaN;
    return value;
  }

  /** Keeps the row just read (its values are in rowValues); the date's text is text[dateStart, dateEnd), for messages. */
  private keepRow(dateKey: number, text: string, dateStart: number, dateEnd: number): void {
    if (dateKey < 0) {
      const dateText = (): string => text.slice(dateStart, dateEnd).trim();
      if (dateKey === EMPTY_DATE) this.dropped.emptyDates++;
      else if (dateKey === LEAP_DAY) this.dropped.leapDays++;
      else if (dateKey === UNREADABLE_DATE)
        throw new ImportStop(this.rowNumber, `'${dateText()}' is not a date (use YYYY-MM-DD or M/D/YYYY)`);
      else if (dateKey === IMPOSSIBLE_DATE)
        throw new ImportStop(this.rowNumber, `the date '${dateText()}' does not exist`);
      return;
    }
    const year = yearOfKey(dateKey);
    if ((this.rules as CleaningRules).ignoreYears.has(year)) {
      this.dropped.ignoredYears++;
      return;
    }
    const outOfRange = yearOutOfRange(year, text.slice(dateStart, dateEnd).trim());
    if (outOfRange !== null) throw new ImportStop(this.rowNumber, outOfRange);
    const width = this.rowValues.length;
    if (dateKey < this.minKey || dateKey > this.maxKey) {
      this.minKey = Math.min(this.minKey, dateKey);
      this.maxKey = Math.max(this.maxKey, dateKey);
      const tooMany = tooManyValues(width, yearOfKey(this.minKey), yearOfKey(this.maxKey), DAYS_IN_YEAR);
      if (tooMany !== null) throw new ImportStop(this.rowNumber, tooMany);
    }
    const row = this.rows++;
    if (this.rows > this.keys.length) {
      this.keys = grow(this.keys, this.rows, (n) => new Int32Array(n));
      this.rowNumbers = grow(this.rowNumbers, this.rows, (n) => new Int32Array(n));
    }
    this.cells = grow(this.cells, this.rows * width, (n) => new Float64Array(n));
    this.keys[row] = dateKey;
    this.rowNumbers[row] = this.rowNumber;
    this.cells.set(this.rowValues, row * width);
    // More rows than days in their span means a date repeats: stop now, so repeated rows cannot grow memory past the limit.
    if (this.rows > this.spanDays()) this.rowAtSlot();
  }

  private spanDays(): number {
    return (yearOfKey(this.maxKey) - yearOfKey(this.minKey) + 1) * DAYS_IN_YEAR;
  }

  /** The kept row of each day of the span (-1 for none); refuses a date that repeats an earlier row's. */
  private rowAtSlot(): Int32Array {
    const rowAtSlot = new Int32Array(this.spanDays()).fill(-1);
    const origin = yearOfKey(this.minKey) * DAYS_IN_YEAR;
    for (let r = 0; r < this.rows; r++) {
      const slot = (this.keys[r] as number) - origin;
      const earlier = rowAtSlot[slot] as number;
      if (earlier >= 0)
        throw new ImportStop(
          this.rowNumbers[r] as number,
          `the date of this row repeats the date of row ${String(this.rowNumbers[earlier])}`,
        );
      rowAtSlot[slot] = r;
    }
    return rowAtSlot;
  }

  /** Places the kept rows on the series grids, refusing duplicate dates, then autofills. */
  private build(): ImportedAlternative {
    const plan = this.plan as ColumnPlan; // finish() has read the header or failed
    if (this.rows === 0) throw new ImportStop(null, 'the file has no dated rows');
    const minYear = yearOfKey(this.minKey);
    const maxYear = yearOfKey(this.maxKey);
    const slots = this.spanDays();
    const rowAtSlot = this.rowAtSlot();
    const width = plan.series.length;
    const autofill = (this.rules as CleaningRules).autofill;
    const grids = plan.series.map(() => new Float64Array(slots).fill(NaN));
    const previous = new Float64Array(width).fill(NaN);
    // One pass in date order, reading each kept row's cells contiguously.
    for (let slot = 0; slot < slots; slot++) {
      const r = rowAtSlot[slot] as number;
      if (r < 0) continue;
      for (let k = 0, cell = r * width; k < width; k++, cell++) {
        let value = this.cells[cell] as number;
        if (autofill) {
          if (value !== value) value = previous[k] as number;
          else previous[k] = value;
        }
        (grids[k] as Float64Array)[slot] = value;
      }
    }
    const series = plan.series.map((column, k) =>
      createSeries(column.location, column.measure, minYear, maxYear, grids[k] as Float64Array),
    );
    return { series, rows: this.rows, dropped: { ...this.dropped } };
  }
}

/** Starts a piece-by-piece import of an alternative's CSV, for callers that must not block (Web Worker, upload stream). */
export function createAlternativeImporter(options: ImportOptions = {}): AlternativeImporter {
  return new TableImporter(options, ALTERNATIVE_LAYOUT);
}

/** Starts a piece-by-piece import of a table with its own layout (see TableLayout). */
export function createTableImporter(layout: TableLayout, options: ImportOptions = {}): AlternativeImporter {
  return new TableImporter(options, layout);
}

/** Imports a whole alternative CSV held in memory. */
export function importAlternativeCsv(text: string, options: ImportOptions = {}): ImportResult {
  const importer = createAlternativeImporter(options);
  importer.push(text);
  return importer.finish();
}
