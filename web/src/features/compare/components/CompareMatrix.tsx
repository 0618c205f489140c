import { isFrequency } from '@waterline/domain/analysis/index';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import type { SortColumn } from '../model/compare-query.ts';
import type { MatrixColumn } from '../model/compare-csv.ts';
import { cellValue, type MatrixRow } from '../model/matrix.ts';
import { MatrixCellView } from './MatrixCellView.tsx';
import { SparkLine } from './SparkLine.tsx';

/** A shown alternative with its colour. */
export type ColouredColumn = MatrixColumn & { color: string };

const sameColumn = (a: SortColumn, b: SortColumn) =>
  a.kind === b.kind && (a.kind === 'measure' || a.key === (b as { key: string }).key);

function SortHeader({
  column,
  label,
  sort,
  descending,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sort: SortColumn;
  descending: boolean;
  onSort: (column: SortColumn) => void;
}) {
  const active = sameColumn(column, sort);
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="compare-sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    </th>
  );
}

/** Every shown measure against every shown alternative: headline figures, best and worst, differences from the baseline. */
export function CompareMatrix({
  projectKey,
  rows,
  columns,
  sort,
  descending,
  baseline,
  shareOfYears,
  onSort,
}: {
  projectKey: string;
  rows: readonly MatrixRow[];
  columns: readonly ColouredColumn[];
  sort: SortColumn;
  descending: boolean;
  baseline: string | null;
  shareOfYears: boolean;
  onSort: (column: SortColumn) => void;
}) {
  return (
    <table className="compare-matrix" aria-label="Comparison of the alternatives">
      <thead>
        <tr>
          <SortHeader
            column={{ kind: 'measure' }}
            label="Measure"
            sort={sort}
            descending={descending}
            onSort={onSort}
          />
          {columns.map((column) => (
            <SortHeader
              key={column.key}
              column={{ kind: 'alternative', key: column.key }}
              label={column.key === baseline ? `${column.label} (baseline)` : column.label}
              sort={sort}
              descending={descending}
              onSort={onSort}
            />
          ))}
          <th scope="col">By year</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const percent = shareOfYears && isFrequency(row.pmType);
          const baselineFigure = baseline === null ? undefined : cellValue(row.cells[baseline]);
          return (
            <tr key={row.id}>
              <th scope="row" className="compare-measure">
                <Link to={paths.project.performanceMeasures.view.getHref(projectKey, row.id)}>{row.name}</Link>
                {row.temporary && (
                  <span className="compare-badge" title="Kept in this browser only">
                    Temporary
                  </span>
                )}
                <span className="compare-measure__facts">
                  {row.location} ·{' '}
                  {percent
                    ? 'share of years with an event'
                    : isFrequency(row.pmType)
                      ? 'events per year'
                      : 'mean score'}{' '}
                  · {row.better === 'more' ? 'higher is better' : 'lower is better'}
                </span>
              </th>
              {columns.map((column) => {
                const mark = row.best.includes(column.key) ? 'best' : row.worst.includes(column.key) ? 'worst' : null;
                return (
                  <td key={column.key} className={mark ? `compare-cell compare-cell--${mark}` : 'compare-cell'}>
                    <MatrixCellView
                      cell={row.cells[column.key]}
                      percent={percent}
                      mark={mark}
                      baseline={column.key === baseline ? undefined : baselineFigure}
                    />
                  </td>
                );
              })}
              <td>
                <SparkLine
                  label={`${row.name} by year`}
                  series={columns.map((column) => {
                    const cell = row.cells[column.key];
                    return {
                      key: column.key,
                      color: column.color,
                      byYear: cell?.status === 'ready' ? cell.byYear : [],
                    };
                  })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
