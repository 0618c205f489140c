import type { Dispatch } from 'react';
import { Checkbox, TextField } from '../../../../components/ui/index.ts';
import { yearProblem } from '../../model/editor-checks.ts';
import type { EditorEvent, RecordYears } from '../../model/editor-events.ts';
import type { MeasureData } from '../../model/measure-data.ts';
import { DayPicker } from '../../../../components/forms/DayPicker.tsx';
import { inputText, pickerDay } from './fields.ts';

/** The season (a range of days, which may wrap over the year's end) and the optional selection of years within the record. */
export function SeasonFields({
  data,
  dispatch,
  record,
}: {
  data: MeasureData;
  dispatch: Dispatch<EditorEvent>;
  record: RecordYears | null;
}) {
  const bounds = record ? { min: record.minYear, max: record.maxYear } : {};
  const yearHint = record
    ? `The record runs from ${record.minYear} to ${record.maxYear}.`
    : 'Choose a location to see its years.';
  return (
    <div className="pm-season">
      <div className="pm-day-range">
        <DayPicker
          legend="Season start"
          day={pickerDay(data.startDay, 1)}
          onChange={(day) => dispatch({ type: 'seasonChanged', edge: 'start', day })}
        />
        <DayPicker
          legend="Season end"
          day={pickerDay(data.endDay, 365)}
          onChange={(day) => dispatch({ type: 'seasonChanged', edge: 'end', day })}
        />
      </div>
      <p className="pm-note">
        A season that ends before it starts runs over the year&apos;s end and is named by the year it ends in.
      </p>
      <Checkbox
        label="Select years"
        checked={data.selectYears === true}
        onChange={(event) => dispatch({ type: 'selectYearsToggled', on: event.target.checked, record })}
      />
      {data.selectYears === true && (
        <div className="pm-form-grid">
          <TextField
            label="Start year"
            type="number"
            step={1}
            {...bounds}
            hint={yearHint}
            value={inputText(data.startYear)}
            error={yearProblem(data.startYear, record)}
            onChange={(event) => dispatch({ type: 'textEdited', field: 'startYear', text: event.target.value })}
          />
          <TextField
            label="End year"
            type="number"
            step={1}
            {...bounds}
            value={inputText(data.endYear)}
            error={yearProblem(data.endYear, record)}
            onChange={(event) => dispatch({ type: 'textEdited', field: 'endYear', text: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}
