import type { ResultColumn } from '../../model/results-table.ts';

/** Why a column shows no numbers, when it shows none. */
function columnNote(column: ResultColumn): string | null {
  switch (column.outcome.status) {
    case 'missing':
      return 'No data at this location';
    case 'error':
      return column.outcome.message;
    default:
      return null;
  }
}

/** An alternative's column heading: its colour, its name, and why it is empty when it is. */
export function ColumnHeader({ column }: { column: ResultColumn }) {
  const note = columnNote(column);
  return (
    <th scope="col" className="pm-numeric">
      <span className="pm-swatch" style={{ background: column.color }} aria-hidden="true" />
      {column.label}
      {note && <span className="pm-column-note">{note}</span>}
    </th>
  );
}
