import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { CsvTable } from '../../model/csv-table.ts';
import { useColumnWidths } from './use-column-widths.ts';

const ROW_HEIGHT = 34;
const VIEWPORT_HEIGHT = ROW_HEIGHT * 15;
const OVERSCAN_ROWS = 8;
const ROW_NUMBER_WIDTH = 72;

type CsvGridProps = {
  table: CsvTable;
  /** Cells changed since the file was loaded, as `row:column`. */
  edited: ReadonlySet<string>;
  onEdit: (rowIndex: number, columnIndex: number, value: string) => void;
  /** Scrolls so that this row (0-based) is at the top; a new object scrolls again to the same row. */
  scrollTarget: { row: number } | null;
};

export const cellId = (rowIndex: number, columnIndex: number): string => `${rowIndex}:${columnIndex}`;

/**
 * An editable grid that renders only the rows in view, so a file of tens of thousands of rows
 * scrolls and edits as quickly as a short one.
 */
export function CsvGrid({ table, edited, onEdit, scrollTarget }: CsvGridProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const { headerRef, widths } = useColumnWidths(table.fields);
  const rowCount = table.rows.length;
  const columns: CSSProperties = {
    gridTemplateColumns: [ROW_NUMBER_WIDTH, ...widths].map((width) => `${width}px`).join(' '),
    width: widths.reduce((sum, width) => sum + width, ROW_NUMBER_WIDTH),
  };

  useEffect(() => {
    if (scrollTarget && viewportRef.current) viewportRef.current.scrollTop = scrollTarget.row * ROW_HEIGHT;
  }, [scrollTarget]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS);
  const last = Math.min(rowCount, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN_ROWS);
  const visible = table.rows.slice(first, last);

  return (
    <div
      ref={viewportRef}
      className="csv-grid"
      style={{ height: Math.min(VIEWPORT_HEIGHT, (rowCount + 1) * ROW_HEIGHT + 2) }}
      role="grid"
      aria-label="Data file"
      aria-rowcount={rowCount + 1}
      aria-colcount={table.fields.length + 1}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div ref={headerRef} className="csv-grid__row csv-grid__row--header" role="row" aria-rowindex={1} style={columns}>
        <div className="csv-grid__number" role="columnheader">
          Row
        </div>
        {table.fields.map((field) => (
          <div key={field} className="csv-grid__heading" role="columnheader" title={field}>
            {field}
          </div>
        ))}
      </div>
      <div className="csv-grid__body" style={{ height: rowCount * ROW_HEIGHT, width: columns.width }}>
        {visible.map((row, offset) => {
          const rowIndex = first + offset;
          return (
            <div
              key={rowIndex}
              className="csv-grid__row"
              role="row"
              aria-rowindex={rowIndex + 2}
              style={{ ...columns, top: rowIndex * ROW_HEIGHT }}
            >
              <div className="csv-grid__number" role="rowheader">
                {rowIndex + 1}
              </div>
              {row.map((cell, columnIndex) => (
                <div key={columnIndex} role="gridcell" className="csv-grid__cell">
                  <input
                    className={`csv-grid__input${edited.has(cellId(rowIndex, columnIndex)) ? ' csv-grid__input--edited' : ''}`}
                    aria-label={`${table.fields[columnIndex] ?? ''}, row ${rowIndex + 1}`}
                    value={cell}
                    onChange={(event) => onEdit(rowIndex, columnIndex, event.target.value)}
                  />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
