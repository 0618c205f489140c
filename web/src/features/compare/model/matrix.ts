import {
  measureHeadline,
  roundStatistic,
  type Better,
  type FrequencyHeadline,
  type PerformanceMeasureOutcome,
  type PmType,
  type YearValue,
} from '@waterline/domain/analysis/index';
import type { SortColumn } from './compare-query.ts';

/** One cell: a measure's headline figure for one alternative, or why there is none. */
export type MatrixCell =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'problems'; problems: string[] }
  | { status: 'ready'; value: number | null; byYear: YearValue[] };

/** One measure against every shown alternative. */
export interface MatrixRow {
  id: string;
  name: string;
  pmType: PmType;
  location: string;
  temporary: boolean;
  better: Better;
  /** By alternative key. */
  cells: Record<string, MatrixCell>;
  /** The alternatives with the best and the worst figure (ties share the mark); empty unless two figures differ. */
  best: string[];
  worst: string[];
}

/** Where a measure's outcome for one alternative stands, as the series store reports it. */
export type OutcomeState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: PerformanceMeasureOutcome };

/** The cell of an outcome: its headline figure and by-year values, or why there is none. */
export function cellOf(state: OutcomeState, frequency: FrequencyHeadline): MatrixCell {
  if (state.status !== 'ready') return state;
  const outcome = state.value;
  if (!outcome.ok) return { status: 'problems', problems: outcome.problems };
  return { status: 'ready', value: measureHeadline(outcome.result, frequency), byYear: outcome.result.byYear };
}

/** The figure of a cell, or null when it has none. */
export function cellValue(cell: MatrixCell | undefined): number | null {
  return cell?.status === 'ready' ? cell.value : null;
}

/** The keys holding the best and the worst figure by `better`; nothing is marked unless at least two figures differ. */
export function bestAndWorst(
  figures: readonly { key: string; value: number | null }[],
  better: Better,
): { best: string[]; worst: string[] } {
  const present = figures.filter((figure): figure is { key: string; value: number } => figure.value !== null);
  if (present.length < 2) return { best: [], worst: [] };
  const values = present.map((figure) => figure.value);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  if (low === high) return { best: [], worst: [] };
  const holding = (target: number) => present.filter((figure) => figure.value === target).map((figure) => figure.key);
  return better === 'more'
    ? { best: holding(high), worst: holding(low) }
    : { best: holding(low), worst: holding(high) };
}

/** A figure less the baseline's, rounded as the results' statistics are; null when either is missing. */
export function differenceFrom(value: number | null, baseline: number | null): number | null {
  return value === null || baseline === null ? null : roundStatistic(value - baseline);
}

/** A row with its best and worst marks, from its cells. */
export function markedRow(row: Omit<MatrixRow, 'best' | 'worst'>, alternativeKeys: readonly string[]): MatrixRow {
  const figures = alternativeKeys.map((key) => ({ key, value: cellValue(row.cells[key]) }));
  return { ...row, ...bestAndWorst(figures, row.better) };
}

/** The rows sorted by a column: names alphabetically, or an alternative's figures with rows without one last. */
export function sortRows(rows: readonly MatrixRow[], sort: SortColumn, descending: boolean): MatrixRow[] {
  const direction = descending ? -1 : 1;
  if (sort.kind === 'measure')
    return [...rows].sort((a, b) => direction * a.name.localeCompare(b.name, undefined, { numeric: true }));
  return [...rows].sort((a, b) => {
    const [x, y] = [cellValue(a.cells[sort.key]), cellValue(b.cells[sort.key])];
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return direction * (x - y);
  });
}
