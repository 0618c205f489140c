import type { PumpChange } from '@waterline/domain/pump/index';

const feet = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, signDisplay: 'exceptZero' });
const shown = (value: number | null, format: Intl.NumberFormat) => (value === null ? '' : format.format(value));

/** Every column of the file for the shown rows, plus the change from the previous row and its rate per day. */
export function SurveyTable({ columns, changes }: { columns: readonly string[]; changes: readonly PumpChange[] }) {
  return (
    <div className="pump-table-scroll">
      <table className="pump-table" aria-label="Surveys">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">Change (ft)</th>
            <th scope="col">Rate (ft/day)</th>
          </tr>
        </thead>
        <tbody>
          {changes.map(({ row, changeFt, ratePerDay }) => (
            <tr key={row.line}>
              {columns.map((column) => (
                <td key={column}>{row.fields[column]}</td>
              ))}
              <td className="numeric">{shown(changeFt, feet)}</td>
              <td className="numeric">{shown(ratePerDay, rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
