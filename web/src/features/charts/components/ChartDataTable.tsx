import Papa from 'papaparse';
import { useMemo, useState } from 'react';
import type { ChartExporter } from './panel-context.tsx';

/** Rows shown at most: a long record's table stays quick to open; the CSV export holds them all. */
export const DATA_TABLE_MAX_ROWS = 1000;

/**
 * The chart's text alternative: a keyboard-reachable disclosure with the data the chart shows
 * (its CSV export) as a table, captioned with the chart's type and subject. Built only when opened.
 */
export function ChartDataTable({ title, exporter }: { title: string; exporter: ChartExporter | null }) {
  const [open, setOpen] = useState(false);
  const csv = exporter?.csv ?? null;
  const table = useMemo(
    () => (open && csv ? Papa.parse<string[]>(csv(), { skipEmptyLines: true }).data : null),
    [open, csv],
  );
  const [header = [], ...rows] = table ?? [];
  const caption = exporter ? `${title}: ${exporter.fileName}` : title;
  return (
    <details className="chart-data-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Data table</summary>
      {open &&
        (rows.length === 0 ? (
          <p className="chart-data-table__empty">No data to display.</p>
        ) : (
          <div className="chart-data-table__scroll" tabIndex={0} role="region" aria-label={`Data of ${caption}`}>
            <table>
              <caption>
                {caption}
                {rows.length > DATA_TABLE_MAX_ROWS &&
                  ` (the first ${DATA_TABLE_MAX_ROWS} of ${rows.length} rows; the CSV export has them all)`}
              </caption>
              <thead>
                <tr>
                  {header.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, DATA_TABLE_MAX_ROWS).map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </details>
  );
}
