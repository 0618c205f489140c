import { spreadsheetCsv } from '@waterline/domain/csv/spreadsheet-csv';
import { roundHalfAwayFromZero, roundStatistic } from '@waterline/domain/analysis/index';
import { dayLabel } from '@waterline/domain/calendar/index';
import type { DimensionModel, DimensionPoint, Triple } from './points.ts';

/** Distances are shown to 4 decimals: the proximity slider moves in steps of 0.01. */
const DISTANCE_DECIMALS = 4;

/** The CSV of the points a Multiple Dimension chart shows (both views show the same points): values to 2 decimals. */
export function dimensionCsv(model: DimensionModel, names: Triple<string>, pickYear: number): string {
  const row = (point: DimensionPoint) => [
    String(point.year),
    dayLabel(point.day),
    ...point.values.map((value) => String(roundStatistic(value))),
    String(roundHalfAwayFromZero(point.distance, DISTANCE_DECIMALS)),
    point.year === pickYear ? 'Chosen year' : 'Within proximity',
  ];
  return spreadsheetCsv(
    ['Year', 'Date', ...names, 'Distance', 'Points'],
    [...model.yearPoints.map(row), ...model.nearPoints.map(row)],
  );
}
