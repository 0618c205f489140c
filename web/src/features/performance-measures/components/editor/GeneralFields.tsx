import { betterOf, PM_TYPES, type Better, type PmType } from '@waterline/domain/analysis/index';
import { useId, type Dispatch } from 'react';
import { Select, TextField } from '../../../../components/ui/index.ts';
import { locationLabel, type DataLocation } from '../../../../data/index.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import type { MeasureData } from '../../model/measure-data.ts';

const TYPE_OPTIONS = PM_TYPES.map((type) => ({ value: type, label: type }));
const BETTER_OPTIONS = [
  { value: 'more', label: 'Higher is better' },
  { value: 'less', label: 'Lower is better' },
];

/** Shown in the location picker while no location is chosen (docs/product-guide.md#performance-measures). */
export const NO_LOCATION = 'Select a location....';

function locationOptions(locations: readonly DataLocation[], chosen: string) {
  const options = [
    { value: '', label: NO_LOCATION },
    ...locations.map((location) => ({ value: location.key, label: locationLabel(location) })),
  ];
  if (chosen !== '' && !locations.some((location) => location.key === chosen))
    options.push({ value: chosen, label: `${chosen} (not in the project's data)` });
  return options;
}

/** Type, name, location, which way the figures improve (the comparison page marks best and worst by it) and description. */
export function GeneralFields({
  data,
  dispatch,
  locations,
}: {
  data: MeasureData;
  dispatch: Dispatch<EditorEvent>;
  locations: readonly DataLocation[];
}) {
  const descriptionId = useId();
  return (
    <div className="pm-form-grid pm-form-grid--three">
      <Select
        label="Type"
        options={TYPE_OPTIONS}
        value={data.pmType}
        onChange={(event) => dispatch({ type: 'typeChosen', pmType: event.target.value as PmType })}
      />
      <TextField
        label="Name"
        value={data.name}
        maxLength={200}
        onChange={(event) => dispatch({ type: 'textEdited', field: 'name', text: event.target.value })}
      />
      <Select
        label="Location"
        options={locationOptions(locations, data.location)}
        value={data.location}
        onChange={(event) => dispatch({ type: 'locationChosen', location: event.target.value })}
      />
      <Select
        label="Better"
        options={BETTER_OPTIONS}
        value={betterOf(data)}
        onChange={(event) => dispatch({ type: 'betterChosen', better: event.target.value as Better })}
      />
      <div className="ui-field pm-form-grid__wide">
        <label className="ui-field__label" htmlFor={descriptionId}>
          Description
        </label>
        <textarea
          id={descriptionId}
          className="ui-input pm-textarea"
          rows={2}
          maxLength={5000}
          value={data.description ?? ''}
          onChange={(event) => dispatch({ type: 'textEdited', field: 'description', text: event.target.value })}
        />
      </div>
    </div>
  );
}
