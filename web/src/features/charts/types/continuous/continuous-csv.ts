import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';
import { roundStatistic, type ResolvedThreshold } from '@waterline/domain/analysis/index';
import { isoDateOf, yearAndJulian } from './record-window.ts';
import type { LinePoints } from './window-points.ts';

/** A threshold column source: its name and per-day bounds. */
interface CsvThreshold {
  name: string;
  resolved: ResolvedThreshold;
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '' : String(roundStatistic(value));

/**
 * The CSV of exactly what the Continuous chart shows: a row per date that any line draws a point on
 * (ISO dates), a column per line, then the threshold's bound(s) on that date; values rounded to 2
 * decimals, empty where a line has no point.
 */
export function continuousCsv(
  lines: readonly { name: string; points: LinePoints }[],
  threshold: CsvThreshold | null,
): string {
  const byDay = new Map<number, (number | null)[]>();
  lines.forEach(({ points }, column) => {
    points.days.forEach((day, i) => {
      const value = points.values[i] ?? null;
      if (value === null) return;
      const row = byDay.get(day) ?? new Array<number | null>(lines.length).fill(null);
      row[column] = value;
      byDay.set(day, row);
    });
  });
  const thresholdFields = threshold
    ? threshold.resolved.isRange
      ? [`${threshold.name} lower`, `${threshold.name} upper`]
      : [threshold.name]
    : [];
  const thresholdCells = (day: number): string[] => {
    if (!threshold) return [];
    const index = yearAndJulian(day).julian - 1;
    const { lower, upper, isRange } = threshold.resolved;
    return isRange ? [shown(lower[index]), shown(upper[index])] : [shown(upper[index])];
  };
  const data = [...byDay.keys()]
    .sort((a, b) => a - b)
    .map((day) => [isoDateOf(day), ...(byDay.get(day) ?? []).map(shown), ...thresholdCells(day)]);
  return spreadsheetCsv(['Date', ...lines.map((line) => line.name), ...thresholdFields], data);
}
