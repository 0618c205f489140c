/**
 * The plain reference implementation the benchmark compares against: papaparse rows as
 * objects (header + dynamic typing), one object per day as the product's allData, grouping
 * with Maps and the simple-statistics library.
 */
import Papa from 'papaparse';
import * as ss from 'simple-statistics';

/** One day of one location, as allData holds it. */
export interface DayRecord {
  date: string;
  year: number;
  month: number;
  day: number; // julian 1..365
  value: number | null;
}

const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** Parses a CSV into per-location day records, dropping 29 February and rounding to 2 decimals. */
export function referenceImport(text: string): Map<string, DayRecord[]> {
  const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, dynamicTyping: true, skipEmptyLines: true });
  const columns = (parsed.meta.fields ?? []).filter((field) => field !== 'Date');
  const byLocation = new Map<string, DayRecord[]>(columns.map((column) => [column.split(':')[0] ?? column, []]));
  for (const row of parsed.data) {
    const date = String(row.Date);
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    if (month === 2 && dayOfMonth === 29) continue;
    const day = (MONTH_START[month - 1] ?? 0) + dayOfMonth;
    for (const column of columns) {
      const raw = row[column];
      const value = typeof raw === 'number' ? Math.round(raw * 100) / 100 : null;
      byLocation.get(column.split(':')[0] ?? column)?.push({ date, year, month, day, value });
    }
  }
  return byLocation;
}

/** Statistics per julian day: min, q10, q25, median, mean, q75, q90, max. */
export function referenceDailyStatistics(records: readonly DayRecord[]): {
  day: number;
  min: number;
  q10: number;
  q25: number;
  median: number;
  mean: number;
  q75: number;
  q90: number;
  max: number;
}[] {
  const byDay = new Map<number, number[]>();
  for (const record of records) {
    if (record.value === null) continue;
    const list = byDay.get(record.day);
    if (list === undefined) byDay.set(record.day, [record.value]);
    else list.push(record.value);
  }
  return [...byDay.entries()].map(([day, values]) => ({
    day,
    min: ss.min(values),
    q10: ss.quantile(values, 0.1),
    q25: ss.quantile(values, 0.25),
    median: ss.median(values),
    mean: ss.mean(values),
    q75: ss.quantile(values, 0.75),
    q90: ss.quantile(values, 0.9),
    max: ss.max(values),
  }));
}

/** Counts below, equal and above a value for each statistic trace and each year. */
export function referenceThresholdCounts(
  records: readonly DayRecord[],
  stats: ReturnType<typeof referenceDailyStatistics>,
  value: number,
): Record<string, { below: number; equal: number; above: number }> {
  const table: Record<string, { below: number; equal: number; above: number }> = {};
  const count = (values: number[]) => ({
    below: values.filter((v) => v < value).length,
    equal: values.filter((v) => v === value).length,
    above: values.filter((v) => v > value).length,
  });
  for (const key of ['min', 'q10', 'q25', 'median', 'mean', 'q75', 'q90', 'max'] as const)
    table[key] = count(stats.map((s) => s[key]));
  const byYear = new Map<number, number[]>();
  for (const record of records) {
    if (record.value === null) continue;
    const list = byYear.get(record.year);
    if (list === undefined) byYear.set(record.year, [record.value]);
    else list.push(record.value);
  }
  for (const [year, values] of byYear) table[String(year)] = count(values);
  return table;
}

/** Frequency of Event, surpass: per year, runs inside the season longer than `daysInRow`. */
export function referenceSurpassEvents(
  records: readonly DayRecord[],
  value: number,
  daysInRow: number,
  startDay: number,
  endDay: number,
): { year: number; value: number }[] {
  const byYear = new Map<number, DayRecord[]>();
  for (const record of records) {
    const list = byYear.get(record.year);
    if (list === undefined) byYear.set(record.year, [record]);
    else list.push(record);
  }
  return [...byYear].map(([year, days]) => {
    const season = days.filter((r) => r.day >= startDay && r.day <= endDay);
    let events = 0;
    let run = 0;
    for (const record of season) {
      if (record.value !== null && record.value > value) run++;
      else {
        if (run > daysInRow) events++;
        run = 0;
      }
    }
    if (run > daysInRow) events++;
    return { year, value: events };
  });
}
