import { DIRECTIONS, type Direction } from '@waterline/domain/analysis/index';
import type { Dispatch } from 'react';
import { Select, TextField } from '../../../../components/ui/index.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import { usesBand, type MeasureData } from '../../model/measure-data.ts';
import { inputText } from './fields.ts';

const DIRECTION_OPTIONS = DIRECTIONS.map((direction) => ({ value: direction, label: direction }));

const DIRECTION_HINTS: Record<Direction, string> = {
  'greater than': 'Counts windows of that many days in a row above the value.',
  'less than': 'Counts windows of that many days in a row below the value.',
  between: 'Counts windows of that many days in a row within the band, both ends included.',
  surpass: 'Counts each run above the value that lasts more days in a row than that.',
  subceed: 'Counts each run below the value that lasts more days in a row than that.',
};

/** Direction, days in a row, and the value or band of the two frequency types. */
export function FrequencyFields({ data, dispatch }: { data: MeasureData; dispatch: Dispatch<EditorEvent> }) {
  const direction = data.direction ?? 'greater than';
  return (
    <div className="pm-form-grid">
      <Select
        label="Direction"
        options={DIRECTION_OPTIONS}
        value={direction}
        hint={DIRECTION_HINTS[direction]}
        onChange={(event) => dispatch({ type: 'directionChosen', direction: event.target.value as Direction })}
      />
      <TextField
        label="Days in a row"
        type="number"
        min={0}
        step={1}
        value={inputText(data.daysInRow)}
        onChange={(event) => dispatch({ type: 'textEdited', field: 'daysInRow', text: event.target.value })}
      />
      {usesBand(direction) ? (
        <>
          <TextField
            label="Lower range"
            type="number"
            value={inputText(data.lowerRange)}
            onChange={(event) => dispatch({ type: 'textEdited', field: 'lowerRange', text: event.target.value })}
          />
          <TextField
            label="Upper range"
            type="number"
            value={inputText(data.upperRange)}
            onChange={(event) => dispatch({ type: 'textEdited', field: 'upperRange', text: event.target.value })}
          />
        </>
      ) : (
        <TextField
          label="Value"
          type="number"
          value={inputText(data.value)}
          onChange={(event) => dispatch({ type: 'textEdited', field: 'value', text: event.target.value })}
        />
      )}
    </div>
  );
}
