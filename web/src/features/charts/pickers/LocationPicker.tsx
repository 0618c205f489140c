import { useState } from 'react';
import { useChartContext } from '../registry/registry-context.tsx';
import { locationLabel } from '../../../data/index.ts';
import { groupLocations, OTHER_GROUP } from './location-groups.ts';
import { LocationMapDialog } from './LocationMapDialog.tsx';
import { PickerField } from '../../../components/forms/PickerField.tsx';

/** The location's options, grouped by the project's location groups; a flat list when there are none. */
export function LocationOptions({ exclude = [] }: { exclude?: readonly string[] }) {
  const { locations, locationGroups } = useChartContext();
  const groups = groupLocations(
    locations.filter((location) => !exclude.includes(location.key)),
    locationGroups,
  );
  const option = (location: { key: string; measure: string }) => (
    <option key={location.key} value={location.key}>
      {locationLabel(location)}
    </option>
  );
  if (groups.length === 1 && groups[0]?.name === OTHER_GROUP) return <>{groups[0].locations.map(option)}</>;
  return (
    <>
      {groups.map((group) => (
        <optgroup key={group.name} label={group.name}>
          {group.locations.map(option)}
        </optgroup>
      ))}
    </>
  );
}

/** Location picker with a map-pin button that opens the list of locations and their map markers. */
export function LocationPicker({
  value,
  onChange,
  label = 'Location',
}: {
  value: string;
  onChange: (location: string) => void;
  label?: string;
}) {
  const { locations } = useChartContext();
  const [dialogOpen, setDialogOpen] = useState(false);
  const known = locations.some((location) => location.key === value);
  return (
    <PickerField label={label}>
      {(id) => (
        <div className="picker__row">
          <select
            id={id}
            className="ui-input ui-select"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {!known && <option value={value}>{value || 'Select a location'}</option>}
            <LocationOptions />
          </select>
          <button
            type="button"
            className="icon-button"
            aria-label="Show locations"
            title="Show locations"
            onClick={() => setDialogOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              />
            </svg>
          </button>
          <LocationMapDialog open={dialogOpen} value={value} onClose={() => setDialogOpen(false)} onPick={onChange} />
        </div>
      )}
    </PickerField>
  );
}
