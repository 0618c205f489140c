import Papa from 'papaparse';
import { calendarDayText } from './day-text.ts';
import { USGS_PARAMETER_UNITS } from '../import/usgs-parameters.ts';
import type { ObservedParameter } from './observed-source.ts';

/** One day of a gauge's daily record: its calendar day (UTC midnight, epoch ms) and value, null for a gap. */
export interface DailyReading {
  t: number;
  value: number | null;
}

/** One location's daily record as the gauge service gave it. */
export interface ObservedSeries {
  location: string;
  parameter: ObservedParameter;
  readings: readonly DailyReading[];
}

/** The first and last day a record holds ('YYYY-MM-DD'). */
export interface RecordRange {
  firstDay: string;
  lastDay: string;
}

/** The days the record covers, across its locations; null when no location has a reading. */
export function recordRange(series: readonly ObservedSeries[]): RecordRange | null {
  let first = Infinity;
  let last = -Infinity;
  for (const reading of series.flatMap((one) => one.readings)) {
    first = Math.min(first, reading.t);
    last = Math.max(last, reading.t);
  }
  return first > last ? null : { firstDay: calendarDayText(first), lastDay: calendarDayText(last) };
}

/**
 * The record as an alternative's CSV ('Date' then one 'Location:unit' column per location, a gap as an empty cell),
 * so that it is imported with the same rules as an uploaded file: the 365-day calendar, ignore settings, autofill.
 * A day the service lists twice keeps its first reading with a value.
 */
export function observedRecordCsv(series: readonly ObservedSeries[]): string {
  const byDay = new Map<number, (number | null)[]>();
  series.forEach((one, column) => {
    for (const reading of one.readings) {
      const row = byDay.get(reading.t) ?? Array<number | null>(series.length).fill(null);
      row[column] ??= reading.value;
      byDay.set(reading.t, row);
    }
  });
  const fields = [
    'Date',
    ...series.map((one) => `${one.location}:${USGS_PARAMETER_UNITS[one.parameter] ?? one.parameter}`),
  ];
  const rows = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, values]) => [calendarDayText(t), ...values.map((value) => (value === null ? '' : String(value)))]);
  return `${Papa.unparse({ fields, data: rows }, { newline: '\n' })}\n`;
}
