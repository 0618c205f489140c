import { dayLabel, positionOfDay, rotatedDays, type JulianDay } from '@waterline/domain/calendar/index';
import { useId, useMemo, useState } from 'react';
import { ActionsTable, Button } from '../../../components/ui/index.ts';
import {
  dailyFromBreakpoints,
  breakpointsFromDaily,
  parseValueColumn,
  sortedBreakpoints,
  valueColumn,
  type StepBreakpoint,
} from '../model/steps.ts';

interface StepsEditorProps {
  /** What the steps are, e.g. 'Steps', 'Upper steps' or 'Lower steps'; it names every field. */
  label: string;
  rows: StepBreakpoint[];
  onChange: (rows: StepBreakpoint[]) => void;
  startCalDay: JulianDay;
  error?: string | undefined;
}

/** The first day of the year (from `startCalDay`) that no breakpoint starts on, after the last one. */
function nextFreeDay(
  rows: readonly StepBreakpoint[],
  days: readonly JulianDay[],
  startCalDay: JulianDay,
): JulianDay | null {
  const taken = new Set(rows.map((row) => row.day));
  const last = Math.max(0, ...rows.map((row) => positionOfDay(row.day, startCalDay)));
  return days.slice(last).find((day) => !taken.has(day)) ?? days.find((day) => !taken.has(day)) ?? null;
}

/**
 * A stepped threshold's 365 daily bounds, edited as breakpoints ('from this day on, this value') in
 * the order of the chart's year, or pasted as a column of 365 values (e.g. from a spreadsheet).
 */
export function StepsEditor({ label, rows, onChange, startCalDay, error }: StepsEditorProps) {
  const days = useMemo(() => rotatedDays(startCalDay), [startCalDay]);
  const dayOptions = useMemo(
    () =>
      days.map((day) => (
        <option key={day} value={day}>
          {dayLabel(day)}
        </option>
      )),
    [days],
  );
  const [pasting, setPasting] = useState<{ text: string; message: string | null } | null>(null);
  const errorId = useId();
  const sorted = sortedBreakpoints(rows, startCalDay);
  const change = (index: number, row: StepBreakpoint) =>
    onChange(sorted.map((existing, i) => (i === index ? row : existing)));
  const free = nextFreeDay(rows, days, startCalDay);

  const applyPasted = () => {
    if (!pasting) return;
    const parsed = parseValueColumn(pasting.text, startCalDay);
    if (!parsed.ok) {
      setPasting({ ...pasting, message: parsed.message });
      return;
    }
    onChange(breakpointsFromDaily(parsed.bounds, startCalDay));
    setPasting(null);
  };

  return (
    <fieldset className="steps-editor" aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      <p className="steps-editor__hint">
        Each value holds from its day until the next step; leave a value empty for no bound. The year starts on{' '}
        {dayLabel(startCalDay)}.
      </p>
      <div className="steps-editor__table-wrap">
        <ActionsTable
          className="steps-editor__table"
          actionsLabel="Remove"
          headers={
            <>
              <th scope="col">From</th>
              <th scope="col">Value</th>
            </>
          }
        >
          {sorted.map((row, index) => (
            <tr key={`${row.day}-${index}`}>
              <td>
                <select
                  className="ui-input"
                  aria-label={`${label} ${index + 1}: from`}
                  value={row.day}
                  onChange={(event) => change(index, { ...row, day: Number(event.target.value) as JulianDay })}
                >
                  {dayOptions}
                </select>
              </td>
              <td>
                <input
                  className="ui-input"
                  type="number"
                  step="any"
                  aria-label={`${label} ${index + 1}: value`}
                  value={row.value}
                  onChange={(event) => change(index, { ...row, value: event.target.value })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="steps-editor__remove"
                  aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
                  disabled={sorted.length === 1}
                  onClick={() => onChange(sorted.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </ActionsTable>
      </div>
      <div className="steps-editor__actions">
        <Button
          variant="secondary"
          disabled={free === null}
          onClick={() => free !== null && onChange([...sorted, { day: free, value: sorted.at(-1)?.value ?? '' }])}
        >
          Add step
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            setPasting(
              pasting
                ? null
                : { text: valueColumn(dailyFromBreakpoints(rows, startCalDay), startCalDay), message: null },
            )
          }
        >
          {pasting ? 'Close the value list' : 'Paste 365 values'}
        </Button>
      </div>
      {pasting && (
        <div className="steps-editor__paste">
          <label className="ui-field__label" htmlFor={`${errorId}-paste`}>
            {label}: 365 values, one per line from {dayLabel(startCalDay)}
          </label>
          <textarea
            id={`${errorId}-paste`}
            className="ui-input steps-editor__column"
            rows={8}
            value={pasting.text}
            onChange={(event) => setPasting({ text: event.target.value, message: null })}
          />
          {pasting.message && <p className="ui-field__error">{pasting.message}</p>}
          <Button variant="secondary" onClick={applyPasted}>
            Use these values
          </Button>
        </div>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
