import type { ReactNode } from 'react';

type ActionsTableProps = {
  className: string;
  /** The table's name for screen readers, when no caption or heading names it. */
  label?: string;
  /** The header cells (`<th scope="col">`) before the actions column. */
  headers: ReactNode;
  /** The actions column's header, read by screen readers only. */
  actionsLabel?: string;
  /** The rows, each ending with its actions cell. */
  children: ReactNode;
};

/** A table of records whose last column holds each row's buttons; wider than its place, it scrolls sideways in it. */
export function ActionsTable({ className, label, headers, actionsLabel = 'Actions', children }: ActionsTableProps) {
  return (
    <div className="ui-table-scroll">
      <table className={className} aria-label={label}>
        <thead>
          <tr>
            {headers}
            <th scope="col">
              <span className="ui-visually-hidden">{actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
