import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';
import { roundStatistic } from '@waterline/domain/analysis/index';
import { dayAxis } from './day-axis.ts';
import type { DailyChartModel, DailyColumn } from './daily-chart-model.ts';
import { dayLabel } from '@waterline/domain/calendar/index';

/** The columns a calendar-day chart shows: each band's two edges, each line, each background line, then extension columns. */
export function dailyChartColumns(
  model: DailyChartModel,
  extensionColumns: readonly DailyColumn[] = [],
): DailyColumn[] {
  return [
    ...model.bands.flatMap((band) => [
      { name: band.lowerName, values: band.lower },
      { name: band.upperName, values: band.upper },
    ]),
    ...model.lines.map((line) => ({ name: line.name, values: line.values })),
    ...model.backgroundLines.map((line) => ({ name: line.name, values: line.values })),
    ...extensionColumns,
  ];
}

/** The CSV of exactly what a calendar-day chart shows: one row per shown day, values rounded to 2 decimals, empty where there is none. */
export function dailyChartCsv(model: DailyChartModel, extensionColumns: readonly DailyColumn[] = []): string {
  const columns = dailyChartColumns(model, extensionColumns);
  const { days } = dayAxis(model.range, model.startCalDay);
  const rows = days.map((day) => [
    dayLabel(day),
    ...columns.map((column) => {
      const value = column.values[day - 1] ?? NaN;
      return Number.isFinite(value) ? String(roundStatistic(value)) : '';
    }),
  ]);
  return spreadsheetCsv(['Date', ...columns.map((column) => column.name)], rows);
}
