import type { ResultColumn, StatisticRow } from '../../model/results-table.ts';
import { ColumnHeader } from './ColumnHeader.tsx';

/** The statistics block of each alternative side by side. */
export function StatisticsTable({
  columns,
  rows,
}: {
  columns: readonly ResultColumn[];
  rows: readonly StatisticRow[];
}) {
  return (
    <div className="pm-table-wrap">
      <table className="pm-table" aria-label="Statistics">
        <thead>
          <tr>
            <th scope="col">Statistic</th>
            {columns.map((column) => (
              <ColumnHeader key={column.key} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]?.key ?? i} className="pm-numeric">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
