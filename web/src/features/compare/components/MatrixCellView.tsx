import { differenceFrom, type MatrixCell } from '../model/matrix.ts';
import { Spinner } from '../../../components/ui/index.ts';

/** A figure as the matrix shows it: a percentage for the share of years, else the number; '-' for none. */
export function formatFigure(value: number | null, percent: boolean): string {
  if (value === null) return '-';
  return percent ? `${value}%` : String(value);
}

function formatDifference(difference: number | null): string {
  if (difference === null) return '-';
  return difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '±0';
}

/** One cell's content: the figure, its best or worst mark, and its difference from the baseline's. */
export function MatrixCellView({
  cell,
  percent,
  mark,
  baseline,
}: {
  cell: MatrixCell | undefined;
  percent: boolean;
  mark: 'best' | 'worst' | null;
  /** The baseline's figure, undefined when there is no baseline or this is its column. */
  baseline: number | null | undefined;
}) {
  if (!cell || cell.status === 'loading') return <Spinner size="small" label="Computing" />;
  if (cell.status === 'missing') return <span title="This alternative has no data at the measure's location">-</span>;
  if (cell.status === 'error') return <span className="compare-cell__error">Error: {cell.message}</span>;
  if (cell.status === 'problems')
    return <span className="compare-cell__error">Cannot compute: {cell.problems.join(' ')}</span>;
  return (
    <>
      <span className="compare-cell__figure">{formatFigure(cell.value, percent)}</span>
      {mark && <span className={`compare-mark compare-mark--${mark}`}>{mark === 'best' ? 'Best' : 'Worst'}</span>}
      {baseline !== undefined && (
        <span className="compare-cell__difference" title="Difference from the baseline">
          {formatDifference(differenceFrom(cell.value, baseline))}
        </span>
      )}
    </>
  );
}
