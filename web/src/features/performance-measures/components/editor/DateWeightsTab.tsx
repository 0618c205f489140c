import { toNumber } from '@waterline/domain/analysis/index';
import { dayLabel, type JulianDay } from '@waterline/domain/calendar/index';
import { useState, type Dispatch } from 'react';
import { Button, TextField } from '../../../../components/ui/index.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import { weightRuns } from '../../model/lookup-table.ts';
import { DayPicker } from '../../../../components/forms/DayPicker.tsx';

/** Why a typed date weight cannot be applied, or null. */
function weightProblem(text: string): string | null {
  const weight = toNumber(text);
  if (Number.isNaN(weight)) return 'Enter a weight.';
  return weight < 0 ? 'A weight cannot be below 0.' : null;
}

/** The weight of each day of the year (0.5 unless changed), set a range of days at a time. */
export function DateWeightsTab({
  weights,
  dispatch,
}: {
  weights: readonly (number | string)[];
  dispatch: Dispatch<EditorEvent>;
}) {
  const [startDay, setStartDay] = useState(1 as JulianDay);
  const [endDay, setEndDay] = useState(365 as JulianDay);
  const [weight, setWeight] = useState('0.5');
  const [touched, setTouched] = useState(false);
  const problem = weightProblem(weight);
  const runs = weightRuns(weights);
  return (
    <div className="pm-weights">
      <p className="pm-note">
        Each day of the season counts with its date weight. Choose days (a range may wrap over the year&apos;s end) and
        apply a weight to them.
      </p>
      <div className="pm-weights__form">
        <DayPicker legend="From" day={startDay} onChange={setStartDay} />
        <DayPicker legend="To" day={endDay} onChange={setEndDay} />
        <TextField
          label="Weight"
          type="number"
          min={0}
          step={0.05}
          value={weight}
          error={touched ? problem : null}
          onChange={(event) => setWeight(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Button
          onClick={() => {
            setTouched(true);
            if (!problem) dispatch({ type: 'weightsApplied', startDay, endDay, weight: toNumber(weight) });
          }}
        >
          Apply Weights
        </Button>
      </div>
      <table className="pm-table pm-table--compact" aria-label="Date weights">
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col" className="pm-numeric">
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.startDay}>
              <td>{dayLabel(run.startDay as JulianDay)}</td>
              <td>{dayLabel(run.endDay as JulianDay)}</td>
              <td className="pm-numeric">{run.weight}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
