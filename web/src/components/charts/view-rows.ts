// How a drawn Vega view is given new rows. A chart's next rows are most often its last rows with
// other values (another statistic, another location of the same alternatives): then only the values
// that differ are changed in the rows the view holds, and Vega re-encodes those items, rather than
// removing every row and item and making them anew.
import type { View } from 'vega';
import type { DataRow } from './daily-chart-model.ts';

type Value = DataRow[string];

/** A field of a held row to set to a new value. */
export interface RowChange {
  row: DataRow;
  field: string;
  value: Value;
}

/**
 * The changes that turn `held` into `next` row by row, or null when they cannot: another count of
 * rows, or a row with other fields.
 */
export function rowChanges(held: readonly DataRow[], next: readonly DataRow[]): RowChange[] | null {
  if (held.length !== next.length) return null;
  const changes: RowChange[] = [];
  for (const [i, row] of next.entries()) {
    const old = held[i] as DataRow;
    const fields = Object.keys(row);
    if (fields.length !== Object.keys(old).length) return null;
    for (const field of fields) {
      if (!(field in old)) return null;
      if (old[field] !== row[field]) changes.push({ row: old, field, value: row[field] as Value });
    }
  }
  return changes;
}

/** Copies of the rows of each dataset: a view changes the rows it holds in place, never the caller's. */
export function rowCopies(datasets: Record<string, readonly DataRow[]>): Record<string, DataRow[]> {
  return Object.fromEntries(Object.entries(datasets).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))]));
}

/** Gives the view's dataset `name` the rows `next` (see above); run the view afterwards. */
export function updateViewRows(view: View, name: string, next: readonly DataRow[]): void {
  const changes = rowChanges(view.data(name) as DataRow[], next);
  if (changes === null) {
    view.data(name, rowCopies({ [name]: next })[name]);
    return;
  }
  if (changes.length === 0) return;
  const changeset = view.changeset();
  for (const { row, field, value } of changes) changeset.modify(row, field, value);
  view.change(name, changeset);
}
