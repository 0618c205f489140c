import type { ResultColumn, YearOrder, YearRow } from '../../model/results-table.ts';
import { ColumnHeader } from './ColumnHeader.tsx';

type YearTableProps = {
  label: string;
  columns: readonly ResultColumn[];
  rows: readonly YearRow[];
  order: YearOrder;
  onOrderChange: (order: YearOrder) => void;
  format: (value: number | null | undefined) => string;
};

/** One row per year, one column per alternative; the Year heading switches between descending and ascending years. */
export function YearTable({ label, columns, rows, order, onOrderChange, format }: YearTableProps) {
  const next: YearOrder = order === 'descending' ? 'ascending' : 'descending';
  return (
    <div className="pm-table-wrap">
      <table className="pm-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col" aria-sort={order}>
              <button
                type="button"
                className="pm-sort"
                onClick={() => onOrderChange(next)}
                aria-label={`Year, sorted ${order}; sort ${next}`}
              >
                Year <span aria-hidden="true">{order === 'descending' ? '▼' : '▲'}</span>
              </button>
            </th>
            {columns.map((column) => (
              <ColumnHeader key={column.key} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {row.values.map((value, i) => (
                <td key={columns[i]?.key ?? i} className="pm-numeric">
                  {format(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
