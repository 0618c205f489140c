import type {
  PerformanceMeasureOutcome,
  PerformanceMeasureResult,
  PmType,
  Shown,
  StatisticsBlock,
} from '@waterline/domain/analysis/index';
import { isFrequencyType } from './measure-data.ts';

/** Where one alternative's result stands. */
export type AlternativeOutcome =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'computed'; outcome: PerformanceMeasureOutcome };

/** One alternative's column of the results. */
export interface ResultColumn {
  key: string;
  label: string;
  color: string;
  outcome: AlternativeOutcome;
}

export type YearOrder = 'descending' | 'ascending';

/** The result of a column, when the engine computed one. */
export function resultOf(column: ResultColumn): PerformanceMeasureResult | null {
  return column.outcome.status === 'computed' && column.outcome.outcome.ok ? column.outcome.outcome.result : null;
}

/** What the results screen shows as a whole. */
export type ResultsState =
  { kind: 'loading' } | { kind: 'nothing' } | { kind: 'problems'; problems: string[] } | { kind: 'ready' };

/** Loading until every column is done; the engine's problems when it refused the measure; 'Nothing found' when no column has a year. */
export function resultsState(columns: readonly ResultColumn[]): ResultsState {
  if (columns.some((column) => column.outcome.status === 'loading')) return { kind: 'loading' };
  for (const { outcome } of columns) {
    if (outcome.status === 'computed' && !outcome.outcome.ok)
      return { kind: 'problems', problems: outcome.outcome.problems };
  }
  return columns.some((column) => (resultOf(column)?.byYear.length ?? 0) > 0) ? { kind: 'ready' } : { kind: 'nothing' };
}

/** A row of the year table: the year and each column's value (null: no data that year; undefined: the column has no result). */
export interface YearRow {
  year: number;
  values: (number | null | undefined)[];
}

function sortYears(years: Iterable<number>, order: YearOrder): number[] {
  return [...years].sort((a, b) => (order === 'ascending' ? a - b : b - a));
}

/** Every year any column reports, in the chosen order, with each column's value side by side. */
export function yearRows(columns: readonly ResultColumn[], order: YearOrder): YearRow[] {
  const byColumn = columns.map((column) => {
    const result = resultOf(column);
    return result ? new Map(result.byYear.map((entry) => [entry.year, entry.value])) : null;
  });
  const years = new Set(byColumn.flatMap((values) => (values ? [...values.keys()] : [])));
  return sortYears(years, order).map((year) => ({
    year,
    values: byColumn.map((values) => (values ? (values.get(year) ?? null) : undefined)),
  }));
}

/** Each column's z-score by year: z-scores follow the years that have a value, in year order. */
export function zScoreRows(columns: readonly ResultColumn[], order: YearOrder): YearRow[] {
  const byColumn = columns.map((column) => {
    const result = resultOf(column);
    if (!result || result.statistics.zScores === '-') return null;
    const zScores = result.statistics.zScores;
    const years = result.byYear.filter((entry) => entry.value !== null).map((entry) => entry.year);
    return new Map(years.map((year, i) => [year, zScores[i] ?? null]));
  });
  const years = new Set(byColumn.flatMap((values) => (values ? [...values.keys()] : [])));
  return sortYears(years, order).map((year) => ({
    year,
    values: byColumn.map((values) => (values ? (values.get(year) ?? null) : undefined)),
  }));
}

/** The statistics shown one per row, with their names. */
export const STATISTIC_ROWS: readonly { key: Exclude<keyof StatisticsBlock, 'zScores'>; label: string }[] = [
  { key: 'min', label: 'Minimum' },
  { key: 'max', label: 'Maximum' },
  { key: 'mean', label: 'Mean' },
  { key: 'median', label: 'Median' },
  { key: 'modes', label: 'Modes' },
  { key: 'range', label: 'Range' },
  { key: 'midRange', label: 'Mid-range' },
  { key: 'sum', label: 'Sum' },
  { key: 'variance', label: 'Variance' },
  { key: 'standardDeviation', label: 'Standard deviation' },
  { key: 'meanAbsoluteDeviation', label: 'Mean absolute deviation' },
  { key: 'q10', label: '10th %' },
  { key: 'q25', label: '25th %' },
  { key: 'q75', label: '75th %' },
  { key: 'q90', label: '90th %' },
];

/** A statistic as shown: 2 decimals, '-' where there is no data (docs/product-guide.md#what-a-project-holds). */
export function formatStatistic(value: Shown | number[] | null | undefined): string {
  if (value === undefined || value === null || value === '-') return '-';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((entry) => entry.toFixed(2)).join(', ');
  return value.toFixed(2);
}

/** A percentage as shown: 1 decimal. */
export function formatPercentage(value: number | '-' | undefined): string {
  return value === undefined || value === '-' ? '-' : `${value.toFixed(1)}%`;
}

/** A year's value as shown: event counts as whole numbers, scores with 2 decimals, '-' without data. */
export function formatYearValue(value: number | null | undefined, pmType: PmType): string {
  if (value === undefined || value === null) return '-';
  return isFrequencyType(pmType) ? String(value) : value.toFixed(2);
}

/** A row of the statistics table: a name and one shown value per column. */
export interface StatisticRow {
  label: string;
  cells: string[];
}

/** The statistics block of each column side by side; frequency measures add the years with an event and their share. */
export function statisticRows(columns: readonly ResultColumn[], pmType: PmType): StatisticRow[] {
  const results = columns.map(resultOf);
  const rows = STATISTIC_ROWS.map(({ key, label }) => ({
    label,
    cells: results.map((result) => formatStatistic(result?.statistics[key])),
  }));
  if (!isFrequencyType(pmType)) return rows;
  return [
    {
      label: 'Years with an event',
      cells: results.map((result) => (result?.eventYears ? String(result.eventYears.count) : '-')),
    },
    {
      label: 'Share of years with an event',
      cells: results.map((result) => formatPercentage(result?.eventYears?.percent)),
    },
    ...rows,
  ];
}

/** The five numbers of a column's box plot, from the engine's statistics. */
export type BoxPlotRow = { alternative: string; min: number; q25: number; median: number; q75: number; max: number };

/** Box-plot rows of the columns that have statistics. */
export function boxPlotRows(columns: readonly ResultColumn[]): BoxPlotRow[] {
  return columns.flatMap((column) => {
    const statistics = resultOf(column)?.statistics;
    if (!statistics) return [];
    const { min, q25, median, q75, max } = statistics;
    if (min === '-' || q25 === '-' || median === '-' || q75 === '-' || max === '-') return [];
    return [{ alternative: column.label, min, q25, median, q75, max }];
  });
}

/** One bar or point of a per-year chart. */
export type YearValueRow = { alternative: string; year: number; value: number };

/** Chart rows of the per-year values: one per column and year with a value. */
export function yearValueRows(columns: readonly ResultColumn[]): YearValueRow[] {
  return columns.flatMap((column) =>
    (resultOf(column)?.byYear ?? []).flatMap((entry) =>
      entry.value === null ? [] : [{ alternative: column.label, year: entry.year, value: entry.value }],
    ),
  );
}
